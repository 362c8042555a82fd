import AppIntents

/// The widget's refresh: reloads the widget's timeline only. Its description is not a
/// constant, an error found in the widget extension's module only.
struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh Widget"
    static var description = IntentDescription("Reloads \(WidgetKind.name).")

    func perform() async throws -> some IntentResult {
        .result()
    }
}

enum WidgetKind {
    static let name = "the feed widget"
}
