import AppIntents
@testable import IntentsKit

/// An intent only the tests build, to check intents compose.
struct PreviewIntent: AppIntent {
    static var title: LocalizedStringResource = "Preview"

    func perform() async throws -> some IntentResult {
        _ = ToggleIntent()
        return .result()
    }
}
