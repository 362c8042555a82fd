import AppIntents

// The app compiles this file too, so the system runs the intent in the app.
struct OpenOrdersIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Orders"
    static var openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult { .result() }
}
