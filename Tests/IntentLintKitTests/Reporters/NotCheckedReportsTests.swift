import Foundation
import Testing
@testable import IntentLintReporting
import IntentLintCore

/// What a run did not check (its input warnings and the app-wide rules that could not run) is
/// in every report format, as warnings that are no findings, once each.
struct NotCheckedReportsTests {
    private let report = ReporterSample.reportWithCoverage

    @Test func theTextReportSaysTheInputFirstAndTheRulesLast() {
        let lines = TextReporter.render(report).split(separator: "\n").map(String.init)
        #expect(lines.first == "Sources/Locked: warning: cannot read this folder (Permission denied), so the Swift files in it are not linted")
        #expect(lines[1] == "App.xcodeproj/project.pbxproj:5:63: warning: cannot read it (invalid Xcode project: expected ';', found '}'); its Swift files are linted as one folder module")
        #expect(lines.last == "App.xcodeproj: warning: app-wide rule 'dependency-never-registered' did not run for app 'Soup & Co' [App.xcodeproj:Soup & Co]: it depends on what the run could not follow: product `Kit` of https://example.com/kit.git, a remote package not checked out among the folders linted")
        // A note is no input warning: it is said beside the report, not in it.
        #expect(!lines.contains { $0.contains("beside it is what the build uses") })
        #expect(lines.count == 2 + ReporterSample.findings.count + 1)
    }

    @Test func theJSONReportListsThemAndCountsThem() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter.render(report).utf8)) as? [String: Any])
        #expect(document["formatVersion"] as? Int == 1)
        let inputs = try #require(document["inputWarnings"] as? [[String: Any]])
        #expect(inputs.count == 2)
        #expect(inputs[0]["file"] as? String == "Sources/Locked" && inputs[0]["line"] == nil)
        #expect(inputs[1]["line"] as? Int == 5 && inputs[1]["column"] as? Int == 63)
        let rules = try #require(document["rulesNotRun"] as? [[String: Any]])
        #expect(rules.first?["rule"] as? String == "dependency-never-registered")
        #expect(rules.first?["appId"] as? String == "App.xcodeproj:Soup & Co")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["inputWarnings"] == 2 && summary["rulesNotRun"] == 1 && summary["warnings"] == 3)
    }

    @Test func sarifSaysThemAsToolExecutionNotificationsAndStaysValid() throws {
        let rendered = SARIFReporter.render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 3)
        #expect(notifications.allSatisfy { $0["level"] as? String == "warning" })
        #expect((notifications.last?["associatedRule"] as? [String: Any])?["id"] as? String == "dependency-never-registered")
        // They are no results: a dismissed alert must not hide them.
        #expect((run["results"] as? [Any])?.count == ReporterSample.findings.count)
        #expect(try SARIFSchema.problems(in: rendered).isEmpty)
        #expect(try GitHubCodeScanning.problems(in: rendered).isEmpty)
        // A run that checked everything has no invocation, as before.
        #expect(!SARIFReporter.render(ReporterSample.report).contains("invocations"))
    }

    @Test func everyOtherFormatShowsEachOnce() {
        let folder = "cannot read this folder (Permission denied)"
        let rule = "did not run for app"
        for identifier in ["github", "junit", "junit-errors", "markdown", "codeclimate", "checkstyle"] {
            let rendered = Reporters.named(identifier)!.render(report)
            // JUnit says a failure's message twice: as its attribute and as its text.
            let times = identifier.hasPrefix("junit") ? 2 : 1
            #expect(rendered.components(separatedBy: folder).count == times + 1, "\(identifier)")
            #expect(rendered.components(separatedBy: rule).count == times + 1, "\(identifier): \(rendered)")
            #expect(!rendered.contains("beside it is what the build uses"), "\(identifier)")
        }
        #expect(GitHubActionsReporter.render(report).hasPrefix("::warning file=Sources/Locked,title=input::cannot read this folder"))
        #expect(MarkdownReporter.render(report).hasPrefix("### lint-intents: 2 errors, 3 warnings, 2 input warnings, 1 app-wide rule not run\n"))
        // JUnit: a warning's failed test case, or a skipped one where only errors fail.
        #expect(JUnitReporter.render(report).contains("tests=\"9\" failures=\"8\""))
        #expect(JUnitReporter.render(report).contains("<testcase classname=\"lint-intents.app-rule-not-run\" name=\"dependency-never-registered for app Soup &amp; Co\">"))
        #expect(JUnitErrorsReporter.render(report).contains("tests=\"9\" failures=\"2\" errors=\"0\" skipped=\"6\""))
    }

    @Test func aReportOfNothingButWhatWasNotCheckedIsNoEmptyReport() {
        let onlyCoverage = LintReport(findings: [], rules: [], fileCount: 0, duration: 0, workingDirectory: ReporterSample.workingDirectory,
                                      coverage: ReporterSample.coverage)
        #expect(MarkdownReporter.render(onlyCoverage).hasPrefix("### lint-intents: 2 input warnings, 1 app-wide rule not run\n\n**Not checked**\n"))
        #expect(TextReporter.render(onlyCoverage).split(separator: "\n").count == 3)
    }
}
