import AppIntents

enum TransportMode: String, AppEnum {
    case walking
    case cycling
    case transit
    case driving

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Transport"

    static var caseDisplayRepresentations: [TransportMode: DisplayRepresentation] {
        [
            .walking: "Walking",
            .cycling: "Cycling",
            .transit: DisplayRepresentation(title: "Public Transit", synonyms: ["Bus", "Train", "Subway"]),
            .driving: "Driving",
        ]
    }
}
