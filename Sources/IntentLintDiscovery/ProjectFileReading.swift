import IntentLintSupport
import IntentLintCore

/// What the project files under the folders a run names say, gathered kind by kind before
/// discovery forms modules: each reader's targets, its one-line warnings, and what the files
/// mean for the rest of the tree (which folders are projects', which Swift files are project
/// files rather than sources).
struct ProjectFileReading {
    /// Where the project files are read from: the disk, or a git revision.
    private let base: any FileSource
    /// The folders the trees' walks listed, by path.
    private var listings: [String: FolderListing] = [:]
    /// `base`, answering from the folders already listed where it can.
    private(set) var files: any FileSource
    /// Every target of every project read.
    var definitions: [ModuleDefinition] = []
    var swiftPackages: [String: SwiftPackage] = [:]
    /// What could not be read, or only in part (warnings), and what was read instead of what
    /// (notes), each at its file and line.
    var warnings: [InputMessage] = []
    /// The folders of the projects read: what their targets leave out is not compiled.
    var projectFolders: [String] = []
    /// Every project file read, whether or not its targets compile Swift files.
    var readProjects: Set<String> = []
    /// A project file not read because another beside it is what the build uses → that one.
    var replacements: [String: String] = [:]
    /// The folders of project files that could not be read: their Swift files fall back to the
    /// folder module, which may then be several targets.
    var fallbackFolders: [String] = []
    /// Project files some of whose targets could not be read: a target of theirs not found may
    /// be one of those.
    var partlyReadProjects: Set<String> = []
    /// Files that look like part of a project but were not read, each with why (a YAML file
    /// with `targets:` that no spec includes, an `.xcodeproj` without its `project.pbxproj`).
    var projectFilesNotRead: [(file: String, reason: String)] = []
    /// Swift files that are project files and never sources: package manifests, Tuist's
    /// manifests.
    private var projectSwiftFiles: Set<String> = []
    /// `Tuist/` folders beside Tuist manifests: their Swift files (`Package.swift`,
    /// `ProjectDescriptionHelpers/`, `Config.swift`) are Tuist's, never sources.
    private var tuistFolders: Set<String> = []
    /// What Tuist projects share, read once per root folder.
    private var tuistSurroundings: [String: TuistProjectReader.Surroundings] = [:]
    /// Bazel's BUILD files, read together once every tree is walked: a bundle's library may be
    /// in another package.
    private var bazelBuildFiles: [String] = []
    /// The Swift files of the tree being read that have a manifest's name
    /// (`FileSystem.hasPackageManifestName`).
    private var manifestNamed: [String] = []

    /// How many threads read package manifests.
    private let jobs: Int

    init(files: any FileSource, jobs: Int) {
        base = files
        self.files = files
        self.jobs = jobs
    }

    /// Whether a Swift file found in a folder is source, not a project file.
    func isSource(_ file: String) -> Bool {
        guard !projectSwiftFiles.contains(file) else { return false }
        guard !tuistFolders.isEmpty else { return true }
        var folder = Paths.parent(of: file)
        while folder != "/", !folder.isEmpty {
            if tuistFolders.contains(folder) { return false }
            folder = Paths.parent(of: folder)
        }
        return true
    }

    /// The folder named that the tree being read is under.
    private var treeRoot = "/"

    /// Reads the project files of `tree`, under the folder `root` named; `display` shows a path
    /// as the user would name it.
    mutating func read(_ tree: FileSystem.SourceTree, under root: String, display: (String) -> String) {
        treeRoot = root
        listings.merge(tree.listings) { first, _ in first }
        files = ListedFolders(base, listings: listings)
        // Asked once of every Swift file of the tree: the fetch below and `readPackages` both need it.
        manifestNamed = tree.swiftFiles.filter(FileSystem.hasPackageManifestName)
        // Every project file the readers below may read, fetched together where fetching costs.
        files.willRead(tree.xcodeProjects + tree.tuistManifests + tree.xcodeGenSpecs + tree.otherYAMLFiles + tree.bazelBuildFiles + manifestNamed)
        for kind in ProjectFileReading.readingOrder {
            kind.read(&self, tree, display)
        }
    }

    /// The order the kinds are read in, which orders the modules and warnings they give: the
    /// order discovery has always read them in (`ProjectKind.all` is the order help text names
    /// them in).
    static let readingOrder: [ProjectKind] = [.xcodeProject, .swiftPackage, .tuist, .xcodeGen, .bazel]

