import AppIntents

struct OrderSoupIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Soup"
    static var description = IntentDescription("Orders a bowl of \(Menu.soupOfTheDay).")

    @Parameter(title: "Soup")
    var soup: SoupEntity

    @Parameter(title: "Size")
    var size: SoupSize

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$soup)")
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

enum SoupSize: Int, AppEnum {
    case small, large
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
}
