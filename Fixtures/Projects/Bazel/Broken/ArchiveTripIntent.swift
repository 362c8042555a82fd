import AppIntents

struct ArchiveTripIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive Trip"

    func perform() async throws -> some IntentResult { .result() }
}