    /// Reads what needs every tree walked first: Bazel's packages.
    mutating func finish(display: (String) -> String) {
        readBazelPackages(display: display)
    }

    // MARK: Xcode

    mutating func readXcodeProjects(_ tree: FileSystem.SourceTree, display: (String) -> String) {
        for project in tree.xcodeProjects {
            do {
                definitions += try XcodeProjectReader.modules(projectFile: project, in: files)
                projectFolders.append(ModuleDiscovery.projectFolder(of: project))
                readProjects.insert(project)
            } catch {
                warnings.append(ProjectFileReading.unreadable(display(project), error, absolutePath: project))
                fallbackFolders.append(ModuleDiscovery.projectFolder(of: project))
            }
        }
        for bundle in tree.xcodeProjectsWithoutProjectFile {
            projectFilesNotRead.append((bundle, "no project.pbxproj in it"))
        }
    }

    // MARK: SwiftPM

    mutating func readPackages(_ tree: FileSystem.SourceTree, display: (String) -> String) {
        // Manifests are read in parallel: a monorepo holds hundreds.
        let files = files
        let packages = Parallel.map(tree.packageManifests, jobs: jobs) { manifest in
            files.bytes(of: manifest).map { bytes in
                // A `Package.swift` that is no manifest (an app's `public protocol Package`) is source.
                FileSystem.isPackageManifest(contents: bytes)
                    ? PackageManifestReader.modules(manifest: bytes, packageFolder: Paths.parent(of: manifest), in: files)
                    : nil
            }
        }
        for (manifest, package) in zip(tree.packageManifests, packages) {
            switch package {
            case .success(nil):
                continue
            case .success(let package?) where package.malformation != nil:
                // A truncated or unbalanced manifest: one line, and its folder is linted as plain files.
                projectSwiftFiles.insert(manifest)
                let (reason, place) = package.malformation!
                warnings.append(ProjectFileReading.unreadable(display(manifest), reason, absolutePath: manifest, line: place.line, column: place.column))
                fallbackFolders.append(Paths.parent(of: manifest))
            case .success(let package?):
                projectSwiftFiles.insert(manifest)
                // `Tuist/Package.swift` names the packages a Tuist project's `.external` dependencies come from.
                if ProjectFileReading.isTuistDependencies(manifest) {
                    tuistFolders.insert(Paths.parent(of: manifest))
                    continue
                }
                definitions += package.modules
                swiftPackages[package.package.originPath] = package.package
                let shown = display(manifest)
                warnings += package.warnings.map { InputMessage(.warning, file: shown, line: $0.line, column: 1, $0.message) }
                if package.modules.isEmpty {
                    warnings.append(ProjectFileReading.unreadable(shown, "it declares no Swift target", absolutePath: manifest))
                    fallbackFolders.append(Paths.parent(of: manifest))
                } else {
                    projectFolders.append(Paths.parent(of: manifest))
                    readProjects.insert(manifest)
                }
            case .failure(let error):
                projectSwiftFiles.insert(manifest)
                warnings.append(ProjectFileReading.unreadable(display(manifest), error, absolutePath: manifest))
                fallbackFolders.append(Paths.parent(of: manifest))
            }
        }
        // Version-specific manifests (`Package@swift-6.0.swift`) are not read, only told from sources.
        for file in manifestNamed where Paths.lastComponent(file) != "Package.swift" {
            if FileSystem.isPackageManifest(file, in: files) { projectSwiftFiles.insert(file) }
        }
    }

    /// `Package.swift` in a folder named `Tuist`: a dependencies manifest, not a package of targets.
    static func isTuistDependencies(_ manifest: String) -> Bool {
        Paths.lastComponent(Paths.parent(of: manifest)) == "Tuist"
    }

    // MARK: Tuist

