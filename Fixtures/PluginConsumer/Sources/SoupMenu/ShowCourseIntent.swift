import AppIntents

struct ShowCourseIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Course"
    static let description = IntentDescription("Shows the dishes of one course of the menu.")

    @Parameter(title: "Course")
    var course: Course

    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$course)")
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

enum Course: String, AppEnum {
    case starters, soups, desserts

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
    static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [
        .starters: "Starters", .soups: "Soups", .desserts: "Desserts",
    ]
}
