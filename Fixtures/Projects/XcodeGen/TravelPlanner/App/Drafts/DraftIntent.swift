import AppIntents

// Excluded from the app's sources: in no target.
struct DraftIntent: AppIntent {
    static let title: LocalizedStringResource = "Draft"

    func perform() async throws -> some IntentResult { .result() }
}
