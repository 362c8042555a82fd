import AppIntents

struct TravelShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlanTripIntent(), phrases: ["Plan a trip with \(.applicationName)"],
                    shortTitle: "Plan Trip", systemImageName: "map")
    }
}
