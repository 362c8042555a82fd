import AppIntents

/// How many levels an outline starts with. Its raw values are implied: 0, 1.
enum Depth: Int, AppEnum {
    case shallow, deep

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Depth"
    static var caseDisplayRepresentations: [Depth: DisplayRepresentation] = [
        .shallow: "Shallow",
        .deep: "Deep",
    ]
}
