/// What a folder holds for the build, found by walking it: Swift files, SwiftPM manifests,
/// Xcode projects and strings files.
import IntentLintSupport
import IntentLintLocalization

extension FileSystem {
    /// Every `.swift` regular file under `directory`, sorted, skipping hidden entries
    /// (`.build`, `.git`, …) and anything else that is not a file or folder. Symbolic links
    /// are followed, but a folder is never entered twice, so link loops end; a link to a
    /// missing file is listed, so the run can say it could not read it.
    public static func swiftFiles(under directory: String) -> [String] {
        sourceTree(under: directory).swiftFiles
    }

    /// What a folder holds for the build: Swift files, SwiftPM manifests and Xcode projects.
    public struct SourceTree {
        /// Sorted; manifests (`Package.swift`, `Package@swift-6.0.swift`) included.
        public var swiftFiles: [String] = []
        /// `Package.swift` files, sorted.
        public var packageManifests: [String] = []
        /// The `project.pbxproj` of each `*.xcodeproj`, sorted.
        public var xcodeProjects: [String] = []
        /// `.strings` and `.xcstrings` files, sorted: where App Shortcut phrases are localized.
        public var localizationFiles: [String] = []
    }

    /// Walks `directory` as `swiftFiles(under:)` does, also noting project files and
    /// localization files. An `.xcodeproj` is a bundle of settings, not sources: it is not
    /// entered further.
    public static func sourceTree(under directory: String) -> SourceTree {
        var tree = SourceTree()
        var walk = FolderWalk()
        var pending = [directory]
        while let current = pending.popLast() {
            guard let entries = walk.enter(current) else { continue }
            let prefix = current.hasSuffix("/") ? current : current + "/"
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = prefix + entry.name
                if entry.kind == .directory {
                    if entry.name.hasSuffix(".xcodeproj") {
                        let project = path + "/project.pbxproj"
                        if FileSystem.kind(of: project) == .file { tree.xcodeProjects.append(project) }
                    } else {
                        pending.append(path)
                    }
                } else if entry.kind == .file || entry.kind == .missing, entry.name.hasSuffix(".swift") {
                    // A broken link is listed too, so that reading it reports it by name.
                    tree.swiftFiles.append(path)
                    if entry.name == "Package.swift" { tree.packageManifests.append(path) }
                } else if entry.kind == .file || entry.kind == .missing, LocalizationFile.isLocalizationFile(entry.name) {
                    tree.localizationFiles.append(path)
                }
            }
        }
        tree.localizationFiles.sort()
        tree.swiftFiles.sort()
        tree.packageManifests.sort()
        tree.xcodeProjects.sort()
        return tree
    }

    /// `Package.swift` or a version-specific `Package@swift-6.0.swift`: the manifest of a
    /// package, compiled against PackageDescription, never part of a module.
    public static func isPackageManifest(_ path: String) -> Bool {
        let name = Paths.lastComponent(path)
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

}
