import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
import IntentLintCore
import IntentLintTestSupport

/// `lint --fix` in process: the session works the rewrites out and hands each file's to the
/// caller, which writes it only while the file is still what was linted.
@Suite struct FixSessionTests {
    private func read(_ folder: ScratchFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
    }

    @Test func fixesAreMadeSaidAndNoLongerReported() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"]), fixing: .apply(write: { $0.write() })))

        #expect(try read(folder, "App/Course.swift").contains("case starters = 0, soups = 1"))
        // What cannot be fixed stays, and decides the verdict.
        #expect(outcome.report?.content.findings.map(\.ruleIdentifier) == ["phrase-missing-app-name"])
        #expect(outcome.exitStatus == 1)
        #expect(outcome.summary?.warnings == 0)
        #expect(outcome.messages == [SessionMessage(.change, "App/Course.swift:3:14: fixed: wrote out the raw values `starters = 0`, `soups = 1` [non-string-app-enum]")])
        #expect(outcome.fixes.map(\.path) == ["App/Course.swift"])
        #expect(outcome.report?.summaryLine.hasSuffix(" s: 1 error, 0 warnings; fixed 1 finding in 1 file.") == true)
    }

    @Test func aPreviewWritesNothingAndReportsEverything() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"]), fixing: .preview))

        #expect(try read(folder, "App/Course.swift") == SessionSources.course())
        #expect(outcome.report?.content.findings.map(\.ruleIdentifier) == ["non-string-app-enum"])
        #expect(outcome.fixes.count == 1)
        #expect(String(decoding: outcome.fixes[0].fixed, as: UTF8.self).contains("case starters = 0, soups = 1"))
        #expect(outcome.report?.summaryLine.hasSuffix("; would fix 1 finding in 1 file.") == true)
    }

    @Test func aFileThatChangedSinceItWasLintedIsLeftAlone() throws {
        let folder = try ScratchFolder()
        let file = try folder.write(SessionSources.course(), to: "App/Course.swift")
        let edited = SessionSources.course() + "// edited meanwhile\n"
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"]), fixing: .apply(write: { fix in
            // Someone saves the file between the lint and the rewrite.
            try? edited.write(toFile: file, atomically: false, encoding: .utf8)
            return fix.write()
        })))

        #expect(try read(folder, "App/Course.swift") == edited)
        #expect(outcome.report?.content.findings.map(\.ruleIdentifier) == ["non-string-app-enum"])
        #expect(outcome.fixes.isEmpty)
        #expect(outcome.messages.map(\.kind) == [.warning])
        #expect(outcome.messages.first?.text.hasPrefix("App/Course.swift: warning: the file changed since it was linted, so it was left as it is") == true)
        #expect(outcome.report?.summaryLine.hasSuffix("; fixed 0 of 1 fixable finding.") == true)
    }

    @Test func suppressedFindingsAreNotFixed() throws {
        let folder = try ScratchFolder()
        let suppressed = SessionSources.course().replacingOccurrences(of: "enum Course", with: "// lint-intents:disable:next non-string-app-enum\nenum Course")
        try folder.write(suppressed, to: "App/Course.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"]), fixing: .apply(write: { $0.write() })))
        #expect(try read(folder, "App/Course.swift") == suppressed)
        #expect(outcome.fixes.isEmpty && outcome.messages.isEmpty)
        #expect(outcome.report?.summaryLine.hasSuffix("; nothing to fix.") == true)
    }

    @Test func aLinkedFileIsRewrittenWhereItLivesWithItsPermissions() throws {
        let folder = try ScratchFolder()
        let real = try folder.write(SessionSources.course(), to: "Shared/Course.swift")
        #expect(chmod(real, 0o600) == 0)
        try folder.makeFolder("App")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Course.swift", withDestinationPath: "../Shared/Course.swift")
        _ = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"]), fixing: .apply(write: { $0.write() })))

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/App/Course.swift") == "../Shared/Course.swift")
        #expect(try read(folder, "Shared/Course.swift").contains("case starters = 0, soups = 1"))
        #expect(FileSystem.permissions(of: real) == 0o600)
    }

    @Test func fixesDoNotCombineWithStagedFilesOrARecordedBaseline() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        let session = try SessionSources.session(in: folder)
        #expect(throws: UsageError.self) { try session.lint(LintRequest(modules: .stagedFiles, fixing: .preview)) }
        #expect(throws: UsageError.self) { try session.lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(baselineToRecord: "b.json"), fixing: .preview)) }
    }

    // MARK: The plan

    private func finding(_ file: String, line: Int, _ edits: [TextEdit]) -> Finding {
        Finding(ruleIdentifier: "rule", severity: .warning, message: "m\(line)", file: file, location: SourceLocation(line: line, column: 1),
                fix: Fix(summary: "s\(line)", edits: edits))
    }

    @Test func aFixThatClashesWithAnEarlierOneWaitsForTheNextRun() {
        let bytes = Array("0123456789".utf8)
        let first = finding("A.swift", line: 1, [TextEdit(range: 2..<4, replacement: "x")])
        let clashing = finding("A.swift", line: 2, [TextEdit(range: 6..<7, replacement: "y"), TextEdit(range: 3..<5, replacement: "z")])
        let repeated = finding("A.swift", line: 3, [TextEdit(range: 2..<4, replacement: "x")])
        let apart = finding("A.swift", line: 4, [.insertion("!", at: 10)])
        let elsewhere = finding("B.swift", line: 1, [.insertion("?", at: 0)])
        let plan = FixPlan([first, clashing, repeated, apart, elsewhere], contents: ["/a": bytes, "/b": bytes],
                           absolutePaths: ["A.swift": "/a", "B.swift": "/b"])

        #expect(plan.deferred == [clashing])
        #expect(plan.files.map(\.path) == ["A.swift", "B.swift"])
        // A clashing fix is left out whole: none of its edits is made.
        #expect(String(decoding: plan.files[0].fixed, as: UTF8.self) == "01x456789!")
        #expect(plan.files[0].findings == [first, repeated, apart])
        #expect(String(decoding: plan.files[1].fixed, as: UTF8.self) == "?0123456789")
    }
}
