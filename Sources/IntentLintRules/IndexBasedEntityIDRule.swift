import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// An entity's `id` must come from the data, not from where the data happens to sit.
package struct IndexBasedEntityIDRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "index-based-entity-id",
        name: "Index-based entity ID",
        summary: "An `AppEntity` identifier must not be a position in a list, a `UUID()` made anew each time the entity is built, or a " +
            "value of one launch (`hashValue`, `ObjectIdentifier`, an address).",
        rationale: """
            Shortcuts, widgets and Siri save an entity's `id`, and later ask your query for the entity \
            with that `id` (`entities(for:)`); Apple asks for an identifier that is persistent and that \
            you can look the entity up by ("Get to know App Intents", WWDC25). \
            Four ways of making ids break that promise, and are errors: a `let id = UUID()` property, \
            and an entity whose every initializer sets `self.id = UUID()` (or `.init()` for a `UUID` id), \
            give every instance a new id; a query that answers with entities made with `UUID()` \
            (`Entity(id: UUID(), …)` in `entities(for:)`, `suggestedEntities()`, `entities(matching:)`, \
            `allEntities()` or `defaultResult()`) hands out ids that no later lookup can find; and so does \
            one that builds an entity whose `var id = UUID()` is a default without passing an `id` \
            (`NoteEntity(text: note.text)`), since the default is a new UUID every time. \
            So is an id made from a value that belongs to one launch of the app: `hashValue` (Swift \
            seeds hashing anew at every launch: "Hash values are not guaranteed to be equal across \
            different executions of your program. Do not save hash values to use during a future \
            execution", the `Hashable` documentation), `ObjectIdentifier(…)`, `unsafeBitCast(…)` or \
            `Unmanaged.passUnretained(…)` (where an object sits in memory); `var id: Int { hashValue }`, \
            a habit of SwiftUI code for sheet items, and `objectID.hashValue` of a Core Data object are \
            common shapes in public code. A shortcut saved with such an id finds nothing after the app \
            relaunches. `hash` is a warning: `NSObject`'s is an address unless the class overrides it, \
            but a string's is its text's.
            Two more depend on what the app does next, and are warnings: an id made from a position \
            (an `enumerated()` offset, `indices`, a `for i in 0..<n` counter, `firstIndex(of:)`) points at \
            whatever sits at that position once the list is reordered or grows, and `UUID(uuidString: \
            stored) ?? UUID()` makes a new id whenever the stored text is missing or malformed. \
            The id is followed through initializers, in any file of the module: `Entity(index: $0.offset)` \
            counts as `Entity(id: $0.offset)` when every initializer of the entity that the call's labels \
            fit sets `id` from `index` (`self.id = index`, `String(index)`, `"song-\\(index)"`, or \
            `self.init(id: …)`). Use an identifier stored with the data: a database key, a slug, a UUID \
            saved with the record.

            **Evidence.** The requirement is Apple's (persistent ids you can look up); the consequence \
            follows from how a saved parameter is resolved: by `entities(for:)` with the saved id. An \
            entity whose every initializer makes a new UUID has nothing else that makes an instance: it \
            is reported only as a struct whose own body declares an initializer (so Swift gives it no \
            memberwise one), that does not decode, and whose `id` nothing else sets; so each instance a \
            query builds has an id made while the app runs, and the id a shortcut saved was made in an \
            earlier run. A query answer that builds an entity without an `id` is reported when the \
            entity is a struct whose `var id` defaults to `UUID()` and every initializer the call's \
            labels fit leaves it so: the memberwise initializer (when the struct's body declares none) \
            with `id` left out, or a declared one whose body neither mentions `id` nor hands the instance \
            to another initializer.

            **Not flagged.** A position that only picks an element (`items[i].key`, `names[position]`); \
            a position used for display text; any name alone (a parameter called `row` or `index` may \
            hold a database key); `var id = UUID()` where the entity is built with its stored id (or where \
            an initializer the call may reach mentions `id` or calls another, or code in the module sets \
            an `id` afterwards); `UUID()` in code that \
            does not answer a query, such as an intent creating a new record, a widget's \
            `placeholder(in:)` or `snapshot(for:in:)`, or previews; a synchronous query method that an \
            `async` one of the same name overrides (the system only calls the `async` one); \
            `TransientAppEntity` types, which are never looked up. \
            `self.id = UUID()` in an initializer when another initializer sets `id` some other way (from \
            a parameter or stored data: queries may build the entity with that one), or in a way not read \
            here (`id` set in a tuple or through a condition); when the entity is a class (a subclass or a \
            persistence framework may make its instances), decodes (`Decodable`, `Codable`, or a protocol \
            from another module, which may refine them), carries an attached macro (other than \
            `@available` and the like), declares its initializers only in extensions (the memberwise \
            initializer remains), or gives its stored `id` a default value or a property wrapper; and, for \
            a `var id`, when code in the module assigns an `id` outside initializers (`note.id = \
            record.id`, on a value whose type is not known), or may through a key path (`\\.id` given \
            to anything but an API that only reads through it, such as `map(\\.id)` or `ForEach(_:id:)`), \
            in a file that names App Intents code (the files the relevance filter reads, so that the \
            answer is the same with `--scan-every-file`). `.init()` for an `id` that is not a `UUID` \
            (it is `""` or `0`, the same every time). A call under another label when not every \
            initializer its labels fit sets `id` from that parameter alone; an unlabeled argument \
            (`Entity($0.offset)` for `init(_ index: Int)`), as overloads that differ only in type cannot \
            be told apart without types.
            """,
        severity: .error,
        alsoWarns: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct RecordingEntity: AppEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Recording"
                    var title: String
                    var ↓id: Int { hashValue }
                    var displayRepresentation: DisplayRepresentation { "\\(title)" }
                }
                """, expecting: [.error(Message.launchDependentID(of: "RecordingEntity", from: "hashValue"))]),
            RuleExample("""
                struct FolderEntity: AppEntity {
                    var id: String
                    var name: String
                }
                struct FolderQuery: EntityQuery {
                    func suggestedEntities() async throws -> [FolderEntity] {
                        try await Store.shared.folders().map { FolderEntity(↓id: String($0.objectID.hashValue), name: $0.name) }
                    }
                    func entities(for identifiers: [String]) async throws -> [FolderEntity] {
                        try await suggestedEntities().filter { identifiers.contains($0.id) }
                    }
                }
                """, expecting: [.error(Message.launchDependentID(of: "FolderEntity", from: "hashValue"))]),
            RuleExample("""
                final class SessionEntity: AppEntity {
                    let id: String
                    init(session: Session) { ↓self.id = "\\(ObjectIdentifier(session))" }
                }
                """, expecting: [.error(Message.launchDependentID(of: "SessionEntity", from: "ObjectIdentifier(…)"))]),
            RuleExample("""
                struct BookmarkEntity: AppEntity {
                    var id: Int
                    init(bookmark: BookmarkObject) { ↓self.id = bookmark.hash }
                }
                """, expecting: [.warning(Message.launchDependentID(of: "BookmarkEntity", from: "hash"))]),
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
                """, expecting: [
                .warning(Message.positionID(of: "WallpaperEntity", from: .enumeratedOffset("$0.offset"))),
                .warning(Message.positionID(of: "WallpaperEntity", from: .enumeratedOffset("index"))),
                .warning(Message.positionID(of: "WallpaperEntity", from: .loopCounter("i"))),
            ]),
            RuleExample("""
                struct TaskEntity: AppEntity {
                    let ↓id = UUID()
                    var title: String
                }
                """, expecting: [.error(Message.newUUIDForEveryInstance(of: "TaskEntity"))]),
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
                """, expecting: [
                .error(Message.answersWithNewUUID("NoteQuery.entities(for:)", entity: "NoteEntity")),
                .error(Message.answersWithNewUUID("NoteQuery.defaultResult()", entity: "NoteEntity")),
            ]),
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
                """, expecting: [.warning(Message.newUUIDFallback(of: "BookEntity", whenNil: "UUID(uuidString: $0.key)"))]),
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
            ], expecting: [.warning(Message.positionID(of: "CollectionEntity", from: .indexLookup("firstIndex(…)")))]),
            // Every initializer makes a new identity: no instance a query builds can match a saved one.
            RuleExample("""
                struct NoteEntity: AppEntity {
                    var id: UUID
                    var text: String
                    init(text: String) {
                        ↓self.id = .init()
                        self.text = text
                    }
                    init(record: NoteRecord) {
                        ↓self.id = UUID()
                        self.text = record.text
                    }
                }
                struct NoteQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
                        NoteStore.shared.notes(identifiers).map(NoteEntity.init(record:))
                    }
                }
                """, expecting: [
                .error(Message.newUUIDInEveryInitializer("self.id = .init()", of: "NoteEntity")),
                .error(Message.newUUIDInEveryInitializer("self.id = UUID()", of: "NoteEntity")),
            ]),
            // `var id = UUID()` is only a default: a query that builds the entity without an `id` makes a new one.
            RuleExample("""
                struct NoteEntity: AppEntity {
                    var id = UUID()
                    var text: String
                    var pinned: Bool?
                }
                struct FolderEntity: AppEntity {
                    var id: UUID = .init()
                    var name: String
                    init(name: String) {
                        self.name = name
                    }
                }
                struct NoteQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
                        await NoteStore.shared.notes(identifiers).map { ↓NoteEntity(text: $0.text) }
                    }
                    func suggestedEntities() async throws -> [NoteEntity] {
                        await NoteStore.shared.recent().map { ↓.init(text: $0.text, pinned: $0.isPinned) }
                    }
                }
                struct FolderQuery: EntityQuery {
                    func suggestedEntities() async throws -> [FolderEntity] {
                        FolderStore.shared.folders.map { ↓FolderEntity(name: $0.name) }
                    }
                }
                """, expecting: [
                .error(Message.builtWithoutID("NoteQuery.entities(for:)", entity: "NoteEntity")),
                .error(Message.builtWithoutID("NoteQuery.suggestedEntities()", entity: "NoteEntity")),
                .error(Message.builtWithoutID("FolderQuery.suggestedEntities()", entity: "FolderEntity")),
            ]),
            // Reading ids through a key path (`map(\.id)`) writes none, in whatever file it sits.
            RuleExample(files: [
                ("StateResult.swift", """
                    struct StateResult: AppEntity {
                        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Reading"
                        static var defaultQuery = StateQuery()
                        var displayRepresentation: DisplayRepresentation { "\\(glucose)" }
                        var id: UUID
                        var glucose: String
                        init(glucose: String) {
                            ↓id = UUID()
                            self.glucose = glucose
                        }
                    }
                    struct StateQuery: EntityQuery {
                        func entities(for identifiers: [UUID]) async throws -> [StateResult] {
                            await Readings.latest().map { StateResult(glucose: $0.text) }
                        }
                    }
                    """),
                ("Sync.swift", """
                    func sync() {
                        func delete(names: [String]?) {}
                        load(withIDs: events.map(\\.id))
                        show(ForEach(events, id: \\.id) { Row($0) })
                    }
                    """),
                ("Mode.swift", """
                    enum Mode: String { case closed, open }
                    extension Mode: AppEnum {
                        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
                        static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.closed: "Closed", .open: "Open"]
                    }
                    """),
            ], expecting: [.error(Message.newUUIDInEveryInitializer("id = UUID()", of: "StateResult"))]),
            // The position reaches `id` through the initializer's `index` parameter, declared in another file.
            RuleExample(files: [
                ("Song.swift", """
                    struct SongEntity: AppEntity {
                        var id: String
                        var title: String
                        init(index: Int, title: String) {
                            self.id = "song-\\(index)"
                            self.title = title
                        }
                    }
                    struct PhotoEntity: AppEntity {
                        let id: String
                        init(key: UUID, caption: String = "") {
                            self.id = key.uuidString
                        }
                    }
                    """),
                ("Queries.swift", """
                    struct SongQuery: EntityQuery {
                        func suggestedEntities() async throws -> [SongEntity] {
                            Playlist.titles.enumerated().map { SongEntity(↓index: $0.offset, title: $0.element) }
                        }
                    }
                    struct PhotoQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [PhotoEntity] {
                            identifiers.map { _ in PhotoEntity(↓key: UUID()) }
                        }
                    }
                    """),
            ], expecting: [
                .warning(Message.positionID(of: "SongEntity", from: .enumeratedOffset("$0.offset"), through: (label: "index", initializer: "init(index:title:)"))),
                .error(Message.answersWithNewUUID("PhotoQuery.entities(for:)", entity: "PhotoEntity", through: (label: "key", initializer: "init(key:caption:)"))),
            ]),
        ],
        nonTriggering: [
            // Hashing the stored id, a hash that only picks an element, and a sheet item that is no entity.
            RuleExample("""
                struct RecordingEntity: AppEntity, Hashable {
                    var id: String
                    var title: String
                    func hash(into hasher: inout Hasher) { hasher.combine(id) }
                    init(record: Record) {
                        self.id = record.key
                        self.title = Palette.names[abs(record.key.hashValue) % Palette.names.count]
                    }
                }
                enum ActiveSheet: Identifiable {
                    case settings, share
                    var id: Int { hashValue }
                }
                """),
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
            // Another initializer takes the id from stored data, and queries may build the entity with it;
            // a decoded entity keeps its stored id; a `var id` is set again after `init(text:)`.
            RuleExample("""
                struct NoteEntity: AppEntity {
                    var id: UUID
                    var text: String
                    init(text: String) {
                        self.id = UUID()
                        self.text = text
                    }
                    init(record: NoteRecord) {
                        self.id = record.id
                        self.text = record.text
                    }
                }
                struct DraftEntity: AppEntity, Codable {
                    let id: UUID
                    var text: String
                    init(text: String) {
                        self.id = UUID()
                        self.text = text
                    }
                }
                struct FolderEntity: AppEntity {
                    var id: UUID
                    var name: String
                    init(name: String) {
                        self.id = .init()
                        self.name = name
                    }
                }
                struct FolderQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [FolderEntity] {
                        FolderStore.shared.folders(identifiers).map { folder in
                            var entity = FolderEntity(name: folder.name)
                            entity.id = folder.id
                            return entity
                        }
                    }
                }
                """),
            // A default `id` that whoever builds the entity replaces: passed in, set by the initializer
            // the call reaches (or one it hands over to), or set afterwards.
            RuleExample("""
                struct ListEntity: AppEntity {
                    var id = UUID()
                    var name: String
                    init(record: ListRecord) {
                        self.init(key: record.key, name: record.name)
                    }
                    init(key: UUID, name: String) {
                        id = key
                        self.name = name
                    }
                }
                struct ListQuery: EntityQuery {
                    func suggestedEntities() async throws -> [ListEntity] {
                        ListStore.shared.lists.map { ListEntity(record: $0) }
                    }
                }
                """),
            RuleExample("""
                struct NoteEntity: AppEntity {
                    var id = UUID()
                    var text: String
                }
                struct NoteQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
                        await NoteStore.shared.notes(identifiers).map { NoteEntity(id: $0.key, text: $0.text) }
                    }
                    func suggestedEntities() async throws -> [NoteEntity] {
                        await NoteStore.shared.recent().map { note in
                            var entity = NoteEntity(text: note.text)
                            entity.id = note.key
                            return entity
                        }
                    }
                }
                struct NewNoteIntent: AppIntent {
                    static let title: LocalizedStringResource = "New Note"
                    func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> {
                        let note = NoteEntity(text: "")
                        await NoteStore.shared.save(note)
                        return .result(value: note)
                    }
                }
                """),
            // `.init()` of a `String` is "", not a new identity; initializers only in an extension leave
            // the memberwise one, which queries may use.
            RuleExample("""
                struct TagEntity: AppEntity {
                    var id: String
                    init() {
                        self.id = .init()
                    }
                }
                struct LabelEntity: AppEntity {
                    var id: UUID
                    var name: String
                }
                extension LabelEntity {
                    init(name: String) {
                        self.init(id: UUID(), name: name)
                    }
                }
                """),
            // The position is passed to a parameter the initializer does not make the id, or unlabeled.
            RuleExample("""
                struct TrackEntity: AppEntity {
                    var id: String
                    var number: Int
                    init(index: Int, record: TrackRecord) {
                        self.id = record.key
                        self.number = index + 1
                    }
                    init(_ position: Int) {
                        self.id = String(position)
                        self.number = position + 1
                    }
                }
                struct TrackQuery: EntityQuery {
                    func suggestedEntities() async throws -> [TrackEntity] {
                        Album.tracks.enumerated().map { TrackEntity(index: $0.offset, record: $0.element) }
                    }
                    func defaultResult() async -> TrackEntity? {
                        Album.tracks.indices.map { TrackEntity($0) }.first
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

    package func check(_ context: LintContext) -> [Finding] {
        // Only an entity's `id` matters: a module without entities has nothing to find, and its
        // files are not read again.
        guard !context.index.entries(in: .entity).isEmpty else { return [] }
        // Every initializer that sets `id`, and every write to one, mentions `id`: the files whose
        // bodies do are read first.
        var files = context.files.compactMap { file in
            file.codeBodiesMentionID ? file.fact(.identifierFacts).map { (path: file.path, facts: $0) } : nil
        }
        let module = ModuleIdentifiers(files: files, index: context.index)
        // A body that only makes a position or a UUID matters where it passes one to an initializer
        // that makes it an entity's `id`; a call to it names the entity (or a typealias of it),
        // so only files that mention one are read.
        let names = module.namesOfEntitiesTakingIDFromParameters(context.index)
        if !names.isEmpty {
            let mentions = NameMentions(names)
            for file in context.files where !file.codeBodiesMentionID {
                guard let bytes = file.bytesOfCodeBodies,
                      bytes.withUnsafeBufferPointer({ mentions.occur(in: $0) }) else { continue }
                files.append((file.path, file.fact(.identifierFacts) ?? IdentifierFacts()))
            }
        }
        // An entity whose `var id` defaults to a new UUID gets one wherever a query builds it without
        // an `id`: the files that name such an entity are read too.
        let defaultedNames = namesAndAliases(of: entitiesWithFreshDefaultID(context.index), context.index)
        if !defaultedNames.isEmpty {
            let mentions = NameMentions(defaultedNames)
            let read = Set(files.map(\.path))
            for file in context.files where !read.contains(file.path) {
                guard let bytes = file.bytesOfCodeBodies, bytes.withUnsafeBufferPointer({ mentions.occur(in: $0) }) else { continue }
                files.append((file.path, file.fact(.identifierFacts) ?? IdentifierFacts()))
            }
        }
        var findings: [Finding] = []
        for (path, facts) in files {
            for site in facts.sites {
                findings += check(site, in: path, module, context.index)
            }
        }
        var writes = RelevantWrites(module, context)
        findings += freshInEveryInitializer(module, context.index, &writes)
        findings += builtWithoutID(files, context.index, &writes)
        return findings
    }

    /// Entities whose stored `var id` defaults to a new UUID (`var id = UUID()`, `= .init()` for a
    /// `UUID`), where nothing but the type's initializers makes an instance: structs without an
    /// attached macro and without a wrapper on `id`.
    private func entitiesWithFreshDefaultID(_ index: TypeIndex) -> [TypeIndex.Entry] {
        index.entries(in: .entity).compactMap { entry in
            guard let entity = checkedEntity(entry.qualifiedName, index), let part = entity.declaration, part.declaration.kind == .struct,
                  let id = part.declaration.properties.first(where: { $0.name == "id" && !$0.isStatic }),
                  !id.isConstant, !id.isComputed, id.attributes.isEmpty,
                  entity.parts.allSatisfy({ $0.declaration.attributes.allSatisfy { IndexBasedEntityIDRule.plainAttributes.contains($0.name) } }),
                  let value = id.initializer?.text.filter({ !$0.isWhitespace }) else { return nil }
            let isFresh = value == "UUID()" || value == "UUID.init()" || (value == ".init()" && IndexBasedEntityIDRule.idIsUUID(entity, index))
            return isFresh ? entity : nil
        }
    }

    /// The names a call building one of `entities` may be written with: their names and the
    /// typealiases that name them.
    private func namesAndAliases(of entities: [TypeIndex.Entry], _ index: TypeIndex) -> Set<String> {
        var names = Set(entities.map(\.simpleName))
        guard !names.isEmpty else { return [] }
        for (alias, value) in index.typealiases where names.contains(TypeIndex.baseName(value)) {
            names.insert(alias)
        }
        return names
    }

    /// A query answer that builds an entity whose `var id` defaults to a new UUID, without an
    /// `id`: every initializer the call's labels fit leaves `id` its default (none mentions `id`,
    /// hands the instance to another initializer or assigns `self`; the memberwise initializer
    /// with `id` left out), so each answer has a new id, and, for a `var id`, nothing in the
    /// module's App Intents code sets an `id` afterwards.
    private func builtWithoutID(_ files: [(path: String, facts: IdentifierFacts)], _ index: TypeIndex,
                                _ writes: inout RelevantWrites) -> [Finding] {
        let defaulted = Set(entitiesWithFreshDefaultID(index).map(\.qualifiedName))
        guard !defaulted.isEmpty else { return [] }
        var findings: [Finding] = []
        for (path, facts) in files {
            for construction in facts.constructionsWithoutID {
                guard let entity = index.entry(construction.typeName), defaulted.contains(entity.qualifiedName),
                      let query = answeredQuery(construction.function, isAsync: construction.isInAsyncFunction,
                                                in: construction.enclosingType, index),
                      IndexBasedEntityIDRule.leavesIDItsDefault(entity, calledWith: construction.argumentLabels),
                      !writes.setAnID(of: entity.qualifiedName) else { continue }
                findings.append(finding(Message.builtWithoutID(query, entity: entity.qualifiedName),
                                        at: SourceReference(file: path, location: construction.location)))
            }
        }
        return findings
    }

    /// Whether every initializer a call with these argument labels may reach leaves `id` its
    /// default, and one does: the type's own initializers the labels fit, and, when its body
    /// declares none, the memberwise one (stored properties in order; a `var` with a value or an
    /// optional one may be left out).
    static func leavesIDItsDefault(_ entity: TypeIndex.Entry, calledWith arguments: [String?]) -> Bool {
        var fitting: [Bool] = []
        for part in entity.parts {
            for initializer in part.declaration.initializers
            where IdentifierInitializer.parameters(labels: initializer.labels, hasDefaults: initializer.hasDefaults, forArguments: arguments) != nil {
                fitting.append(!initializer.mayGiveID)
            }
        }
        if let own = entity.declaration?.declaration, own.initializers.isEmpty {
            let stored = own.properties.filter { !$0.isStatic && !$0.isComputed && !($0.isConstant && $0.hasInitializer) }
            let labels = stored.map { Optional($0.name) }
            let defaults = stored.map { $0.hasInitializer || (!$0.isConstant && ($0.typeAnnotation?.hasSuffix("?") ?? false)) }
            if IdentifierInitializer.parameters(labels: labels, hasDefaults: defaults, forArguments: arguments) != nil {
                fitting.append(true)
            }
        }
        return !fitting.isEmpty && fitting.allSatisfy { $0 }
    }

    private func check(_ site: IdentifierSite, in path: String, _ module: ModuleIdentifiers, _ index: TypeIndex) -> [Finding] {
        let typeName: String
        switch site.construction {
        case .initializerCall(let name), .assignmentInInitializer(let name), .propertyDeclaration(let name):
            typeName = name
        }
        guard let entity = checkedEntity(typeName, index) else { return [] }
        if let function = site.function, IndexBasedEntityIDRule.placeholderFunctions.contains(function) { return [] }
        // A value passed under another label is the entity's `id` only through an initializer
        // that makes that parameter the `id`.
        var through: (label: String, initializer: String)?
        if case .initializerCall = site.construction, site.label != "id" {
            guard let initializer = module.initializerTakingID(from: site, of: entity) else { return [] }
            through = (site.label, initializer.selector)
        }
        var provenance = site.provenance
        if provenance == .freshImplicitInit {
            // `.init()` is a new UUID only where the value is a `UUID`; under another label its type is the parameter's.
            guard site.label == "id", IndexBasedEntityIDRule.idIsUUID(entity, index) else { return [] }
            provenance = .freshUUID
        }
        let name = entity.qualifiedName
        let reference = SourceReference(file: path, location: site.location)
        switch provenance {
        case .freshUUID:
            if case .propertyDeclaration = site.construction {
                return [finding(Message.newUUIDForEveryInstance(of: name), at: reference)]
            } else if case .initializerCall = site.construction, let query = answeredQuery(site, index) {
                return [finding(Message.answersWithNewUUID(query, entity: name, through: through), at: reference)]
            }
            // In an initializer: `freshInEveryInitializer` decides, for all of the type's initializers at once.
            return []
        case .launchDependent(let written):
            // `NSObject.hash` is an address unless the class overrides it; a string's is its text's.
            return [finding(Message.launchDependentID(of: name, from: written, through: through), at: reference, severity: written == "hash" ? .warning : .error)]
        case .uuidFallback(let stored):
            return [finding(Message.newUUIDFallback(of: name, whenNil: stored, through: through), at: reference, severity: .warning)]
        default:
            return [finding(Message.positionID(of: name, from: provenance, through: through), at: reference, severity: .warning)]
        }
    }

    /// The entity a site's type names, unless it is transient (never looked up).
    private func checkedEntity(_ typeName: String, _ index: TypeIndex) -> TypeIndex.Entry? {
        guard let entity = index.entry(typeName), entity.families.contains(.entity),
              !entity.writtenConformances.contains(where: { $0.name.hasPrefix("Transient") }) else { return nil }
        return entity
    }

    /// `self.id = UUID()` (or `.init()` for a `UUID`) in every initializer of an entity: then
    /// every instance has a new identity, the ones a query builds included. Only where nothing
    /// else can make an instance or change its `id`: a struct whose own body declares an
    /// initializer (so it has no memberwise one), whose every initializer that sets `id` sets a
    /// fresh value, that does not decode (`Decodable`, or a protocol from elsewhere that may
    /// refine it) and has no attached macro, whose stored `id` has no default value and no
    /// wrapper, and, for a `var id`, with no write to an `id` outside initializers in the module's
    /// App Intents code.
    private func freshInEveryInitializer(_ module: ModuleIdentifiers, _ index: TypeIndex, _ writes: inout RelevantWrites) -> [Finding] {
        var findings: [Finding] = []
        for (name, initializers) in module.initializersByEntity.sorted(by: { $0.key < $1.key }) {
            guard let entity = checkedEntity(name, index), let part = entity.declaration, part.declaration.kind == .struct,
                  let id = part.declaration.properties.first(where: { $0.name == "id" && !$0.isStatic }),
                  !id.isComputed, !id.hasInitializer, id.attributes.isEmpty,
                  entity.parts.allSatisfy({ $0.declaration.attributes.allSatisfy { IndexBasedEntityIDRule.plainAttributes.contains($0.name) } }),
                  !IndexBasedEntityIDRule.mayDecode(entity, index),
                  initializers.contains(where: { !$0.initializer.isInExtension }) else { continue }
            let idIsUUID = IndexBasedEntityIDRule.idIsUUID(entity, index)
            var fresh: [(path: String, assignment: IdentifierInitializer.Assignment)] = []
            var everyOneFresh = true
            for (path, initializer) in initializers {
                // One that mentions `id` yet neither sets it in a way read here nor delegates sets it some other way.
                if initializer.assignments.isEmpty && !initializer.delegates { everyOneFresh = false }
                for assignment in initializer.assignments {
                    switch assignment.value {
                    case .fresh(.freshUUID):
                        fresh.append((path, assignment))
                    case .fresh(.freshImplicitInit) where idIsUUID:
                        fresh.append((path, assignment))
                    default:
                        everyOneFresh = false
                    }
                }
            }
            guard everyOneFresh, !fresh.isEmpty else { continue }
            if !id.isConstant, writes.setAnID(of: name) { continue }
            for (path, assignment) in fresh {
                findings.append(finding(Message.newUUIDInEveryInitializer(assignment.text, of: name),
                                        at: SourceReference(file: path, location: assignment.location)))
            }
        }
        return findings
    }

    /// Attributes that make no instance and change no initializer.
    static let plainAttributes: Set<String> = ["available", "MainActor", "preconcurrency", "frozen", "usableFromInline", "unchecked"]

    /// Protocols known to make no instance without the type's own initializers, besides the App
    /// Intents families' (`AppEntity`, `IndexedEntity`, …).
    static let protocolsWithoutInstances: Set<String> = [
        "Identifiable", "Hashable", "Equatable", "Comparable", "Sendable", "Encodable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "CustomLocalizedStringResourceConvertible", "Transferable", "Copyable",
        "BitwiseCopyable", "DisplayRepresentable", "TypeDisplayRepresentable", "InstanceDisplayRepresentable",
        "PersistentlyIdentifiable",
    ]

    /// Whether the type may be decoded, which keeps a stored `id`: it conforms to `Decodable` or
    /// `Codable`, through its own protocols too, or to a protocol from another module that may
    /// refine them.
    static func mayDecode(_ entity: TypeIndex.Entry, _ index: TypeIndex) -> Bool {
        var pending = entity.writtenConformances.map(\.name)
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == "Decodable" || next == "Codable" { return true }
            if let alias = index.typealiases[next] {
                pending += alias.split(separator: "&").map { TypeIndex.baseName(String($0)) }
            } else if let declared = index.entry(next), declared.qualifiedName != entity.qualifiedName {
                pending += declared.writtenConformances.map(\.name)
            } else if !protocolsWithoutInstances.contains(next), !AppIntentsFamily.allCases.contains(where: { $0.protocols.contains(next) }) {
                return true
            }
        }
        return false
    }

    /// Whether the entity's `id` is declared a `UUID` (or a typealias of one), which makes `.init()` a new one.
    static func idIsUUID(_ entity: TypeIndex.Entry, _ index: TypeIndex) -> Bool {
        guard let written = entity.property("id", isStatic: false)?.property.typeAnnotation else { return false }
        let type = TypeIndex.baseName(written)
        return type == "UUID" || index.typealiases[type].map { TypeIndex.baseName($0) == "UUID" } == true
    }

    /// `Query.method(…)` when the site is in a query method whose answer the system uses.
    private func answeredQuery(_ site: IdentifierSite, _ index: TypeIndex) -> String? {
        site.function.flatMap { answeredQuery($0, isAsync: site.isInAsyncFunction, in: site.enclosingType, index) }
    }

    /// `Query.method(…)` when `function` of `enclosingType` is a query method whose answer the system uses.
    private func answeredQuery(_ function: String, isAsync: Bool, in enclosingType: String, _ index: TypeIndex) -> String? {
        guard IndexBasedEntityIDRule.queryAnswers.contains(function), let query = index.entry(enclosingType),
              query.families.contains(.query) || query.writtenConformances.contains(where: { $0.name == "DynamicOptionsProvider" })
        else { return nil }
        // With both, the `async` method is the one the protocol calls.
        if !isAsync, query.functions.contains(where: { $0.selector == function && $0.isAsync }) { return nil }
        return "\(query.qualifiedName).\(function)"
    }
}

/// The writes to an `id` outside initializers in the files the relevance filter reads: without
/// `--scan-every-file` the others are never scanned, and no finding may depend on it. Worked out
/// when first asked.
struct RelevantWrites {
    private let module: ModuleIdentifiers
    private let context: LintContext
    private var writes: [IdentifierWrite]?

    init(_ module: ModuleIdentifiers, _ context: LintContext) {
        self.module = module
        self.context = context
    }

    /// Whether one may set the `id` of an instance of `entity` (qualified name): a write on a
    /// value whose type is not known, or on `self` in the entity's own code.
    mutating func setAnID(of entity: String) -> Bool {
        let index = context.index
        return relevant().contains { !$0.isOnSelf || index.entry($0.enclosingType)?.qualifiedName == entity }
    }

    private mutating func relevant() -> [IdentifierWrite] {
        if let writes { return writes }
        let relevant = RelevantFiles(context.index)
        let writingFiles = Set(module.writes.map(\.path))
        var isRelevant: [String: Bool] = [:]
        for file in context.files where writingFiles.contains(file.path) && isRelevant[file.path] == nil {
            isRelevant[file.path] = file.bytesOfCodeBodies.map(relevant.contains) ?? false
        }
        let found = module.writes.filter { isRelevant[$0.path] == true }.map(\.write)
        writes = found
        return found
    }
}

/// What the module's files say about ids, joined: each entity's initializers, and writes to `id`.
struct ModuleIdentifiers {
    /// The initializers of each entity (by qualified name) the module's files declare, with their files.
    var initializersByEntity: [String: [(path: String, initializer: IdentifierInitializer)]] = [:]
    var writes: [(path: String, write: IdentifierWrite)] = []

    init(files: [(path: String, facts: IdentifierFacts)], index: TypeIndex) {
        for (path, facts) in files {
            writes += facts.writes.map { (path, $0) }
            for initializer in facts.initializers {
                guard let entry = index.entry(initializer.typeName), entry.families.contains(.entity) else { continue }
                initializersByEntity[entry.qualifiedName, default: []].append((path, initializer))
            }
        }
    }

    /// The names a call to an entity whose initializer sets `id` from a parameter may be written
    /// with: the entity's name, and the typealiases that name it.
    func namesOfEntitiesTakingIDFromParameters(_ index: TypeIndex) -> Set<String> {
        var names: Set<String> = []
        for (name, initializers) in initializersByEntity where initializers.contains(where: { $0.initializer.takesIDFromParameters }) {
            guard let entity = index.entry(name) else { continue }
            names.insert(entity.simpleName)
        }
        guard !names.isEmpty else { return [] }
        for (alias, value) in index.typealiases where names.contains(TypeIndex.baseName(value)) {
            names.insert(alias)
        }
        return names
    }

    /// The initializer a call `Entity(label: value, …)` calls, when it makes the parameter under
    /// `label` the entity's `id`: every initializer of the entity the call's labels fit sets `id`
    /// from that parameter and from nothing else.
    func initializerTakingID(from site: IdentifierSite, of entity: TypeIndex.Entry) -> IdentifierInitializer? {
        guard let argument = site.argumentLabels.firstIndex(of: site.label) else { return nil }
        var found: IdentifierInitializer?
        for (_, initializer) in initializersByEntity[entity.qualifiedName] ?? [] {
            guard let parameters = initializer.parameters(forArguments: site.argumentLabels) else { continue }
            let parameter = parameters[argument]
            let takesID = !initializer.assignments.isEmpty && initializer.assignments.allSatisfy {
                if case .parameters(let sources) = $0.value { return sources.contains(parameter) }
                return false
            }
            guard takesID else { return nil }
            found = found ?? initializer
        }
        return found
    }
}

extension IndexBasedEntityIDRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func newUUIDForEveryInstance(of entity: String) -> FindingMessage {
            FindingMessage(
                "`id` of entity `\(entity)` is a new `UUID()` for every instance, so no shortcut that saved one can find it again; store the identifier with the data")
        }

        static func answersWithNewUUID(_ query: String, entity: String, through: (label: String, initializer: String)? = nil) -> FindingMessage {
            FindingMessage(
                "`\(query)` answers with `\(entity)` made with a new `UUID()`\(clause(through)), so the id a shortcut saves is never found again; build the entity from its stored identifier")
        }

        static func launchDependentID(of entity: String, from written: String, through: (label: String, initializer: String)? = nil) -> FindingMessage {
            let what = written == "hash" ? "`hash`, which for an `NSObject` is its address unless the class overrides it"
                : "`\(written)`, which differs on every launch of the app (\(written == "hashValue" ? "Swift seeds hashing anew at each launch" : "it is where the value sits in memory"))"
            return FindingMessage(
                "`id` of entity `\(entity)` comes from \(what)\(clause(through)), so a shortcut saved with it finds nothing once the app has relaunched; use an identifier stored with the data")
        }

        static func newUUIDFallback(of entity: String, whenNil stored: String, through: (label: String, initializer: String)? = nil) -> FindingMessage {
            FindingMessage(
                "`id` of entity `\(entity)` falls back to a new `UUID()` when `\(stored)` is nil\(clause(through)), and a shortcut saved with that id " +
                    "never finds the item again; keep a valid stored identifier, or leave such items out")
        }

        static func positionID(of entity: String, from provenance: IdentifierSite.Provenance,
                               through: (label: String, initializer: String)? = nil) -> FindingMessage {
            FindingMessage(
                "`id` of entity `\(entity)` comes from \(origin(provenance))\(clause(through)); a saved shortcut keeps that " +
                    "position and will act on whatever item sits there once the list changes: use an identifier stored with the data")
        }

        static func newUUIDInEveryInitializer(_ assignment: String, of entity: String) -> FindingMessage {
            FindingMessage(
                "`\(assignment)`: every initializer of entity `\(entity)` gives `id` a new UUID, so each instance a query builds has " +
                    "a new id and no shortcut that saved one can find it again; pass in the identifier stored with the data")
        }

        static func builtWithoutID(_ query: String, entity: String) -> FindingMessage {
            FindingMessage(
                "`\(query)` builds `\(entity)` without an `id`, so it gets the new `UUID()` its `var id` defaults to and " +
                    "no shortcut that saves it can find it again; pass the identifier stored with the data (`id: …`)")
        }

        /// A value passed under another label than `id`, to an initializer that makes it the `id`.
        private static func clause(_ through: (label: String, initializer: String)?) -> String {
            through.map { ", through `\($0.label):` of `\($0.initializer)`" } ?? ""
        }

        private static func origin(_ provenance: IdentifierSite.Provenance) -> String {
            switch provenance {
            case .enumeratedOffset(let name): return "`\(name)`, a position from `enumerated()`"
            case .loopCounter(let name): return "the loop counter `\(name)`"
            case .collectionIndices(let name): return "`\(name)`, a position in the collection"
            case .indexLookup(let name): return "`\(name)`, a position in the collection"
            case .freshUUID, .freshImplicitInit: return "a new `UUID()`"
            case .uuidFallback(let stored): return "`\(stored) ?? UUID()`"
            case .launchDependent(let written): return "`\(written)`"
            }
        }
    }
}
