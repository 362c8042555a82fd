import AppIntents

struct AddEventIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Event"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult { .result() }
}
