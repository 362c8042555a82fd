import AppIntents

/// Compiled into both the app and the widget extension.
struct MarkAsReadIntent: AppIntent {
    static var title: LocalizedStringResource = "Mark as Read"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
