#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules
import IntentLintReporting
import IntentLintDiff
import IntentLintVerify
import IntentLintCore
import IntentLintEngine

/// lint-intents' runs, as every surface asks for them: a request in, an outcome out. The session
/// finds the modules (under paths, in a module list, in git's index, in a context folder), reads
/// the configuration and baselines, lints or only builds manifests, reads the two versions
/// `diff` compares, and reaches the verdict. It never prints and never writes a file: an outcome
/// says what to write and what to say, and the command line does both (the plugins and hooks
/// run the command line).
public struct LintSession: Sendable {
    /// What every request of a session shares: the options of every command that reads sources.
    public struct Settings: Sendable {
        /// The configuration file (`--config`); nil to find `.lint-intents.json` in the working
        /// folder or above.
        package var configurationFile: String?
        /// Files to scan in parallel.
        package var jobs: Int
        /// Fully scan files that name nothing App Intents uses too.
        package var scanEveryFile: Bool
        /// The name of the folder module (the Swift files no project file claims).
        package var folderModuleName: String?
        /// What the folder module builds, when the caller knows.
        package var folderModuleKind: ModuleKind
        /// Where relative paths start, and what reports show paths relative to.
        package var workingDirectory: String
        /// The process ends after this session's request (the command line), so what a run
        /// built need not be freed (`LintRun.Options.leavesModulesToExit`).
        package var endsWithProcess = false

        package init(configurationFile: String? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    scanEveryFile: Bool = false, folderModuleName: String? = nil, folderModuleKind: ModuleKind = .folder,
                    workingDirectory: String = FileManager.default.currentDirectoryPath) {
            self.configurationFile = configurationFile
            self.jobs = jobs
            self.scanEveryFile = scanEveryFile
            self.folderModuleName = folderModuleName
            self.folderModuleKind = folderModuleKind
            self.workingDirectory = workingDirectory
        }
    }

    package let settings: Settings
    package let configuration: Configuration

    /// Reads the configuration the settings name, or the one found from the working folder up.
    package init(_ settings: Settings) throws(InputError) {
        self.settings = settings
        configuration = try Self.configuration(file: settings.configurationFile, workingDirectory: settings.workingDirectory)
    }

    /// The configuration in `file`, or the nearest `.lint-intents.json` from `workingDirectory`
    /// up. It names rules, the changes `diff` reports and the checks of `verify` alike, so one file
    /// serves every command.
    public static func configuration(file: String?, workingDirectory: String) throws(InputError) -> Configuration {
        let reporterNames = Set(Reporters.all.map(\.identifier))
        let known = RuleRegistry.allIdentifiers.union(ChangeKind.identifiers).union(VerifyCheck.identifiers)
        let optIn = Set(RuleRegistry.allDescriptions.filter(\.isOptIn).map(\.identifier))
        if let file {
            return try Configuration.load(path: file, knownRuleIdentifiers: known, knownReporters: reporterNames,
                                          optInRuleIdentifiers: optIn, workingDirectory: workingDirectory)
        }
        return try Configuration.discover(from: workingDirectory, knownRuleIdentifiers: known, knownReporters: reporterNames,
                                          optInRuleIdentifiers: optIn)
    }

    var workingDirectory: String { settings.workingDirectory }

    /// The options `LintRun` reads modules with.
    var runOptions: LintRun.Options {
        var options = LintRun.Options(configuration: configuration, jobs: settings.jobs, scanEveryFile: settings.scanEveryFile,
                                      folderModuleName: settings.folderModuleName)
        options.folderModuleKind = settings.folderModuleKind
        options.leavesModulesToExit = settings.endsWithProcess
        return options
    }

    // MARK: Modules

    /// The modules `source` names, as `lint-intents modules` lists them: each with its kind, its
    /// files and its strings files, after the configuration's `included` and `excluded`.
    package func modules(_ source: ModuleSource) throws -> ModuleDiscovery.Result {
        try discover(reading(source))
    }

    /// How to read a source's modules: where they are, and the run options that read them as
    /// the source says (a commit's contents, the files reported on).
    struct Reading {
        enum Location {
            case paths([String])
            case list(String)
        }

        var location: Location
        var options: LintRun.Options
        /// A commit that stages no Swift or strings file: there is nothing to lint.
        var stagesNothing = false
        /// The modules at `location`, being found while git read the index (`--staged`).
        var discovery: BackgroundWork<ModuleDiscovery.Result>?
    }

    func reading(_ source: ModuleSource) throws -> Reading {
        var options = runOptions
        switch source {
        case .paths(let paths):
            return Reading(location: .paths(paths), options: options)
        case .moduleList(let file):
            return Reading(location: .list(file), options: options)
        case .stagedFiles:
            // The repository's modules, so that a conformance in a file the commit does not touch
            // still counts (`LintRun` reads those that compile a staged file); from its top, as
            // the hook runs, with the paths people know.
            let topLevel = try Git.topLevel(in: workingDirectory)
            let location = Reading.Location.paths([topLevel == Paths.absolute(workingDirectory) ? "." : topLevel])
            // Found from the working tree's project files while git compares it with the index,
            // which a hook would otherwise wait for first; a commit that stages no Swift file
            // does not wait for them.
            let discovery = BackgroundWork { [self, options] in try discover(Reading(location: location, options: options)) }
            let index = try GitIndex.read(topLevel: topLevel)
            options.replacedContents = index.stagedContents
            options.reportedFiles = Set(index.stagedFiles)
            return Reading(location: location, options: options, stagesNothing: index.stagedFiles.isEmpty, discovery: discovery)
        case .context(let folder, let reportedFiles):
            for path in reportedFiles {
                switch FileSystem.kind(of: Paths.absolute(path, from: workingDirectory)) {
                case .file: continue
                case .missing: throw InputError.notFound(path, at: Paths.absolute(path, from: workingDirectory), "with --context, PATHs are the files to report on")
                case .directory, .other: throw InputError("\(path) is not a file: with --context, PATHs are the files to report on")
                }
            }
            options.reportedFiles = Set(reportedFiles.map { Paths.absolute($0, from: workingDirectory) })
            return Reading(location: .paths([folder]), options: options)
        }
    }

