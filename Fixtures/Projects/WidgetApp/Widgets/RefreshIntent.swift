import AppIntents

/// The widget's refresh: reloads the widget's timeline only.
struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh Widget"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
