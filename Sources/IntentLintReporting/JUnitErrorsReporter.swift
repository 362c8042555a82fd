/// JUnit XML whose failed test cases are the findings that fail the run without `--strict`:
/// errors. A warning is a skipped test case with its message, so a run that passes is no red
/// test report (GitLab's merge request widget, Jenkins' trend) while its warnings stay in view.
/// `junit` (`JUnitReporter`) makes every finding a failure, as SwiftLint's report does; this is
/// the other choice, in the same layout.
package enum JUnitErrorsReporter: Reporter {
    package static let identifier = "junit-errors"
    package static let summary = "JUnit XML whose failed test cases are the errors; warnings are skipped ones."

    package static func render(_ report: LintReport) -> String {
        JUnitReporter.render(report, warningsFail: false)
    }
}
