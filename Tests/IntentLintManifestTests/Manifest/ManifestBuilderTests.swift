import Testing
@testable import IntentLintSyntax
@testable import IntentLintManifest

/// A module of in-memory files scanned and built into a manifest.
struct BuiltModule {
    let manifest: Manifest
    let index: TypeIndex

    /// `files` maps paths to sources; they are scanned in the order given.
    init(_ files: KeyValuePairs<String, String>, module: String = "SoupKit") {
        self.init(files: files.map { ($0.key, $0.value) }, module: module)
    }

    /// Each file's path and source, scanned in the order given.
    init(files: [(path: String, source: String)], module: String = "SoupKit") {
        let scanned = files.map { DeclarationScanner.scan($0.source, path: $0.path) }
        (manifest, index) = ManifestBuilder.build(ScannedModule(name: module, files: scanned))
    }

    init(_ source: String, module: String = "SoupKit") {
        self.init(["Soup.swift": source], module: module)
    }

    /// The manifest as the command writes it.
    var json: String { manifest.json.serialized() }

    /// A value in one line: a constant as compact JSON, a non-constant value as
    /// `Kind: reason`.
    static func describe<Value>(_ value: Evaluated<Value>?) -> String? {
        switch value {
        case .constant(let constant)?: return constant.json.compact()
        case .nonConstant(let why)?: return "\(why.valueKind): \(why.reason)"
        case nil: return nil
        }
    }
}

@Suite("Manifest builder: module, families and determinism")
struct ManifestBuilderTests {
    @Test func extensionsInOtherFilesMergeIntoTheirType() {
        let module = BuiltModule([
            "Intents/OrderSoup.swift": """
                struct OrderSoup {
                    @Parameter(title: "Soup") var soup: SoupEntity
                }
                """,
            "Intents/OrderSoup+Metadata.swift": """
                extension OrderSoup: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                }
                extension SoupKit.OrderSoup {
                    static var openAppWhenRun: Bool { true }
                }
                """,
        ])
        let action = module.manifest.actions["OrderSoup"]
        #expect(module.manifest.actions.keys.sorted() == ["OrderSoup"])
        #expect(action?.fullyQualifiedTypeName == "SoupKit.OrderSoup")
        #expect(BuiltModule.describe(action?.title) == #"{"key":"Order Soup"}"#)
        #expect(BuiltModule.describe(action?.openAppWhenRun) == "true")
        #expect(action?.parameters.map(\.name) == ["soup"])
        #expect(action?.protocols == ["AppIntent"])
        // The type's own declaration is where it is, not its first extension.
        #expect(action?.location == SourceReference(file: "Intents/OrderSoup.swift", location: .init(line: 1, column: 1)))
    }

    @Test func extensionOfANestedTypeByDottedName() {
        let module = BuiltModule([
            "A.swift": "enum Menu {\n    struct Order {}\n}",
            "B.swift": "extension Menu.Order: AppIntent {\n    static let title: LocalizedStringResource = \"Order\"\n}",
        ])
        #expect(module.manifest.actions.keys.sorted() == ["Menu.Order"])
        #expect(module.manifest.actions["Menu.Order"]?.fullyQualifiedTypeName == "SoupKit.Menu.Order")
        #expect(module.manifest.actions["Menu.Order"]?.location.file == "A.swift")
    }

    @Test func conformanceThroughTheModulesOwnProtocols() {
        let module = BuiltModule("""
            protocol SoupIntent: AppIntent {}
            protocol FancySoupIntent: SoupIntent, Sendable {}
            struct Order: FancySoupIntent {}
            struct Cancel {}
            extension Cancel: SoupIntent {}
            """)
        #expect(module.manifest.actions.keys.sorted() == ["Cancel", "Order"])
        // Protocols are listed as written on the type and its extensions.
        #expect(module.manifest.actions["Order"]?.protocols == ["FancySoupIntent"])
        #expect(module.index.entries["Order"]?.families == [.intent])
        // The module's own protocols are not App Intents types themselves.
        #expect(module.index.entries["SoupIntent"]?.families == [])
    }

