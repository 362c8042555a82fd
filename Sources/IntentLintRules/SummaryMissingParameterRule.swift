import IntentLintCore

/// Every parameter summary a user can see must show every required parameter.
package struct SummaryMissingParameterRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "summary-missing-parameter",
        name: "Summary missing parameter",
        summary: "A parameter summary should show every required parameter, in at least one `When`/`Switch` branch.",
        rationale: """
            The parameter summary is the sentence Shortcuts shows for an action ("Order ${quantity} ${soup}"). \
            A required parameter (not optional and without a default) that no summary shows is hidden behind \
            "Show More" in Shortcuts, and Spotlight on the Mac can run an action only when its summary \
            includes all required parameters. Interpolate the parameter in the summary text (`\\(\\.$soup)`) \
            or list it in the summary's trailing block (`Summary("…") { \\.$note }`). \
            `@Parameter(default: nil)` on a non-optional type is still required.

            **Evidence, and severity.** Apple: "when you implement a Parameter Summary for your intent that \
            includes all required parameters, people will be able to run your action from Spotlight on the \
            Mac" ("Get to know App Intents", WWDC25), and "the parameter summary, which is what people will \
            see in Spotlight UI, must contain all required parameters that don't have a default value" \
            (WWDC25 "Develop for Shortcuts and Spotlight with App Intents", as developers quote it). \
            The build does not reject such a summary, and the harm depends on where the action is used, \
            so this is a warning.

            **Not flagged.** A parameter with a default (`default:`, or `defaultValue:` for measurements) or \
            an optional type; a parameter that a `When` or `Switch` shows in one branch and hides in \
            another, which is what those are for (the hidden branch is where the value does not matter); \
            an intent with no `parameterSummary` (Shortcuts lists every parameter); an intent with \
            `isDiscoverable = false` (a widget's configuration intent, say), which neither Shortcuts nor \
            Spotlight offers, or whose `isDiscoverable` is not a constant, so cannot be known.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                    @Parameter(title: "Quantity") var quantity: Int
                    static var parameterSummary: some ParameterSummary {
                        ↓Summary("Order \\(\\.$soup)")
                    }
                }
                """, expecting: [.warning(Message.requiredParametersNotShown(in: "OrderSoupIntent", missing: ["quantity"]))]),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                    @Parameter(title: "Address") var address: String
                    @Parameter(title: "Delivery") var isDelivery: Bool?
                    static var parameterSummary: some ParameterSummary {
                        ↓When(\\.$isDelivery, .equalTo, true) {
                            Summary("Deliver \\(\\.$soup)")
                        } otherwise: {
                            Summary("Pick up \\(\\.$soup)")
                        }
                    }
                }
                """, expecting: [.warning(Message.requiredParametersNotShown(in: "OrderSoupIntent", missing: ["address"]))]),
            RuleExample("""
                struct StartWorkoutIntent: AppIntent {
                    static var title: LocalizedStringResource = "Start Workout"
                    @Parameter(title: "Kind", default: nil) var kind: WorkoutKind
                    static var parameterSummary: some ParameterSummary {
                        ↓Summary()
                    }
                }
                """, expecting: [.warning(Message.requiredParametersNotShown(in: "StartWorkoutIntent", missing: ["kind"]))]),
            RuleExample("""
                struct ConvertImageIntent: AppIntent {
                    static var title: LocalizedStringResource = "Convert Image"
                    @Parameter(title: "Image") var image: IntentFile
                    @Parameter(title: "Delete original") var deleteOriginal: Bool
                    @Parameter(title: "Duration", defaultValue: 120, defaultUnit: .seconds) var duration: Measurement<UnitDuration>
                    static var parameterSummary: some ParameterSummary {
                        ↓Summary("Convert \\(\\.$image)")
                    }
                }
                """, expecting: [.warning(Message.requiredParametersNotShown(in: "ConvertImageIntent", missing: ["deleteOriginal"]))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                    @Parameter(title: "Quantity", default: 1) var quantity: Int
                    @Parameter(title: "Note") var note: String?
                    @Parameter(title: "Address") var address: String
                    static var parameterSummary: some ParameterSummary {
                        Summary("Order \\(\\.$soup)") {
                            \\.$address
                            \\.$note
                        }
                    }
                }
                """),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                    @Parameter(title: "Delivery") var isDelivery: Bool?
                    static var parameterSummary: some ParameterSummary {
                        When(\\.$isDelivery, .equalTo, true) {
                            Summary("Deliver \\(\\OrderSoupIntent.$soup)")
                        } otherwise: {
                            Summary("Pick up \\(\\.$soup)")
                        }
                    }
                }
                """),
            // Parameters with a default need not be shown.
            RuleExample("""
                struct CleaningModeIntent: AppIntent {
                    static var title: LocalizedStringResource = "Cleaning Mode"
                    @Parameter(title: "Deactivate automatically", default: true) var deactivateAutomatically: Bool
                    @Parameter(title: "After", defaultValue: 120, defaultUnit: .seconds) var deactivateAfter: Measurement<UnitDuration>
                    static var parameterSummary: some ParameterSummary {
                        Summary("Activate cleaning mode")
                    }
                }
                """),
            // Each branch shows what matters in it: `isEnabled` only when not toggling.
            RuleExample("""
                struct SetEnabledStateIntent: AppIntent {
                    static var title: LocalizedStringResource = "Set Enabled State"
                    @Parameter(title: "Action") var shouldToggle: Bool
                    @Parameter(title: "Is Enabled") var isEnabled: Bool
                    static var parameterSummary: some ParameterSummary {
                        When(\\.$shouldToggle, .equalTo, true) {
                            Summary("\\(\\.$shouldToggle) the feature")
                        } otherwise: {
                            Summary("\\(\\.$shouldToggle) the feature \\(\\.$isEnabled)")
                        }
                    }
                }
                """),
            RuleExample("""
                struct PlayIntent: AppIntent {
                    static var title: LocalizedStringResource = "Play"
                    @Parameter(title: "Mode") var mode: PlaybackMode
                    @Parameter(title: "Recording") var recording: RecordingEntity
                    static var parameterSummary: some ParameterSummary {
                        Switch(\\.$mode) {
                            Case(.latest) { Summary("Play the latest recording") { \\.$mode } }
                            DefaultCase { Summary("Play \\(\\.$recording)") { \\.$mode } }
                        }
                    }
                }
                """),
            // Not offered in Shortcuts or Spotlight: its summary is seen only where it is configured.
            RuleExample("""
                struct SelectAccountIntent: WidgetConfigurationIntent {
                    static var title: LocalizedStringResource = "Select Account"
                    static var isDiscoverable: Bool = false
                    @Parameter(title: "Account") var account: AccountEntity
                    @Parameter(title: "Show Balance") var showsBalance: Bool
                    static var parameterSummary: some ParameterSummary {
                        Summary("Show \\(\\.$account)")
                    }
                }
                """),
            // No summary at all: Shortcuts lists every parameter.
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                }
                """),
        ])

    /// Missing parameters a message names before it only counts the rest.
    static let namedParameterLimit = 10

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for action in context.manifest.actions.values {
            guard let summary = action.parameterSummary, let location = summary.location else { continue }
            // Neither Shortcuts nor Spotlight offers an undiscoverable intent (the default is true).
            if let discoverable = action.isDiscoverable, discoverable.constantValue != true { continue }
            let required = action.parameters.filter(\.isRequired).map(\.name)
            let leaves = summary.leaves
            guard !required.isEmpty, !leaves.isEmpty else { continue }
            // A parameter shown in any branch is shown where it matters.
            let shown = Set(leaves.flatMap { $0.parameterIdentifiers + $0.otherParameterIdentifiers })
            let missing = required.filter { !shown.contains($0) }
            guard !missing.isEmpty else { continue }
            findings.append(finding(Message.requiredParametersNotShown(in: action.identifier, missing: missing), at: location))
        }
        return findings
    }
}

extension SummaryMissingParameterRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func requiredParametersNotShown(in intent: String, missing: [String]) -> FindingMessage {
            var names = missing.prefix(SummaryMissingParameterRule.namedParameterLimit).map { "`\($0)`" }.joined(separator: ", ")
            if missing.count > SummaryMissingParameterRule.namedParameterLimit {
                names += " and \(missing.count - SummaryMissingParameterRule.namedParameterLimit) more"
            }
            let noun = missing.count == 1 ? "parameter" : "parameters"
            return FindingMessage(
                "The parameter summary of `\(intent)` never shows the required \(noun) \(names), so Shortcuts hides " +
                    "\(missing.count == 1 ? "it" : "them") behind \"Show More\" and Spotlight on the Mac cannot run the action; interpolate " +
                    "\(missing.count == 1 ? "it" : "each") (`\\(\\.$\(missing[0]))`) or list \(missing.count == 1 ? "it" : "them") in the summary's trailing block")
        }
    }
}
