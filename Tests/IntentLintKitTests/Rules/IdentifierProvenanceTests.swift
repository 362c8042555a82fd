import Testing
@testable import IntentLintKit
@testable import IntentLintRules
@testable import IntentLintManifest
import IntentLintSyntax

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

    private func sites(_ source: String) -> [Site] {
        IdentifierProvenance.sites(in: Array(source.utf8)).map {
            Site(construction: $0.construction, provenance: $0.provenance, text: $0.text, line: $0.location.line)
        }
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
        #expect(sites("""
            func make(names: [String]) -> [Soup] {
                names.enumerated().map { Soup(id: $0.element, title: "Soup \\($0.offset + 1)") }
            }
            func list(soups: [Soup]) {
                for (index, soup) in soups.enumerated() { print(index, Soup(id: soup.id)) }
            }
            """).isEmpty)
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
        #expect(sites("""
            func make(rows: [Row]) -> [Soup] {
                rows.enumerated().map { (offset, row) in Soup(id: row.id, index: offset) }
                rows.map { Soup(id: $0.index.description) }
                rows.map { makeSoup(id: $0.offset) }
            }
            """).isEmpty)
    }

    @Test func uuidPassedAsAnotherArgumentIsNotTheID() {
        #expect(sites("""
            func make(record: Record) -> Soup { Soup(id: record.id, requestID: UUID()) }
            """).isEmpty)
    }

    // MARK: Once per run

    /// A file's sites cost a second lexing and scanning of the file, so a linter computes them
    /// once however many modules compile the file and however many declarations of a type
    /// declared twice it checks.
    @Test func eachFilesSitesAreComputedOncePerLinter() {
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
            """, path: "Soup.swift")
        // `OrderIntent` again: the app module is checked once with each declaration.
        let repeated = DeclarationScanner.scan("""
            struct OrderIntent: AppIntent {
                static var title: LocalizedStringResource = "Order again"
                func perform() async throws -> some IntentResult { .result() }
            }
            """, path: "Repeated.swift")
        let linter = Linter()
        let app = linter.lint(ScannedModule(name: "App", files: [entities, repeated])).findings
        let widget = linter.lint(ScannedModule(name: "Widget", files: [entities])).findings
        let identifier = IndexBasedEntityIDRule.description.identifier
        #expect(app.filter { $0.ruleIdentifier == identifier }.map(\.location.line) == [8])
        #expect(widget.filter { $0.ruleIdentifier == identifier }.map(\.location.line) == [8])
        #expect(app.contains { $0.ruleIdentifier == DuplicateTypeDeclarationRule.description.identifier })
        // Three checks of Soup.swift (two in App, one in Widget), one computation.
        #expect(linter.identifierSites.computedFileCount == 1)
    }
}