    @Test func conformanceThroughClassInheritance() {
        let module = BuiltModule("""
            class BaseIntent: AppIntent {
                required init() {}
            }
            final class SpecialIntent: BaseIntent {}
            """)
        #expect(module.manifest.actions.keys.sorted() == ["BaseIntent", "SpecialIntent"])
    }

    @Test func conformanceThroughTypealiases() {
        let module = BuiltModule("""
            typealias IntentAndSendable = Sendable & AppIntent
            enum Aliases {
                typealias Entity = AppEntity & Identifiable
            }
            struct Order: IntentAndSendable {}
            struct Soup: Aliases.Entity { let id: String }
            """)
        #expect(module.manifest.actions.keys.sorted() == ["Order"])
        #expect(module.manifest.entities.keys.sorted() == ["Soup"])
    }

    @Test func moduleQualifiedProtocolNames() {
        let module = BuiltModule("struct Order: AppIntents.AppIntent {}\nstruct Soup: AppIntents.AppEntity { let id: String }")
        #expect(module.manifest.actions["Order"]?.protocols == ["AppIntent"])
        #expect(module.manifest.entities.keys.sorted() == ["Soup"])
    }

    @Test func protocolsThemselvesAreNotRecords() {
        let module = BuiltModule("protocol SoupIntent: AppIntent {}\nprotocol SoupEntityBase: AppEntity {}")
        #expect(module.manifest.actions.isEmpty)
        #expect(module.manifest.entities.isEmpty)
    }

    @Test func eachFamily() {
        let module = BuiltModule("""
            struct Order: AppIntent {}
            struct Widget: WidgetConfigurationIntent {}
            struct QuietHours: SetFocusFilterIntent {}
            final class OpenScene: UISceneAppIntent {}
            struct Soup: IndexedEntity { let id: String }
            struct Transient: TransientAppEntity {}
            enum Size: String, AppEnum { case small }
            struct SoupQuery: EntityStringQuery {}
            struct Shortcuts: AppShortcutsProvider {}
            struct Package: AppIntentsPackage {}
            @UnionValue enum Either { case soup(Soup), size(Size) }
            enum Plain: String { case a }
            struct NotMetadata: Codable {}
            """)
        let manifest = module.manifest
        #expect(manifest.actions.keys.sorted() == ["OpenScene", "Order", "QuietHours", "Widget"])
        #expect(manifest.entities.keys.sorted() == ["Soup", "Transient"])
        #expect(manifest.enums.map(\.identifier) == ["Size"])
        #expect(manifest.queries.keys.sorted() == ["SoupQuery"])
        #expect(manifest.autoShortcutProvider?.identifier == "Shortcuts")
        #expect(manifest.packages.keys.sorted() == ["Package"])
        #expect(manifest.unionValues.keys.sorted() == ["Either"])
        #expect(manifest.unionValues["Either"]?.cases.map(\.name) == ["soup", "size"])
        #expect(manifest.unionValues["Either"]?.cases.map(\.valueType) == ["Soup", "Size"])
    }

    @Test func schemaMacrosDeclareTheFamily() {
        let module = BuiltModule("""
            @AppIntent(schema: .photos.openAsset)
            struct OpenAsset {}
            @AppEntity(schema: .photos.asset)
            struct Asset { let id: String }
            @AppEnum(schema: .photos.assetType)
            enum AssetType: String { case photo }
            @AssistantIntent(schema: .mail.sendDraft)
            struct SendDraft: AppIntent {}
            """)
        #expect(module.manifest.actions["OpenAsset"]?.schema == ".photos.openAsset")
        #expect(module.manifest.actions["SendDraft"]?.schema == ".mail.sendDraft")
        #expect(module.manifest.actions["OpenAsset"]?.protocols == [])
        #expect(module.manifest.entities["Asset"]?.schema == ".photos.asset")
        #expect(module.manifest.enums.first?.schema == ".photos.assetType")
    }

