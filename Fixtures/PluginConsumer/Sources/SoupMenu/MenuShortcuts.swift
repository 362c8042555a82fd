import AppIntents

struct MenuShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ShowCourseIntent(),
            phrases: ["Show the \(\.$course) in \(.applicationName)"],
            shortTitle: "Show Course",
            systemImageName: "menucard")
    }
}
