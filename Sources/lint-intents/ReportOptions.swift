#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// What `lint`, `diff` and `verify` accept alike about their report, baseline and verdict, read
/// into one `ReportRequest`, and how their outcome is said and written: an option shared by the
/// three is declared, listed and read here, and its effect is the session's `ReportTail`.
enum ReportOptions {
    static let reporter = CommandOption.value("--reporter", "NAME", help: (["Output format (default: text):"]
        + CommandLineWords.reporters.map { "  \($0.identifier): \($0.summary)" }).joined(separator: "\n"))
    static let output = CommandOption.value("--output", "FILE", short: "-o", help: "Write the report to FILE (atomically) instead of standard output.")
    static let color = CommandOption.value("--color", "WHEN", help: """
        Colour the text report and summary: auto (default: in a terminal,
        unless NO_COLOR is set), always or never.
        """)
    static let report = CommandOption.value("--report", "FORMAT:PATH", repeats: true, help: """
        Also write the report in FORMAT to PATH (atomically), from the
        same run; repeatable (--report sarif:lint.sarif --report
        markdown:lint.md). Standard output keeps its own report.
        """)
    static let strict = CommandOption.flag("--strict", short: "-s", help: "Fail on warnings too, and on what was not checked (input not read,\napp-wide rules not run).")
    static let quiet = CommandOption.flag("--quiet", short: "-q", help: "Do not print the summary line and notes to standard error.")
    static let baseline = CommandOption.value("--baseline", "FILE", help: """
        Report only findings that FILE does not record (default: the
        configuration's 'baseline').
        """)
    static let writeBaseline = CommandOption.value("--write-baseline", "FILE", help: """
        Record today's findings in FILE (atomically), say so, and exit 0:
        later runs with --baseline FILE report only new findings.
        """)

    /// Every command that reports takes these, in this order, after its own.
    static let all = [reporter, output, report, color, strict, baseline, writeBaseline, quiet]

    /// The report the options ask for.
    static func request(_ parsed: ParsedArguments, started: Date) throws -> ReportRequest {
        ReportRequest(reporterName: parsed.value(reporter), reportFiles: try reportFiles(parsed), baselineFile: parsed.value(baseline),
                      baselineToRecord: parsed.value(writeBaseline), strict: parsed.flag(strict), started: started)
    }

    /// Says and writes what a command that reports hands back, in order: its messages (notes
    /// only without `--quiet`), the baseline it recorded, the report (to `--output` or standard
    /// output, and to each `--report` file) and its summary line; returns the exit status.
    /// - Parameters:
    ///   - beforeReport: the command's own files, once the baseline is written (`lint`'s manifests).
    ///   - standardOutputTaken: the command printed what was asked for instead (`lint --fix
    ///     --dry-run`'s diff): the report goes only to `--output`.
    ///   - afterSummary: the command's own files, last (`lint`'s `--summary-output`).
    static func finish(_ outcome: ReportOutcome, _ parsed: ParsedArguments, destination: Destination,
                       beforeReport: () throws -> Void = {}, standardOutputTaken: Bool = false,
                       afterSummary: () throws -> Void = {}) throws -> Int32 {
        let quiet = parsed.flag(quiet)
        SourceOptions.say(outcome.messages, quiet: quiet)
        guard let report = outcome.report else { return outcome.exitStatus }
        if let recording = outcome.baseline { try write(recording) }
        try beforeReport()
        if !standardOutputTaken || destination.output != nil { try destination.write(report) }
        try destination.writeFiles(report)
        if !quiet { destination.writeSummary(report.summaryLine) }
        try afterSummary()
        return outcome.exitStatus
    }

    /// Where a command's report goes, and how: to `--output` or standard output, and in colour
    /// or not (`--color`).
    struct Destination {
        let output: String?
        let color: TerminalColor.Choice

        /// The report, to `--output` (atomically) or standard output; a text report to a
        /// terminal in colour.
        func write(_ report: SessionReport) throws {
            let rendered = report.reporter.render(report.content)
            if let output {
                try writeFile(rendered, to: output)
            } else if CommandLineWords.isText(report), TerminalColor.isEnabled(color, descriptor: 1) {
                StandardStreams.write(TerminalColor.colored(report: rendered))
            } else {
                StandardStreams.write(rendered)
            }
        }

        /// The reports `--report` asks for, each to its file.
        func writeFiles(_ report: SessionReport) throws {
            for file in report.files {
                try writeFile(file.reporter.render(report.content), to: file.path)
            }
        }

        /// The summary line, on standard error, in colour in a terminal.
        func writeSummary(_ summary: String) {
            StandardStreams.error(TerminalColor.isEnabled(color, descriptor: 2) ? TerminalColor.colored(summary: summary) : summary)
        }
    }

    static func destination(_ parsed: ParsedArguments) throws(UsageError) -> Destination {
        Destination(output: parsed.value(output), color: try TerminalColor.choice(parsed.value(color)))
    }

    /// `--report FORMAT:PATH`, each as given: the session checks the formats, this that every
    /// report has a file of its own, before anything runs.
    static func reportFiles(_ parsed: ParsedArguments) throws -> [ReportFile] {
        var files: [ReportFile] = []
        var seen: [String: String] = [:]
        let workingDirectory = FileManager.default.currentDirectoryPath
        if let output = parsed.value(output) { seen[Paths.absolute(output, from: workingDirectory)] = output }
        for value in parsed.values(of: report) {
            guard let colon = value.firstIndex(of: ":"), colon != value.startIndex, value.index(after: colon) != value.endIndex else {
                throw UsageError("'\(report.name)' takes FORMAT:PATH, such as sarif:lint-intents.sarif, not '\(value)'")
            }
            let file = ReportFile(format: String(value[..<colon]), path: String(value[value.index(after: colon)...]))
            let absolute = Paths.absolute(file.path, from: workingDirectory)
            if let earlier = seen[absolute] {
                let named = earlier == file.path ? "'\(file.path)' is named twice" : "'\(earlier)' and '\(file.path)' are one file"
                throw UsageError("\(named): each report needs a file of its own")
            }
            seen[absolute] = file.path
            files.append(file)
        }
        return files
    }

    /// Writes a file the user named (a report, a manifest, a baseline, a summary) atomically,
    /// making the folders on its way that are missing, as `mkdir -p` would: `--output
    /// reports/lint.sarif` in a fresh checkout works.
    static func writeFile(_ contents: String, to path: String) throws {
        let folder = Paths.parent(of: Paths.absolute(path))
        do {
            try FileSystem.createFolder(folder)
        } catch {
            throw InputError("cannot write \(path): cannot create its folder: \(error.description)")
        }
        try FileSystem.writeAtomically(contents, to: path)
    }

    /// Writes what the session recorded, then says so.
    static func write(_ recording: BaselineRecording) throws {
        try writeFile(recording.contents, to: recording.path)
        StandardStreams.error(recording.confirmation)
    }
}
