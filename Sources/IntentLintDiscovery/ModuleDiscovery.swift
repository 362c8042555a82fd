#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore

/// Finds the modules the build makes of the paths a run is given: every target of every
/// `Package.swift`, `*.xcodeproj`, Tuist `Project.swift`, XcodeGen `project.yml` and Bazel
/// `BUILD` file under the folders named (`ProjectFileReading`), each its own module, and one
/// folder module for the Swift files no target claims (all of them, when there is no
/// project file). Strings files go with the modules that
/// list them, or with the folder module when they are outside every project's folder.
public enum ModuleDiscovery {
    /// A module and the files to read for it.
    public struct Module: Sendable {
        package var definition: ModuleDefinition
        /// Unique in the run and the same in every run over the same tree: the project file's
        /// path from the run's root folder and the target's name (`App.xcodeproj:Widget`,
        /// `Packages/Kit/Package.swift:Kit`), the folder for a folder module (`.`, `Sources/App`),
        /// or what a module list says (its `id`, else its name).
        package var id: String
        /// The folder the manifest's paths are relative to: the project's folder, or the
        /// folder named (the common folder of the paths named, for a folder module).
        package var root: String
        /// Where it is defined (the project file, `App.xcodeproj` for Xcode, or the folder), as
        /// the user would name it: under a path named, from that path as named; elsewhere, as
        /// written from the working folder. Nil for a listed module.
        package var shownOrigin: String?
        /// The module's files that exist, in `relativePath` order.
        public var inputs: [SourceInput]
        /// Files the project lists that do not exist (absolute), or that the configuration
        /// leaves out: while there are any, what the module declares is not fully known.
        package var unseenFiles: [String] = []
        /// Its `.strings` and `.xcstrings` files that exist, in `relativePath` order.
        package var localizationInputs: [SourceInput] = []
        /// Those the project lists that do not exist (absolute), or that the configuration leaves
        /// out: while there are any, which strings the module's tables hold is not fully known.
        package var unseenLocalizationFiles: [String] = []

        package var name: String { definition.name }

        /// The modules it depends on (links, or builds before itself), by id, as the project
        /// files say and discovery could resolve them; `unresolvedDependencies` says what it
        /// could not (a remote package not checked out, a project outside the folders linted).
        package var dependencies: [String] = []
        /// The app extensions, frameworks and other targets it copies into its bundle, by id.
        package var embedded: [String] = []
        package var unresolvedDependencies: [NotFollowed] = []

        /// `Shared (iOS)`: the name, with the platforms where the project says them, so that two
        /// modules of one name for two platforms read apart.
        package var title: String {
            definition.platforms.isEmpty ? name : "\(name) (\(definition.platforms.joined(separator: ", ")))"
        }
    }

    public struct Result: Sendable {
        public var modules: [Module]
        /// Swift files in a project's folder that none of its targets compiles and none keeps
        /// out on purpose (`excludedPaths`): documentation snippets, files forgotten by every
        /// target. The build ignores them; the run reads only what App Intents types they declare,
        /// to say that no build has them (`app-intents-in-no-target`).
        package var inputsInNoTarget: [SourceInput] = []
        /// `inputsInNoTarget` as the user would name them.
        package var filesInNoTarget: [String] { inputsInNoTarget.map(\.displayPath) }
        /// What could not be read, or only in part (folders, project files, targets: warnings),
        /// and what was read instead of what (notes), each at its place.
        package var inputMessages: [InputMessage]
        /// Each as one line, `path:line: warning: …`.
        package var warnings: [String] { inputMessages.map(\.text) }
        /// The apps among the modules, each with the modules it is made of.
        package var apps: [AppDefinition] = []
        /// The folder module ids are relative to.
        package var root: String = "/"

        package init(modules: [Module], inputsInNoTarget: [SourceInput] = [], inputMessages: [InputMessage], apps: [AppDefinition] = [],
                     root: String = "/") {
            self.modules = modules
            self.inputsInNoTarget = inputsInNoTarget
            self.inputMessages = inputMessages
            self.apps = apps
            self.root = root
        }

