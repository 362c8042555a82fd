/// An output format as the command line selects it.
public struct ReporterEntry: Sendable {
    public var identifier: String
    public var summary: String
    public var render: @Sendable (LintReport) -> String

    init<Format: Reporter>(_ format: Format.Type) {
        identifier = Format.identifier
        summary = Format.summary
        render = { Format.render($0) }
    }
}

/// Every output format, in the order `lint-intents help lint` lists them.
public enum Reporters {
    public static let all: [ReporterEntry] = [ReporterEntry(TextReporter.self)]

    public static func named(_ identifier: String) -> ReporterEntry? {
        all.first { $0.identifier == identifier }
    }
}
