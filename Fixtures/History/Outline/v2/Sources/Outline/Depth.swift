import AppIntents

/// How many levels an outline starts with. A case inserted before `deep` takes its raw value.
enum Depth: Int, AppEnum {
    case shallow, medium, deep

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Depth"
    static var caseDisplayRepresentations: [Depth: DisplayRepresentation] = [
        .shallow: "Shallow",
        .medium: "Medium",
        .deep: "Deep",
    ]
}
