import AppIntents

public struct LogMealIntent: AppIntent {
    public static let title: LocalizedStringResource = "Log Meal"

    @Parameter(title: "Course")
    public var course: CourseEnum

    public init() {}

    public func perform() async throws -> some IntentResult { .result() }
}

public enum CourseEnum: String, AppEnum {
    case starter, main, dessert

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
    public static let caseDisplayRepresentations: [CourseEnum: DisplayRepresentation] = [
        .starter: "Starter",
        .main: "Main",
        .dessert: "Dessert",
    ]
}
