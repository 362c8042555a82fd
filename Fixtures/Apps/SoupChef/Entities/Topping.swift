import AppIntents

enum Topping: String, AppEnum {
    case croutons
    case cheese
    case redPepper = "red-pepper"
    case chives

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("TOPPING_TYPE", table: "Menu"))
    }

    static var caseDisplayRepresentations: [Topping: DisplayRepresentation] {
        [
            .croutons: DisplayRepresentation(title: LocalizedStringResource("TOPPING_CROUTONS", table: "Menu")),
            .cheese: DisplayRepresentation(title: LocalizedStringResource("TOPPING_CHEESE", table: "Menu")),
            .redPepper: DisplayRepresentation(title: LocalizedStringResource("TOPPING_RED_PEPPER", table: "Menu")),
            .chives: DisplayRepresentation(title: LocalizedStringResource("TOPPING_CHIVES", table: "Menu")),
        ]
    }
}
