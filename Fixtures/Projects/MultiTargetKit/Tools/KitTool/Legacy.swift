import AppIntents

// Excluded in Package.swift: SwiftPM does not compile this file.
struct LegacyIntent: AppIntent {
    static var title: LocalizedStringResource = "Legacy"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
