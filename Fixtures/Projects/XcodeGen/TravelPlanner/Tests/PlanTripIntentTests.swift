import AppIntents

struct PreviewTripIntent: AppIntent {
    static let title: LocalizedStringResource = "Preview Trip"

    func perform() async throws -> some IntentResult { .result() }
}
