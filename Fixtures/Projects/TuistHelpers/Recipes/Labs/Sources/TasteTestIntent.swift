import AppIntents

struct TasteTestIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Taste Test"

    func perform() async throws -> some IntentResult { .result() }
}
