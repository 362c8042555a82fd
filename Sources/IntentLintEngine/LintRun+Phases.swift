import IntentLintSupport
import IntentLintSyntax
import IntentLintLocalization
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules
import IntentLintCore

/// The engine's phases, in the order `LintRun.run` takes them:
/// 1. **load**: read and scan every file of the linted modules, once each;
/// 2. **kinds per file**: which kinds of target compile a file that several modules compile;
/// 3. **modules**: each module's manifest and rules, on every core;
/// 4. **apps**: each app's rules, over all its members at once;
/// 5. **finish**: one finding per mistake, suppressions, unreadable files, the reported files.
/// Only the first touches files (through the run's `FileSource`); the others compute.
extension LintRun {
    // MARK: Load

    /// A linted module's files, read and scanned, waiting for the worker that checks it.
    struct LoadedModule {
        var module: ModuleDiscovery.Module
        var files: [FileSyntax]
        var localizations: [LocalizationFile]
    }

    /// What the load phase read.
    struct Loaded {
        /// Each linted module in the modules' order; the modules phase takes them (and empties this).
        var modules: [LoadedModule]
        /// Files that could not be read, by path.
        var problems: [String: FileProblem]
        /// Modules a localization file of which could not be read.
        var localizationsNotAllRead: Set<String>
        /// What suppression comments need of each file, taken now: the files themselves go to the
        /// workers of the modules phase. A file without one can neither silence a finding nor add one.
        var commented: [Linter.CommentedFile]
        /// Lines for baselines, of what was linted.
        var lines: SourceLines
        /// Swift files read, each counted once.
        var fileCount: Int
        /// The files no target compiles that name App Intents code, scanned (`app-intents-in-no-target`).
        var inNoTarget: [FileSyntax] = []
    }

