import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport

/// What `--staged` reads from git (`GitIndex`), the modules it lints, and how git is run.
@Suite struct GitIndexTests {
    /// Added, copied and modified files are staged, as `git diff --cached --diff-filter=ACM`
    /// names them (a rename is not); odd names come through whole.
    @Test func stagedFilesAreTheAddedAndModifiedOnes() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write("struct Kept {}\n", to: "Kept.swift")
        try folder.write("struct Moved {}\n", to: "Moved.swift")
        try folder.write("struct Gone {}\n", to: "Gone.swift")
        try SessionSources.commitAll(in: folder, message: "first")
        try folder.write("struct Kept { var a = 1 }\n", to: "Kept.swift")
        try folder.write("struct New {}\n", to: "Odd \"name\"\nwith a line break.swift")
        try folder.write("// notes\n", to: "Notes.txt")
        try SessionSources.git(["mv", "Moved.swift", "Renamed.swift"], in: folder)
        try SessionSources.git(["rm", "-q", "Gone.swift"], in: folder)
        try SessionSources.git(["add", "-A"], in: folder)

        let index = try GitIndex.read(in: folder.path)
        #expect(index.stagedFiles == [folder.path + "/Kept.swift", folder.path + "/Odd \"name\"\nwith a line break.swift"])
        #expect(index.stagedContents[folder.path + "/Odd \"name\"\nwith a line break.swift"] == Array("struct New {}\n".utf8))
        #expect(index.stagedContents.count == 2)
    }

    /// `git status --porcelain=v2 -z` records: ordinary, renamed (with the original path as the
    /// next record), unmerged, and a symbolic link, whose blob is not a file's bytes.
    @Test func statusRecordsAreRead() {
        let output = Array(("1 M. N... 100644 100644 100644 aaa bbb Sources/A b.swift\u{0}"
            + "2 R. N... 100644 100644 100644 ccc ddd R100 New.swift\u{0}Old.swift\u{0}"
            + "u UU N... 100644 100644 100644 100644 e1 e2 e3 Conflict.swift\u{0}"
            + "1 .M N... 100644 100644 100644 fff fff Edited.swift\u{0}"
            + "1 A. N... 000000 120000 120000 000 ggg Link.swift\u{0}").utf8)
        let entries = GitIndex.StatusEntry.parse(output)
        #expect(entries.map(\.path) == ["Sources/A b.swift", "New.swift", "Edited.swift", "Link.swift"])
        #expect(entries.map(\.isStaged) == [true, false, false, true])
        #expect(entries.map(\.differsInWorkingTree) == [false, false, true, false])
        #expect(entries.map(\.indexObject) == ["bbb", "ddd", "fff", "ggg"])
        #expect(entries.map(\.holdsFile) == [true, true, true, false])
    }

    /// Far more input and output than a pipe holds: nothing waits on anything.
    @Test func aChildProcessExchangesMoreThanAPipeHolds() throws {
        let input = (0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let copied = try ChildProcess.run(["cat"], input: input)
        #expect(copied.status == 0 && copied.output == input && copied.errors.isEmpty)
        // A child that reads none of its input ends the exchange; this process goes on.
        let ignoring = try ChildProcess.run(["sh", "-c", "echo done; exit 3"], input: input)
        #expect(ignoring.status == 3 && ignoring.output == Array("done\n".utf8))
    }

    @Test func gitsOwnMessageIsTheError() throws {
        let folder = try ScratchFolder()
        let error = #expect(throws: InputError.self) { try Git.run(["rev-parse", "--show-toplevel"], in: folder.path) }
        #expect(error?.description.hasPrefix("git rev-parse --show-toplevel failed: fatal: not a git repository") == true)
        let missing = #expect(throws: InputError.self) { try ChildProcess.run(["lint-intents-no-such-program"], input: []) }
        #expect(missing?.description == "No such file or directory")
    }
}