    func discover(_ reading: Reading) throws -> ModuleDiscovery.Result {
        if let discovery = reading.discovery { return try discovery.value() }
        switch reading.location {
        case .paths(let paths):
            return try LintRun.modules(paths, options: reading.options, workingDirectory: workingDirectory)
        case .list(let file):
            return try LintRun.modules(listedIn: file, options: reading.options, workingDirectory: workingDirectory)
        }
    }

    /// Where a module is defined, as the user would name it: `App.xcodeproj`, `Package.swift`,
    /// `../Packages/Kit/Package.swift`, or the folder.
    package func origin(of module: ModuleDiscovery.Module) -> String {
        if let shown = module.shownOrigin { return shown }
        var path = module.definition.originPath
        if path.hasSuffix("/project.pbxproj") { path = Paths.parent(of: path) }
        return Paths.written(path, from: Paths.absolute(workingDirectory))
    }

    /// Says how many Swift files no target compiles (and none excludes, nor the configuration),
    /// which the run reads only for the App Intents types they declare (`app-intents-in-no-target`). `--quiet` leaves it out, and excluding the files in the
    /// configuration silences it for good. A run that reports on some files only (a commit hook's
    /// staged files) says it of those: the rest of the repository is no news on every commit.
    func filesInNoTargetNote(_ discovered: ModuleDiscovery.Result, reportedFiles: Set<String>? = nil) -> SessionMessage? {
        var files = discovered.filesInNoTarget
        if let reportedFiles { files = files.filter { reportedFiles.contains(Paths.absolute($0, from: workingDirectory)) } }
        let count = files.count
        guard count > 0 else { return nil }
        let which = reportedFiles == nil ? "" : " reported on"
        return SessionMessage(.note, "note: \(count) Swift file\(count == 1 ? "" : "s")\(which) \(count == 1 ? "is" : "are") in no target " +
            "of the project files found, so not compiled, and linted only for the App Intents types they declare; 'lint-intents modules' " +
            "lists them, and 'excluded' in .lint-intents.json silences this")
    }

    /// The notes among what discovery says, to say beside a report (its warnings are in the report).
    static func notes(_ messages: [InputMessage]) -> [SessionMessage] {
        messages.filter { $0.severity == .note }.map(SessionMessage.init(input:))
    }

    // MARK: Manifests

    /// Each module's manifest with its file name: `<Module>.manifest.json` for a module whose
    /// name no other module of the run has, else its id (`Basic/MyMood.xcodeproj:MyMood` →
    /// `Basic_MyMood.xcodeproj_MyMood.manifest.json`), so a module's file does not depend on
    /// the order it was found in; `OutputFileName` makes each safe and distinct.
    /// - Parameter eachModule: every module's, for a folder of them (`--output-dir`): then a
    ///   test target that declares nothing App Intents reads is left out, since its manifest
    ///   says nothing (a test bundle's metadata reaches no app) and would only clutter the folder.
    static func manifestFiles(_ results: [LintRun.ModuleResult], eachModule: Bool = false) -> [ManifestFile] {
        let modules = eachModule ? results.filter { !($0.module.definition.kind == .test && declaresNothing($0.manifest)) } : results
        var counts: [String: Int] = [:]
        for module in modules { counts[module.module.name, default: 0] += 1 }
        let preferred = modules.map { counts[$0.module.name] == 1 ? $0.module.name : $0.module.id }
        return zip(modules, OutputFileName.unique(preferred, suffix: ".manifest.json")).map { module, fileName in
            ManifestFile(module: module.module.name, fileName: fileName, contents: module.manifest.json.serialized())
        }
    }

    /// Whether a manifest holds no record at all.
    private static func declaresNothing(_ manifest: Manifest) -> Bool {
        manifest.actions.isEmpty && manifest.entities.isEmpty && manifest.enums.isEmpty && manifest.queries.isEmpty
            && manifest.autoShortcutProvider == nil && manifest.autoShortcuts.isEmpty && manifest.negativePhrases == nil
            && manifest.shortcutTileColor == nil && manifest.packages.isEmpty && manifest.unionValues.isEmpty
    }
}

/// Where a run's modules come from.
public enum ModuleSource: Sendable, Equatable {
    /// The modules found under these files and folders.
    case paths([String])
    /// The modules a module list names (`--modules-file FILE`, see `ModuleListFile`).
    case moduleList(String)
    /// What the next commit holds (`--staged`): every module of the repository around the
    /// working folder that compiles a staged file (with the other modules of its app), each file
    /// read as git's index has it, with findings reported in the staged Swift and strings files only.
    case stagedFiles
    /// The modules found under `folder` that compile one of `reportedFiles`, with findings
    /// reported in those files only (`--context DIR FILE…`, for hooks that pass file names).
    case context(folder: String, reportedFiles: [String])
}
