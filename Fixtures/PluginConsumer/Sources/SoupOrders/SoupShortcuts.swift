import AppIntents

struct SoupShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoupIntent(),
            phrases: ["Order \(\.$soup) with \(.applicationName)", "Order soup"],
            shortTitle: "Order Soup",
            systemImageName: "cup.and.saucer")
    }
}