    mutating func readTuistProjects(_ tree: FileSystem.SourceTree, display: (String) -> String) {
        // Each manifest's text, read once: a `Project.swift` that imports no ProjectDescription is source.
        var projects: [(file: String, text: [UInt8])] = []
        var workspaces: [(file: String, text: [UInt8])] = []
        for manifest in tree.tuistManifests {
            guard case .success(let bytes) = files.bytes(of: manifest), TuistProjectReader.isManifest(contents: bytes) else { continue }
            projectSwiftFiles.insert(manifest)
            tuistFolders.insert(Paths.parent(of: manifest) + "/Tuist")
            switch Paths.lastComponent(manifest) {
            case "Project.swift": projects.append((manifest, bytes))
            case "Workspace.swift": workspaces.append((manifest, bytes))
            default: continue  // `Tuist.swift`: configuration
            }
        }
        // A workspace may list projects outside the folders named.
        for (workspace, text) in workspaces {
            let root = ProjectFileReading.tuistRoot(above: Paths.parent(of: workspace), in: files)
            switch TuistProjectReader.projectFiles(workspaceText: text, workspaceFile: workspace, rootFolder: root, in: files) {
            case .success(let listed):
                for project in listed where !projects.contains(where: { $0.file == project }) && !readProjects.contains(project) {
                    guard case .success(let bytes) = files.bytes(of: project), TuistProjectReader.isManifest(contents: bytes) else { continue }
                    projectSwiftFiles.insert(project)
                    projects.append((project, bytes))
                }
            case .failure(let problem):
                warnings.append(InputMessage(.warning, file: display(workspace), line: problem.line,
                                             "cannot read it (\(problem.message)); the projects it lists are read only where they are among the folders named"))
            }
        }
        for (project, bytes) in projects where !readProjects.contains(project) {
            let shown = display(project)
            if usesXcodeProject(beside: project, shown: shown) { continue }
            let reading = TuistProjectReader.modules(text: bytes, projectFile: project, surroundings: tuistSurroundings(of: project))
            if let problem = reading.problem {
                warnings.append(ProjectFileReading.unreadable(shown, problem.message, absolutePath: project, line: problem.line))
                fallbackFolders.append(Paths.parent(of: project))
                continue
            }
            for note in reading.notes { warnings.append(InputMessage(.warning, file: shown, line: note.line, note.message)) }
            definitions += reading.modules
            readProjects.insert(project)
            guard reading.unreadTargets.isEmpty else {
                // The targets read are modules; the files none of them compiles, the unread
                // targets' among them, are linted as one folder module that may be several targets.
                for problem in reading.unreadTargets {
                    warnings.append(InputMessage(.warning, file: shown, line: problem.line,
                                                 "\(problem.message); the Swift files no target read compiles are linted as one folder module"))
                }
                fallbackFolders.append(Paths.parent(of: project))
                partlyReadProjects.insert(project)
                continue
            }
            projectFolders.append(Paths.parent(of: project))
        }
    }

    /// Tuist's root above `folder` (or `folder` itself): the nearest folder holding `Tuist/`,
    /// `Tuist.swift` or `.git`, as Tuist finds it.
    static func tuistRoot(above folder: String, in files: any FileSource) -> String? {
        var current = folder
        while true {
            if files.kind(of: current + "/Tuist") == .directory || files.kind(of: current + "/Tuist.swift") == .file
                || files.kind(of: current + "/.git") != .missing {
                return current
            }
            guard current != "/", !current.isEmpty else { return nil }
            current = Paths.parent(of: current)
        }
    }

    /// The root, the dependencies manifest and the helpers of the Tuist project `project`, read
    /// once for every project under the same root.
    private mutating func tuistSurroundings(of project: String) -> TuistProjectReader.Surroundings {
        guard let root = ProjectFileReading.tuistRoot(above: Paths.parent(of: project), in: files) else { return .init(files: files) }
        if let known = tuistSurroundings[root] { return known }
        var surroundings = TuistProjectReader.Surroundings(rootFolder: root, files: files)
        let manifest = root + "/Tuist/Package.swift"
        if case .success(let bytes) = files.bytes(of: manifest), FileSystem.isPackageManifest(contents: bytes) {
            let package = PackageManifestReader.modules(manifest: bytes, packageFolder: root + "/Tuist", in: files).package
            surroundings.dependencies = (manifest, package.dependencies)
        }
        let helpers = FileSystem.sourceTree(under: root + "/Tuist/ProjectDescriptionHelpers", in: files).swiftFiles
        files.willRead(helpers)
        for file in helpers {
            guard case .success(let bytes) = files.bytes(of: file) else { continue }
            surroundings.helperFunctions.merge(TuistProjectReader.helperFunctions(text: bytes)) { $0 + $1 }
        }
        tuistFolders.insert(root + "/Tuist")
        tuistSurroundings[root] = surroundings
        return surroundings
    }

    // MARK: XcodeGen

