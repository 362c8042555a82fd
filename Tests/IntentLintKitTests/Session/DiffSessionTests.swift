import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintDiscovery
@testable import IntentLintRules
@testable import IntentLintEngine
import IntentLintTestSupport

/// `LintSession.diff` in process: what OLD and NEW are, and the verdict.
@Suite struct DiffSessionTests {
    static let version1 = """
        import AppIntents

        struct OpenNote: AppIntent {
            static var title: LocalizedStringResource = "Open Note"
            func perform() async throws -> some IntentResult { .result() }
        }
        """
    /// `OpenNote` renamed: an error for saved shortcuts, and a note for the new intent.
    static let version2 = version1.replacingOccurrences(of: "OpenNote", with: "ShowNote")

    private func changes(_ outcome: ReportOutcome) -> [String] {
        outcome.report?.content.findings.map(\.ruleIdentifier) ?? []
    }

    @Test func twoSourceFoldersAreComparedModuleByModule() throws {
        let folder = try ScratchFolder()
        try folder.write(Self.version1, to: "old/Notes/Intents.swift")
        try folder.write(Self.version2, to: "new/Notes/Intents.swift")
        let session = try SessionSources.session(in: folder)

        let outcome = try session.diff(DiffRequest(versions: .given(old: "old/Notes", new: "new/Notes")))
        #expect(changes(outcome) == ["intent-removed"], "a rename is one change")
        // Shown in NEW, where code review can show it, at what it looks renamed to; its message says
        // where it was, in OLD.
        let removal = try #require(outcome.report?.content.findings.first { $0.ruleIdentifier == "intent-removed" })
        #expect(removal.file == "new/Notes/Intents.swift" && removal.location.line == 3)
        #expect(removal.message.hasSuffix("(it was at old/Notes/Intents.swift:3 in old/Notes)"))
        #expect(outcome.exitStatus == 1)
        #expect(outcome.report?.summaryLine.hasPrefix("Compared 1 module in ") == true)
        #expect(outcome.report?.summaryLine.hasSuffix(" s: 1 error, 0 warnings, 0 notes.") == true)

        // The same version twice: nothing changes, nothing fails.
        let same = try session.diff(DiffRequest(versions: .given(old: "old/Notes", new: "old/Notes")))
        #expect(changes(same).isEmpty && same.exitStatus == 0)
    }

    @Test func aFileOfNewWithTheBytesOfItsTwinInOldIsScannedOnce() throws {
        let folder = try ScratchFolder()
        for side in ["old", "new"] { try folder.write(Self.version1, to: "\(side)/Same.swift") }
        try folder.write(Self.version1, to: "old/Changed.swift")
        try folder.write(Self.version2, to: "new/Changed.swift")
        func inputs(_ side: String) -> [SourceInput] {
            ["Same.swift", "Changed.swift"].map { SourceInput(displayPath: "\(side)/\($0)", relativePath: $0, absolutePath: "\(folder.path)/\(side)/\($0)") }
        }
        var cache = ModuleLoader.ScanCache()
        cache.earlier = DiffRun.TwinFolders(folder: folder.path + "/new", earlier: folder.path + "/old")
        _ = ModuleLoader.load(inputs("old"), ModuleLoader.Reading(jobs: 2), cache: &cache)
        // OLD's outcome for Same.swift is marked, so that NEW's can be told from a scan of its own.
        cache.scanned[folder.path + "/old/Same.swift"]!.types = []
        #expect(cache.earlier?.keptBytes(of: folder.path + "/old/Same.swift") == Array(Self.version1.utf8), "OLD's bytes kept")
        cache.earlier?.beginLaterRead()

        let new = ModuleLoader.load(inputs("new"), ModuleLoader.Reading(jobs: 2), cache: &cache).files
        #expect(new.map(\.displayPath) == ["new/Same.swift", "new/Changed.swift"], "named as NEW names them")
        #expect(new.map(\.path) == ["Same.swift", "Changed.swift"])
        #expect(new.first?.types.isEmpty == true, "the same bytes: its twin's outcome")
        #expect(new.last?.types.map(\.name) == ["ShowNote"], "other bytes: scanned")
    }

    @Test func twoFoldersNamedOtherwiseAreOneModuleNotARename() throws {
        // A folder no project describes is a module named after the folder: not a module's name.
        let folder = try ScratchFolder()
        try folder.write(Self.version1, to: "before/Intents.swift")
        try folder.write(Self.version1, to: "after/Intents.swift")
        let session = try SessionSources.session(in: folder)
        let same = try session.diff(DiffRequest(versions: .given(old: "before", new: "after")))
        #expect(changes(same).isEmpty && same.exitStatus == 0)
        #expect(same.report?.summaryLine.hasPrefix("Compared 1 module in ") == true)
        try folder.write(Self.version2, to: "after/Intents.swift")
        #expect(changes(try session.diff(DiffRequest(versions: .given(old: "before", new: "after")))) == ["intent-removed"])
    }

