/// `path:line:column: error|warning: message [rule-id]`: the shape Xcode, SwiftPM and
/// editors turn into inline diagnostics.
public enum TextReporter: Reporter {
    public static let identifier = "text"
    public static let summary = "path:line:column: severity: message [rule-id] (default; Xcode and editors)"

    public static func render(_ report: LintReport) -> String {
        report.findings.map {
            "\($0.file):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message) [\($0.ruleIdentifier)]\n"
        }.joined()
    }
}
