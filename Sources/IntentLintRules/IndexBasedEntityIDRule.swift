/// An entity's `id` must come from the data, not from where the data happens to sit.
import IntentLintSyntax
import IntentLintManifest

public struct IndexBasedEntityIDRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "index-based-entity-id",
        name: "Index-based entity ID",
        summary: "An `AppEntity` identifier must not be a position in a list or a `UUID()` made anew each time the entity is built.",
        rationale: """
            Shortcuts, widgets and Siri save an entity's `id`, and later ask your query for the entity \
            with that `id` (`entities(for:)`); Apple asks for an identifier that is persistent and that \
            you can look the entity up by ("Get to know App Intents", WWDC25). \
            Two ways of making ids break that promise, and are errors: a `let id = UUID()` property gives \
            every instance a new id, and a query that answers with entities made with `UUID()` \
            (`Entity(id: UUID(), …)` in `entities(for:)`, `suggestedEntities()`, `entities(matching:)`, \
            `allEntities()` or `defaultResult()`) hands out ids that no later lookup can find. \
            Two more depend on what the app does next, and are warnings: an id made from a position \
            (an `enumerated()` offset, `indices`, a `for i in 0..<n` counter, `firstIndex(of:)`) points at \
            whatever sits at that position once the list is reordered or grows, and `UUID(uuidString: \
            stored) ?? UUID()` makes a new id whenever the stored text is missing or malformed. \
            Use an identifier stored with the data: a database key, a slug, a UUID saved with the record.

            **Evidence.** The requirement is Apple's (persistent ids you can look up); the consequence \
            follows from how a saved parameter is resolved: by `entities(for:)` with the saved id.

            **Not flagged.** A position that only picks an element (`items[i].key`, `names[position]`); \
            a position used for display text; any name alone (a parameter called `row` or `index` may \
            hold a database key); `var id = UUID()` (a stored value replaces it); `UUID()` in code that \
            does not answer a query, such as an intent creating a new record, a widget's \
            `placeholder(in:)` or `snapshot(for:in:)`, or previews; a synchronous query method that an \
            `async` one of the same name overrides (the system only calls the `async` one); \
            `TransientAppEntity` types, which are never looked up.
            """,
        severity: .error,
        alsoWarns: true,
        triggeringExamples: [
            RuleExample("""
                struct WallpaperEntity: AppEntity {
                    var id: String
                    var name: String
                }
                struct WallpaperQuery: EntityQuery {
                    func suggestedEntities() async throws -> [WallpaperEntity] {
                        Catalog.names.enumerated().map { WallpaperEntity(↓id: "\\($0.offset)", name: $0.element) }
                    }
                    func allEntities() -> [WallpaperEntity] {
                        var result: [WallpaperEntity] = []
                        for (index, name) in Catalog.names.enumerated() {
                            result.append(WallpaperEntity(↓id: String(index), name: name))
                        }
                        for i in 0..<Catalog.count {
                            result.append(.init(↓id: "wallpaper-\\(i + 1)", name: Catalog.names[i]))
                        }
                        return result
                    }
                }
                """),
            RuleExample("""
                struct TaskEntity: AppEntity {
                    let ↓id = UUID()
                    var title: String
                }
                """),
            RuleExample("""
                struct NoteEntity: AppEntity {
                    var id: UUID
                    var text: String
                }
                struct NoteQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
                        NoteStore.shared.notes(identifiers).map { NoteEntity(↓id: UUID(), text: $0.text) }
                    }
                    func defaultResult() async -> NoteEntity? {
                        let id = UUID()
                        return NoteEntity(↓id: id, text: "New note")
                    }
                }
                """),
            RuleExample("""
                struct BookEntity: AppEntity {
                    var id: UUID
                    var title: String
                }
                struct BookQuery: EntityQuery {
                    func suggestedEntities() async throws -> [BookEntity] {
                        Library.records.map { BookEntity(↓id: UUID(uuidString: $0.key) ?? UUID(), title: $0.title) }
                    }
                }
                """),
            RuleExample(files: [
                ("Collection.swift", """
                    struct CollectionEntity: AppEntity {
                        var id: String
                        var name: String
                    }
                    """),
                ("CollectionQuery.swift", """
                    struct CollectionQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [CollectionEntity] {
                            let names = await Store.shared.names()
                            return identifiers.compactMap { identifier in
                                guard let position = names.firstIndex(of: identifier) else { return nil }
                                let key = String(position)
                                return CollectionEntity(↓id: key, name: names[position])
                            }
                        }
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            // The position only picks the element; the id is the element's stored key.
            RuleExample("""
                struct WallpaperEntity: AppEntity {
                    var id: String
                    var name: String
                }
                struct WallpaperQuery: EntityQuery {
                    func suggestedEntities() async throws -> [WallpaperEntity] {
                        Catalog.items.enumerated().map { WallpaperEntity(id: $0.element.slug, name: "#\\($0.offset + 1) \\($0.element.name)") }
                    }
                    func entities(for identifiers: [String]) async throws -> [WallpaperEntity] {
                        var result: [WallpaperEntity] = []
                        for i in 0..<Catalog.items.count where identifiers.contains(Catalog.items[i].slug) {
                            result.append(WallpaperEntity(id: Catalog.items[i].slug, name: Catalog.items[i].name))
                        }
                        guard let i = Catalog.items.firstIndex(where: { $0.isFeatured }) else { return result }
                        return result + [WallpaperEntity(id: Catalog.items[i].slug, name: Catalog.items[i].name)]
                    }
                }
                """),
            // A name alone proves nothing: `row` is a database row here.
            RuleExample("""
                struct SongEntity: AppEntity {
                    var id: Int64
                    init(row: Row) {
                        self.id = row.entityID
                    }
                    init(index: Int64) {
                        self.id = index
                    }
                }
                """),
            // Placeholders and new records are never looked up by a saved shortcut.
            RuleExample("""
                struct NoteEntity: AppEntity {
                    var id = UUID()
                    var text: String
                    init(record: NoteRecord) {
                        self.id = record.id
                        text = record.text
                    }
                }
                struct CreateNoteIntent: AppIntent {
                    static var title: LocalizedStringResource = "Create Note"
                    func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> {
                        let note = NoteEntity(id: UUID(), text: "")
                        NoteStore.shared.save(note)
                        return .result(value: note)
                    }
                }
                struct NotesProvider: AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> NoteWidgetEntry {
                        NoteWidgetEntry(date: .now, note: NoteEntity(id: UUID(), text: "Placeholder"))
                    }
                    func snapshot(for configuration: NoteWidgetIntent, in context: Context) async -> NoteWidgetEntry {
                        let samples = ["Groceries", "Ideas"].enumerated().map { NoteEntity(id: "\\($0.offset)", text: $0.element) }
                        return NoteWidgetEntry(date: .now, note: samples[0], isRedacted: true)
                    }
                }
                extension NoteEntity {
                    static func placeholder() -> NoteEntity { NoteEntity(id: UUID(), text: "…") }
                }
                """),
            // The system calls the `async` requirement; the synchronous overload is never used.
            RuleExample("""
                struct ThemeEntity: AppEntity {
                    var id: UUID
                    var name: String
                }
                struct ThemeQuery: EntityQuery {
                    func defaultResult() async -> ThemeEntity? {
                        await ThemeStore.shared.all().first
                    }
                    func defaultResult() -> ThemeEntity? {
                        ThemeEntity(id: UUID(), name: "Default")
                    }
                }
                """),
            // `.init` here builds the model the entity holds, not the entity.
            RuleExample("""
                struct ModelEntity: AppEntity {
                    var id: UUID
                    var model: Model
                }
                struct ModelQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [ModelEntity] {
                        identifiers.map { ModelEntity(id: $0, model: .init(id: $0, createdBy: UUID())) }
                    }
                }
                """),
            // Not an entity: positions are fine.
            RuleExample("""
                struct Row: Identifiable {
                    var id: Int
                    static func make(_ names: [String]) -> [Row] {
                        names.indices.map { Row(id: $0) }
                    }
                }
                """),
        ])

    /// The query methods whose answers the system keeps or looks up.
    static let queryAnswers: Set<String> = [
        "entities(for:)", "entities(matching:)", "suggestedEntities()", "allEntities()", "defaultResult()",
        "entities(matching:mode:sortedBy:limit:)", "results()",
    ]

    /// Where entities are made up for display and never saved.
    static let placeholderFunctions: Set<String> = [
        "placeholder(in:)", "snapshot(for:in:)", "getSnapshot(in:completion:)", "getSnapshot(for:in:completion:)",
    ]

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for file in context.files {
            guard let bytes = file.bytesOfCodeBodies else { continue }
            for site in context.identifierSites.sites(in: bytes) {
                let typeName: String
                switch site.construction {
                case .initializerCall(let name), .assignmentInInitializer(let name), .propertyDeclaration(let name):
                    typeName = name
                }
                guard let entity = context.index.entry(typeName), entity.families.contains(.entity),
                      !entity.writtenConformances.contains(where: { $0.name.hasPrefix("Transient") }) else { continue }
                let name = entity.qualifiedName
                let reference = SourceReference(file: file.path, location: site.location)
                if let function = site.function, IndexBasedEntityIDRule.placeholderFunctions.contains(function) { continue }
                switch site.provenance {
                case .freshUUID:
                    if case .propertyDeclaration = site.construction {
                        findings.append(finding(
                            "`id` of entity `\(name)` is a new `UUID()` for every instance, so no shortcut that saved one can find it again; store the identifier with the data",
                            at: reference))
                    } else if case .initializerCall = site.construction, let query = answeredQuery(site, context.index) {
                        findings.append(finding(
                            "`\(query)` answers with `\(name)` made with a new `UUID()`, so the id a shortcut saves is never found again; build the entity from its stored identifier",
                            at: reference))
                    }
                case .uuidFallback(let stored):
                    findings.append(finding(
                        "`id` of entity `\(name)` falls back to a new `UUID()` when `\(stored)` is nil, and a shortcut saved with that id never finds the item again; keep a valid stored identifier, or leave such items out",
                        at: reference, severity: .warning))
                default:
                    findings.append(finding(
                        "`id` of entity `\(name)` comes from \(IndexBasedEntityIDRule.origin(site.provenance)); a saved shortcut keeps that position and will act on whatever item sits there once the list changes: use an identifier stored with the data",
                        at: reference, severity: .warning))
                }
            }
        }
        return findings
    }

    /// `Query.method(…)` when the site is in a query method whose answer the system uses.
    private func answeredQuery(_ site: IdentifierSite, _ index: TypeIndex) -> String? {
        guard let function = site.function, IndexBasedEntityIDRule.queryAnswers.contains(function),
              let query = index.entry(site.enclosingType),
              query.families.contains(.query) || query.writtenConformances.contains(where: { $0.name == "DynamicOptionsProvider" })
        else { return nil }
        // With both, the `async` method is the one the protocol calls.
        if !site.isInAsyncFunction, query.functions.contains(where: { $0.selector == function && $0.isAsync }) { return nil }
        return "\(query.qualifiedName).\(function)"
    }

    static func origin(_ provenance: IdentifierSite.Provenance) -> String {
        switch provenance {
        case .enumeratedOffset(let name): return "`\(name)`, a position from `enumerated()`"
        case .loopCounter(let name): return "the loop counter `\(name)`"
        case .collectionIndices(let name): return "`\(name)`, a position in the collection"
        case .indexLookup(let name): return "`\(name)`, a position in the collection"
        case .freshUUID: return "a new `UUID()`"
        case .uuidFallback(let stored): return "`\(stored) ?? UUID()`"
        }
    }
}
