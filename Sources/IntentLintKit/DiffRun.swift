#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintDiscovery
import IntentLintRules
import IntentLintDiff
import IntentLintCore
import IntentLintEngine

/// `lint-intents diff`: reads two versions (manifest files or sources), pairs their modules
/// (by id, by name, else by what they declare), and reports the changes, each once, judged at
/// the level of the app and filtered by the configuration as lint findings are.
package enum DiffRun {
    /// One module of one version, with its places as reports show them.
    package struct ModuleVersion: Sendable {
        package var identifiers: SavedIdentifiers
        /// The module's id from discovery (`App.xcodeproj:Widget`, `Packages/Kit/Package.swift:Kit`,
        /// `.` for a folder), the same in every revision of a tree; nil for a manifest file,
        /// which does not record it.
        package var id: String?
        /// What it builds (`library`, `app`), when read from sources.
        package var kind: String?
        /// The ids of the modules that ship in the same apps as this one (itself included), as
        /// discovery found the apps; nil when that is not known (a manifest file, a module no
        /// app that discovery followed whole holds), and then any module of its version may.
        package var shipsWith: Set<String>?
        /// It stands for a module its version does not have: it declares nothing.
        var isAbsent = false
        /// Its intents, entities and enums (`SavedIdentifiers.declaredNames`), and what its App
        /// Shortcuts hold (each intent with one, and each phrase).
        let declared: Set<String>
        let shortcuts: Set<String>
        /// What it was built from, when read from sources: another version's module built from
        /// the same files, none of them changed, declares the same.
        var sources: Sources?
        /// Its Swift files, when read from sources: each path the manifest records (from the
        /// module's root) → the path reports show.
        var files: [String: String] = [:]
        /// The project file that defines it (`Package.swift`, `App.xcodeproj/project.pbxproj`), as
        /// reports show paths; nil for a folder module or a manifest file.
        var projectFile: String?

        struct Sources: Hashable {
            var id: String
            var name: String
            var kind: String
            var inputs: [SourceInput]
            var localizationInputs: [SourceInput]
        }

        /// - Parameter displayPath: turns a path the manifest records (relative to the module's
        ///   root) into the path a report shows.
        package init(identifiers: SavedIdentifiers, displayPath: (String) -> String = { $0 }, id: String? = nil, kind: String? = nil,
                     shipsWith: Set<String>? = nil) {
            self.identifiers = identifiers.withFiles(displayPath)
            declared = identifiers.declaredNames
            shortcuts = Set(identifiers.appShortcuts.flatMap { ["intent " + $0.intent] + $0.phrases })
            self.id = id
            self.kind = kind
            self.shipsWith = shipsWith
        }

        package var name: String { identifiers.module }

        /// As reports name it when a change is also another module's: "`Kit` (library)".
        var title: String {
            kind.map { "`\(name)` (\($0))" } ?? "`\(name)`"
        }

        /// The module declaring nothing that one missing from a version is compared with.
        var empty: ModuleVersion {
            var empty = ModuleVersion(identifiers: SavedIdentifiers(module: name), id: id, kind: kind, shipsWith: shipsWith)
            empty.isAbsent = true
            return empty
        }

        /// Tests are built, never shipped: what they declare is in no app.
        var isTest: Bool { kind == "test" }

        /// Files no project file describes: its name is the folder's, not a module's.
        var isFolder: Bool { kind == ModuleKind.folder.rawValue }
    }

    /// The module of a manifest file written by `lint-intents manifest` (or `--output-dir`).
    package static func version(ofManifest path: String,
                               workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> ModuleVersion {
        let json = try JSONValue.read(file: path, what: "the manifest", absolutePath: Paths.absolute(path, from: workingDirectory))
        return ModuleVersion(identifiers: try SavedIdentifiers(manifest: json, source: path))
    }

    /// The modules found in sources, as `lint` and `manifest` find them (in `options.files`: the
    /// disk, or a git revision), with what discovery said of what it read (`InputMessage`).
    package static func versions(ofSources paths: [String], options: LintRun.Options,
                                workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> (modules: [ModuleVersion], inputMessages: [InputMessage]) {
        var cache = ModuleLoader.ScanCache()
        return try versions(ofSources: paths, options: options, workingDirectory: workingDirectory, cache: &cache)
    }

    /// As `versions(ofSources:options:workingDirectory:)`, reusing and adding to what `cache`
    /// knows of files (what was found in the files a revision shares with the working tree).
    /// - Parameter reusing: the other version's modules and the files that differ between the
    ///   two (absolute): a module built from the same files as one of those, none of them
    ///   changed, is that module again, and is not read.
    package static func versions(ofSources paths: [String], options: LintRun.Options, workingDirectory: String,
                                 cache: inout ModuleLoader.ScanCache,
                                 reusing: (modules: [ModuleVersion], changed: Set<String>)? = nil) throws(InputError) -> (modules: [ModuleVersion], inputMessages: [InputMessage]) {
        let discovered = try LintRun.modules(paths, options: options, workingDirectory: workingDirectory)
        return (try versions(of: discovered, options: options, cache: &cache, reusing: reusing), discovered.inputMessages)
    }

    /// The modules `discovered` found, read as `versions(ofSources:…)` reads them.
    package static func versions(of discovered: ModuleDiscovery.Result, options: LintRun.Options, cache: inout ModuleLoader.ScanCache,
                                 reusing: (modules: [ModuleVersion], changed: Set<String>)? = nil) throws(InputError) -> [ModuleVersion] {
        var reused: [Int: ModuleVersion] = [:]
        var toRead = discovered
        if let reusing {
            let known = Dictionary(reusing.modules.compactMap { module in module.sources.map { ($0, module) } }, uniquingKeysWith: { first, _ in first })
            for (index, module) in discovered.modules.enumerated() where module.unseenFiles.isEmpty {
                guard let same = known[Self.sources(of: module)],
                      !(module.inputs + module.localizationInputs).contains(where: { reusing.changed.contains($0.absolutePath) }) else { continue }
                reused[index] = same
            }
            toRead.modules = discovered.modules.indices.filter { reused[$0] == nil }.map { discovered.modules[$0] }
        }
        let outcome = LintRun.run(toRead, options: options, mode: .manifestsOnly, cache: &cache)
        // A file left unread would look like everything it declares was removed.
        if let problem = outcome.unreadableFiles.first {
            throw InputError("\(problem.path): \(problem.message)")
        }
        // What ships with each module: the modules of every app it is in, when each is known whole.
        var shipsWith: [String: Set<String>] = [:]
        var unknown: Set<String> = []
        for app in discovered.apps {
            let members = Set(app.members.map(\.module))
            for member in members {
                if app.isComplete { shipsWith[member, default: []].formUnion(members) } else { unknown.insert(member) }
            }
        }
        func ships(_ id: String) -> Set<String>? { unknown.contains(id) ? nil : shipsWith[id] }
        var read = outcome.modules.makeIterator()
        var modules: [ModuleVersion] = []
        for index in discovered.modules.indices {
            if var same = reused[index] {
                same.shipsWith = ships(same.id ?? "")
                modules.append(same)
                continue
            }
            let result = read.next()!
            let display = Dictionary(result.module.inputs.map { ($0.relativePath, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
            let identifiers = try SavedIdentifiers(manifest: result.manifest.json, source: result.module.name)
            var version = ModuleVersion(identifiers: identifiers, displayPath: { display[$0] ?? $0 }, id: result.module.id,
                                        kind: result.module.definition.kind.rawValue, shipsWith: ships(result.module.id))
            version.sources = Self.sources(of: result.module)
            version.files = display
            version.projectFile = Self.projectFile(of: result.module)
            modules.append(version)
        }
        return modules
    }

    /// `Package.swift`, `App.xcodeproj/project.pbxproj`, `project.yml`: where a code review can
    /// show a change to a module whose file is gone.
    private static func projectFile(of module: ModuleDiscovery.Module) -> String? {
        guard module.definition.kind != .folder, let origin = module.shownOrigin else { return nil }
        let file = Paths.lastComponent(module.definition.originPath)
        return origin.hasSuffix("/" + file) || origin == file ? origin : origin + "/" + file
    }

    private static func sources(of module: ModuleDiscovery.Module) -> ModuleVersion.Sources {
        ModuleVersion.Sources(id: module.id, name: module.name, kind: module.definition.kind.rawValue, inputs: module.inputs,
                              localizationInputs: module.localizationInputs)
    }

    /// The changes from `old` to `new`, sorted and unfiltered: each module compared with its
    /// counterpart (`pairs`), with what the rest of its app declares, and a change several modules
    /// see (a declaration in a file two targets compile) reported once, with the other targets as
    /// related places, as `lint` does.
    /// - Parameter oldName: how messages name the old version (`main`, a folder as given): a
    ///   change about something gone says where it was in it, and is shown in the new version.
    package static func changes(from old: [ModuleVersion], to new: [ModuleVersion], oldName: String? = nil) -> [Finding] {
        let pairing = Pairing(old: old, new: new)
        // Every file of the new version, for what git reads: its paths are the working tree's in both.
        let newFiles = Set(new.flatMap(\.files.values))
        let newIsSources = new.contains { $0.sources != nil }
        var produced: [FindingMerge.Produced] = []
        for (oldIndex, newIndex) in pairing.pairs {
            let before = oldIndex.map { old[$0] } ?? new[newIndex!].empty
            let after = newIndex.map { new[$0] } ?? before.empty
            // Nothing declared on either side: nothing to compare.
            if before.declared.isEmpty, after.declared.isEmpty, before.identifiers.appShortcuts.isEmpty, after.identifiers.appShortcuts.isEmpty {
                continue
            }
            // The rest of the app matters only for what one side has and the other not.
            var oldRest = ManifestDiff.RestOfApp()
            var newRest = ManifestDiff.RestOfApp()
            if before.declared != after.declared || before.shortcuts != after.shortcuts {
                for mate in pairing.mates(of: oldIndex, newIndex, old: true) {
                    oldRest.add(old[mate].identifiers, counterpart: pairing.newOf[mate].map { new[$0].identifiers })
                }
                for mate in pairing.mates(of: oldIndex, newIndex, old: false) {
                    newRest.add(new[mate].identifiers, counterpart: pairing.oldOf[mate].map { old[$0].identifiers })
                }
            }
            var diff = ManifestDiff(old: before.identifiers, new: after.identifiers, oldRestOfApp: oldRest, newRestOfApp: newRest)
            diff.comparesModuleNames = !before.isFolder && !after.isFolder
            if let oldIndex, old[oldIndex].shipsWith != nil {
                // The old app, known whole: what its modules held saved values of.
                diff.oldAppSavedTypes = ([oldIndex] + pairing.mates(of: oldIndex, newIndex, old: true))
                    .reduce(into: Set<String>()) { $0.formUnion(old[$1].identifiers.savedTypes) }
            }
            if let oldName {
                let relativeOf = Dictionary(before.files.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
                let newOf = after.files
                let moduleInNew = after.identifiers.provider ?? after.projectFile.map { SavedIdentifiers.Place(file: $0, line: 1, column: 1) }
                    ?? ManifestDiff.firstPlace(of: after.identifiers)
                let fileInNew: @Sendable (String) -> String? = { file in
                    if let relative = relativeOf[file], let now = newOf[relative] { return now }
                    return newFiles.contains(file) ? file : nil
                }
                diff.gone = ManifestDiff.GoneThings(versionName: oldName, fileInNew: newIsSources ? fileInNew : nil, moduleInNew: moduleInNew)
            }
            produced += diff.changes().map { FindingMerge.Produced(finding: $0, producer: after.title, isModule: true) }
        }
        return FindingMerge.merge(produced)
    }

    /// Each module of `old` with its counterpart in `new` (`Pairing`); one without is compared
    /// with an empty module.
    static func pairs(from old: [ModuleVersion], to new: [ModuleVersion]) -> [(old: ModuleVersion, new: ModuleVersion)] {
        Pairing(old: old, new: new).pairs.map { oldIndex, newIndex in
            let before = oldIndex.map { old[$0] } ?? new[newIndex!].empty
            return (before, newIndex.map { new[$0] } ?? before.empty)
        }
    }

    /// Which module of one version is which of the other: the module of the same id where both
    /// sides have ids (two packages may each have an `App`); else of the same name (manifest files
    /// record no id; a module whose project moved keeps its name), the one declaring most alike
    /// among several; else, for a project, folder or target renamed, the module declaring the
    /// most of the same intents, entities and enums, as intents are paired.
    struct Pairing {
        let old: [ModuleVersion]
        let new: [ModuleVersion]
        private(set) var pairs: [(Int?, Int?)] = []
        /// Each old module's counterpart in `new`, and each new module's in `old`, by index.
        private(set) var newOf: [Int: Int] = [:]
        private(set) var oldOf: [Int: Int] = [:]

        init(old: [ModuleVersion], new: [ModuleVersion]) {
            self.old = old
            self.new = new
            let oldNames = old.map(\.declared)
            let newNames = new.map(\.declared)
            func alike(_ oldIndex: Int, _ newIndex: Int) -> Double {
                let union = oldNames[oldIndex].union(newNames[newIndex]).count
                return union == 0 ? 0 : Double(oldNames[oldIndex].intersection(newNames[newIndex]).count) / Double(union)
            }
            var free = Set(new.indices)
            func pair(_ oldIndex: Int, _ newIndex: Int) {
                newOf[oldIndex] = newIndex
                oldOf[newIndex] = oldIndex
                free.remove(newIndex)
            }
            for oldIndex in old.indices {
                if let id = old[oldIndex].id, let found = new.indices.first(where: { free.contains($0) && new[$0].id == id }) { pair(oldIndex, found) }
            }
            for oldIndex in old.indices where newOf[oldIndex] == nil {
                let named = new.indices.filter { free.contains($0) && new[$0].name == old[oldIndex].name }
                // The first of the most alike: in order when they are alike.
                if let best = named.max(by: { alike(oldIndex, $0) < alike(oldIndex, $1) || (alike(oldIndex, $0) == alike(oldIndex, $1) && $0 > $1) }) {
                    pair(oldIndex, best)
                }
            }
            var candidates: [(old: Int, new: Int, alike: Double, sameKind: Bool)] = []
            for oldIndex in old.indices where newOf[oldIndex] == nil && !oldNames[oldIndex].isEmpty {
                for newIndex in new.indices where free.contains(newIndex) {
                    let score = alike(oldIndex, newIndex)
                    if score > 0 { candidates.append((oldIndex, newIndex, score, old[oldIndex].kind == new[newIndex].kind)) }
                }
            }
            candidates.sort { ($0.alike, $0.sameKind ? 1 : 0, -$0.old, -$0.new) > ($1.alike, $1.sameKind ? 1 : 0, -$1.old, -$1.new) }
            for candidate in candidates where newOf[candidate.old] == nil && free.contains(candidate.new) {
                pair(candidate.old, candidate.new)
            }
            pairs = old.indices.map { ($0, newOf[$0]) } + new.indices.filter { oldOf[$0] == nil }.map { (nil, $0) }
        }

        /// The other modules of the app of the pair `oldIndex`–`newIndex`, in the old version
        /// (`old`) or the new one: those that ship with the pair's module of that version, or,
        /// where that version does not have it, with the counterparts of the modules that ship
        /// with it in the other.
        func mates(of oldIndex: Int?, _ newIndex: Int?, old isOld: Bool) -> [Int] {
            let (own, other) = isOld ? (oldIndex, newIndex) : (newIndex, oldIndex)
            let version = isOld ? old : new
            let otherVersion = isOld ? new : old
            let counterpart = isOld ? oldOf : newOf
            if let own { return Self.shipping(with: own, in: version) }
            guard let other else { return [] }
            var mates: Set<Int> = []
            for mate in Self.shipping(with: other, in: otherVersion) {
                guard let found = counterpart[mate] else { continue }
                mates.insert(found)
                mates.formUnion(Self.shipping(with: found, in: version))
            }
            return mates.sorted()
        }

        /// The modules of `version` other than `index` that ship with it.
        private static func shipping(with index: Int, in version: [ModuleVersion]) -> [Int] {
            let module = version[index]
            return version.indices.filter { other in
                guard other != index, !version[other].isTest else { return false }
                guard let shipsWith = module.shipsWith else { return true }
                return version[other].id.map(shipsWith.contains) ?? false
            }
        }
    }
}

extension DiffRun {
    /// Two folders on disk whose files are twins by their path under each: `folder/a/b.swift`
    /// and `earlier/a/b.swift` (or two files, each the other's twin). Reading OLD keeps its
    /// bytes, up to 256 MB in all (files past that are read again), for NEW's to be compared with.
    package struct TwinFolders: EarlierFiles {
        /// The folder (or file) being read.
        var folder: String
        /// The folder (or file) read before.
        var earlier: String
        /// Whether the folder being read is OLD, whose bytes are kept, rather than NEW.
        package private(set) var keepsBytes = true
        private var kept: [String: [UInt8]] = [:]
        private var keptByteCount = 0

        package init(folder: String, earlier: String) {
            self.folder = folder
            self.earlier = earlier
        }

        /// The path of `path`'s twin (both absolute), when `path` is under `folder` and NEW is read.
        package func twin(of path: String) -> String? {
            guard !keepsBytes else { return nil }
            if path == folder { return earlier }
            guard folder != "/", path.utf8.count > folder.utf8.count + 1, path.hasPrefix(folder),
                  path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/") else { return nil }
            return earlier + path.dropFirst(folder.count)
        }

        package func keptBytes(of path: String) -> [UInt8]? { kept[path] }

        package mutating func beginLaterRead() { keepsBytes = false }

        package mutating func keep(_ bytes: [UInt8], of path: String) {
            guard keptByteCount + bytes.count <= 256 << 20 else { return }
            kept[path] = bytes
            keptByteCount += bytes.count
        }
    }
}
