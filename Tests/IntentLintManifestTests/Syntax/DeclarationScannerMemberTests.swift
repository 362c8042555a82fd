import Testing
@testable import IntentLintSupport
@testable import IntentLintSyntax

@Suite("Scanner: properties, functions, cases and typealiases")
struct DeclarationScannerMemberTests {
    // MARK: Properties

    @Test func staticAndInstanceVarsAndLets() {
        let scanned = ScannedSource("""
            struct S {
                static let a = 1
                static var b: Int = 2
                class var c: Int { 3 }
                let d: String
                var e = "e"
                public private(set) var f = 0
                nonisolated(unsafe) static var g = 0
                final class var h: Int { 0 }
            }
            """)
        let properties = scanned.type("S")?.properties ?? []
        #expect(properties.map(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(properties.map(\.isStatic) == [true, true, true, false, false, false, true, true])
        #expect(properties.map(\.isConstant) == [true, false, false, true, false, false, false, false])
        #expect(properties.map(\.hasInitializer) == [true, true, false, false, true, true, true, false])
        #expect(properties.map(\.isComputed) == [false, false, true, false, false, false, false, true])
        #expect(properties.map(\.typeAnnotation) == [nil, "Int", "Int", "String", nil, nil, nil, "Int"])
        #expect(properties.map(\.location.line) == Array(2...9))
    }

    @Test func contextualKeywordsAsPropertyNames() {
        let scanned = ScannedSource("""
            struct S {
                var open = 1
                let optional: Int? = nil
                var final = false
                lazy var lazy = 2
                weak var weak: AnyObject?
                static var required: Bool = true
                var `default`: Int = 0
            }
            """)
        #expect(scanned.type("S")?.properties.map(\.name) == ["open", "optional", "final", "lazy", "weak", "required", "default"])
    }

