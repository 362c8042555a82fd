#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintDiscovery
import IntentLintRules
import IntentLintReporting

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
    /// The reporter (`--reporter`); nil for the configuration's, else text.
    package var reporterName: String?
    /// More reports of the same run, each to a file (`--report FORMAT:PATH`).
    package var reportFiles: [ReportFile]
    /// The baseline whose findings are not reported (`--baseline FILE`); nil for the
    /// configuration's `baseline`, if any.
    package var baselineFile: String?
    /// Record every finding in this baseline instead (`--write-baseline FILE`): the run then
    /// reports none and passes.
    package var baselineToRecord: String?
    package var manifests: Manifests
    /// Warnings fail the run too (`--strict`, or `strict` in the configuration).
    package var strict: Bool
    /// Rewrite what the rules can fix (`--fix`), or only work the rewrites out (`--dry-run`);
    /// nil to only report. Only reported findings are fixed: not suppressed ones, not those
    /// a baseline hides.
    package var fixing: FixMode?
    /// When the run started, for the report's duration.
    package var started: Date

    package init(modules: ModuleSource = .paths(["."]), reporterName: String? = nil, reportFiles: [ReportFile] = [],
                baselineFile: String? = nil, baselineToRecord: String? = nil, manifests: Manifests = .none, strict: Bool = false,
                fixing: FixMode? = nil, started: Date = Date()) {
        self.modules = modules
        self.reporterName = reporterName
        self.reportFiles = reportFiles
        self.baselineFile = baselineFile
        self.baselineToRecord = baselineToRecord
        self.manifests = manifests
        self.strict = strict
        self.fixing = fixing
        self.started = started
    }
}

/// What a lint run found, and what to write and say about it, in the order to do it: the
/// messages, the baseline, the manifests, the report and its summary line, the summary file.
public struct LintOutcome: Sendable {
    package var messages: [SessionMessage]
    /// The baseline to write, when the request records one.
    package var baseline: BaselineRecording?
    /// The manifests the request asked for.
    package var manifests: [ManifestFile]
    /// Nil when there was nothing to lint (a commit that stages no Swift or strings file): then
    /// nothing is reported and nothing written.
    package var report: SessionReport?
    /// What `--summary-output` writes; nil with `report`.
    package var summary: RunSummary?
    /// With `--fix`, the rewrites made (their findings are no longer reported); with
    /// `--dry-run`, those `--fix` would make.
    package var fixes: [FileFix] = []
    /// 0 when the run passes; 1 when it finds errors (or warnings, in strict mode).
    package var exitStatus: Int32
}

