import IntentLintCore

/// JUnit XML for CI test-report views (GitLab `artifacts:reports:junit`, Jenkins `junit`):
///
/// ```xml
/// <testsuites name="lint-intents" tests="3" failures="2" errors="0">
///   <testsuite name="lint-intents" tests="3" failures="2" errors="0" skipped="0">
///     <testcase classname="lint-intents.<rule-id>" name="<path>:<line>:<column>">
///       <failure type="error|warning" message="<message>"><text-reporter line></failure>
///     </testcase>
///     <testcase classname="lint-intents.<rule-id>" name="<rule-id>"/>
///   </testsuite>
/// </testsuites>
/// ```
///
/// One test case per finding, because GitLab and Jenkins show only the first `<failure>` of
/// a test case: grouping a rule's findings in one case would hide all but one. Then one
/// passing case per rule that ran without findings, so a clean run reads as passed tests
/// rather than as an empty report (which Jenkins treats as a failure). Jenkins splits
/// `classname` at its last dot, so it lists findings under their rule. All findings are
/// failures (JUnit `errors` mean the test itself broke); `type` carries the severity. What the
/// run did not check is a warning's test case of class `lint-intents.input` or
/// `lint-intents.app-rule-not-run`, named by its place (or by the rule and app).
/// That is what SwiftLint's and ESLint's JUnit reports do, so it is what their users' CI
/// expects; `junit-errors` (`JUnitErrorsReporter`) is the choice of a report whose failed tests
/// are the findings that fail the run, warnings then being skipped test cases.
/// No timing, so identical input gives identical output.
package enum JUnitReporter: Reporter {
    package static let identifier = "junit"
    package static let summary = "JUnit XML for CI test reports (GitLab, Jenkins): one failed test case per finding."

    package static func render(_ report: LintReport) -> String {
        render(report, warningsFail: true)
    }

    /// - Parameter warningsFail: a warning is a failed test case; otherwise a skipped one,
    ///   with its message.
    static func render(_ report: LintReport, warningsFail: Bool) -> String {
        // Notes say what changed, not what failed: they are no failed tests.
        var report = report
        report.findings = report.findings.filter { $0.severity != .note }
        let rulesWithFindings = Set(report.findings.map(\.ruleIdentifier))
        var seen: Set<String> = []
        let passingRules = report.rules.map(\.identifier).filter {
            !rulesWithFindings.contains($0) && seen.insert($0).inserted
        }
        func fails(_ finding: Finding) -> Bool { warningsFail || finding.severity == .error }
        let unchecked = report.uncheckedRows
        let failures = report.findings.filter(fails).count + (warningsFail ? unchecked.count : 0)
        let skipped = report.findings.count + unchecked.count - failures
        let counts = "tests=\"\(report.findings.count + unchecked.count + passingRules.count)\" failures=\"\(failures)\" errors=\"0\""
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"lint-intents\" \(counts)>\n"
        output += "  <testsuite name=\"lint-intents\" \(counts) skipped=\"\(skipped)\">\n"
        for finding in report.findings {
            let place = "\(finding.file):\(finding.location.line):\(finding.location.column)"
            let element = fails(finding) ? "failure" : "skipped"
            output += "    <testcase classname=\"\(XMLText.escaped("lint-intents." + finding.ruleIdentifier))\" name=\"\(XMLText.escaped(place))\">\n"
            output += "      <\(element) type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escaped(finding.message + finding.relatedSummary))\">"
            output += XMLText.escaped("\(place): \(finding.severity.rawValue): \(finding.message)\(finding.relatedSummary) [\(finding.ruleIdentifier)]")
            output += "</\(element)>\n"
            output += "    </testcase>\n"
        }
        for row in unchecked {
            let place = row.file.map { file in [file] + [row.line, row.column].compactMap { $0.map(String.init) } }?.joined(separator: ":")
            let name = row.rule.map { "\($0) for app \(row.app ?? "")" } ?? place ?? "the run"
            let element = warningsFail ? "failure" : "skipped"
            output += "    <testcase classname=\"\(XMLText.escaped("lint-intents." + row.kind.rawValue))\" name=\"\(XMLText.escaped(name))\">\n"
            output += "      <\(element) type=\"warning\" message=\"\(XMLText.escaped(row.message))\">\(XMLText.escaped(row.text))</\(element)>\n"
            output += "    </testcase>\n"
        }
        for rule in passingRules {
            output += "    <testcase classname=\"\(XMLText.escaped("lint-intents." + rule))\" name=\"\(XMLText.escaped(rule))\"/>\n"
        }
        output += "  </testsuite>\n"
        output += "</testsuites>\n"
        return output
    }
}
