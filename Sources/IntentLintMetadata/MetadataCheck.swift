import IntentLintCore

/// What `lint-intents metadata` reports of its own, beside the errors and warnings of the rules
/// `MetadataExportHalt` lists (which it runs, as `lint` does): what the file it writes leaves out.
/// A warning, since the file is written without it; `--strict` makes it fail the run.
package enum MetadataCheck: String, CaseIterable, Sendable {
    case leftOut = "metadata-left-out"

    package var identifier: String { rawValue }

    package var summary: String {
        switch self {
        case .leftOut:
            return "The written `extract.actionsdata` leaves out a record or a field of the sources: one whose form in Apple's format " +
                "lint-intents cannot write as Xcode would (no real file shows it), or a value that is not a compile-time constant. The rest of the file is written; `--strict` fails the run instead."
        }
    }

    /// As rule descriptions, for configuration, reports and SARIF.
    package static let descriptions: [RuleDescription] = allCases.map { check in
        RuleDescription(identifier: check.identifier, name: check.identifier, summary: check.summary, rationale: check.summary, severity: .warning)
    }
}
