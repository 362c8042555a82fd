import Testing
@testable import IntentLintManifest
import IntentLintTestSupport

/// lint-intents reads source without compiling it; the build reads what the compiler's
/// const-value extraction emits. For every fixture module the two must agree on which
/// types are intents, entities, enums and queries; on every static `title`, `description`
/// and `typeDisplayRepresentation` (its key and table, or that it is not constant and
/// why); on every `@Parameter` and entity `@Property` and its title; on enum cases, raw
/// values and case display representations; on the App Shortcuts (intent, phrases,
/// short title, image, parameter presentation); on the packages; on the App Intents protocols
/// each type conforms to, a parameter's `inputConnectionBehavior`, a `urlRepresentation` and
/// an `IntentValueQuery`'s input and result types.
///
/// Needs `swiftc` on PATH; without it the test fails.
struct CompilerOracleTests {
    @Test(arguments: Fixtures.apps + Fixtures.oracleModules)
    func manifestAgreesWithCompiler(module: String) throws {
        let compiler = try CompilerOracle.constValues(of: module)
        let manifest = try Fixtures.manifest(of: module)
        var comparison = MetadataComparison(module: module)

        try compareTypes(compiler, manifest, module: module)
        for type in compiler {
            if let action = manifest.actions[type.name], type.conformances.contains("AppIntent") {
                comparison.compare("\(type.name).title", type.staticProperty("title"), action.title)
                comparison.compare("\(type.name).description", type.staticProperty("description"), action.description)
                try compareParameters(type, action, &comparison)
                compareProtocols(type, action.appIntentsProtocols, module: module)
                compareURLRepresentation(type, action.urlRepresentation, module: module)
            }
            if let entity = manifest.entities[type.name], type.conformances.contains("AppEntity") {
                comparison.compare("\(type.name).typeDisplayRepresentation", type.staticProperty("typeDisplayRepresentation"),
                                   entity.typeDisplayRepresentation)
                compareEntityProperties(type, entity, &comparison)
                compareProtocols(type, entity.appIntentsProtocols, module: module)
                compareURLRepresentation(type, entity.urlRepresentation, module: module)
            }
            if let appEnum = manifest.enums.first(where: { $0.identifier == type.name }), type.conformances.contains("AppEnum") {
                comparison.compare("\(type.name).typeDisplayRepresentation", type.staticProperty("typeDisplayRepresentation"),
                                   appEnum.typeDisplayRepresentation)
                compareEnumCases(type, appEnum, &comparison)
                compareProtocols(type, appEnum.appIntentsProtocols, module: module)
                compareURLRepresentation(type, appEnum.urlRepresentation, module: module)
            }
            if let query = manifest.queries[type.name] {
                compareProtocols(type, query.appIntentsProtocols, module: module)
                compareValueQuery(type, query, module: module)
            }
        }
        try compareAppShortcuts(compiler, manifest, module: module)
        comparePackages(compiler, manifest, module: module)

        // The comparison must have had something to compare, and the right things.
        #expect(comparison.comparedValues > 10, "\(module): only \(comparison.comparedValues) metadata values compared")
        if Fixtures.apps.contains(module) {
            #expect(comparison.nonConstantKinds.isEmpty,
                    "\(module) must be clean, but the compiler found non-constant values: \(comparison.nonConstantKinds.sorted())")
        }
        if module == "NonConstant" {
            #expect(comparison.nonConstantKinds == ["FunctionCall", "StaticFunctionCall", "MemberReference", "InterpolatedStringLiteral", "Runtime"],
                    "NonConstant should exercise every kind of non-constant value")
        }
    }

    /// `${applicationName}` written as a phrase's text reaches the build as the text the build
    /// writes for `\(.applicationName)`: the compiler hands on a literal's text as it is written.
    /// lint (which counts it as the token) and diff (which compares the text) agree with that.
    @Test func applicationNameWrittenAsTextIsTheToken() throws {
        let compiler = try CompilerOracle.constValues(of: "Literals")
        let phrases = compiler.filter { $0.conformances.contains("AppShortcutsProvider") }
            .flatMap { $0.staticProperty("appShortcuts")?.appShortcuts ?? [] }
            .flatMap { $0.argument("phrases")?.elements ?? [] }
        let written = try #require(phrases.first { $0.literal == "Greet from ${applicationName}" })
        #expect(written.kind == "RawLiteral")
        let interpolated = try #require(phrases.first { $0.phraseText == "Greet with ${applicationName}" })
        #expect(interpolated.kind == "InterpolatedStringLiteral")
        let manifest = try Fixtures.manifest(of: "Literals")
        let read = manifest.autoShortcuts.flatMap(\.readablePhrases).filter { $0.text.key.hasPrefix("Greet ") }
        #expect(read.map(\.text.key) == ["Greet from ${applicationName}", "Greet with ${applicationName}"])
        #expect(read.map(\.applicationNameCount) == [1, 1])
    }

    /// `AppIntent` requires `static var description: IntentDescription?`. A type may declare a
    /// `description` of another type (`LocalizedStringResource`), which does not implement the
    /// requirement; the const values the build reads still carry that member, and only it, as the
    /// type's `description`: the protocol's default is no member of the type. So that member is the
    /// description the manifest records.
    @Test func theDescriptionTheBuildReadsIsTheTypesOwnWhateverItsType() throws {
        let compiler = try CompilerOracle.constValues(of: "Literals")
        let type = try #require(compiler.first { $0.name == "ResourceDescribedIntent" })
        let descriptions = type.properties.filter { $0.label == "description" }
        #expect(descriptions.count == 1)
        #expect(descriptions.first?.type.hasSuffix("LocalizedStringResource") == true)
        #expect(descriptions.first?.value.kind == "RawLiteral")
        #expect(descriptions.first?.value.literal == "Described by a plain resource")
        let action = try #require(try Fixtures.manifest(of: "Literals").actions["ResourceDescribedIntent"])
        #expect(action.description?.constantValue?.key == "Described by a plain resource")
    }

    private func compareTypes(_ compiler: [CompilerType], _ manifest: Manifest, module: String) throws {
        let conditions = CompilationConditions.host
        let families: [(name: String, protocolName: String, manifest: [(identifier: String, conditions: [String])])] = [
            ("intents", "AppIntent", manifest.actions.values.map { ($0.identifier, $0.conditions) }),
            ("entities", "AppEntity", manifest.entities.values.map { ($0.identifier, $0.conditions) }),
            ("enums", "AppEnum", manifest.enums.map { ($0.identifier, $0.conditions) }),
            ("queries", "EntityQuery", manifest.queries.values.map { ($0.identifier, $0.conditions) }),
        ]
        for family in families {
            // `IntentValueQuery` is a query of its own, outside the `EntityQuery` family.
            let compiled = Set(compiler.filter {
                $0.conformances.contains(family.protocolName) || (family.name == "queries" && $0.conformances.contains("IntentValueQuery"))
            }.map(\.name))
            let read = Set(try family.manifest.filter { try conditions.holds(all: $0.conditions) }.map(\.identifier))
            #expect(!compiled.isEmpty, "\(module): the compiler found no \(family.name)")
            if compiled != read {
                Issue.record("""
                    \(module) \(family.name) differ. Only the compiler has \(compiled.subtracting(read).sorted()); \
                    only the manifest has \(read.subtracting(compiled).sorted()).
                    """)
            }
        }
    }

    private func compareParameters(_ type: CompilerType, _ action: ActionRecord, _ comparison: inout MetadataComparison) throws {
        let conditions = CompilationConditions.host
        let compiled = type.parameters
        let read = try action.parameters.filter { try conditions.holds(all: $0.conditions) }
        guard compiled.map(\.name) == read.map(\.name) else {
            Issue.record("\(comparison.module) \(type.name) parameters differ: compiler \(compiled.map(\.name)), manifest \(read.map(\.name))")
            return
        }
        for (parameter, record) in zip(compiled, read) {
            comparison.compare("\(type.name).$\(parameter.name) title", parameter.initializer.argument("title"), record.title)
            // `.default` is what an unwritten argument defaults to.
            let compiledBehavior = parameter.initializer.argument("inputConnectionBehavior").flatMap { $0.kind == "Enum" ? $0.name : nil }
            let readBehavior = record.inputConnectionBehavior?.constantValue
            #expect(compiledBehavior == (readBehavior ?? (compiledBehavior == nil ? nil : "default")),
                    "\(comparison.module) \(type.name).$\(parameter.name): inputConnectionBehavior \(compiledBehavior ?? "absent") and \(readBehavior ?? "absent")")
        }
    }

    /// Every App Intents protocol the manifest names is one the compiler finds (the manifest
    /// does not expand the framework's own refinements, so it may name fewer).
    private func compareProtocols(_ type: CompilerType, _ read: [String], module: String) {
        let missing = Set(read).subtracting(type.conformances)
        #expect(missing.isEmpty, "\(module) \(type.name): the manifest names \(missing.sorted()), which the compiler does not find among \(type.conformances.sorted())")
        let written = type.conformances.intersection(AppIntentsFamily.allProtocols)
        #expect(!read.isEmpty || written.isEmpty, "\(module) \(type.name): the manifest names no App Intents protocol")
    }

    private func compareURLRepresentation(_ type: CompilerType, _ read: Evaluated<URLRepresentationValue>?, module: String) {
        let compiled = type.staticProperty("urlRepresentation")
        #expect((compiled == nil) == (read == nil), "\(module) \(type.name): urlRepresentation on one side only")
        guard let compiled, let read else { return }
        #expect(compiled.urlTemplate == read.constantValue?.template,
                "\(module) \(type.name).urlRepresentation: the compiler reads \(compiled.urlTemplate ?? "no template"), the manifest \(read.constantValue?.template ?? "no template")")
    }

    /// An `IntentValueQuery`'s `Input` and `Result`, as its conformance binds them.
    private func compareValueQuery(_ type: CompilerType, _ query: QueryRecord, module: String) {
        guard type.conformances.contains("IntentValueQuery") else {
            #expect(query.valueQuery == nil, "\(module) \(type.name): a value query only in the manifest")
            return
        }
        let signature = query.valueQuery
        #expect(type.associatedTypes["Input"].map(CompilerType.bareName) == signature.map { TypeIndex.baseName($0.inputType) },
                "\(module) \(type.name): input \(type.associatedTypes["Input"] ?? "absent"), manifest \(signature?.inputType ?? "absent")")
        #expect(type.associatedTypes["Result"].map(CompilerType.bareName) == signature?.resultType.map { TypeIndex.baseName($0) },
                "\(module) \(type.name): result \(type.associatedTypes["Result"] ?? "absent"), manifest \(signature?.resultType ?? "absent")")
    }

    private func compareEntityProperties(_ type: CompilerType, _ entity: EntityRecord, _ comparison: inout MetadataComparison) {
        let compiled = type.entityProperties
        let read = entity.properties.filter { $0.kind == "Property" }
        guard compiled.map(\.name) == read.map(\.name) else {
            Issue.record("\(comparison.module) \(type.name) @Property properties differ: compiler \(compiled.map(\.name)), manifest \(read.map(\.name))")
            return
        }
        for (property, record) in zip(compiled, read) {
            comparison.compare("\(type.name).\(property.name) title", property.initializer.argument("title"), record.title)
        }
    }

    private func compareEnumCases(_ type: CompilerType, _ appEnum: EnumRecord, _ comparison: inout MetadataComparison) {
        let compiledCases = type.cases.map { "\($0.name) = \($0.rawValue ?? "none")" }
        let readCases = appEnum.cases.map { enumCase -> String in
            let rawValue: String? = switch enumCase.rawValue {
            case .string(let text)?: text
            case .integer(let number)?: "\(number)"
            case .number(let number)?: "\(number)"
            default: nil
            }
            return "\(enumCase.name) = \(rawValue ?? "none")"
        }
        #expect(compiledCases == readCases, "\(comparison.module) \(type.name): enum cases and raw values differ")

        guard let representations = type.staticProperty("caseDisplayRepresentations") else {
            #expect(appEnum.caseDisplayRepresentationsLocation == nil, "\(comparison.module) \(type.name): only the manifest has caseDisplayRepresentations")
            return
        }
        guard representations.kind == "Dictionary" else {
            let read = appEnum.caseDisplayRepresentationsValue.map { MetadataString.nonConstant(valueKind: $0.valueKind) } ?? .absent
            comparison.compare("\(type.name).caseDisplayRepresentations", MetadataString(compiler: representations), read)
            return
        }
        let compiledCaseNames = representations.pairs.map { $0.key.name ?? "?" }
        let readCaseNames = appEnum.cases.filter { $0.displayRepresentation != nil }.map(\.name)
        #expect(Set(compiledCaseNames) == Set(readCaseNames), "\(comparison.module) \(type.name): cases with a display representation differ")
        for (key, value) in representations.pairs {
            let enumCase = appEnum.cases.first { $0.name == key.name }
            comparison.compare("\(type.name).caseDisplayRepresentations[.\(key.name ?? "?")]", value, enumCase?.displayRepresentation)
        }
    }

    private func compareAppShortcuts(_ compiler: [CompilerType], _ manifest: Manifest, module: String) throws {
        let conditions = CompilationConditions.host
        let compiled = compiler.filter { $0.conformances.contains("AppShortcutsProvider") }
            .flatMap { $0.staticProperty("appShortcuts")?.appShortcuts ?? [] }
            .map(ShortcutSummary.init(compiler:))
        // The compiler sees both sides of `if #available` but only the active `#if` branch.
        let read = try manifest.autoShortcuts.filter { shortcut in
            try conditions.holds(all: shortcut.availability.filter { $0.hasPrefix("#if ") }.map { String($0.dropFirst(4)) })
        }.map(ShortcutSummary.init(manifest:))
        if Fixtures.apps.contains(module) {
            #expect(!compiled.isEmpty, "\(module): the compiler found no App Shortcuts")
        }
        #expect(compiled.count == read.count, "\(module): the compiler has \(compiled.count) App Shortcuts, the manifest \(read.count)")
        let compiledText = compiled.map(\.description).sorted()
        let readText = read.map(\.description).sorted()
        if compiledText != readText {
            Issue.record("""
                \(module) App Shortcuts differ.
                Compiler:
                \(compiledText.joined(separator: "\n"))
                Manifest:
                \(readText.joined(separator: "\n"))
                """)
        }
    }

    private func comparePackages(_ compiler: [CompilerType], _ manifest: Manifest, module: String) {
        var compiled: [String: [String]] = [:]
        for type in compiler where type.conformances.contains("AppIntentsPackage") {
            compiled[type.name] = type.staticProperty("includedPackages")?.elements.compactMap(\.type).map(CompilerType.bareName) ?? []
        }
        let read = manifest.packages.mapValues { $0.includedPackages?.constantValue ?? [] }
        #expect(compiled == read, "\(module): AppIntentsPackage types or their includedPackages differ")
    }
}

