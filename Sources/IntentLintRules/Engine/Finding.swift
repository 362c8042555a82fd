/// How serious a finding is. Errors fail the run; warnings fail it only with `--strict`;
/// notes (what `lint-intents diff` says users will see differ) never do.
import IntentLintSupport

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }
}

/// One problem found in the sources.
public struct Finding: Sendable, Hashable {
    public var ruleIdentifier: String
    public var severity: Severity
    /// What is wrong and how to fix it, in one sentence.
    public var message: String
    /// The file as the user named it (see `FileSyntax.displayPath`).
    public var file: String
    public var location: SourceLocation
    /// The text of the finding's line, whitespace-trimmed; baselines match on it.
    public var lineText: String

    public init(ruleIdentifier: String, severity: Severity, message: String, file: String,
                location: SourceLocation, lineText: String = "") {
        self.ruleIdentifier = ruleIdentifier
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.lineText = lineText
    }

    /// Sorted by file, then position, then rule: the order every report uses.
    public static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
        // Findings of one file share its path string, so this equality check is cheap and
        // most comparisons end on the line numbers.
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return (lhs.location.line, lhs.location.column, lhs.ruleIdentifier, lhs.message)
            < (rhs.location.line, rhs.location.column, rhs.ruleIdentifier, rhs.message)
    }
}
