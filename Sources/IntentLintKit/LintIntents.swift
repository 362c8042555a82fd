/// Facts about the tool itself.
public enum LintIntents {
    public static let version = "0.1.0"
    public static let repositoryURL = "https://github.com/lint-intents/lint-intents"
}
