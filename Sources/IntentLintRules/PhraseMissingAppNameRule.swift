import IntentLintCore

/// Every App Shortcut phrase must say the app's name.
package struct PhraseMissingAppNameRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "phrase-missing-app-name",
        name: "Phrase missing app name",
        summary: "Every App Shortcut phrase must contain `\\(.applicationName)`.",
        rationale: """
            Siri matches an App Shortcut only when the spoken phrase names the app: "Each phrase must include \
            the applicationName placeholder" (WWDC25 "Get to know App Intents"). The build rejects a phrase \
            without it ("Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' \
            in it.", an error in swift-build's `AppShortcutsStringsValidationTests`), and developers' build logs \
            show the metadata export halting on it ("At least one halting error produced during export"). \
            Interpolate the token itself: `"Order soup with \\(.applicationName)"`. \
            Text that only looks like it does not count: an escaped `"\\\\(.applicationName)"`, or `\\(` inside a raw \
            string without its `#`s.

            `${applicationName}` written as text (`"Order soup in ${applicationName}"`) is the token: the \
            compiler's const values hand the build a phrase's literal text as it is written (swiftc 6.3 \
            `-emit-const-values-path`: a `RawLiteral` `"Order soup in ${applicationName}"`), the very string \
            the build writes for `\\(.applicationName)`, and a shipping macOS app has carried such a phrase \
            through 21 releases. `lint-intents diff` reads it so too.

            **Not flagged.** Negative phrases (`NegativeAppShortcutPhrases`), which must not trigger the \
            app; phrases the build cannot read at all, which `non-constant-metadata` reports.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: [
                            "Order soup with \\(.applicationName)",
                            ↓"Order soup",
                            ↓"Order \\\\(.applicationName)",
                            ↓#"Order \\(.applicationName)"#,
                        ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                """, expecting: [
                .error(Message.phraseWithoutAppName("Order soup")),
                .error(Message.phraseWithoutAppName("Order \\(.applicationName)")),
                .error(Message.phraseWithoutAppName("Order \\(.applicationName)")),
            ]),
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        if #available(iOS 18, *) {
                            AppShortcut(intent: OpenMenuIntent(), phrases: [↓\"\"\"
                                Open the menu
                                \"\"\"], shortTitle: "Menu", systemImageName: "menucard")
                        }
                    }
                }
                """, expecting: [.error(Message.phraseWithoutAppName("Open the menu"))]),
            // `.init(…)` and `AppShortcut.init(…)` are App Shortcuts like `AppShortcut(…)`.
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        .init(intent: OrderSoupIntent(), phrases: [↓"Order soup"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        if #available(iOS 18, *) {
                            .init(intent: OpenMenuIntent(), phrases: ["Open the menu in \\(.applicationName)", ↓"Open the menu"],
                                  shortTitle: "Menu", systemImageName: "menucard")
                        }
                        AppShortcut.init(intent: ReorderIntent(), phrases: [↓"Reorder"], shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                    }
                }
                """, expecting: [
                .error(Message.phraseWithoutAppName("Order soup")),
                .error(Message.phraseWithoutAppName("Open the menu")),
                .error(Message.phraseWithoutAppName("Reorder")),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: [
                            "Order \\(\\.$soup) with \\(.applicationName)",
                            #"Order soup in \\#(.applicationName)"#,
                            AppShortcutPhrase<OrderSoupIntent>("\\(.applicationName) soup"),
                            // The token written as the build writes it.
                            "Order soup from ${applicationName}",
                        ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                """),
            // Negative phrases are phrases that must not trigger the app.
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"],
                                    shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                    static var negativePhrases: NegativeAppShortcutPhrases {
                        NegativeAppShortcutPhrases { "Order pizza" }
                    }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for shortcut in context.manifest.autoShortcuts {
            for phrase in shortcut.readablePhrases where phrase.applicationNameCount == 0 {
                findings.append(finding(Message.phraseWithoutAppName(phrase.text.key), at: phrase.location))
            }
        }
        return findings
    }
}

extension PhraseMissingAppNameRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func phraseWithoutAppName(_ phrase: String) -> FindingMessage {
            FindingMessage(
                "App Shortcut phrase \"\(phrase)\" has no `\\(.applicationName)`, and the build stops exporting App Intents " +
                    "metadata on it (\"Every App Shortcut utterance should have one '${applicationName}' in it\"): add `\\(.applicationName)` to it")
        }
    }
}
