/// Facts about the tool itself.
package enum LintIntents {
    package static let version = "0.1.0"
    /// Where lint-intents is got from: SARIF's `informationUri`, and the URL every install
    /// snippet in the docs uses (`ChangelogTests` checks they agree). Nothing is published yet,
    /// so it is the placeholder the docs tell readers to replace; set it when publishing.
    package static let repositoryURL = "https://github.com/your-org/lint-intents"
}
