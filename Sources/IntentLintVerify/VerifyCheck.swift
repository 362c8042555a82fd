import IntentLintCore

/// What `lint-intents verify` reports: where Xcode's exported App Intents metadata and the
/// sources disagree, and what the App Intents steps of a build log said. Like rules and the
/// changes `diff` reports, each check has a fixed identifier that configuration
/// (`disabled_rules`, `severity`), baselines and reports use, and a default severity: every
/// disagreement is an `error`, because the product does not hold what the sources say, and the
/// build log's diagnostics keep the severity the build gave them.
package enum VerifyCheck: String, CaseIterable, Sendable {
    // What the sources declare and the export lacks.
    case moduleNotExported = "module-not-exported"
    case intentNotExported = "intent-not-exported"
    case entityNotExported = "entity-not-exported"
    case enumNotExported = "enum-not-exported"
    case queryNotExported = "query-not-exported"
    case appShortcutNotExported = "app-shortcut-not-exported"
    // What the export holds and the sources do not declare.
    case intentOnlyInExport = "intent-only-in-export"
    case entityOnlyInExport = "entity-only-in-export"
    case enumOnlyInExport = "enum-only-in-export"
    case queryOnlyInExport = "query-only-in-export"
    case appShortcutOnlyInExport = "app-shortcut-only-in-export"
    // Fields where the two disagree.
    case intentDiffers = "intent-differs"
    case parameterDiffers = "parameter-differs"
    case entityDiffers = "entity-differs"
    case enumDiffers = "enum-differs"
    case queryDiffers = "query-differs"
    case appShortcutDiffers = "app-shortcut-differs"
    // `--whole-file`: any field of the file.
    case exportedFieldDiffers = "exported-field-differs"
    // The build log.
    case exportHalted = "metadata-export-halted"
    case buildError = "app-intents-build-error"
    case buildWarning = "app-intents-build-warning"
    case buildNote = "app-intents-build-note"

    package var identifier: String { rawValue }

    package var severity: Severity {
        switch self {
        case .buildWarning: return .warning
        case .buildNote: return .note
        default: return .error
        }
    }

    /// What the finding means for the app, for documentation and SARIF.
    package var summary: String {
        switch self {
        case .moduleNotExported: return "A module whose sources declare App Intents has no exported metadata in the product: an " +
            "`AppIntentsPackage` not registered, a framework not embedded, or an export that failed. Its actions are missing from Shortcuts and Siri."
        case .intentNotExported: return "An intent the sources declare is missing from the exported metadata: Shortcuts and Siri do not offer it."
        case .entityNotExported: return "An entity the sources declare is missing from the exported metadata: parameters of its type cannot be filled."
        case .enumNotExported: return "An `AppEnum` the sources declare is missing from the exported metadata."
        case .queryNotExported: return "An entity query the sources declare is missing from the exported metadata."
        case .appShortcutNotExported: return "An App Shortcut the sources declare is missing from the exported metadata: its Siri phrases do nothing."
        case .intentOnlyInExport: return "The exported metadata holds an intent the sources do not declare: the product comes from a stale build or another target."
        case .entityOnlyInExport: return "The exported metadata holds an entity the sources do not declare: a stale build or another target."
        case .enumOnlyInExport: return "The exported metadata holds an `AppEnum` the sources do not declare: a stale build or another target."
        case .queryOnlyInExport: return "The exported metadata holds an entity query the sources do not declare: a stale build or another target."
        case .appShortcutOnlyInExport: return "The exported metadata holds an App Shortcut the sources do not declare: a stale build or another target."
        case .intentDiffers: return "An intent's title, description, parameter summary, `openAppWhenRun` or `isDiscoverable` differs between the sources and the exported metadata."
        case .parameterDiffers: return "A parameter is on one side only, or its title, type, optionality or default value differs between the sources and the exported metadata."
        case .entityDiffers: return "An entity's display name, default query or properties differ between the sources and the exported metadata."
        case .enumDiffers: return "An `AppEnum`'s display name, its cases (the raw values saved shortcuts store) or their titles differ between the sources and the exported metadata."
        case .queryDiffers: return "An entity query's entity type differs between the sources and the exported metadata."
        case .appShortcutDiffers: return "An App Shortcut's phrases, short title or image, or the negative phrases, differ between the sources and the exported metadata."
        case .exportedFieldDiffers: return "With `--whole-file`: a field of the exported `extract.actionsdata` differs from the one " +
            "`lint-intents metadata` writes from the sources, or is on one side only. Fields only the build knows (the Xcode build, bundle identifiers) are not compared."
        case .exportHalted: return "The build's App Intents metadata export halted (\"At least one halting error produced during export\"): " +
            "the target ships without App Intents metadata, even when `xcodebuild` reports success."
        case .buildError: return "An error from an App Intents step of the build (metadata export, App Shortcuts strings validation, NL training), at the file and line it names."
        case .buildWarning: return "A warning from an App Intents step of the build, at the file and line it names."
        case .buildNote: return "A note from an App Intents step of the build, at the file and line it names."
        }
    }

    /// The checks as rule descriptions, for configuration, reports and SARIF.
    package static let descriptions: [RuleDescription] = allCases.map { check in
        RuleDescription(identifier: check.identifier, name: check.identifier, summary: check.summary, rationale: check.summary,
                        severity: check.severity)
    }

    package static let identifiers: Set<String> = Set(allCases.map(\.identifier))
}
