import Foundation
import IntentLintKit

/// What a commit will hold, read from git: the staged Swift and strings files and the index's
/// version of every such file that differs from the working tree. A pre-commit hook lints
/// exactly that.
struct GitIndex {
    /// The repository's top folder, absolute.
    var topLevel: String
    /// Added, copied or modified Swift and strings files (`.strings`, `.xcstrings`) in the index, absolute.
    var stagedFiles: [String]
    /// The index's bytes of each staged file and each file with unstaged changes, by absolute
    /// path: the rest of the module is read from the working tree, where it is the same.
    var stagedContents: [String: [UInt8]]

    static func read() throws -> GitIndex {
        let topLevel = Paths.absolute(String(decoding: try git(["rev-parse", "--show-toplevel"]), as: UTF8.self)
            .trimmingCharacters(in: .newlines))
        let staged = try lintedPaths(git(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACM"], in: topLevel))
        guard !staged.isEmpty else { return GitIndex(topLevel: topLevel, stagedFiles: [], stagedContents: [:]) }
        let unstaged = try lintedPaths(git(["diff", "--name-only", "-z"], in: topLevel))
        let wanted = Array(Set(staged + unstaged)).sorted()
        // `ls-files -s` gives each path's blob; `cat-file --batch` prints them all in one process.
        let entries = try git(["--literal-pathspecs", "ls-files", "-s", "-z", "--"] + wanted, in: topLevel).split(separator: 0)
        var blobs: [(path: String, object: String)] = []
        for entry in entries {
            // `<mode> <object> <stage>\t<path>`
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, fields[2] == "0" else { continue }
            blobs.append((String(decoding: entry[(tab + 1)...], as: UTF8.self), String(fields[1])))
        }
        let output = try git(["cat-file", "--batch"], in: topLevel, input: Data(blobs.map { $0.object + "\n" }.joined().utf8))
        var contents: [String: [UInt8]] = [:]
        var cursor = output.startIndex
        for blob in blobs {
            // `<object> blob <size>\n<bytes>\n`
            guard let newline = output[cursor...].firstIndex(of: UInt8(ascii: "\n")),
                  let size = String(decoding: output[cursor..<newline], as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }),
                  newline + 1 + size <= output.endIndex else {
                throw InputError("cannot read the staged version of \(blob.path) from git")
            }
            contents[topLevel + "/" + blob.path] = Array(output[(newline + 1)..<(newline + 1 + size)])
            cursor = newline + 1 + size + 1
        }
        return GitIndex(topLevel: topLevel, stagedFiles: staged.map { topLevel + "/" + $0 }, stagedContents: contents)
    }

    private static func lintedPaths(_ output: [UInt8]) -> [String] {
        output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .filter { $0.hasSuffix(".swift") || LocalizationFile.isLocalizationFile($0) }
    }

    /// Git's standard output; git's own message, in one line, when it fails.
    static func git(_ arguments: [String], in directory: String? = nil, input: Data? = nil) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        do {
            try process.run()
        } catch {
            throw InputError("cannot run git: \(error.localizedDescription)")
        }
        // Written from another thread: git may fill its output pipe before it reads all input.
        let writer = Thread {
            if let input { standardInput.fileHandleForWriting.write(input) }
            try? standardInput.fileHandleForWriting.close()
        }
        writer.start()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw InputError("git \(arguments.prefix(2).joined(separator: " ")) failed: \(reason)")
        }
        return Array(bytes)
    }
}
