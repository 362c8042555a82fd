import AppIntents

struct SoupChefShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoupIntent(),
            phrases: [
                "Order \(\.$soup) from \(.applicationName)",
                "Order soup in \(.applicationName)",
                "Get me soup from \(.applicationName)",
            ],
            shortTitle: "Order Soup",
            systemImageName: "takeoutbag.and.cup.and.straw"
        )
        AppShortcut(
            intent: ReorderLastIntent(),
            phrases: ["Reorder my soup with \(.applicationName)", "\(.applicationName), the usual"],
            shortTitle: LocalizedStringResource("REORDER_SHORT_TITLE", table: "Shortcuts"),
            systemImageName: "arrow.clockwise"
        )
        if #available(iOS 18.0, macOS 15.0, *) {
            AppShortcut(
                intent: OpenOrderIntent(),
                phrases: ["Show my \(\.$target) in \(.applicationName)", "Where is my \(.applicationName) order"],
                shortTitle: "Order Status",
                systemImageName: "clock"
            )
        }
        #if os(iOS)
        AppShortcut(
            intent: CancelOrderIntent(),
            phrases: ["Cancel my \(.applicationName) order"],
            shortTitle: "Cancel Order",
            systemImageName: "xmark.circle"
        )
        #endif
    }

    static var shortcutTileColor: ShortcutTileColor = .orange
}
