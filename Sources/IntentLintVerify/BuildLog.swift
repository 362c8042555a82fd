/// What the App Intents steps of an `xcodebuild` log said: their diagnostics, each once, and
/// whether a metadata export halted. `BuildLogReader` reads it from the log's text.
import IntentLintSupport
import IntentLintRules

public struct BuildLog: Sendable {
    /// The build steps that run Apple's App Intents tools, by the rule name `xcodebuild` prints
    /// at the start of each, with the tool it runs.
    public enum Step: String, Sendable, CaseIterable {
        case extractMetadata = "ExtractAppIntentsMetadata"
        case validateShortcutStrings = "ValidateAppShortcutStringsMetadata"
        case nlTraining = "AppIntentsSSUTraining"

        /// The tool the step runs, which also prefixes the lines it logs.
        public var tool: String {
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

    public struct Diagnostic: Sendable, Hashable {
        public var severity: Severity
        public var message: String
        /// The file the diagnostic names, as the log wrote it; nil for one about the target.
        public var file: String?
        /// Its line and column; the column is 1 when the log gives only a line.
        public var location: SourceLocation?
        public var step: Step
        /// The target the step ran for (`in target 'SoupChef'`), when the log says.
        public var target: String?
        /// The line of the log it was read from (the first, for one printed twice).
        public var logLine: Int
    }

    /// A metadata export that halted: "At least one halting error produced during export".
    public struct Halt: Sendable, Hashable {
        public var target: String?
        public var logLine: Int
        public var message: String
    }

    public var diagnostics: [Diagnostic] = []
    public var halts: [Halt] = []
    /// Whether the log ends with `** BUILD SUCCEEDED **` (true) or `** BUILD FAILED **`
    /// (false); nil when it shows neither.
    public var buildSucceeded: Bool?
    /// How many App Intents steps the log shows.
    public var stepCount = 0

    public init() {}
}
