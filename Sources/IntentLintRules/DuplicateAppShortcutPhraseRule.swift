import IntentLintSupport
import IntentLintManifest
import IntentLintCore

/// Two App Shortcuts of one app should not answer to the same phrase.
package struct DuplicateAppShortcutPhraseRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "duplicate-app-shortcut-phrase",
        name: "Duplicate App Shortcut phrase",
        summary: "Two App Shortcuts of an app should not have the same phrase.",
        rationale: """
            A phrase is what the user says to Siri to run one App Shortcut. When two App Shortcuts of \
            the app list the same phrase, Siri cannot know which of them the user means, and saying it \
            may run the other one. Phrases are compared as they are spoken: letter case, spacing \
            and punctuation aside (`"Order soup in \\(.applicationName)"` and `"order soup, in \
            \\(.applicationName)!"` sound the same). Reword one of them, or drop it from one shortcut.

            **Evidence, and severity.** No build diagnostic for duplicate phrases has been found in any \
            public source (swift-build, build logs developers have published), so the build is not known to \
            stop on them; the harm is at run time, in which shortcut Siri picks. A warning.

            **Not flagged.** The same phrase twice in one App Shortcut (both run the same intent); \
            shortcuts no single build on a single device has together: the two arms of `if #available \
            … else`, `if #available(iOS 18, *)` and `if #unavailable(iOS 18)`, different clauses of one \
            `#if`, `#if os(iOS)` and `#if os(macOS)`, or `#if DEBUG` and `#if !DEBUG`; phrases that \
            differ only in their parameter (`\\(\\.$soup)` against `\\(\\.$drink)`), whose clash depends \
            on the values; shortcuts of two providers (the build exports one); and pairs of shortcuts \
            behind more than 8 independent `#if` conditions, too many builds to try one by one.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: [
                            "Order soup in \\(.applicationName)",
                            "Order \\(\\.$soup) in \\(.applicationName)",
                        ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        AppShortcut(intent: ReorderIntent(), phrases: [
                            ↓"order soup, in \\(.applicationName)!",
                            "Reorder in \\(.applicationName)",
                        ], shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                        if #available(iOS 18, *) {
                            AppShortcut(intent: SoupOfTheDayIntent(), phrases: [↓"Order  \\(\\.$soup) in \\(.applicationName)"],
                                        shortTitle: "Soup of the Day", systemImageName: "star")
                        }
                        #if DEBUG
                        AppShortcut(intent: TestOrderIntent(), phrases: [↓"Reorder in \\(.applicationName)"],
                                    shortTitle: "Test", systemImageName: "hammer")
                        #endif
                    }
                }
                """, expecting: [
                .warning(Message.phraseOfTwoShortcuts("order soup, in ${applicationName}!", of: "ReorderIntent", alsoOf: "OrderSoupIntent", atLine: 4)),
                .warning(Message.phraseOfTwoShortcuts("Order  ${soup} in ${applicationName}", of: "SoupOfTheDayIntent", alsoOf: "OrderSoupIntent", atLine: 5)),
                .warning(Message.phraseOfTwoShortcuts("Reorder in ${applicationName}", of: "TestOrderIntent", alsoOf: "ReorderIntent", atLine: 9)),
            ]),
            // `.init(…)` and `AppShortcut.init(…)` are App Shortcuts like `AppShortcut(…)`.
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        .init(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"],
                              shortTitle: "Order", systemImageName: "cup.and.saucer")
                        AppShortcut.init(intent: ReorderIntent(), phrases: [↓"Order soup in \\(.applicationName)"],
                                         shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                    }
                }
                """, expecting: [.warning(Message.phraseOfTwoShortcuts("Order soup in ${applicationName}", of: "ReorderIntent", alsoOf: "OrderSoupIntent", atLine: 3))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: [
                            "Order soup in \\(.applicationName)",
                            "Order soup in \\(.applicationName)",
                            "Order \\(\\.$soup) in \\(.applicationName)",
                        ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        AppShortcut(intent: OrderDrinkIntent(), phrases: ["Order \\(\\.$drink) in \\(.applicationName)"],
                                    shortTitle: "Drink", systemImageName: "mug")
                        if #available(iOS 18, *) {
                            AppShortcut(intent: OpenMenuIntent(), phrases: ["Show the menu in \\(.applicationName)"],
                                        shortTitle: "Menu", systemImageName: "menucard")
                        } else {
                            AppShortcut(intent: LegacyMenuIntent(), phrases: ["Show the menu in \\(.applicationName)"],
                                        shortTitle: "Menu", systemImageName: "menucard")
                        }
                        #if os(iOS)
                        AppShortcut(intent: ScanIntent(), phrases: ["Scan a recipe in \\(.applicationName)"],
                                    shortTitle: "Scan", systemImageName: "camera")
                        #elseif os(watchOS)
                        AppShortcut(intent: WatchScanIntent(), phrases: ["Scan a recipe in \\(.applicationName)"],
                                    shortTitle: "Scan", systemImageName: "camera")
                        #endif
                        #if os(macOS)
                        AppShortcut(intent: ImportIntent(), phrases: ["Scan a recipe in \\(.applicationName)"],
                                    shortTitle: "Import", systemImageName: "square.and.arrow.down")
                        #endif
                        #if DEBUG
                        AppShortcut(intent: TestKitchenIntent(), phrases: ["Open the kitchen in \\(.applicationName)"],
                                    shortTitle: "Kitchen", systemImageName: "hammer")
                        #endif
                        #if !DEBUG
                        AppShortcut(intent: KitchenIntent(), phrases: ["Open the kitchen in \\(.applicationName)"],
                                    shortTitle: "Kitchen", systemImageName: "frying.pan")
                        #endif
                    }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for (_, shortcuts) in AppShortcutConfigurations.byProvider(context.manifest.autoShortcuts) {
            let configurations = AppShortcutConfigurations(shortcuts)
            // Each spoken form, with the shortcuts (by position) and phrases that have it so far.
            var occurrences: [String: [(shortcut: Int, phrase: PhraseTemplate)]] = [:]
            for (position, shortcut) in shortcuts.enumerated() {
                for phrase in shortcut.readablePhrases {
                    let spoken = Self.spokenForm(phrase.text.key)
                    let earlier = occurrences[spoken, default: []]
                    if let first = earlier.first(where: { $0.shortcut != position && configurations.canCoexist($0.shortcut, position) == true }) {
                        let otherFile = first.phrase.location.file == phrase.location.file ? nil : Paths.lastComponent(first.phrase.location.file)
                        findings.append(finding(Message.phraseOfTwoShortcuts(phrase.text.key, of: shortcut.actionIdentifier,
                                                                             alsoOf: shortcuts[first.shortcut].actionIdentifier,
                                                                             atLine: first.phrase.location.line, inFile: otherFile),
                                                at: phrase.location))
                    }
                    occurrences[spoken, default: []].append((position, phrase))
                }
            }
        }
        return findings
    }

    /// The phrase as Siri hears it: its words in lower case, and its placeholders.
    static func spokenForm(_ key: String) -> String {
        var words: [String] = []
        var word = ""
        var index = key.startIndex
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        while index < key.endIndex {
            if key[index...].hasPrefix("${"), let close = key[index...].firstIndex(of: "}") {
                endWord()
                words.append(String(key[index...close]))
                index = key.index(after: close)
                continue
            }
            let character = key[index]
            if character == "'" || character == "\u{2019}" {
                // An apostrophe is not heard: "let's" sounds like "lets".
            } else if character.isLetter || character.isNumber {
                word += character.lowercased()
            } else {
                endWord()
            }
            index = key.index(after: index)
        }
        endWord()
        return words.joined(separator: " ")
    }
}

extension DuplicateAppShortcutPhraseRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// The other phrase is at `line` of `file`, or of the phrase's own file when `file` is nil.
        static func phraseOfTwoShortcuts(_ phrase: String, of intent: String?, alsoOf otherIntent: String?, atLine line: Int,
                                         inFile file: String? = nil) -> FindingMessage {
            let intent = intent ?? "?"
            let otherIntent = otherIntent ?? "?"
            let other = otherIntent == intent ? "another App Shortcut for `\(intent)`" : "the App Shortcut for `\(otherIntent)`"
            let place = file.map { "\($0):\(line)" } ?? "line \(line)"
            return FindingMessage(
                "App Shortcut phrase \"\(phrase)\" of the App Shortcut for `\(intent)` is also a phrase of \(other) " +
                    "(\(place)), so Siri cannot tell which of them to run when it is spoken; reword one of the two phrases")
        }
    }
}
