import AppIntents

struct OrderSoupIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Soup"
    static let description = IntentDescription("Orders a bowl of \(Kitchen.soupOfTheDay).")

    @Parameter(title: "Soup")
    var soup: String

    @Parameter(title: "Size")
    var size: SoupSize

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$soup)")
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

enum Kitchen {
    static let soupOfTheDay = "Miso"
}
