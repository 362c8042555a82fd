import AppIntents

struct OrderShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ReorderIntent(), phrases: ["Reorder with \(.applicationName)"],
                    shortTitle: "Reorder", systemImageName: "arrow.clockwise")
    }
}

// A second provider in the app: the app has one.
struct MoreShortcuts: AppShortcutsProvider { // expect: app-shortcuts-provider-placement
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ReorderIntent(), phrases: ["Reorder again with \(.applicationName)"],
                    shortTitle: "Again", systemImageName: "arrow.clockwise")
    }
}
