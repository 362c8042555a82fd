import AppIntents

/// The app's refresh: reloads everything. The widget extension declares its own
/// `RefreshIntent` with another title; each target compiles only its own.
struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh Everything"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
