import AppIntents

// A framework's provider is dropped: the app's counts.
struct KitShortcuts: AppShortcutsProvider { // expect: app-shortcuts-provider-placement
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: KitIntent(), phrases: ["Run the kit in \(.applicationName)"],
                    shortTitle: "Kit", systemImageName: "shippingbox")
    }
}

struct KitIntent: AppIntent {
    static var title: LocalizedStringResource = "Run Kit"
    func perform() async throws -> some IntentResult { .result() }
}
