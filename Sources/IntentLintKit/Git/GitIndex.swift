import Foundation
import IntentLintSupport
import IntentLintLocalization

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

    /// The index of the repository holding `workingDirectory`.
    package static func read(in workingDirectory: String) throws -> GitIndex {
        let topLevel = try Git.topLevel(in: workingDirectory)
        let staged = try lintedPaths(Git.run(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACM"], in: topLevel))
        guard !staged.isEmpty else { return GitIndex(topLevel: topLevel, stagedFiles: [], stagedContents: [:]) }
        let unstaged = try lintedPaths(Git.run(["diff", "--name-only", "-z"], in: topLevel))
        let wanted = Array(Set(staged + unstaged)).sorted()
        // `ls-files -s` gives each path's blob; `cat-file --batch` prints them all in one process.
        let entries = try Git.run(["--literal-pathspecs", "ls-files", "-s", "-z", "--"] + wanted, in: topLevel).split(separator: 0)
        var blobs: [(path: String, object: String)] = []
        for entry in entries {
            // `<mode> <object> <stage>\t<path>`
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, fields[2] == "0" else { continue }
            blobs.append((String(decoding: entry[(tab + 1)...], as: UTF8.self), String(fields[1])))
        }
        let bytes = try Git.blobs(blobs.map(\.object), in: topLevel)
        var contents: [String: [UInt8]] = [:]
        for (blob, content) in zip(blobs, bytes) { contents[topLevel + "/" + blob.path] = content }
        return GitIndex(topLevel: topLevel, stagedFiles: staged.map { topLevel + "/" + $0 }, stagedContents: contents)
    }

    private static func lintedPaths(_ output: [UInt8]) -> [String] {
        output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .filter { $0.hasSuffix(".swift") || LocalizationFile.isLocalizationFile($0) }
    }
}
