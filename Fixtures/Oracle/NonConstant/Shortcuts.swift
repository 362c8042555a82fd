import AppIntents

struct NonConstantShortcuts: AppShortcutsProvider {
    /// Hoisted out of the `AppShortcut`, where the build cannot see it.
    static let orderPhrases: [AppShortcutPhrase<ConstantInterpolationIntent>] = ["Order soup in \(.applicationName)"]

    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ConstantInterpolationIntent(), phrases: orderPhrases,
                    shortTitle: AppStrings.orderTitle, systemImageName: "cup.and.saucer")
        #if os(Linux)
        AppShortcut(intent: StaticMemberTitleIntent(), phrases: ["Order on Linux with \(.applicationName)"],
                    shortTitle: "Linux", systemImageName: "terminal")
        #elseif os(iOS)
        AppShortcut(intent: StaticMemberTitleIntent(), phrases: ["Order on iOS with \(.applicationName)"],
                    shortTitle: "iOS", systemImageName: "iphone")
        #endif
    }
}
