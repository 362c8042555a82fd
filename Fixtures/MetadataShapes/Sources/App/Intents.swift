import AppIntents
import CoreLocation
import Kit

extension Dish: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dish"
    public static let defaultQuery = DishQuery()
    public var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct DishQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Dish] { identifiers.map { Dish(id: $0, name: $0) } }
    func suggestedEntities() async throws -> [Dish] { [Dish(id: "soup", name: "Soup")] }
}

struct DeliverIntent: AppIntent {
    static let title: LocalizedStringResource = "Deliver"
    @Parameter(title: "Dish") var dish: Dish
    @Parameter(title: "Bowl") var bowl: Bowl
    @Parameter(title: "Address") var address: CLPlacemark
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .books.openBook)
struct OpenCookbookIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Cookbook"
    @Parameter(title: "Dish") var target: Dish
    func perform() async throws -> some IntentResult { .result() }
}

struct KitchenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: DeliverIntent(), phrases: ["Deliver \(\.$dish) with \(.applicationName)"], shortTitle: "Deliver", systemImageName: "bag")
    }
    static let shortcutTileColor: ShortcutTileColor = .blue
}