    @Test func aFolderOfManifestsIsOneVersion() throws {
        let folder = try ScratchFolder()
        try folder.write(Self.version1, to: "old/Notes/Intents.swift")
        try folder.write(Self.version2, to: "new/Notes/Intents.swift")
        let session = try SessionSources.session(in: folder)
        for manifest in try session.manifests(ManifestRequest(modules: .paths(["old/Notes"]), selection: .eachModule)).manifests {
            try folder.write(manifest.contents, to: "manifests/" + manifest.fileName)
        }
        let outcome = try session.diff(DiffRequest(versions: .given(old: "manifests", new: "new/Notes")))
        #expect(changes(outcome) == ["intent-removed"])
        let single = try session.diff(DiffRequest(versions: .given(old: "manifests/Notes.manifest.json", new: "new/Notes")))
        #expect(changes(single) == changes(outcome))
    }

    @Test func recordingABaselineReportsNothing() throws {
        let folder = try ScratchFolder()
        try folder.write(Self.version1, to: "old/Notes/Intents.swift")
        try folder.write(Self.version2, to: "new/Notes/Intents.swift")
        let session = try SessionSources.session(in: folder)
        let recorded = try session.diff(DiffRequest(versions: .given(old: "old/Notes", new: "new/Notes"), report: ReportRequest(baselineToRecord: "accepted.json")))
        // As lint records one: every change accepted, none reported, and the run passes.
        #expect(changes(recorded).isEmpty && recorded.exitStatus == 0)
        #expect(recorded.report?.summaryLine.hasSuffix(" s: 0 errors, 0 warnings, 0 notes.") == true)
        let recording = try #require(recorded.baseline)
        #expect(recording.confirmation == "Recorded 1 change in accepted.json; with --baseline accepted.json (or \"baseline\" in the configuration), lint-intents diff reports only new ones.")

        try folder.write(recording.contents, to: "accepted.json")
        let accepted = try session.diff(DiffRequest(versions: .given(old: "old/Notes", new: "new/Notes"), report: ReportRequest(baselineFile: "accepted.json")))
        #expect(changes(accepted).isEmpty && accepted.exitStatus == 0)
        #expect(accepted.report?.summaryLine.hasSuffix(" s: 0 errors, 0 warnings, 0 notes; 1 hidden by the baseline.") == true)
    }

    @Test func aChangeInAFileTwoTargetsCompileIsReportedOnceWithTheOtherTargetRelated() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write("""
            name: Notes
            targets:
              Notes:
                type: application
                platform: iOS
                sources: [Shared, App]
              NotesWidget:
                type: app-extension
                platform: iOS
                sources: [Shared]
            """, to: "project.yml")
        try folder.write(Self.version1, to: "Shared/Intents.swift")
        try folder.write("struct AppDelegate {}\n", to: "App/AppDelegate.swift")
        try SessionSources.commitAll(in: folder, message: "v1")
        try folder.write(Self.version2, to: "Shared/Intents.swift")
        let session = try SessionSources.session(in: folder)

        let outcome = try session.diff(DiffRequest(versions: .revisions(base: "HEAD", head: nil, paths: ["."])))
        let changes = outcome.report?.content.findings ?? []
        #expect(changes.map(\.ruleIdentifier) == ["intent-removed"], "one change, not one per target")
        #expect(changes.first?.file == "Shared/Intents.swift")
        #expect(changes.first?.related.map(\.message) == ["also compiled into `NotesWidget` (app-extension)"])
        #expect(outcome.report?.summaryLine.hasPrefix("Compared 2 modules in ") == true)
        #expect(outcome.report?.summaryLine.hasSuffix(" s: 1 error, 0 warnings, 0 notes.") == true)
        let text = try #require(outcome.report).reporter.render(try #require(outcome.report).content)
        #expect(text.split(separator: "\n").count == 1 && text.contains("(and in 1 other target) [intent-removed]"), "\(text)")
    }

    @Test func gitRevisionsAreComparedAsTheWorkingTreeWouldBe() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write(Self.version1, to: "Sources/Notes/Intents.swift")
        try SessionSources.commitAll(in: folder, message: "v1")
        try folder.write(Self.version2, to: "Sources/Notes/Intents.swift")
        try SessionSources.commitAll(in: folder, message: "v2")
        let session = try SessionSources.session(in: folder)

        let revisions = try session.diff(DiffRequest(versions: .revisions(base: "HEAD~1", head: "HEAD", paths: ["Sources/Notes"])))
        #expect(changes(revisions) == ["intent-removed"])
        // Reports name the files people edit.
        #expect(revisions.report?.content.findings.map(\.file) == ["Sources/Notes/Intents.swift"])

        // Against the working tree: the intent is back, so nothing breaks.
        try folder.write(Self.version1, to: "Sources/Notes/Intents.swift")
        let workingTree = try session.diff(DiffRequest(versions: .revisions(base: "HEAD~1", head: nil, paths: ["Sources/Notes"])))
        #expect(changes(workingTree).isEmpty && workingTree.exitStatus == 0)

        #expect(throws: InputError.self) {
            try session.diff(DiffRequest(versions: .revisions(base: "no-such-branch", head: nil, paths: ["Sources/Notes"])))
        }
    }
}
