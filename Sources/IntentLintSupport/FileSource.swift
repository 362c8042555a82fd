#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a run reads files from: the disk (`LocalFiles`), or a git revision held in memory
/// (`InMemoryFiles`, which `GitRevision` fills), so that discovery and loading read a revision
/// exactly as they read a working tree, with the working tree's own paths. Paths are absolute.
package protocol FileSource: Sendable {
    /// What `path` is, following symbolic links.
    func kind(of path: String) -> FileSystem.Kind
    /// The file's bytes, or why they cannot be read.
    func bytes(of path: String) -> Result<[UInt8], InputError>
    /// The entries of the folder `path` (`.` and `..` aside), each with what it is, following
    /// links; nil when it is not a folder that can be read.
    func folder(_ path: String) -> FolderListing?
    /// Says that every file of `paths` is about to be read: a source that fetches files from
    /// elsewhere fetches them together rather than one by one.
    func willRead(_ paths: [String])
    /// Listings of `path` and the folders under it that `subfolders` names (from each listing),
    /// by path, fetched together where that is faster than one by one; a walk takes its
    /// listings from here and asks `folder(_:)` for the rest. Empty where each listing costs
    /// little anyway.
    func folderListings(under path: String, subfolders: (FolderListing) -> [String]) -> [String: FolderListing]
    /// Why the file or folder at `path` cannot be read (`FileSystem.readProblem`); nil when it
    /// can, or is not there at all.
    func readProblem(_ path: String) -> String?
}

extension FileSource {
    package func readProblem(_ path: String) -> String? { nil }
    package func willRead(_ paths: [String]) {}
    package func folderListings(under path: String, subfolders: (FolderListing) -> [String]) -> [String: FolderListing] { [:] }
}

/// A folder's entries, and what tells the folder apart whichever path leads to it (through
/// symbolic links), so that a walk can enter each folder once and link loops end.
package struct FolderListing: Sendable {
    package var identity: FolderIdentity
    package var entries: [(name: String, kind: FileSystem.Kind)]

    package init(identity: FolderIdentity, entries: [(name: String, kind: FileSystem.Kind)]) {
        self.identity = identity
        self.entries = entries
    }
}

/// A folder's device and inode on disk; a number of the source's own choosing elsewhere.
package struct FolderIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// The files on disk, read with the POSIX calls of `FileSystem`.
package struct LocalFiles: FileSource {
    package init() {}

    package func kind(of path: String) -> FileSystem.Kind {
        FileSystem.kind(of: path)
    }

    package func bytes(of path: String) -> Result<[UInt8], InputError> {
        FileSystem.readBytes(path)
    }

    package func folder(_ path: String) -> FolderListing? {
        FileSystem.folder(path)
    }

    package func readProblem(_ path: String) -> String? {
        FileSystem.readProblem(path)
    }

    /// Listed level by level, each level's folders on every core: listing is system calls, and
    /// a walk that lists one folder at a time leaves the other cores idle.
    package func folderListings(under path: String, subfolders: (FolderListing) -> [String]) -> [String: FolderListing] {
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        var listings: [String: FolderListing] = [:]
        // A folder that links lead to twice is listed once, so that link loops end.
        var listed: Set<FolderIdentity> = []
        var level = [path]
        while !level.isEmpty {
            var next: [String] = []
            for (folder, listing) in zip(level, Parallel.map(level, jobs: jobs, FileSystem.folder)) {
                guard let listing, listed.insert(listing.identity).inserted else { continue }
                listings[folder] = listing
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                next += subfolders(listing).map { prefix + $0 }
            }
            level = next
        }
        return listings
    }
}

/// The folders of one walk: each is listed once, however many links lead to it, so link
/// loops end.
package struct FolderWalk {
    private let files: any FileSource
    private var visited: Set<FolderIdentity> = []
    /// The folders it could not list, in the order it met them.
    package private(set) var unreadable: [String] = []
    /// Each folder entered, by the path it was entered through, when the walk keeps them.
    package private(set) var listings: [String: FolderListing] = [:]
    private let keepsListings: Bool

    /// - Parameter keepingListings: keep each folder's listing (`listings`), for a later walk
    ///   of part of the same tree (`ListedFolders`).
    package init(in files: any FileSource, keepingListings: Bool = false) {
        self.files = files
        keepsListings = keepingListings
    }

    /// The entries of `folder`, each with what it is, following links; nil when the folder
    /// cannot be read or was entered before.
    package mutating func enter(_ folder: String) -> [(name: String, kind: FileSystem.Kind)]? {
        guard let listing = files.folder(folder) else {
            unreadable.append(folder)
            return nil
        }
        guard visited.insert(listing.identity).inserted else { return nil }
        if keepsListings { listings[folder] = listing }
        return listing.entries
    }
}

/// A file source that answers from the folders a walk has already listed, and asks `base`
/// for the rest: a package's targets are walked again for their files, under folders the
/// walk of the whole tree listed moments before.
package struct ListedFolders: FileSource {
    private let base: any FileSource
    private let listings: [String: FolderListing]

    package init(_ base: any FileSource, listings: [String: FolderListing]) {
        self.base = base
        self.listings = listings
    }

    package func kind(of path: String) -> FileSystem.Kind {
        // A listing holds every entry of its folder, each with what it is, links followed.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), let listing = listings[String(path[..<slash])] else {
            return base.kind(of: path)
        }
        let name = path[path.utf8.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return base.kind(of: path) }
        return listing.entries.first { $0.name == name }?.kind ?? .missing
    }

    package func bytes(of path: String) -> Result<[UInt8], InputError> {
        base.bytes(of: path)
    }

    package func folder(_ path: String) -> FolderListing? {
        listings[path] ?? base.folder(path)
    }

    package func willRead(_ paths: [String]) {
        base.willRead(paths)
    }

    package func readProblem(_ path: String) -> String? {
        base.readProblem(path)
    }
}
