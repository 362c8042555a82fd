import Testing
import IntentLintTestSupport
@testable import IntentLintSupport
@testable import IntentLintSyntax

/// Hostile input must neither overflow the stack nor hang, and what follows it must
/// still be read.
@Suite("Scanner: robustness", .timeLimit(.minutes(5)))
struct ScannerRobustnessTests {
    /// Nesting as deep as a whole file can make it.
    static let depth = 200_000
    /// Long enough that any cost growing with the square of the length would not finish
    /// within the time limit, short enough to keep a debug build quick.
    static let runLength = 50_000

    private func repeated(_ text: String, _ count: Int = depth) -> String {
        String(repeating: text, count: count)
    }

    /// `struct S { <member> }` followed by `struct After { var after = 1 }`.
    private func scanMember(_ member: String) -> ScannedSource {
        ScannedSource("struct S {\n" + member + "\n    var last = 1\n}\nstruct After { var after = 1 }\n")
    }

    private func expectEverythingAfterIsRead(_ scanned: ScannedSource, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(scanned.types.map(\.name) == ["S", "After"], sourceLocation: sourceLocation)
        #expect(scanned.type("S")?.properties.last?.name == "last", sourceLocation: sourceLocation)
        #expect(scanned.type("After")?.properties.map(\.name) == ["after"], sourceLocation: sourceLocation)
    }

    private func initializerKind(_ scanned: ScannedSource, _ path: String) -> ExpressionKind? {
        scanned.property(path)?.initializer?.expression.kind
    }

    @Test func nestedParentheses() {
        let scanned = scanMember("static var title = " + repeated("(") + "\"x\"" + repeated(")"))
        expectEverythingAfterIsRead(scanned)
        guard case .unsupported("expression nested too deeply")? = initializerKind(scanned, "S.title") else {
            Issue.record("expected the nesting to be cut off")
            return
        }
    }

    @Test func nestedParenthesesInAFunctionBody() {
        expectEverythingAfterIsRead(scanMember("func f() { g" + repeated("(") + repeated(")") + " }"))
    }

    @Test func nestedBraces() {
        expectEverythingAfterIsRead(scanMember("func f() { " + repeated("{") + repeated("}") + " }"))
        expectEverythingAfterIsRead(scanMember("static var appShortcuts: [AppShortcut] { " + repeated("{") + repeated("}") + " }"))
    }

    @Test func nestedBrackets() {
        let scanned = scanMember("static var title = " + repeated("[") + repeated("]"))
        expectEverythingAfterIsRead(scanned)
        guard case .array? = initializerKind(scanned, "S.title") else {
            Issue.record("expected an array")
            return
        }
    }

    @Test func nestedInterpolations() {
        let scanned = scanMember("static var title: LocalizedStringResource = \"" + repeated(#"\(""#) + "x" + repeated(#"")"#) + "\"")
        expectEverythingAfterIsRead(scanned)
        guard case .stringLiteral? = initializerKind(scanned, "S.title") else {
            Issue.record("expected a string literal")
            return
        }
    }

    @Test func nestedTypes() {
        let scanned = ScannedSource(repeated("struct T {\n") + repeated("}\n") + "struct After { var after = 1 }")
        #expect(scanned.types.map(\.name) == ["T", "After"])
        var depth = 1
        var type = scanned.types[0]
        while let nested = type.nestedTypes.first {
            depth += 1
            type = nested
        }
        // Members are read down to the maximum depth; the type at that depth is recorded
        // without them.
        #expect(depth == DeclarationReader.maximumTypeDepth + 1)
    }

    @Test func longMemberAndCallChains() {
        expectEverythingAfterIsRead(scanMember("static var title = a" + repeated(".b", ScannerRobustnessTests.runLength)))
        expectEverythingAfterIsRead(scanMember("static var title = f" + repeated("()", ScannerRobustnessTests.runLength)))
        expectEverythingAfterIsRead(scanMember("static var title = f" + repeated(" {}", ScannerRobustnessTests.runLength)))
    }

    @Test func nestedConditionalCompilation() {
        let length = ScannerRobustnessTests.runLength
        let scanned = ScannedSource(repeated("#if A\n", length) + "struct S {}\n" + repeated("#endif\n", length) + "struct After {}")
        #expect(scanned.types.map(\.name) == ["S", "After"])
        #expect(scanned.type("S")?.conditions.count == length)
        #expect(scanned.type("After")?.conditions == [])
    }

    @Test func nestedConditionalCompilationInABuilder() {
        let length = ScannerRobustnessTests.runLength
        expectEverythingAfterIsRead(scanMember("static var appShortcuts: [AppShortcut] {\n" + repeated("#if A\n", length) + repeated("#endif\n", length) + "}"))
    }

    @Test func nestedClosuresWithIdentifiers() {
        // The provenance analysis walks bodies that mention `id`.
        let length = ScannerRobustnessTests.runLength
        let body = repeated("{ x in ", length) + "Item(id: x)" + repeated(" }", length)
        expectEverythingAfterIsRead(scanMember("func f() { let id = 1; " + body + " }"))
    }

    @Test(arguments: ["(", ")", "{", "}", "\"", "\\(", "#if X\n", "#/\n", "#/a", "(/[", "`a"])
    func unbalancedRuns(piece: String) {
        let scanned = ScannedSource(repeated(piece, ScannerRobustnessTests.runLength) + "\nstruct After {}")
        #expect(scanned.types.last?.name == "After")
    }


    // MARK: Unterminated literals

    @Test func unterminatedStringDoesNotSwallowTheNextDeclarations() {
        let scanned = ScannedSource("""
            struct S {
                static var title: LocalizedStringResource = "Order soup
                static var description = IntentDescription("Orders.")
                var last = 1
            }
            struct After { var after = 1 }
            """)
        expectEverythingAfterIsRead(scanned)
        #expect(scanned.type("S")?.properties.map(\.name) == ["title", "description", "last"])
        #expect(scanned.initializer("S.title") == "\"Order soup\"")
        #expect(scanned.initializer("S.description") == "IntentDescription(\"Orders.\")")
    }

    @Test func unterminatedInterpolationDoesNotSwallowTheNextDeclarations() {
        let scanned = ScannedSource("""
            struct S {
                static var title: LocalizedStringResource = "Order \\(count
                static var description = IntentDescription("Orders.")
                var last = 1
            }
            struct After { var after = 1 }
            """)
        expectEverythingAfterIsRead(scanned)
        #expect(scanned.type("S")?.properties.map(\.name) == ["title", "description", "last"])
        #expect(scanned.initializer("S.title") == "\"Order \\(count)\"")
    }
}
