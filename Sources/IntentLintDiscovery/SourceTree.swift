import IntentLintSupport

// What a folder holds for the build, found by walking it: Swift files, SwiftPM manifests,
// Xcode projects and strings files.

extension FileSystem {
    /// Every `.swift` regular file under `directory`, sorted, skipping hidden entries
    /// (`.build`, `.git`, …) and anything else that is not a file or folder. Symbolic links
    /// are followed, but a folder is never entered twice, so link loops end; a link to a
    /// missing file is listed, so the run can say it could not read it.
    public static func swiftFiles(under directory: String) -> [String] {
        sourceTree(under: directory, in: LocalFiles()).swiftFiles
    }

    /// What a folder holds for the build: Swift files, SwiftPM manifests and Xcode projects.
    public struct SourceTree {
        /// Sorted; manifests (`Package.swift`, `Package@swift-6.0.swift`) included.
        package var swiftFiles: [String] = []
        /// The files of each project kind's `walkedFileNames`, sorted: project files, unless
        /// their contents say otherwise.
        package var projectFiles: [ProjectKind: [String]] = [:]
        /// The `project.pbxproj` of each `*.xcodeproj`, sorted.
        package var xcodeProjects: [String] = []
        /// `.strings` and `.xcstrings` files, sorted: where App Shortcut phrases are localized.
        package var localizationFiles: [String] = []
        /// Other YAML files (`*.yml`, `*.yaml`), sorted: an XcodeGen spec may have any name, and
        /// its contents say whether it is one.
        package var otherYAMLFiles: [String] = []
        /// `*.xcodeproj` bundles without a `project.pbxproj`, sorted: projects that cannot be read.
        package var xcodeProjectsWithoutProjectFile: [String] = []
        /// Every folder the walk listed, by path: what the project readers walk again (a
        /// package's targets) is answered from here instead of the disk.
        package var listings: [String: FolderListing] = [:]
        /// Folders under the one walked that could not be listed (no permission), each with
        /// the reason: their files are unknown, which the run says rather than pass in silence.
        package var unreadableFolders: [(folder: String, reason: String)] = []

        /// Files named `Package.swift`: manifests, unless their contents say otherwise.
        package var packageManifests: [String] { projectFiles[.swiftPackage] ?? [] }
        /// Files named `Project.swift`, `Workspace.swift` or `Tuist.swift`: Tuist's manifests,
        /// unless their contents say otherwise.
        package var tuistManifests: [String] { projectFiles[.tuist] ?? [] }
        /// XcodeGen's specs of its default names (`project.yml`, `project.json`).
        package var xcodeGenSpecs: [String] { projectFiles[.xcodeGen] ?? [] }
        /// Bazel's `BUILD` and `BUILD.bazel` files.
        package var bazelBuildFiles: [String] { projectFiles[.bazel] ?? [] }
    }

    /// The names of the files that mark a Bazel workspace's root folder: the project folder's
    /// markers, and `REPO.bazel`, which marks a repository's root as well.
    static let bazelWorkspaceFiles: Set<String> = ProjectKind.bazel.folderMarkers.union(["REPO.bazel"])

    /// Walks `directory` as `swiftFiles(under:)` does, also noting project files and
    /// localization files. An `.xcodeproj` is a bundle of settings, not sources: it is not
    /// entered further; nor are the `bazel-*` links Bazel leaves in a workspace's root folder,
    /// which lead to its outputs and to copies of the sources.
    package static func sourceTree(under directory: String) -> SourceTree {
        sourceTree(under: directory, in: LocalFiles())
    }

