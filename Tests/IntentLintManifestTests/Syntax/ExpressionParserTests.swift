import Testing
@testable import IntentLintSupport
@testable import IntentLintSyntax

@Suite("Expression parser")
struct ExpressionParserTests {
    @Test(arguments: [
        // Literals
        ("\"soup\"", "\"soup\""), ("42", "42"), ("1.5", "1.5"), ("true", "true"), ("false", "false"), ("nil", "nil"),
        ("-1", "-1"), ("!flag", "!flag"),
        // Names and members
        ("title", "title"), ("Self", "Self"), ("self", "self"), (".small", ".small"), (".init", ".init"),
        ("Titles.order", "Titles.order"), ("AppIntents.IntentDescription", "AppIntents.IntentDescription"),
        ("Foo.Type.self", "Foo.Type.self"), ("pair.0", "pair.0"), ("x?.y!.z", "x.y.z"), (".`default`", ".default"),
        ("open", "open"),
        // Calls
        ("f()", "f()"), ("Foo(a: 1, 2)", "Foo(a: 1, 2)"), (".init(title: \"T\")", ".init(title: \"T\")"),
        ("Foo.init(\"x\")", "Foo.init(\"x\")"), (".foreground(.dynamic)", ".foreground(.dynamic)"),
        ("Titles.make(\"a\")", "Titles.make(\"a\")"), ("a.b(c).d(e: f)", "a.b(c).d(e: f)"),
        ("AppShortcutPhrase<OrderIntent>(\"Order\")", "AppShortcutPhrase<OrderIntent>(\"Order\")"),
        ("Dictionary<String, [Int]>()", "Dictionary<String, [Int]>()"),
        // Collections and tuples
        ("[]", "[]"), ("[:]", "[:]"), ("[1, 2,]", "[1, 2]"), ("[.a: \"A\", .b: \"B\"]", "[.a: \"A\", .b: \"B\"]"),
        ("[[1], [2, 3]]", "[[1], [2, 3]]"), ("(1)", "1"), ("(a: 1, 2)", "(a: 1, 2)"), ("((\"x\"))", "\"x\""),
        // Key paths
        ("\\.$soup", "\\.$soup"), ("\\OrderIntent.$soup", "\\OrderIntent.$soup"), ("\\Outer.Inner.name", "\\Outer.Inner.name"),
        ("\\.items[0].name", "\\.items.[].name"), ("\\Soup.name?.count", "\\Soup.name.count"), ("\\.self", "\\.self"),
        // Closures
        ("{ 1 }", "{ 1 }"), ("{ x in x }", "{ x }"), ("{ [weak self] (a: Int) -> Int in a }", "{ a }"), ("{}", "{}"),
    ])
    func parses(source: String, rendered: String) {
        let parsed = ParsedText(expression: source)
        #expect(parsed.rendered == rendered)
        #expect(parsed.rest == "")
    }

    @Test(arguments: [
        ("a + b", "⟨operator `+`⟩"),
        ("\"a\" + \"b\" + c", "⟨operator `+`⟩"),
        ("x ?? \"y\"", "⟨operator `??`⟩"),
        ("a == b ? \"x\" : \"y\"", "⟨operator `==`⟩"),
        ("flag ? \"x\" : \"y\"", "⟨operator `?:`⟩"),
        ("try f()", "⟨`try` expression⟩"),
        ("try? f()", "⟨`try` expression⟩"),
        ("await f()", "⟨`await` expression⟩"),
        ("try await f()", "⟨`await` expression⟩"),
        ("x as String", "⟨operator `as`⟩"),
        ("x as? [String: Int]", "⟨operator `as`⟩"),
        ("x is Int", "⟨operator `is`⟩"),
        ("xs[0]", "⟨subscript⟩"),
        ("if flag { \"a\" } else { \"b\" }", "⟨`if` expression⟩"),
        ("switch x { case .a: 1 default: 2 }", "⟨`switch` expression⟩"),
        ("#file", "⟨`#file`⟩"),
        ("#selector(f)", "⟨`#selector`⟩"),
        ("/a+/", "⟨regex literal⟩"),
        ("1..<5", "⟨operator `..<`⟩"),
        ("a = b", "⟨operator `=`⟩"),
    ])
    func unsupportedExpressionsSayWhatTheyAre(source: String, rendered: String) {
        let parsed = ParsedText(expression: source)
        #expect(parsed.rendered == rendered)
        #expect(parsed.rest == "")
    }

