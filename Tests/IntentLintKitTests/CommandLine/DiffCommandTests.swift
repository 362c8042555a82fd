import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// `lint-intents diff` as CI runs it: on a git repository with `--base`, and on manifests.
@Suite(.serialized) struct DiffCommandTests {
    static let version1 = """
        import AppIntents

        struct OpenNote: AppIntent {
            static var title: LocalizedStringResource = "Open Note"
            @Parameter(title: "Folder") var folder: String?
            func perform() async throws -> some IntentResult { .result() }
        }

        enum Mood: String, AppEnum {
            case happy, sad
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
            static var caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.happy: "Happy", .sad: "Sad"]
        }
        """
    /// `OpenNote` renamed, `sad` gone: two errors.
    static let version2 = version1.replacingOccurrences(of: "OpenNote", with: "ShowNote")
        .replacingOccurrences(of: "case happy, sad", with: "case happy")
        .replacingOccurrences(of: ", .sad: \"Sad\"", with: "")
    /// Only a new intent: a note.
    static let version3 = version1 + "\n\nstruct Archive: AppIntent {\n    static var title: LocalizedStringResource = \"Archive\"\n    func perform() async throws -> some IntentResult { .result() }\n}\n"

    private func withRepository(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try git(["init", "-q"], in: runner)
        try git(["config", "user.email", "test@example.com"], in: runner)
        try git(["config", "user.name", "Test"], in: runner)
        try body(runner)
    }

    @discardableResult
    private func git(_ arguments: [String], in runner: ExecutableRunner) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = runner.folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw InputError("git \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    private func commit(_ source: String, in runner: ExecutableRunner, message: String) throws {
        try runner.write("Sources/Notes/Intents.swift", source)
        try git(["add", "-A"], in: runner)
        try git(["commit", "-qm", message], in: runner)
    }

