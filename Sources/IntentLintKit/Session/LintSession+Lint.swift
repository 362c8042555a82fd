#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore
import IntentLintDiscovery
import IntentLintRules
import IntentLintReporting
import IntentLintEngine

/// `lint-intents lint`: what to read, how to report, what else to hand back.
public struct LintRequest: Sendable {
    /// Which manifests to hand back beside the findings.
    public enum Manifests: Sendable, Equatable {
        case none
        /// The one module's (`--manifest-output FILE`): a usage error when there are several.
        case onlyModule
        /// Every module's (`--manifest-output-dir DIR`).
        case eachModule
    }

    package var modules: ModuleSource
    /// The reporter, the baseline, strictness: as `diff` and `verify` take them.
    package var report: ReportRequest
    package var manifests: Manifests
    /// Rewrite what the rules can fix (`--fix`), or only work the rewrites out (`--dry-run`);
    /// nil to only report. Only reported findings are fixed: not suppressed ones, not those
    /// a baseline hides.
    package var fixing: FixMode?

    package init(modules: ModuleSource = .paths(["."]), report: ReportRequest = ReportRequest(), manifests: Manifests = .none,
                fixing: FixMode? = nil) {
        self.modules = modules
        self.report = report
        self.manifests = manifests
        self.fixing = fixing
    }
}

/// What a lint run found, and what to write and say about it, in the order to do it: the
/// messages, the baseline, the manifests, the report and its summary line, the summary file.
/// What every command that reports hands back reads as its own: `outcome.report`.
@dynamicMemberLookup
public struct LintOutcome: Sendable {
    /// The messages, the baseline recorded, the report and the exit status, as every command
    /// that reports hands them back.
    package var reported: ReportOutcome
    /// The manifests the request asked for.
    package var manifests: [ManifestFile]
    /// What `--summary-output` writes; nil when there is no report.
    package var summary: RunSummary?
    /// With `--fix`, the rewrites made (their findings are no longer reported); with
    /// `--dry-run`, those `--fix` would make.
    package var fixes: [FileFix] = []

    public subscript<Value>(dynamicMember keyPath: KeyPath<ReportOutcome, Value>) -> Value {
        reported[keyPath: keyPath]
    }
}

extension LintSession {
    /// Lints the modules the request names: discovers them, runs every enabled rule, applies
    /// the baseline (or records one), and reaches the verdict.
    package func lint(_ request: LintRequest) throws -> LintOutcome {
        if request.fixing != nil {
            if request.report.baselineToRecord != nil { throw UsageError("--fix rewrites findings and --write-baseline accepts them; run them apart") }
            if request.modules == .stagedFiles { throw UsageError("--fix rewrites the working tree's files, and --staged lints the index's; run --fix, then stage") }
        }
        let tail = try reportTail(request.report, command: .lint)
        let reading = try reading(request.modules)
        guard !reading.stagesNothing else {
            return LintOutcome(reported: ReportOutcome(messages: [SessionMessage(.note, "No staged Swift or strings files to lint.")],
                                                       baseline: nil, report: nil, exitStatus: 0),
                               manifests: [], summary: nil)
        }
        var options = reading.options
        var discovered: ModuleDiscovery.Result
        var contextNotes: [SessionMessage] = []
        var roots: [String] = []
        if case .paths(let paths) = reading.location { roots = paths.map { Paths.absolute($0, from: workingDirectory) } }
        // Unless the caller says what the files make (`--module-name`, `--module-kind`: the
        // Xcode build phase does), a path inside a project is linted as part of it.
        if case .paths(let paths) = request.modules, settings.folderModuleName == nil, settings.folderModuleKind == .folder,
           let context = try ProjectContext.find(for: paths, options: options, workingDirectory: workingDirectory) {
            (discovered, options.reportedFiles, contextNotes) = (context.discovered, context.reportedFiles, context.notes)
            roots += context.roots
        } else {
            discovered = try discover(reading)
        }
        discovered.inputMessages += includedPatternWarnings(discovered, roots: roots)
        if request.manifests == .onlyModule, discovered.modules.count > 1 {
            throw UsageError("--manifest-output writes one module's manifest, and there are \(discovered.modules.count) " +
                "(\(discovered.modules.map(\.name).joined(separator: ", "))); use --manifest-output-dir DIR for one file per module")
        }
        // A CI step run in the wrong folder must not pass by linting nothing.
        if case .paths(let paths) = request.modules { discovered.inputMessages += pathsWithNothingLinted(paths, in: discovered) }
        // The warnings are in the report; the notes are said beside it.
        var messages = Self.notes(discovered.inputMessages) + contextNotes
        if let note = filesInNoTargetNote(discovered, reportedFiles: options.reportedFiles) { messages.append(note) }

        if request.fixing != nil {
            options.replacedContents = sourceContents(of: discovered, jobs: options.jobs)
        }
        // Manifests asked for are every module's, staged or not.
        options.lintsEveryModule = request.manifests != .none
        let run = LintRun.run(discovered, options: options)
        var baselined = tail.baselined(tail.configured(run.findings)) {
            options.reportedFiles.map(Array.init) ?? run.modules.flatMap { ($0.module.inputs + $0.module.localizationInputs).map(\.absolutePath) }
        }
        messages += baselined.messages
        var fixes: [FileFix] = []
        var fixTally: FixTally?
        if let mode = request.fixing {
            let fixing = Self.fixing(baselined.findings, mode: mode, contents: options.replacedContents, discovered: discovered)
            (baselined.findings, fixes, fixTally) = (fixing.findings, fixing.fixes, fixing.tally)
            messages += fixing.messages
        }

        let coverage = Coverage(inputWarnings: discovered.inputMessages, rulesNotRun: run.rulesNotRun)
        let (report, failed) = tail.report(baselined, coverage: coverage, rules: RuleRegistry.allDescriptions, fileCount: run.fileCount,
                                           subject: "Linted \(Self.counted(run.fileCount, "file"))", addendum: fixTally?.summary ?? "")
        var summary = Self.summary(of: report.content, run: run, strict: tail.isStrict, hiddenByBaseline: baselined.hiddenByBaseline)
        summary.failed = failed
        return LintOutcome(reported: ReportOutcome(messages: messages, baseline: baselined.recording, report: report, exitStatus: failed ? 1 : 0),
                           manifests: request.manifests == .none ? [] : Self.manifestFiles(run.modules, eachModule: request.manifests == .eachModule),
                           summary: summary, fixes: fixes)
    }

