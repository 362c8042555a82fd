import AppIntents

/// The tool's own toggle: the same type name as the library's, in another module.
struct ToggleIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle from the Tool"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
