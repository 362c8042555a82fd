import AppIntents

// The Basic sample's intent: each sample app has a target named MyMood.
struct LogMoodIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Mood"

    func perform() async throws -> some IntentResult { .result() }
}
