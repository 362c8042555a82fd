import IntentLintSupport
import IntentLintManifest
import IntentLintCore

/// A parameter presentation's summary names the value each shortcut is for.
package struct ParameterPresentationSummaryRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "parameter-presentation-summary",
        name: "Parameter presentation summary",
        summary: "An App Shortcut's `parameterPresentation` summary must interpolate the parameter it presents.",
        rationale: """
            `AppShortcut(…, parameterPresentation: ParameterPresentation(for: \\.$trail, summary: …, \
            optionsCollections: { … }))` makes one shortcut for each option of the parameter (each \
            favorite trail), and the summary is what each of them says. When the summary interpolates the \
            parameter (`Summary("Start \\(\\.$trail)")`), each shortcut names its trail; without it, every \
            shortcut reads the same, and people cannot tell them apart in Shortcuts and Spotlight.

            **Evidence, and severity.** Apple's documentation of `AppShortcutParameterPresentationSummary`: \
            "Make sure to provide a summary string that includes the parameter in the interpolation; for \
            example, `"Call \\(\\.$person)"`.", and of its initializer's `summaryString`: "Represents the \
            summary of the AppShortcutParameterPresentation. Example: “Call (.$person)”." No build \
            diagnostic is on record, so this is a warning.

            **Not flagged.** A summary or presentation that is not a compile-time constant \
            (`non-constant-metadata` reports it).
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct HikingShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: StartHikeIntent(), phrases: ["Start a hike in \\(.applicationName)"],
                                    shortTitle: "Start Hike", systemImageName: "figure.hiking",
                                    parameterPresentation: ParameterPresentation(
                                        for: \\.$trail,
                                        summary: ↓Summary("Start a hike"),
                                        optionsCollections: { OptionsCollection(TrailQuery(), title: "Favorite Trails") }))
                    }
                }
                """, expecting: [.warning(Message.summaryWithoutParameter(of: "StartHikeIntent", parameter: "trail", summary: "Start a hike"))]),
            RuleExample("""
                struct HikingShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: StartHikeIntent(), phrases: ["Start a hike in \\(.applicationName)"],
                                    shortTitle: "Start Hike", systemImageName: "figure.hiking",
                                    parameterPresentation: ParameterPresentation(
                                        for: \\.$trail,
                                        summary: ↓Summary("Start \\(\\.$pace) hike"),
                                        optionsCollections: { OptionsCollection(TrailQuery(), title: "Favorite Trails") }))
                    }
                }
                """, expecting: [.warning(Message.summaryWithoutParameter(of: "StartHikeIntent", parameter: "trail", summary: "Start ${pace} hike"))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct HikingShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: StartHikeIntent(), phrases: ["Start a hike in \\(.applicationName)"],
                                    shortTitle: "Start Hike", systemImageName: "figure.hiking",
                                    parameterPresentation: ParameterPresentation(
                                        for: \\.$trail,
                                        summary: Summary("Start \\(\\.$trail)", table: "Shortcuts"),
                                        optionsCollections: { OptionsCollection(TrailQuery(), title: "Favorite Trails") }))
                        AppShortcut(intent: StopHikeIntent(), phrases: ["Stop the hike in \\(.applicationName)"],
                                    shortTitle: "Stop Hike", systemImageName: "stop")
                    }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        context.manifest.autoShortcuts.compactMap { shortcut in
            guard let presentation = shortcut.parameterPresentation?.constantValue, let parameter = presentation.parameter,
                  let summary = presentation.summary?.constantValue, !summary.parameters.contains(parameter) else { return nil }
            return finding(Message.summaryWithoutParameter(of: shortcut.actionIdentifier, parameter: parameter, summary: summary.text.key), at: summary.location)
        }
    }
}

extension ParameterPresentationSummaryRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// `summary` is the summary's key (`Start ${pace} hike`), which the message shows as written in Swift.
        static func summaryWithoutParameter(of intent: String?, parameter: String, summary: String) -> FindingMessage {
            let intent = intent.map { " for `\($0)`" } ?? ""
            return FindingMessage(
                "The summary of the App Shortcut\(intent) does not interpolate `\\(\\.$\(parameter))`, the parameter it " +
                    "presents, so each shortcut it makes reads \"\(PhraseText.sourceForm(summary))\" and people cannot tell them " +
                    "apart; interpolate the parameter, such as `Summary(\"… \\(\\.$\(parameter))\")`")
        }
    }
}
