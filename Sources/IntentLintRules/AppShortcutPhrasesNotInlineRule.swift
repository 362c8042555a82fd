import IntentLintCore

/// The build reads App Shortcut phrases from the `AppShortcut(…)` call itself.
package struct AppShortcutPhrasesNotInlineRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "app-shortcut-phrases-not-inline",
        name: "App Shortcut phrases not inline",
        summary: "Each `AppShortcut` must list its phrases inline, as string literals, in `appShortcuts` written as `AppShortcut(…)` values.",
        rationale: """
            The build reads an App Shortcut's phrases at compile time from the `phrases:` array written in \
            the `AppShortcut(…)` call, and the `AppShortcut` values from the `appShortcuts` builder itself \
            (with `if #available` and `#if` around them); `AppShortcut.init(…)` and `.init(…)` are the same \
            call. A phrase list hoisted into a `static let`, a \
            variable or a helper, a phrase that interpolates anything but `.applicationName` and a \
            parameter key path (such as an `AppShortcutPhraseToken` kept in a property), an empty list, or \
            an `appShortcuts` that computes its list cannot be read there. Write them inline: \
            `AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], …)`.

            **Evidence, and severity.** The build reads your Swift source, so "certain values must be \
            provided with constant values" (WWDC25 "Get to know App Intents"). Developers report, quoting \
            their build logs, that builds with hoisted phrases print "App Shortcuts should have at least one \
            phrase" and stop exporting all App Intents metadata ("At least one halting error produced during \
            export"), which makes this an error, and that `appShortcuts` accepts only inline `AppShortcut(…)` \
            values and `if #available`.

            **Not flagged.** `AppShortcutPhrase<Intent>("…")` written around a literal, and \
            `AppShortcutPhraseToken.applicationName` spelled out inside the literal: swiftc's const-value \
            extraction records both exactly as it records the plain literal and `.applicationName` \
            (checked with `-emit-const-values-path`). `.init(…)` and `AppShortcut.init(…)` in \
            `appShortcuts`, which is a list of `AppShortcut`s: the compiler records them as the same \
            `AppShortcut` init call as `AppShortcut(…)` (checked the same way), and the other App Shortcut \
            rules read them as they read `AppShortcut(…)`. A phrase without the app's name is \
            `phrase-missing-app-name`'s business.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static let orderPhrases: [AppShortcutPhrase<OrderSoupIntent>] = ["Order soup in \\(.applicationName)"]
                    static let appName = AppShortcutPhraseToken.applicationName
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ↓Self.orderPhrases, shortTitle: "Order", systemImageName: "cup.and.saucer")
                        AppShortcut(intent: ReorderIntent(), phrases: ["Reorder in \\(↓appName)", ↓Phrases.reorder],
                                    shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                        ↓AppShortcut(intent: CancelOrderIntent(), phrases: [], shortTitle: "Cancel", systemImageName: "xmark")
                    }
                }
                """, expecting: [
                .error(Message.phrasesNotInline(of: "OrderSoupIntent", reason: "refers to the static property `Self.orderPhrases`")),
                .error(Message.phraseNotLiteral(of: "ReorderIntent",
                                                reason: "interpolates `appName`; a phrase can only interpolate `.applicationName` and parameter key paths")),
                .error(Message.phraseNotLiteral(of: "ReorderIntent", reason: "refers to the static property `Phrases.reorder`")),
                .error(Message.noPhrases(of: "CancelOrderIntent")),
            ]),
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        ↓let shortcuts = makeShortcuts()
                        return shortcuts
                    }
                }
                """, expecting: [.error(Message.appShortcutsNotAList(of: "SoupShortcuts",
                                                                     reason: "has a statement the build cannot read; `appShortcuts` may only list `AppShortcut(…)` values"))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: [
                            "Order \\(\\.$soup) in \\(.applicationName)",
                            AppShortcutPhrase<OrderSoupIntent>("Get soup from \\(.applicationName)"),
                            "Order soup in \\(AppShortcutPhraseToken.applicationName)",
                        ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        if #available(iOS 18, *) {
                            AppShortcut(intent: ReorderIntent(), phrases: ["Reorder in \\(.applicationName)"],
                                        shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                        }
                    }
                }
                """),
            // `.init(…)` in a list of `AppShortcut`s is `AppShortcut.init(…)`.
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        .init(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"],
                              shortTitle: "Order", systemImageName: "cup.and.saucer")
                        AppShortcut.init(intent: ReorderIntent(), phrases: ["Reorder in \\(.applicationName)"],
                                         shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                        if #available(iOS 18, macOS 15, *) {
                            .init(intent: CancelOrderIntent(), phrases: ["Cancel my order in \\(.applicationName)"],
                                  shortTitle: "Cancel", systemImageName: "xmark")
                        }
                    }
                }
                """),
            RuleExample("""
                struct ClipboardShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        .init(intent: ShowHistoryIntent(), phrases: ["Show clipboard history in \\(.applicationName)"],
                              shortTitle: "History", systemImageName: "clipboard")
                    }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        if let provider = context.manifest.autoShortcutProvider, let value = provider.appShortcutsValue {
            findings.append(finding(Message.appShortcutsNotAList(of: provider.identifier, reason: value.reason), at: value.location))
        }
        for shortcut in context.manifest.autoShortcuts {
            let intent = shortcut.actionIdentifier
            switch shortcut.phraseTemplates {
            case .nonConstant(let value):
                findings.append(finding(Message.phrasesNotInline(of: intent, reason: value.reason), at: value.location))
            case .constant(let phrases) where phrases.isEmpty:
                findings.append(finding(Message.noPhrases(of: intent), at: shortcut.location))
            case .constant(let phrases):
                for case .nonConstant(let value) in phrases {
                    findings.append(finding(Message.phraseNotLiteral(of: intent, reason: value.reason), at: value.location))
                }
            }
        }
        return findings
    }
}

extension AppShortcutPhrasesNotInlineRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        private static let consequence = "the build cannot read it and stops exporting App Intents metadata (\"App Shortcuts should have at least one phrase\")"

        static func appShortcutsNotAList(of provider: String, reason: String) -> FindingMessage {
            FindingMessage(
                "`appShortcuts` of `\(provider)` is not a list of `AppShortcut(…)` values: it \(reason), so " +
                    "\(consequence); list each `AppShortcut(…)` inline, with `if #available` where needed")
        }

        /// `intent` is the type `intent:` names (`?` when it cannot be read), here and below.
        static func phrasesNotInline(of intent: String?, reason: String) -> FindingMessage {
            FindingMessage(
                "The phrases of the App Shortcut for `\(intent ?? "?")` are not written inline: the list \(reason), so \(consequence); " +
                    "write the phrases in `phrases: [\"… \\(.applicationName)\"]` itself")
        }

        static func noPhrases(of intent: String?) -> FindingMessage {
            FindingMessage(
                "The App Shortcut for `\(intent ?? "?")` has no phrases, so the build stops exporting App Intents metadata " +
                    "(\"App Shortcuts should have at least one phrase\"); add at least one phrase with `\\(.applicationName)`")
        }

        static func phraseNotLiteral(of intent: String?, reason: String) -> FindingMessage {
            FindingMessage(
                "A phrase of the App Shortcut for `\(intent ?? "?")` is not a string literal the build can read: it \(reason), so \(consequence); write " +
                    "the phrase as a literal that interpolates only `.applicationName` and parameter key paths")
        }
    }
}