    mutating func readXcodeGenSpecs(_ tree: FileSystem.SourceTree, display: (String) -> String) {
        // Specs by XcodeGen's default names, and YAML files of any name whose contents are a
        // spec's (`xcodegen --spec calendar-project.yml`).
        var candidates: [(file: String, bytes: [UInt8], isDefaultName: Bool)] = []
        for spec in tree.xcodeGenSpecs where !readProjects.contains(spec) {
            guard case .success(let bytes) = files.bytes(of: spec),
                  XcodeGenProjectReader.looksLikeSpec(bytes, isJSON: spec.hasSuffix(".json")) else { continue }
            candidates.append((spec, bytes, true))
        }
        var projectParts: [String] = []
        for file in tree.otherYAMLFiles where !readProjects.contains(file) {
            guard case .success(let bytes) = files.bytes(of: file) else { continue }
            if XcodeGenProjectReader.isSpec(anyName: bytes) {
                candidates.append((file, bytes, false))
            } else if XcodeGenProjectReader.looksLikeProjectPart(bytes) {
                projectParts.append(file)
            }
        }
        guard !candidates.isEmpty || !projectParts.isEmpty else { return }
        // A file one spec includes is part of that spec, not a project of its own.
        var included: Set<String> = []
        for candidate in candidates {
            included.formUnion(XcodeGenProjectReader.includedFiles(text: candidate.bytes, specFile: candidate.file,
                                                                   repositoryRoot: repositoryRoot(above: candidate.file), in: files))
        }
        for (spec, bytes, isDefaultName) in candidates where !included.contains(spec) {
            let shown = display(spec)
            // XcodeGen names the project it generates after the spec's `name:`.
            let generated = spec.hasSuffix(".json") ? nil : XcodeGenProjectReader.projectName(bytes)
            if usesXcodeProject(beside: spec, shown: shown, generatedName: generated, orAnyBeside: isDefaultName) { continue }
            let reading = XcodeGenProjectReader.modules(text: bytes, specFile: spec, repositoryRoot: repositoryRoot(above: spec), in: files)
            if let problem = reading.problem {
                let fallback = problem.file == spec ? "its Swift files are" : "the Swift files of \(shown), which includes it, are"
                let message = problem.message.split(whereSeparator: \.isNewline).joined(separator: " ")
                warnings.append(InputMessage(.warning, file: display(problem.file), line: problem.line,
                                             "cannot read it (\(message)); \(fallback) linted as one folder module"))
                fallbackFolders.append(Paths.parent(of: spec))
                continue
            }
            // A file of another name that gives no target was no spec after all: it claims no folder.
            if !isDefaultName, reading.modules.isEmpty { continue }
            definitions += reading.modules
            projectFolders.append(Paths.parent(of: spec))
            readProjects.insert(spec)
        }
        for part in projectParts where !included.contains(part) {
            projectFilesNotRead.append((part, "`targets:` in a YAML file that no XcodeGen spec includes"))
        }
    }

    /// How far up an XcodeGen `include:` is looked for: the repository's root (the nearest
    /// folder above `spec` holding `.git`), else the folder named.
    private func repositoryRoot(above spec: String) -> String {
        var folder = Paths.parent(of: spec)
        while folder != "/", !folder.isEmpty {
            if files.kind(of: folder + "/.git") != .missing { return folder }
            folder = Paths.parent(of: folder)
        }
        return Paths.remainder(of: spec, inside: treeRoot) != nil ? treeRoot : Paths.parent(of: spec)
    }

    // MARK: Bazel

    /// Bazel's packages are read once every tree is walked (`finish`): a bundle's library may
    /// be in another package.
    mutating func collectBazelBuildFiles(_ tree: FileSystem.SourceTree) {
        bazelBuildFiles += tree.bazelBuildFiles
    }

