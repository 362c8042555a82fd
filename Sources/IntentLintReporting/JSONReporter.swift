import IntentLintSupport

/// The findings and a summary as one JSON document, for scripts:
///
/// ```json
/// {
///   "findings": [
///     {"column": 7, "file": "Sources/App/OpenIntent.swift", "line": 12,
///      "message": "…", "ruleId": "non-constant-metadata", "severity": "error",
///      "related": [{"column": 7, "file": "…", "kind": "localization", "line": 3, "message": "…"}]}
///   ],
///   "summary": {"errors": 1, "files": 3, "notes": 0, "warnings": 0}
/// }
/// ```
///
/// `file` is the path as the user named it; `severity` is `error`, `warning` or `note`
/// (`note` only from `diff`); `related` (only when there are any) lists the other places of
/// the same mistake, its `kind` `localization`, `target` or `use`; `files` counts the files linted (0 for `diff`). Keys are sorted and the run's duration is left out, so identical
/// input gives byte-identical output.
package enum JSONReporter: Reporter {
    package static let identifier = "json"
    package static let summary = "A JSON document: the findings and a summary of files, errors, warnings and notes."

    package static func render(_ report: LintReport) -> String {
        let findings = report.findings.map { finding -> JSONValue in
            var object: [String: JSONValue] = [
                "file": .string(finding.file),
                "line": .integer(finding.location.line),
                "column": .integer(finding.location.column),
                "severity": .string(finding.severity.rawValue),
                "ruleId": .string(finding.ruleIdentifier),
                "message": .string(finding.message),
            ]
            if !finding.related.isEmpty {
                object["related"] = .array(finding.related.map { place in
                    .object([
                        "file": .string(place.file),
                        "line": .integer(place.location.line),
                        "column": .integer(place.location.column),
                        "kind": .string(place.kind.rawValue),
                        "message": .string(place.message),
                    ])
                })
            }
            return .object(object)
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
