import Foundation
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

    public var modules: ModuleSource
    /// The reporter (`--reporter`); nil for the configuration's, else text.
    public var reporterName: String?
    /// The baseline whose findings are not reported (`--baseline FILE`); nil for the
    /// configuration's `baseline`, if any.
    public var baselineFile: String?
    /// Record every finding in this baseline instead (`--write-baseline FILE`): the run then
    /// reports none and passes.
    public var baselineToRecord: String?
    public var manifests: Manifests
    /// Warnings fail the run too (`--strict`, or `strict` in the configuration).
    public var strict: Bool
    /// When the run started, for the report's duration.
    public var started: Date

    public init(modules: ModuleSource = .paths(["."]), reporterName: String? = nil, baselineFile: String? = nil,
                baselineToRecord: String? = nil, manifests: Manifests = .none, strict: Bool = false, started: Date = Date()) {
        self.modules = modules
        self.reporterName = reporterName
        self.baselineFile = baselineFile
        self.baselineToRecord = baselineToRecord
        self.manifests = manifests
        self.strict = strict
        self.started = started
    }
}

/// What a lint run found, and what to write and say about it, in the order to do it: the
/// messages, the baseline, the manifests, the report and its summary line, the summary file.
public struct LintOutcome: Sendable {
    public var messages: [SessionMessage]
    /// The baseline to write, when the request records one.
    public var baseline: BaselineRecording?
    /// The manifests the request asked for.
    public var manifests: [ManifestFile]
    /// Nil when there was nothing to lint (a commit that stages no Swift or strings file): then
    /// nothing is reported and nothing written.
    public var report: SessionReport?
    /// What `--summary-output` writes; nil with `report`.
    public var summary: RunSummary?
    /// 0 when the run passes; 1 when it finds errors (or warnings, in strict mode).
    public var exitStatus: Int32
}

extension LintSession {
    /// Lints the modules the request names: discovers them, runs every enabled rule, applies
    /// the baseline (or records one), and reaches the verdict.
    public func lint(_ request: LintRequest) throws -> LintOutcome {
        let reporter = try reporter(named: request.reporterName)
        // Recording a baseline records every finding, so the one in use (which may not exist yet,
        // when the configuration names the file about to be written) is not read.
        let baseline = request.baselineToRecord != nil ? nil
            : try (request.baselineFile ?? configuration.baseline).map { path throws(InputError) in
                try Baseline.read(path: path, workingDirectory: workingDirectory)
            }
        let reading = try reading(request.modules)
        guard !reading.stagesNothing else {
            return LintOutcome(messages: [SessionMessage(.note, "No staged Swift or strings files to lint.")], baseline: nil,
                               manifests: [], report: nil, summary: nil, exitStatus: 0)
        }
        let discovered = try discover(reading)
        if request.manifests == .onlyModule, discovered.modules.count > 1 {
            throw UsageError("--manifest-output writes one module's manifest, and there are \(discovered.modules.count) (\(discovered.modules.map(\.name).joined(separator: ", "))); use --manifest-output-dir DIR for one file per module")
        }
        var messages = discovered.warnings.map { SessionMessage(.warning, $0) }
        if let note = Self.filesInNoTargetNote(discovered) { messages.append(note) }

        var options = reading.options
        // Manifests asked for are every module's, staged or not.
        options.lintsEveryModule = request.manifests != .none
        let run = LintRun.run(discovered, options: options)
        var findings = run.findings
        var recording: BaselineRecording?
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
            findings = baseline.newFindings(findings, relativeTo: configuration.directory, workingDirectory: workingDirectory)
        }

        let report = LintReport(findings: findings, rules: RuleRegistry.allDescriptions, fileCount: run.fileCount,
                                duration: Date().timeIntervalSince(request.started), workingDirectory: workingDirectory)
        let summary = Self.summary(of: report, run: run, strict: request.strict || configuration.strict,
                                   projectFileWarnings: discovered.warnings)
        return LintOutcome(messages: messages, baseline: recording,
                           manifests: request.manifests == .none ? [] : Self.manifestFiles(run.modules),
                           report: SessionReport(content: report, reporter: reporter, summaryLine: Self.summaryLine(report)),
                           summary: summary, exitStatus: summary.failed ? 1 : 0)
    }

    /// The counts of the summary line for the run and for each module, and whether each fails,
    /// so that a caller that linted several targets in one run can say which failed.
    static func summary(of report: LintReport, run: LintRun.Outcome, strict: Bool, projectFileWarnings: [String]) -> RunSummary {
        let modules = run.modules.map { result in
            let findings = result.findings(among: report.findings)
            return RunSummary.Module(name: result.module.name, kind: result.module.definition.kind.rawValue,
                                     files: result.module.inputs.count,
                                     errors: findings.filter { $0.severity == .error }.count,
                                     warnings: findings.filter { $0.severity == .warning }.count,
                                     failed: fails(findings, strict: strict))
        }
        return RunSummary(files: report.fileCount, errors: report.count(of: .error), warnings: report.count(of: .warning),
                          failed: fails(report.findings, strict: strict), modules: modules, projectFileWarnings: projectFileWarnings)
    }

    /// `Linted 12 files in 0.04 s: 2 errors, 1 warning.`
    static func summaryLine(_ report: LintReport) -> String {
        "Linted \(counted(report.fileCount, "file")) in \(seconds(report)) s: "
            + "\(counted(report.count(of: .error), "error")), \(counted(report.count(of: .warning), "warning"))."
    }
}
