#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintRules
import IntentLintDiff

/// `lint-intents diff`: reads two versions (manifest files or sources), pairs their modules
/// (by id, else by name), and reports the changes, each once, filtered by the configuration as
/// lint findings are.
package enum DiffRun {
    /// One module of one version, with how its manifest's file paths are shown.
    package struct ModuleVersion: Sendable {
        package var identifiers: SavedIdentifiers
        /// Turns a path the manifest records (relative to the module's root) into the path a
        /// report shows.
        package var displayPath: @Sendable (String) -> String
        /// The module's id from discovery (`App.xcodeproj:Widget`, `Packages/Kit/Package.swift:Kit`,
        /// `.` for a folder), the same in every revision of a tree; nil for a manifest file,
        /// which does not record it.
        package var id: String?
        /// What it builds (`library`, `app`), when read from sources.
        package var kind: String?

        package init(identifiers: SavedIdentifiers, displayPath: @escaping @Sendable (String) -> String, id: String? = nil, kind: String? = nil) {
            self.identifiers = identifiers
            self.displayPath = displayPath
            self.id = id
            self.kind = kind
        }

        package var name: String { identifiers.module }

        /// As reports name it when a change is also another module's: "`Kit` (library)".
        var title: String {
            kind.map { "`\(name)` (\($0))" } ?? "`\(name)`"
        }

        /// The module declaring nothing that one missing from a version is compared with.
        var empty: ModuleVersion {
            ModuleVersion(identifiers: SavedIdentifiers(module: name), displayPath: displayPath, id: id, kind: kind)
        }
    }

    /// The module of a manifest file written by `lint-intents manifest` (or `--output-dir`).
    package static func version(ofManifest path: String,
                               workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> ModuleVersion {
        let json = try JSONValue.read(file: path, what: "the manifest", absolutePath: Paths.absolute(path, from: workingDirectory))
        return ModuleVersion(identifiers: try SavedIdentifiers(manifest: json, source: path), displayPath: { $0 })
    }

    /// The modules found in sources, as `lint` and `manifest` find them (in `options.files`: the
    /// disk, or a git revision), with the one-line warnings about project files that discovery gave.
    package static func versions(ofSources paths: [String], options: LintRun.Options,
                                workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> (modules: [ModuleVersion], warnings: [String]) {
        var cache = ModuleLoader.ScanCache()
        return try versions(ofSources: paths, options: options, workingDirectory: workingDirectory, cache: &cache)
    }

    /// As `versions(ofSources:options:workingDirectory:)`, reusing and adding to what `cache`
    /// knows of files (what was found in the files a revision shares with the working tree).
    package static func versions(ofSources paths: [String], options: LintRun.Options, workingDirectory: String,
                                 cache: inout ModuleLoader.ScanCache) throws(InputError) -> (modules: [ModuleVersion], warnings: [String]) {
        let discovered = try LintRun.modules(paths, options: options, workingDirectory: workingDirectory)
        let outcome = LintRun.run(discovered, options: options, mode: .manifestsOnly, cache: &cache)
        // A file left unread would look like everything it declares was removed.
        if let problem = outcome.unreadableFiles.first {
            throw InputError("\(problem.path): \(problem.message)")
        }
        let modules = try outcome.modules.map { result throws(InputError) in
            let display = Dictionary(result.module.inputs.map { ($0.relativePath, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
            let identifiers = try SavedIdentifiers(manifest: result.manifest.json, source: result.module.name)
            return ModuleVersion(identifiers: identifiers, displayPath: { display[$0] ?? $0 }, id: result.module.id,
                                 kind: result.module.definition.kind.rawValue)
        }
        return (modules, outcome.warnings)
    }

    /// The changes from `old` to `new`, sorted and unfiltered: each module compared with its
    /// counterpart (`pairs`), and a change several modules see (a declaration in a file two
    /// targets compile) reported once, with the other targets as related places, as `lint` does.
    package static func changes(from old: [ModuleVersion], to new: [ModuleVersion]) -> [Finding] {
        let produced = pairs(from: old, to: new).flatMap { before, after in
            ManifestDiff(old: before.identifiers, new: after.identifiers, oldPath: before.displayPath, newPath: after.displayPath).changes()
                .map { FindingMerge.Produced(finding: $0, producer: after.title, isModule: true) }
        }
        return FindingMerge.merge(produced)
    }

    /// Each module of `old` with its counterpart in `new`: the module of the same id where both
    /// sides have ids (two packages may each have an `App`), else of the same name (manifest
    /// files record no id; several of one name pair in order). When exactly one module is left
    /// on each side, they are one module renamed; any other left is compared with an empty one.
    static func pairs(from old: [ModuleVersion], to new: [ModuleVersion]) -> [(old: ModuleVersion, new: ModuleVersion)] {
        var pairs: [(old: ModuleVersion, new: ModuleVersion)] = []
        var unmatchedOld = old
        var unmatchedNew = new
        for matches in [{ (a: ModuleVersion, b: ModuleVersion) in a.id != nil && a.id == b.id }, { $0.name == $1.name }] {
            var stillUnmatched: [ModuleVersion] = []
            for module in unmatchedOld {
                if let counterpart = unmatchedNew.firstIndex(where: { matches(module, $0) }) {
                    pairs.append((module, unmatchedNew.remove(at: counterpart)))
                } else {
                    stillUnmatched.append(module)
                }
            }
            unmatchedOld = stillUnmatched
        }
        if unmatchedOld.count == 1, unmatchedNew.count == 1 {
            return pairs + [(unmatchedOld[0], unmatchedNew[0])]
        }
        return pairs + unmatchedOld.map { ($0, $0.empty) } + unmatchedNew.map { ($0.empty, $0) }
    }

    /// The changes the configuration enables, with its severities.
    package static func filtered(_ changes: [Finding], by configuration: Configuration) -> [Finding] {
        let enabled = Set(configuration.enabledRules(from: ChangeKind.descriptions).map(\.identifier))
        return changes.filter { enabled.contains($0.ruleIdentifier) }.map { change in
            var change = change
            change.severity = configuration.severity(for: change.ruleIdentifier, default: change.severity)
            return change
        }
    }
}

extension ModuleLoader.ScanCache {
    /// Forgets what was found in `files` (absolute): their bytes differ in the next version read.
    mutating func forget(_ files: Set<String>) {
        for file in files {
            scanned[file] = nil
            unmarked.remove(file)
            problems[file] = nil
        }
    }
}
