import IntentLintCore

/// The kinds of change `lint-intents diff` reports between two versions of a module. Like
/// rules, each has a fixed identifier that configuration (`disabled_rules`, `severity`),
/// baselines and reports use, and a default severity: `error` when saved shortcuts,
/// automations, widgets or controls stop working after the update, `warning` when people's
/// habits break (a Siri phrase they use is gone), `note` for what they will see differ.
package enum ChangeKind: String, CaseIterable, Sendable {
    case intentRemoved = "intent-removed"
    case parameterRemoved = "parameter-removed"
    case parameterTypeChanged = "parameter-type-changed"
    case parameterBecameRequired = "parameter-became-required"
    case entityRemoved = "entity-removed"
    case entityIDTypeChanged = "entity-id-type-changed"
    case enumRemoved = "enum-removed"
    case enumCaseRemoved = "enum-case-removed"
    case enumCaseMeaningChanged = "enum-case-meaning-changed"
    case enumCaseRawValueChanged = "enum-case-raw-value-changed"
    case appShortcutRemoved = "app-shortcut-removed"
    case moduleRenamed = "module-renamed"
    case intentAdded = "intent-added"
    case intentDeprecated = "intent-deprecated"
    case titleChanged = "title-changed"
    case parameterAdded = "parameter-added"
    case parameterDeprecated = "parameter-deprecated"
    case entityAdded = "entity-added"
    case entityDeprecated = "entity-deprecated"
    case enumAdded = "enum-added"
    case enumDeprecated = "enum-deprecated"
    case enumCaseAdded = "enum-case-added"
    case appShortcutAdded = "app-shortcut-added"
    case phraseChanged = "phrase-changed"

    package var identifier: String { rawValue }

    package var severity: Severity {
        switch self {
        case .intentRemoved, .parameterRemoved, .parameterTypeChanged, .parameterBecameRequired, .entityRemoved,
             .entityIDTypeChanged, .enumRemoved, .enumCaseRemoved, .enumCaseMeaningChanged, .enumCaseRawValueChanged:
            return .error
        case .appShortcutRemoved, .moduleRenamed:
            return .warning
        case .intentAdded, .intentDeprecated, .titleChanged, .parameterAdded, .parameterDeprecated, .entityAdded,
             .entityDeprecated, .enumAdded, .enumDeprecated, .enumCaseAdded, .appShortcutAdded, .phraseChanged:
            return .note
        }
    }

    /// What the change does to people, for documentation and SARIF.
    package var summary: String {
        switch self {
        case .intentRemoved: return "An intent identifier (its type name) is gone: shortcuts and automations using the action fail with \"action not found\"."
        case .parameterRemoved: return "A parameter of an intent that stays is gone: the value people saved for it is dropped."
        case .parameterTypeChanged: return "A parameter's value type changed: saved values of the old type no longer resolve."
        case .parameterBecameRequired: return "An optional or defaulted parameter became required: saved shortcuts without a value stop to ask, or fail unattended."
        case .entityRemoved: return "An entity type is gone or renamed: saved entity parameters no longer resolve."
        case .entityIDTypeChanged: return "An entity's `id` type changed: saved ids, kept as text, no longer read back (an error), or may " +
            "not, depending on the ids or a conformance of the app's own (a warning)."
        case .enumRemoved: return "An `AppEnum` is gone or renamed: saved enum parameters no longer resolve."
        case .enumCaseRemoved: return "A raw value saved shortcuts store is gone with its case: shortcuts saved with the case stop resolving."
        case .enumCaseMeaningChanged: return "A raw value saved shortcuts store now belongs to another case of the enum: people who chose one get the other."
        case .enumCaseRawValueChanged: return "A case's raw value changed: shortcuts saved with the case hold the old value, which no longer resolves."
        case .appShortcutRemoved: return "An App Shortcut, or one of its phrases, is gone: the Siri phrase people use stops working."
        case .moduleRenamed: return "The module's name changed, and with it every fully qualified type name."
        case .intentAdded: return "A new intent."
        case .intentDeprecated: return "An intent is now marked for deprecation; it stays, so saved shortcuts keep working."
        case .titleChanged: return "An intent's, a parameter's or an enum case's title changed (a case renamed in place too): what people see in Shortcuts differs."
        case .parameterAdded: return "A new optional or defaulted parameter."
        case .parameterDeprecated: return "A parameter is now marked for deprecation; it stays."
        case .entityAdded: return "A new entity type."
        case .entityDeprecated: return "An entity type is now marked for deprecation; it stays."
        case .enumAdded: return "A new `AppEnum`."
        case .enumDeprecated: return "An `AppEnum` is now marked for deprecation; it stays."
        case .enumCaseAdded: return "A new enum case."
        case .appShortcutAdded: return "A new App Shortcut or phrase."
        case .phraseChanged: return "An App Shortcut phrase changed only in punctuation, letter case or spacing: people say it the same way."
        }
    }

    /// The change kinds as rule descriptions, for configuration, reports and SARIF.
    package static let descriptions: [RuleDescription] = allCases.map { kind in
        RuleDescription(identifier: kind.identifier, name: kind.identifier, summary: kind.summary, rationale: kind.summary,
                        severity: kind.severity)
    }

    package static let identifiers: Set<String> = Set(allCases.map(\.identifier))
}
