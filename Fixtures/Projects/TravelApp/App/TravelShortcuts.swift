import AppIntents

struct TravelShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenLandmarkIntent(), phrases: ["Open \(\.$landmark) in \(.applicationName)"],
                    shortTitle: "Open Landmark", systemImageName: "building.columns")
    }
}
