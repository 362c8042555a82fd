import AppIntents

public enum LampColor: String, AppEnum {
    case warm
    case cool

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Lamp Color"
    public static var caseDisplayRepresentations: [LampColor: DisplayRepresentation] = [
        .warm: "Warm",
        .cool: "Cool",
    ]
}