        /// The module whose id is `id`.
        package func module(id: String) -> Module? {
            modules.first { $0.id == id }
        }

        /// The apps `module` (an id) is part of.
        package func apps(containing module: String) -> [AppDefinition] {
            apps.filter { app in app.members.contains { $0.module == module } }
        }
    }

    /// - Parameters:
    ///   - folderModuleName: the name of the folder module (default: derived from its folder's name).
    ///   - folderModuleKind: what it builds, when the caller knows (a plugin does).
    ///   - jobs: how many threads read package manifests and find targets' files (`--jobs`).
    package static func discover(_ paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath,
                                folderModuleName: String? = nil, folderModuleKind: ModuleKind = .folder,
                                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(InputError) -> Result {
        try discover(paths, in: LocalFiles(), workingDirectory: workingDirectory, folderModuleName: folderModuleName,
                     folderModuleKind: folderModuleKind, jobs: jobs)
    }

    /// The modules under `paths` as `files` hold them: the disk, or a git revision, which is
    /// read as its working tree would be.
    package static func discover(_ paths: [String], in files: any FileSource, workingDirectory: String,
                                 folderModuleName: String? = nil, folderModuleKind: ModuleKind = .folder,
                                 jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(InputError) -> Result {
        var named = NamedPaths(workingDirectory: workingDirectory)
        var projects = ProjectFileReading(files: files, jobs: jobs)
        // Absolute; shown as named (`named.display`) only if they end up in the folder module.
        var unclaimed: [String] = []
        var unclaimedLocalizations: [String] = []
        var namedFiles: Set<String> = []
        // Files seen in a folder walk: they exist, and need no check of their own.
        var existing: Set<String> = []
        var folderRoots: [String] = []
        var trees: [FileSystem.SourceTree] = []
        var unreadableFolderWarnings: [InputMessage] = []
        for path in paths {
            let absolute = named.absolute(path)
            let kind = files.kind(of: absolute)
            // A path named that is there and cannot be read is an error, not a run over nothing.
            if kind != .other, let reason = files.readProblem(absolute) { throw InputError.cannotRead(path, reason) }
            switch kind {
            case .missing:
                throw InputError.noSuchFile(path)
            case .other:
                throw InputError("\(path): not a regular file or folder")
            case .file:
                named.add(display: path, absolute: absolute)
                if Paths.isLocalizationFile(absolute) {
                    unclaimedLocalizations.append(absolute)
                } else {
                    unclaimed.append(absolute)
                }
                namedFiles.insert(absolute)
                folderRoots.append(Paths.parent(of: absolute))
            case .directory:
                let display = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
                named.add(display: display, absolute: absolute)
                folderRoots.append(absolute)
                let tree = FileSystem.sourceTree(under: absolute, in: files)
                for (folder, reason) in tree.unreadableFolders {
                    unreadableFolderWarnings.append(InputMessage(.warning, file: named.display(folder),
                                                                 "cannot read this folder (\(reason)), so the Swift files in it are not linted"))
                }
                projects.read(tree, under: absolute, display: named.display)
                trees.append(tree)
                existing.reserveCapacity(existing.count + tree.swiftFiles.count + tree.localizationFiles.count)
                existing.formUnion(tree.swiftFiles)
                existing.formUnion(tree.localizationFiles)
                unclaimedLocalizations += tree.localizationFiles
            }
        }
        projects.finish(display: named.display)
        // Which Swift files are project files is known once every tree is read.
        for tree in trees {
            unclaimed += tree.swiftFiles.filter(projects.isSource)
        }
        let definitions = projects.definitions
        var warnings = unreadableFolderWarnings + projects.warnings
        let projectFolders = projects.projectFolders

        // Constants, for the functions that the targets' threads below share.
        let walked = existing
        let shownAs = named
        @Sendable func exists(_ file: String) -> Bool {
            walked.contains(file) || files.kind(of: file) != .missing
        }
        // Each as the user would name it, and relative to the module's root, in that order.
        @Sendable func inputs(_ files: [String], root: String) -> [SourceInput] {
            files.map { SourceInput(displayPath: shownAs.display($0), relativePath: Paths.written($0, from: root), absolutePath: $0) }
                .sorted { $0.relativePath < $1.relativePath }
        }
        var modules: [Module] = []
        var claimed: Set<String> = []
        // Definitions already taken, by origin and target: a definition's hash reads all its files.
        var seen: [String: [ModuleDefinition]] = [:]
        func isNew(_ definition: ModuleDefinition) -> Bool {
            let key = definition.originPath + "\u{0}" + definition.targetName
            guard !(seen[key]?.contains(definition) ?? false) else { return false }
            seen[key, default: []].append(definition)
            return true
        }
        // Each target's files found and named on every core: targets are independent.
        let targets = Parallel.map(definitions.filter(isNew), jobs: jobs) { definition -> Module? in
            var present: [String] = []
            var missing: [String] = []
            for file in Set(definition.files) {
                if exists(file) { present.append(file) } else { missing.append(file) }
            }
            guard !present.isEmpty else { return nil }
            let listedLocalizations = Set(definition.localizationFiles)
            let localizations = listedLocalizations.filter(exists)
            let root = projectFolder(of: definition.originPath)
            return Module(definition: definition, id: "", root: root, inputs: inputs(present, root: root), unseenFiles: missing.sorted(),
                          localizationInputs: inputs(Array(localizations), root: root),
                          unseenLocalizationFiles: listedLocalizations.subtracting(localizations).sorted())
        }
        claimed.reserveCapacity(claimed.count + targets.reduce(0) { $0 + ($1.map { $0.inputs.count + $0.localizationInputs.count } ?? 0) })
        for case let module? in targets {
            claimed.formUnion(module.inputs.map(\.absolutePath))
            claimed.formUnion(module.localizationInputs.map(\.absolutePath))
            modules.append(module)
        }

        // What no target claims is one module, as a folder without a project file always was.
        var seenFiles: Set<String> = []
        var rest: [String] = []
        var filesInNoTarget: [String] = []
        let projectFolderSet = Set(projectFolders)
        // Whether a folder is in a project's folder, once per folder: a folder holds many files.
        var folderIsInProject: [String: Bool] = [:]
        func isInProject(_ folder: String) -> Bool {
            if let known = folderIsInProject[folder] { return known }
            let inProject = projectFolderSet.contains(folder) || (folder != "/" && isInProject(Paths.parent(of: folder)))
            folderIsInProject[folder] = inProject
            return inProject
        }
        // A file named on the command line is linted whatever the project says.
        func isLeftOutByProject(_ file: String) -> Bool {
            guard !namedFiles.contains(file), file != "/" else { return false }
            return isInProject(Paths.parent(of: file))
        }
        // Files a target keeps out on purpose are left out, and no surprise: not "in no target".
        let excludedByTargets = Set(definitions.flatMap(\.excludedPaths))
        func isExcludedByATarget(_ file: String) -> Bool {
            guard !excludedByTargets.isEmpty else { return false }
            var path = file
            while path != "/" {
                if excludedByTargets.contains(path) { return true }
                path = Paths.parent(of: path)
            }
            return false
        }
        for file in unclaimed where !claimed.contains(file) && seenFiles.insert(file).inserted {
            if isLeftOutByProject(file) {
                if !isExcludedByATarget(file) { filesInNoTarget.append(file) }
            } else {
                rest.append(file)
            }
        }
        // Strings files no target lists are resources of none: only a folder module has them.
        let restLocalizations = unclaimedLocalizations.filter {
            !claimed.contains($0) && !isLeftOutByProject($0) && seenFiles.insert($0).inserted
        }
        let runRoot = paths.count == 1 ? folderRoots.first ?? workingDirectory : Paths.commonAncestor(of: folderRoots)
        for index in modules.indices {
            modules[index].id = identifier(of: modules[index].definition, root: runRoot)
            var origin = modules[index].definition.originPath
            if origin.hasSuffix("/project.pbxproj") { origin = Paths.parent(of: origin) }
            modules[index].shownOrigin = named.display(origin)
        }
        if !rest.isEmpty || modules.isEmpty {
            let name = folderModuleName ?? ModuleNaming.identifier(fromFolder: runRoot)
            var definition = ModuleDefinition(name: name, kind: folderModuleKind, originPath: runRoot, files: rest.sorted(),
                                              localizationFiles: restLocalizations.sorted())
            // The files of a project that could not be read, or in a tree with files that look
            // like part of one: the folder module may be several targets, and says so.
            let notRead = projects.projectFilesNotRead
            definition.mayBeSeveralTargets = !notRead.isEmpty || projects.fallbackFolders.contains { folder in
                rest.contains { Paths.remainder(of: $0, inside: folder) != nil }
            }
            if let first = notRead.first {
                let listed = notRead.map { "\(named.display($0.file)) (\($0.reason))" }.joined(separator: ", ")
                warnings.append(InputMessage(.note, file: named.display(first.file), "seen but not read as a project: \(listed); the Swift " +
                    "files no project claims are linted as one folder module, which may be several targets, so rules about one module's contents stay silent on it"))
            }
            // A folder module's id is its folder.
            modules.append(Module(definition: definition, id: ".", root: runRoot, shownOrigin: named.display(runRoot),
                                  inputs: inputs(rest, root: runRoot), localizationInputs: inputs(restLocalizations, root: runRoot)))
        }
        let graph = AppGraph(modules: modules, packages: projects.swiftPackages, projects: projects.readProjects,
                             partlyRead: projects.partlyReadProjects, replacements: projects.replacements, root: runRoot)
        return Result(modules: graph.modules, inputsInNoTarget: inputs(filesInNoTarget, root: runRoot), inputMessages: warnings, apps: graph.apps,
                      root: runRoot)
    }

    /// A target's module id: its project file from `root` (the `.xcodeproj` bundle for Xcode;
    /// `Package.swift`, `Project.swift`, `project.yml`, `BUILD.bazel`), `:`, and its target's name.
    static func identifier(of definition: ModuleDefinition, root: String) -> String {
        var origin = definition.originPath
        if origin.hasSuffix("/project.pbxproj") { origin = Paths.parent(of: origin) }
        if let inside = Paths.remainder(of: origin, inside: root) { return inside + ":" + definition.targetName }
        // A project outside the run's root (one a Tuist workspace lists): up from the root, so
        // the id is the same on every machine.
        let common = Paths.commonAncestor(of: [origin, root])
        let climbs = Paths.relative(root, to: common).split(separator: "/").count
        let rest = Paths.relative(origin, to: common)
        return String(repeating: "../", count: climbs) + rest + ":" + definition.targetName
    }

    /// The folder a project's paths start from: the one holding `X.xcodeproj`, or the project file.
    package static func projectFolder(of originPath: String) -> String {
        let folder = Paths.parent(of: originPath)
        return folder.hasSuffix(".xcodeproj") ? Paths.parent(of: folder) : folder
    }

    /// The paths the user named, to show a found file the way they would write it.
    private struct NamedPaths {
        var workingDirectory: String
        /// Absolute folder (or file) → as named, longest first once sorted.
        private var named: [(absolute: String, display: String)] = []

        init(workingDirectory: String) {
            self.workingDirectory = workingDirectory
        }

        func absolute(_ path: String) -> String {
            Paths.absolute(path, from: workingDirectory)
        }

        mutating func add(display: String, absolute: String) {
            named.append((absolute, display))
            named.sort { $0.absolute.count > $1.absolute.count }
        }

        /// Under a path the user named: that path joined with the rest (`Sources/App/A.swift`);
        /// elsewhere (a target's file outside the folder named): as written from the working
        /// folder (`../Shared/A.swift`), so that no machine's own folders show.
        func display(_ file: String) -> String {
            for (absolute, display) in named {
                if file == absolute { return display }
                guard let inside = Paths.remainder(of: file, inside: absolute) else { continue }
                // `lint-intents .` shows `Sources/A.swift`, as git and compilers do.
                return display == "." ? String(inside) : display.hasSuffix("/") ? display + inside : display + "/" + inside
            }
            return Paths.written(file, from: workingDirectory)
        }
    }
}