/// An App Shortcut as one side reads it: intent, phrases, short title, image and parameter
/// presentation.
struct ShortcutSummary: CustomStringConvertible {
    var intent: String
    var phrases: [String]
    var shortTitle: MetadataString
    var systemImageName: String
    /// `parameter: summary [provider title image, …]`, or nil without one.
    var presentation: String?

    init(compiler shortcut: ConstValue) {
        intent = shortcut.arguments.first { $0.label == "intent" }.map { CompilerType.bareName($0.type) } ?? "?"
        let phraseList = shortcut.argument("phrases")
        phrases = phraseList?.kind == "Array"
            ? phraseList!.elements.map { $0.phraseText ?? "<not constant: \($0.culpritKind ?? $0.kind)>" }
            : ["<not constant: \(phraseList?.culpritKind ?? "absent")>"]
        shortTitle = MetadataString(compiler: shortcut.argument("shortTitle"))
        systemImageName = shortcut.argument("systemImageName").flatMap { $0.kind == "RawLiteral" ? $0.literal : nil } ?? "<not constant>"
        presentation = shortcut.argument("parameterPresentation").map { value in
            let parameter = value.argument("for")?.name.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 } ?? "?"
            let summary = value.argument("summary")?.arguments.first?.value.phraseText ?? "<not constant>"
            let collections = value.argument("optionsCollections")?.elements.map { collection in
                let provider = collection.arguments.first { $0.label == "" }.map { CompilerType.bareName($0.type) } ?? "?"
                let title = MetadataString(compiler: collection.argument("title"))
                let image = collection.argument("systemImageName")?.literal ?? "none"
                return "\(provider) \(title) \(image)"
            } ?? []
            return "\(parameter): \(summary) \(collections)"
        }
    }

    init(manifest shortcut: AutoShortcutRecord) {
        intent = shortcut.actionIdentifier ?? "?"
        switch shortcut.phraseTemplates {
        case .constant(let list):
            phrases = list.map { phrase in
                switch phrase {
                case .constant(let template): template.text.key
                case .nonConstant(let reason): "<not constant: \(reason.valueKind)>"
                }
            }
        case .nonConstant(let reason):
            phrases = ["<not constant: \(reason.valueKind)>"]
        }
        shortTitle = MetadataString(manifest: shortcut.shortTitle)
        systemImageName = shortcut.systemImageName?.constantValue ?? "<not constant>"
        presentation = shortcut.parameterPresentation.map { value in
            guard let presentation = value.constantValue else { return "<not constant>" }
            let summary = presentation.summary?.constantValue?.text.key ?? "<not constant>"
            let collections = presentation.optionsCollections.map { collection in
                "\(collection.provider ?? "?") \(MetadataString(manifest: collection.title)) \(collection.systemImageName?.constantValue ?? "none")"
            }
            return "\(presentation.parameter ?? "?"): \(summary) \(collections)"
        }
    }

    var description: String {
        "\(intent) \(phrases) shortTitle: \(shortTitle) image: \(systemImageName)" + (presentation.map { " presentation: \($0)" } ?? "")
    }
}