    private mutating func readBazelPackages(display: (String) -> String) {
        // Bazel reads `BUILD.bazel` when a folder has both.
        let buildFiles = Set(bazelBuildFiles)
        var roots: [String: String?] = [:]
        var packages: [BazelProjectReader.Package] = []
        for file in buildFiles.sorted() {
            let folder = Paths.parent(of: file)
            if Paths.lastComponent(file) == "BUILD", buildFiles.contains(folder + "/BUILD.bazel") { continue }
            // A BUILD file outside every workspace is no Bazel package (a file of notes, say).
            guard let root = roots[folder] ?? ProjectFileReading.bazelWorkspaceRoot(above: folder, in: files) else {
                roots[folder] = .some(nil)
                continue
            }
            roots[folder] = root
            guard case .success(let bytes) = files.bytes(of: file) else { continue }
            packages.append(BazelProjectReader.package(text: bytes, buildFile: file, workspaceRoot: root, in: files))
        }
        let (modules, notes) = BazelProjectReader.modules(of: packages, in: files)
        for package in packages {
            if let problem = package.problem {
                warnings.append(InputMessage(.warning, file: display(problem.file), line: problem.line,
                                             "cannot read it (\(problem.message)); the Swift files of its package are linted as one folder module"))
                fallbackFolders.append(package.folder)
                continue
            }
            for note in package.notes { warnings.append(InputMessage(.note, file: display(note.file), line: note.line, note.message)) }
            readProjects.insert(package.buildFile)
            if !package.rules.isEmpty { projectFolders.append(package.folder) }
        }
        for note in notes { warnings.append(InputMessage(.note, file: display(note.file), line: note.line, note.message)) }
        definitions += modules
    }

    /// The root of the Bazel workspace `folder` is in: the nearest folder holding `MODULE.bazel`,
    /// `WORKSPACE`, `WORKSPACE.bazel` or `REPO.bazel`.
    static func bazelWorkspaceRoot(above folder: String, in files: any FileSource) -> String? {
        var current = folder
        while true {
            if FileSystem.bazelWorkspaceFiles.contains(where: { files.kind(of: current + "/" + $0) == .file }) { return current }
            guard current != "/", !current.isEmpty else { return nil }
            current = Paths.parent(of: current)
        }
    }

    // MARK: Which file the build uses

    /// Whether an `.xcodeproj` is beside a project file that generates one (`Project.swift`,
    /// `project.yml`): the committed `.xcodeproj` is what `xcodebuild` builds, so the generator's
    /// file is not read, a note says so, and references to its targets go to the `.xcodeproj`.
    ///
    /// - Parameters:
    ///   - generatedName: the name of the project the file generates (an XcodeGen spec's
    ///     `name:`): the `.xcodeproj` of that name beside it is the one generated from it.
    ///   - orAnyBeside: whether any `.xcodeproj` beside it counts (a file of the generator's
    ///     default name, `Project.swift` or `project.yml`, in a folder of its own); a spec of
    ///     another name only yields to the one of its `name:`, as several specs may share a folder.
    private mutating func usesXcodeProject(beside file: String, shown: String, generatedName: String? = nil,
                                           orAnyBeside: Bool = true) -> Bool {
        let folder = Paths.parent(of: file)
        var walk = FolderWalk(in: files)
        let bundles = (walk.enter(folder) ?? []).filter { $0.kind == .directory && $0.name.hasSuffix(".xcodeproj") && !$0.name.hasPrefix(".") }
            .map(\.name).sorted()
        if let generatedName, bundles.contains(generatedName + ".xcodeproj") {
            warnings.append(InputMessage(.note, file: shown, "not read: \(generatedName).xcodeproj beside it is what the build uses"))
            replacements[file] = folder + "/" + generatedName + ".xcodeproj/project.pbxproj"
            return true
        }
        guard orAnyBeside, let first = bundles.first else { return false }
        let names = bundles.count == 1 ? first + " beside it is" : bundles.joined(separator: " and ") + " beside it are"
        warnings.append(InputMessage(.note, file: shown, "not read: \(names) what the build uses"))
        if bundles.count == 1 { replacements[file] = folder + "/" + first + "/project.pbxproj" }
        return true
    }

    // MARK: Messages

    /// `path:line:column: warning: cannot read it (reason); its Swift files are linted as one
    /// folder module`, in one line, for a project file that is linted as plain files instead;
    /// the place as far as the reason knows it.
    static func unreadable(_ path: String, _ reason: String, absolutePath: String, line: Int? = nil, column: Int? = nil) -> InputMessage {
        // Readers' messages start with the file's absolute path; it is said once, as named.
        let reason = reason.hasPrefix(absolutePath + ": ") ? String(reason.dropFirst(absolutePath.count + 2)) : reason
        let flat = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        return InputMessage(.warning, file: path, line: line, column: column,
                            "cannot read it (\(flat)); its Swift files are linted as one folder module")
    }

    static func unreadable(_ path: String, _ error: InputError, absolutePath: String) -> InputMessage {
        unreadable(path, error.description, absolutePath: absolutePath, line: error.line, column: error.column)
    }
}
