import AppIntents

// One `AppShortcut` initializer in every spelling: `appShortcuts` is a list of `AppShortcut`s,
// so `.init(…)` there is `AppShortcut.init(…)`, and the compiler records all three alike.
struct LiteralShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        .init(intent: EscapedTitleIntent(), phrases: ["Say hi with \(.applicationName)"],
              shortTitle: "Say Hi", systemImageName: "hand.wave")
        AppShortcut.init(intent: RawStringTitleIntent(), phrases: [#"Open a raw path in \#(.applicationName)"#],
                         shortTitle: "Raw Path", systemImageName: "doc")
        if #available(iOS 18, macOS 15, *) {
            .init(intent: CommentedTitleIntent(), phrases: [
                "Write a note in \(.applicationName)",
                "Note in \(.applicationName)",
            ], shortTitle: LocalizedStringResource("NOTE_SHORT_TITLE", table: "Orders"), systemImageName: "note.text")
        }
        AppShortcut(intent: CommentedTitleIntent(), phrases: ["Comment in \(.applicationName)"],
                    shortTitle: "Comment", systemImageName: "text.bubble")
        // The app's name written as the text the build writes for it: the compiler passes it on as
        // it is (a `RawLiteral`), so both phrases reach the build with the same token.
        AppShortcut(intent: RawStringTitleIntent(), phrases: ["Greet from ${applicationName}", "Greet with \(.applicationName)"],
                    shortTitle: "Greet", systemImageName: "hand.raised")
    }
}
