import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// The summary line says everything the run counted: notes when there are any, and how many
/// findings the baseline hid, for lint and diff alike; the summary file says the same.
@Suite struct SummaryLineTests {
    @Test func notesAreCountedWhenThereAreAny() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        let plain = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"])))
        #expect(plain.report?.summaryLine.hasSuffix(" s: 0 errors, 1 warning.") == true)

        try folder.write(#"{"severity": {"non-string-app-enum": "note"}}"#, to: ".lint-intents.json")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"])))
        #expect(outcome.report?.summaryLine.hasSuffix(" s: 0 errors, 0 warnings, 1 note.") == true)
        #expect(outcome.summary?.notes == 1 && outcome.summary?.modules.first?.notes == 1)
        #expect(outcome.exitStatus == 0)
    }

    @Test func theLintSaysHowManyFindingsTheBaselineHid() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        let session = try SessionSources.session(in: folder)
        let recording = try #require(try session.lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(baselineToRecord: "baseline.json"))).baseline)
        try folder.write(recording.contents, to: "baseline.json")
        try folder.write(SessionSources.course().replacingOccurrences(of: "Course", with: "Dish"), to: "App/Dish.swift")

        let outcome = try session.lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(baselineFile: "baseline.json")))
        #expect(outcome.report?.summaryLine.hasSuffix(" s: 0 errors, 1 warning; 2 hidden by the baseline.") == true)
        #expect(outcome.summary?.hiddenByBaseline == 2)
        let json = try #require(try outcome.summary?.json)
        #expect(json.contains("\"hiddenByBaseline\": 2"))
    }

    @Test func theDiffSaysHowManyChangesTheBaselineHid() throws {
        let folder = try ScratchFolder()
        try folder.write(DiffSessionTests.version1, to: "old/Notes/Intents.swift")
        try folder.write(DiffSessionTests.version2, to: "new/Notes/Intents.swift")
        let session = try SessionSources.session(in: folder)
        let versions = DiffRequest.Versions.given(old: "old/Notes", new: "new/Notes")
        let recording = try #require(try session.diff(DiffRequest(versions: versions, report: ReportRequest(baselineToRecord: "accepted.json"))).baseline)
        try folder.write(recording.contents, to: "accepted.json")

        let outcome = try session.diff(DiffRequest(versions: versions, report: ReportRequest(baselineFile: "accepted.json")))
        #expect(outcome.report?.summaryLine.hasSuffix(" s: 0 errors, 0 warnings, 0 notes; 1 hidden by the baseline.") == true, "a rename is one change: \(outcome.report?.summaryLine ?? "")")
    }
}
