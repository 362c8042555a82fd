import AppIntents

struct MenuShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        #if os(iOS)
        AppShortcut(intent: ScanMenuIntent(), phrases: ["Scan the menu with \(.applicationName)"],
                    shortTitle: "Scan Menu", systemImageName: "camera")
        #endif
        if #available(iOS 18, macOS 15, *) {
            AppShortcut(intent: ShareMenuIntent(), phrases: ["Share the menu"], // expect: phrase-missing-app-name
                        shortTitle: "Share Menu", systemImageName: "square.and.arrow.up")
        } else {
            AppShortcut(intent: ShareMenuIntent(), phrases: ["Share the \(.applicationName) menu"],
                        shortTitle: shareTitle, systemImageName: "square.and.arrow.up") // expect: non-constant-metadata
        }
    }
}
