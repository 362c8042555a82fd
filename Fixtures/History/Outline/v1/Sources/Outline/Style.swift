import AppIntents

enum Style: String, AppEnum {
    case plain, numbered

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
    static var caseDisplayRepresentations: [Style: DisplayRepresentation] = [
        .plain: "Plain",
        .numbered: "Numbered",
    ]
}
