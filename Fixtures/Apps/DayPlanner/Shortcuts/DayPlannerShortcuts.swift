import AppIntents

struct DayPlannerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CreateTaskIntent(),
            phrases: [
                "Add a task in \(.applicationName)",
                "Remind me with \(.applicationName)",
            ],
            shortTitle: LocalizedStringResource("SHORTCUT_ADD_TASK", table: "Shortcuts"),
            systemImageName: "checklist"
        )
        AppShortcut(
            intent: CompleteTaskIntent(),
            phrases: ["Complete \(\.$task) in \(.applicationName)"],
            shortTitle: LocalizedStringResource("SHORTCUT_COMPLETE_TASK", table: "Shortcuts"),
            systemImageName: "checkmark.circle"
        )
        #if os(watchOS)
        AppShortcut(
            intent: StartWorkoutIntent(),
            phrases: [
                "Start a \(\.$workoutType) on \(.applicationName)",
                "Start a workout on \(.applicationName)",
            ],
            shortTitle: "Start Workout",
            systemImageName: "figure.run"
        )
        #else
        if #available(iOS 17.0, macOS 14.0, *) {
            AppShortcut(
                intent: StartWorkoutIntent(),
                phrases: [
                    "Start a \(\.$workoutType) with \(.applicationName)",
                    "Start a workout with \(.applicationName)",
                ],
                shortTitle: "Start Workout",
                systemImageName: "figure.run"
            )
        }
        AppShortcut(
            intent: LogWorkoutIntent(),
            phrases: ["Log a \(\.$workoutType) in \(.applicationName)"],
            shortTitle: "Log Workout",
            systemImageName: "list.bullet.clipboard"
        )
        #endif
    }

    static let shortcutTileColor: ShortcutTileColor = .teal
}
