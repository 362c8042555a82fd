import IntentLintSupport

extension ModuleDiscovery {
    /// The project files directly in `folder` that make it a project's folder: a `Package.swift`
    /// that is a manifest, each `.xcodeproj` with its `project.pbxproj`, Tuist's `Project.swift`,
    /// XcodeGen's `project.yml` or `project.json`, and a Bazel workspace's `MODULE.bazel` or
    /// `WORKSPACE` (its packages' `BUILD` files are read from there); by name, sorted.
    package static func projectFiles(in folder: String) -> [String] {
        var walk = FolderWalk(in: LocalFiles())
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return (walk.enter(folder) ?? []).filter { entry in
            switch entry.kind {
            case .file:
                if entry.name == "Package.swift" {
                    guard case .success(let bytes) = FileSystem.readBytes(prefix + entry.name) else { return false }
                    return FileSystem.isPackageManifest(contents: bytes)
                }
                return ["Project.swift", "project.yml", "project.json", "MODULE.bazel", "WORKSPACE", "WORKSPACE.bazel"].contains(entry.name)
            case .directory:
                return entry.name.hasSuffix(".xcodeproj") && FileSystem.kind(of: prefix + entry.name + "/project.pbxproj") == .file
            default:
                return false
            }
        }.map(\.name).sorted()
    }

    /// The nearest folder at or above `folder` (absolute) that holds a project file, found as git
    /// finds `.git`: going up no further than the top of the git repository `folder` is in, or
    /// than the file system's root outside one.
    package static func enclosingProjectFolder(from folder: String) -> String? {
        var current = Paths.normalize(folder)
        while true {
            if !projectFiles(in: current).isEmpty { return current }
            if current == "/" || FileSystem.kind(of: current + "/.git") != .missing { return nil }
            current = Paths.parent(of: current)
        }
    }
}