    @Test func typeAnnotations() {
        let scanned = ScannedSource("""
            struct S {
                var a: [String: Int]?
                var b: some View { EmptyView() }
                var c: Foo<Bar>.Baz = .init()
                var d: any AppEntity & Sendable
                var e: () -> Void = {}
                var f: (Int) async throws -> [String] = { _ in [] }
                var g: @Sendable (String) -> Void
                var h: Int!
            }
            """)
        #expect(scanned.type("S")?.properties.map(\.typeAnnotation) == [
            "[String: Int]?", "some View", "Foo<Bar>.Baz", "any AppEntity & Sendable", "() -> Void",
            "(Int) async throws -> [String]", "@Sendable (String) -> Void", "Int!",
        ])
        #expect(scanned.type("S")?.properties.map(\.hasInitializer) == [false, false, true, false, true, true, false, false])
    }

    /// Long types are shared with the same type written before (`RepeatedText`): whatever
    /// else shares their slot of the table, and however often, each reads as written.
    @Test func longTypesReadAsWrittenWhenRepeated() {
        // 300 distinct types over 15 bytes against a table of 64: many share a slot.
        let types = (0..<300).map { "LongGeneratedTypeName\($0)" } + ["LocalizedStringResource", "some ParameterSummary"]
        let order = (types + types.reversed() + types).enumerated()
        let source = "struct S {\n" + order.map { "    var p\($0.offset): \($0.element)\n" }.joined() + "}"
        let properties = ScannedSource(source).type("S")?.properties ?? []
        #expect(properties.map(\.typeAnnotation) == order.map(\.element))

        // An invalid byte reads as U+FFFD, the first time and the next: the bytes are not the text.
        var bytes = Array("struct T {\n    var a: SixteenByteType\u{1}\n    var b: SixteenByteType\u{1}\n}".utf8)
        for index in bytes.indices where bytes[index] == 1 { bytes[index] = 0xFF }
        let file = DeclarationScanner.scan(bytes, path: "T.swift", metadata: .appIntents)
        #expect(file.types.first?.properties.map(\.typeAnnotation) == ["SixteenByteType\u{FFFD}", "SixteenByteType\u{FFFD}"])
    }

    @Test func severalBindingsInOneDeclaration() {
        let scanned = ScannedSource("struct S {\n    var a = 1, b: Int = 2, c: String\n    let (x, y) = (1, 2)\n    var z = 0\n}")
        #expect(scanned.type("S")?.properties.map(\.name) == ["a", "b", "c", "z"])
    }

    @Test func onlyMetadataPropertiesAreParsed() {
        let scanned = ScannedSource("""
            struct S {
                static var title: LocalizedStringResource = "Soup"
                static var other = "Soup"
                @Parameter(title: "Size") var size: Size = .large
            }
            """)
        #expect(scanned.initializer("S.title") == "\"Soup\"")
        #expect(scanned.initializer("S.size") == ".large")
        #expect(scanned.property("S.title")?.initializer?.text == "\"Soup\"")
        #expect(scanned.property("S.other")?.initializer == nil)
        #expect(scanned.property("S.other")?.hasInitializer == true)
    }

    @Test func initializerExpressionsEndAtTheDeclaration() {
        let scanned = ScannedSource("""
            struct S {
                static let description = IntentDescription("Orders soup.",
                                                           categoryName: "Food")
                static let openAppWhenRun: Bool = true; static let isDiscoverable = false
                static var authenticationPolicy = IntentAuthenticationPolicy
                    .requiresAuthentication
                var next = 0
            }
            """)
        #expect(scanned.initializer("S.description") == #"IntentDescription("Orders soup.", categoryName: "Food")"#)
        #expect(scanned.initializer("S.openAppWhenRun") == "true")
        #expect(scanned.initializer("S.isDiscoverable") == "false")
        #expect(scanned.initializer("S.authenticationPolicy") == "IntentAuthenticationPolicy.requiresAuthentication")
        #expect(scanned.type("S")?.properties.map(\.name) == ["description", "openAppWhenRun", "isDiscoverable", "authenticationPolicy", "next"])
    }

    // MARK: Getters and observers

    @Test func getterForms() {
        let scanned = ScannedSource("""
            struct S {
                static var title: LocalizedStringResource { "Single" }
                static var description: IntentDescription { return "Returned" }
                static var typeDisplayRepresentation: TypeDisplayRepresentation {
                    get { "Explicit" }
                }
                static var openAppWhenRun: Bool {
                    get async throws { true }
                }
                static var isDiscoverable: Bool {
                    let value = compute()
                    return value
                }
                static var id: String {
                    @MainActor get { "annotated" }
                    set { }
                }
            }
            """)
        #expect(scanned.getter("S.title") == "\"Single\"")
        #expect(scanned.getter("S.description") == "return \"Returned\"")
        #expect(scanned.getter("S.typeDisplayRepresentation") == "\"Explicit\"")
        #expect(scanned.getter("S.openAppWhenRun") == "true")
        // Only the first statement is read; the build reads no further either.
        #expect(scanned.getter("S.isDiscoverable") == "other(let value = compute())")
        #expect(scanned.property("S.isDiscoverable")?.getter?.hasMoreStatements == true)
        #expect(scanned.getter("S.id") == "\"annotated\"")
        #expect(scanned.type("S")?.properties.allSatisfy { $0.isComputed && !$0.hasInitializer } == true)
        #expect(scanned.property("S.title")?.getter?.location == IntentLintSupport.SourceLocation(line: 2, column: 49))
    }

    @Test func builderGettersReadEveryStatement() {
        let scanned = ScannedSource("""
            struct S {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: A(), phrases: ["a \\(.applicationName)"], shortTitle: "A", systemImageName: "a")
                    AppShortcut(intent: B(), phrases: [], shortTitle: "B", systemImageName: "b")
                }
            }
            """)
        #expect(scanned.getter("S.appShortcuts") == #"AppShortcut(intent: A(), phrases: ["a \(.applicationName)"], shortTitle: "A", systemImageName: "a"); AppShortcut(intent: B(), phrases: [], shortTitle: "B", systemImageName: "b")"#)
        #expect(scanned.property("S.appShortcuts")?.getter?.hasMoreStatements == false)
    }

    @Test func observersAreNotGetters() {
        let scanned = ScannedSource("""
            struct S {
                var title: String = "a" {
                    willSet { print(newValue) }
                    didSet { print(oldValue) }
                }
                var description: String {
                    didSet { }
                }
            }
            """)
        let properties = scanned.type("S")?.properties ?? []
        #expect(properties.map(\.isComputed) == [false, false])
        #expect(properties.map { $0.getter == nil } == [true, true])
        #expect(scanned.initializer("S.title") == "\"a\"")
    }

    @Test func accessorBlockOnTheNextLineAfterAnInitializerIsNotAGetter() {
        // A `{` on its own line after `= value` is a new statement, not an observer block.
        let scanned = ScannedSource("struct S {\n    var a = 1\n    var b: Int {\n        a\n    }\n}")
        #expect(scanned.type("S")?.properties.map(\.name) == ["a", "b"])
        #expect(scanned.type("S")?.properties.map(\.isComputed) == [false, true])
    }

    // MARK: Functions

    @Test func functionSelectorsAndSignatures() {
        let scanned = ScannedSource("""
            struct Q {
                func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] { [] }
                func suggestedEntities() async throws -> [SoupEntity] { [] }
                func entities(matching string: String) async throws -> IntentItemCollection<SoupEntity> { .init(items: []) }
                static func make(_ name: String, count: Int = 1, with handler: @escaping (Int) -> Void) -> Self { fatalError() }
                mutating func reset() {}
                func generic<T: Codable>(value: T) -> T where T: Sendable { value }
                func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
                func noBody(x: Int)
                func last() {}
            }
            """, alsoKeepingFunctions: ["make", "reset", "generic", "perform", "noBody", "last"])
        let functions = scanned.type("Q")?.functions ?? []
        #expect(functions.map(\.name) == ["entities", "suggestedEntities", "entities", "make", "reset", "generic", "perform", "noBody", "last"])
        #expect(functions.map(\.selector) == [
            "entities(for:)", "suggestedEntities()", "entities(matching:)", "make(_:count:with:)", "reset()",
            "generic(value:)", "perform()", "noBody(x:)", "last()",
        ])
        #expect(functions.map(\.isStatic) == [false, false, false, true, false, false, false, false, false])
        #expect(functions.map(\.returnType) == [
            "[SoupEntity]", "[SoupEntity]", "IntentItemCollection<SoupEntity>", "Self", nil, "T",
            "some IntentResult & ProvidesDialog", nil, nil,
        ])
        #expect(functions.map(\.location.line) == Array(2...10))
    }

    @Test func onlyTheFunctionsReadersAskAboutAreKept() {
        // A query's methods and an intent's `perform` are read; helpers are not, and a codebase is
        // mostly such functions.
        let scanned = ScannedSource("""
            struct Q: EntityQuery {
                func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] { [] }
                func helper(_ x: Int) -> Int { x }
                func suggestedEntities() async throws -> [SoupEntity] { [] }
                func perform() async throws -> some IntentResult { .result() }
                func defaultResult() async -> SoupEntity? { nil }
            }
            """)
        #expect(scanned.type("Q")?.functions.map(\.selector) == ["entities(for:)", "suggestedEntities()", "perform()", "defaultResult()"])
    }


    @Test func functionBodiesAreSkippedWhole() {
        let scanned = ScannedSource("""
            struct S {
                func f() {
                    struct Local { var hidden = 1 }
                    let notAProperty = 2
                    func nested() {}
                }
                var after = 3
            }
            """, alsoKeepingFunctions: ["f", "nested"])
        #expect(scanned.type("S")?.properties.map(\.name) == ["after"])
        #expect(scanned.type("S")?.functions.map(\.name) == ["f"])
        #expect(scanned.type("S")?.nestedTypes.isEmpty == true)
    }

    @Test func initializersSubscriptsAndDeinitAreNotMembers() {
        let scanned = ScannedSource("""
            final class C {
                init(id: String) { self.id = id }
                convenience init?(other: C) { self.init(id: other.id) }
                subscript(index: Int) -> Int { index }
                deinit { print("bye") }
                let id: String
            }
            """)
        #expect(scanned.type("C")?.properties.map(\.name) == ["id"])
        #expect(scanned.type("C")?.functions.isEmpty == true)
    }

    // MARK: Enum cases

    @Test func enumCases() {
        let scanned = ScannedSource("""
            enum E: String {
                case a, b = "bee"
                case c(Int, label: String)
                indirect case d(E)
                case `default`
                case minus = -1
            }
            """)
        let cases = scanned.type("E")?.cases ?? []
        #expect(cases.map(\.name) == ["a", "b", "c", "d", "default", "minus"])
        #expect(cases.map { $0.rawValue.map { scanned.sketch.render($0.expression) } } == [nil, "\"bee\"", nil, nil, nil, "-1"])
        #expect(cases.map(\.associatedValues) == [nil, nil, "(Int, label: String)", "(E)", nil, nil])
        #expect(cases.map(\.location) == [
            IntentLintSupport.SourceLocation(line: 2, column: 10), IntentLintSupport.SourceLocation(line: 2, column: 13),
            IntentLintSupport.SourceLocation(line: 3, column: 10), IntentLintSupport.SourceLocation(line: 4, column: 19),
            IntentLintSupport.SourceLocation(line: 5, column: 10), IntentLintSupport.SourceLocation(line: 6, column: 10),
        ])
    }

    @Test func switchCasesInsideFunctionsAreNotEnumCases() {
        let scanned = ScannedSource("""
            enum E {
                case a
                var label: String {
                    switch self {
                    case .a: return "a"
                    }
                }
            }
            """)
        #expect(scanned.type("E")?.cases.map(\.name) == ["a"])
    }

    // MARK: Typealiases

    @Test func typealiases() {
        let scanned = ScannedSource("""
            struct Q {
                typealias Entity = SoupEntity
                typealias Pair<T> = (T, T)
                typealias Both = Nameable & Identifiable
                typealias Handler = (String) async -> Void
                typealias Nested = Outer.Inner<Int>?
            }
            """)
        let aliases = scanned.type("Q")?.typealiases ?? []
        #expect(aliases.map(\.name) == ["Entity", "Pair", "Both", "Handler", "Nested"])
        #expect(aliases.map(\.value) == ["SoupEntity", "(T, T)", "Nameable & Identifiable", "(String) async -> Void", "Outer.Inner<Int>?"])
    }

    @Test func topLevelTypealiasesAreKept() {
        let scanned = ScannedSource("typealias Both = Sendable & AppIntent\nstruct S {}\npublic typealias Code = Int")
        #expect(scanned.file.typealiases.map(\.name) == ["Both", "Code"])
        #expect(scanned.file.typealiases.map(\.value) == ["Sendable & AppIntent", "Int"])
        #expect(scanned.types.map(\.name) == ["S"])
    }
}
