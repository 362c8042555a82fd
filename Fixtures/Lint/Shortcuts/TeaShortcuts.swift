import AppIntents

struct TeaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] { // expect: too-many-app-shortcuts
        AppShortcut(intent: BrewTeaIntent(), phrases: [
            "Brew \(\.$tea) in \(.applicationName)",
            "Brew \(\.$strength) tea in \(.applicationName)",
            "Brew \(\.$tea) \(\.$strength) in \(.applicationName)", // expect: phrase-multiple-parameters
            "Brew \(\.$tea), I said \(\.$tea), in \(.applicationName)", // expect: phrase-multiple-parameters
            "Brew \(\.$cups) cups in \(.applicationName)", // expect: phrase-parameter-type
            "Brew tea saying \(\.$note) in \(.applicationName)", // expect: phrase-parameter-type
            "Brew tea with \(\.$extras) in \(.applicationName)", // expect: phrase-parameter-type
            "Brew tea in \(\.$pot) with \(.applicationName)", // expect: phrase-parameter-type
            "Brew the \(\.$blend) blend in \(.applicationName)",
            "Boil \(\.$kettle) in \(.applicationName)",
            "Brew my \(\.$favorite) in \(.applicationName)",
            "Brew \\(\.$cups) cups in \(.applicationName)",
            "Brew tea in \(.applicationName)",
            "Brew tea in \(.applicationName)",
        ], shortTitle: "Brew", systemImageName: "cup.and.saucer")
        AppShortcut(intent: SteepIntent(), phrases: [
            "Steep \(\.$tea) in \(.applicationName)", // expect: phrase-parameter-type
            "brew tea   in \(.applicationName).", // expect: duplicate-app-shortcut-phrase
        ], shortTitle: "Steep", systemImageName: "timer")
        AppShortcut(intent: SimpleIntent(), phrases: ["Pour in \(.applicationName)"], shortTitle: "Pour", systemImageName: "drop")
        AppShortcut(intent: SimpleIntent(), phrases: ["Sip in \(.applicationName)"], shortTitle: "Sip", systemImageName: "mouth")
        AppShortcut(intent: SimpleIntent(), phrases: ["Stir in \(.applicationName)"], shortTitle: "Stir", systemImageName: "tornado")
        AppShortcut(intent: SimpleIntent(), phrases: ["Cool in \(.applicationName)"], shortTitle: "Cool", systemImageName: "snowflake")
        if #available(iOS 18, macOS 15, *) {
            AppShortcut(intent: SimpleIntent(), phrases: ["Open the tea shelf in \(.applicationName)"],
                        shortTitle: "Shelf", systemImageName: "books.vertical")
            AppShortcut(intent: SimpleIntent(), phrases: ["Start a tea timer in \(.applicationName)"],
                        shortTitle: "Timer", systemImageName: "timer")
        } else {
            // The other arm of the same `if`: never on one device with the two above.
            AppShortcut(intent: SimpleIntent(), phrases: ["Open the tea shelf in \(.applicationName)"],
                        shortTitle: "Shelf", systemImageName: "books.vertical")
        }
        if #unavailable(iOS 18, macOS 15) {
            // Never on one device with the `#available` arm above.
            AppShortcut(intent: SimpleIntent(), phrases: ["Start a tea timer in \(.applicationName)"],
                        shortTitle: "Timer", systemImageName: "timer")
        }
        #if os(iOS)
        AppShortcut(intent: SimpleIntent(), phrases: ["Scan a tea tin in \(.applicationName)"],
                    shortTitle: "Scan", systemImageName: "camera")
        AppShortcut(intent: SimpleIntent(), phrases: ["Share my tea in \(.applicationName)"],
                    shortTitle: "Share", systemImageName: "square.and.arrow.up")
        #elseif os(macOS)
        AppShortcut(intent: SimpleIntent(), phrases: ["Scan a tea tin in \(.applicationName)"],
                    shortTitle: "Import", systemImageName: "square.and.arrow.down")
        #endif
        #if os(macOS)
        // Not in an iOS build, so not a duplicate of the iOS "Share my tea" either.
        AppShortcut(intent: SimpleIntent(), phrases: ["Share my tea in \(.applicationName)"],
                    shortTitle: "Export", systemImageName: "square.and.arrow.up")
        #endif
        #if DEBUG
        AppShortcut(intent: SimpleIntent(), phrases: ["Reset the kettle in \(.applicationName)"],
                    shortTitle: "Reset", systemImageName: "arrow.counterclockwise")
        #endif
        #if !DEBUG
        AppShortcut(intent: SimpleIntent(), phrases: ["Reset the kettle in \(.applicationName)"],
                    shortTitle: "Reset", systemImageName: "arrow.counterclockwise")
        #endif
        #if DEBUG
        AppShortcut(intent: SimpleIntent(), phrases: ["Pour in \(.applicationName)"], // expect: duplicate-app-shortcut-phrase
                    shortTitle: "Pour Again", systemImageName: "drop.fill")
        #endif
    }
}
