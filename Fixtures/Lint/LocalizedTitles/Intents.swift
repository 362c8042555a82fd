import AppIntents

/// Titles from localization tables are constants the build reads; titles from code are not.
struct OpenOrdersIntent: AppIntent {
    static var title = LocalizedStringResource("open.orders.title", defaultValue: "Open Orders", table: "Intents")
    static var description = IntentDescription(LocalizedStringResource("open.orders.description", table: "Intents"))

    @Parameter(title: LocalizedStringResource("order.parameter", table: "Intents"),
               requestValueDialog: IntentDialog(.init("order.dialog", table: "Intents")))
    var order: String
}

struct ReorderIntent: AppIntent {
    static var title: LocalizedStringResource { .init("reorder.title", table: "Intents") }
    static var description = IntentDescription(String(localized: "reorder.description")) // expect: non-constant-metadata
}

struct CancelOrderIntent: AppIntent {
    static var title = Strings.localized("cancel.title") // expect: non-constant-metadata

    @Parameter(title: Strings.orderTitle) // expect: non-constant-metadata
    var order: String
}

struct RepeatOrderIntent: AppIntent {
    static var title: LocalizedStringResource {
        Bundle.main.localizedString(forKey: "repeat.title", value: nil, table: "Intents") // expect: non-constant-metadata
    }
}

enum Strings {
    static func localized(_ key: String) -> LocalizedStringResource { LocalizedStringResource(stringLiteral: key) }
    static let orderTitle: LocalizedStringResource = "Order"
}
