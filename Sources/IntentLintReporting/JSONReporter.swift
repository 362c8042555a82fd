/// The findings and a summary as one JSON document, for scripts:
///
/// ```json
/// {
///   "findings": [
///     {"column": 7, "file": "Sources/App/OpenIntent.swift", "line": 12,
///      "message": "…", "ruleId": "non-constant-metadata", "severity": "error"}
///   ],
///   "summary": {"errors": 1, "files": 3, "notes": 0, "warnings": 0}
/// }
/// ```
///
/// `file` is the path as the user named it; `severity` is `error`, `warning` or `note`
/// (`note` only from `diff`); `files` counts the files linted (0 for `diff`). Keys are sorted and the run's duration is left out, so identical
/// input gives byte-identical output.
import IntentLintSupport

public enum JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "A JSON document: the findings and a summary of files, errors, warnings and notes."

    public static func render(_ report: LintReport) -> String {
        let findings = report.findings.map { finding -> JSONValue in
            .object([
                "file": .string(finding.file),
                "line": .integer(finding.location.line),
                "column": .integer(finding.location.column),
                "severity": .string(finding.severity.rawValue),
                "ruleId": .string(finding.ruleIdentifier),
                "message": .string(finding.message),
            ])
        }
        let summary: JSONValue = .object([
            "files": .integer(report.fileCount),
            "errors": .integer(report.count(of: .error)),
            "warnings": .integer(report.count(of: .warning)),
            "notes": .integer(report.count(of: .note)),
        ])
        return JSONValue.object(["findings": .array(findings), "summary": summary]).serialized()
    }
}
