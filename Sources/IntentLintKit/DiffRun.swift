import Foundation
import IntentLintSupport
import IntentLintRules
import IntentLintDiff

/// `lint-intents diff`: reads two versions (manifest files or sources), pairs their modules
/// by name, and reports the changes, filtered by the configuration as lint findings are.
public enum DiffRun {
    /// One module of one version, with how its manifest's file paths are shown.
    public struct ModuleVersion: Sendable {
        public var identifiers: SavedIdentifiers
        /// Turns a path the manifest records (relative to the module's root) into the path a
        /// report shows.
        public var displayPath: @Sendable (String) -> String

        public init(identifiers: SavedIdentifiers, displayPath: @escaping @Sendable (String) -> String) {
            self.identifiers = identifiers
            self.displayPath = displayPath
        }

        public var name: String { identifiers.module }
    }

    /// The module of a manifest file written by `lint-intents manifest` (or `--output-dir`).
    public static func version(ofManifest path: String,
                               workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> ModuleVersion {
        let json = try JSONValue.read(file: path, what: "the manifest", absolutePath: Paths.absolute(path, from: workingDirectory))
        return ModuleVersion(identifiers: try SavedIdentifiers(manifest: json, source: path), displayPath: { $0 })
    }

    /// The modules found in sources, as `lint` and `manifest` find them (in `options.files`: the
    /// disk, or a git revision), with the one-line warnings about project files that discovery gave.
    public static func versions(ofSources paths: [String], options: LintRun.Options,
                                workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> (modules: [ModuleVersion], warnings: [String]) {
        let discovered = try LintRun.modules(paths, options: options, workingDirectory: workingDirectory)
        let outcome = LintRun.run(discovered, options: options, mode: .manifestsOnly)
        // A file left unread would look like everything it declares was removed.
        if let problem = outcome.unreadableFiles.first {
            throw InputError("\(problem.path): \(problem.message)")
        }
        let modules = try outcome.modules.map { result throws(InputError) in
            let display = Dictionary(result.module.inputs.map { ($0.relativePath, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
            let identifiers = try SavedIdentifiers(manifest: result.manifest.json, source: result.module.name)
            return ModuleVersion(identifiers: identifiers, displayPath: { display[$0] ?? $0 })
        }
        return (modules, outcome.warnings)
    }

    /// The changes from `old` to `new`: modules of one name are compared (several of one name,
    /// as two packages may each have an `App`, in order); a module that is on one side only is
    /// compared with an empty one, unless exactly one is missing on each side, which is a
    /// renamed module. Sorted; unfiltered.
    public static func changes(from old: [ModuleVersion], to new: [ModuleVersion]) -> [Finding] {
        var pairs: [(ModuleVersion, ModuleVersion)] = []
        var unmatchedOld: [ModuleVersion] = []
        var unmatchedNew = new
        for module in old {
            if let counterpart = unmatchedNew.firstIndex(where: { $0.name == module.name }) {
                pairs.append((module, unmatchedNew.remove(at: counterpart)))
            } else {
                unmatchedOld.append(module)
            }
        }
        if unmatchedOld.count == 1, unmatchedNew.count == 1 {
            pairs.append((unmatchedOld[0], unmatchedNew[0]))
            unmatchedOld = []
            unmatchedNew = []
        }
        for module in unmatchedOld {
            pairs.append((module, ModuleVersion(identifiers: SavedIdentifiers(module: module.name), displayPath: module.displayPath)))
        }
        for module in unmatchedNew {
            pairs.append((ModuleVersion(identifiers: SavedIdentifiers(module: module.name), displayPath: module.displayPath), module))
        }
        return pairs.flatMap { before, after in
            ManifestDiff(old: before.identifiers, new: after.identifiers, oldPath: before.displayPath, newPath: after.displayPath).changes()
        }.sorted(by: Finding.ordered)
    }

    /// The changes the configuration enables, with its severities.
    public static func filtered(_ changes: [Finding], by configuration: Configuration) -> [Finding] {
        let enabled = Set(configuration.enabledRules(from: ChangeKind.descriptions).map(\.identifier))
        return changes.filter { enabled.contains($0.ruleIdentifier) }.map { change in
            var change = change
            change.severity = configuration.severity(for: change.ruleIdentifier, default: change.severity)
            return change
        }
    }
}
