import IntentLintSupport
import IntentLintCore

/// GitLab Code Quality (`artifacts: reports: codequality:`), which is a subset of the Code
/// Climate issue format: one JSON array, an object per finding.
///
/// ```json
/// [
///   {
///     "categories": ["Bug Risk"],
///     "check_name": "non-constant-metadata",
///     "description": "…",
///     "fingerprint": "5f0a5b2c8e1d4f3a",
///     "location": {"lines": {"begin": 12}, "path": "Sources/App/OpenIntent.swift"},
///     "other_locations": [{"lines": {"begin": 3}, "path": "Sources/App/Other.swift"}],
///     "severity": "major",
///     "type": "issue"
///   }
/// ]
/// ```
///
/// GitLab reads `description`, `check_name`, `fingerprint`, `severity` (`info`, `minor`,
/// `major`, `critical` or `blocker`), `location.path` (relative, without `./`) and
/// `location.lines.begin`, and ignores the rest (docs.gitlab.com, "Code Quality report
/// format"). `type` and `categories` make each object a Code Climate issue as well, and
/// `other_locations`, which the Code Climate spec defines, carries a finding's related places.
/// Errors are `major`, warnings `minor` and notes `info`, as ESLint's and SwiftLint's GitLab
/// reports map them.
///
/// GitLab tells new findings from fixed ones by fingerprint between the merge request's and the
/// target branch's reports, so it must stay put when code moves and differ between findings:
/// it hashes the rule, the file and the text of the finding's line (as SARIF's
/// `primaryLocationLineHash` does) with a count among identical ones.
///
/// What the run did not check is a `minor` issue too, of check `input` or `app-rule-not-run`,
/// at its file (`.` when it is about none), fingerprinted by what it says.
package enum CodeClimateReporter: Reporter {
    package static let identifier = "codeclimate"
    package static let summary = "GitLab Code Quality JSON (Code Climate issues) for the merge request widget."

    package static func render(_ report: LintReport) -> String {
        var fingerprints = FingerprintCounter()
        var used: Set<String> = []
        let issues = report.findings.map { finding -> JSONValue in
            let path = Reporters.relativePath(finding.file, to: report.workingDirectory)
            var hash = StableHash()
            hash.combine(fingerprints.next(rule: finding.ruleIdentifier, path: path, line: finding.location.line, lineText: finding.lineText))
            // Two different hashes the same in 64 bits: unlikely, but GitLab would merge them.
            while !used.insert(hash.hex).inserted { hash.combine("again") }
            var issue: [String: JSONValue] = [
                "type": .string("issue"),
                "check_name": .string(finding.ruleIdentifier),
                "description": .string(finding.message),
                "categories": .array([.string("Bug Risk")]),
                "severity": .string(severity(finding.severity)),
                "fingerprint": .string(hash.hex),
                "location": location(path, line: finding.location.line),
            ]
            if !finding.related.isEmpty {
                issue["other_locations"] = .array(finding.related.map {
                    location(Reporters.relativePath($0.file, to: report.workingDirectory), line: $0.location.line)
                })
            }
            return .object(issue)
        }
        let unchecked = report.uncheckedRows.map { row -> JSONValue in
            var hash = StableHash()
            hash.combine(row.kind.rawValue)
            hash.combine(row.file ?? ".")
            hash.combine(row.message)
            while !used.insert(hash.hex).inserted { hash.combine("again") }
            return .object([
                "type": .string("issue"),
                "check_name": .string(row.kind.rawValue),
                "description": .string(row.message),
                "categories": .array([.string("Bug Risk")]),
                "severity": .string(severity(.warning)),
                "fingerprint": .string(hash.hex),
                "location": location(row.file ?? ".", line: row.line ?? 1),
            ])
        }
        return JSONValue.array(issues + unchecked).serialized()
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }

    private static func location(_ path: String, line: Int) -> JSONValue {
        .object(["path": .string(path), "lines": .object(["begin": .integer(max(1, line))])])
    }
}
