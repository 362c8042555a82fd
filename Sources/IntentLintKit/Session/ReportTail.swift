#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore
import IntentLintReporting
import IntentLintEngine

/// How a command that reports findings reports them: `lint`, `diff` and `verify` take the same
/// options, and each request holds one of these.
public struct ReportRequest: Sendable {
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
    /// Warnings fail the run too (`--strict`, or `strict` in the configuration).
    package var strict: Bool
    /// When the run started, for the report's duration.
    package var started: Date

    package init(reporterName: String? = nil, reportFiles: [ReportFile] = [], baselineFile: String? = nil,
                baselineToRecord: String? = nil, strict: Bool = false, started: Date = Date()) {
        self.reporterName = reporterName
        self.reportFiles = reportFiles
        self.baselineFile = baselineFile
        self.baselineToRecord = baselineToRecord
        self.strict = strict
        self.started = started
    }
}

/// What `lint`, `diff` and `verify` hand back alike, in the order to say and write it: the
/// messages, the baseline recorded, the report and its summary line.
public struct ReportOutcome: Sendable {
    package var messages: [SessionMessage]
    /// The baseline to write, when the request records one.
    package var baseline: BaselineRecording?
    /// Nil when there was nothing to look at (a commit that stages no Swift or strings file):
    /// then nothing is reported and nothing written.
    package var report: SessionReport?
    /// 0 when the run passes; 1 when it finds errors (or warnings, in strict mode).
    package var exitStatus: Int32
}

/// The closing steps every command that reports shares, in order: the configuration's rules and
/// severities, the baseline (read, record, filter, count what it hid), the report, its summary
/// line and the exit status. Made before the run (`LintSession.reportTail`), so that a mistyped
/// reporter or a missing baseline stops it before any work.
struct ReportTail {
    /// What the command reports, for the messages and summary line that name it.
    struct Command {
        /// `lint-intents diff`, as the confirmation of a recorded baseline names it.
        var invocation: String
        /// What it calls a finding: `finding`, `change`.
        var noun: String
        /// Every kind of finding it reports, configured by the same file as the rules; nil when
        /// the run applied the configuration as it went (`lint`'s engine must: which suppressions
        /// are used depends on the rules that run).
        var kinds: [RuleDescription]?
        /// Whether its summary counts notes when there are none: `diff`'s notes are one of its
        /// three kinds of change; `lint` and `verify` count them when there are some.
        var countsNotesAlways = false

        static let lint = Command(invocation: "lint-intents", noun: "finding", kinds: nil)
    }

    /// The findings left once the baseline had its say.
    struct Baselined {
        var findings: [Finding]
        var hiddenByBaseline = 0
        var recording: BaselineRecording?
        /// Baseline entries that match nothing any more, said as a note.
        var messages: [SessionMessage] = []
    }

    let command: Command
    let request: ReportRequest
    let reporter: ReporterEntry
    let files: [SessionReport.File]
    /// The baseline in use: the request's, else the configuration's; none while one is recorded.
    let baseline: Baseline?
    /// It as the user named it, for notes about it.
    let baselinePath: String?
    let configuration: Configuration
    let workingDirectory: String

    /// `findings` as the configuration has them: only enabled kinds, at their configured
    /// severity (unless the run applied it already).
    func configured(_ findings: [Finding]) -> [Finding] {
        guard let kinds = command.kinds else { return findings }
        return configuration.applied(to: findings, of: kinds)
    }

    /// Records `findings` in the baseline the request names, or leaves out those the baseline
    /// in use accepts.
    /// - Parameter checkedFiles: the absolute paths of the files the run read whole, where an
    ///   entry no finding matches is stale; nil when the run cannot say (a comparison).
    func baselined(_ findings: [Finding], checkedFiles: (() -> [String])? = nil) -> Baselined {
        // Baseline paths are relative to the configuration's folder: the project root.
        if let path = request.baselineToRecord {
            let recorded = Baseline(findings, relativeTo: configuration.directory, workingDirectory: workingDirectory)
            // Every finding is now accepted: the run reports none and passes.
            return Baselined(findings: [], recording: BaselineRecording(
                path: path, contents: recorded.json.serialized(),
                confirmation: "Recorded \(LintSession.counted(findings.count, command.noun)) in \(path); with --baseline \(path) (or " +
                    "\"baseline\" in the configuration), \(command.invocation) reports only new ones."))
        }
        guard let baseline else { return Baselined(findings: findings) }
        var result = Baselined(findings: baseline.newFindings(findings, relativeTo: configuration.directory, workingDirectory: workingDirectory))
        result.hiddenByBaseline = findings.count - result.findings.count
        // Entries for files this run read that no finding uses any more: the baseline hides
        // nothing there, and a finding that comes back on such a line would be hidden.
        if let checkedFiles, let path = baselinePath {
            let stale = baseline.staleEntries(findings, checkedFiles: checkedFiles(), relativeTo: configuration.directory,
                                              workingDirectory: workingDirectory)
            if !stale.isEmpty {
                let shown = Paths.written(Paths.absolute(path, from: workingDirectory), from: workingDirectory)
                let places = stale.prefix(3).map { "\($0.file):\($0.line) [\($0.rule)]" }.joined(separator: ", ") + (stale.count > 3 ? ", …" : "")
                result.messages.append(SessionMessage(.note, "note: \(stale.count == 1 ? "1 entry" : "\(stale.count) entries") of \(shown) " +
                    "\(stale.count == 1 ? "matches" : "match") no finding any more (\(places)): fixed, or the line changed; 'lint-intents " +
                    "--write-baseline \(shown)' records today's findings without \(stale.count == 1 ? "it" : "them")"))
            }
        }
        return result
    }

