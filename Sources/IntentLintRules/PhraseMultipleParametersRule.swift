import IntentLintCore

/// An App Shortcut phrase may interpolate one parameter, once.
package struct PhraseMultipleParametersRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "phrase-multiple-parameters",
        name: "Phrase with multiple parameters",
        summary: "An App Shortcut phrase may interpolate at most one parameter, and only once.",
        rationale: """
            An App Shortcut phrase can carry one parameter, once: `"Order \\(\\.$soup) in \
            \\(.applicationName)"`. A phrase that names two parameters, or the same one twice, stops the \
            build's metadata export. Keep one parameter \
            in the phrase; Siri asks for the others with their `requestValueDialog`, or write one phrase \
            for each parameter.

            **Evidence, and severity.** Developers report, quoting their build logs, that the metadata \
            processor halts on "Multiple parameters detected in phrase. A single phrase can only use a single \
            parameter.", followed by "At least one halting error produced during export"; a phrase repeating one \
            parameter is reported to fail the same way (citing Apple's developer forums, thread 779109). Both \
            are errors.

            **Not flagged.** `\\(.applicationName)`, which is not a parameter (one per phrase is what \
            `phrase-missing-app-name` asks for); different phrases of one App Shortcut that each use a \
            different parameter; text that only looks like an interpolation, such as an escaped \
            `"\\\\(\\.$soup)"`; negative phrases.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: [
                            "Order soup in \\(.applicationName)",
                            ↓"Order \\(\\.$soup) with \\(\\.$topping) in \\(.applicationName)",
                            ↓"Order \\(\\.$soup), yes, \\(\\.$soup) in \\(.applicationName)",
                        ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        if #available(iOS 18, *) {
                            AppShortcut(intent: ReorderIntent(), phrases: [↓AppShortcutPhrase<ReorderIntent>("Reorder \\(\\.$soup) at \\(\\.$store) with \\(.applicationName)")],
                                        shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                        }
                    }
                }
                """, expecting: [
                .error(Message.phraseWithSeveralParameters("Order ${soup} with ${topping} in ${applicationName}", of: "OrderSoupIntent",
                                                           interpolating: ["soup", "topping"])),
                .error(Message.phraseWithSeveralParameters("Order ${soup}, yes, ${soup} in ${applicationName}", of: "OrderSoupIntent",
                                                           interpolating: ["soup", "soup"])),
                .error(Message.phraseWithSeveralParameters("Reorder ${soup} at ${store} with ${applicationName}", of: "ReorderIntent",
                                                           interpolating: ["soup", "store"])),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: [
                            "Order \\(\\.$soup) in \\(.applicationName)",
                            "Get \\(\\.$topping) on soup from \\(.applicationName)",
                            "Order \\\\(\\.$soup) with \\(\\.$topping) in \\(.applicationName)",
                            "\\(.applicationName), order \\(\\.$soup) in \\(.applicationName)",
                        ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for shortcut in context.manifest.autoShortcuts {
            for phrase in shortcut.readablePhrases where phrase.parameters.count > 1 {
                findings.append(finding(Message.phraseWithSeveralParameters(phrase.text.key, of: shortcut.actionIdentifier, interpolating: phrase.parameters),
                                        at: phrase.location))
            }
        }
        return findings
    }
}

extension PhraseMultipleParametersRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// `parameters` as the phrase interpolates them, a parameter as often as it does.
        static func phraseWithSeveralParameters(_ phrase: String, of intent: String?, interpolating parameters: [String]) -> FindingMessage {
            var distinct: [String] = []
            for name in parameters where !distinct.contains(name) { distinct.append(name) }
            let what = distinct.count == 1
                ? "the parameter `\(distinct[0])` \(parameters.count == 2 ? "twice" : "\(parameters.count) times")"
                : "\(distinct.count) parameters (\(distinct.map { "`\($0)`" }.joined(separator: ", ")))"
            return FindingMessage(
                "App Shortcut phrase \"\(phrase)\" of the App Shortcut for `\(intent ?? "?")` interpolates " +
                    "\(what), and the build stops exporting App Intents metadata on it (\"A single phrase can only use a single " +
                    "parameter\"); keep one parameter, once, in each phrase and let Siri ask for the others")
        }
    }
}
