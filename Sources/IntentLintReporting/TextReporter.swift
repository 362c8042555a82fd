import IntentLintSupport

/// `path:line:column: error|warning: message [rule-id]`, one line per finding: the shape
/// Xcode, SwiftPM and editors parse. What the run did not check comes in the same shape without
/// a rule: the warnings about its input first, as they were found, and the app-wide rules that
/// could not run last. The CLI prints the summary to stderr on its own.
public enum TextReporter: Reporter {
    package static let identifier = "text"
    package static let summary = "One 'path:line:column: severity: message [rule]' line per finding (default)."

    public static func render(_ report: LintReport) -> String {
        // Appending bytes: interpolating a dozen pieces per line was the slowest part of
        // reporting hundreds of thousands of findings.
        var output: [UInt8] = []
        output.reserveCapacity(report.findings.count * 200)
        for warning in report.coverage.inputWarnings {
            output += QuotedText.singleLine(warning.text).utf8
            output.append(UInt8(ascii: "\n"))
        }
        for finding in report.findings {
            output += finding.file.utf8
            output.append(UInt8(ascii: ":"))
            output += String(finding.location.line).utf8
            output.append(UInt8(ascii: ":"))
            output += String(finding.location.column).utf8
            output += ": ".utf8
            output += finding.severity.rawValue.utf8
            output += ": ".utf8
            output += QuotedText.singleLine(finding.message).utf8
            output += finding.relatedSummary.utf8
            output += " [".utf8
            output += finding.ruleIdentifier.utf8
            output += "]\n".utf8
        }
        for rule in report.coverage.rulesNotRun {
            output += QuotedText.singleLine(rule.text).utf8
            output.append(UInt8(ascii: "\n"))
        }
        return String(decoding: output, as: UTF8.self)
    }
}
