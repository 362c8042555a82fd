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
        /// Each module's manifest and type index, from which the session writes Apple's
        /// `extract.actionsdata` (`metadata`, and `verify --whole-file`), and the findings of
        /// the rules whose errors stop Xcode's metadata export (`MetadataExportHalt`), which
        /// `metadata` reports as `lint` does.
        case exportedMetadata
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

        /// How the run reads its files.
        package var reading: ModuleLoader.Reading {
            ModuleLoader.Reading(files: files, jobs: jobs, scanEveryFile: scanEveryFile, replacedContents: replacedContents)
        }

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
        /// The module's type index, in the `exportedMetadata` mode: the session writes the
        /// module's file from it and its manifest, with the modules it links at hand.
        package var index: TypeIndex?

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
        /// The app-wide rules that said they could not check an app, one per rule and app.
        package var rulesNotRun: [RuleNotRun] = []
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
            result.inputsInNoTarget = result.inputsInNoTarget.filter {
                configuration.isIncluded(configuration.relativePath(of: $0.displayPath, workingDirectory: workingDirectory))
            }
        }
        // Nor is what could not be read in a folder the configuration excludes (fixtures of
        // broken projects, vendored code): `included` does not name project files, so only
        // `excluded` does this.
        if !configuration.excluded.isEmpty {
            result.inputMessages = result.inputMessages.filter { message in
                guard let file = message.file else { return true }
                return !configuration.isExcluded(configuration.relativePath(of: file, workingDirectory: workingDirectory))
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
    ///
    /// The run is its phases in order (`LintRun+Phases.swift`): load, kinds per file, modules,
    /// apps, finish.
    package static func run(_ discovered: ModuleDiscovery.Result, options: Options, mode: Mode = .lint,
                            cache: inout ModuleLoader.ScanCache, keepsScannedFiles: Bool = true) -> Outcome {
        let (lintedModules, lintedApps) = linted(discovered, options: options)
        var enabled = Set(options.configuration.enabledRules(from: RuleRegistry.allDescriptions).map(\.identifier))
        // `metadata` runs the rules whose errors stop Xcode's export, configured as `lint` runs them.
        if mode == .exportedMetadata { enabled.formIntersection(MetadataExportHalt.ruleIdentifiers) }
        let linter = Linter(enabledRuleIdentifiers: enabled, severityOverrides: options.configuration.severities)
        var loaded = load(lintedModules, discovered: discovered, readsFilesInNoTarget: mode == .lint, options: options, cache: &cache,
                          keepsScannedFiles: keepsScannedFiles)
        let kinds = kindsCompilingFiles(discovered, lintedModules: lintedModules, fileCount: loaded.fileCount)
        let checked = checkModules(&loaded.modules, kindsCompilingFile: kinds, unreadable: cache.problems,
                                   localizationsNotAllRead: loaded.localizationsNotAllRead,
                                   appMembers: Set(lintedApps.flatMap { $0.members.map(\.module) }),
                                   linter: linter, mode: mode, options: options)
        let produced: [FindingMerge.Produced]?
        var rulesNotRun: [RuleNotRun] = []
        switch mode {
        case .lint:
            let apps = appFindings(lintedApps, checked: checked, linter: linter, discovered: discovered)
            let inNoTarget = AppIntentsInNoTarget.findings(loaded.inNoTarget).map { FindingMerge.Produced(finding: $0, producer: "", isModule: true) }
            produced = moduleFindings(checked) + apps.findings + inNoTarget
            rulesNotRun = apps.notRun
        case .exportedMetadata: produced = moduleFindings(checked)
        case .manifestsOnly: produced = nil
        }
        return finish(produced, rulesNotRun: rulesNotRun, checked: checked, loaded: loaded, discovered: discovered, linter: linter,
                      options: options)
    }
}
