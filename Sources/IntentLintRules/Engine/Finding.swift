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
    /// Other places of the same mistake: the same key in the other localizations, the uses of
    /// a type a module forgot to register, the other targets that compile the file. Reported
    /// with the finding, never as findings of their own.
    public var related: [RelatedLocation]
    /// The rewrite `lint --fix` can make of the finding's file to remove it, when the rule can
    /// prove one exact.
    public var fix: Fix?

    public init(ruleIdentifier: String, severity: Severity, message: String, file: String,
                location: SourceLocation, lineText: String = "", related: [RelatedLocation] = [], fix: Fix? = nil) {
        self.ruleIdentifier = ruleIdentifier
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.lineText = lineText
        self.related = related
        self.fix = fix
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

/// Another place of one finding's mistake, with what it is there.
public struct RelatedLocation: Sendable, Hashable {
    /// As `Finding.file`: relative to the module's root inside a rule, as the user names it once reported.
    public var file: String
    public var location: SourceLocation
    /// What this place is: `also in de.lproj/AppShortcuts.strings`, `used by PlanTripIntent in TravelApp`.
    public var message: String

    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }
}
