import Foundation
import IntentLintSupport

/// Running git: the pre-commit hook reads the index, `diff --base` reads a revision.
package enum Git {
    /// The top folder of the repository holding `directory` (the current folder by default), absolute.
    package static func topLevel(in directory: String? = nil) throws -> String {
        Paths.absolute(String(decoding: try run(["rev-parse", "--show-toplevel"], in: directory), as: UTF8.self)
            .trimmingCharacters(in: .newlines))
    }

    /// The bytes of each blob, in order, read by one `git cat-file --batch`.
    package static func blobs(_ objects: [String], in directory: String) throws -> [[UInt8]] {
        guard !objects.isEmpty else { return [] }
        let output = try run(["cat-file", "--batch"], in: directory, input: Data(objects.map { $0 + "\n" }.joined().utf8))
        var contents: [[UInt8]] = []
        contents.reserveCapacity(objects.count)
        var cursor = output.startIndex
        for object in objects {
            // `<object> blob <size>\n<bytes>\n`
            guard let newline = output[cursor...].firstIndex(of: UInt8(ascii: "\n")),
                  let size = String(decoding: output[cursor..<newline], as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }),
                  newline + 1 + size <= output.endIndex else {
                throw InputError("cannot read object \(object) from git")
            }
            contents.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            cursor = newline + 1 + size + 1
        }
        return contents
    }

    /// Git's standard output; git's own message, in one line, when it fails.
    package static func run(_ arguments: [String], in directory: String? = nil, input: Data? = nil) throws -> [UInt8] {
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