    @Test func baseRevisionAgainstTheWorkingTreeReportsBreakingChangesAtWorkingTreePaths() throws {
        try withRepository { runner in
            try commit(Self.version1, in: runner, message: "one")
            try commit(Self.version2, in: runner, message: "two")
            let statusBefore = try git(["status", "--porcelain"], in: runner)
            let run = try runner.run(["diff", "--base", "HEAD~1"])
            #expect(run.status == 1, "\(run.errors)")
            let lines = run.output.split(separator: "\n").map(String.init)
            // What is gone is shown in the working tree (at what it looks renamed to, at the enum that
            // had the case), and its message says where it was, at the merge base (HEAD~1 itself).
            #expect(lines.contains { $0.hasPrefix("Sources/Notes/Intents.swift:3:1: error: Intent `OpenNote` is gone")
                && $0.hasSuffix("(it was at Sources/Notes/Intents.swift:3 in HEAD~1) [intent-removed]") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("Sources/Notes/Intents.swift:9:1: error: Case `sad`")
                && $0.hasSuffix("(it was at Sources/Notes/Intents.swift:10 in HEAD~1) [enum-case-removed]") }, "\(lines)")
            #expect(lines.contains { $0.contains("It looks renamed to `ShowNote`") }, "a rename is one change, the removal")
            #expect(!lines.contains { $0.contains("[intent-added]") })
            #expect(run.errors.contains("Compared 1 module") && run.errors.contains("2 errors"))
            // The working tree and the index are as they were.
            #expect(try git(["status", "--porcelain"], in: runner) == statusBefore)
            #expect(try runner.read("Sources/Notes/Intents.swift") == Self.version2)
        }
    }

    @Test func headRevisionComparesTwoCommitsWithoutTheWorkingTree() throws {
        try withRepository { runner in
            try commit(Self.version1, in: runner, message: "one")
            try commit(Self.version3, in: runner, message: "three")
            try runner.write("Sources/Notes/Intents.swift", Self.version2)  // uncommitted, not compared
            let run = try runner.run(["diff", "--base", "HEAD~1", "--head", "HEAD", "Sources"])
            #expect(run.status == 0, "only a note: \(run.output)")
            #expect(run.output.split(separator: "\n") == ["Sources/Notes/Intents.swift:15:1: note: Intent `Archive` is new [intent-added]"])
        }
    }

    @Test func aFolderTheBaseDoesNotHaveIsAllNew() throws {
        try withRepository { runner in
            try commit(Self.version1, in: runner, message: "one")
            try runner.write("Widgets/Widget.swift", Self.version3.replacingOccurrences(of: "OpenNote", with: "Refresh"))
            let run = try runner.run(["diff", "--base", "HEAD", "Widgets"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("note: Intent `Archive` is new") && !run.output.contains("error"))
        }
    }

    @Test func aFolderTheBranchDeletedIsAllRemovedAndOneInNeitherIsAMistake() throws {
        try withRepository { runner in
            try commit(Self.version1, in: runner, message: "one")
            try git(["rm", "-rq", "Sources"], in: runner)
            let deleted = try runner.run(["diff", "--base", "HEAD", "Sources"])
            #expect(deleted.status == 1, "\(deleted.errors)")
            #expect(deleted.output.contains("Sources/Notes/Intents.swift:3:1: error: Intent `OpenNote` is gone"))
            #expect(deleted.output.contains("[enum-removed]"))
            let nowhere = try runner.run(["diff", "--base", "HEAD", "Nowhere"])
            #expect(nowhere.status == 2)
            #expect(nowhere.errors.contains("no such file or directory: Nowhere (at HEAD or in the working tree)"), "\(nowhere.errors)")
        }
    }

    @Test func theBaseIsReadInMemoryAndNothingIsWritten() throws {
        try withRepository { runner in
            try commit(Self.version1, in: runner, message: "one")
            try runner.write("Sources/Notes/Intents.swift", Self.version2)
            let temporary = runner.folder.appendingPathComponent("temporary").path
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            let before = try FileManager.default.contentsOfDirectory(atPath: runner.folder.path).sorted()
            let run = try runner.run(["diff", "--base", "HEAD", "Sources"], environment: ["TMPDIR": temporary])
            #expect(run.status == 1 && run.output.contains("Intent `OpenNote` is gone"), "\(run.errors)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "no temporary folder")
            #expect(try FileManager.default.contentsOfDirectory(atPath: runner.folder.path).sorted() == before)
        }
    }

    @Test func aPathInNeitherVersionSaysSoWhereverItIs() throws {
        try withRepository { runner in
            try commit(Self.version1, in: runner, message: "one")
            let outside = "/nonexistent-lint-intents-\(UUID().uuidString)/Sources"
            for (path, head) in [("Nowhere", nil), ("Sources/Nowhere", nil), (outside, nil), ("../nonexistent-\(UUID().uuidString)", nil),
                                 ("Nowhere", "HEAD")] as [(String, String?)] {
                let run = try runner.run(["diff", "--base", "HEAD"] + (head.map { ["--head", $0] } ?? []) + [path])
                #expect(run.status == 2, "\(path)")
                #expect(run.errors == "lint-intents: error: no such file or directory: \(path) (at HEAD or \(head.map { "at " + $0 } ?? "in the working tree"))\n",
                        "\(path): \(run.errors)")
            }
        }
        // Outside every repository: a path that exists is not git's; one that does not is in neither version.
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try runner.write("Sources/Notes/Intents.swift", Self.version1)
        let existing = try runner.run(["diff", "--base", "HEAD", "Sources"])
        #expect(existing.status == 2 && existing.errors == "lint-intents: error: Sources: not in a git repository; --base reads revisions with git\n",
                "\(existing.errors)")
        let missing = try runner.run(["diff", "--base", "main", "Nowhere"])
        #expect(missing.status == 2 && missing.errors == "lint-intents: error: no such file or directory: Nowhere (at main or in the working tree)\n",
                "\(missing.errors)")
    }

    @Test func strictFailsOnWarningsAndNotesNeverFail() throws {
        try withRepository { runner in
            let withShortcut = Self.version1 + """

                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OpenNote(), phrases: ["Open a note in \\(.applicationName)"], shortTitle: "Open", systemImageName: "note")
                    }
                }
                """
            try commit(withShortcut, in: runner, message: "one")
            try runner.write("Sources/Notes/Intents.swift", Self.version1)
            #expect(try runner.run(["diff", "--base", "HEAD"]).status == 0, "a phrase gone is a warning")
            let strict = try runner.run(["diff", "--base", "HEAD", "--strict"])
            #expect(strict.status == 1)
            #expect(strict.output.contains("warning: The App Shortcut for `OpenNote` is gone, and with it the Siri phrases people use (\"Open a note in \\(.applicationName)\")"))
        }
    }

    @Test func configurationAndBaselineApplyToChanges() throws {
        try withRepository { runner in
            try commit(Self.version1, in: runner, message: "one")
            try runner.write("Sources/Notes/Intents.swift", Self.version2)
            try runner.write(".lint-intents.json", #"{"disabled_rules": ["intent-added"], "severity": {"enum-case-removed": "warning"}}"#)
            let configured = try runner.run(["diff", "--base", "HEAD"])
            #expect(!configured.output.contains("[intent-added]"))
            #expect(configured.output.contains("warning: Case `sad`"))
            #expect(try runner.run(["lint", "Sources"]).status == 0, "lint accepts change ids in the configuration")

            let written = try runner.run(["diff", "--base", "HEAD", "--write-baseline", "accepted.json"])
            #expect(written.status == 0 && written.errors.contains("Recorded 2 changes in accepted.json"), "\(written.errors)")
            let accepted = try runner.run(["diff", "--base", "HEAD", "--baseline", "accepted.json"])
            #expect(accepted.status == 0 && accepted.output.isEmpty, "\(accepted.output)")
        }
    }

    @Test func manifestsAndSourcesCanBeComparedDirectly() throws {
        try withRepository { runner in
            try runner.write("old/Intents.swift", Self.version1)
            try runner.write("new/Intents.swift", Self.version2)
            #expect(try runner.run(["manifest", "--module-name", "Notes", "--output", "old.json", "old"]).status == 0)
            #expect(try runner.run(["manifest", "--module-name", "Notes", "--output", "new.json", "new"]).status == 0)
            let manifests = try runner.run(["diff", "old.json", "new.json", "--reporter", "json"])
            #expect(manifests.status == 1)
            let findings = try JSONSerialization.jsonObject(with: Data(manifests.output.utf8)) as? [String: Any]
            let rules = (findings?["findings"] as? [[String: Any]])?.compactMap { $0["ruleId"] as? String } ?? []
            #expect(Set(rules) == ["intent-removed", "enum-case-removed"], "\(manifests.output)")

            #expect(try runner.run(["manifest", "--module-name", "Notes", "--output-dir", "manifests-old", "old"]).status == 0)
            #expect(try runner.run(["manifest", "--module-name", "Notes", "--output-dir", "manifests-new", "new"]).status == 0)
            let folders = try runner.run(["diff", "manifests-old", "manifests-new"])
            #expect(folders.status == 1)
            #expect(folders.output.split(separator: "\n").count == 2, "\(folders.output)")

            let sources = try runner.run(["diff", "--module-name", "Notes", "old", "new", "--reporter", "markdown"])
            #expect(sources.status == 1)
            #expect(sources.output.hasPrefix("### lint-intents: 2 errors\n"), "\(sources.output)")
            #expect(sources.output.contains("| `intent-removed` | error | 1 |"))
            #expect(sources.output.contains("| error | `new/Intents.swift:3` |"), "shown in NEW, at the rename: \(sources.output)")
            #expect(sources.output.contains("(it was at old/Intents.swift:3 in old)"))
        }
    }

    @Test func badInputIsOneLineAndExitStatusTwo() throws {
        try withRepository { runner in
            try commit(Self.version1, in: runner, message: "one")
            try runner.write("broken.json", "{\"module\": 1")
            try runner.write("Unreadable/Bad.swift", Data([0x73, 0x00, 0x74]))
            let cases: [([String], String)] = [
                (["diff", "--base", "no-such-branch"], "'no-such-branch' is not a commit"),
                (["diff", "broken.json", "Sources"], "broken.json"),
                (["diff", "Sources"], "give OLD and NEW"),
                (["diff", "--head", "HEAD", "Sources", "Sources"], "--head"),
                (["diff", "--base", "HEAD", "--base-exact", "HEAD"], "--base and --base-exact each name the old version; give one"),
                (["diff", "--base-exact", "no-such-tag"], "'no-such-tag' is not a commit"),
                (["diff", "missing.json", "Sources"], "missing.json"),
                // Unread, its intents would look removed.
                (["diff", "Sources", "Unreadable"], "Unreadable/Bad.swift: skipped: not a text file"),
            ]
            for (arguments, needle) in cases {
                let run = try runner.run(arguments)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.errors.split(separator: "\n").count == 1 && run.errors.contains(needle), "\(arguments): \(run.errors)")
            }
        }
    }
}
