import AppIntents

struct SoupShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoupIntent(),
            phrases: [
                "Order \(\.$soup) with \(.applicationName)",
                #"Order soup with \#(.applicationName)"#,
                "Order soup with \\(.applicationName)", // expect: phrase-missing-app-name
                #"Order soup with \(.applicationName)"#, // expect: phrase-missing-app-name
                "Order soup with ${applicationName}", // the token as the build writes it: no finding
                // expect-next-line: phrase-missing-app-name
                """
                Order a bowl of soup
                """,
                """
                Order soup in \(.applicationName)
                """,
            ],
            shortTitle: "Order Soup",
            systemImageName: "cup.and.saucer")
    }
}
