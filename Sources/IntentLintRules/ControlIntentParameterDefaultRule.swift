import IntentLintCore

/// A control exists before anyone configures it.
package struct ControlIntentParameterDefaultRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "control-intent-parameter-default",
        name: "Control intent parameter default",
        summary: "A `ControlConfigurationIntent` parameter should have a default value or an optional type.",
        rationale: """
            A Control Center or Lock Screen control is created with its configuration intent as soon as \
            someone adds it, before they have configured anything: WidgetKit asks the value provider for its \
            `previewValue(configuration:)` and `currentValue(configuration:)` with that intent. A required \
            parameter (not optional, no default) has no value then. Give it a `default:` (Apple's own \
            example: `@Parameter(title: "Focus", default: .doNotDisturb)`), or make its type optional and \
            handle the unset case.

            **Evidence, and severity.** Apple's `ControlConfigurationIntent` documentation, whose example \
            parameter has a default, and WidgetKit's value-provider API, which receives the intent as it is. \
            What happens next depends on how the app reads the parameter, so this is a warning.

            **Not flagged.** Optional parameters, parameters with `default:` (or `defaultValue:`), and \
            parameters of intents that are not control configurations (`SetValueIntent` actions a control \
            runs are filled in by the control itself).
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct SelectDoorIntent: ControlConfigurationIntent {
                    static var title: LocalizedStringResource = "Select Door"
                    @Parameter(title: "Door")
                    var ↓door: DoorEntity
                    @Parameter(title: "Show Status", default: true)
                    var showsStatus: Bool
                }
                """, expecting: [.warning(Message.noDefault(parameter: "door", of: "SelectDoorIntent"))]),
            RuleExample(files: [
                ("ConfigurationIntent.swift", "protocol DoorConfiguration: ControlConfigurationIntent {}"),
                ("SelectGarageIntent.swift", """
                    struct SelectGarageIntent: DoorConfiguration {
                        static var title: LocalizedStringResource = "Select Garage"
                        @Parameter(title: "Garage")
                        var ↓garage: GarageEntity
                    }
                    """),
            ], expecting: [.warning(Message.noDefault(parameter: "garage", of: "SelectGarageIntent"))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SelectFocusIntent: ControlConfigurationIntent {
                    static var title: LocalizedStringResource = "Select Focus"
                    @Parameter(title: "Focus", default: .doNotDisturb)
                    var focus: FocusEntity
                    @Parameter(title: "Door")
                    var door: DoorEntity?
                }
                struct ToggleDoorIntent: SetValueIntent {
                    static var title: LocalizedStringResource = "Toggle Door"
                    @Parameter(title: "Door") var door: DoorEntity
                    @Parameter(title: "Open") var value: Bool
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        guard context.index.mayConform(to: "ControlConfigurationIntent") else { return [] }
        for action in context.manifest.actions.values {
            guard let entry = context.index.entry(action.identifier), context.index.conforms(entry, to: "ControlConfigurationIntent") else { continue }
            for parameter in action.parameters where parameter.isRequired {
                findings.append(finding(Message.noDefault(parameter: parameter.name, of: action.identifier), at: parameter.location))
            }
        }
        return findings
    }
}

extension ControlIntentParameterDefaultRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func noDefault(parameter: String, of intent: String) -> FindingMessage {
            FindingMessage(
                "Parameter `\(parameter)` of control configuration `\(intent)` has no default and is not optional, so " +
                    "it has no value when the control is first added, before anyone configures it; give it a `default:` or make it optional")
        }
    }
}
