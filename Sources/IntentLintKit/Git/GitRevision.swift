#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport

/// One git revision's files, held in memory and read as the working tree at the repository's
/// top folder would be, with the same absolute paths: `diff --base` discovers and loads a
/// revision exactly as it does the working tree, and nothing is written to disk. The listing
/// of every path comes from one `git ls-tree -r`; the bytes of a file only when something
/// reads it, the files discovery and loading name together by one `git cat-file --batch` each
/// (the project files of a tree, then every file the modules build). Against the working tree,
/// `git diff --name-only` says which files differ from it, and the others are read from disk.
package struct GitRevision: Sendable {
    package var files: InMemoryFiles
    /// When read against the working tree: the files whose bytes differ there (absolute), which
    /// are fetched from git. What was found reading any other file holds for both versions.
    package var changedFromWorkingTree: Set<String>?

    /// The files of `revision` in the repository whose top folder is `topLevel` (absolute).
    /// - Parameter againstWorkingTree: also ask git which files differ from the working tree,
    ///   and read the others from disk.
    package static func read(_ revision: String, topLevel: String, againstWorkingTree: Bool = false) throws(InputError) -> GitRevision {
        // `^{commit}` makes ls-tree refuse anything but a commit, so one call checks and lists.
        let commit = revision + "^{commit}"
        let listing: [GitTreeEntry]
        do {
            listing = try GitTreeEntry.entries(of: Git.run(["ls-tree", "-r", "-z", "--full-tree", "--end-of-options", commit], in: topLevel))
        } catch let error as InputError where error.description.hasPrefix("unexpected") || error.description.hasPrefix("cannot run git") {
            throw InputError("cannot list the files of \(revision): \(error.description)")
        } catch {
            throw InputError("'\(revision)' is not a commit of the repository at \(topLevel)")
        }
        var changed: Set<String>?
        if againstWorkingTree {
            do {
                // Without renames, a renamed file is its old path gone and its new one added.
                let output = try Git.run(["--no-optional-locks", "diff", "--name-only", "-z", "--no-renames", "--ignore-submodules",
                                          "--end-of-options", commit, "--"], in: topLevel)
                changed = Set(output.split(separator: 0).map { path(ofRelative: String(decoding: $0, as: UTF8.self), in: topLevel) })
            } catch {
                throw InputError("cannot compare \(revision) with the working tree: \(error)")
            }
        }
        var files: [(path: String, key: String)] = []
        var linkEntries: [GitTreeEntry] = []
        for entry in listing {
            switch entry.kind {
            case .file: files.append((path(ofRelative: entry.path, in: topLevel), entry.object))
            case .symbolicLink: linkEntries.append(entry)
            case .submodule: continue  // another repository's files, not in this one
            }
        }
        // A link's blob is the path it leads to; a working tree follows it, so this does too.
        var links: [String: String] = [:]
        if !linkEntries.isEmpty {
            do {
                for (entry, target) in zip(linkEntries, try Git.blobs(linkEntries.map(\.object), in: topLevel)) {
                    links[path(ofRelative: entry.path, in: topLevel)] = String(decoding: target, as: UTF8.self)
                }
            } catch {
                throw InputError("cannot read the symbolic links of \(revision): \(error)")
            }
        }
        // A working tree has `.git`, which finding Tuist's root folder looks for.
        let tree = InMemoryFiles(root: topLevel, files: files, emptyFolders: [path(ofRelative: ".git", in: topLevel)], links: links,
                                 changedFromDisk: changed) { objects in
            do {
                return .success(try Git.blobs(objects, in: topLevel))
            } catch {
                return .failure(InputError("cannot read it at \(revision): \(error)"))
            }
        }
        return GitRevision(files: tree, changedFromWorkingTree: changed)
    }

    private static func path(ofRelative path: String, in topLevel: String) -> String {
        topLevel == "/" ? "/" + path : topLevel + "/" + path
    }
}

/// One line of `git ls-tree -r -z`: `<mode> SP <type> SP <object> TAB <path> NUL`.
package struct GitTreeEntry: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// A regular file (mode 100644 or 100755).
        case file
        /// Mode 120000: the blob holds the path the link leads to.
        case symbolicLink
        /// Mode 160000: a commit of another repository.
        case submodule
    }

    package var kind: Kind
    package var object: String
    /// Relative to the repository's top folder, as git stores it.
    package var path: String

    /// The entries of `ls-tree -r -z`'s output; a one-line error for anything else.
    package static func entries(of output: [UInt8]) throws(InputError) -> [GitTreeEntry] {
        var entries: [GitTreeEntry] = []
        for record in output.split(separator: 0, omittingEmptySubsequences: true) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")), tab < record.endIndex - 1 else {
                throw InputError("unexpected output from git ls-tree: \(quoted(record))")
            }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            let object = fields.count == 3 ? String(decoding: fields[2], as: UTF8.self) : ""
            guard fields.count == 3, !object.isEmpty, object.utf8.allSatisfy(isHexadecimal) else {
                throw InputError("unexpected output from git ls-tree: \(quoted(record))")
            }
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            // Paths come from a repository, which anyone may have written: none may climb out of it.
            guard !path.hasPrefix("/"), !path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
                throw InputError("unexpected path in git ls-tree's output: \(quoted(record[(tab + 1)...]))")
            }
            let kind: Kind
            switch (String(decoding: fields[0], as: UTF8.self), String(decoding: fields[1], as: UTF8.self)) {
            case ("100644", "blob"), ("100755", "blob"), ("100664", "blob"): kind = .file
            case ("120000", "blob"): kind = .symbolicLink
            case ("160000", "commit"): kind = .submodule
            default: continue  // another kind of entry: nothing a working tree would show as a file
            }
            entries.append(GitTreeEntry(kind: kind, object: object, path: path))
        }
        return entries
    }

    private static func isHexadecimal(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// At most 80 bytes of `bytes`, in one line, for a message.
    private static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(80), as: UTF8.self)
        return "'" + text.map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined() + (bytes.count > 80 ? "…" : "") + "'"
    }
}
