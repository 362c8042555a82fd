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
/// (the project files of a tree, then every file the modules build). Files that hold the same
/// bytes on disk (git says which differ from the working tree) are read from disk instead.
package struct GitRevision: Sendable {
    /// How messages name the revision: as given (`main`), or the merge base it stands for.
    package var name: String
    /// Each file's object id, by absolute path: where two revisions have the same id, they
    /// hold the same bytes, and what was found reading the file holds for both.
    package var objects: [String: String]
    package var files: InMemoryFiles
    /// The files whose bytes on disk are not this revision's (absolute), when compared with the
    /// working tree: those are fetched from git, every other file is read from disk.
    package var changedFromWorkingTree: Set<String>?

    /// What is known of the working tree's files when a revision is read.
    package enum DiskComparison: Sendable {
        /// Nothing: every file is fetched from git.
        case none
        /// git says which files differ from the working tree (`git diff --name-only`).
        case workingTree
        /// As `other` was compared with the working tree, and wherever this revision's objects
        /// differ from `other`'s: what `--head` tells of the base, with no second `git diff`.
        case through(GitRevision)
    }

    /// The files of `revision` in the repository whose top folder is `topLevel` (absolute).
    /// - Parameters:
    ///   - name: how messages name it (default: `revision`).
    ///   - againstWorkingTree: also ask git which files differ from the working tree, and read
    ///     the others from disk.
    package static func read(_ revision: String, named name: String? = nil, topLevel: String,
                             againstWorkingTree: Bool = false) throws(InputError) -> GitRevision {
        try read(revision, named: name, topLevel: topLevel, disk: againstWorkingTree ? .workingTree : .none)
    }

    /// - Parameter listing: the revision's entries, when listed already (`list`).
    package static func read(_ revision: String, named name: String? = nil, topLevel: String,
                             disk: DiskComparison, listing: [GitTreeEntry]? = nil) throws(InputError) -> GitRevision {
        let name = name ?? revision
        let commit = revision + "^{commit}"
        // git says what differs from the working tree while it lists the revision.
        let comparing: BackgroundWork<Set<String>>?
        if case .workingTree = disk {
            comparing = BackgroundWork { () throws(InputError) in try changedFromWorkingTree(commit, named: name, topLevel: topLevel) }
        } else {
            comparing = nil
        }
        let entries: [GitTreeEntry]
        if let listing { entries = listing } else { entries = try list(revision, named: name, topLevel: topLevel) }
        var files: [(path: String, key: String)] = []
        var objects: [String: String] = [:]
        objects.reserveCapacity(entries.count)
        var linkEntries: [GitTreeEntry] = []
        for entry in entries {
            switch entry.kind {
            case .file:
                let path = path(ofRelative: entry.path, in: topLevel)
                files.append((path, entry.object))
                objects[path] = entry.object
            case .symbolicLink: linkEntries.append(entry)
            case .submodule: continue  // another repository's files, not in this one
            }
        }
        var changed: Set<String>?
        switch disk {
        case .none:
            changed = nil
        case .workingTree:
            do {
                changed = try comparing!.value()
            } catch {
                throw error as? InputError ?? InputError("cannot compare \(name) with the working tree: \(error)")
            }
        case .through(let other):
            if var differing = other.changedFromWorkingTree {
                for (path, object) in objects where other.objects[path] != object { differing.insert(path) }
                changed = differing
            }
        }
        // A link's blob is the path it leads to; a working tree follows it, so this does too.
        var links: [String: String] = [:]
        if !linkEntries.isEmpty {
            do {
                for (entry, target) in zip(linkEntries, try Git.blobs(linkEntries.map(\.object), in: topLevel)) {
                    guard let target else {
                        throw InputError("\(entry.path): the repository at \(topLevel) does not have its object \(entry.object)")
                    }
                    links[path(ofRelative: entry.path, in: topLevel)] = String(decoding: target, as: UTF8.self)
                }
            } catch {
                throw InputError("cannot read the symbolic links of \(name): \(error)")
            }
        }
        // A working tree has `.git`, which finding Tuist's root folder looks for.
        let tree = InMemoryFiles(root: topLevel, files: files, emptyFolders: [path(ofRelative: ".git", in: topLevel)], links: links,
                                 changedFromDisk: changed, missing: { object in
            "not readable at \(name): the repository at \(topLevel) does not have its object \(object)"
        }) { objects in
            do {
                return .success(try Git.blobs(objects, in: topLevel))
            } catch {
                return .failure(InputError("cannot read it at \(name): \(error)"))
            }
        }
        // The files that differ from disk and that discovery or loading read are fetched now, by
        // one `git cat-file`, on the thread that reads the revision: the run would fetch them in
        // two (project files, then sources), and later.
        if let changed {
            tree.willRead(changed.filter { objects[$0] != nil && Self.isReadByARun($0, in: topLevel) }.sorted())
        }
        return GitRevision(name: name, objects: objects, files: tree, changedFromWorkingTree: changed)
    }

    /// The entries of `revision`, listed by one `git ls-tree -r`.
    package static func list(_ revision: String, named name: String? = nil, topLevel: String) throws(InputError) -> [GitTreeEntry] {
        let name = name ?? revision
        // `^{commit}` makes ls-tree refuse anything but a commit, so one call checks and lists.
        do {
            return try GitTreeEntry.entries(of: Git.run(["ls-tree", "-r", "-z", "--full-tree", "--end-of-options", revision + "^{commit}"], in: topLevel))
        } catch let error as InputError where error.description.hasPrefix("unexpected") || error.description.hasPrefix("cannot run git") {
            throw InputError("cannot list the files of \(name): \(error.description)")
        } catch {
            throw InputError("'\(name)' is not a commit of the repository at \(topLevel)")
        }
    }

    /// The files whose bytes in the working tree are not `commit`'s (absolute), by one `git diff`.
    private static func changedFromWorkingTree(_ commit: String, named name: String, topLevel: String) throws(InputError) -> Set<String> {
        do {
            // Without renames, a renamed file is its old path gone and its new one added.
            let output = try Git.run(["--no-optional-locks", "diff", "--name-only", "-z", "--no-renames", "--ignore-submodules",
                                      "--end-of-options", commit, "--"], in: topLevel)
            return Set(output.split(separator: 0).map { path(ofRelative: String(decoding: $0, as: UTF8.self), in: topLevel) })
        } catch {
            throw InputError("cannot compare \(name) with the working tree: \(error)")
        }
    }

    /// Swift files, strings tables and the project files discovery reads (`project.pbxproj`,
    /// XcodeGen's YAML, Bazel's `BUILD`); `Package.swift` and Tuist's files are Swift. Not
    /// hidden files, nor those of hidden folders (`.github/workflows/*.yml`): the walk skips them.
    private static func isReadByARun(_ path: String, in topLevel: String) -> Bool {
        // A component starts with a dot where the path below the top folder, or one of its
        // components, does.
        var previous = UInt8(ascii: "/")
        for byte in path.utf8.dropFirst(topLevel == "/" ? 1 : topLevel.utf8.count + 1) {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") { return false }
            previous = byte
        }
        let name = Paths.lastComponent(path)
        return name.hasSuffix(".swift") || name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") || name == "project.pbxproj"
            || name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name == "BUILD" || name == "BUILD.bazel"
    }

    /// The files whose bytes differ between this revision and `other` (absolute): present in one
    /// only, or with different objects.
    package func filesDiffering(from other: GitRevision) -> Set<String> {
        var differing: Set<String> = []
        for (path, object) in objects where other.objects[path] != object { differing.insert(path) }
        for path in other.objects.keys where objects[path] == nil { differing.insert(path) }
        return differing
    }

    private static func path(ofRelative path: String, in topLevel: String) -> String {
        topLevel == "/" ? "/" + path : topLevel + "/" + path
    }
}