    /// The source tree of `directory` as `files` hold it.
    package static func sourceTree(under directory: String, in files: any FileSource) -> SourceTree {
        var tree = SourceTree()
        // The walk decides which folders it enters, and in what order (the first path to a
        // folder that links lead to twice is the one it keeps); the listings come ahead.
        let listedAhead = files.folderListings(under: directory) { listing in
            enteredSubfolders(of: listing.entries, inBazelWorkspace: isBazelWorkspaceRoot(listing.entries))
        }
        var walk = FolderWalk(in: ListedFolders(files, listings: listedAhead), keepingListings: true)
        var pending = [directory]
        while let current = pending.popLast() {
            guard let entries = walk.enter(current) else { continue }
            let prefix = current.hasSuffix("/") ? current : current + "/"
            let isBazelWorkspace = isBazelWorkspaceRoot(entries)
            pending += enteredSubfolders(of: entries, inBazelWorkspace: isBazelWorkspace).map { prefix + $0 }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = prefix + entry.name
                if entry.kind == .directory {
                    if isBazelWorkspace, entry.name.hasPrefix("bazel-") { continue }
                    if let bundle = ProjectKind.xcodeProject.bundle, entry.name.hasSuffix(bundle.suffix) {
                        let project = path + "/" + bundle.projectFile
                        if files.kind(of: project) == .file {
                            tree.xcodeProjects.append(project)
                        } else {
                            tree.xcodeProjectsWithoutProjectFile.append(path)
                        }
                    }
                } else if entry.kind == .file || entry.kind == .missing, entry.name.hasSuffix(".swift") {
                    // A broken link is listed too, so that reading it reports it by name.
                    tree.swiftFiles.append(path)
                    // By name only: whether it holds a manifest is for the reader to say.
                    if let kind = ProjectKind.walkedFile[entry.name] { tree.projectFiles[kind, default: []].append(path) }
                } else if entry.kind == .file || entry.kind == .missing, Paths.isLocalizationFile(entry.name) {
                    tree.localizationFiles.append(path)
                } else if entry.kind == .file, let kind = ProjectKind.walkedFile[entry.name] {
                    tree.projectFiles[kind, default: []].append(path)
                } else if entry.kind == .file, entry.name.hasSuffix(".yml") || entry.name.hasSuffix(".yaml") {
                    tree.otherYAMLFiles.append(path)
                }
            }
        }
        tree.localizationFiles.sort()
        tree.swiftFiles.sort()
        tree.listings = walk.listings
        tree.unreadableFolders = walk.unreadable.filter { $0 != directory }.map { ($0, files.readProblem($0) ?? "cannot be listed") }
        for kind in tree.projectFiles.keys { tree.projectFiles[kind]?.sort() }
        tree.xcodeProjects.sort()
        tree.otherYAMLFiles.sort()
        tree.xcodeProjectsWithoutProjectFile.sort()
        return tree
    }

    /// The folders of a folder's entries the walk enters: not hidden ones, not `.xcodeproj`
    /// bundles, and not the `bazel-*` links of a Bazel workspace's root folder (`isBazelWorkspaceRoot`).
    static func enteredSubfolders(of entries: [(name: String, kind: Kind)], inBazelWorkspace: Bool) -> [String] {
        entries.compactMap { entry in
            guard entry.kind == .directory, !entry.name.hasPrefix("."), !entry.name.hasSuffix(xcodeProjectSuffix),
                  !(inBazelWorkspace && entry.name.hasPrefix("bazel-")) else { return nil }
            return entry.name
        }
    }

    private static let xcodeProjectSuffix = ProjectKind.xcodeProject.bundle!.suffix

    /// Whether the entries are those of a Bazel workspace's root folder.
    static func isBazelWorkspaceRoot(_ entries: [(name: String, kind: Kind)]) -> Bool {
        // Every file of every folder is asked about: the first letter rules out most without hashing.
        entries.contains { entry in
            guard entry.kind == .file, let first = entry.name.utf8.first, bazelWorkspaceFileInitials.contains(first) else { return false }
            return bazelWorkspaceFiles.contains(entry.name)
        }
    }

    private static let bazelWorkspaceFileInitials = Array(Set(bazelWorkspaceFiles.compactMap(\.utf8.first)))

    /// `Package.swift` or a version-specific `Package@swift-6.0.swift`: the names a SwiftPM
    /// manifest has. A file of that name may still be ordinary source (`isPackageManifest`).
    package static func hasPackageManifestName(_ path: String) -> Bool {
        // On the bytes of the name: every Swift file of a tree is asked, twice, and a name made
        // into a string for the question was a few percent of discovery.
        Paths.withLastComponent(path) { name in
            name.elementsEqual("Package.swift".utf8)
                || (name.starts(with: "Package@swift-".utf8) && name.reversed().starts(with: ".swift".utf8.reversed()))
        }
    }

    /// Whether `path` is a package's manifest, compiled against PackageDescription and never
    /// part of a module: it has a manifest's name and holds one (`isPackageManifest(contents:)`).
    /// An app's `Package.swift` declaring `public protocol Package` is ordinary source.
    package static func isPackageManifest(_ path: String) -> Bool {
        isPackageManifest(path, in: LocalFiles())
    }

    package static func isPackageManifest(_ path: String, in files: any FileSource) -> Bool {
        guard hasPackageManifestName(path), case .success(let bytes) = files.bytes(of: path) else { return false }
        return isPackageManifest(contents: bytes)
    }

    /// Whether `bytes` are a SwiftPM manifest: the first line is the `// swift-tools-version`
    /// comment SwiftPM requires, and the file imports PackageDescription. A byte order mark
    /// and blank lines before the comment are tolerated.
    package static func isPackageManifest(contents bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(_ characters: [UInt8]) {
            while index < bytes.count, characters.contains(bytes[index]) { index += 1 }
        }
        skip([0x20, 0x09, 0x0A, 0x0D])
        guard bytes[index...].starts(with: "//".utf8) else { return false }
        index += 2
        skip([0x20, 0x09])
        let marker = "swift-tools-version".utf8
        guard bytes.count - index >= marker.count,
              zip(bytes[index...], marker).allSatisfy({ ($0 | 0x20) == ($1 | 0x20) }) else { return false }
        return containsImport(of: "PackageDescription", in: bytes)
    }

    /// Whether `import <module>` appears in `bytes` as two words (any spaces or tabs between),
    /// not as part of longer names: enough to tell a manifest from a source file that names no
    /// such module, without lexing the file.
    static func containsImport(of module: String, in bytes: [UInt8]) -> Bool {
        let keyword = Array("import".utf8)
        let name = Array(module.utf8)
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte >= 0x80
        }
        // A plain loop: `firstRange(of:)` made an allocation per call.
        var start = 0
        while start + keyword.count < bytes.count {
            guard bytes[start] == keyword[0], bytes[start..<(start + keyword.count)].elementsEqual(keyword) else {
                start += 1
                continue
            }
            let found = start..<(start + keyword.count)
            start = found.upperBound
            if found.lowerBound > 0, isIdentifierByte(bytes[found.lowerBound - 1]) { continue }
            var cursor = found.upperBound
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            guard cursor > found.upperBound, bytes[cursor...].starts(with: name) else { continue }
            let end = cursor + name.count
            if end == bytes.count || !isIdentifierByte(bytes[end]) { return true }
        }
        return false
    }
}