    /// The report of `findings` and of what the run did not check, its summary line and the verdict.
    /// - Parameters:
    ///   - coverage: what the run did not check (its input warnings, the app-wide rules that could
    ///     not run): in the report, counted in the summary line, and failing a strict run.
    ///   - rules: the descriptions reports give (SARIF's rules).
    ///   - fileCount: the files the report says were read.
    ///   - subject: what the summary line says was done: `Linted 12 files`, `Compared 2 modules`.
    ///   - addendum: what else the summary says after what the baseline hid (`; fixed 3 findings in 2 files`).
    func report(_ baselined: Baselined, coverage: Coverage, rules: [RuleDescription], fileCount: Int, subject: String,
                addendum: String = "") -> (report: SessionReport, failed: Bool) {
        let report = LintReport(findings: baselined.findings, rules: rules, fileCount: fileCount,
                                duration: Date().timeIntervalSince(request.started), workingDirectory: workingDirectory,
                                coverage: coverage)
        let notes = report.count(of: .note)
        // Recording a baseline passes, as it always has: it says what was not checked all the same.
        let failsOnCoverage = isStrict && !coverage.isComplete && baselined.recording == nil
        let summaryLine = "\(subject) in \(Self.seconds(report)) s: "
            + "\(LintSession.counted(report.count(of: .error), "error")), \(LintSession.counted(report.count(of: .warning), "warning"))"
            + (notes > 0 || command.countsNotesAlways ? ", \(LintSession.counted(notes, "note"))" : "")
            + (coverage.isComplete ? "" : "; \(coverage.counted)\(failsOnCoverage ? (coverage.count == 1 ? ", which fails --strict" : ", which fail --strict") : "")")
            + (baselined.hiddenByBaseline > 0 ? "; \(baselined.hiddenByBaseline) hidden by the baseline" : "") + addendum + "."
        let failed = Self.fails(baselined.findings, strict: isStrict) || failsOnCoverage
        return (SessionReport(content: report, reporter: reporter, summaryLine: summaryLine, files: files), failed)
    }

    /// Warnings fail the run too: the request or the configuration says so.
    var isStrict: Bool { request.strict || configuration.strict }

    /// Errors fail a run; warnings only a strict one.
    static func fails(_ findings: [Finding], strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// A run's duration as summary lines give it: `0.31`.
    static func seconds(_ report: LintReport) -> String {
        // printf's own rounding, as `String(format:)` gave it.
        var text = [CChar](repeating: 0, count: 64)
        _ = withVaList([report.duration]) { vsnprintf(&text, text.count, "%.2f", $0) }
        return text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}

extension LintSession {
    /// The tail of a run of `command` that `request` asks for: its reporters checked, and the
    /// baseline it uses read (the request's, else the configuration's), unless it records one.
    func reportTail(_ request: ReportRequest, command: ReportTail.Command) throws -> ReportTail {
        let reporter = try reporter(named: request.reporterName)
        let files = try reportFiles(request.reportFiles)
        // Recording a baseline records every finding, so the one in use (which may not exist yet,
        // when the configuration names the file about to be written) is not read.
        let path = request.baselineToRecord != nil ? nil : request.baselineFile ?? configuration.baseline
        let baseline = try path.map { path throws(InputError) in
            // The configuration's is absolute: named from here, and with what to do when
            // it is not there yet (the README's example names one before it is recorded).
            guard request.baselineFile == nil, let file = configuration.file else {
                return try Baseline.read(path: path, workingDirectory: workingDirectory)
            }
            let shown = Paths.written(path, from: Paths.absolute(workingDirectory))
            guard FileSystem.kind(of: path) != .missing else {
                throw InputError("no such file or directory: \(shown) (the 'baseline' of " +
                    "\(Paths.written(Paths.absolute(file, from: workingDirectory), from: Paths.absolute(workingDirectory)))); record it " +
                    "with '\(command.invocation) --write-baseline \(shown)', or leave the key out")
            }
            return try Baseline.read(path: shown, workingDirectory: workingDirectory)
        }
        return ReportTail(command: command, request: request, reporter: reporter, files: files, baseline: baseline, baselinePath: path,
                          configuration: configuration, workingDirectory: workingDirectory)
    }

    /// The reporter named, else the configuration's, else text.
    func reporter(named name: String?) throws(UsageError) -> ReporterEntry {
        let name = name ?? configuration.reporter ?? TextReporter.identifier
        guard let reporter = Reporters.named(name) else {
            throw UsageError("unknown reporter '\(name)'; choose one of \(Reporters.all.map(\.identifier).joined(separator: ", "))")
        }
        return reporter
    }

    /// The reporters of the report files asked for, each checked as `--reporter` is.
    func reportFiles(_ files: [ReportFile]) throws(UsageError) -> [SessionReport.File] {
        try files.map { file throws(UsageError) in SessionReport.File(path: file.path, reporter: try reporter(named: file.format)) }
    }

    /// `1 error`, `3 warnings`: a count and its noun, for summary lines.
    package static func counted(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
