import Foundation
import IntentLintSupport
import IntentLintLocalization

/// The files of one git revision that module discovery and the scanner read (Swift files,
/// Xcode projects, strings files), written to a temporary folder laid out as the repository
/// is, so that the revision is read exactly as a working tree would be. The folder standing
/// for the repository has the repository's name, so a folder module keeps its name.
package struct GitSnapshot: Sendable {
    /// The repository's top folder, absolute.
    package var topLevel: String
    /// The folder standing for `topLevel`: `<temporary folder>/<repository folder name>`.
    package var root: String
    private var container: String

    /// What discovery and linting read: Swift files, project files, strings files.
    package static func isRead(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".pbxproj") || LocalizationFile.isLocalizationFile(path)
    }

    /// Writes the files of `revision` under `paths` (absolute, inside `topLevel`).
    package static func make(revision: String, topLevel: String, paths: [String]) throws -> GitSnapshot {
        do {
            _ = try Git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: topLevel)
        } catch {
            throw InputError("'\(revision)' is not a commit of the repository at \(topLevel)")
        }
        let container = FileManager.default.temporaryDirectory.path + "/lint-intents-\(UUID().uuidString)"
        let root = container + "/" + (topLevel == "/" ? "root" : String(topLevel.split(separator: "/").last!))
        let snapshot = GitSnapshot(topLevel: topLevel, root: root, container: container)
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            let pathspecs = paths.map { Paths.relative($0, to: topLevel) }.map { $0 == topLevel ? "." : $0 }
            let listing = try Git.run(["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", revision, "--"] + pathspecs, in: topLevel)
            var files: [(path: String, object: String)] = []
            for entry in listing.split(separator: 0) {
                // `<mode> blob <object>\t<path>`; links and submodules are not read.
                guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
                let fields = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
                let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
                guard fields.count == 3, fields[1] == "blob", fields[0] != "120000",
                      isRead(path) else { continue }
                files.append((path, String(fields[2])))
            }
            for (file, bytes) in zip(files, try Git.blobs(files.map(\.object), in: topLevel)) {
                let destination = root + "/" + file.path
                try FileManager.default.createDirectory(atPath: Paths.parent(of: destination), withIntermediateDirectories: true)
                guard FileManager.default.createFile(atPath: destination, contents: Data(bytes)) else {
                    throw InputError("\(destination): cannot write the snapshot of \(revision)")
                }
            }
        } catch {
            snapshot.remove()
            throw error
        }
        return snapshot
    }

    /// Where the snapshot holds what is at `path` (absolute) in the working tree.
    package func path(for path: String) -> String {
        path == topLevel ? root : root + "/" + Paths.relative(path, to: topLevel)
    }

    /// A path in the snapshot as the working tree's path: reports name the files people edit.
    package func workingTreePath(_ path: String) -> String {
        if path == root { return topLevel }
        return path.hasPrefix(root + "/") ? topLevel + path.dropFirst(root.count) : path
    }

    package func remove() {
        try? FileManager.default.removeItem(atPath: container)
    }
}
