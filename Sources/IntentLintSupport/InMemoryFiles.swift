#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A tree of files held in memory, such as a git revision: every path is known from the start
/// (a listing is cheap), but a file's bytes are fetched only when it is read, and the files
/// one `willRead` names are fetched together. Read as a working tree would be: the same
/// absolute paths, folders made from the files' paths, symbolic links followed. When the tree
/// is a revision of the working tree on disk, the files git says are the same in both are read
/// from the disk, which is faster than fetching them.
package final class InMemoryFiles: FileSource, @unchecked Sendable {
    /// Fetches the bytes of files by the keys they were listed with (git's object ids), in order;
    /// nil for a key the source does not hold (an object missing from a repository).
    package typealias Fetch = @Sendable ([String]) -> Result<[[UInt8]?], InputError>

    /// Each file's key, by absolute path.
    private let keys: [String: String]
    /// Each folder's entries and its number (its identity), by absolute path.
    private var folders: [String: (number: UInt64, entries: [(name: String, kind: FileSystem.Kind)])] = [:]
    /// Symbolic links, by absolute path → the absolute path they lead to.
    private let links: [String: String]
    private let fetch: Fetch
    /// Why a file cannot be read when the source does not hold its key.
    private let missing: @Sendable (_ key: String) -> String
    /// With a set, every file not in it has the same bytes on disk at its path.
    private let changedFromDisk: Set<String>?

    private let lock = Lock()
    /// The bytes fetched so far, or why they could not be.
    private var held: [String: Result<[UInt8], InputError>] = [:]

    /// - Parameters:
    ///   - root: the folder the tree stands for (a repository's top folder); the folders above
    ///     it hold nothing but the way down to it.
    ///   - files: each file's absolute path and the key its bytes are fetched by.
    ///   - emptyFolders: folders that hold no file but exist (a repository's `.git`).
    ///   - links: symbolic links, by absolute path → what they lead to, absolute or relative
    ///     to the link's folder.
    ///   - changedFromDisk: when given, the files whose bytes differ from those at their path on
    ///     disk (absolute); every other file is read from the disk, and fetched only when it
    ///     cannot be read there.
    ///   - missing: why a file cannot be read when `fetch` has nothing for its key.
    package init(root: String, files: [(path: String, key: String)], emptyFolders: [String] = [],
                 links: [String: String] = [:], changedFromDisk: Set<String>? = nil,
                 missing: @escaping @Sendable (_ key: String) -> String = { "no bytes for \($0)" }, fetch: @escaping Fetch) {
        self.fetch = fetch
        self.missing = missing
        self.changedFromDisk = changedFromDisk
        var keys: [String: String] = [:]
        keys.reserveCapacity(files.count)
        var entries: [String: [String: FileSystem.Kind]] = [:]
        func add(_ path: String, kind: FileSystem.Kind) {
            var child = path
            var kind = kind
            // Up to the first folder already known: its parents are known too.
            while child != "/" {
                let parent = Paths.parent(of: child)
                let isKnown = entries[parent] != nil
                entries[parent, default: [:]][Paths.lastComponent(child)] = kind
                if isKnown { break }
                child = parent
                kind = .directory
            }
        }
        for folder in [root] + emptyFolders {
            add(folder, kind: .directory)
            if entries[folder] == nil { entries[folder] = [:] }
        }
        for (path, key) in files {
            keys[path] = key
            add(path, kind: .file)
        }
        var resolvedLinks: [String: String] = [:]
        for (link, target) in links {
            resolvedLinks[link] = Paths.normalize(target.hasPrefix("/") ? target : Paths.parent(of: link) + "/" + target)
            add(link, kind: .missing)  // what it leads to is known once every link is
        }
        self.keys = keys
        self.links = resolvedLinks
        var number: UInt64 = 0
        for (folder, names) in entries {
            folders[folder] = (number, names.map { (name: $0.key, kind: $0.value) })
            number += 1
        }
        // A link's entry is what it leads to, as a walk that follows links sees it.
        for link in resolvedLinks.keys {
            let parent = Paths.parent(of: link)
            let name = Paths.lastComponent(link)
            let kind = self.kind(of: link)
            if let index = folders[parent]?.entries.firstIndex(where: { $0.name == name }) {
                folders[parent]?.entries[index].kind = kind
            }
        }
    }

    // MARK: FileSource

    package func kind(of path: String) -> FileSystem.Kind {
        guard let path = resolved(path) else { return .missing }
        if keys[path] != nil { return .file }
        if folders[path] != nil { return .directory }
        return .missing
    }

    package func folder(_ path: String) -> FolderListing? {
        guard let path = resolved(path), let folder = folders[path] else { return nil }
        return FolderListing(identity: FolderIdentity(device: 0, inode: folder.number), entries: folder.entries)
    }

    package func bytes(of path: String) -> Result<[UInt8], InputError> {
        guard let path = resolved(path), keys[path] != nil else {
            return .failure(InputError(kind(of: path) == .directory ? "not a regular file" : "No such file or directory"))
        }
        if isOnDisk(path), case .success(let bytes) = FileSystem.readBytes(path) { return .success(bytes) }
        lock.lock()
        defer { lock.unlock() }
        if let known = held[path] { return known }
        fetchHeld([path])
        return held[path]!
    }

    package func willRead(_ paths: [String]) {
        let wanted = paths.compactMap(resolved).filter { keys[$0] != nil && !isOnDisk($0) }
        lock.lock()
        defer { lock.unlock() }
        fetchHeld(wanted.filter { held[$0] == nil })
    }

    /// The files whose bytes were fetched: what a run of this tree needed.
    package var fetchedPaths: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return Set(held.keys)
    }

    // MARK: Inside

    /// Whether the disk holds the same bytes as the tree at `path` (resolved, a file).
    private func isOnDisk(_ path: String) -> Bool {
        changedFromDisk.map { !$0.contains(path) } ?? false
    }

    /// Fetches `paths` (resolved, each a file) in one call, each key once. Called holding the lock.
    private func fetchHeld(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        var order: [String] = []
        var seen: Set<String> = []
        for path in paths where seen.insert(keys[path]!).inserted { order.append(keys[path]!) }
        switch fetch(order) {
        case .success(let contents):
            let byKey = Dictionary(zip(order, contents), uniquingKeysWith: { first, _ in first })
            for path in paths {
                let key = keys[path]!
                // Only the files whose own key is missing fail, each with its own reason.
                held[path] = (byKey[key] ?? nil).map { .success($0) } ?? .failure(InputError(missing(key)))
            }
        case .failure(let error):
            for path in paths { held[path] = .failure(error) }
        }
    }

    /// `path` normalized, with every symbolic link on the way replaced by what it leads to;
    /// nil for a link loop.
    private func resolved(_ path: String) -> String? {
        var path = Paths.normalize(path)
        guard !links.isEmpty else { return path }
        // Each pass replaces the first link on the way; as many passes as the kernel follows.
        for _ in 0..<40 {
            var prefix = ""
            var replaced = false
            let components = path.split(separator: "/")
            for (index, component) in components.enumerated() {
                prefix += "/" + component
                if let target = links[prefix] {
                    let rest = components[(index + 1)...].joined(separator: "/")
                    path = Paths.normalize(rest.isEmpty ? target : target + "/" + rest)
                    replaced = true
                    break
                }
            }
            if !replaced { return path }
        }
        return nil
    }
}
