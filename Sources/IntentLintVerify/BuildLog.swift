import IntentLintSupport
import IntentLintCore

/// What the App Intents steps of an `xcodebuild` log said: their diagnostics, each once, and
/// whether a metadata export halted. `BuildLogReader` reads it from the log's text.
package struct BuildLog: Sendable {
    /// The build steps that run Apple's App Intents tools, by the rule name `xcodebuild` prints
    /// at the start of each, with the tool it runs.
    package enum Step: String, Sendable, CaseIterable {
        case extractMetadata = "ExtractAppIntentsMetadata"
        case validateShortcutStrings = "ValidateAppShortcutStringsMetadata"
        case nlTraining = "AppIntentsSSUTraining"

        /// The tool the step runs, which also prefixes the lines it logs.
        package var tool: String {
            switch self {
            case .extractMetadata: return "appintentsmetadataprocessor"
            case .validateShortcutStrings: return "appshortcutstringsprocessor"
            case .nlTraining: return "appintentsnltrainingprocessor"
            }
        }

        static func step(ofTool tool: String) -> Step? {
            allCases.first { $0.tool == tool }
        }
    }

    package struct Diagnostic: Sendable, Hashable {
        package var severity: Severity
        package var message: String
        /// The file the diagnostic names, as the log wrote it; nil for one about the target.
        package var file: String?
        /// Its line and column; the column is 1 when the log gives only a line.
        package var location: SourceLocation?
        package var step: Step
        /// The target the step ran for (`in target 'SoupChef'`), when the log says.
        package var target: String?
        /// The line of the log it was read from (the first, for one printed twice).
        package var logLine: Int
    }

    /// A metadata export that halted: "At least one halting error produced during export".
    package struct Halt: Sendable, Hashable {
        package var target: String?
        package var logLine: Int
        package var message: String
    }

    package var diagnostics: [Diagnostic] = []
    package var halts: [Halt] = []
    /// Whether the log ends with `** BUILD SUCCEEDED **` (true) or `** BUILD FAILED **`
    /// (false); nil when it shows neither.
    package var buildSucceeded: Bool?
    /// How many App Intents steps the log shows.
    package var stepCount = 0

    package init() {}
}
