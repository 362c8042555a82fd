import AppIntents

extension LateIntent: AppIntent {
    static let title: LocalizedStringResource = "Late"

    func perform() async throws -> some IntentResult { .result() }
}
