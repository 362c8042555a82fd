import Testing
@testable import IntentLintSupport

@Suite("Manifest builder: entities, enums, queries and packages")
struct ManifestBuilderEntityTests {
    // MARK: Entities

    @Test func entityProperties() {
        let module = BuiltModule("""
            struct Soup: AppEntity {
                let id: UUID
                @Property(title: "Name") var name: String
                @Property(title: "Price", indexingKey: \\.price) var price: Decimal?
                @ComputedProperty(title: "Label") var label: String { name }
                @DeferredProperty("Stock") var stock: Int { get async throws { 0 } }
                var plain: Int = 0
                static var defaultQuery = SoupQuery()
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
            }
            """)
        let soup = module.manifest.entities["Soup"]
        #expect(soup?.idType == "UUID")
        #expect(soup?.defaultQuery == "SoupQuery")
        #expect(BuiltModule.describe(soup?.typeDisplayRepresentation) == #"{"name":{"key":"Soup"}}"#)
        let properties = soup?.properties ?? []
        #expect(properties.map(\.name) == ["name", "price", "label", "stock"])
        #expect(properties.map(\.kind) == ["Property", "Property", "ComputedProperty", "DeferredProperty"])
        #expect(properties.map { BuiltModule.describe($0.title) } == [
            #"{"key":"Name"}"#, #"{"key":"Price"}"#, #"{"key":"Label"}"#, #"{"key":"Stock"}"#,
        ])
        #expect(properties.map(\.isOptional) == [false, true, false, false])
        #expect(properties.map(\.indexingKey) == [nil, "\\.price", nil, nil])
    }

    /// `extension ItemID: @retroactive AppEntity` on a type another module declares: the
    /// compiler's const values list the type among this module's (`CompilerOracleTests`), so it is
    /// an entity here, named as the extension writes it, since its module is another's. An enum of
    /// another module is not (the build rejects it), nor a typealias's extension, which extends
    /// the type it names.
    @Test func anEntityConformedToRetroactivelyIsInTheManifest() {
        let module = BuiltModule([
            "ItemID+AppEntity.swift": """
                import AppIntents
                import StoreKit

                extension ItemID: @retroactive AppEntity {
                    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
                    public static var defaultQuery = ItemQuery()
                    public var displayRepresentation: DisplayRepresentation { "\\(rawValue)" }
                }
                extension StoreKit.Receipt: @retroactive AppEntity {}
                extension RemoteMood: @retroactive AppEnum {}
                typealias Soup = SoupRecord
                extension Soup: AppEntity {}
                """,
            "Order.swift": """
                struct OrderIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order"
                    @Parameter(title: "Item") var item: ItemID
                }
                """,
        ])
        #expect(module.manifest.entities.keys.sorted() == ["ItemID", "StoreKit.Receipt"])
        let item = module.manifest.entities["ItemID"]
        #expect(item?.fullyQualifiedTypeName == "ItemID")
        #expect(item?.location.file == "ItemID+AppEntity.swift")
        #expect(item?.location.location.line == 4)
        #expect(item?.defaultQuery == "ItemQuery")
        #expect(BuiltModule.describe(item?.typeDisplayRepresentation) == #"{"name":{"key":"Item"}}"#)
        #expect(module.manifest.entities["StoreKit.Receipt"]?.fullyQualifiedTypeName == "StoreKit.Receipt")
        #expect(module.manifest.enums.isEmpty)
        // A type of the module with its conformance in an extension keeps its module's name.
        let declared = BuiltModule(["Soup.swift": "struct Soup {}", "Soup+AppEntity.swift": "extension Soup: AppEntity {}"])
        #expect(declared.manifest.entities["Soup"]?.fullyQualifiedTypeName == "SoupKit.Soup")
    }

    @Test(arguments: [
        ("let id = UUID()", "UUID"), ("var id: String", "String"), ("let id: Int", "Int"),
        ("var id: String { name }", "String"), ("let id = Soup.ID(\"x\")", "ID"), ("let id = makeID()", nil),
    ] as [(String, String?)])
    func idTypes(declaration: String, idType: String?) {
        let module = BuiltModule("struct Soup: AppEntity {\n    \(declaration)\n}")
        #expect(module.manifest.entities["Soup"]?.idType == idType)
    }

    @Test(arguments: [
        ("static var defaultQuery = SoupQuery()", "SoupQuery"),
        ("static let defaultQuery: SoupQuery = .init()", "SoupQuery"),
        ("static var defaultQuery: SoupQuery { SoupQuery() }", "SoupQuery"),
        ("static var defaultQuery: some EntityQuery { Queries.Soup() }", "Soup"),
        ("static var defaultQuery: Queries.SoupQuery { .init() }", "SoupQuery"),
    ])
    func defaultQueries(declaration: String, query: String) {
        let module = BuiltModule("struct Soup: AppEntity {\n    let id: String\n    \(declaration)\n}")
        #expect(module.manifest.entities["Soup"]?.defaultQuery == query)
    }

    // MARK: Enums

    @Test func stringEnumWithDisplayRepresentations() {
        let module = BuiltModule("""
            enum Size: String, AppEnum {
                case small, large = "big"
                case huge
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static var caseDisplayRepresentations: [Size: DisplayRepresentation] = [
                    .small: "Small",
                    .large: DisplayRepresentation(title: "Large", subtitle: "Big", image: .init(systemName: "l.circle"), synonyms: ["Big"]),
                    .huge: DisplayRepresentation(title: "\\(hugeTitle)"),
                ]
            }
            """)
        let size = module.manifest.enums.first
        #expect(module.manifest.enums.count == 1)
        #expect(size?.rawValueType == "String")
        #expect(size?.rawValueTypeLocation?.location == IntentLintSupport.SourceLocation(line: 1, column: 12))
        #expect(size?.cases.map(\.name) == ["small", "large", "huge"])
        #expect(size?.cases.map(\.rawValue) == [.string("small"), .string("big"), .string("huge")])
        #expect(size?.cases.map { BuiltModule.describe($0.displayRepresentation) } == [
            #"{"title":{"key":"Small"}}"#,
            #"{"image":{"systemName":"l.circle"},"subtitle":{"key":"Big"},"synonyms":[{"key":"Big"}],"title":{"key":"Large"}}"#,
            "InterpolatedStringLiteral: interpolates `hugeTitle`, which is only known at run time",
        ])
        #expect(size?.caseDisplayRepresentationsValue == nil)
        #expect(size?.caseDisplayRepresentationsLocation?.location.line == 5)
    }

    @Test func integerEnumRawValuesCountOnFromTheLastOne() {
        let module = BuiltModule("""
            enum Level: Int, AppEnum {
                case low, medium = 5, high
                case max = -1, after
            }
            """)
        #expect(module.manifest.enums.first?.cases.map(\.rawValue) == [.integer(0), .integer(5), .integer(6), .integer(-1), .integer(0)])
    }

    @Test func rawTypeThroughATypealias() {
        let module = BuiltModule("""
            typealias Code = Int
            enum Coded: Code, AppEnum { case a, b }
            enum Plain: AppEnum, CaseIterable { case a }
            """)
        let enums = module.manifest.enums
        #expect(enums.map(\.identifier) == ["Coded", "Plain"])
        #expect(enums.map(\.rawValueType) == ["Code", nil])
        #expect(enums.first?.cases.map(\.rawValue) == [.integer(0), .integer(1)])
        #expect(enums.last?.cases.map(\.rawValue) == [nil])
    }

    @Test func rawTypeAliasIsLookedUpInEnclosingTypesFirst() {
        let module = BuiltModule("""
            struct Other { typealias Code = String }
            struct Menu {
                typealias Code = Int
                enum Course: Code, AppEnum { case starter, main }
            }
            struct Zed { typealias Code = String }
            """)
        #expect(module.manifest.enums.first?.cases.map(\.rawValue) == [.integer(0), .integer(1)])
    }

    @Test func casesFromExtensionsAndConditions() {
        let module = BuiltModule([
            "A.swift": "enum Size: String, AppEnum {\n    case small\n    #if PRO\n    case pro\n    #endif\n}",
            "B.swift": "extension Size {\n    static var typeDisplayRepresentation: TypeDisplayRepresentation = \"Size\"\n}",
        ])
        let size = module.manifest.enums.first
        #expect(size?.cases.map(\.name) == ["small", "pro"])
        #expect(size?.cases.map(\.location.line) == [2, 4])
        #expect(BuiltModule.describe(size?.typeDisplayRepresentation) == #"{"name":{"key":"Size"}}"#)
    }

    @Test func caseDisplayRepresentationsThatAreNotConstant() {
        let module = BuiltModule("""
            enum A: String, AppEnum {
                case a
                static var caseDisplayRepresentations: [A: DisplayRepresentation] = makeRepresentations()
            }
            enum B: String, AppEnum {
                case b
                static var caseDisplayRepresentations: [B: DisplayRepresentation] {
                    var result: [B: DisplayRepresentation] = [:]
                    result[.b] = "B"
                    return result
                }
            }
            """)
        let enums = module.manifest.enums
        #expect(enums.map { $0.caseDisplayRepresentationsValue?.valueKind } == ["FunctionCall", "Runtime"])
        #expect(enums.map { $0.caseDisplayRepresentationsValue?.reason } == [
            "calls the function `makeRepresentations()`", "is computed by a getter that does more than return a value",
        ])
        #expect(enums.allSatisfy { $0.cases.allSatisfy { $0.displayRepresentation == nil } })
    }

    // MARK: Queries

    @Test func queryMethodsAndEntityType() {
        let module = BuiltModule("""
            struct Soup: AppEntity {
                let id: String
                static var defaultQuery = SoupQuery()
            }
            struct SoupQuery: EntityStringQuery, EnumerableEntityQuery {
                func entities(for identifiers: [Soup.ID]) async throws -> [Soup] { [] }
                func entities(matching string: String) async throws -> [Soup] { [] }
                func suggestedEntities() async throws -> [Soup] { [] }
                func allEntities() async throws -> [Soup] { [] }
                func entities(for identifiers: [String], extra: Int) -> [Soup] { [] }
            }
            """)
        let query = module.manifest.queries["SoupQuery"]
        #expect(query?.methods == ["entities(for:)", "entities(matching:)", "suggestedEntities()", "allEntities()"])
        #expect(query?.entityType == "Soup")
        #expect(query?.protocols == ["EntityStringQuery", "EnumerableEntityQuery"])
        #expect(query?.json.compact().contains(#""methods":{"allEntities()":true,"entities(for:)":true,"entities(matching:)":true,"suggestedEntities()":true}"#) == true)
    }

    @Test(arguments: [
        // From a typealias
        ("struct Q: EntityQuery {\n    typealias Entity = Soup\n}", "Soup"),
        // From a method's return type
        ("struct Q: EntityQuery {\n    func suggestedEntities() async throws -> some ResultsCollection<Soup> { [] }\n}", "Soup"),
        ("struct Q: EntityStringQuery {\n    func entities(matching s: String) async throws -> IntentItemCollection<Soup> { .init(items: []) }\n}", "Soup"),
        ("struct Q: EntityQuery {\n    func entities(for ids: [String]) async throws -> [Other] { [] }\n}", nil),
        ("struct Q: EntityQuery {\n    func entities(for ids: [String]) async throws -> [Soup] { [] }\n}", "Soup"),
        // From the entity whose defaultQuery it is
        ("struct Q: EntityQuery {}\nextension Soup { static var defaultQuery: Q { Q() } }", "Soup"),
        // Nothing to go on
        ("struct Q: EntityQuery {}", nil),
    ] as [(String, String?)])
    func queryEntityType(source: String, entityType: String?) {
        let module = BuiltModule("struct Soup: AppEntity { let id: String }\n" + source)
        #expect(module.manifest.queries["Q"]?.entityType == entityType)
    }

    @Test func queryWithoutKnownMethods() {
        let module = BuiltModule("struct Q: EntityQuery {\n    func helper() {}\n}")
        #expect(module.manifest.queries["Q"]?.methods == [])
        #expect(module.manifest.queries["Q"]?.json.compact().contains(#""entities(for:)":false"#) == true)
    }

    // MARK: Packages

    @Test func includedPackages() {
        let module = BuiltModule("""
            struct App: AppIntentsPackage {
                static var includedPackages: [any AppIntentsPackage.Type] { [Core.self, Soups.self] }
            }
            struct Core: AppIntentsPackage {
                static let includedPackages: [any AppIntentsPackage.Type] = [makePackage()]
            }
            struct Soups: AppIntentsPackage {}
            """)
        let packages = module.manifest.packages
        #expect(packages.keys.sorted() == ["App", "Core", "Soups"])
        #expect(BuiltModule.describe(packages["App"]?.includedPackages) == #"["Core","Soups"]"#)
        #expect(BuiltModule.describe(packages["Core"]?.includedPackages) == "Runtime: lists `makePackage()`, which is not `SomePackage.self`")
        #expect(packages["Soups"]?.includedPackages == nil)
    }
}