/// A metadata string as one side reads it.
enum MetadataString: Equatable, CustomStringConvertible {
    case absent
    case constant(key: String, table: String?)
    /// With the value kind of the offending part (see `ConstValue.culpritKind`).
    case nonConstant(valueKind: String)

    init(compiler value: ConstValue?) {
        guard let value, value.kind != "NilLiteral" else {
            self = .absent
            return
        }
        if let culprit = value.culpritKind {
            self = .nonConstant(valueKind: culprit)
        } else if let key = value.localizedKey {
            self = .constant(key: key.key, table: key.table)
        } else {
            self = .constant(key: "<a constant \(value.kind) with no readable key>", table: nil)
        }
    }

    init(manifest value: Evaluated<LocalizedString>?) {
        switch value {
        case nil: self = .absent
        case .constant(let string)?: self = .constant(key: string.key, table: string.table)
        case .nonConstant(let reason)?: self = .nonConstant(valueKind: reason.valueKind)
        }
    }

    var description: String {
        switch self {
        case .absent: return "absent"
        case .constant(let key, let table): return table.map { "\"\(key)\" (table \($0))" } ?? "\"\(key)\""
        case .nonConstant(let kind): return "not constant (\(kind))"
        }
    }
}

/// Compares metadata strings one by one and tallies what it saw.
struct MetadataComparison {
    let module: String
    private(set) var comparedValues = 0
    /// Value kinds of the non-constant values both sides agreed on.
    private(set) var nonConstantKinds: Set<String> = []

    init(module: String) {
        self.module = module
    }

    mutating func compare(_ what: String, _ compiled: ConstValue?, _ read: Evaluated<LocalizedString>?) {
        compare(what, MetadataString(compiler: compiled), MetadataString(manifest: read))
    }

    /// A type display representation compares by its name.
    mutating func compare(_ what: String, _ compiled: ConstValue?, _ read: Evaluated<DisplayRepresentationValue>?) {
        let title: Evaluated<LocalizedString>? = switch read {
        case nil: nil
        case .constant(let representation)?: .constant(representation.title)
        case .nonConstant(let reason)?: .nonConstant(reason)
        }
        compare(what, MetadataString(compiler: compiled), MetadataString(manifest: title))
    }

    mutating func compare(_ what: String, _ compiled: MetadataString, _ read: MetadataString) {
        guard compiled == read else {
            Issue.record("\(module) \(what): the compiler reads \(compiled), the manifest \(read)")
            return
        }
        comparedValues += 1
        if case .nonConstant(let kind) = compiled { nonConstantKinds.insert(kind) }
    }
}
