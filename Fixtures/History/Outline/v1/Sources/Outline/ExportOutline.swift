import AppIntents

struct ExportOutline: AppIntent {
    static var title: LocalizedStringResource = "Export Outline"

    @Parameter(title: "Layout") var layout: Layout

    func perform() async throws -> some IntentResult { .result() }
}
