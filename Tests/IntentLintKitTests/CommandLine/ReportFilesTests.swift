import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// `--report FORMAT:PATH`: one run, several reports, each as its own `--reporter` run would
/// write it, beside the report on standard output.
@Suite(.serialized) struct ReportFilesTests {
    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    @Test func eachReportIsTheOneItsReporterWrites() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", BadInputTests.brokenIntent)
            try runner.write("reports/.keep", "")
            let run = try runner.run(["lint", "--reporter", "github", "--report", "sarif:reports/lint.sarif",
                                      "--report=markdown:reports/lint.md", "--report", "junit:\(runner.folder.path)/lint.xml", "App"])
            #expect(run.status == 1)
            #expect(run.output.hasPrefix("::error file=App/Intent.swift,line=3,"))
            #expect(run.errors.hasPrefix("Linted 1 file in "), "one summary line: \(run.errors)")
            for (format, file) in [("sarif", "reports/lint.sarif"), ("markdown", "reports/lint.md"), ("junit", "lint.xml")] {
                let alone = try runner.run(["lint", "--reporter", format, "App"])
                #expect(try runner.read(file) == alone.output, "\(format)")
            }
        }
    }

    @Test func diffWritesReportFilesToo() throws {
        try withRunner { runner in
            try runner.write("old/Intent.swift", BadInputTests.cleanIntent)
            try runner.write("new/Other.swift", "import AppIntents\n")
            let run = try runner.run(["diff", "--report", "json:changes.json", "old", "new"])
            #expect(run.status == 1)
            #expect(run.output.contains("[intent-removed]"))
            #expect(try runner.read("changes.json").contains("\"ruleId\": \"intent-removed\""))
        }
    }

    @Test func aReportThatCannotBeWrittenStopsTheRunBeforeAnythingIsWritten() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", BadInputTests.brokenIntent)
            let cases: [([String], String)] = [
                (["--report", "xml:lint.xml"], "unknown reporter 'xml'"),
                (["--report", "lint.sarif"], "'--report' takes FORMAT:PATH"),
                (["--report", "sarif:"], "'--report' takes FORMAT:PATH"),
                (["--report", "sarif:lint.sarif", "--report", "json:./lint.sarif"], "'lint.sarif' and './lint.sarif' are one file"),
                (["--output", "lint.sarif", "--report", "sarif:lint.sarif"], "'lint.sarif' is named twice"),
            ]
            for (options, message) in cases {
                let run = try runner.run(["lint"] + options + ["App"])
                #expect(run.status == 2, "\(options)")
                #expect(run.errors.split(separator: "\n").count == 1 && run.errors.contains(message), "\(options): \(run.errors)")
            }
            #expect(FileSystem.kind(of: runner.folder.appendingPathComponent("ok.json").path) == .missing)
            #expect(FileSystem.kind(of: runner.folder.appendingPathComponent("lint.sarif").path) == .missing)
        }
    }
}
