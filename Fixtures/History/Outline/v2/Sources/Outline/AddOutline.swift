import AppIntents

struct AddOutline: AppIntent {
    // Titles are keys now; the strings table gives people the same words.
    static var title: LocalizedStringResource = "intent.title.add-outline"

    @Parameter(title: "parameter.name") var name: String
    @Parameter(title: "parameter.depth") var depth: Depth
    @Parameter(title: "parameter.style", default: .plain) var style: Style
    @Parameter(title: "parameter.parent") var parent: OutlineEntity?

    func perform() async throws -> some IntentResult { .result() }
}
