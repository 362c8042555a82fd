import IntentLintKit
import Testing
@testable import IntentLintReporting

struct ReportersTests {
    @Test func listsEveryFormatInAStableOrderWithTextFirst() {
        #expect(Reporters.all.map { $0.identifier } == ["text", "json", "sarif", "github", "junit", "junit-errors", "markdown", "codeclimate", "checkstyle"])
        #expect(Reporters.all.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func findsReportersByIdentifier() {
        #expect(Reporters.named("sarif")?.summary == SARIFReporter.summary)
        #expect(Reporters.named("github")?.summary == GitHubActionsReporter.summary)
        #expect(Reporters.named("xml") == nil)
        #expect(Reporters.named("SARIF") == nil)
    }

    @Test(arguments: [
        ("Sources/A.swift", "/work/App", "Sources/A.swift"),
        ("./Sources/A.swift", "/work/App", "Sources/A.swift"),
        ("././Sources//A.swift", "/work/App", "Sources/A.swift"),
        ("/work/App/Sources/A.swift", "/work/App", "Sources/A.swift"),
        ("/work/App/Sources/A.swift", "/work/App/", "Sources/A.swift"),
        ("/work/App/./Sources/../Sources/A.swift", "/work/App", "Sources/A.swift"),
        ("Sources/../../Shared/A.swift", "/work/App", "/work/Shared/A.swift"),
        ("/elsewhere/A.swift", "/work/App", "/elsewhere/A.swift"),
        ("/work/AppKit/A.swift", "/work/App", "/work/AppKit/A.swift"),
        ("/work/App/A.swift", "/", "work/App/A.swift"),
        ("/work/App", "/work/App", "."),
    ])
    func relativePath(path: String, directory: String, expected: String) {
        #expect(Reporters.relativePath(path, to: directory) == expected)
    }

    @Test func identicalInputGivesIdenticalOutputWhateverTheDuration() {
        var slower = ReporterSample.report
        slower.duration = 42.5
        for reporter in Reporters.all {
            let first = reporter.render(ReporterSample.report)
            #expect(reporter.render(ReporterSample.report) == first, "\(reporter.identifier)")
            #expect(reporter.render(slower) == first, "\(reporter.identifier)")
        }
    }

    @Test func everyNonEmptyReportEndsWithANewline() {
        for reporter in Reporters.all {
            #expect(reporter.render(ReporterSample.report).hasSuffix("\n"), "\(reporter.identifier)")
        }
    }
}
