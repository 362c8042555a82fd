import AppIntents

/// In the app through its synchronized folder `Synced/`.
struct ShowInboxIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Inbox"
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
