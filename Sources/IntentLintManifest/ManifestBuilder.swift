/// The declarations of every file of one module.
import IntentLintSupport
import IntentLintSyntax
import IntentLintLocalization
import IntentLintDiscovery

public struct ModuleSyntax: Sendable {
    public var name: String
    public var files: [FileSyntax]
    /// What the target builds; `.folder` when no project file says.
    public var kind: ModuleKind
    /// For a file (by `FileSyntax.path`) that other modules of the run compile too, their kinds:
    /// an intent in a file shared by an app and its widget runs in the app as well.
    public var alsoCompiledInto: [String: Set<ModuleKind>]
    /// Whether every file the module compiles was read: false when the project lists files that
    /// do not exist, or the configuration or a read error left some out. Rules that conclude
    /// from what the module does not declare stay silent then.
    public var isComplete = true
    /// The target's `.strings` and `.xcstrings` files, parsed: where App Shortcut phrases are
    /// localized. Their `path`s are relative to the same root as the Swift files'.
    public var localizationFiles: [LocalizationFile]

    public init(name: String, files: [FileSyntax], kind: ModuleKind = .folder, alsoCompiledInto: [String: Set<ModuleKind>] = [:],
                localizationFiles: [LocalizationFile] = []) {
        self.name = name
        self.files = files
        self.kind = kind
        self.alsoCompiledInto = alsoCompiledInto
        self.localizationFiles = localizationFiles
    }
}

/// Builds the manifest of a module: merges extensions, classifies types, and reads every
/// metadata value as the compiler would.
public enum ManifestBuilder {
    /// - Parameter chosenDeclarations: for types declared more than once, which declaration
    ///   to read (see `TypeIndex.init`); the first by default, as the manifest records it.
    public static func build(_ module: ModuleSyntax, chosenDeclarations: [String: Int] = [:]) -> (manifest: Manifest, index: TypeIndex) {
        let index = TypeIndex(files: module.files, moduleName: module.name, chosenDeclarations: chosenDeclarations)
        let reader = MetadataReader(index: index, moduleName: module.name)
        var manifest = Manifest(module: module.name)
        // Sized up front: growing moved every record already in, again at each doubling.
        let intents = index.entries(in: .intent)
        manifest.actions.reserveCapacity(intents.count)
        for entry in intents {
            manifest.actions[entry.qualifiedName] = reader.action(entry)
        }
        let entities = index.entries(in: .entity)
        manifest.entities.reserveCapacity(entities.count)
        for entry in entities {
            manifest.entities[entry.qualifiedName] = reader.entity(entry)
        }
        manifest.enums = index.entries(in: .appEnum).map(reader.appEnum)
        for entry in index.entries(in: .query) {
            manifest.queries[entry.qualifiedName] = reader.query(entry, entities: manifest.entities)
        }
        for entry in index.entries(in: .package) {
            manifest.packages[entry.qualifiedName] = reader.package(entry)
        }
        for entry in index.entries(in: .unionValue) {
            manifest.unionValues[entry.qualifiedName] = reader.unionValue(entry)
        }
        let providers = index.entries(in: .shortcutsProvider)
        if let provider = providers.first {
            let shortcuts = reader.shortcutsProvider(provider)
            manifest.autoShortcutProvider = shortcuts.record
            manifest.negativePhrases = shortcuts.negativePhrases
            manifest.shortcutTileColor = shortcuts.tileColor
        }
        // The build uses one provider; the others' shortcuts are still linted.
        for provider in providers {
            manifest.autoShortcuts += reader.shortcutsProvider(provider).shortcuts
        }
        return (manifest, index)
    }
}

/// Where a metadata property's value comes from, as the compiler reads it.
enum MetadataSource {
    /// `= value`, a single-expression getter, or a getter that starts with `return value`.
    case expression(Expression, ConstantEvaluator)
    /// A result-builder getter's statements.
    case builder([Statement], ConstantEvaluator)
    /// A getter the build cannot read.
    case unreadable(NonConstantValue)
}

/// Reads the records of the manifest from the type index.
struct MetadataReader {
    let index: TypeIndex
    let moduleName: String

