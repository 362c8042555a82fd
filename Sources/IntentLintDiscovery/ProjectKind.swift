import IntentLintSupport

/// A kind of project file discovery reads, and everything the rest of discovery needs to know
/// of it: the files the tree walk hands to its reader, the files that make a folder a
/// project's folder (the enclosing-project search), its reader, and its names in help text.
///
/// Adding a kind: a row here, its reader in a folder of its own beside the others (`SwiftPM/`,
/// `Xcode/`, …) returning `ModuleDefinition`s, and that reader's step in `ProjectFileReading`
/// (docs/architecture.md, "Adding a project kind").
package struct ProjectKind: Sendable, Hashable, CustomStringConvertible {
    /// As help text names it in full: `Tuist Project.swift`.
    package let displayName: String
    /// As a short list names it: `Tuist`.
    package let shortName: String
    /// Names of the files the tree walk hands to the reader. A name may be an ordinary file
    /// too (a `Package.swift` that declares a protocol): the reader reads the contents and says.
    let walkedFileNames: Set<String>
    /// Names of the files whose presence in a folder makes it a project's folder, for the
    /// search of the project enclosing a path (`ModuleDiscovery.enclosingProjectFolder`).
    let folderMarkers: Set<String>
    /// What a marker file must hold to count, when its name is not enough.
    let isMarker: (@Sendable (_ contents: [UInt8]) -> Bool)?
    /// A bundle (a folder) that is the project, with the file inside it that is read: an
    /// `.xcodeproj` and its `project.pbxproj`.
    let bundle: (suffix: String, projectFile: String)?
    /// Reads the kind's project files of a walked tree into the run's reading (its targets,
    /// warnings and project folders), with its reader.
    let read: @Sendable (_ reading: inout ProjectFileReading, _ tree: FileSystem.SourceTree, _ display: (String) -> String) -> Void

    package var description: String { displayName }

    package static func == (lhs: ProjectKind, rhs: ProjectKind) -> Bool { lhs.displayName == rhs.displayName }
    package func hash(into hasher: inout Hasher) { hasher.combine(displayName) }

    package static let swiftPackage = ProjectKind(
        displayName: "Package.swift", shortName: "Package.swift", walkedFileNames: ["Package.swift"],
        folderMarkers: ["Package.swift"], isMarker: FileSystem.isPackageManifest(contents:), bundle: nil,
        read: { $0.readPackages($1, display: $2) })
    package static let xcodeProject = ProjectKind(
        displayName: ".xcodeproj", shortName: ".xcodeproj", walkedFileNames: [], folderMarkers: [], isMarker: nil,
        bundle: (".xcodeproj", "project.pbxproj"), read: { $0.readXcodeProjects($1, display: $2) })
    /// `Tuist.swift` is configuration, read for where Tuist's root is; a `Workspace.swift` lists projects.
    package static let tuist = ProjectKind(
        displayName: "Tuist Project.swift", shortName: "Tuist", walkedFileNames: ["Project.swift", "Workspace.swift", "Tuist.swift"],
        folderMarkers: ["Project.swift"], isMarker: nil, bundle: nil, read: { $0.readTuistProjects($1, display: $2) })
    /// A spec of another name is told by its contents (`FileSystem.SourceTree.otherYAMLFiles`).
    package static let xcodeGen = ProjectKind(
        displayName: "XcodeGen project.yml", shortName: "XcodeGen", walkedFileNames: ["project.yml", "project.json"],
        folderMarkers: ["project.yml", "project.json"], isMarker: nil, bundle: nil, read: { $0.readXcodeGenSpecs($1, display: $2) })
    /// A workspace's root marks the project's folder; its packages' `BUILD` files are read from
    /// there. `REPO.bazel` marks a root for the walk (`FileSystem.bazelWorkspaceFiles`) but not
    /// for the enclosing-project search.
    package static let bazel = ProjectKind(
        displayName: "Bazel BUILD file", shortName: "Bazel", walkedFileNames: ["BUILD", "BUILD.bazel"],
        folderMarkers: ["MODULE.bazel", "WORKSPACE", "WORKSPACE.bazel"], isMarker: nil, bundle: nil,
        read: { reading, tree, _ in reading.collectBazelBuildFiles(tree) })

    /// Every kind, in the order discovery reads them and help text lists them.
    package static let all: [ProjectKind] = [.swiftPackage, .xcodeProject, .tuist, .xcodeGen, .bazel]

    /// The kind whose reader the walk hands a file of this name to (a constant: the walk asks
    /// of every file).
    static let walkedFile: [String: ProjectKind] = Dictionary(
        all.flatMap { kind in kind.walkedFileNames.map { ($0, kind) } }, uniquingKeysWith: { first, _ in first })

    /// `Package.swift, .xcodeproj, Tuist Project.swift, XcodeGen project.yml and Bazel BUILD
    /// file`: the kinds as help text lists them.
    package static func listed(_ name: KeyPath<ProjectKind, String>) -> String {
        let names = all.map { $0[keyPath: name] }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
