import IntentLintManifest
import IntentLintCore

/// An entity parameter in an App Shortcut phrase needs a query that offers values.
package struct PhraseParameterWithoutValuesRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "phrase-parameter-without-values",
        name: "Phrase parameter without values",
        summary: "An entity interpolated in an App Shortcut phrase must have a query that offers values: `suggestedEntities()`, `allEntities()` or `entities(matching:)`.",
        rationale: """
            A phrase that interpolates a parameter (`"Open \\(\\.$landmark) in \\(.applicationName)"`) \
            becomes one App Shortcut for each value the parameter can take: "Phrases can include up to \
            one intent parameter. If provided, an App Shortcut for each value of that type will be \
            created" ("Get to know App Intents", WWDC25). An `AppEnum`'s values are its cases; an \
            entity's are what its query offers. A query that only implements `entities(for:)` offers \
            none, so the phrase makes no App Shortcut and Siri never hears it, and running the shortcut \
            offers nothing to choose. The session shows exactly this: "I've added a new App Shortcut \
            to my provider along with two phrases. One with a landmark parameter and one without. \
            However, running my App Shortcut doesn't give me any landmarks to choose. … I'll implement \
            the optional suggestedEntities method on Entity Query, returning my customer's favorite \
            landmarks." Implement `suggestedEntities()` (the values people use most), make the query an \
            `EnumerableEntityQuery` with `allEntities()` when every value fits in memory, or leave the \
            parameter out of the phrase.

            **Evidence, and severity.** The WWDC25 session above; the review guides in the project's \
            sources say the same of the Shortcuts picker ("Without it, the Shortcuts picker shows no \
            default options"). The build does not stop and the rest of the app works, so this is a \
            warning. Whether an app with such values must also call `updateAppShortcutParameters()` \
            is not checked: Apple shows the call generating shortcuts for suggested entities, but no \
            source says none are made without it.

            **Not flagged.** A query that implements `suggestedEntities()`, `allEntities()` or \
            `entities(matching:)`, or conforms to `EnumerableEntityQuery`, `EntityStringQuery`, \
            `EntityPropertyQuery` or `UniqueAppEntityQuery`, to a protocol of the module whose extension \
            implements one of them, or to any protocol from another module (which may); a query that is \
            a class with a superclass, or carries an attached macro; an `IndexedEntity` (Spotlight \
            indexes its values, and no source says whether Siri matches phrases against them); an \
            entity or query the module does \
            not declare, or whose `defaultQuery` is not written as a call or with its type; a parameter \
            with an `optionsProvider:`, and an App Shortcut with a `parameterPresentation:` (both offer \
            values of their own); arrays, enums and every other type (`phrase-parameter-type` reports \
            those the build rejects).
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct LandmarkEntity: AppEntity {
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
                    static let defaultQuery = LandmarkEntityQuery()
                    var id: String
                    var name: String
                    var displayRepresentation: DisplayRepresentation { "\\(name)" }
                }
                struct LandmarkEntityQuery: EntityQuery {
                    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
                        await ModelData.shared.landmarks(for: identifiers).map(LandmarkEntity.init)
                    }
                }
                struct OpenLandmarkIntent: OpenIntent {
                    static let title: LocalizedStringResource = "Open Landmark"
                    @Parameter(title: "Landmark") var target: LandmarkEntity
                }
                struct TravelShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OpenLandmarkIntent(), phrases: [
                            ↓"Open \\(\\.$target) in \\(.applicationName)",
                            "Open landmark in \\(.applicationName)",
                        ], shortTitle: "Open", systemImageName: "building.columns")
                    }
                }
                """, expecting: [.warning(Message.queryOffersNoValues(in: "Open ${target} in ${applicationName}", parameter: "target", of: "OpenLandmarkIntent",
                                                                      entity: "LandmarkEntity", query: "LandmarkEntityQuery"))]),
        ],
        nonTriggering: [
            // Each query offers values: suggested, all, or matched by name; through a protocol of the module too.
            RuleExample(files: [
                ("Entities.swift", """
                    struct LandmarkEntity: AppEntity {
                        static let defaultQuery = LandmarkEntityQuery()
                        var id: String
                    }
                    struct LandmarkEntityQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [LandmarkEntity] { [] }
                        func suggestedEntities() async throws -> [LandmarkEntity] { await ModelData.shared.favorites() }
                    }
                    struct CollectionEntity: AppEntity {
                        static let defaultQuery: CollectionQuery = .init()
                        var id: String
                    }
                    struct CollectionQuery: EnumerableEntityQuery {
                        func entities(for identifiers: [String]) async throws -> [CollectionEntity] { [] }
                        func allEntities() async throws -> [CollectionEntity] { await Collections.all() }
                    }
                    struct TrailEntity: AppEntity {
                        static var defaultQuery = TrailQuery()
                        var id: String
                    }
                    struct TrailQuery: EntityStringQuery {
                        func entities(for identifiers: [String]) async throws -> [TrailEntity] { [] }
                        func entities(matching string: String) async throws -> [TrailEntity] { [] }
                    }
                    struct TagEntity: AppEntity {
                        static var defaultQuery = TagQuery()
                        var id: String
                    }
                    struct TagQuery: FavoritesQuery {
                        func entities(for identifiers: [String]) async throws -> [TagEntity] { [] }
                    }
                    protocol FavoritesQuery: EntityQuery {}
                    extension FavoritesQuery {
                        func suggestedEntities() async throws -> [Entity] { [] }
                    }
                    struct PlaylistEntity: AppEntity {
                        static var defaultQuery = PlaylistQuery()
                        var id: String
                    }
                    struct PlaylistQuery: EntityQuery, LibraryQuery {
                        func entities(for identifiers: [String]) async throws -> [PlaylistEntity] { [] }
                    }
                    """),
                ("Shortcuts.swift", """
                    struct TravelShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: OpenLandmarkIntent(), phrases: ["Open \\(\\.$target) in \\(.applicationName)"],
                                        shortTitle: "Open", systemImageName: "building.columns")
                            AppShortcut(intent: OpenCollectionIntent(), phrases: ["Show \\(\\.$collection) in \\(.applicationName)"],
                                        shortTitle: "Show", systemImageName: "square.stack")
                            AppShortcut(intent: HikeIntent(), phrases: ["Hike \\(\\.$trail) with \\(.applicationName)"],
                                        shortTitle: "Hike", systemImageName: "figure.hiking")
                            AppShortcut(intent: TagIntent(), phrases: ["Tag with \\(\\.$tag) in \\(.applicationName)"],
                                        shortTitle: "Tag", systemImageName: "tag")
                            AppShortcut(intent: PlayIntent(), phrases: ["Play \\(\\.$playlist) in \\(.applicationName)"],
                                        shortTitle: "Play", systemImageName: "play")
                        }
                    }
                    struct OpenLandmarkIntent: OpenIntent {
                        static let title: LocalizedStringResource = "Open Landmark"
                        @Parameter(title: "Landmark") var target: LandmarkEntity
                    }
                    struct OpenCollectionIntent: AppIntent {
                        static let title: LocalizedStringResource = "Show Collection"
                        @Parameter(title: "Collection") var collection: CollectionEntity?
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    struct HikeIntent: AppIntent {
                        static let title: LocalizedStringResource = "Start Hike"
                        @Parameter(title: "Trail") var trail: TrailEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    struct TagIntent: AppIntent {
                        static let title: LocalizedStringResource = "Tag"
                        @Parameter(title: "Tag") var tag: TagEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    struct PlayIntent: AppIntent {
                        static let title: LocalizedStringResource = "Play"
                        @Parameter(title: "Playlist") var playlist: PlaylistEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ]),
            // Spotlight holds an indexed entity's values.
            RuleExample("""
                struct TrailEntity: IndexedEntity {
                    static let defaultQuery = TrailQuery()
                    var id: String
                }
                struct TrailQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [TrailEntity] { await Trails.shared.trails(identifiers) }
                }
                struct StartHikeIntent: AppIntent {
                    static let title: LocalizedStringResource = "Start Hike"
                    @Parameter(title: "Trail") var trail: TrailEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct HikeShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: StartHikeIntent(), phrases: ["Hike \\(\\.$trail) with \\(.applicationName)"],
                                    shortTitle: "Hike", systemImageName: "figure.hiking")
                    }
                }
                """),
            // Values that come from elsewhere: an options provider, or the App Shortcut's own presentation.
            RuleExample("""
                struct DeviceEntity: AppEntity {
                    static let defaultQuery = DeviceQuery()
                    var id: String
                }
                struct DeviceQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [DeviceEntity] { [] }
                }
                struct ConnectIntent: AppIntent {
                    static let title: LocalizedStringResource = "Connect"
                    @Parameter(title: "Device", optionsProvider: NearbyDevices()) var device: DeviceEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct PairIntent: AppIntent {
                    static let title: LocalizedStringResource = "Pair"
                    @Parameter(title: "Device") var device: DeviceEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct DeviceShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: ConnectIntent(), phrases: ["Connect \\(\\.$device) with \\(.applicationName)"],
                                    shortTitle: "Connect", systemImageName: "cable.connector")
                        AppShortcut(intent: PairIntent(), phrases: ["Pair \\(\\.$device) with \\(.applicationName)"],
                                    shortTitle: "Pair", systemImageName: "link",
                                    parameterPresentation: ParameterPresentation(
                                        for: \\.$device, summary: Summary("Pair \\(\\.$device)"),
                                        optionsCollections: { OptionsCollection(NearbyDevices(), title: "Nearby", systemImageName: "dot.radiowaves.left.and.right") }))
                    }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for shortcut in context.manifest.autoShortcuts where shortcut.parameterPresentation == nil {
            guard let written = shortcut.actionIdentifier, let intentName = context.index.lookUp(written),
                  let intent = context.manifest.actions[intentName] else { continue }
            for phrase in shortcut.readablePhrases {
                var reported: Set<String> = []
                for name in phrase.parameters where reported.insert(name).inserted {
                    guard let parameter = intent.parameters.first(where: { $0.name == name }),
                          !hasOptionsProvider(name, of: intentName, context.index),
                          let (entity, query) = queryOfferingNoValues(parameter.valueType, in: intentName, context) else { continue }
                    findings.append(finding(Message.queryOffersNoValues(in: phrase.text.key, parameter: name, of: intentName, entity: entity, query: query),
                                            at: phrase.location))
                }
            }
        }
        return findings
    }

    /// `@Parameter(…, optionsProvider: …)`: the options come from the provider.
    private func hasOptionsProvider(_ parameter: String, of intent: String, _ index: TypeIndex) -> Bool {
        guard let property = index.entry(intent)?.property(parameter, isStatic: false)?.property,
              let attribute = property.attribute(named: "Parameter") else { return true }
        return attribute.argument("optionsProvider") != nil
    }

    /// The entity `written` names and its query, when the module declares both and the query
    /// certainly offers no values.
    private func queryOfferingNoValues(_ written: String, in intent: String, _ context: LintContext) -> (entity: String, query: String)? {
        let index = context.index
        guard let entityName = index.typeOfParameter(written, of: intent, throughArrays: false), let entity = context.manifest.entities[entityName],
              // Spotlight indexes an `IndexedEntity`'s values, which Siri may match too.
              !entity.appIntentsProtocols.contains("IndexedEntity"),
              let queryWritten = entity.defaultQuery, let query = index.entry(queryWritten, from: entityName),
              query.families.contains(.query), let record = context.manifest.queries[query.qualifiedName],
              record.methods.isDisjoint(with: PhraseParameterWithoutValuesRule.offeringMethods),
              !mayOfferValues(query, index) else { return nil }
        return (entityName, query.qualifiedName)
    }

    /// The query methods that offer values.
    static let offeringMethods: Set<String> = ["suggestedEntities()", "allEntities()", "entities(matching:)"]

    /// The query protocols that offer values or derive them.
    static let offeringProtocols: Set<String> = ["EnumerableEntityQuery", "EntityStringQuery", "EntityPropertyQuery", "UniqueAppEntityQuery"]

    /// Protocols that add no query method.
    static let plainProtocols: Set<String> = PhraseParameterTypeRule.knownConformances.union([
        "EntityQuery", "DynamicOptionsProvider", "PersistentlyIdentifiable", "Sendable",
    ])

    /// Whether something the query conforms to or is marked with may offer values: a query
    /// protocol that does, a protocol of the module whose declaration or extension implements an
    /// offering method, a protocol or superclass from elsewhere, an attached macro.
    private func mayOfferValues(_ query: TypeIndex.Entry, _ index: TypeIndex) -> Bool {
        if query.parts.contains(where: { part in
            part.declaration.attributes.contains { !PhraseParameterTypeRule.knownAttributes.contains($0.name) }
        }) { return true }
        var pending = query.writtenConformances.map(\.name)
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if PhraseParameterWithoutValuesRule.offeringProtocols.contains(next) { return true }
            if let alias = index.typealiases[next] {
                pending += alias.split(separator: "&").map { TypeIndex.baseName(String($0)) }
            } else if let declared = index.entry(next), declared.qualifiedName != query.qualifiedName {
                if declared.functions.contains(where: { $0.selector.hasPrefix("entities(matching:")
                    || PhraseParameterWithoutValuesRule.offeringMethods.contains($0.selector) }) { return true }
                pending += declared.writtenConformances.map(\.name)
            } else if !PhraseParameterWithoutValuesRule.plainProtocols.contains(next) {
                return true
            }
        }
        return false
    }
}

extension PhraseParameterWithoutValuesRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func queryOffersNoValues(in phrase: String, parameter name: String, of intent: String, entity: String, query: String) -> FindingMessage {
            FindingMessage(
                "App Shortcut phrase \"\(phrase)\" interpolates `\(name)` of `\(intent)`, an `\(entity)` whose query " +
                    "`\(query)` offers no values (no `suggestedEntities()`, `allEntities()` or `entities(matching:)`), so the " +
                    "phrase becomes no App Shortcut and Siri offers nothing to choose; implement `suggestedEntities()` in `\(query)`, or leave `\(name)` out of the phrase")
        }
    }
}
