import AppIntents

// In an excluded folder: SwiftPM does not compile this file.
struct DraftIntent: AppIntent {
    static var title: LocalizedStringResource = "Draft"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