    /// Reads and scans the files of `lintedModules`, each file once however many modules compile it.
    /// - Parameter readsFilesInNoTarget: whether the files no target compiles are read too, for what
    ///   App Intents code they declare (in the lint mode).
    static func load(_ lintedModules: [ModuleDiscovery.Module], discovered: ModuleDiscovery.Result, readsFilesInNoTarget: Bool,
                     options: Options, cache: inout ModuleLoader.ScanCache, keepsScannedFiles: Bool) -> Loaded {
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
            for input in discovered.inputsInNoTarget where readsFilesInNoTarget { absolutePaths[input.displayPath] = input.absolutePath }
            return absolutePaths
        })
        var unique: Set<String> = []
        let inputs = lintedModules.flatMap(\.inputs).filter { unique.insert($0.absolutePath).inserted }
        // Every file the modules build is read: a source that fetches files (a git revision) fetches them at once.
        let localizationFiles = Set(lintedModules.flatMap(\.localizationInputs).map(\.absolutePath))
        options.files.willRead((inputs.map(\.absolutePath) + localizationFiles.sorted()).filter { options.replacedContents[$0] == nil })
        ModuleLoader.prefetch(inputs, options.reading, cache: &cache)
        var problems: [String: FileProblem] = [:]
        var loadedModules: [LoadedModule] = []
        var unreadLocalizations: Set<String> = []
        for module in lintedModules {
            let loaded = ModuleLoader.load(module.inputs, options.reading, moduleName: module.name, cache: &cache)
            for problem in loaded.problems { problems[problem.path] = problem }
            let localizations = ModuleLoader.loadLocalizationFiles(module.localizationInputs, options.reading)
            for problem in localizations.problems { problems[problem.path] = problem }
            // A UTF-16 file's lines, for baselines, are those of its text, not of its bytes.
            for file in localizations.files {
                if let text = file.transcodedText { lines.remember(file.displayPath, contents: text) }
            }
            if !localizations.problems.isEmpty { unreadLocalizations.insert(module.id) }
            loadedModules.append(LoadedModule(module: module, files: loaded.files, localizations: localizations.files))
        }
        if !keepsScannedFiles {
            // Its table goes too: releasing every entry, on this thread, only to end the process.
            if options.leavesModulesToExit { LeftToExit.keep(cache.scanned) }
            cache.scanned = [:]
        }
        // What no target compiles is read only for the App Intents code it declares: the
        // relevance filter scans those that name it.
        let inNoTarget = readsFilesInNoTarget
            ? ModuleLoader.load(discovered.inputsInNoTarget, ModuleLoader.Reading(files: options.files, jobs: options.jobs), cache: &cache).files : []
        let commented = (loadedModules.flatMap(\.files) + inNoTarget).filter { !$0.directives.isEmpty }
            .map { Linter.CommentedFile(displayPath: $0.displayPath, directives: $0.directives, lineCount: $0.lineCount) }
            + loadedModules.flatMap { loaded in
            loaded.localizations.filter { !$0.directives.isEmpty }
                .map { Linter.CommentedFile(displayPath: $0.displayPath, directives: $0.directives, lineCount: $0.lineCount) }
        }
        return Loaded(modules: loadedModules, problems: problems, localizationsNotAllRead: unreadLocalizations, commented: commented,
                      lines: lines, fileCount: unique.count, inNoTarget: inNoTarget)
    }

    // MARK: Kinds per file

    /// Which kinds of target compile each file that several modules compile, for rules that
    /// depend on where code runs: of every module found, linted or not. A file one module
    /// compiles needs no list.
    static func kindsCompilingFiles(_ discovered: ModuleDiscovery.Result, lintedModules: [ModuleDiscovery.Module],
                                    fileCount: Int) -> [String: [ModuleKind]] {
        // When every module is linted and no file was read twice, no file has a list to make.
        let isEachFileInOneModule = lintedModules.count == discovered.modules.count
            && fileCount == lintedModules.reduce(0) { $0 + $1.inputs.count }
        var firstKinds: [String: ModuleKind] = [:]
        var kindsByFile: [String: [ModuleKind]] = [:]
        for module in discovered.modules where !isEachFileInOneModule {
            for input in module.inputs {
                if let first = firstKinds[input.absolutePath] {
                    kindsByFile[input.absolutePath, default: [first]].append(module.definition.kind)
                } else {
                    firstKinds[input.absolutePath] = module.definition.kind
                }
            }
        }
        return kindsByFile
    }

    // MARK: Modules

    /// A module checked: its result, and what its app's rules read of it when it is part of an app.
    struct CheckedModule: Sendable {
        var result: ModuleResult
        var appMember: AppMember?
    }

    /// Builds each module's manifest and, in the lint mode, runs its rules, in parallel; results
    /// come back in the modules' order. Takes `loaded`'s files, leaving it empty.
    static func checkModules(_ loaded: inout [LoadedModule], kindsCompilingFile: [String: [ModuleKind]],
                             unreadable: [String: FileProblem], localizationsNotAllRead: Set<String>,
                             appMembers: Set<String>, linter: Linter, mode: Mode, options: Options) -> [CheckedModule] {
        // Modules are independent once loaded: many small targets keep every core busy.
        // Each module's files are handed to the worker that checks it and kept nowhere else, so
        // that their declarations are freed there, in parallel, not all on one thread at the end.
        // The largest modules start first, so that none is left to run alone at the end while
        // the other cores wait.
        let order = loaded.indices.sorted { loaded[$0].files.count > loaded[$1].files.count }
        // A module with as many files as all the others together (one app of one module) would
        // keep one core busy long after the others are done: its rules run on every core. Other
        // modules' run on the core that has them, as splitting small ones costs more than it saves.
        let scannedFileCount = loaded.reduce(0) { $0 + $1.files.count }
        let dominant = order.first.flatMap { loaded[$0].files.count * 2 >= scannedFileCount && scannedFileCount > 0 ? loaded[$0].module.id : nil }
        let handedOver = order.map { (module: loaded[$0].module, files: Handover(loaded[$0].files), localizations: loaded[$0].localizations) }
        loaded = []
        let checkedBySize = Parallel.map(handedOver, jobs: options.jobs) { module, handover, localizations -> CheckedModule in
            var syntax = ScannedModule(name: module.name, files: handover.take(), kind: module.definition.kind,
                                       alsoCompiledInto: otherKinds(compiling: module, kindsCompilingFile: kindsCompilingFile),
                                       localizationFiles: localizations)
            syntax.isComplete = module.unseenFiles.isEmpty && module.inputs.allSatisfy { unreadable[$0.absolutePath] == nil }
            syntax.knowsAllLocalizationFiles = module.unseenLocalizationFiles.isEmpty && !localizationsNotAllRead.contains(module.id)
            syntax.mayBeSeveralTargets = module.definition.mayBeSeveralTargets
            syntax.platforms = module.definition.platforms
            for input in module.inputs {
                if let filters = module.definition.platformFilters[input.absolutePath] { syntax.platformFilters[input.relativePath] = filters }
            }
            // The module's manifest, built here once whatever the mode.
            let (manifest, index) = ManifestBuilder.build(syntax)
            let jobs = module.id == dominant ? options.jobs : 1
            switch mode {
            case .lint:
                break
            case .manifestsOnly:
                return CheckedModule(result: ModuleResult(module: module, manifest: manifest, findings: []))
            case .exportedMetadata:
                // The linter runs only the rules whose errors stop the export; the type index is
                // kept for the file, which the session writes knowing what each module links.
                let findings = linter.check(syntax, manifest: manifest, index: index, jobs: jobs)
                return CheckedModule(result: ModuleResult(module: module, manifest: manifest, findings: findings, index: index))
            }
            let findings = linter.check(syntax, manifest: manifest, index: index, jobs: jobs)
            if options.leavesModulesToExit { LeftToExit.keep(syntax, index) }
            // Only the modules of an app keep their type index past their own rules: app rules read it.
            let member = appMembers.contains(module.id)
                ? AppMember(id: module.id, role: .linked, manifest: manifest, index: index, syntax: syntax,
                            dependencies: module.dependencies, linkage: module.definition.linkage)
                : nil
            return CheckedModule(result: ModuleResult(module: module, manifest: manifest, findings: findings), appMember: member)
        }
        var checkedInOrder = [CheckedModule?](repeating: nil, count: order.count)
        for (position, checked) in zip(order, checkedBySize) { checkedInOrder[position] = checked }
        return checkedInOrder.map { $0! }
    }

    /// The other kinds of target that compile each of `module`'s files, by relative path.
    private static func otherKinds(compiling module: ModuleDiscovery.Module,
                                   kindsCompilingFile: [String: [ModuleKind]]) -> [String: Set<ModuleKind>] {
        var alsoCompiledInto: [String: Set<ModuleKind>] = [:]
        for input in module.inputs {
            guard var kinds = kindsCompilingFile[input.absolutePath] else { continue }
            if let own = kinds.firstIndex(of: module.definition.kind) { kinds.remove(at: own) }
            alsoCompiledInto[input.relativePath] = Set(kinds)
        }
        return alsoCompiledInto
    }

    /// What the modules' rules found, each with the module that found it, for `FindingMerge`.
    static func moduleFindings(_ checked: [CheckedModule]) -> [FindingMerge.Produced] {
        checked.map(\.result).flatMap { result in
            result.findings.map { FindingMerge.Produced(finding: $0, producer: "`\(result.module.name)` (\(result.module.definition.kind.rawValue))", isModule: true) }
        }
    }

    // MARK: Apps

    /// What each app's rules found, reading all its checked members at once, and what each rule
    /// said it could not check in each app.
    static func appFindings(_ apps: [AppDefinition], checked: [CheckedModule], linter: Linter,
                            discovered: ModuleDiscovery.Result) -> (findings: [FindingMerge.Produced], notRun: [RuleNotRun]) {
        let members = Dictionary(checked.compactMap(\.appMember).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var produced: [FindingMerge.Produced] = []
        var notRun: [RuleNotRun] = []
        for app in apps {
            let context = AppLintContext(app: app, members: app.members.compactMap { member in
                members[member.module].map { module in
                    var module = module
                    module.role = member.role
                    return module
                }
            })
            let result = AppLinter.check(context, enabledRuleIdentifiers: linter.enabledRuleIdentifiers)
            produced += result.findings.map { FindingMerge.Produced(finding: $0, producer: app.name, isModule: false) }
            let origin = discovered.module(id: app.id)?.shownOrigin
            notRun += result.notChecked.map { RuleNotRun(ruleIdentifier: $0.rule, app: app.name, appID: app.id, file: origin,
                                                         reason: $0.reasons.joined(separator: "; ")) }
        }
        return (produced, notRun)
    }

    // MARK: Finish

    /// The run's outcome: the findings `produced` (nil when no rule ran) merged to one per mistake
    /// and filtered through suppression comments, with the unreadable files' findings, kept to the
    /// reported files, sorted.
    static func finish(_ produced: [FindingMerge.Produced]?, rulesNotRun: [RuleNotRun] = [], checked: [CheckedModule], loaded: Loaded,
                       discovered: ModuleDiscovery.Result, linter: Linter, options: Options) -> Outcome {
        var findings: [Finding] = []
        if let produced {
            findings = linter.finish(FindingMerge.merge(produced), files: loaded.commented, lineText: loaded.lines.text)
        }
        var reportedDisplayPaths: Set<String>?
        if let reported = options.reportedFiles {
            reportedDisplayPaths = Set((discovered.modules.flatMap { $0.inputs + $0.localizationInputs } + discovered.inputsInNoTarget)
                .filter { reported.contains($0.absolutePath) }.map(\.displayPath))
        }
        let unreadable = loaded.problems.values.sorted { $0.path < $1.path }
        var seen: Set<Finding> = []
        findings = (findings + linter.findings(for: unreadable)).filter { seen.insert($0).inserted }
        if let reportedDisplayPaths {
            findings = findings.filter { reportedDisplayPaths.contains($0.file) }
        }
        return Outcome(modules: checked.map(\.result), findings: findings.sorted(by: Finding.ordered), warnings: discovered.warnings,
                       unreadableFiles: unreadable, rulesNotRun: rulesNotRun.sorted(by: RuleNotRun.ordered), fileCount: loaded.fileCount)
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
