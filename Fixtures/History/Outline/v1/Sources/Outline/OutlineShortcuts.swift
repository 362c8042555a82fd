import AppIntents

struct OutlineShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: AddOutline(), phrases: ["Add an outline in \(.applicationName)"],
                    shortTitle: "Add Outline", systemImageName: "list.bullet.indent")
        AppShortcut(intent: ExportOutline(), phrases: ["Export my outline with \(.applicationName)"],
                    shortTitle: "Export", systemImageName: "square.and.arrow.up")
    }
}
