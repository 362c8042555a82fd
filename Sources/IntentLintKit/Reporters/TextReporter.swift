/// `path:line:column: error|warning: message [rule-id]`, one line per finding: the shape
/// Xcode, SwiftPM and editors parse. The CLI prints the summary to stderr on its own.
public enum TextReporter: Reporter {
    public static let identifier = "text"
    public static let summary = "One 'path:line:column: severity: message [rule]' line per finding (default)."

    public static func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.findings {
            output += "\(finding.file):\(finding.location.line):\(finding.location.column): "
            output += "\(finding.severity.rawValue): \(singleLine(finding.message)) [\(finding.ruleIdentifier)]\n"
        }
        return output
    }

    /// A line break inside a message would start a line that tools misread as a new diagnostic.
    static func singleLine(_ message: String) -> String {
        var result = ""
        var lastWasBreak = false
        for scalar in message.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                if !lastWasBreak { result.append(" ") }
                lastWasBreak = true
            } else {
                result.unicodeScalars.append(scalar)
                lastWasBreak = false
            }
        }
        return result
    }
}
