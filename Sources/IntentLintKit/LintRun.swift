#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintSyntax
import IntentLintLocalization
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules
import IntentLintMetadata
import IntentLintCore

/// One run of lint-intents from paths to manifests and findings: discover the modules,
/// read and scan their files, build each module's manifest, run the rules and filter their
/// findings through suppressions and the configuration. `LintSession` runs this for every
/// command (and through the commands for the plugins and hooks), so they all read the same
/// files the same way.
public enum LintRun {
    /// What a run computes.
    public enum Mode: Sendable, Equatable {
        /// Each module's manifest and every finding.
        case lint
        /// Each module's manifest only: no rule runs (`manifest`, and `diff` reading sources).
        /// The only findings are those about files that could not be read.
        case manifestsOnly
        /// Each module's manifest and its `extract.actionsdata` for a build with these settings
        /// (`metadata`, and `verify --whole-file`); no rule runs.
        case exportedMetadata(MetadataBuildSettings)
    }

    public struct Options: Sendable {
        package var configuration: Configuration
        package var jobs: Int
        package var scanEveryFile: Bool
        /// The name of the folder module (files no project file claims).
        package var folderModuleName: String?
        /// What the folder module builds, when the caller knows (a plugin does).
        package var folderModuleKind: ModuleKind = .folder
        /// Bytes to read instead of files' contents, by absolute path.
        package var replacedContents: [String: [UInt8]]
        /// When set, only findings in these files (absolute paths) are reported; their
        /// modules are still read whole, so conformances in other files count.
        package var reportedFiles: Set<String>?
        /// Where discovery and loading read files: the disk, or a git revision in memory.
        package var files: any FileSource = LocalFiles()
        /// With `reportedFiles`, lint every module all the same (for their manifests). Otherwise
        /// only the modules that compile a reported file, and the other modules of their apps,
        /// are read: no other module can report a finding in those files.
        package var lintsEveryModule = false
        /// The process ends once this run is reported (the command line): each module's
        /// declarations and type index are then left for the exit to reclaim, not freed object
        /// by object after its check, which took an eighth of a `--scan-every-file` run's
        /// instructions. The peak hardly moves: before checking starts, every module's
        /// declarations are held at once anyway.
        package var leavesModulesToExit = false

