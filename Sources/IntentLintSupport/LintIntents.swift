/// Facts about the tool itself.
package enum LintIntents {
    package static let version = "0.1.0"
    /// Where lint-intents is published, for SARIF's `informationUri`: nil while it is not, since
    /// no URL is known to be its home (README, Package.swift and action.yml name none), and a
    /// report should not send readers to a made-up address. Set it when publishing, and the
    /// docs' install snippets with it (`ChangelogTests` checks they agree).
    package static let repositoryURL: String? = nil
    /// What the docs' install snippets name until then: a placeholder they tell readers to
    /// replace with the URL they get lint-intents from.
    package static let placeholderURL = "https://github.com/your-org/lint-intents"
}
