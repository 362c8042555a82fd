import AppIntents

struct ExportOutline: AppIntent {
    static var title: LocalizedStringResource = "Export Outline"

    @Parameter(title: "Layout") var layout: Layout
    @Parameter(title: "Outline") var outline: OutlineEntity

    func perform() async throws -> some IntentResult { .result() }
}
