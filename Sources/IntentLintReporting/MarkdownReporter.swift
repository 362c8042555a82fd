import IntentLintSupport
import IntentLintCore

/// Markdown for a pull-request comment or a CI job summary (`>> "$GITHUB_STEP_SUMMARY"`): a
/// heading that counts findings by severity, a short table of counts by rule, and every
/// finding in a folded table. GitHub caps a comment at 65,536 characters, so past `rowLimit`
/// rows the details end with how many more there are. What the run did not check follows, in a
/// list of its own: it is counted in the heading, and never folded away.
package enum MarkdownReporter: Reporter {
    package static let identifier = "markdown"
    package static let summary = "A Markdown table for a pull-request comment or CI job summary."
    static let rowLimit = 200

    package static func render(_ report: LintReport) -> String {
        var counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = report.count(of: severity)
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        if !report.coverage.isComplete { counts.append(report.coverage.counted) }
        guard !counts.isEmpty else { return "### lint-intents: nothing to report\n" }
        var output = "### lint-intents: \(counts.joined(separator: ", "))\n\n"
        guard !report.findings.isEmpty else { return output + notChecked(report) }
        output += "| Rule | Severity | Count |\n|---|---|---|\n"
        var counted: [(rule: String, severity: Severity, count: Int)] = []
        for finding in report.findings {
            if let index = counted.firstIndex(where: { $0.rule == finding.ruleIdentifier && $0.severity == finding.severity }) {
                counted[index].count += 1
            } else {
                counted.append((finding.ruleIdentifier, finding.severity, 1))
            }
        }
        for row in counted.sorted(by: { ($1.severity, $0.rule) < ($0.severity, $1.rule) }) {
            output += "| `\(row.rule)` | \(row.severity.rawValue) | \(row.count) |\n"
        }
        output += "\n<details><summary>Findings</summary>\n\n| Severity | Where | What | Rule |\n|---|---|---|---|\n"
        for finding in report.findings.prefix(rowLimit) {
            let file = Reporters.relativePath(finding.file, to: report.workingDirectory)
            output += "| \(finding.severity.rawValue) | `\(cell(file)):\(finding.location.line)` | \(cell(finding.message + finding.relatedSummary)) | `\(finding.ruleIdentifier)` |\n"
        }
        if report.findings.count > rowLimit {
            output += "\n…and \(report.findings.count - rowLimit) more; the text or SARIF report has them all.\n"
        }
        output += "\n</details>\n"
        return report.coverage.isComplete ? output : output + "\n" + notChecked(report)
    }

    /// `**Not checked**` and a line for each input warning and app-wide rule not run.
    private static func notChecked(_ report: LintReport) -> String {
        var output = "**Not checked**\n\n"
        for row in report.uncheckedRows {
            let place = row.file.map { file in "`\(cell(file))\(row.line.map { ":\($0)" } ?? "")`: " } ?? ""
            output += "- \(place)\(cell(row.message))\n"
        }
        return output
    }

    /// A table cell is one line, and `|` would end it. Outside code spans a backslash escapes
    /// what follows (`\(.applicationName)` in a quoted phrase would show as `(.applicationName)`
    /// on GitHub), so it is doubled there; inside them it is shown as it is.
    static func cell(_ text: String) -> String {
        var escaped = ""
        var inCode = false
        for character in QuotedText.singleLine(text) {
            if character == "`" { inCode.toggle() }
            if character == "|" || (character == "\\" && !inCode) { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }
}