    @Test func conditionsOfTheDeclaration() {
        let module = BuiltModule("""
            #if os(iOS)
            struct Order: AppIntent {
                #if DEBUG
                @Parameter(title: "Debug") var debug: Bool
                #endif
            }
            #endif
            """)
        #expect(module.manifest.actions["Order"]?.conditions == ["os(iOS)"])
        #expect(module.manifest.actions["Order"]?.parameters.first?.conditions == ["os(iOS)", "DEBUG"])
    }

    @Test func actionRecordJSON() {
        let module = BuiltModule("""
            struct Order: AppIntent {
                static let title: LocalizedStringResource = "Order"
                static let description: IntentDescription = makeDescription()
                @Parameter(title: "Soup") var soup: String
            }
            """)
        #expect(module.manifest.actions["Order"]?.json.compact() == """
            {"appIntentsProtocols":["AppIntent"],"description":{"expression":"makeDescription()","isConstant":false,"location":{"column":49,"file":"Soup.swift","line":3},\
            "reason":"calls the function `makeDescription()`","valueKind":"FunctionCall"},\
            "fullyQualifiedTypeName":"SoupKit.Order","identifier":"Order","location":{"column":1,"file":"Soup.swift","line":1},\
            "parameters":[{"isOptional":false,"location":{"column":35,"file":"Soup.swift","line":4},"name":"soup","title":{"key":"Soup"},\
            "valueType":"String"}],"protocols":["AppIntent"],"title":{"key":"Order"}}
            """)
    }

    // MARK: Determinism

    static let files: KeyValuePairs<String, String> = [
        "B.swift": """
            struct Order: AppIntent {
                static let title: LocalizedStringResource = "Order \\(.applicationName)"
                @Parameter(title: "Soup") var soup: Soup
                static var parameterSummary: some ParameterSummary { Summary("Order \\(\\.$soup)") }
            }
            """,
        "A.swift": """
            struct Soup: AppEntity {
                let id: String
                static var defaultQuery = SoupQuery()
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
            }
            struct SoupQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [Soup] { [] }
            }
            enum Size: String, AppEnum { case small, large }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: Order(), phrases: ["Order in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup")
                }
            }
            """,
    ]

    @Test func sameInputGivesByteIdenticalJSON() {
        let first = BuiltModule(ManifestBuilderTests.files).json
        let second = BuiltModule(ManifestBuilderTests.files).json
        #expect(first == second)
        #expect(first.hasSuffix("}\n"))
    }

    @Test func fileOrderDoesNotChangeTheJSON() {
        let files = ManifestBuilderTests.files
        let reversed = BuiltModule([files[1].key: files[1].value, files[0].key: files[0].value]).json
        #expect(reversed == BuiltModule(files).json)
    }

    @Test func jsonIsSortedAndCompleteAtTheTop() {
        let json = BuiltModule(ManifestBuilderTests.files).manifest.json
        guard case .object(let members) = json else {
            Issue.record("not an object")
            return
        }
        #expect(members.keys.sorted() == [
            "actions", "autoShortcutProvider", "autoShortcuts", "entities", "enums", "formatVersion", "module",
            "packages", "queries", "unionValues",
        ])
        #expect(members["formatVersion"] == .integer(1))
        #expect(members["module"] == .string("SoupKit"))
        let text = json.serialized()
        #expect(text.range(of: "\"actions\"")!.lowerBound < text.range(of: "\"autoShortcutProvider\"")!.lowerBound)
    }

    @Test func emptyModule() {
        #expect(BuiltModule([:]).json == """
            {
              "actions": {},
              "autoShortcuts": [],
              "entities": {},
              "enums": [],
              "formatVersion": 1,
              "module": "SoupKit",
              "packages": {},
              "queries": {},
              "unionValues": {}
            }

            """)
    }
}
