import IntentLintCore

/// Everything a report shows: the findings of one run and what produced them.
public struct LintReport: Sendable {
    /// Sorted with `Finding.ordered`.
    package var findings: [Finding]
    /// Every rule that ran, for reports that describe rules (SARIF).
    package var rules: [RuleDescription]
    package var fileCount: Int
    /// Wall-clock seconds the run took.
    package var duration: Double
    /// The folder paths in reports are relative to (SARIF `%SRCROOT%`, GitHub `file=`).
    package var workingDirectory: String

    public init(findings: [Finding], rules: [RuleDescription], fileCount: Int, duration: Double, workingDirectory: String) {
        self.findings = findings
        self.rules = rules
        self.fileCount = fileCount
        self.duration = duration
        self.workingDirectory = workingDirectory
    }

    package func count(of severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }
}

/// An output format. Reporters only format: they never decide what is reported.
package protocol Reporter: SendableMetatype {
    /// The `--reporter` value.
    static var identifier: String { get }
    /// One line for `lint-intents help lint`.
    static var summary: String { get }
    /// The whole report, ending with a newline when non-empty.
    static func render(_ report: LintReport) -> String
}
