import AppIntents

struct NonConstantShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ConstantInterpolationIntent(), phrases: ["Order soup in \(.applicationName)"],
                    shortTitle: "Order", systemImageName: "cup.and.saucer")
        #if os(Linux)
        AppShortcut(intent: StaticMemberTitleIntent(), phrases: ["Order on Linux with \(.applicationName)"],
                    shortTitle: "Linux", systemImageName: "terminal")
        #elseif os(iOS)
        AppShortcut(intent: StaticMemberTitleIntent(), phrases: ["Order on iOS with \(.applicationName)"],
                    shortTitle: "iOS", systemImageName: "iphone")
        #endif
    }
}
