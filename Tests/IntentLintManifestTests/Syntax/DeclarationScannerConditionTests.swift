import Testing

@Suite("Scanner: #if conditions on declarations")
struct DeclarationScannerConditionTests {
    @Test func everyClauseRecordsTheConditionItIsTakenUnder() {
        let scanned = ScannedSource("""
            #if os(iOS)
            struct A {}
            #elseif os(macOS)
            struct B {}
            #elseif DEBUG
            struct C {}
            #else
            struct D {}
            #endif
            struct E {}
            """)
        #expect(scanned.types.map(\.conditions) == [
            ["os(iOS)"],
            ["!(os(iOS)) && os(macOS)"],
            ["!(os(iOS)) && !(os(macOS)) && DEBUG"],
            ["!(os(iOS)) && !(os(macOS)) && !DEBUG"],
            [],
        ])
    }

    @Test(arguments: [
        ("DEBUG", "!DEBUG"),
        ("!DEBUG", "DEBUG"),
        ("canImport(AppIntents)", "!(canImport(AppIntents))"),
        ("!canImport(AppIntents)", "canImport(AppIntents)"),
        ("swift(>=5.9)", "!(swift(>=5.9))"),
        ("os(iOS) || os(macOS)", "!(os(iOS) || os(macOS))"),
        ("!A && B", "!(!A && B)"),
        ("!A&&B", "!(!A&&B)"),
        ("!os(iOS)&&DEBUG", "!(!os(iOS)&&DEBUG)"),
        ("!(A||B)", "(A||B)"),
        ("(A) || (B)", "!((A) || (B))"),
    ])
    func elseBranchNegatesTheCondition(condition: String, negated: String) {
        let scanned = ScannedSource("#if \(condition)\nstruct A {}\n#else\nstruct B {}\n#endif")
        #expect(scanned.types.map(\.conditions) == [[condition], [negated]])
    }

    @Test func nestedConditionsOutermostFirst() {
        let scanned = ScannedSource("""
            #if canImport(AppIntents)
            #if DEBUG
            struct A {}
            #else
            struct B {}
            #endif
            struct C {}
            #endif
            """)
        #expect(scanned.types.map(\.conditions) == [["canImport(AppIntents)", "DEBUG"], ["canImport(AppIntents)", "!DEBUG"], ["canImport(AppIntents)"]])
    }

    @Test func membersCarryTheirConditions() {
        let scanned = ScannedSource("""
            #if DEBUG
            struct S: AppIntent {
                #if os(iOS)
                @Parameter(title: "Soup") var soup: String
                #else
                static var openAppWhenRun = true
                #endif
                var always = 1
                enum Kind {
                    #if FEATURE
                    case a
                    #endif
                    case b
                }
            }
            #endif
            """)
        #expect(scanned.type("S")?.conditions == ["DEBUG"])
        #expect(scanned.type("S")?.properties.map(\.conditions) == [["DEBUG", "os(iOS)"], ["DEBUG", "!(os(iOS))"], ["DEBUG"]])
        #expect(scanned.type("S.Kind")?.cases.map(\.conditions) == [["DEBUG", "FEATURE"], ["DEBUG"]])
    }

    @Test func anUnclosedIfInsideATypeDoesNotLeakOut() {
        let scanned = ScannedSource("""
            struct A {
                #if DEBUG
                var x = 1
            }
            struct B {}
            """)
        #expect(scanned.type("A")?.properties.first?.conditions == ["DEBUG"])
        #expect(scanned.type("B")?.conditions == [])
    }

    @Test func strayDirectivesAreHarmless() {
        let scanned = ScannedSource("#endif\n#else\nstruct A {}\n#elseif X\nstruct B {}")
        #expect(scanned.types.map(\.name) == ["A", "B"])
        #expect(scanned.types.map(\.conditions) == [[], []])
    }

    @Test func conditionEndsAtTheLineEvenWithATrailingComment() {
        let scanned = ScannedSource("#if DEBUG // only in debug builds\nstruct A {}\n#endif")
        #expect(scanned.types.first?.conditions == ["DEBUG"])
    }

    @Test func freestandingMacrosAreSkipped() {
        let scanned = ScannedSource("""
            #Preview {
                struct NotADeclaration {}
            }
            #warning("later")
            struct A {}
            """)
        #expect(scanned.types.map(\.name) == ["A"])
    }

    /// Each clause of a long `#elseif` chain names at most four earlier clauses, so a chain
    /// of 50,000 clauses scans in linear time (spelling out every earlier clause was quadratic).
    @Test func longElseIfChainsCountTheirEarlierClauses() {
        var text = "#if A0\nstruct S0 {}\n"
        for clause in 1..<50_000 { text += "#elseif A\(clause)\nstruct S\(clause) {}\n" }
        text += "#else\nstruct Last {}\n#endif\n"
        let scanned = ScannedSource(text)
        #expect(scanned.types.count == 50_001)
        #expect(scanned.type("S3")?.conditions == ["!A0 && !A1 && !A2 && A3"])
        #expect(scanned.type("S49999")?.conditions == ["!A0 && !A1 && !A2 && !A3 && !(49995 more earlier clauses) && A49999"])
        #expect(scanned.type("Last")?.conditions == ["!A0 && !A1 && !A2 && !A3 && !(49996 more earlier clauses)"])
    }
}
