/// The App Intents protocols and macros that make a type part of the metadata, by family.
/// Names are matched without their module prefix, as the compiler's const-value
/// extraction matches them.
public enum AppIntentsFamily: String, CaseIterable, Sendable {
    case intent, entity, appEnum, query, shortcutsProvider, package, unionValue

    /// The protocols (and their refinements in the framework) that put a type in the family.
    package var protocols: Set<String> { AppIntentsFamily.protocolTable[self]! }

    /// Attached macros that declare membership without a written protocol.
    package var macros: Set<String> { AppIntentsFamily.macroTable[self]! }

    private static let protocolTable = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.declaredProtocols) })
    private static let macroTable = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.declaredMacros) })

    private var declaredProtocols: Set<String> {
        switch self {
        case .intent:
            // Every refinement of `AppIntent` in Apple's documentation ("App intent types", the
            // "Inherited By" lists of `AppIntent` and `SystemIntent`), `UISceneAppIntent` (in
            // `_AppIntents_UIKit`) and `SetFocusFilterIntent` (Focus filters) included.
            return ["AppIntent", "SystemIntent", "OpenIntent", "DeleteIntent", "SetValueIntent",
                    "WidgetConfigurationIntent", "ControlConfigurationIntent", "SnippetIntent",
                    "AudioPlaybackIntent", "AudioRecordingIntent", "AudioStartingIntent",
                    "LiveActivityIntent", "LiveActivityStartingIntent", "ForegroundContinuableIntent",
                    "TargetContentProvidingIntent", "UISceneAppIntent", "URLRepresentableIntent", "ShowInAppSearchResultsIntent",
                    "ProgressReportingIntent", "PlayVideoIntent", "CameraCaptureIntent", "UndoableIntent",
                    "PushToTalkTransmissionIntent", "StartWorkoutIntent", "PauseWorkoutIntent", "DeprecatedAppIntent",
                    "ResumeWorkoutIntent", "StartDiveIntent", "PredictableIntent", "CustomIntentMigratedAppIntent",
                    "SetFocusFilterIntent"]
        case .entity:
            return ["AppEntity", "IndexedEntity", "UniqueAppEntity", "TransientAppEntity", "TransientEntity",
                    "FileEntity", "URLRepresentableEntity"]
        case .appEnum:
            return ["AppEnum", "URLRepresentableEnum"]
        case .query:
            return ["EntityQuery", "EntityStringQuery", "EnumerableEntityQuery", "EntityPropertyQuery",
                    "UniqueAppEntityQuery", "IntentValueQuery"]
        case .shortcutsProvider:
            return ["AppShortcutsProvider"]
        case .package:
            return ["AppIntentsPackage"]
        case .unionValue:
            return ["AppUnionValue"]
        }
    }

    private var declaredMacros: Set<String> {
        switch self {
        case .intent: return ["AppIntent", "AssistantIntent"]
        case .entity: return ["AppEntity", "AssistantEntity"]
        case .appEnum: return ["AppEnum", "AssistantEnum"]
        case .unionValue: return ["UnionValue"]
        default: return []
        }
    }

    /// The family an attached macro (`@AppIntent(schema:)`, `@UnionValue`) declares.
    package static func family(ofMacro name: String) -> AppIntentsFamily? {
        familyByMacro[name]
    }

    private static let familyByMacro: [String: AppIntentsFamily] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { family in family.declaredMacros.map { ($0, family) } })

    /// Names whose mention can make a file part of the App Intents metadata: every family's
    /// protocols and macros.
    package static let markerNames: Set<String> = allCases.reduce(into: []) { $0.formUnion($1.protocols); $0.formUnion($1.macros) }

    /// Every protocol name any family knows.
    package static let allProtocols: Set<String> = allCases.reduce(into: []) { $0.formUnion($1.protocols) }
}

/// Some families, a bit each: every type of a module has its families worked out, and a
/// `Set` made an allocation and a hash for each.
package struct AppIntentsFamilies: OptionSet, Sendable {
    package var rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package init(_ family: AppIntentsFamily) {
        rawValue = 1 << UInt8(AppIntentsFamily.allCases.firstIndex(of: family)!)
    }

    package static let intent = AppIntentsFamilies(.intent)
    package static let entity = AppIntentsFamilies(.entity)
    package static let appEnum = AppIntentsFamilies(.appEnum)
    package static let query = AppIntentsFamilies(.query)

    /// The families in the set, in `AppIntentsFamily.allCases` order.
    package var members: [AppIntentsFamily] {
        AppIntentsFamily.allCases.filter { contains(AppIntentsFamilies($0)) }
    }
}