    /// `PATH: warning: no Swift file found`, for each folder named in which the run lints no
    /// Swift file: with `--strict` (or `strict` in the configuration) the run fails on it.
    func pathsWithNothingLinted(_ paths: [String], in discovered: ModuleDiscovery.Result) -> [InputMessage] {
        let linted = discovered.modules.flatMap { $0.inputs.map(\.absolutePath) }
        let seen = linted + discovered.modules.flatMap(\.unseenFiles) + discovered.inputsInNoTarget.map(\.absolutePath)
        func holdsOne(_ files: [String], under folder: String) -> Bool {
            files.contains { $0 == folder || Paths.remainder(of: $0, inside: folder) != nil }
        }
        return paths.compactMap { path in
            let folder = Paths.absolute(path, from: workingDirectory)
            guard FileSystem.kind(of: folder) == .directory, !holdsOne(linted, under: folder) else { return nil }
            let shown = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            return InputMessage(.warning, file: shown, holdsOne(seen, under: folder)
                ? "none of its Swift files is linted: no target compiles them, or the configuration excludes them ('lint-intents modules \(shown)' lists what is read)"
                : "no Swift file found")
        }
    }

    /// `.lint-intents.json: warning: 'included' pattern 'Sourcs/**' matches no file…`, for each
    /// such pattern, when the run read the configuration's whole folder (`roots` holds it or a
    /// folder above it): a run over one subfolder need not meet every pattern.
    func includedPatternWarnings(_ discovered: ModuleDiscovery.Result, roots: [String]) -> [InputMessage] {
        guard let file = configuration.file, !configuration.included.isEmpty,
              roots.contains(where: { configuration.directory == $0 || Paths.remainder(of: configuration.directory, inside: $0) != nil })
        else { return [] }
        let files = discovered.modules.flatMap { module in (module.inputs + module.localizationInputs).map(\.absolutePath) + module.unseenFiles }
        let shown = Paths.written(Paths.absolute(file, from: workingDirectory), from: workingDirectory)
        return configuration.includedPatternsMatchingNothing(among: files).map {
            InputMessage(.warning, file: shown, "the 'included' pattern '\($0.pattern)' matches no file, so it adds nothing to lint")
        }
    }

    /// The counts of the summary line for the run and for each module, and whether each fails,
    /// so that a caller that linted several targets in one run can say which failed.
    static func summary(of report: LintReport, run: LintRun.Outcome, strict: Bool, hiddenByBaseline: Int = 0) -> RunSummary {
        let modules = run.modules.map { result in
            let findings = result.findings(among: report.findings)
            return RunSummary.Module(name: result.module.name, kind: result.module.definition.kind.rawValue,
                                     files: result.module.inputs.count,
                                     errors: findings.filter { $0.severity == .error }.count,
                                     warnings: findings.filter { $0.severity == .warning }.count,
                                     notes: findings.filter { $0.severity == .note }.count,
                                     failed: ReportTail.fails(findings, strict: strict))
        }
        return RunSummary(files: report.fileCount, errors: report.count(of: .error), warnings: report.count(of: .warning),
                          notes: report.count(of: .note), hiddenByBaseline: hiddenByBaseline,
                          failed: ReportTail.fails(report.findings, strict: strict), modules: modules,
                          projectFileWarnings: report.coverage.inputWarnings.map(\.text), rulesNotRun: report.coverage.rulesNotRun.map(\.text))
    }
}
