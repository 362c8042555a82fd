import AppIntents

struct SelectStoreIntent: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Select Store"
    @Parameter(title: "Store")
    var store: StoreEntity // expect: control-intent-parameter-default
    @Parameter(title: "Show Queue", default: true)
    var showsQueue: Bool
}

struct StoreEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Store"
    var id: String
    static var defaultQuery = StoreQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct StoreQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [StoreEntity] { identifiers.map { StoreEntity(id: $0) } }
}

// Only the widget extension compiles this file: it cannot open the app.
struct OpenStoreIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Store"
    static var openAppWhenRun: Bool = true // expect: open-app-from-extension
    func perform() async throws -> some IntentResult { .result() }
}

struct WidgetShortcuts: AppShortcutsProvider { // expect: app-shortcuts-provider-placement
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenStoreIntent(), phrases: ["Open the store in \(.applicationName)"],
                    shortTitle: "Store", systemImageName: "storefront")
    }
}