        public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    scanEveryFile: Bool = false, folderModuleName: String? = nil,
                    replacedContents: [String: [UInt8]] = [:], reportedFiles: Set<String>? = nil) {
            self.configuration = configuration
            self.jobs = jobs
            self.scanEveryFile = scanEveryFile
            self.folderModuleName = folderModuleName
            self.replacedContents = replacedContents
            self.reportedFiles = reportedFiles
        }
    }

    public struct ModuleResult: Sendable {
        package var module: ModuleDiscovery.Module
        package var manifest: Manifest
        /// What this module's rules found, before suppression comments and configuration.
        package var findings: [Finding]
        /// Its strings tables, read: kept only in the manifests-only mode, where no rule read them
        /// (`diff` reads what people see of titles and phrases from them).
        package var localizationFiles: [LocalizationFile] = []
        /// The module's `extract.actionsdata`, in the `exportedMetadata` mode.
        package var exportedMetadata: MetadataDocument?

        /// This module's share of `reported` (the run's findings after suppressions, a baseline
        /// or a file filter): those it produced, and the engine's about its files (unreadable
        /// files, suppression comments). A finding in a file two modules compile counts for each
        /// module that produced it.
        package func findings(among reported: [Finding]) -> [Finding] {
            // Asked of every module of the run: most have nothing to look through.
            guard !reported.isEmpty else { return [] }
            let own = Set(findings.map(\.identity))
            let files = Set((module.inputs + module.localizationInputs).map(\.displayPath))
            let engine = Set(RuleRegistry.engineDiagnostics.map { $0.description.identifier })
            return reported.filter { own.contains($0.identity) || (engine.contains($0.ruleIdentifier) && files.contains($0.file)) }
        }
    }

    public struct Outcome: Sendable {
        package var modules: [ModuleResult]
        /// Every module's findings and the unreadable files, each once, sorted.
        public var findings: [Finding]
        /// One-line warnings about project files (`path: warning: …`).
        package var warnings: [String]
        /// The files that could not be read, by display path (also `unreadable-file` findings,
        /// when that rule is enabled).
        package var unreadableFiles: [FileProblem]
        /// Swift files read, each counted once.
        public var fileCount: Int
    }

    /// Discovers the modules under `paths`, keeping the files the configuration includes.
    public static func modules(_ paths: [String], options: Options,
                               workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> ModuleDiscovery.Result {
        let result = try ModuleDiscovery.discover(paths, in: options.files, workingDirectory: workingDirectory,
                                                  folderModuleName: options.folderModuleName, folderModuleKind: options.folderModuleKind,
                                                  jobs: options.jobs)
        return included(result, options: options, workingDirectory: workingDirectory)
    }

    /// The modules a module list names (`ModuleDiscovery.listed(in:)`), keeping the files the
    /// configuration includes, as for discovered ones.
    package static func modules(listedIn path: String, options: Options,
                               workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> ModuleDiscovery.Result {
        included(try ModuleDiscovery.listed(in: path, files: options.files, workingDirectory: workingDirectory), options: options,
                 workingDirectory: workingDirectory)
    }

    /// Leaves out the files the configuration's `included` and `excluded` leave out, noting them
    /// as unseen: what they declare is then not known.
    private static func included(_ discovered: ModuleDiscovery.Result, options: Options, workingDirectory: String) -> ModuleDiscovery.Result {
        func keep(_ inputs: inout [SourceInput], noting unseen: inout [String]) {
            let included = options.configuration.includedInputs(inputs, workingDirectory: workingDirectory)
            if included.count < inputs.count {
                let kept = Set(included.map(\.absolutePath))
                unseen += inputs.map(\.absolutePath).filter { !kept.contains($0) }
            }
            inputs = included
        }
        var result = discovered
        for index in result.modules.indices {
            var module = result.modules[index]
            keep(&module.inputs, noting: &module.unseenFiles)
            keep(&module.localizationInputs, noting: &module.unseenLocalizationFiles)
            result.modules[index] = module
        }
        // Files the configuration leaves out are not news either: excluding them silences the note.
        let configuration = options.configuration
        if !configuration.included.isEmpty || !configuration.excluded.isEmpty {
            result.filesInNoTarget = result.filesInNoTarget.filter {
                configuration.isIncluded(configuration.relativePath(of: $0, workingDirectory: workingDirectory))
            }
        }
        return result
    }

    /// The modules and apps a run with `options` lints: all of them, or with `reportedFiles`
    /// (a commit hook's staged files) the modules that compile one of those files and the whole
    /// of each app they are part of, since app rules read every module of an app.
    static func linted(_ discovered: ModuleDiscovery.Result, options: Options) -> (modules: [ModuleDiscovery.Module], apps: [AppDefinition]) {
        guard let reported = options.reportedFiles, !options.lintsEveryModule else { return (discovered.modules, discovered.apps) }
        let reporting = Set(discovered.modules.filter { module in
            (module.inputs + module.localizationInputs).contains { reported.contains($0.absolutePath) }
        }.map(\.id))
        let apps = discovered.apps.filter { app in app.members.contains { reporting.contains($0.module) } }
        let linted = reporting.union(apps.flatMap { $0.members.map(\.module) })
        return (discovered.modules.filter { linted.contains($0.id) }, apps)
    }

    /// Lints `modules` (from `modules(_:options:)`), or only builds their manifests.
    public static func run(_ discovered: ModuleDiscovery.Result, options: Options, mode: Mode = .lint) -> Outcome {
        var cache = ModuleLoader.ScanCache()
        return run(discovered, options: options, mode: mode, cache: &cache, keepsScannedFiles: false)
    }

    /// As `run(_:options:mode:)`, reusing and adding to what `cache` knows of files: `diff`
    /// reads the files a revision shares with the working tree once for both. Without
    /// `keepsScannedFiles`, the cache lets go of the files' declarations once they are loaded,
    /// so that each module's are freed as soon as its rules have run.
    package static func run(_ discovered: ModuleDiscovery.Result, options: Options, mode: Mode = .lint,
                            cache: inout ModuleLoader.ScanCache, keepsScannedFiles: Bool = true) -> Outcome {
        let (lintedModules, lintedApps) = linted(discovered, options: options)
        let linter = Linter(enabledRuleIdentifiers: Set(options.configuration.enabledRules(from: RuleRegistry.allDescriptions).map(\.identifier)),
                            severityOverrides: options.configuration.severities)
        // Lines for baselines come from what was linted: the staged version, where one is given.
        var replacedByDisplayPath: [String: [UInt8]] = [:]
        if !options.replacedContents.isEmpty {
            for module in lintedModules {
                for input in module.inputs + module.localizationInputs {
                    if let bytes = options.replacedContents[input.absolutePath] { replacedByDisplayPath[input.displayPath] = bytes }
                }
            }
        }
        let lines = SourceLines(contents: replacedByDisplayPath, absolutePaths: {
            var absolutePaths: [String: String] = [:]
            for module in lintedModules {
                for input in module.inputs + module.localizationInputs { absolutePaths[input.displayPath] = input.absolutePath }
            }
            return absolutePaths
        })
        var unique: Set<String> = []
        let inputs = lintedModules.flatMap(\.inputs).filter { unique.insert($0.absolutePath).inserted }
        // Every file the modules build is read: a source that fetches files (a git revision) fetches them at once.
        let localizationFiles = Set(lintedModules.flatMap(\.localizationInputs).map(\.absolutePath))
        options.files.willRead((inputs.map(\.absolutePath) + localizationFiles.sorted()).filter { options.replacedContents[$0] == nil })
        ModuleLoader.prefetch(inputs, from: options.files, jobs: options.jobs, scanEveryFile: options.scanEveryFile,
                              replacedContents: options.replacedContents, cache: &cache)
        var problems: [String: FileProblem] = [:]
        var loadedModules: [(module: ModuleDiscovery.Module, files: [FileSyntax], localizations: [LocalizationFile])] = []
        // Modules a localization file of which could not be read.
        var unreadLocalizations: Set<String> = []
        for module in lintedModules {
            let loaded = ModuleLoader.load(module.inputs, from: options.files, jobs: options.jobs, scanEveryFile: options.scanEveryFile,
                                           replacedContents: options.replacedContents, cache: &cache)
            for problem in loaded.problems { problems[problem.path] = problem }
            let localizations = ModuleLoader.loadLocalizationFiles(module.localizationInputs, from: options.files, jobs: options.jobs,
                                                                   replacedContents: options.replacedContents)
            for problem in localizations.problems { problems[problem.path] = problem }
            // A UTF-16 file's lines, for baselines, are those of its text, not of its bytes.
            for file in localizations.files {
                if let text = file.transcodedText { lines.remember(file.displayPath, contents: text) }
            }
            if !localizations.problems.isEmpty { unreadLocalizations.insert(module.id) }
            loadedModules.append((module, loaded.files, localizations.files))
        }
        if !keepsScannedFiles {
            // Its table goes too: releasing every entry, on this thread, only to end the process.
            if options.leavesModulesToExit { LeftToExit.keep(cache.scanned) }
            cache.scanned = [:]
        }
        // What suppression comments need of each file, taken now: the files themselves go to the
        // workers below. A file without one can neither silence a finding nor add one.
        let commented = loadedModules.flatMap { module, files, localizations in
            files.filter { !$0.directives.isEmpty }
                .map { Linter.CommentedFile(displayPath: $0.displayPath, directives: $0.directives, lineCount: $0.lineCount) }
                + localizations.filter { !$0.directives.isEmpty }
                .map { Linter.CommentedFile(displayPath: $0.displayPath, directives: $0.directives, lineCount: $0.lineCount) }
        }
        // Which kinds of target compile each file that several modules compile, for rules that
        // depend on where code runs: of every module found, linted or not. A file one module
        // compiles needs no list.
        var firstKinds: [String: ModuleKind] = [:]
        var kindsByFile: [String: [ModuleKind]] = [:]
        // When every module is linted and no file was read twice, no file has a list to make.
        let isEachFileInOneModule = lintedModules.count == discovered.modules.count
            && unique.count == lintedModules.reduce(0) { $0 + $1.inputs.count }
        for module in discovered.modules where !isEachFileInOneModule {
            for input in module.inputs {
                if let first = firstKinds[input.absolutePath] {
                    kindsByFile[input.absolutePath, default: [first]].append(module.definition.kind)
                } else {
                    firstKinds[input.absolutePath] = module.definition.kind
                }
            }
        }
        let kindsCompilingFile = kindsByFile
        let unreadable = cache.problems
        // Only the modules of an app keep their type index past their own rules: app rules read it.
        let appMembers = Set(lintedApps.flatMap { $0.members.map(\.module) })
        // Modules are independent once loaded: many small targets keep every core busy.
        // Each module's files are handed to the worker that checks it and kept nowhere else, so
        // that their declarations are freed there, in parallel, not all on one thread at the end.
        // The largest modules start first, so that none is left to run alone at the end while
        // the other cores wait; results come back in the modules' order.
        let order = loadedModules.indices.sorted { loadedModules[$0].files.count > loadedModules[$1].files.count }
        let handedOver = order.map { (module: loadedModules[$0].module, files: Handover(loadedModules[$0].files), localizations: loadedModules[$0].localizations) }
        loadedModules = []
        let localizationsNotAllRead = unreadLocalizations
        let checkedBySize = Parallel.map(handedOver, jobs: options.jobs) { module, handover, localizations -> (ModuleResult, AppMember?) in
            let files = handover.take()
            var alsoCompiledInto: [String: Set<ModuleKind>] = [:]
            for input in module.inputs {
                guard var kinds = kindsCompilingFile[input.absolutePath] else { continue }
                if let own = kinds.firstIndex(of: module.definition.kind) { kinds.remove(at: own) }
                alsoCompiledInto[input.relativePath] = Set(kinds)
            }
            var syntax = ScannedModule(name: module.name, files: files, kind: module.definition.kind, alsoCompiledInto: alsoCompiledInto,
                                       localizationFiles: localizations)
            syntax.isComplete = module.unseenFiles.isEmpty && module.inputs.allSatisfy { unreadable[$0.absolutePath] == nil }
            syntax.knowsAllLocalizationFiles = module.unseenLocalizationFiles.isEmpty && !localizationsNotAllRead.contains(module.id)
            syntax.mayBeSeveralTargets = module.definition.mayBeSeveralTargets
            for input in module.inputs {
                if let filters = module.definition.platformFilters[input.absolutePath] { syntax.platformFilters[input.relativePath] = filters }
            }
            switch mode {
            case .lint:
                break
            case .manifestsOnly:
                return (ModuleResult(module: module, manifest: ManifestBuilder.build(syntax).manifest, findings: [], localizationFiles: localizations), nil)
            case .exportedMetadata(let settings):
                // Written here, where the module's type index is at hand: it goes with its files.
                let (manifest, index) = ManifestBuilder.build(syntax)
                let document = MetadataWriter.document(manifest, index: index, settings: settings)
                return (ModuleResult(module: module, manifest: manifest, findings: [], exportedMetadata: document), nil)
            }
            let result = linter.check(syntax)
            if options.leavesModulesToExit { LeftToExit.keep(syntax, result.index) }
            let member = appMembers.contains(module.id)
                ? AppMember(id: module.id, role: .linked, manifest: result.manifest, index: result.index, syntax: syntax,
                            dependencies: module.dependencies, linkage: module.definition.linkage)
                : nil
            return (ModuleResult(module: module, manifest: result.manifest, findings: result.findings), member)
        }
        var checkedInOrder = [(ModuleResult, AppMember?)?](repeating: nil, count: order.count)
        for (position, result) in zip(order, checkedBySize) { checkedInOrder[position] = result }
        let checked = checkedInOrder.map { $0! }
        let results = checked.map(\.0)
        var findings: [Finding] = []
        if mode == .lint {
            var produced = results.flatMap { result in
                result.findings.map { FindingMerge.Produced(finding: $0, producer: "`\(result.module.name)` (\(result.module.definition.kind.rawValue))", isModule: true) }
            }
            let members = Dictionary(checked.compactMap(\.1).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for app in lintedApps {
                let context = AppLintContext(app: app, members: app.members.compactMap { member in
                    members[member.module].map { module in
                        var module = module
                        module.role = member.role
                        return module
                    }
                })
                produced += AppLinter.findings(context, enabledRuleIdentifiers: linter.enabledRuleIdentifiers)
                    .map { FindingMerge.Produced(finding: $0, producer: app.name, isModule: false) }
            }
            findings = linter.finish(FindingMerge.merge(produced), files: commented, lineText: lines.text)
        }
        var reportedDisplayPaths: Set<String>?
        if let reported = options.reportedFiles {
            reportedDisplayPaths = Set(discovered.modules.flatMap { $0.inputs + $0.localizationInputs }
                .filter { reported.contains($0.absolutePath) }.map(\.displayPath))
        }
        var seen: Set<Finding> = []
        findings = (findings + linter.findings(for: problems.values.sorted { $0.path < $1.path })).filter { seen.insert($0).inserted }
        if let reportedDisplayPaths {
            findings = findings.filter { reportedDisplayPaths.contains($0.file) }
        }
        return Outcome(modules: results, findings: findings.sorted(by: Finding.ordered), warnings: discovered.warnings,
                       unreadableFiles: problems.values.sorted { $0.path < $1.path }, fileCount: unique.count)
    }
}

/// What a run leaves for the process's exit to reclaim (`Options.leavesModulesToExit`).
private enum LeftToExit {
    private final class Kept {
        let values: [Any]
        init(_ values: [Any]) { self.values = values }
    }

    /// Keeps `values` alive until the process exits: nothing ever releases them.
    static func keep(_ values: Any...) {
        _ = Unmanaged.passRetained(Kept(values))
    }
}

/// A value given to exactly one taker, which then holds the only reference to it.
private final class Handover<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    /// The value, once: the handover lets go of it.
    func take() -> Value {
        defer { value = nil }
        return value!
    }
}
