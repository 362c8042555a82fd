import Testing
@testable import IntentLintRules
@testable import IntentLintManifest
import IntentLintSyntax
@testable import IntentLintEngine
import IntentLintEngineTestSupport

/// Where an `id` comes from: positions and fresh UUIDs are recorded, data is not.
@Suite("Identifier provenance")
struct IdentifierProvenanceTests {
    private struct Site: Equatable, CustomStringConvertible {
        var construction: IdentifierSite.Construction
        var provenance: IdentifierSite.Provenance
        var text: String
        var line: Int

        var description: String { "\(construction) \(provenance) `\(text)` line \(line)" }
    }

    /// The sites that make an `id` directly: `Name(id: …)`, `self.id = …`, the `id` property.
    private func sites(_ source: String) -> [Site] {
        IdentifierProvenance.sites(in: Array(source.utf8)).filter { $0.label == "id" }.map {
            Site(construction: $0.construction, provenance: $0.provenance, text: $0.text, line: $0.location.line)
        }
    }

    /// Calls passing a position or a fresh UUID under another label, which the rule counts only
    /// when an initializer makes that parameter the `id`: label, provenance, the call's labels.
    private func labeledSites(_ source: String) -> [String] {
        IdentifierProvenance.sites(in: Array(source.utf8)).filter { $0.label != "id" }.map {
            "\($0.label) \($0.provenance) \($0.argumentLabels.map { $0 ?? "_" })"
        }
    }

    private func initializers(_ source: String) -> [IdentifierInitializer] {
        IdentifierProvenance.facts(in: Array(source.utf8)).initializers
    }

    // MARK: Positions

