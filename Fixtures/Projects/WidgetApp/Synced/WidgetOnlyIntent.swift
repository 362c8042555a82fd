import AppIntents

/// In the app's synchronized folder, but a membership exception takes it out of the app and
/// another puts it in the widget extension only.
struct ToggleCompactIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Compact Layout"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
