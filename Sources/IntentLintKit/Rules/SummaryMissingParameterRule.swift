/// Every parameter summary a user can see must show every required parameter.
public struct SummaryMissingParameterRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "summary-missing-parameter",
        name: "Summary missing parameter",
        summary: "A parameter summary must include every required parameter, in every `When`/`Switch` branch.",
        rationale: """
            The parameter summary is the sentence Shortcuts shows for an action ("Order ${quantity} ${soup}"). \
            A required parameter (not optional and without a default) that the summary leaves out is hidden \
            behind "Show More", so people run the action without seeing, or being able to set, a value it \
            cannot do without. Interpolate the parameter in the summary text (`\\(\\.$soup)`) or list it in the \
            summary's trailing block (`Summary("…") { \\.$note }`); with `When` or `Switch`, do so in every \
            branch. `@Parameter(default: nil)` on a non-optional type is still required.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                    @Parameter(title: "Quantity") var quantity: Int
                    static var parameterSummary: some ParameterSummary {
                        ↓Summary("Order \\(\\.$soup)")
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
                            Summary("Deliver \\(\\.$soup)")
                        } otherwise: {
                            ↓Summary("Pick up soup")
                        }
                    }
                }
                """),
            RuleExample("""
                struct StartWorkoutIntent: AppIntent {
                    static var title: LocalizedStringResource = "Start Workout"
                    @Parameter(title: "Kind", default: nil) var kind: WorkoutKind
                    static var parameterSummary: some ParameterSummary {
                        ↓Summary()
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
                            Case(.latest) { ↓Summary("Play the latest recording") { \\.$mode } }
                            DefaultCase { Summary("Play \\(\\.$recording)") { \\.$mode } }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
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

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for action in context.manifest.actions.values {
            guard let summary = action.parameterSummary else { continue }
            let required = action.parameters.filter(\.isRequired).map(\.name)
            guard !required.isEmpty else { continue }
            for leaf in summary.leaves {
                let shown = Set(leaf.parameterIdentifiers + leaf.otherParameterIdentifiers)
                let missing = required.filter { !shown.contains($0) }
                guard !missing.isEmpty else { continue }
                // Named up to a few: one finding per summary of a `Switch`, each naming every
                // missing parameter, made output grow with their product.
                var names = missing.prefix(SummaryMissingParameterRule.namedParameterLimit).map { "`\($0)`" }.joined(separator: ", ")
                if missing.count > SummaryMissingParameterRule.namedParameterLimit {
                    names += " and \(missing.count - SummaryMissingParameterRule.namedParameterLimit) more"
                }
                let noun = missing.count == 1 ? "parameter" : "parameters"
                let example = missing[0]
                findings.append(finding(
                    "This parameter summary of `\(action.identifier)` leaves out the required \(noun) \(names); interpolate it (`\\(\\.$\(example))`) or list it in the summary's trailing block",
                    at: leaf.location))
            }
        }
        return findings
    }
}
