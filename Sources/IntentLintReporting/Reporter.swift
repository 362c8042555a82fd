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
    /// What the run did not check: every format shows it, as warnings that are no findings.
    package var coverage: Coverage

    public init(findings: [Finding], rules: [RuleDescription], fileCount: Int, duration: Double, workingDirectory: String) {
        self.init(findings: findings, rules: rules, fileCount: fileCount, duration: duration, workingDirectory: workingDirectory,
                  coverage: Coverage())
    }

    package init(findings: [Finding], rules: [RuleDescription], fileCount: Int, duration: Double, workingDirectory: String,
                 coverage: Coverage) {
        self.findings = findings
        self.rules = rules
        self.fileCount = fileCount
        self.duration = duration
        self.workingDirectory = workingDirectory
        self.coverage = coverage
    }

    package func count(of severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// What the run did not check, one row each, for the formats that list places: the input
    /// warnings in the order found, then the app-wide rules not run.
    package var uncheckedRows: [UncheckedRow] {
        coverage.inputWarnings.map { warning in
            UncheckedRow(kind: .input, rule: nil, app: nil, file: warning.file.map { Reporters.relativePath($0, to: workingDirectory) },
                         line: warning.line, column: warning.column, message: warning.message, text: warning.text)
        } + coverage.rulesNotRun.map { rule in
            UncheckedRow(kind: .appRuleNotRun, rule: rule.ruleIdentifier, app: rule.app, file: rule.file.map { Reporters.relativePath($0, to: workingDirectory) },
                         line: nil, column: nil, message: rule.message, text: rule.text)
        }
    }
}

/// Something a run did not check, as the formats that list places show it: a warning that is no
/// finding, so no baseline, suppression or configuration hides it.
package struct UncheckedRow: Sendable {
    package enum Kind: String, Sendable {
        /// A warning about the run's input (`InputMessage`).
        case input
        /// An app-wide rule that could not run for an app (`RuleNotRun`).
        case appRuleNotRun = "app-rule-not-run"
    }

    package var kind: Kind
    /// The app-wide rule that did not run, and the app.
    package var rule: String?
    package var app: String?
    /// Relative to the working directory where it lies inside it; nil when the row is about no file.
    package var file: String?
    package var line: Int?
    package var column: Int?
    package var message: String
    /// The line the text report says, with the file as the user named it.
    package var text: String
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