    func reference(_ file: String, _ location: SourceLocation) -> SourceReference {
        SourceReference(file: file, location: location)
    }

    /// The value of a metadata property, or nil when it is declared without one.
    func source(of property: PropertyDeclaration, file: String, isBuilder: Bool = false) -> MetadataSource? {
        if let initializer = property.initializer {
            return .expression(initializer.expression, ConstantEvaluator(file: file, source: initializer.source))
        }
        guard let getter = property.getter else { return nil }
        let evaluator = ConstantEvaluator(file: file, source: getter.source)
        if isBuilder { return .builder(getter.statements, evaluator) }
        switch getter.statements.first {
        case .returnStatement(let value?, _)?:
            return .expression(value, evaluator)
        case .expression(let value)? where !getter.hasMoreStatements:
            return .expression(value, evaluator)
        default:
            return .unreadable(NonConstantValue(
                expression: getter.source.text.trimmed(), valueKind: "Runtime",
                reason: "is computed by a getter that does more than return a value",
                location: reference(file, getter.location)))
        }
    }

    /// Evaluates a metadata property with `read`, or reports the getter as unreadable.
    func evaluate<Value>(_ property: (property: PropertyDeclaration, file: String)?,
                         _ read: (ConstantEvaluator, Expression) -> Evaluated<Value>) -> Evaluated<Value>? {
        guard let property else { return nil }
        switch source(of: property.property, file: property.file) {
        case .expression(let expression, let evaluator)?:
            return read(evaluator, expression)
        case .unreadable(let value)?:
            return .nonConstant(value)
        case .builder?, nil:
            return nil
        }
    }

    /// The value of a metadata property a type declares (as a static member), read with `read`.
    func evaluate<Value>(_ property: MetadataProperty, of entry: TypeIndex.Entry,
                         _ read: (ConstantEvaluator, Expression) -> Evaluated<Value>) -> Evaluated<Value>? {
        evaluate(entry.property(property.name, isStatic: true), read)
    }

    func fullyQualifiedName(_ entry: TypeIndex.Entry) -> String {
        "\(moduleName).\(entry.qualifiedName)"
    }

    /// Conformances as written on the type and its extensions, without module prefixes.
    func protocols(_ entry: TypeIndex.Entry) -> [String] {
        Array(Set(entry.writtenConformances.map(\.name))).sorted()
    }

    /// The location of the type's declaration (or first extension).
    func location(_ entry: TypeIndex.Entry) -> SourceReference {
        let part = entry.declaration ?? entry.parts[0]
        return reference(part.file, part.declaration.location)
    }

    /// Marked for deprecation: `@available(…, deprecated…)` on the type or an extension, or
    /// (for intents) `DeprecatedAppIntent`.
    func isDeprecated(_ entry: TypeIndex.Entry) -> Bool {
        entry.writtenConformances.contains { $0.name == "DeprecatedAppIntent" }
            || entry.parts.contains { $0.declaration.attributes.contains(where: MetadataReader.marksDeprecation) }
    }

    static func marksDeprecation(_ attribute: Attribute) -> Bool {
        attribute.name == "available" && (attribute.argumentText?.contains("deprecated") ?? false)
    }

    func conditions(_ entry: TypeIndex.Entry) -> [String] {
        (entry.declaration ?? entry.parts[0]).declaration.conditions
    }

    /// The schema of `@AppIntent(schema: .photos.openAsset)` and friends, as written.
    func schema(_ entry: TypeIndex.Entry, family: AppIntentsFamily) -> String? {
        for name in family.macros.sorted() {
            if let attribute = entry.attribute(named: name), let argument = attribute.argument("schema") {
                return schemaText(argument)
            }
        }
        return nil
    }

    private func schemaText(_ expression: Expression) -> String {
        switch expression.kind {
        case .implicitMember(let name): return ".\(name)"
        case .member(let base, let name): return schemaText(base) + ".\(name)"
        case .identifier(let name): return name
        default: return "…"
        }
    }

    /// `Int?` and `Optional<Int>` are optional.
    static func isOptionalType(_ type: String) -> Bool {
        let trimmed = type.trimmed(" \t")
        return trimmed.hasSuffix("?") || trimmed.hasPrefix("Optional<")
    }
}
