import IntentLintSupport
import IntentLintSyntax

/// Reads a module's manifest records (intents, entities, enums, queries, App Shortcuts) from
/// its type index; `ManifestBuilder` puts them together.
struct ManifestRecordReader {
    let index: TypeIndex
    let moduleName: String
    /// What people read of the titles.
    var texts = SourceLanguageTables([])

    func reference(_ file: String, _ location: SourceLocation) -> SourceReference {
        SourceReference(file: file, location: location)
    }

    /// The value of a metadata property, or nil when it is declared without one.
    func writtenValue(of property: PropertyDeclaration, file: String, isBuilder: Bool = false) -> WrittenValue? {
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
        switch writtenValue(of: property.property, file: property.file) {
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

    /// `Module.Type`; for a type the module only extends (a retroactive conformance), declared in
    /// a module this one does not know, the name as the extension writes it.
    func fullyQualifiedName(_ entry: TypeIndex.Entry) -> String {
        entry.declaration == nil ? entry.qualifiedName : "\(moduleName).\(entry.qualifiedName)"
    }

    /// Conformances as written on the type and its extensions, without module prefixes.
    func protocols(_ entry: TypeIndex.Entry) -> [String] {
        Array(Set(entry.writtenConformances.map(\.name))).sorted()
    }

    /// The App Intents protocols the type conforms to by any path (its own protocols, classes,
    /// typealiases and extensions in every file), sorted.
    func appIntentsProtocols(_ entry: TypeIndex.Entry) -> [String] {
        var protocols = index.reachableConformances(entry).intersection(AppIntentsFamily.allProtocols)
        // A schema macro adds its conformance: `@AppEntity(schema:)` makes an `AppEntity`.
        for (macro, conformance) in Self.macroConformances where entry.attribute(named: macro) != nil {
            protocols.insert(conformance)
        }
        return protocols.sorted()
    }

    static let macroConformances = [
        "AppIntent": "AppIntent", "AssistantIntent": "AppIntent", "AppEntity": "AppEntity", "AssistantEntity": "AppEntity",
        "AppEnum": "AppEnum", "AssistantEnum": "AppEnum",
    ]

    /// The location of the type's declaration (or first extension).
    func location(_ entry: TypeIndex.Entry) -> SourceReference {
        let part = entry.declaration ?? entry.parts[0]
        return reference(part.file, part.declaration.location)
    }

    /// Marked for deprecation: `@available(…, deprecated…)` on the type or an extension, or
    /// (for intents) `DeprecatedAppIntent`.
    func isDeprecated(_ entry: TypeIndex.Entry) -> Bool {
        entry.writtenConformances.contains { $0.name == "DeprecatedAppIntent" }
            || entry.parts.contains { $0.declaration.attributes.contains(where: ManifestRecordReader.marksDeprecation) }
    }

    static func marksDeprecation(_ attribute: Attribute) -> Bool {
        attribute.name == "available" && (attribute.argumentText?.contains(bytes: "deprecated") ?? false)
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
