import IntentLintKit
import Testing
@testable import IntentLintReporting

struct JSONReporterTests {
    @Test func writesFindingsAndSummaryWithSortedKeys() {
        let expected = #"""
            {
              "findings": [
                {
                  "column": 5,
                  "file": "./Sources/Dup.swift",
                  "line": 4,
                  "message": "Identifier \"id\" changes: use a stored, constant value.",
                  "ruleId": "stable-identifier",
                  "severity": "warning"
                },
                {
                  "column": 5,
                  "file": "./Sources/Dup.swift",
                  "line": 9,
                  "message": "Identifier \"id\" changes: use a stored, constant value.",
                  "ruleId": "stable-identifier",
                  "severity": "warning"
                },
                {
                  "column": 1,
                  "file": "/elsewhere/Shared.swift",
                  "line": 2,
                  "message": "50% of titles, like <Open> & \"Close\", are computed:\nmove them to a literal.",
                  "ruleId": "non-constant-metadata",
                  "severity": "error"
                },
                {
                  "column": 17,
                  "file": "/work/App/Sources/Ünïcode Intent.swift",
                  "line": 12,
                  "message": "Titel „Öffnen“ ist berechnet — verwende ein Literal.\r\nSiehe Dokumentation.",
                  "ruleId": "non-constant-metadata",
                  "severity": "error"
                },
                {
                  "column": 9,
                  "file": "Sources/Open,Intent:1.swift",
                  "line": 3,
                  "message": "Unknown rule 'x' in directive\tcontrol\u0001char",
                  "ruleId": "unknown-directive",
                  "severity": "warning"
                }
              ],
              "formatVersion": 1,
              "inputWarnings": [],
              "rulesNotRun": [],
              "summary": {
                "errors": 2,
                "files": 7,
                "inputWarnings": 0,
                "notes": 0,
                "rulesNotRun": 0,
                "warnings": 3
              }
            }

            """#
        #expect(JSONReporter.render(ReporterSample.report) == expected)
    }

    @Test func writesAnEmptyListWithoutFindings() {
        let expected = """
            {
              "findings": [],
              "formatVersion": 1,
              "inputWarnings": [],
              "rulesNotRun": [],
              "summary": {
                "errors": 0,
                "files": 3,
                "inputWarnings": 0,
                "notes": 0,
                "rulesNotRun": 0,
                "warnings": 0
              }
            }

            """
        #expect(JSONReporter.render(ReporterSample.emptyReport) == expected)
    }
}
