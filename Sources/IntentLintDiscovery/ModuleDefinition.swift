import IntentLintCore

/// What the build makes of a set of Swift files: one module, as a SwiftPM target or an Xcode
/// target defines it, or a folder linted without a project file.
public struct ModuleDefinition: Sendable, Hashable {
    /// The Swift module name (a target's name, or `PRODUCT_MODULE_NAME` when an Xcode
    /// target sets one to a plain name).
    package var name: String
    /// The target's name in its project, unique there (two targets of one project may build
    /// modules of one name, for iOS and watchOS); the module name for a folder or a listed module.
    package var targetName: String
    package var kind: ModuleKind
    /// Where the definition comes from: the `Package.swift` or `project.pbxproj` file, or
    /// the folder for a folder module. Absolute.
    package var originPath: String
    /// The Swift files the target compiles, absolute and sorted. Readers list what the project
    /// file says; files that do not exist are kept, and the loader decides what to do with them.
    package var files: [String]
    /// The `.strings` and `.xcstrings` files the target builds, absolute and sorted: for an
    /// Xcode target, those of its Resources phase (each localization of a localized file) and
    /// of its synchronized folders; for a SwiftPM target or a folder, those under its folder.
    /// App Shortcut phrases are localized in them. Like `files`, they may not exist.
    package var localizationFiles: [String]
    /// The platforms the project builds it for, where it says (`SDKROOT`, `SUPPORTED_PLATFORMS`,
    /// a package's `platforms:`): `iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`; empty when unsaid.
    package var platforms: [String] = []
    /// The files (absolute) an Xcode target compiles only when building for some platforms
    /// (`platformFilter`: `ios`, `xros`, `macos`, …): two files for disjoint platforms are never
    /// compiled together.
    package var platformFilters: [String: Set<String>] = [:]
    /// What the target links or depends on: other targets, package products.
    package var dependencies: [ModuleReference] = []
    /// What an app or extension target copies into its bundle: app extensions, frameworks.
    package var embedded: [ModuleReference] = []
    /// Files and folders the project keeps out of the target on purpose (SwiftPM's `exclude:`,
    /// the membership exceptions of an Xcode synchronized folder it lists), absolute: their
    /// Swift files are no surprise when no target compiles them.
    package var excludedPaths: [String] = []
    /// For a folder module: whether it holds the files of a project that could not be read, or
    /// files beside some that look like part of a project, and so may be several targets'.
    package var mayBeSeveralTargets = false
    /// For a framework or library: whether its code is linked statically into what uses it or is
    /// a dynamic library of its own, as the project says; what reaches the app of its App Intents
    /// metadata depends on it.
    package var linkage: ModuleLinkage = .unknown

    package init(name: String, targetName: String? = nil, kind: ModuleKind, originPath: String, files: [String],
                localizationFiles: [String] = [], platforms: [String] = [], platformFilters: [String: Set<String>] = [:],
                dependencies: [ModuleReference] = [], embedded: [ModuleReference] = [], linkage: ModuleLinkage = .unknown) {
        self.linkage = linkage
        self.name = name
        self.targetName = targetName ?? name
        self.kind = kind
        self.originPath = originPath
        self.files = files
        self.localizationFiles = localizationFiles
        self.platforms = platforms
        self.platformFilters = platformFilters
        self.dependencies = dependencies
        self.embedded = embedded
    }
}

/// Another module as a project file names it, before discovery finds which module that is.
public enum ModuleReference: Sendable, Hashable {
    /// A target of a project file (`project.pbxproj` or `Package.swift`, absolute), by its target name.
    case target(name: String, project: String)
    /// A product of a Swift package: a local one by its folder (absolute), a remote one by its URL.
    case product(name: String, package: PackageLocation)
    /// A SwiftPM dependency given by name alone (`"Core"`, `.byName(name:)`): a target of the
    /// same package (`package`, its `Package.swift`), or else a product of one of its
    /// dependencies that has that name.
    case byName(String, package: String)
    /// A dependency a static reading cannot settle, said as a user would read it.
    case unresolvable(String)
}

/// Where a Swift package comes from.
public enum PackageLocation: Sendable, Hashable {
    /// A package in a folder of the file system (`.package(path:)`, `XCLocalSwiftPackageReference`), absolute.
    case local(folder: String)
    /// A package fetched from a URL (`.package(url:)`, `XCRemoteSwiftPackageReference`): not read
    /// unless a checkout of it is among the folders linted.
    case remote(url: String)
    /// One of the local packages an Xcode project lists among its files (folders added to the
    /// project, which older projects name no package for): whichever has the product.
    case localAmong(folders: [String])
    /// One of the packages a dependencies manifest names (Tuist's `.external(name:)` names a
    /// product of whichever package of `Tuist/Package.swift` has it); `manifest` (absolute) says which.
    case anyOf([PackageLocation], manifest: String)

    /// SwiftPM's identity of the package: its folder's or URL's last component, lowercased,
    /// without `.git` (what `.product(name:package:)` names).
    package var identity: String {
        let path: String
        switch self {
        case .local(let folder): path = folder
        case .remote(let url): path = url
        case .localAmong, .anyOf: return ""
        }
        // The last component that is not empty, found on the bytes: splitting into characters
        // was most of the time an app graph took on a tree of 300 packages.
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return path.lowercased() }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        var last = String(path[start..<end])
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
