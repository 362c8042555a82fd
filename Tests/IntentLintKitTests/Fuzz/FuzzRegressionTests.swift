import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintSyntax
@testable import IntentLintRules
@testable import IntentLintReporting

/// Inputs that crashed, overflowed the stack or took time growing with the square of their
/// length: found by the fuzz target (Fuzz/) or by probing the code paths it reaches. Each
/// runs the whole pipeline with the fuzz target's checks (`PipelineRun`), then checks what a
/// user would see. Sizes are such that the old code overflowed the stack or took minutes.
/// The time limit is a hang guard: Swift Testing counts from when a test is scheduled, and on a
/// busy 2-core machine the whole suite's tail waits tens of seconds for a thread, so one
/// minute failed tests that take under a second alone.
@Suite("Fuzz regressions", .timeLimit(.minutes(5)))
struct FuzzRegressionTests {
    private func repeated(_ text: String, _ count: Int) -> String {
        String(repeating: text, count: count)
    }

    /// An intent whose title is `value`, followed by one that must still be read.
    private func intentTitled(_ value: String) -> String {
        """
        struct Garbled: AppIntent {
            static var title: LocalizedStringResource = \(value)
        }
        struct After: AppIntent {
            static var title: LocalizedStringResource = "After"
        }

        """
    }

    private func titleReason(_ run: PipelineRun, _ intent: String = "Garbled") -> String? {
        run.manifest.actions[intent]?.title?.nonConstantValue?.reason
    }

