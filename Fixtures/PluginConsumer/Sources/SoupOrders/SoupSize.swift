import AppIntents

enum SoupSize: Int, AppEnum {
    case small, large

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
}
