import AppIntents

struct SoupEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static let defaultQuery = SoupQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct SoupQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SoupEntity] { identifiers.map { SoupEntity(id: $0) } }
    func suggestedEntities() async throws -> [SoupEntity] { [SoupEntity(id: "tomato")] }
}

struct OrderSoupIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Soup"
    @Parameter(title: "Soup") var soup: SoupEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct StartOrderIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Order"
    func perform() async throws -> some IntentResult { .result() }
}

// The keys of AppShortcuts.strings and AppShortcuts.xcstrings are these phrases, with
// `${applicationName}` and `${soup}` for the interpolations.
struct SoupShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderSoupIntent(), phrases: [
            "Order \(\.$soup) in \(.applicationName)",
            "Order soup in \(.applicationName)",
        ], shortTitle: "Order Soup", systemImageName: "cup.and.saucer")
        AppShortcut(intent: StartOrderIntent(), phrases: [
            "Start a soup order with \(.applicationName)",
            "\(.applicationName) soup time",
        ], shortTitle: "Start Order", systemImageName: "cart")
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Order pizza"
        }
    }
}