    private func expectAfterIsRead(_ run: PipelineRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.manifest.actions["After"]?.title?.nonConstantValue == nil, sourceLocation: sourceLocation)
        #expect(run.manifest.actions["After"] != nil, sourceLocation: sourceLocation)
    }

    // MARK: Found by the fuzzer

    /// Fuzzer crash (a broken invariant): a parameter type written over two lines was quoted
    /// whole in the message that says `metadata` cannot write it, a message of two lines.
    @Test func metadataQuotesATypeOverTwoLinesOnOneLine() {
        let run = PipelineRun("""
            struct Pick: AppIntent {
                static let title: LocalizedStringResource = "Pick"
                @Parameter(title: "Choose") var choose: (String) throws
                    -> [Int]
            }
            """)
        #expect(run.manifest.actions["Pick"]?.parameters.first?.valueType.contains("\n") == true)
    }

    /// Fuzzer crash (a broken invariant): the metadata `metadata` writes did not compare equal
    /// to its own text, because a `Switch` summary's `cases` were matched by an `identifier` they
    /// do not have, as an enum's cases are.
    @Test func metadataWithASwitchSummaryComparesEqualToItself() {
        _ = PipelineRun("""
            enum Quality: String, AppEnum {
                case max, low
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Quality"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.max: "Max", .low: "Low"]
            }
            struct SetWallpaper: AppIntent {
                static let title: LocalizedStringResource = "Set Wallpaper"
                @Parameter(title: "Quality") var quality: Quality
                static var parameterSummary: some ParameterSummary {
                    Switch(\\.$quality) {
                        Case(.max) { Summary("Set a maximum-quality wallpaper") }
                        DefaultCase { Summary("Set a \\(\\.$quality) wallpaper") }
                    }
                }
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
    }

    /// Fuzzer timeout: a suppression comment naming thousands of unknown rules on one long
    /// line. Each finding took its own copy of the line (the CLI reached gigabytes), and SARIF
    /// hashed the line again for each.
    @Test func manyFindingsOnOneLongLine() {
        let wordCount = 10_000
        let run = PipelineRun("struct S {} // lint-intents:disable:this " + repeated("unknown-rule ", wordCount) + "\n")
        let invalid = run.findings.filter { $0.ruleIdentifier == InvalidSuppression.description.identifier }
        #expect(invalid.count == wordCount)
        #expect(invalid.allSatisfy { $0.location.line == 1 && $0.lineText.hasPrefix("struct S {}") })
        let sarif = run.reports[SARIFReporter.identifier] ?? ""
        // Identical findings on one line keep distinct fingerprints: the same hash, counted.
        #expect(sarif.contains(":\(wordCount)\""))
    }

    /// Fuzzer crash (a broken invariant, not a trap in the code): a non-constant
    /// `includedPackages` written over two lines was quoted whole in the finding's message,
    /// line break and all, so every report but the text one got a message of two lines.
    @Test func aQuotedExpressionOverSeveralLinesIsOneLineInTheMessage() {
        let run = PipelineRun("""
            struct TravelTrackingPackage: AppIntentsPackage {
                static var includedPackages: [any AppIntentsPackage.Type] {
                    [LandmarksKitPe] {
             .self]
                }
            }
            """)
        let messages = run.findings.map(\.message)
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { !$0.contains("\n") && !$0.contains("\r") }, "\(messages)")
    }

    // MARK: Found by probing

    /// `(!!!!…x)` lexes as a run of prefix `!`s, each parsed by a nested call: the stack
    /// overflowed. The lexer also read the rest of the run again for every `!`.
    @Test func runOfPrefixOperators() {
        let run = PipelineRun(intentTitled("(" + repeated("!", 200_000) + "x)"))
        #expect(titleReason(run) == "applies the operator `!`")
        expectAfterIsRead(run)
    }

    @Test func runOfPostfixMarksLexesLinearly() {
        let bytes = Array(("x" + repeated("!", 100_000) + " y").utf8)
        let (tokens, _) = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        #expect(tokens.count == 100_002)
        #expect(tokens.dropFirst().dropLast().allSatisfy { $0.kind == .exclamationMark && $0.length == 1 })
    }

    /// `if a {} else if a {} else …` in a result builder: each `else if` was a nested call and
    /// a nested statement, and the stack overflowed.
    @Test func longElseIfChainInABuilder() {
        let run = PipelineRun("""
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    \(repeated("if a { AppShortcut(intent: After(), phrases: [\"Go \\(.applicationName)\"], shortTitle: \"Go\", systemImageName: \"star\") } else ", 3))\(repeated("if a {} else ", 100_000)){}
                }
            }

            """ + intentTitled("\"Fine\""))
        // Read down to the parser's nesting limit; what lies deeper is reported unreadable.
        #expect(run.manifest.autoShortcuts.count == 3)
        #expect(run.manifest.autoShortcutProvider?.appShortcutsValue?.reason.contains("cannot read") == true)
        expectAfterIsRead(run)
    }

    /// `a<a<a<…`: every `<` looked for a closing `>` to the end of the line.
    @Test func lineOfComparisons() {
        let run = PipelineRun(intentTitled(repeated("a<", 100_000) + "a") + "func f " + repeated("< a ", 50_000) + "() {}\n")
        #expect(titleReason(run) == "is computed with operator `<`")
        expectAfterIsRead(run)
    }

    /// A chain of protocols declared before the protocols they refine: families took one
    /// round over every protocol per link.
    @Test func longChainOfProtocols() {
        let length = 20_000
        var source = (0..<length).map { "protocol P\($0): P\($0 + 1) {}\n" }.joined()
        source += "protocol P\(length): AppIntent {}\n"
        source += "struct Chained: P0 {\n    static var title: LocalizedStringResource = \"Chained\"\n}\n"
        source += (0..<length).map { "typealias A\($0) = A\($0 + 1)\n" }.joined()
        source += "typealias A\(length) = AppEntity\n"
        source += "struct Aliased: A0 {\n    static var typeDisplayRepresentation: TypeDisplayRepresentation = \"Aliased\"\n}\n"
        let run = PipelineRun(source)
        #expect(run.manifest.actions["Chained"] != nil)
        #expect(run.manifest.entities["Aliased"] != nil)
    }

    /// An enum's raw type behind a long chain of typealiases, for many enums: every step
    /// searched every typealias of the module.
    @Test func rawTypesBehindLongTypealiasChains() {
        let length = 10_000
        var source = (0..<length).map { "typealias Code\($0) = Code\($0 + 1)\n" }.joined()
        source += "typealias Code\(length) = Int\n"
        source += (0..<200).map { "enum Coded\($0): Code0, AppEnum { case a, b }\n" }.joined()
        source += "struct Menu {\n    typealias Code0 = String\n    enum Course: Code0, AppEnum { case a }\n}\n"
        source += "typealias Loop = Cycle\ntypealias Cycle = Loop\nenum Looped: Loop, AppEnum { case a }\n"
        let run = PipelineRun(source)
        let enums = Dictionary(uniqueKeysWithValues: run.manifest.enums.map { ($0.identifier, $0) })
        #expect(enums["Coded0"]?.resolvedRawValueType == "Int")
        #expect(enums["Coded199"]?.cases.map(\.rawValue) == [.integer(0), .integer(1)])
        // The innermost alias wins; a cycle names nothing.
        #expect(enums["Menu.Course"]?.resolvedRawValueType == "String")
        #expect(enums["Looped"]?.rawValueType == nil)
    }

    /// Bodies with an `id` are walked for where it comes from. `let a = let b = …`,
    /// `for a for b …`, `for a in for b in …`, `self.id = self.id = …` and `A(id: 1 id: 1 …)`
    /// read the rest of the line again from every `let`, `for` or `id`; nested closures and
    /// calls read their receivers again at every level; the values waiting to be decided
    /// were all looked at for every token.
    @Test func provenanceWalkOverHostileBodies() {
        let hostileLines = [
            repeated("let a = ", 30_000) + "1",
            repeated("for a ", 30_000),
            repeated("for a in ", 30_000),
            "A(" + repeated("id: 1 ", 30_000) + ")",
            repeated("let a = { ", 5_000) + repeated("}", 5_000),
            repeated("x.m { ( ", 3_000) + repeated(") in }", 3_000),
            repeated("a.f(0..<n).m { ", 5_000) + repeated("}", 5_000),
        ]
        for line in hostileLines {
            let run = PipelineRun("""
                struct Soup: AppEntity {
                    var id: Int
                }
                func load(names: [String]) -> [Soup] {
                    names.indices.map { index in Soup(id: index) }
                    \(line)
                }
                struct Bowl: AppEntity {
                    var id: Int
                    init(count: Int) {
                        for position in 0..<count {
                            \(repeated("self.id = ", 30_000))position
                        }
                    }
                }

                """)
            let found = run.findings.filter { $0.ruleIdentifier == IndexBasedEntityIDRule.description.identifier }
            #expect(found.map(\.location.line) == [5, 12], "\(line.prefix(20))…")
        }
    }

    /// Thousands of suppressions and of findings in one file: every finding was checked
    /// against every suppression, and every `enable` against every open `disable`.
    @Test func manySuppressionsAndFindings() {
        let findingCount = 2_000
        var source = "// lint-intents:disable all " + repeated("all ", 50_000) + "\n"
        source += (0..<findingCount).map { "struct I\($0): AppIntent { static var title: LocalizedStringResource = name }\n" }.joined()
        source += "// lint-intents:enable all\n"
        source += repeated("// lint-intents:disable non-constant-metadata\n", 10_000)
        source += repeated("// lint-intents:enable index-based-entity-id\n", 10_000)
        source += "struct Last: AppIntent { static var title: LocalizedStringResource = name }\n"
        let run = PipelineRun(source)
        let byRule = Dictionary(grouping: run.findings, by: \.ruleIdentifier)
        // The first `disable all` suppresses every early finding and is used; the later ones
        // suppress the last; the `enable`s of a rule never disabled end nothing.
        #expect(byRule[NonConstantMetadataRule.description.identifier] == nil)
        #expect(byRule[UnusedSuppression.description.identifier] == nil)
        #expect(byRule[InvalidSuppression.description.identifier] == nil)
    }

    /// A `NegativeAppShortcutPhrases` builder of many phrases: each was taken from the front
    /// of an array.
    @Test func manyNegativePhrases() {
        let count = 100_000
        let run = PipelineRun("""
            struct Shortcuts: AppShortcutsProvider {
                static var negativePhrases: NegativeAppShortcutPhrases {
                    NegativeAppShortcutPhrases {
            \(repeated("            \"Stop\"\n", count))        }
                }
            }

            """)
        guard case .constant(let phrases)? = run.manifest.negativePhrases else {
            Issue.record("expected constant negative phrases")
            return
        }
        #expect(phrases.count == count)
    }

    /// A type extended many times before it is declared many times (in `#if` branches):
    /// every declaration searched all the type's extensions for an earlier declaration.
    @Test func typeExtendedBeforeItsDeclarations() {
        let count = 30_000
        let run = PipelineRun(repeated("extension Order {}\n", count) + repeated("struct Order: AppIntent {}\n", count))
        // The first declaration stands.
        #expect(run.manifest.actions["Order"]?.location.location.line == count + 1)
    }

    /// A `Switch` with a case for each of many required parameters, none shown: one finding
    /// per case, each naming every missing parameter, made output grow with their product.
    /// There is one finding per summary now, and it names ten.
    @Test func summaryCasesMissingManyParameters() {
        let count = 2_000
        let parameters = (0..<count).map { "    @Parameter(title: \"P\") var p\($0): String\n" }.joined()
        let cases = (0..<count).map { "            Case(\"\($0)\") { Summary(\"x\") }\n" }.joined()
        let run = PipelineRun("""
            struct Order: AppIntent {
                static var title: LocalizedStringResource = "Order"
            \(parameters)    static var parameterSummary: some ParameterSummary {
                    Switch(\\.$p0) {
            \(cases)            DefaultCase { Summary("x") }
                    }
                }
            }

            """)
        let messages = run.findings.filter { $0.ruleIdentifier == SummaryMissingParameterRule.description.identifier }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { $0.contains("`p9` and \(count - SummaryMissingParameterRule.namedParameterLimit) more,") })
    }

    /// A suppression naming an unknown rule a million characters long: finding the closest
    /// known name compared every character with every rule's.
    @Test func longUnknownRuleName() {
        let run = PipelineRun("// lint-intents:disable " + repeated("a", 1_000_000) + "\n// lint-intents:disable non-constant-metadta\n")
        let messages = run.findings.filter { $0.ruleIdentifier == InvalidSuppression.description.identifier }.map(\.message)
        #expect(messages.count == 2)
        #expect(!messages[0].contains("did you mean"))
        #expect(messages[1].hasSuffix("did you mean `non-constant-metadata`?"))
    }

    /// Registrations and lookups cut off anywhere, and nested without end: the readers of code
    /// bodies stop at the file's end, and what they cannot read is not known (no finding).
    @Test func truncatedRegistrationsAndLookups() {
        let intent = "struct Run: AppIntent {\n    @Dependency var store: Store\n}\n"
        let registration = "struct App { init() { let store = Store(); AppDependencyManager.shared.add(dependency: store) } }\n"
        for cut in stride(from: 0, through: registration.utf8.count, by: 3) {
            let run = PipelineRun(intent + String(decoding: registration.utf8.prefix(cut), as: UTF8.self))
            #expect(run.appFindings.allSatisfy { $0.ruleIdentifier == "dependency-never-registered" })
        }
        let nested = PipelineRun(intent + "struct App { init() { AppDependencyManager.shared.add " + repeated("{ ", 20_000) + "\n")
        #expect(nested.appFindings.isEmpty)
        let lookup = "struct Q: EntityQuery { func entities(for ids: [String]) async throws -> [E] { for id in ids " + repeated("{ ids.map { ", 5_000)
        _ = PipelineRun(lookup)
        _ = PipelineRun("struct Q: EntityQuery { func entities(for ids: [String]) -> [E] { ids.map(")
    }
}
