import AppIntents

struct AddOutline: AppIntent {
    static var title: LocalizedStringResource = "Add Outline"

    @Parameter(title: "Name") var name: String
    @Parameter(title: "Depth") var depth: Depth
    @Parameter(title: "Style", default: .plain) var style: Style
    @Parameter(title: "Pinned", default: false) var pinned: Bool
    @Parameter(title: "Parent") var parent: OutlineEntity?

    func perform() async throws -> some IntentResult { .result() }
}
