import IntentLintSupport

/// An output format as the command line selects it. A plain value rather than a
/// metatype: calling through `any Reporter.Type` crashed the Swift 6.3 compiler.
public struct ReporterEntry: Sendable {
    public var identifier: String
    package var summary: String
    package var render: @Sendable (LintReport) -> String

    init<Format: Reporter>(_ format: Format.Type) {
        identifier = Format.identifier
        summary = Format.summary
        render = { Format.render($0) }
    }
}

/// The output formats `--reporter` accepts, and what they share.
public enum Reporters {
    /// Every reporter, in the order `lint-intents help lint` lists them; the first is the default.
    public static let all: [ReporterEntry] = [
        ReporterEntry(TextReporter.self), ReporterEntry(JSONReporter.self), ReporterEntry(SARIFReporter.self),
        ReporterEntry(GitHubActionsReporter.self), ReporterEntry(JUnitReporter.self), ReporterEntry(JUnitErrorsReporter.self),
        ReporterEntry(MarkdownReporter.self),
        ReporterEntry(CodeClimateReporter.self), ReporterEntry(CheckstyleReporter.self),
    ]

    /// The reporter whose identifier is `identifier`, or nil for an unknown name.
    package static func named(_ identifier: String) -> ReporterEntry? {
        all.first { $0.identifier == identifier }
    }

    /// `path` relative to `directory` when it lies inside it, else the absolute path. Relative
    /// paths are taken from `directory`; `.` and `..` are resolved lexically (symbolic links are
    /// not followed, as GitHub does not follow them either). `directory` must be absolute.
    package static func relativePath(_ path: String, to directory: String) -> String {
        let base = Paths.normalize(directory)
        let absolute = Paths.absolute(path, from: base)
        return absolute == base ? "." : Paths.relative(absolute, to: base)
    }
}
