import AppIntents

/// In the app through its synchronized folder: subfolders count too.
struct ArchiveIntent: AppIntent {
    static var title: LocalizedStringResource = "Archive"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