/// The commits `diff --base` compares, found by one `git rev-parse`: the repository's top
/// folder, the base (by default the merge base of the revision named and the head, as
/// `git diff BASE...HEAD` compares), and the head.
package struct GitComparison: Sendable {
    package var topLevel: String
    /// The base commit's id, and how messages name it: `main`, or `1a2b3c4d5e6f, the merge base
    /// of main and HEAD` when main has moved on since the head left it.
    package var base: (commit: String, name: String)
    /// The head commit's id, with `--head`; nil for the working tree.
    package var head: (commit: String, name: String)?

    /// Why the revisions could not be found.
    package enum Failure: Error {
        /// `folder` is in no git repository.
        case noRepository
        case input(InputError)
    }

    /// - Parameters:
    ///   - folder: a folder of the repository.
    ///   - exactBase: compare with `base` itself, not with its merge base with the head.
    package static func resolve(in folder: String, base: String, head: String?, exactBase: Bool) throws(Failure) -> GitComparison {
        for revision in [base] + (head.map { [$0] } ?? []) where revision.hasPrefix("-") || revision.isEmpty {
            throw .input(InputError("'\(revision)' is not a revision"))
        }
        let headName = head ?? "HEAD"
        // `git rev-parse --show-toplevel A...B` prints the top folder, B, A, then `^` and each merge base.
        let revisions = exactBase ? ["\(base)^{commit}"] + (head.map { ["\($0)^{commit}"] } ?? [])
                                  : ["\(base)^{commit}...\(headName)^{commit}"]
        let lines: [String]
        do {
            lines = String(decoding: try Git.run(["rev-parse", "--show-toplevel"] + revisions + ["--"], in: folder), as: UTF8.self)
                .split(separator: "\n").map(String.init).filter { $0 != "--" }
        } catch {
            throw diagnosis(in: folder, base: base, head: head)
        }
        guard lines.count >= (exactBase ? revisions.count + 1 : 3) else {
            throw .input(InputError("cannot read the revisions \(revisions.joined(separator: " ")) from git rev-parse"))
        }
        let topLevel = Paths.absolute(lines[0])
        if exactBase {
            return GitComparison(topLevel: topLevel, base: (lines[1], base), head: head.map { (lines[2], $0) })
        }
        guard let mergeBase = lines.dropFirst(3).first(where: { $0.hasPrefix("^") })?.dropFirst() else {
            throw .input(InputError("\(base) and \(headName) have no commit in common, so there is no merge base to compare with (in a " +
                "shallow clone, fetch more history, such as `git fetch --unshallow`); --base-exact \(base) compares with \(base) itself"))
        }
        // `main` itself where the head is a descendant of it, as on a branch that left main's tip.
        let name = mergeBase == lines[2] ? base : "\(mergeBase.prefix(12)), the merge base of \(base) and \(headName)"
        return GitComparison(topLevel: topLevel, base: (String(mergeBase), name), head: head.map { (lines[1], $0) })
    }

    /// Which of the repository and the revisions is at fault, once `rev-parse` failed.
    private static func diagnosis(in folder: String, base: String, head: String?) -> Failure {
        guard let topLevel = try? Git.topLevel(in: folder) else { return .noRepository }
        for revision in [base] + (head.map { [$0] } ?? ["HEAD"]) {
            if (try? Git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}", "--"], in: topLevel)) == nil {
                return .input(InputError(revision == "HEAD" && head == nil
                    ? "the repository at \(topLevel) has no commit yet (HEAD), so there is no merge base with \(base); --base-exact \(base) compares with \(base) itself"
                    : "'\(revision)' is not a commit of the repository at \(topLevel)"))
            }
        }
        return .input(InputError("cannot read the revisions \(base) and \(head ?? "HEAD") of the repository at \(topLevel)"))
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
    ///
    /// Read on the bytes: a revision lists every file of the tree, and splitting each path into
    /// `Character`s to check its components took more instructions than the rest of `diff`'s
    /// reading of the revision (25M of swift-nio's 38M).
    package static func entries(of output: [UInt8]) throws(InputError) -> [GitTreeEntry] {
        var entries: [GitTreeEntry] = []
        for record in output.split(separator: 0, omittingEmptySubsequences: true) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")), tab < record.endIndex - 1,
                  let firstSpace = record[..<tab].firstIndex(of: UInt8(ascii: " ")),
                  let secondSpace = record[(firstSpace + 1)..<tab].firstIndex(of: UInt8(ascii: " ")),
                  secondSpace + 1 < tab, record[(secondSpace + 1)..<tab].allSatisfy(isHexadecimal) else {
                throw InputError("unexpected output from git ls-tree: \(quoted(record))")
            }
            let path = record[(tab + 1)...]
            // Paths come from a repository, which anyone may have written: none may climb out of it.
            guard isInsideTree(path) else {
                throw InputError("unexpected path in git ls-tree's output: \(quoted(path))")
            }
            let mode = record[record.startIndex..<firstSpace]
            let type = record[(firstSpace + 1)..<secondSpace]
            let kind: Kind
            if type.elementsEqual(blob) && fileModes.contains(where: { mode.elementsEqual($0) }) {
                kind = .file
            } else if type.elementsEqual(blob) && mode.elementsEqual(linkMode) {
                kind = .symbolicLink
            } else if type.elementsEqual(commit) && mode.elementsEqual(submoduleMode) {
                kind = .submodule
            } else {
                continue  // another kind of entry: nothing a working tree would show as a file
            }
            entries.append(GitTreeEntry(kind: kind, object: String(decoding: record[(secondSpace + 1)..<tab], as: UTF8.self),
                                        path: String(decoding: path, as: UTF8.self)))
        }
        return entries
    }

    private static let fileModes = ["100644", "100755", "100664"].map { Array($0.utf8) }
    private static let linkMode = Array("120000".utf8)
    private static let submoduleMode = Array("160000".utf8)
    private static let blob = Array("blob".utf8)
    private static let commit = Array("commit".utf8)

    /// A relative path with no empty, `.` or `..` component (so neither `/` first nor last).
    private static func isInsideTree(_ path: ArraySlice<UInt8>) -> Bool {
        var componentStart = path.startIndex
        for index in path.indices where path[index] == UInt8(ascii: "/") {
            guard isOrdinaryComponent(path[componentStart..<index]) else { return false }
            componentStart = index + 1
        }
        return isOrdinaryComponent(path[componentStart...])
    }

    private static func isOrdinaryComponent(_ component: ArraySlice<UInt8>) -> Bool {
        // Neither empty, `.` nor `..`: one or two bytes, all dots.
        component.count > 2 || component.contains { $0 != UInt8(ascii: ".") }
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
