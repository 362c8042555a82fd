#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore
import IntentLintDiscovery
import IntentLintEngine

/// A path inside a project, linted as part of it. `lint-intents Sources/Intents` finds the
/// `Package.swift` or `.xcodeproj` above the folder, as git finds `.git`, and lints that
/// project's modules, so that the rest of each target (its other files, what it builds) counts
/// as it does in the build; only findings in files under the paths named are reported.
///
/// A path that holds a project file itself is its own root. So is a path that no target of the
/// project above compiles (fixtures, scripts, a folder of packages of their own): it is linted
/// on its own, since its context would leave it out.
struct ProjectContext {
    /// The modules found from the projects and the paths.
    var discovered: ModuleDiscovery.Result
    /// Absolute paths of the files whose findings are reported: those under the paths named.
    var reportedFiles: Set<String>
    /// One note per project, saying what it linted and reported.
    var notes: [SessionMessage]
    /// The project folders, absolute.
    var roots: [String]

    /// The context of `paths`, or nil when none of them lies inside a project (or one does not
    /// exist, which discovery then reports).
    static func find(for paths: [String], options: LintRun.Options, workingDirectory: String) throws(InputError) -> ProjectContext? {
        let absolute = paths.map { Paths.absolute($0, from: workingDirectory) }
        var projects: [String: [Int]] = [:]
        for (index, path) in absolute.enumerated() {
            let start: String
            switch FileSystem.kind(of: path) {
            case .directory:
                guard ModuleDiscovery.projectFiles(in: path).isEmpty else { continue }
                start = path
            case .file:
                start = Paths.parent(of: path)
            case .missing, .other:
                return nil
            }
            if let project = ModuleDiscovery.enclosingProjectFolder(from: start) {
                projects[project, default: []].append(index)
            }
        }
        while !projects.isEmpty {
            // The projects first, then every path as named, so that discovery shows a file under
            // a path the way the user named the path.
            let roots = projects.keys.sorted().map { Paths.written($0, from: workingDirectory) }
            var discovered = try LintRun.modules(roots + paths, options: options, workingDirectory: workingDirectory)
            var seenMessages: Set<InputMessage> = []
            discovered.inputMessages = discovered.inputMessages.filter { seenMessages.insert($0).inserted }
            // A path no target of its project compiles is linted on its own: only
            // projects nested in it (fixtures, a package of its own) would find its files.
            let uncompiled = projects.filter { project, members in
                let compiled = discovered.modules.filter { ModuleDiscovery.projectFolder(of: $0.definition.originPath) == project && isProjectTarget($0.definition) }
                    .flatMap(\.inputs).map(\.absolutePath)
                return members.contains { index in !compiled.contains { $0 == absolute[index] || Paths.remainder(of: $0, inside: absolute[index]) != nil } }
            }
            guard uncompiled.isEmpty else {
                for project in uncompiled.keys { projects[project] = nil }
                continue
            }
            func isNamed(_ file: String) -> Bool { absolute.contains { file == $0 || Paths.remainder(of: file, inside: $0) != nil } }
            let reported = discovered.modules.flatMap { $0.inputs + $0.localizationInputs }.map(\.absolutePath).filter(isNamed)
            // What the project leaves out elsewhere is no news about the paths named.
            discovered.inputsInNoTarget = discovered.inputsInNoTarget.filter { isNamed($0.absolutePath) }
            let notes = projects.sorted { $0.key < $1.key }.map { project, members -> SessionMessage in
                let root = Paths.written(project, from: workingDirectory)
                let files = ModuleDiscovery.projectFiles(in: project).map { root == "." ? $0 : root + "/" + $0 }
                let named = members.map { paths[$0] }.joined(separator: ", ")
                return SessionMessage(.note, "note: \(named) is part of \(files.joined(separator: " and ")): linting the project's modules, reporting findings under \(named) only")
            }
            return ProjectContext(discovered: discovered, reportedFiles: Set(reported), notes: notes, roots: projects.keys.sorted())
        }
        return nil
    }

    /// A target of a `Package.swift` or an `.xcodeproj`, rather than the folder module.
    private static func isProjectTarget(_ definition: ModuleDefinition) -> Bool {
        definition.originPath.hasSuffix("/project.pbxproj") || FileSystem.isPackageManifest(definition.originPath)
    }
}
