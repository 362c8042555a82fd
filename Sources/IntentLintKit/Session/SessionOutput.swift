#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintReporting
import IntentLintCore

// What a session hands back for its caller to say and write: the session itself never prints
// and never writes a file.

/// One line to say on standard error, beside the report.
public struct SessionMessage: Sendable, Equatable {
    public enum Kind: Sendable {
        /// A problem that did not stop the run (a project file read as plain files, a file that
        /// could not be read): always said.
        case warning
        /// Something worth knowing that `--quiet` leaves out.
        case note
        /// What the run changed in the user's files (`--fix`): always said.
        case change
    }

    package var kind: Kind
    package var text: String
    /// What discovery said, when this says it: a command with a report moves its warnings there
    /// (`Coverage`), and says only the notes.
    package var input: InputMessage?

    package init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// What discovery said, as a warning (always said) or a note (`--quiet` leaves it out).
    package init(input: InputMessage) {
        self.init(input.severity == .note ? .note : .warning, input.text)
        self.input = input
    }
}

extension [SessionMessage] {
    /// The input warnings among these, for a report's coverage, each once.
    package var inputWarnings: [InputMessage] {
        var seen: Set<InputMessage> = []
        return compactMap(\.input).filter { $0.severity == .warning && seen.insert($0).inserted }
    }

    /// These without the input warnings, which a report says.
    package var withoutInputWarnings: [SessionMessage] {
        filter { $0.input?.severity != .warning }
    }
}

/// A baseline to write (`--write-baseline FILE`).
public struct BaselineRecording: Sendable {
    /// As the request named it.
    package var path: String
    package var contents: String
    /// What to say once the file is written: `Recorded 3 findings in …`.
    package var confirmation: String
}

/// One module's manifest, to write.
public struct ManifestFile: Sendable {
    package var module: String
    /// `<Module>.manifest.json`: unique among the run's manifests and safe on every file system.
    package var fileName: String
    /// The manifest's JSON.
    package var contents: String
}

/// What a run reports, to render and show.
public struct SessionReport: Sendable {
    /// One more report of the run, to write to a file (`--report FORMAT:PATH`).
    public struct File: Sendable {
        /// As the request named it.
        package var path: String
        package var reporter: ReporterEntry
    }

    package var content: LintReport
    /// The reporter the request or the configuration chose.
    package var reporter: ReporterEntry
    /// `Linted 12 files in 0.04 s: 2 errors, 1 warning.`, for standard error.
    package var summaryLine: String
    /// The other reports the request asked for, each to its file.
    package var files: [File] = []
}

/// A report to write to a file beside the one on standard output or `--output`
/// (`--report FORMAT:PATH`): one run, as many formats as the caller needs.
public struct ReportFile: Sendable, Equatable {
    /// The reporter's identifier: `sarif`, `markdown`, …
    package var format: String
    /// Relative to the working folder, or absolute.
    package var path: String

    package init(format: String, path: String) {
        self.format = format
        self.path = path
    }
}

extension RunSummary {
    /// The file `--summary-output` writes, by the same deterministic writer as every other file.
    package var json: String {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try JSONValue.parse(Array(encoder.encode(self)), path: "the summary").serialized()
        }
    }
}