    @Test func enumeratedOffsetThroughDollarZero() {
        #expect(sites("""
            func load(names: [String]) -> [Soup] {
                names.enumerated().map { Soup(id: $0.offset, name: $0.element) }
            }
            """) == [Site(construction: .initializerCall(typeName: "Soup"), provenance: .enumeratedOffset("$0.offset"),
                          text: "id: $0.offset", line: 2)])
    }

    @Test func enumeratedOffsetThroughTupleElementZero() {
        #expect(sites("""
            func load(names: [String]) -> [Soup] {
                names.enumerated().map { Soup(id: $0.0, name: $0.1) }
            }
            """).map(\.provenance) == [.enumeratedOffset("$0.0")])
    }

    @Test(arguments: ["(i, name)", "i, name", "(i: Int, name: String)"])
    func enumeratedOffsetThroughClosureParameters(parameters: String) {
        #expect(sites("""
            func load(names: [String]) -> [Soup] {
                names.enumerated().compactMap { \(parameters) in
                    Soup(id: i, name: name)
                }
            }
            """) == [Site(construction: .initializerCall(typeName: "Soup"), provenance: .enumeratedOffset("i"), text: "id: i", line: 3)])
    }

    @Test func enumeratedOffsetInAForLoop() {
        #expect(sites("""
            func load(names: [String]) -> [Soup] {
                var soups: [Soup] = []
                for (index, name) in names.enumerated() {
                    soups.append(Soup(id: index, name: name))
                }
                return soups
            }
            """).map(\.provenance) == [.enumeratedOffset("index")])
    }

    @Test func pairFromEnumeratedInAForLoop() {
        #expect(sites("""
            func load(names: [String]) -> [Soup] {
                for pair in names.enumerated() { soups.append(Soup(id: pair.offset, name: pair.element)) }
            }
            """).map(\.provenance) == [.enumeratedOffset("pair.offset")])
    }

    @Test(arguments: ["0..<count", "0...9", "(1...n)", "stride(from: 0, to: n, by: 2)"])
    func loopCounterOverARange(range: String) {
        #expect(sites("""
            func make() -> [Soup] {
                for i in \(range) { soups.append(Soup(id: i)) }
            }
            """).map(\.provenance) == [.loopCounter("i")])
    }

    @Test func loopOverIndices() {
        #expect(sites("""
            func make() -> [Soup] {
                for row in rows.indices { soups.append(Soup(id: row)) }
            }
            """).map(\.provenance) == [.collectionIndices("row")])
    }

    @Test func closureOverIndicesOrARange() {
        #expect(sites("""
            func make() -> [Soup] {
                let a = rows.indices.map { Soup(id: $0) }
                let b = (0..<rows.count).map { n in Soup(id: n) }
                return a + b
            }
            """).map(\.provenance) == [.collectionIndices("$0"), .loopCounter("n")])
    }

    @Test func indexLookupThroughABinding() {
        #expect(sites("""
            func make(soup: String) -> Soup? {
                guard let position = menu.firstIndex(of: soup) else { return nil }
                let later = menu.lastIndex(where: { $0 == soup })!
                return Soup(id: position, other: Soup(id: later))
            }
            """).map(\.provenance) == [.indexLookup("firstIndex(…)"), .indexLookup("lastIndex(…)")])
    }

    @Test func aNameAloneIsNotAPosition() {
        #expect(sites("""
            func soup(at index: Int) -> Soup { Soup(id: index) }
            func soup(row: Row) -> Soup { Soup(id: row.entityID) }
            struct Row: AppEntity {
                let id: Int
                init(index: Int) { self.id = index }
                init(_ position: Int, name: String) {
                    id = position
                }
            }
            """).isEmpty)
    }

    @Test func aPositionThatOnlyPicksTheElementIsNotTheID() {
        #expect(sites("""
            func make(items: [Item], n: Int) -> [Soup] {
                guard let i = items.firstIndex(where: { $0.isFeatured }) else { return [] }
                var soups = [Soup(id: items[i].key)]
                for j in 0..<n { soups.append(Soup(id: items[j].id)) }
                soups += items.indices.map { Soup(id: items[$0].id.uuidString) }
                soups += items.enumerated().map { Soup(id: lookup($0.offset)) }
                soups += items.enumerated().map { Soup(id: $0.offset.someKey) }
                return soups
            }
            """).isEmpty)
    }

    @Test func conversionsInterpolationAndArithmeticPassThePositionOn() {
        #expect(sites("""
            func make(n: Int) -> [Soup] {
                var soups: [Soup] = []
                for i in 0..<n {
                    soups.append(Soup(id: String(i)))
                    soups.append(Soup(id: "soup-\\(i + 1)"))
                    soups.append(Soup(id: i.description))
                    soups.append(Soup(id: (i * 2, "x")))
                }
                return soups
            }
            """).map(\.provenance) == Array(repeating: .loopCounter("i"), count: 4))
    }

    @Test func derivedBindingsCarryThePosition() {
        #expect(sites("""
            func make() -> [Soup] {
                names.enumerated().map { offset, name in
                    let key = "soup-\\(offset)"
                    return Soup(id: key, name: name)
                }
            }
            """).map(\.provenance) == [.enumeratedOffset("offset")])
    }

    @Test func selfAndInitCallsNameTheirType() {
        #expect(sites("""
            struct Soup: AppEntity {
                let id: Int
                static func all(_ names: [String]) -> [Soup] {
                    names.indices.map { Self(id: $0) } + names.indices.map { .init(id: $0) } + names.indices.map { Soup.init(id: $0) }
                }
            }
            """).map(\.construction) == [
                .initializerCall(typeName: "Soup"), .initializerCall(typeName: "Soup"), .initializerCall(typeName: "Soup"),
            ])
    }

    // MARK: Fresh UUIDs

    @Test func freshUUIDWhereTheEntityIsBuilt() {
        #expect(sites("""
            func make(name: String) -> Soup {
                Soup(id: UUID(), name: name)
            }
            func other() -> Soup { Soup(id: UUID().uuidString) }
            """).map(\.provenance) == [.freshUUID, .freshUUID])
    }

    @Test func uuidDefaultOfALetIsFreshButOfAVarIsNot() {
        #expect(sites("""
            struct A: AppEntity {
                let id = UUID()
            }
            struct B: AppEntity {
                var id = UUID()
            }
            struct C: AppEntity {
                let id: UUID = UUID()
            }
            """) == [
                Site(construction: .propertyDeclaration(typeName: "A"), provenance: .freshUUID, text: "UUID()", line: 2),
                Site(construction: .propertyDeclaration(typeName: "C"), provenance: .freshUUID, text: "UUID()", line: 8),
            ])
    }

    @Test func computedIDFromAFreshUUIDButNotFromAStoredName() {
        #expect(sites("""
            struct Row: AppEntity {
                let index: Int
                var id: Int { index }
            }
            struct Fresh: AppEntity {
                var id: UUID { UUID() }
            }
            """) == [
                Site(construction: .propertyDeclaration(typeName: "Fresh"), provenance: .freshUUID, text: "UUID()", line: 6),
            ])
    }

    @Test func freshUUIDThroughABindingAndAsAFallback() {
        #expect(sites("""
            func make(record: Record) -> [Soup] {
                let id = UUID()
                let parsed = UUID(uuidString: record.key) ?? UUID()
                return [Soup(id: id), Soup(id: parsed), Soup(id: UUID(uuidString: record.key) ?? UUID())]
            }
            """).map(\.provenance) == [.freshUUID, .uuidFallback("UUID(uuidString: record.key)"), .uuidFallback("UUID(uuidString: record.key)")])
    }

    @Test func sitesKnowTheirFunctionAndType() {
        let found = IdentifierProvenance.sites(in: Array("""
            struct SoupQuery: EntityQuery {
                func entities(for identifiers: [UUID]) async throws -> [Soup] { identifiers.map { _ in Soup(id: UUID()) } }
                func defaultResult() -> Soup? { Soup(id: UUID()) }
            }
            """.utf8))
        #expect(found.map(\.function) == ["entities(for:)", "defaultResult()"])
        #expect(found.map(\.isInAsyncFunction) == [true, false])
        #expect(found.map(\.enclosingType) == ["SoupQuery", "SoupQuery"])
    }

    @Test func anImplicitInitAsAnArgumentBuildsTheParameterNotTheReturnType() {
        #expect(sites("""
            func make(ids: [UUID]) -> [Soup] {
                ids.map { Soup(id: $0, model: .init(id: UUID())) }
            }
            func other() -> Soup { .init(id: UUID()) }
            """).map(\.construction) == [.initializerCall(typeName: "Soup")])
    }

    // MARK: Look-alikes that must not trigger

    @Test func positionUsedOnlyForDisplayText() {
        let source = """
            func make(names: [String]) -> [Soup] {
                names.enumerated().map { Soup(id: $0.element, title: "Soup \\($0.offset + 1)") }
            }
            func list(soups: [Soup]) {
                for (index, soup) in soups.enumerated() { print(index, Soup(id: soup.id)) }
            }
            """
        #expect(sites(source).isEmpty)
        // Recorded under its label; the rule counts it only if an initializer made `title` the id.
        #expect(labeledSites(source) == [#"title enumeratedOffset("$0.offset") ["id", "title"]"#])
    }

    @Test func idFromTheData() {
        #expect(sites("""
            func make(records: [Record]) -> [Soup] {
                records.map { Soup(id: $0.identifier, name: $0.name) }
            }
            struct Soup: AppEntity {
                let id: String
                init(record: Record) { self.id = record.id }
                init(id: String) { self.id = id }
            }
            """).isEmpty)
    }

    @Test func shadowedPositionIsNotAPosition() {
        #expect(sites("""
            func make(rows: [Row]) -> [Soup] {
                for (i, row) in rows.enumerated() {
                    rows.map { i in Soup(id: i) }
                    let i = row.identifier
                    soups.append(Soup(id: i))
                }
            }
            """).isEmpty)
    }

    @Test func positionOutOfScope() {
        #expect(sites("""
            func make(rows: [Row]) -> [Soup] {
                for i in 0..<rows.count { print(i) }
                let i = rows[0].id
                return [Soup(id: i)]
            }
            """).isEmpty)
    }

    @Test func otherEnumeratedElementsAndLabelsAreNotPositions() {
        let source = """
            func make(rows: [Row]) -> [Soup] {
                rows.enumerated().map { (offset, row) in Soup(id: row.id, index: offset) }
                rows.map { Soup(id: $0.index.description) }
                rows.map { makeSoup(id: $0.offset) }
            }
            """
        #expect(sites(source).isEmpty)
        #expect(labeledSites(source) == [#"index enumeratedOffset("offset") ["id", "index"]"#])
    }

    @Test func uuidPassedAsAnotherArgumentIsNotTheID() {
        let source = """
            func make(record: Record) -> Soup { Soup(id: record.id, requestID: UUID()) }
            """
        #expect(sites(source).isEmpty)
        #expect(labeledSites(source) == [#"requestID freshUUID ["id", "requestID"]"#])
    }

    // MARK: Other labels and initializers

    @Test func callsUnderAnyLabelAreRecordedWithTheirLabels() {
        #expect(labeledSites("""
            func all() -> [Song] {
                var songs = Catalog.names.enumerated().map { Song(index: $0.offset, name: $0.element) }
                for i in 0..<count { songs.append(.init(position: "\\(i)", name: "")) }
                songs.append(Song(Int(position), key: UUID().uuidString))
                songs.append(Song(named: names[0], index: lookup(0)))
                return songs
            }
            """) == [
                #"index enumeratedOffset("$0.offset") ["index", "name"]"#,
                #"position loopCounter("i") ["position", "name"]"#,
                #"key freshUUID ["_", "key"]"#,
            ])
    }

    @Test func initializersRecordHowTheySetTheID() {
        let found = initializers("""
            struct Song: AppEntity {
                var id: UUID
                var name: String
                init(name: String) {
                    self.id = UUID()
                    self.name = name
                }
                init(title: String, artist: String = "") { id = .init(); name = title }
                init(record: Record) { self.id = record.key; name = record.name }
                init(name: String, featured: Bool) {
                    self.id = featured ? UUID() : Song.featuredID
                    self.name = name
                }
                // Mentions neither `id` nor a cue: not read (it delegates, so it cannot set `id` itself).
                init(copy: Song) { self = copy }
            }
            extension Song {
                init(_ row: Row) { self.init(id: UUID(), name: row.name) }
            }
            """)
        #expect(found.map(\.selector) == ["init(name:)", "init(title:artist:)", "init(record:)", "init(name:featured:)", "init(_:)"])
        #expect(found.map(\.hasDefaults) == [[false], [false, true], [false], [false, false], [false]])
        #expect(found.map(\.isInExtension) == [false, false, false, false, true])
        #expect(found.map { $0.assignments.map(\.value) } == [
            [.fresh(.freshUUID)], [.fresh(.freshImplicitInit)], [.other], [.other], [.fresh(.freshUUID)],
        ])
        #expect(found.map { $0.assignments.map(\.text) } == [
            ["self.id = UUID()"], ["id = .init()"], ["self.id = record.key"], ["self.id = featured ? UUID()"], ["self.init(id: UUID(), …)"],
        ])
        #expect(found.map(\.delegates) == [false, false, false, false, true])
        #expect(found.first?.assignments.first?.location.line == 5)
    }

    @Test func parametersAreFollowedIntoTheID() {
        let found = initializers("""
            struct Song: AppEntity {
                let id: String
                init(index: Int) { self.id = String(index) }
                init(position: Int, prefix: String = "song") {
                    let key = "\\(prefix)-\\(position)"
                    self.id = key
                }
                init(at row: Int) { self.id = rows[row].key }
                init(number: Int) { self.id = number.description }
                init(name: String) { self.init(id: name.lowercased()) }
                init(slug: String) { self.init(id: slug) }
            }
            """)
        #expect(found.map { $0.assignments.map(\.value) } == [
            [.parameters([0])], [.parameters([1, 0])], [.other], [.parameters([0])], [.other], [.parameters([0])],
        ])
    }

    @Test func callArgumentsMatchInitializersByLabel() {
        let found = initializers("""
            struct Song {
                init(index: Int, name: String = "", _ extra: Int = 0, tags: [String]) { self.id = index }
            }
            """)
        let initializer = try! #require(found.first)
        #expect(initializer.parameters(forArguments: ["index", "tags"]) == [0, 3])
        #expect(initializer.parameters(forArguments: ["index", "name", nil, "tags"]) == [0, 1, 2, 3])
        #expect(initializer.parameters(forArguments: ["index", "tags", "name"]) == nil)
        #expect(initializer.parameters(forArguments: ["index"]) == nil)
        #expect(initializer.parameters(forArguments: ["name", "tags"]) == nil)
    }

    @Test func implicitInitIsANewValueOfTheTypeWanted() {
        #expect(sites("""
            func make(key: String) -> [Soup] {
                let fresh: UUID = .init()
                let empty: String = .init()
                return [Soup(id: .init()), Soup(id: fresh), Soup(id: empty), Soup(id: UUID.init()),
                        Soup(id: UUID(uuidString: key) ?? .init()), Soup(id: Int(key) ?? .init()), Soup(id: key.init())]
            }
            """).map(\.provenance) == [.freshImplicitInit, .freshUUID, .freshUUID, .uuidFallback("UUID(uuidString: key)")])
    }

    @Test func writesToAnIDOutsideInitializers() {
        let writes = IdentifierProvenance.facts(in: Array("""
            struct Song: AppEntity {
                var id: UUID
                init(record: Record) { self.id = record.key; other.id = record.key }
                mutating func refresh() { id = UUID() }
                mutating func reset() { self.id = Song.defaultID }
            }
            func fix(_ songs: inout [Song]) {
                songs[0].id = UUID()
                var id = 0
                id = 2
                let (a, b) = (1, 2); id = a + b
                swap(&songs[0].id, &songs[1].id)
                songs[0][keyPath: \\Song.id] = UUID()
                let path: WritableKeyPath<Song, UUID> = \\.id
                update(songs, \\.id, to: UUID())
            }
            """.utf8)).writes
        #expect(writes.map { "\($0.enclosingType) \($0.isOnSelf) \($0.location.line)" } == [
            "Song false 3", "Song true 4", "Song true 5", " false 8", " false 12", " false 12", " false 13", " false 14", " false 15",
        ])
    }

    /// Calls in a query's answers that build a value without `id:`, whatever the body mentions;
    /// other functions' calls, and calls passing an `id`, are not recorded.
    @Test func constructionsWithoutAnIDInQueryAnswers() {
        let constructions = IdentifierProvenance.facts(in: Array("""
            struct NoteQuery: EntityQuery {
                func suggestedEntities() async throws -> [NoteEntity] {
                    store.recent().map { NoteEntity(text: $0.text) } + [.init(text: "x"), NoteEntity.init(text: "y"), NoteEntity(id: key, text: "")]
                }
                func summary() -> NoteEntity { NoteEntity(text: "") }
            }
            """.utf8)).constructionsWithoutID
        #expect(constructions.map { "\($0.typeName) \($0.argumentLabels) \($0.function) \($0.location)" } == [
            "NoteEntity [Optional(\"text\")] suggestedEntities() 3:30",
            "NoteEntity [Optional(\"text\")] suggestedEntities() 3:61",
            "NoteEntity [Optional(\"text\")] suggestedEntities() 3:79",
        ])
    }

    /// Whether an initializer may give `id` a value: it mentions `id`, hands over to another
    /// initializer, or assigns `self`.
    @Test func initializersThatMayGiveAnID() {
        let file = DeclarationScanner.scan("""
            struct Note {
                var id = UUID()
                init(text: String) { self.text = text }
                init(record: Record) { self.init(text: record.text) }
                init(copy: Note) { self = copy }
                init(key: UUID) { id = key }
            }
            """, path: "Note.swift", codeBodies: .rules)
        #expect(file.types.first?.initializers.map(\.mayGiveID) == [false, true, true, true])
    }

    /// Where an `entities(for:)` traps on an identifier, and whether it answers nothing.
    @Test func entityLookups() {
        let lookups = IdentifierProvenance.facts(in: Array("""
            struct NoteQuery: EntityQuery {
                func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
                    let all = try! Store.open()
                    let first = Store.notes(identifiers)!.first
                    return identifiers.map { NoteEntity(all.notes[$0]!, flag: appDelegate!.flag) }
                        + identifiers.compactMap { key in all.note(key) ?? { preconditionFailure() }() }
                }
            }
            struct TagQuery: EntityQuery {
                func entities(for _: [String]) async throws -> [TagEntity] { return [] }
                func suggestedEntities() async throws -> [TagEntity] { [] }
            }
            struct FolderQuery: EntityQuery {
                func entities(for ids: [String]) async throws -> [FolderEntity] {
                    var found: [FolderEntity] = []
                    for (offset, id) in ids.enumerated() where offset < 9 { found.append(FolderEntity(Folders.all[id]!)) }
                    return found
                }
            }
            """.utf8)).lookups
        #expect(lookups.map { lookup in
            "\(lookup.enclosingType) \(lookup.answersNothingAt.map { "nothing at \($0)" } ?? "answers") "
                + lookup.traps.map { "\($0.kind)@\($0.location)" }.joined(separator: " ")
        } == [
            "NoteQuery answers !@4:45 !@5:58 preconditionFailure@6:66",
            "TagQuery nothing at 10:73 ",
            "FolderQuery answers !@16:106",
        ])
    }

    /// A key path that is the whole argument of an API that only reads through it writes nothing.
    @Test func keyPathsThatOnlyReadAreNoWrites() {
        let writes = IdentifierProvenance.facts(in: Array("""
            func show(_ songs: [Song]) {
                load(withIDs: songs.map(\\.id))
                let known = Set(songs.compactMap(\\Song.id.uuidString))
                let sorted = songs.sorted(using: KeyPathComparator(\\.id))
                let byID = Dictionary(grouping: songs, by: \\.id)
                let list = List(songs, id: \\.id) { Text($0.title) }
                let rows = ForEach(songs, id: \\.id, content: Row.init)
            }
            """.utf8)).writes
        #expect(writes.isEmpty, "\(writes.map(\.location))")
    }

    /// The scanner keeps a file for the analysis when a body mentions `id`, or makes a position
    /// or a UUID that a call may pass to an initializer setting `id`.
    @Test(arguments: [
        ("func f() -> [Song] { names.enumerated().map { Song(index: $0.offset) } }", true, false),
        ("func f() -> [Song] { names.indices.map { Song(index: $0) } }", true, false),
        ("func f() -> [Song] { (0..<9).map { Song(index: $0) } }", true, false),
        ("func f() -> [Song] { for i in 1...count { songs.append(Song(index: i)) } }", true, false),
        ("func f() -> [Song] { Array(items.startIndex..<items.endIndex).map { Song(index: $0) } }", true, false),
        ("func f() -> [Song] { items[0..<3].map { Song(name: $0) } }", false, false),
        ("func f() -> Bool { (1...9).contains(x) && y ..< z == r }", false, false),
        ("func f() -> [Int] { names.indices.map { $0 * 2 } + names.indices.map { compute(index: $0) } }", false, false),
        ("func f() -> [Song] { for i in 0..<count { songs.append(.init(index: i)) } }", true, false),
        ("func f() -> [Song] { names.indices.map { Self(index: $0) } }", true, false),
        ("func f() -> [Song] { for i in 0..<count { total += i }; return [Song(name: x)] }", false, false),
        ("func f() -> [Song] { for i in 0..<count where i > 2 { songs.append(Song(number: i)) } }", true, false),
        ("func f() -> [Song] { stride(from: 0, to: 9, by: 3).map { Song(index: $0) } }", true, false),
        ("func f() -> Song { Song(key: UUID()) }", true, false),
        ("func f() -> Song? { names.firstIndex(of: x).map { Song(index: $0) } }", true, false),
        ("func f() -> Song { Song(id: key) }", true, true),
        ("struct Song { let id = UUID() }", true, true),
        ("func f() -> [Song] { names.map { Song(name: $0) } }", false, false),
        ("func f() -> Int { identifier + offset }", false, false),
    ])
    func bodiesWithACueAreKept(source: String, kept: Bool, mentionsID: Bool) {
        let file = DeclarationScanner.scan(source, path: "A.swift", codeBodies: .rules)
        #expect((file.bytesOfCodeBodies != nil) == kept)
        #expect(file.codeBodiesMentionID == mentionsID)
    }

    /// A file whose bodies only make positions or UUIDs counts only when the module has an entity
    /// whose initializer sets `id` from a parameter, and the file calls it by its name: a
    /// position passed to another type's initializer is no entity's id, and a call through a
    /// typealias (`Track(index:)`) is not followed to the entity.
    @Test func filesThatOnlyMakePositionsAreReadWhereACallMayReachAnID() {
        func reported(_ files: [(name: String, source: String)]) -> [String] {
            InMemoryModule.lint(files).filter { $0.ruleIdentifier == IndexBasedEntityIDRule.description.identifier }.map(\.file).sorted()
        }
        let entity = ("Song.swift", """
            struct SongEntity: AppEntity {
                var id: String
                init(index: Int) { self.id = String(index) }
            }
            typealias Track = SongEntity
            """)
        let storedEntity = ("Song.swift", """
            struct SongEntity: AppEntity {
                var id: String
                init(record: Record) { self.id = record.key }
            }
            """)
        let query = ("Query.swift", "func songs() -> [SongEntity] { names.indices.map { SongEntity(index: $0) } }")
        let aliased = ("Aliased.swift", "func tracks() -> [Track] { names.indices.map { Track(index: $0) } }")
        let other = ("Other.swift", "func rows() -> [Row] { names.indices.map { Row(index: $0) } }")
        #expect(reported([entity, query, aliased, other]) == ["Query.swift"])
        #expect(reported([storedEntity, query, other]) == [])
        #expect(reported([query, other]) == [])
    }

    // MARK: The module-wide join

    /// `index-based-entity-id`'s findings as `line severity`.
    private func findings(_ files: [(name: String, source: String)]) -> [String] {
        InMemoryModule.lint(files).filter { $0.ruleIdentifier == IndexBasedEntityIDRule.description.identifier }
            .map { "\($0.file):\($0.location.line) \($0.severity.rawValue)" }
    }

    private func findings(_ source: String) -> [String] {
        findings([("A.swift", source)]).map { String($0.dropFirst("A.swift:".count)) }
    }

    /// An entity whose `init(text:)` sets a new UUID, declared with `declaration` and followed by `more`.
    private static func freshEntity(_ declaration: String = "struct NoteEntity: AppEntity", id: String = "let id: UUID",
                             _ more: String = "") -> String {
        """
        \(declaration) {
            \(id)
            var text: String
            init(text: String) {
                self.id = UUID()
                self.text = text
            }
        }
        \(more)
        """
    }

    @Test func everyInitializerFreshIsAnError() {
        #expect(findings(Self.freshEntity()) == ["5 error"])
        #expect(findings(Self.freshEntity(id: "var id: UUID")) == ["5 error"])
        #expect(findings(Self.freshEntity("@available(iOS 17, *) struct NoteEntity: AppEntity, Identifiable, Sendable")) == ["5 error"])
        // A module protocol that does not decode; an initializer in an extension that delegates.
        #expect(findings(Self.freshEntity("struct NoteEntity: AppEntity, Named", """
            protocol Named { var text: String { get } }
            extension NoteEntity {
                init(record: NoteRecord) { self.init(text: record.text); print(record.id) }
            }
            """)) == ["5 error"])
        // A `let id` cannot be written after the initializer.
        #expect(findings(Self.freshEntity(id: "let id: UUID", "func f(_ other: inout Other) { other.id = UUID() }")) == ["5 error"])
    }

    @Test(arguments: [
        // A class: a subclass or a persistence framework may make instances.
        Self.freshEntity("final class NoteEntity: AppEntity"),
        // Decoding keeps a stored id; a protocol from another module may refine `Decodable`.
        Self.freshEntity("struct NoteEntity: AppEntity, Codable"),
        Self.freshEntity("struct NoteEntity: AppEntity, Stored", "protocol Stored: Decodable {}"),
        Self.freshEntity("struct NoteEntity: AppEntity, NoteKit.Persistable"),
        // An attached macro may add an initializer.
        Self.freshEntity("@Model struct NoteEntity: AppEntity"),
        // A default value or a wrapper on `id`.
        Self.freshEntity(id: "var id: UUID = UUID()"),
        Self.freshEntity(id: "@Persisted var id: UUID"),
        // A `var id` that code in the module may set again.
        Self.freshEntity(id: "var id: UUID", "func restore(_ note: inout NoteEntity, _ record: NoteRecord) { note.id = record.id }"),
        Self.freshEntity(id: "var id: UUID", "extension NoteEntity { mutating func adopt(_ stored: UUID) { id = stored } }"),
        // Another initializer sets `id` from stored data, or in a way not read here.
        Self.freshEntity("struct NoteEntity: AppEntity", "extension NoteEntity { init(id stored: UUID) { self.id = stored; self.text = \"\" } }"),
        Self.freshEntity("struct NoteEntity: AppEntity", "extension NoteEntity { init(pair: (UUID, String)) { (self.id, self.text) = pair } }"),
        // Only extensions declare initializers: the memberwise one remains.
        """
        struct NoteEntity: AppEntity {
            let id: UUID
            var text: String
        }
        extension NoteEntity {
            init(text: String) {
                self.id = UUID()
                self.text = text
            }
        }
        """,
        // `.init()` of a `String` is "".
        """
        struct NoteEntity: AppEntity {
            let id: String
            init() { self.id = .init() }
        }
        """,
        // Transient entities are never looked up.
        Self.freshEntity("struct NoteEntity: TransientAppEntity"),
    ])
    func everyInitializerFreshIsSilentWhereSomethingElseMayMakeTheID(source: String) {
        #expect(findings(source).isEmpty)
    }

    @Test func aPositionReachesTheIDThroughAnInitializerInAnotherFile() {
        let entity = """
            struct SongEntity: AppEntity {
                var id: String
                var title: String
                init(index: Int, title: String = "") {
                    self.id = "song-\\(index)"
                    self.title = title
                }
                init(slug: String, title: String) {
                    self.init(id: slug, title: title)
                }
                init(position: Int) {
                    self.init(id: String(position), title: "")
                }
                init(id: String, title: String) {
                    self.id = id
                    self.title = title
                }
            }
            """
        let queries = """
            struct SongQuery: EntityQuery {
                func suggestedEntities() async throws -> [SongEntity] {
                    var songs = Playlist.titles.enumerated().map { SongEntity(index: $0.offset, title: $0.element) }
                    songs += Playlist.titles.indices.map { SongEntity(index: $0) }
                    songs += (0..<3).map { SongEntity(position: $0) }
                    songs += Playlist.titles.enumerated().map { SongEntity(slug: $0.element, title: "\\($0.offset)") }
                    return songs
                }
                func entities(for identifiers: [String]) async throws -> [SongEntity] {
                    identifiers.map { _ in SongEntity(index: Int(UUID().uuidString.hashValue)) }
                }
            }
            """
        #expect(findings([("Song.swift", entity), ("SongQuery.swift", queries)]) == [
            "SongQuery.swift:3 warning", "SongQuery.swift:4 warning", "SongQuery.swift:5 warning", "SongQuery.swift:10 error",
        ])
    }

    @Test func aLabelIsTheIDOnlyWhereEveryFittingInitializerMakesItTheID() {
        #expect(findings("""
            struct TrackEntity: AppEntity {
                var id: String
                init(index: Int) { self.id = String(index) }
                init(index: String) { self.id = Album.key(for: index) }
                init(number: Int, record: TrackRecord) {
                    self.id = record.key
                    if record.key.isEmpty { self.id = String(number) }
                }
            }
            struct TrackQuery: EntityQuery {
                func suggestedEntities() async throws -> [TrackEntity] {
                    Album.tracks.indices.map { TrackEntity(index: $0) }
                        + Album.tracks.enumerated().map { TrackEntity(number: $0.offset, record: $0.element) }
                }
            }
            """).isEmpty)
        #expect(findings("""
            struct PhotoEntity: AppEntity {
                let id: String
                init(key: UUID, caption: String = "") { self.id = key.uuidString }
            }
            struct PhotoQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PhotoEntity] {
                    identifiers.map { _ in PhotoEntity(key: UUID()) }
                }
                func suggestedEntities() async throws -> [PhotoEntity] {
                    [PhotoEntity(key: .init())]
                }
            }
            """) == ["7 error"])
    }

    // MARK: Once per scan

    /// A file's sites are gathered once, by its scan, and read by every module that compiles the
    /// file and every declaration of a type declared twice that is checked: each finds them.
    @Test func eachFilesSitesAreReadByEveryModuleAndDeclaration() {
        let entities = DeclarationScanner.scan("""
            struct SoupEntity: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
                var id: String
                var displayRepresentation: DisplayRepresentation { "Soup" }
            }
            struct SoupQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [SoupEntity] {
                    ["Tomato", "Leek"].enumerated().map { SoupEntity(id: "\\($0.offset)") }
                }
            }
            struct OrderIntent: AppIntent {
                static var title: LocalizedStringResource = "Order"
                func perform() async throws -> some IntentResult { .result() }
            }
            """, path: "Soup.swift", codeBodies: .rules)
        // `OrderIntent` again: the app module is checked once with each declaration.
        let repeated = DeclarationScanner.scan("""
            struct OrderIntent: AppIntent {
                static var title: LocalizedStringResource = "Order again"
                func perform() async throws -> some IntentResult { .result() }
            }
            """, path: "Repeated.swift", codeBodies: .rules)
        let linter = Linter()
        let app = linter.lint(ScannedModule(name: "App", files: [entities, repeated])).findings
        let widget = linter.lint(ScannedModule(name: "Widget", files: [entities])).findings
        let identifier = IndexBasedEntityIDRule.description.identifier
        #expect(app.filter { $0.ruleIdentifier == identifier }.map(\.location.line) == [8])
        #expect(widget.filter { $0.ruleIdentifier == identifier }.map(\.location.line) == [8])
        #expect(app.contains { $0.ruleIdentifier == DuplicateTypeDeclarationRule.description.identifier })
    }
}
