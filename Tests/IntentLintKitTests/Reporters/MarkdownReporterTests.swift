import IntentLintKit
import Testing
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintReporting
@testable import IntentLintDiff
import IntentLintCore

struct MarkdownReporterTests {
    @Test func countsBySeverityAndRuleThenListsEveryFindingInAFoldedTable() {
        let expected = #"""
            ### lint-intents: 2 errors, 3 warnings

            | Rule | Severity | Count |
            |---|---|---|
            | `non-constant-metadata` | error | 2 |
            | `stable-identifier` | warning | 2 |
            | `unknown-directive` | warning | 1 |

            <details><summary>Findings</summary>

            | Severity | Where | What | Rule |
            |---|---|---|---|
            | warning | `Sources/Dup.swift:4` | Identifier "id" changes: use a stored, constant value. | `stable-identifier` |
            | warning | `Sources/Dup.swift:9` | Identifier "id" changes: use a stored, constant value. | `stable-identifier` |
            | error | `/elsewhere/Shared.swift:2` | 50% of titles, like <Open> & "Close", are computed: move them to a literal. | `non-constant-metadata` |
            | error | `Sources/Ünïcode Intent.swift:12` | Titel „Öffnen“ ist berechnet — verwende ein Literal. Siehe Dokumentation. | `non-constant-metadata` |
            | warning | `Sources/Open,Intent:1.swift:3` | Unknown rule 'x' in directive	control\#u{1}char | `unknown-directive` |

            </details>

            """#
        #expect(MarkdownReporter.render(ReporterSample.report) == expected)
    }

    @Test func saysThereIsNothingToReportWhenEmpty() {
        #expect(MarkdownReporter.render(ReporterSample.emptyReport) == "### lint-intents: nothing to report\n")
    }

    /// GitHub shows `\(` outside a code span as `(`: a phrase quoted as written in Swift keeps
    /// its backslash, and one in a code span stays single.
    @Test func aBackslashShowsAsWrittenOnGitHub() {
        let cell = MarkdownReporter.cell(#"App Shortcut phrase "Order soup with \(.applicationName)" has no `\(.applicationName)`"#)
        #expect(cell == #"App Shortcut phrase "Order soup with \\(.applicationName)" has no `\(.applicationName)`"#)
    }

    @Test func aPipeInAMessageDoesNotEndTheCell() {
        var report = ReporterSample.report([("Sources/A.swift", 1, "x")])
        report.findings[0].message = "a | b"
        #expect(MarkdownReporter.render(report).contains("| a \\| b |"))
    }

    @Test func stopsListingPastTheRowLimitAndSaysHowManyMore() {
        let report = ReporterSample.report((1...250).map { ("Sources/A.swift", $0, "line \($0)") })
        let rendered = MarkdownReporter.render(report)
        #expect(rendered.contains("| `non-constant-metadata` | error | 250 |"))
        #expect(rendered.contains("`Sources/A.swift:200`") && !rendered.contains("`Sources/A.swift:201`"))
        #expect(rendered.contains("…and 50 more"))
    }
}

/// Notes, which only `diff` gives, in each format: they inform and never fail.
struct NoteSeverityTests {
    static let report = LintReport(
        findings: [Finding(ruleIdentifier: "intent-added", severity: .note, message: "Intent `Archive` is new",
                           file: "Sources/A.swift", location: SourceLocation(line: 3, column: 1), lineText: "intent Archive")],
        rules: ChangeKind.descriptions, fileCount: 0, duration: 0, workingDirectory: "/work/App")

    @Test func eachFormatShowsANoteAsTheLevelItKnows() {
        #expect(TextReporter.render(Self.report) == "Sources/A.swift:3:1: note: Intent `Archive` is new [intent-added]\n")
        #expect(GitHubActionsReporter.render(Self.report) == "::notice file=Sources/A.swift,line=3,col=1,title=intent-added::Intent `Archive` is new\n")
        #expect(SARIFReporter.render(Self.report).contains("\"level\": \"note\""))
        #expect(JSONReporter.render(Self.report).contains("\"notes\": 1"))
        #expect(MarkdownReporter.render(Self.report).hasPrefix("### lint-intents: 1 note\n"))
    }

    @Test func junitCountsNoNoteAsAFailure() {
        let junit = JUnitReporter.render(Self.report)
        #expect(!junit.contains("<failure"))
        #expect(!junit.contains("Archive"))
    }

    @Test func aSARIFReportOfChangesIsValid() throws {
        let problems = try SARIFSchema.problems(in: SARIFReporter.render(Self.report))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
