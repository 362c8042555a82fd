import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintReporting

/// What `lint` and `diff` accept alike about their report and verdict, and how they show it.
enum ReportOptions {
    static let output = CommandOption.value("--output", "FILE", help: "Write the report to FILE (atomically) instead of standard output.")
    static let color = CommandOption.value("--color", "WHEN", help: """
        Colour the text report and summary: auto (default: in a terminal,
        unless NO_COLOR is set), always or never.
        """)
    static let strict = CommandOption.flag("--strict", help: "Fail on warnings too.")
    static let quiet = CommandOption.flag("--quiet", help: "Do not print the summary line to standard error.")

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
                try FileSystem.writeAtomically(rendered, to: output)
            } else if report.reporter.identifier == TextReporter.identifier, TerminalColor.isEnabled(color, descriptor: 1) {
                StandardStreams.write(TerminalColor.colored(report: rendered))
            } else {
                StandardStreams.write(rendered)
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

    /// Writes what the session recorded, then says so.
    static func write(_ recording: BaselineRecording) throws {
        try FileSystem.writeAtomically(recording.contents, to: recording.path)
        StandardStreams.error(recording.confirmation)
    }
}
