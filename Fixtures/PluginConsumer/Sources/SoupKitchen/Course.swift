import AppIntents

// SoupMenu has a `Course` too: each target is its own module, so they do not clash.
enum Course: Int, AppEnum {
    case starter, main, dessert

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
    static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [
        .starter: "Starter", .main: "Main", .dessert: "Dessert",
    ]
}
