import IntentLintKit
import Testing

/// lint-intents reads source without compiling it; the build reads what the compiler's
/// const-value extraction emits. For every fixture module the two must agree on which
/// types are intents, entities, enums and queries; on every static `title`, `description`
/// and `typeDisplayRepresentation` (its key and table, or that it is not constant and
/// why); on every `@Parameter` and its title; on the App Shortcuts; and on the packages.
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
            }
            if let entity = manifest.entities[type.name], type.conformances.contains("AppEntity") {
                comparison.compare("\(type.name).typeDisplayRepresentation", type.staticProperty("typeDisplayRepresentation"),
                                   entity.typeDisplayRepresentation)
            }
            if let appEnum = manifest.enums.first(where: { $0.identifier == type.name }), type.conformances.contains("AppEnum") {
                comparison.compare("\(type.name).typeDisplayRepresentation", type.staticProperty("typeDisplayRepresentation"),
                                   appEnum.typeDisplayRepresentation)
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

    private func compareTypes(_ compiler: [CompilerType], _ manifest: Manifest, module: String) throws {
        let conditions = CompilationConditions.host
        let families: [(name: String, protocolName: String, manifest: [(identifier: String, conditions: [String])])] = [
            ("intents", "AppIntent", manifest.actions.values.map { ($0.identifier, $0.conditions) }),
            ("entities", "AppEntity", manifest.entities.values.map { ($0.identifier, $0.conditions) }),
            ("enums", "AppEnum", manifest.enums.map { ($0.identifier, $0.conditions) }),
            ("queries", "EntityQuery", manifest.queries.values.map { ($0.identifier, $0.conditions) }),
        ]
        for family in families {
            let compiled = Set(compiler.filter { $0.conformances.contains(family.protocolName) }.map(\.name))
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
        }
    }

    private func compareAppShortcuts(_ compiler: [CompilerType], _ manifest: Manifest, module: String) throws {
        let conditions = CompilationConditions.host
        let compiled = compiler.filter { $0.conformances.contains("AppShortcutsProvider") }
            .flatMap { $0.staticProperty("appShortcuts")?.appShortcuts ?? [] }
            .map { shortcut in shortcut.arguments.first { $0.label == "intent" }.map { CompilerType.bareName($0.type) } ?? "?" }
        // The compiler sees both sides of `if #available` but only the active `#if` branch.
        let read = try manifest.autoShortcuts.filter { shortcut in
            try conditions.holds(all: shortcut.availability.filter { $0.hasPrefix("#if ") }.map { String($0.dropFirst(4)) })
        }.map { $0.actionIdentifier ?? "?" }
        if Fixtures.apps.contains(module) {
            #expect(!compiled.isEmpty, "\(module): the compiler found no App Shortcuts")
        }
        #expect(compiled.count == read.count, "\(module): the compiler has \(compiled.count) App Shortcuts, the manifest \(read.count)")
        #expect(compiled.sorted() == read.sorted(), "\(module): App Shortcut intents differ")
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
        record(what, MetadataString(compiler: compiled), MetadataString(manifest: read))
    }

    /// A type display representation compares by its name.
    mutating func compare(_ what: String, _ compiled: ConstValue?, _ read: Evaluated<DisplayRepresentationValue>?) {
        let title: Evaluated<LocalizedString>? = switch read {
        case nil: nil
        case .constant(let representation)?: .constant(representation.title)
        case .nonConstant(let reason)?: .nonConstant(reason)
        }
        record(what, MetadataString(compiler: compiled), MetadataString(manifest: title))
    }

    private mutating func record(_ what: String, _ compiled: MetadataString, _ read: MetadataString) {
        guard compiled == read else {
            Issue.record("\(module) \(what): the compiler reads \(compiled), the manifest \(read)")
            return
        }
        comparedValues += 1
        if case .nonConstant(let kind) = compiled { nonConstantKinds.insert(kind) }
    }
}
