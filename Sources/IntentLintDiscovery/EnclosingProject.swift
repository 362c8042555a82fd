import IntentLintSupport

extension ModuleDiscovery {
    /// The project files directly in `folder` that make it a project's folder: each kind's
    /// `folderMarkers` (a `Package.swift` only when it is a manifest) and bundles (an
    /// `.xcodeproj` with its `project.pbxproj`); by name, sorted.
    package static func projectFiles(in folder: String) -> [String] {
        var walk = FolderWalk(in: LocalFiles())
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return (walk.enter(folder) ?? []).filter { entry in
            switch entry.kind {
            case .file:
                guard let kind = ProjectKind.all.first(where: { $0.folderMarkers.contains(entry.name) }) else { return false }
                guard let isMarker = kind.isMarker else { return true }
                guard case .success(let bytes) = FileSystem.readBytes(prefix + entry.name) else { return false }
                return isMarker(bytes)
            case .directory:
                return ProjectKind.all.contains { kind in
                    guard let bundle = kind.bundle, entry.name.hasSuffix(bundle.suffix) else { return false }
                    return FileSystem.kind(of: prefix + entry.name + "/" + bundle.projectFile) == .file
                }
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
