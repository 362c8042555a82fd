import AppIntents

struct TravelTrackingAppShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NavigateIntent(),
            phrases: [
                "Navigate in \(.applicationName)",
                "Navigate to \(\.$navigationOption) in \(.applicationName)",
            ],
            shortTitle: "Navigate",
            systemImageName: "arrowshape.forward"
        )
        AppShortcut(
            intent: ClosestLandmarkIntent(),
            phrases: ["Find closest landmark in \(.applicationName)"],
            shortTitle: "Closest landmark",
            systemImageName: "location"
        )
        AppShortcut(
            intent: OpenLandmarkIntent(),
            phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Open landmark in \(.applicationName)",
            ],
            shortTitle: "Open",
            systemImageName: "building.columns"
        )
        AppShortcut(
            intent: GetCrowdStatusIntent(),
            phrases: ["How busy is \(\.$landmark) in \(.applicationName)"],
            shortTitle: "Crowd Status",
            systemImageName: "person.3",
            parameterPresentation: ParameterPresentation(
                for: \.$landmark,
                summary: Summary("How busy is \(\.$landmark)"),
                optionsCollections: {
                    OptionsCollection(LandmarkEntityQuery(), title: "Favorite Landmarks", systemImageName: "star")
                }
            )
        )
    }
}
