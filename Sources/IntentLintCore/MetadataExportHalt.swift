/// What stops Xcode's App Intents metadata export: the one list `lint` and `metadata` both go by.
///
/// Each rule here reports, as an `error`, a mistake on which the build's metadata processor halts
/// ("At least one halting error produced during export. No AppIntents metadata have been
/// exported"), with the diagnostic on record in its rationale. `lint` reports those errors; the
/// `metadata` command runs exactly these rules, with the same configuration and suppression
/// comments, and writes nothing when one of them reports an error. Their warnings (a value the
/// export leaves out) are reported by both and stop neither. An `error` of another rule (a lookup
/// that breaks saved shortcuts at run time) does not stop the export, so `metadata` does not run it.
package enum MetadataExportHalt {
    package static let ruleIdentifiers: Set<String> = [
        "non-constant-metadata",
        "phrase-missing-app-name",
        "phrase-multiple-parameters",
        "phrase-parameter-type",
        "app-shortcut-phrases-not-inline",
        "case-display-representations",
        "app-enum-from-other-module",
        "duplicate-query-name",
        "inherited-metadata",
        "localized-string-resource",
    ]

    /// Whether `finding` stops the export: an error of one of these rules, at the severity the
    /// run gives it (a configuration that makes it a warning makes it one for both commands).
    package static func halts(_ finding: Finding) -> Bool {
        finding.severity == .error && ruleIdentifiers.contains(finding.ruleIdentifier)
    }
}
