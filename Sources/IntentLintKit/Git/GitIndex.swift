#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport

/// What a commit will hold, read from git: the staged Swift and strings files and the index's
/// version of every such file that differs from the working tree. A pre-commit hook lints
/// exactly that.
package struct GitIndex: Sendable {
    /// The repository's top folder, absolute.
    package var topLevel: String
    /// Added, copied or modified Swift and strings files (`.strings`, `.xcstrings`) in the index, absolute.
    package var stagedFiles: [String]
    /// The index's bytes of each staged file and each file with unstaged changes, by absolute
    /// path: the rest of the module is read from the working tree, where it is the same.
    package var stagedContents: [String: [UInt8]]

    /// The index of the repository holding `workingDirectory`, read by three git processes:
    /// `rev-parse` for the top folder, one `status` for what is staged and what differs in the
    /// working tree (with each one's blob in the index), one `cat-file --batch` for those blobs.
    /// git reads the index, so worktrees, `GIT_INDEX_FILE` (a partial commit's hook), split and
    /// sparse indexes are as git has them.
    package static func read(in workingDirectory: String) throws -> GitIndex {
        try read(topLevel: Git.topLevel(in: workingDirectory))
    }

    /// As `read(in:)`, for the repository whose top folder is `topLevel`: two git processes.
    package static func read(topLevel: String) throws -> GitIndex {
        // `--no-optional-locks`: a hook runs while `git commit` holds the index; status must not
        // try to refresh it on disk. Paths in porcelain output are from the top, not the folder.
        let status = try Git.run(["--no-optional-locks", "status", "--porcelain=v2", "-z", "--untracked-files=no",
                                  "--ignore-submodules=all"], in: topLevel)
        let entries = StatusEntry.parse(status).filter { isLinted($0.path) }
        let staged = entries.filter(\.isStaged).map(\.path)
        guard !staged.isEmpty else { return GitIndex(topLevel: topLevel, stagedFiles: [], stagedContents: [:]) }
        let wanted = entries.filter { $0.holdsFile && ($0.isStaged || $0.differsInWorkingTree) }
        let bytes = try Git.blobs(wanted.map(\.indexObject), in: topLevel)
        var contents: [String: [UInt8]] = [:]
        for (entry, content) in zip(wanted, bytes) {
            guard let content else {
                throw InputError("\(entry.path): the index names object \(entry.indexObject), which the repository at \(topLevel) does not have")
            }
            contents[topLevel + "/" + entry.path] = content
        }
        return GitIndex(topLevel: topLevel, stagedFiles: staged.sorted().map { topLevel + "/" + $0 }, stagedContents: contents)
    }

    private static func isLinted(_ path: String) -> Bool {
        path.hasSuffix(".swift") || Paths.isLocalizationFile(path)
    }

    /// One changed path of `git status --porcelain=v2 -z`: what changed between HEAD and the
    /// index (`X`), between the index and the working tree (`Y`), and the index's blob.
    struct StatusEntry: Equatable {
        var path: String
        var indexChange: UInt8
        var workingTreeChange: UInt8
        var indexObject: String
        /// The index's entry is a file, not a symbolic link (whose blob is the link's target:
        /// the file it leads to is read from the working tree) or a submodule.
        var holdsFile: Bool

        /// Added, copied or modified in the index: what `git diff --cached --diff-filter=ACM`
        /// names. A renamed file is not, as there; a deleted one has nothing to lint.
        var isStaged: Bool {
            indexChange == UInt8(ascii: "A") || indexChange == UInt8(ascii: "C") || indexChange == UInt8(ascii: "M")
        }

        /// The working tree's file is not the index's (`git diff --name-only` names it).
        var differsInWorkingTree: Bool { workingTreeChange != UInt8(ascii: ".") }

        /// The ordinary (`1`) and renamed or copied (`2`) entries; unmerged ones (`u`) are not
        /// committed as they are.
        static func parse(_ output: [UInt8]) -> [StatusEntry] {
            var entries: [StatusEntry] = []
            let records = output.split(separator: 0, omittingEmptySubsequences: false)
            var index = 0
            while index < records.count {
                let record = records[index]
                index += 1
                guard let kind = record.first, kind == UInt8(ascii: "1") || kind == UInt8(ascii: "2") else { continue }
                // `1 XY sub mH mI mW hH hI path`; `2 XY sub mH mI mW hH hI Xscore path`, then the
                // original path as the next record.
                let fieldCount = kind == UInt8(ascii: "1") ? 8 : 9
                var fields: [ArraySlice<UInt8>] = []
                var rest = record[...]
                while fields.count < fieldCount, let space = rest.firstIndex(of: UInt8(ascii: " ")) {
                    fields.append(rest[..<space])
                    rest = rest[(space + 1)...]
                }
                if kind == UInt8(ascii: "2") { index += 1 }
                guard fields.count == fieldCount, fields[1].count == 2, !rest.isEmpty else { continue }
                let changes = Array(fields[1])
                let indexMode = fields[4]
                entries.append(StatusEntry(path: String(decoding: rest, as: UTF8.self), indexChange: changes[0],
                                           workingTreeChange: changes[1], indexObject: String(decoding: fields[7], as: UTF8.self),
                                           holdsFile: indexMode.elementsEqual("100644".utf8) || indexMode.elementsEqual("100755".utf8)))
            }
            return entries
        }
    }
}
