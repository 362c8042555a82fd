import AppIntents

public struct ToggleIntent: AppIntent {
    public static var title: LocalizedStringResource = "Toggle"

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