extension LintSession {
    /// Lints the modules the request names: discovers them, runs every enabled rule, applies
    /// the baseline (or records one), and reaches the verdict.
    package func lint(_ request: LintRequest) throws -> LintOutcome {
        if request.fixing != nil {
            if request.baselineToRecord != nil { throw UsageError("--fix rewrites findings and --write-baseline accepts them; run them apart") }
            if request.modules == .stagedFiles { throw UsageError("--fix rewrites the working tree's files, and --staged lints the index's; run --fix, then stage") }
        }
        let reporter = try reporter(named: request.reporterName)
        let reportFiles = try reportFiles(request.reportFiles)
        // Recording a baseline records every finding, so the one in use (which may not exist yet,
        // when the configuration names the file about to be written) is not read.
        let baseline = request.baselineToRecord != nil ? nil
            : try (request.baselineFile ?? configuration.baseline).map { path throws(InputError) in
                // The configuration's is absolute: named from here, and with what to do when
                // it is not there yet (the README's example names one before it is recorded).
                guard request.baselineFile == nil, let file = configuration.file else {
                    return try Baseline.read(path: path, workingDirectory: workingDirectory)
                }
                let shown = Paths.written(path, from: Paths.absolute(workingDirectory))
                guard FileSystem.kind(of: path) != .missing else {
                    throw InputError("no such file or directory: \(shown) (the 'baseline' of \(Paths.written(Paths.absolute(file, from: workingDirectory), from: Paths.absolute(workingDirectory)))); record it with 'lint-intents --write-baseline \(shown)', or leave the key out")
                }
                return try Baseline.read(path: shown, workingDirectory: workingDirectory)
            }
        let reading = try reading(request.modules)
        guard !reading.stagesNothing else {
            return LintOutcome(messages: [SessionMessage(.note, "No staged Swift or strings files to lint.")], baseline: nil,
                               manifests: [], report: nil, summary: nil, exitStatus: 0)
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
        discovered.warnings += includedPatternWarnings(discovered, roots: roots)
        if request.manifests == .onlyModule, discovered.modules.count > 1 {
            throw UsageError("--manifest-output writes one module's manifest, and there are \(discovered.modules.count) (\(discovered.modules.map(\.name).joined(separator: ", "))); use --manifest-output-dir DIR for one file per module")
        }
        // A CI step run in the wrong folder must not pass by linting nothing.
        var emptyPaths: [String] = []
        if case .paths(let paths) = request.modules { emptyPaths = pathsWithNothingLinted(paths, in: discovered) }
        var messages = discovered.warnings.map { SessionMessage(.warning, $0) } + contextNotes
            + emptyPaths.map { SessionMessage(.warning, $0) }
        if let note = Self.filesInNoTargetNote(discovered) { messages.append(note) }

        if request.fixing != nil {
            options.replacedContents = sourceContents(of: discovered, jobs: options.jobs)
        }
        // Manifests asked for are every module's, staged or not.
        options.lintsEveryModule = request.manifests != .none
        let run = LintRun.run(discovered, options: options)
        var findings = run.findings
        var recording: BaselineRecording?
        var hiddenByBaseline = 0
        // Baseline paths are relative to the configuration's folder: the project root.
        if let path = request.baselineToRecord {
            let recorded = Baseline(findings, relativeTo: configuration.directory, workingDirectory: workingDirectory)
            recording = BaselineRecording(
                path: path, contents: recorded.json.serialized(),
                confirmation: "Recorded \(Self.counted(findings.count, "finding")) in \(path); with --baseline \(path) (or \"baseline\" in the configuration), lint-intents reports only new ones.")
            // Every finding is now accepted: the run reports none and passes, and still hands
            // back its manifests and summary.
            findings = []
        } else if let baseline {
            let found = findings.count
            // Entries for files this run read that no finding uses any more: the baseline hides
            // nothing there, and a finding that comes back on such a line would be hidden.
            let checked = options.reportedFiles.map(Array.init)
                ?? run.modules.flatMap { ($0.module.inputs + $0.module.localizationInputs).map(\.absolutePath) }
            let stale = baseline.staleEntries(findings, checkedFiles: checked, relativeTo: configuration.directory,
                                              workingDirectory: workingDirectory)
            findings = baseline.newFindings(findings, relativeTo: configuration.directory, workingDirectory: workingDirectory)
            hiddenByBaseline = found - findings.count
            if !stale.isEmpty, let path = request.baselineFile ?? configuration.baseline {
                let shown = Paths.written(Paths.absolute(path, from: workingDirectory), from: workingDirectory)
                let places = stale.prefix(3).map { "\($0.file):\($0.line) [\($0.rule)]" }.joined(separator: ", ") + (stale.count > 3 ? ", …" : "")
                messages.append(SessionMessage(.note, "note: \(stale.count == 1 ? "1 entry" : "\(stale.count) entries") of \(shown) \(stale.count == 1 ? "matches" : "match") no finding any more (\(places)): fixed, or the line changed; 'lint-intents --write-baseline \(shown)' records today's findings without \(stale.count == 1 ? "it" : "them")"))
            }
        }
        var fixes: [FileFix] = []
        var fixTally: FixTally?
        if let mode = request.fixing {
            let fixing = Self.fixing(findings, mode: mode, contents: options.replacedContents, discovered: discovered)
            (findings, fixes, fixTally) = (fixing.findings, fixing.fixes, fixing.tally)
            messages += fixing.messages
        }

        let report = LintReport(findings: findings, rules: RuleRegistry.allDescriptions, fileCount: run.fileCount,
                                duration: Date().timeIntervalSince(request.started), workingDirectory: workingDirectory)
        let strict = request.strict || configuration.strict
        var summary = Self.summary(of: report, run: run, strict: strict,
                                   hiddenByBaseline: hiddenByBaseline, projectFileWarnings: discovered.warnings + emptyPaths)
        if strict, !emptyPaths.isEmpty { summary.failed = true }
        return LintOutcome(messages: messages, baseline: recording,
                           manifests: request.manifests == .none ? [] : Self.manifestFiles(run.modules, eachModule: request.manifests == .eachModule),
                           report: SessionReport(content: report, reporter: reporter,
                                                 summaryLine: Self.summaryLine(report, hiddenByBaseline: hiddenByBaseline, fixes: fixTally),
                                                 files: reportFiles),
                           summary: summary, fixes: fixes, exitStatus: summary.failed ? 1 : 0)
    }

    /// `warning: no Swift file found in PATH`, for each folder named in which the run lints no
    /// Swift file: with `--strict` (or `strict` in the configuration) the run fails on it.
    func pathsWithNothingLinted(_ paths: [String], in discovered: ModuleDiscovery.Result) -> [String] {
        let linted = discovered.modules.flatMap { $0.inputs.map(\.absolutePath) }
        let seen = linted + discovered.modules.flatMap(\.unseenFiles) + discovered.filesInNoTarget.map { Paths.absolute($0, from: workingDirectory) }
        func holdsOne(_ files: [String], under folder: String) -> Bool {
            files.contains { $0 == folder || Paths.remainder(of: $0, inside: folder) != nil }
        }
        return paths.compactMap { path in
            let folder = Paths.absolute(path, from: workingDirectory)
            guard FileSystem.kind(of: folder) == .directory, !holdsOne(linted, under: folder) else { return nil }
            let shown = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            return holdsOne(seen, under: folder)
                ? "warning: no Swift file in \(shown) is linted: no target compiles them, or the configuration excludes them ('lint-intents modules \(shown)' lists what is read)"
                : "warning: no Swift file found in \(shown)"
        }
    }

    /// `.lint-intents.json: warning: 'included' pattern 'Sourcs/**' matches no file…`, for each
    /// such pattern, when the run read the configuration's whole folder (`roots` holds it or a
    /// folder above it): a run over one subfolder need not meet every pattern.
    func includedPatternWarnings(_ discovered: ModuleDiscovery.Result, roots: [String]) -> [String] {
        guard let file = configuration.file, !configuration.included.isEmpty,
              roots.contains(where: { configuration.directory == $0 || Paths.remainder(of: configuration.directory, inside: $0) != nil })
        else { return [] }
        let files = discovered.modules.flatMap { module in (module.inputs + module.localizationInputs).map(\.absolutePath) + module.unseenFiles }
        let shown = Paths.written(Paths.absolute(file, from: workingDirectory), from: workingDirectory)
        return configuration.includedPatternsMatchingNothing(among: files).map {
            "\(shown): warning: the 'included' pattern '\($0.pattern)' matches no file, so it adds nothing to lint"
        }
    }

    /// The counts of the summary line for the run and for each module, and whether each fails,
    /// so that a caller that linted several targets in one run can say which failed.
    static func summary(of report: LintReport, run: LintRun.Outcome, strict: Bool, hiddenByBaseline: Int = 0,
                        projectFileWarnings: [String]) -> RunSummary {
        let modules = run.modules.map { result in
            let findings = result.findings(among: report.findings)
            return RunSummary.Module(name: result.module.name, kind: result.module.definition.kind.rawValue,
                                     files: result.module.inputs.count,
                                     errors: findings.filter { $0.severity == .error }.count,
                                     warnings: findings.filter { $0.severity == .warning }.count,
                                     notes: findings.filter { $0.severity == .note }.count,
                                     failed: fails(findings, strict: strict))
        }
        return RunSummary(files: report.fileCount, errors: report.count(of: .error), warnings: report.count(of: .warning),
                          notes: report.count(of: .note), hiddenByBaseline: hiddenByBaseline,
                          failed: fails(report.findings, strict: strict), modules: modules, projectFileWarnings: projectFileWarnings)
    }

    /// `Linted 12 files in 0.04 s: 2 errors, 1 warning.`, with notes when there are any,
    /// what the baseline hid (`…; 4 hidden by the baseline.`) and what `--fix` fixed.
    static func summaryLine(_ report: LintReport, hiddenByBaseline: Int = 0, fixes: FixTally? = nil) -> String {
        let notes = report.count(of: .note)
        return "Linted \(counted(report.fileCount, "file")) in \(seconds(report)) s: "
            + "\(counted(report.count(of: .error), "error")), \(counted(report.count(of: .warning), "warning"))"
            + (notes > 0 ? ", \(counted(notes, "note"))" : "")
            + hiddenByBaselineText(hiddenByBaseline) + (fixes?.summary ?? "") + "."
    }

    /// `; 4 hidden by the baseline`, or nothing.
    static func hiddenByBaselineText(_ count: Int) -> String {
        count > 0 ? "; \(count) hidden by the baseline" : ""
    }
}