    @Test func trailingClosures() {
        #expect(ParsedText(expression: "Summary(\"Order \\(\\.$soup)\") { \\.$count }").rendered
                == "Summary(\"Order \\(\\.$soup)\", { \\.$count })")
        #expect(ParsedText(expression: "NegativeAppShortcutPhrases { \"a\"; \"b\" }").rendered
                == "NegativeAppShortcutPhrases({ \"a\"; \"b\" })")
    }

    @Test func labeledTrailingClosures() {
        let source = """
            When(\\.$size, .equalTo, .large) {
                Summary("Large")
            } otherwise: {
                Summary("Small")
            }
            """
        #expect(ParsedText(expression: source).rendered
                == "When(\\.$size, .equalTo, .large, { Summary(\"Large\") }, otherwise: { Summary(\"Small\") })")
    }

    @Test func aBraceOnTheNextLineIsNotATrailingClosure() {
        let parsed = ParsedText(expression: "f(x)\n{ y }")
        #expect(parsed.rendered == "f(x)")
        #expect(parsed.rest == "{ y }")
    }

    @Test func aParenthesisOnTheNextLineIsNotACall() {
        let parsed = ParsedText(expression: "a\n(b)")
        #expect(parsed.rendered == "a")
        #expect(parsed.rest == "(b)")
    }

    @Test func expressionEndsBeforeWhatCannotContinueIt() {
        let parsed = ParsedText(expression: "Foo(a: 1) let next")
        #expect(parsed.rendered == "Foo(a: 1)")
        #expect(parsed.rest == "let next")
    }

    @Test func comparisonIsNotGenericArguments() {
        #expect(ParsedText(expression: "a<b").rendered == "⟨operator `<`⟩")
        #expect(ParsedText(expression: "a < b && c > d").rendered == "⟨operator `<`⟩")
    }

    @Test func noExpression() {
        #expect(ParsedText(expression: "").rendered == nil)
        #expect(ParsedText(expression: ") x").rendered == nil)
        #expect(ParsedText(expression: "let x = 1").rendered == nil)
    }

    @Test func argumentsSkipWhatIsNotUnderstood() {
        #expect(ParsedText(expression: "f(a: 1 2, b: 3)").rendered == "f(a: 1, b: 3)")
        #expect(ParsedText(expression: "f(a:, b: 3)").rendered == "f(b: 3)")
    }

    @Test func expressionLocations() {
        let scanned = ScannedSource("struct S {\n    static let title = Foo(\n        a: Bar.baz)\n}")
        guard let expression = scanned.property("S.title")?.initializer?.expression,
              case .call(_, let arguments) = expression.kind else {
            Issue.record("not a call")
            return
        }
        #expect(expression.location == IntentLintSupport.SourceLocation(line: 2, column: 24))
        #expect(arguments[0].value.location == IntentLintSupport.SourceLocation(line: 3, column: 12))
        #expect(scanned.property("S.title")?.initializer?.text(of: arguments[0].value) == "Bar.baz")
    }

    // MARK: Statements

    @Test func resultBuilderStatements() {
        let source = """
            AppShortcut(intent: A(), phrases: ["a"])
            if #available(iOS 18, *) {
                AppShortcut(intent: B(), phrases: ["b"])
            } else if flag {
                AppShortcut(intent: C(), phrases: ["c"])
            } else {
                AppShortcut(intent: D(), phrases: ["d"])
            }
            #if DEBUG
            AppShortcut(intent: E(), phrases: ["e"])
            #elseif os(iOS)
            #else
            AppShortcut(intent: F(), phrases: ["f"])
            #endif
            for x in xs { AppShortcut(intent: x, phrases: []) }
            return AppShortcut(intent: G(), phrases: [])
            """
        #expect(ParsedText(statements: source).rendered == [
            #"AppShortcut(intent: A(), phrases: ["a"])"#,
            #"if #available(iOS 18, *) { AppShortcut(intent: B(), phrases: ["b"]) } else { if flag { AppShortcut(intent: C(), phrases: ["c"]) } else { AppShortcut(intent: D(), phrases: ["d"]) } }"#,
            #"#if DEBUG { AppShortcut(intent: E(), phrases: ["e"]) } #elseif os(iOS) {} #else { AppShortcut(intent: F(), phrases: ["f"]) } #endif"#,
            "other(for x in xs { AppShortcut(intent: x, phrases: []) })",
            "return AppShortcut(intent: G(), phrases: [])",
        ].joined(separator: "; "))
    }

    @Test func availabilityChecksAreMarked() {
        let scanned = ScannedSource("struct S {\n    static var appShortcuts: [AppShortcut] {\n        if #available(iOS 18, *) { A() }\n        if #unavailable(iOS 17) { B() }\n        if flag { C() }\n    }\n}")
        let ifs = scanned.property("S.appShortcuts")?.getter?.statements.compactMap { statement -> IfStatement? in
            if case .ifStatement(let value) = statement { return value }
            return nil
        } ?? []
        #expect(ifs.map(\.isAvailabilityCheck) == [true, true, false])
        #expect(ifs.map(\.condition) == ["#available(iOS 18, *)", "#unavailable(iOS 17)", "flag"])
    }

    @Test func returnWithoutValue() {
        #expect(ParsedText(statements: "return\nfoo()").rendered == "return; foo()")
    }

    @Test func semicolonsSeparateStatements() {
        #expect(ParsedText(statements: "a; b;; c").rendered == "a; b; c")
    }

    @Test func declarationsAndLoopsAreOther() {
        #expect(ParsedText(statements: "let x = 1\nguard x else { return }\nx").rendered
                == "other(let x = 1); other(guard x else { return }); x")
    }
}
