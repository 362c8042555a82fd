/// What a kind of finding is, shared by every rule, every change `diff` reports and every check
/// of `verify`: configuration names it, `lint-intents rules` lists it, SARIF describes it.
public struct RuleDescription: Sendable {
    /// The default severity as the docs show it: `error`, or `error or warning`.
    package var severityText: String { alsoWarns ? "\(severity.rawValue) or warning" : severity.rawValue }

    /// Fixed; appears in output, configuration and suppression comments.
    package var identifier: String
    /// A readable name: `Non-constant metadata`.
    package var name: String
    /// One line: what the rule enforces.
    package var summary: String
    /// Why it matters and how to fix it; a paragraph of Markdown.
    package var rationale: String
    package var severity: Severity
    /// Whether some findings of an error rule are warnings, where the harm depends on what the
    /// app does next.
    package var alsoWarns: Bool
    /// Opt-in rules run only when enabled in configuration.
    package var isOptIn: Bool
    /// Whether `lint --fix` rewrites its findings (those it can rewrite exactly: see `Fix`).
    package var isFixable: Bool

    package init(identifier: String, name: String, summary: String, rationale: String, severity: Severity,
                alsoWarns: Bool = false, isOptIn: Bool = false, isFixable: Bool = false) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.alsoWarns = alsoWarns
        self.isOptIn = isOptIn
        self.isFixable = isFixable
    }
}
