import IntentLintSupport

/// The findings, what the run did not check, and a summary as one JSON document, for scripts.
/// docs/report.schema.json describes it (`formatVersion` says which version of it a document
/// follows; a new key is no new version, a key changed or removed is):
///
/// ```json
/// {
///   "formatVersion": 1,
///   "findings": [
///     {"column": 7, "file": "Sources/App/OpenIntent.swift", "line": 12,
///      "message": "…", "ruleId": "non-constant-metadata", "severity": "error",
///      "related": [{"column": 7, "file": "…", "kind": "localization", "line": 3, "message": "…"}]}
///   ],
///   "inputWarnings": [{"file": "App.xcodeproj/project.pbxproj", "line": 5, "column": 63, "message": "cannot read it (…); …"}],
///   "rulesNotRun": [{"rule": "dependency-never-registered", "app": "App", "appId": "App.xcodeproj:App",
///                    "file": "App.xcodeproj", "reason": "…"}],
///   "summary": {"errors": 1, "files": 3, "inputWarnings": 1, "notes": 0, "rulesNotRun": 1, "warnings": 0}
/// }
/// ```
///
/// `file` is the path as the user named it; `severity` is `error`, `warning` or `note`
/// (`note` only from `diff`); `related` (only when there are any) lists the other places of
/// the same mistake, its `kind` `localization`, `target` or `use`; `files` counts the files
/// linted (0 for `diff`). An input warning's `file`, `line` and `column`, and a rule's `file`, are
/// left out where they are not known. Keys are sorted and the run's duration is left out, so
/// identical input gives byte-identical output. `lint`, `diff` and `verify` write it alike.
package enum JSONReporter: Reporter {
    package static let identifier = "json"
    package static let summary = "A JSON document: the findings, what was not checked, and a summary of the counts."
    /// The version of docs/report.schema.json the documents follow.
    package static let formatVersion = 1

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
        let inputWarnings = report.coverage.inputWarnings.map { warning -> JSONValue in
            .object([
                ("file", warning.file.map(JSONValue.string)),
                ("line", warning.line.map(JSONValue.integer)),
                ("column", warning.column.map(JSONValue.integer)),
                ("message", .string(warning.message)),
            ])
        }
        let rulesNotRun = report.coverage.rulesNotRun.map { rule -> JSONValue in
            .object([
                ("rule", .string(rule.ruleIdentifier)),
                ("app", .string(rule.app)),
                ("appId", .string(rule.appID)),
                ("file", rule.file.map(JSONValue.string)),
                ("reason", .string(rule.reason)),
            ])
        }
        let summary: JSONValue = .object([
            "files": .integer(report.fileCount),
            "errors": .integer(report.count(of: .error)),
            "warnings": .integer(report.count(of: .warning)),
            "notes": .integer(report.count(of: .note)),
            "inputWarnings": .integer(report.coverage.inputWarnings.count),
            "rulesNotRun": .integer(report.coverage.rulesNotRun.count),
        ])
        return JSONValue.object([
            "formatVersion": .integer(formatVersion),
            "findings": .array(findings),
            "inputWarnings": .array(inputWarnings),
            "rulesNotRun": .array(rulesNotRun),
            "summary": summary,
        ]).serialized()
    }
}
