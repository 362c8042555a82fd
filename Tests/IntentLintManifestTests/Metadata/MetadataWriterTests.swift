import Testing
@testable import IntentLintSupport
@testable import IntentLintSyntax
@testable import IntentLintManifest
@testable import IntentLintMetadata
import IntentLintTestSupport

/// What `metadata` derives from source beyond the fixture pairs, each rule as docs/metadata.md
/// states it: the codes, the system protocols, availability, `#if`, the mangled names of nested
/// and private types, App Shortcuts, and what stops the export.
struct MetadataWriterTests {
    /// The document of the sources, one file each, in module `App`.
    private func document(_ sources: String..., settings: MetadataBuildSettings = MetadataBuildSettings()) -> MetadataDocument {
        let files = sources.enumerated().map { DeclarationScanner.scan($0.element, path: "File\($0.offset).swift") }
        let (manifest, index) = ManifestBuilder.build(ScannedModule(name: "App", files: files))
        return MetadataWriter.document(manifest, index: index, settings: settings)
    }

    private func member(_ value: JSONValue, _ path: String...) -> JSONValue? {
        var current: JSONValue? = value
        for key in path {
            switch current {
            case .object(let members)?: current = members[key]
            case .array(let elements)?: current = Int(key).flatMap { $0 < elements.count ? elements[$0] : nil }
            default: return nil
            }
        }
        return current
    }

    private func action(_ document: MetadataDocument, _ name: String) -> JSONValue? {
        member(document.json, "actions", name)
    }

    @Test func outputFlagsAndOutputTypeComeFromWhatPerformReturns() {
        let document = document("""
            struct Note: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
                static let defaultQuery = NoteQuery()
                var id: String
                var displayRepresentation: DisplayRepresentation { "Note" }
            }
            struct NoteQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [Note] { [] }
            }
            struct Dialog: AppIntent {
                static let title: LocalizedStringResource = "Dialog"
                func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Hi") }
            }
            struct Opens: AppIntent {
                static let title: LocalizedStringResource = "Opens"
                func perform() async throws -> some IntentResult & OpensIntent & ShowsSnippetView { .result() }
            }
            struct Returns: AppIntent {
                static let title: LocalizedStringResource = "Returns"
                func perform() async throws -> some IntentResult & ReturnsValue<[Note]> & ProvidesDialog { .result(value: []) }
            }
            struct Configuration: WidgetConfigurationIntent {
                static let title: LocalizedStringResource = "Configure"
            }
            """)
        #expect(member(action(document, "Dialog")!, "outputFlags") == .integer(4))
        #expect(member(action(document, "Dialog")!, "outputType") == nil)
        #expect(member(action(document, "Opens")!, "outputFlags") == .integer(3))
        #expect(member(action(document, "Returns")!, "outputFlags") == .integer(4))
        #expect(member(action(document, "Returns")!, "outputType", "array", "wrapper", "memberValueType", "entity", "wrapper", "typeName") == .string("Note"))
        #expect(member(action(document, "Configuration")!, "outputFlags") == .integer(8))
        #expect(document.problems.isEmpty)
    }

    @Test func modesPolicyAndSystemProtocols() {
        let document = document("""
            struct Launch: OpenIntent, ForegroundContinuableIntent {
                static let title: LocalizedStringResource = "Launch"
                static let openAppWhenRun = true
                static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
                @Parameter(title: "Mode") var target: Mode
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Opener: AppIntent {
                static let title: LocalizedStringResource = "Opener"
                static let openAppWhenRun = true
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Both: LiveActivityIntent {
                static let title: LocalizedStringResource = "Both"
                static var supportedModes: IntentModes { [.background, .foreground] }
                func perform() async throws -> some IntentResult { .result() }
            }
            enum Mode: String, AppEnum {
                case a
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.a: "A"]
            }
            """)
        let launch = action(document, "Launch")!
        #expect(member(launch, "supportedModes") == .integer(4))
        #expect(member(launch, "authenticationPolicy") == .integer(1))
        #expect(member(launch, "isAuthPolExplicit") == .bool(true))
        #expect(member(launch, "systemProtocols") == .array([.string("com.apple.link.systemProtocol.ForegroundContinuable"),
                                                             .string("com.apple.link.systemProtocol.OpenEntity")]))
        #expect(member(launch, "systemProtocolMetadata", "1") == .object(["empty": .object([:])]))
        #expect(member(action(document, "Opener")!, "supportedModes") == .integer(2))
        #expect(member(action(document, "Opener")!, "isAuthPolExplicit") == .bool(false))
        #expect(member(action(document, "Both")!, "supportedModes") == .integer(3))
        #expect(member(action(document, "Both")!, "systemProtocols") == .array([.string("com.apple.link.systemProtocol.SessionStarting")]))
    }

    @Test func queriesAndDynamicOptions() {
        let document = document("""
            struct Trail: AppEntity, IndexedEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail", numericFormat: "\\(placeholder: .int) trails")
                static let defaultQuery = TrailQuery()
                var id: String
                @Property var name: String
                var displayRepresentation: DisplayRepresentation { "Trail" }
            }
            struct TrailQuery: EnumerableEntityQuery {
                func entities(for identifiers: [String]) async throws -> [Trail] { [] }
                func allEntities() async throws -> [Trail] { [] }
            }
            struct Hike: AppIntent {
                static let title: LocalizedStringResource = "Hike"
                @Parameter(title: "Trail") var trail: Trail
                @Parameter(title: "Speed", optionsProvider: SpeedOptions()) var speed: Int
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        let query = member(document.json, "queries", "TrailQuery")!
        #expect(member(query, "capabilities") == .integer(74))
        #expect(member(query, "defaultQueryForEntity") == .bool(true))
        let entity = member(document.json, "entities", "Trail")!
        #expect(member(entity, "systemProtocols") == nil)
        #expect(member(entity, "systemProtocolMetadata", "0") == .string("com.apple.appintents.entity.Indexed"))
        #expect(member(entity, "defaultQueryIdentifier") == .string("App.TrailQuery"))
        // A property without a title is titled with its name.
        #expect(member(entity, "properties", "0", "title", "key") == .string("name"))
        let hike = action(document, "Hike")!
        #expect(member(hike, "parameters", "0", "dynamicOptionsSupport") == .integer(1))
        #expect(member(hike, "parameters", "1", "dynamicOptionsSupport") == .integer(1))
    }

    @Test func availabilityAndTheDeploymentTarget() {
        let source = """
            @available(iOS 17.2, macOS 14.0, *)
            struct Newer: AppIntent {
                static let title: LocalizedStringResource = "Newer"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let plain = action(document(source), "Newer")!
        #expect(member(plain, "availabilityAnnotations") == .object([
            "LNPlatformNameIOS": .object(["introducedVersion": .string("17.2")]),
            "LNPlatformNameMACOS": .object(["introducedVersion": .string("14.0")]),
            "LNPlatformNameWildcard": .object(["introducedVersion": .string("*")]),
        ]))
        #expect(member(plain, "mangledTypeName") == .string("3App5NewerV"))
        // Xcode 26.2 (17C528) leaves the name of an intent newer than the deployment target empty.
        let targeted = action(document(source, settings: MetadataBuildSettings(toolsVersion: "17C528", deploymentTarget: "17.0")), "Newer")!
        #expect(member(targeted, "mangledTypeName") == .string(""))
        #expect(member(targeted, "mangledTypeNameV2") == .string("3App5NewerV"))
        let current = action(document(source, settings: MetadataBuildSettings(toolsVersion: "17C528", deploymentTarget: "17.2")), "Newer")!
        #expect(member(current, "mangledTypeName") == .string("3App5NewerV"))
        // Xcode 27 writes it.
        let xcode27 = action(document(source, settings: MetadataBuildSettings(deploymentTarget: "17.0")), "Newer")!
        #expect(member(xcode27, "mangledTypeName") == .string("3App5NewerV"))
    }

    @Test func conditionsFollowTheBuild() {
        let source = """
            #if os(macOS)
            struct MacOnly: AppIntent {
                static let title: LocalizedStringResource = "Mac"
                func perform() async throws -> some IntentResult { .result() }
            }
            #endif
            #if DEBUG
            struct DebugOnly: AppIntent {
                static let title: LocalizedStringResource = "Debug"
                func perform() async throws -> some IntentResult { .result() }
            }
            #endif
            """
        #expect(action(document(source), "MacOnly") == nil)
        #expect(action(document(source), "DebugOnly") == nil)
        #expect(action(document(source, settings: MetadataBuildSettings(platform: .macOS)), "MacOnly") != nil)
        #expect(action(document(source, settings: MetadataBuildSettings(compilationFlags: ["DEBUG"])), "DebugOnly") != nil)
    }

    @Test func nestedAndPrivateTypes() {
        let document = document("""
            enum Library {
                struct Borrow: AppIntent {
                    static let title: LocalizedStringResource = "Borrow"
                    func perform() async throws -> some IntentResult { .result() }
                }
            }
            private struct Secret: AppIntent {
                static let title: LocalizedStringResource = "Secret"
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        let borrow = action(document, "Borrow")!
        #expect(member(borrow, "identifier") == .string("Borrow"))
        #expect(member(borrow, "fullyQualifiedTypeName") == .string("App.Library.Borrow"))
        #expect(member(borrow, "mangledTypeName") == .string("3App7LibraryO6BorrowV"))
        let discriminator = SwiftMangling.privateDiscriminator(module: "App", fileName: "File0.swift")
        #expect(member(action(document, "Secret")!, "mangledTypeName") == .string("3App6Secret\(discriminator.utf8.count)\(discriminator)LLV"))
    }

    @Test func switchSummariesOverAnEnum() {
        let document = document("""
            enum Playback: String, AppEnum {
                case latest, specific
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playback"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.latest: "Latest", .specific: "Specific"]
            }
            struct Play: AppIntent {
                static let title: LocalizedStringResource = "Play"
                @Parameter(title: "Kind", default: .latest) var kind: Playback
                static var parameterSummary: some ParameterSummary {
                    Switch(\\.$kind) {
                        Case(.specific) { Summary("Play \\(\\.$kind) one") }
                        DefaultCase { Summary("Play \\(\\.$kind)") }
                    }
                }
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        let play = action(document, "Play")!
        let cases = member(play, "actionConfiguration", "switchStatement", "wrapper", "cases")
        #expect(member(cases!, "0", "value", "array", "values", "0", "enumeration", "value") == .string("specific"))
        #expect(member(cases!, "0", "configuration", "actionSummary", "wrapper", "summaryString", "formatString") == .string("Play ${kind} one"))
        #expect(member(cases!, "1", "isDefaultCase") == .bool(true))
        #expect(member(play, "parameters", "0", "typeSpecificMetadata", "1") == .object(["string": .object(["wrapper": .string("latest")])]))
        #expect(member(play, "parameters", "0", "capabilities") == .integer(1))
    }

    @Test func appShortcuts() {
        let document = document("""
            struct Order: AppIntent {
                static let title: LocalizedStringResource = "Order"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: Order(), phrases: ["Order in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cart")
                    #if os(macOS)
                    AppShortcut(intent: Order(), phrases: ["Mac order in \\(.applicationName)"], shortTitle: "Mac", systemImageName: "cart")
                    #endif
                    if #available(iOS 18.0, *) {
                        AppShortcut(intent: Order(), phrases: ["New order in \\(.applicationName)"], shortTitle: "New", systemImageName: "cart")
                    }
                }
                static var negativePhrases: NegativeAppShortcutPhrases {
                    NegativeAppShortcutPhrases { "Order pizza" }
                }
            }
            """)
        #expect(member(document.json, "autoShortcutProviderMangledName") == .string("3App9ShortcutsV"))
        guard case .array(let shortcuts)? = member(document.json, "autoShortcuts") else {
            Issue.record("no autoShortcuts")
            return
        }
        #expect(shortcuts.count == 2)
        #expect(member(shortcuts[0], "phraseTemplates", "0", "key") == .string("Order in ${applicationName}"))
        #expect(member(shortcuts[0], "shortTitle", "key") == .string("Order"))
        #expect(member(shortcuts[1], "availabilityAnnotations", "LNPlatformNameIOS", "introducedVersion") == .string("18.0"))
        #expect(member(document.json, "negativePhrases", "0", "phrase", "key") == .string("Order pizza"))
        #expect(member(document.json, "shortcutTileColor") == .integer(14))
    }

    @Test func aModuleWithoutAProviderHasNoProviderName() {
        let document = document("struct Nothing {}")
        #expect(member(document.json, "autoShortcutProviderMangledName") == nil)
        #expect(document.isEmpty)
    }

    /// What cannot be written is left out, the rest written: a record the writer cannot write
    /// whole is left out whole, saying why and that lint-intents (not the code) is the limit; a
    /// value that is not a constant is left out, saying whether Xcode's export stops on it.
    @Test func whatIsLeftOut() {
        let document = document("""
            struct Computed: AppIntent {
                static var title: LocalizedStringResource { makeTitle() }
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Unknown: AppIntent {
                static let title: LocalizedStringResource = "Unknown"
                @Parameter(title: "Amount") var amount: IntentCurrencyAmount
                func perform() async throws -> some IntentResult { .result() }
            }
            enum First { struct Twin: AppIntent { static let title: LocalizedStringResource = "A" } }
            enum Second { struct Twin: AppIntent { static let title: LocalizedStringResource = "B" } }
            struct Kept: AppIntent {
                static let title: LocalizedStringResource = "Kept"
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        #expect(action(document, "Computed") == nil)
        #expect(action(document, "Unknown") == nil)
        #expect(action(document, "Kept") != nil)
        #expect(member(action(document, "Twin")!, "fullyQualifiedTypeName") == .string("App.First.Twin"))
        let problems = document.problems
        #expect(problems.contains { $0.kind == .notConstant(halts: true) && $0.message.contains("`Computed` is left out: its title is not a compile-time constant")
            && $0.message.contains("Xcode's metadata export stops on it") && $0.place?.line == 2 })
        #expect(problems.contains { $0.kind == .notWritable && $0.message.contains("`Unknown` is left out: its parameter `amount` has the type `IntentCurrencyAmount`")
            && $0.message.contains("this is a limit of lint-intents, not a mistake in the code") && $0.place?.line == 7 })
        #expect(problems.contains { $0.kind == .notWritable && $0.message.contains("`Second.Twin` is left out: another intent type is named `Twin` too") })
    }

    /// Types Apple takes as parameters beyond the pairs': a placemark and attributed text, from
    /// Apple's own files.
    @Test func systemValueTypes() {
        let document = document("""
            import CoreLocation
            struct Visit: AppIntent {
                static let title: LocalizedStringResource = "Visit"
                @Parameter(title: "Place") var place: CLPlacemark
                @Parameter(title: "Note") var note: AttributedString?
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        let visit = action(document, "Visit")!
        #expect(member(visit, "parameters", "0", "valueType", "primitive", "wrapper", "typeIdentifier") == .integer(10))
        #expect(member(visit, "parameters", "1", "valueType", "primitive", "wrapper", "typeIdentifier") == .integer(12))
        #expect(member(visit, "parameters", "1", "isOptional") == .bool(true))
        #expect(document.problems.isEmpty)
    }

    /// `inclusiveRange` as Xcode 15.2 wrote it next to its source (`Fixtures/XcodeMetadata/TrollLEDs`).
    @Test func numberRanges() {
        let document = document("""
            struct Dim: AppIntent {
                static let title: LocalizedStringResource = "Dim"
                @Parameter(title: "Level", inclusiveRange: (-10, 255)) var level: Int
                @Parameter(title: "Name", inclusiveRange: (0, 1)) var name: String
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        let dim = action(document, "Dim")!
        #expect(member(dim, "parameters", "0", "typeSpecificMetadata") == .array([
            .string("LNValueTypeMetadataKeyNumberLowerBound"), .object(["double": .object(["wrapper": .number(-10)])]),
            .string("LNValueTypeMetadataKeyNumberRangeType"), .object(["int": .object(["wrapper": .integer(0)])]),
            .string("LNValueTypeMetadataKeyNumberUpperBound"), .object(["double": .object(["wrapper": .number(255)])]),
        ]))
        #expect(member(dim, "parameters", "1", "typeSpecificMetadata") == .array([]))
        #expect(document.problems.contains { $0.message.contains("the range of the parameter `name` of `Dim` is left out") })
    }

    /// `shortcutTileColor` `.blue` is 7 (`Fixtures/XcodeMetadata/PresenceFM`); a color no file shows
    /// is written as the unset 14, saying so. An App Shortcut takes the availability of its intent
    /// and of the provider.
    @Test func tileColorAndShortcutAvailability() {
        func shortcuts(color: String) -> MetadataDocument {
            document("""
                @available(iOS 16.0, macOS 13.0, *)
                struct Order: AppIntent {
                    static let title: LocalizedStringResource = "Order"
                    func perform() async throws -> some IntentResult { .result() }
                }
                @available(iOS 17.0, *)
                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: Order(), phrases: ["Order in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cart")
                    }
                    static let shortcutTileColor: ShortcutTileColor = .\(color)
                }
                """)
        }
        let blue = shortcuts(color: "blue")
        #expect(member(blue.json, "shortcutTileColor") == .integer(7))
        #expect(member(blue.json, "autoShortcuts", "0", "availabilityAnnotations") == .object([
            "LNPlatformNameIOS": .object(["introducedVersion": .string("17.0")]),
            "LNPlatformNameMACOS": .object(["introducedVersion": .string("13.0")]),
            "LNPlatformNameWildcard": .object(["introducedVersion": .string("*")]),
        ]))
        #expect(blue.problems.isEmpty)
        let grape = shortcuts(color: "grape")
        #expect(member(grape.json, "shortcutTileColor") == .integer(14))
        #expect(grape.problems.contains { $0.message.contains("`shortcutTileColor` `.grape` is written as 14") })
    }

    /// `TypeDisplayRepresentation(name:)` gives the name as `numericFormatTypeName` too (Xcode 26.3
    /// and 27 files next to their sources); a string literal gives none.
    @Test func numericFormatTypeNameFromTheNameInitializer() {
        let document = document("""
            enum Size: String, AppEnum {
                case small
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Size")
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.small: "Small"]
            }
            enum Mode: String, AppEnum {
                case fast
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.fast: "Fast"]
            }
            """)
        #expect(member(document.json, "enums", "1", "numericFormatTypeName", "key") == .string("Size"))
        #expect(member(document.json, "enums", "0", "identifier") == .string("Mode"))
        #expect(member(document.json, "enums", "0", "numericFormatTypeName") == nil)
    }

    /// An assistant schema is not written, and the record is, saying so.
    @Test func schemaTypesAreWrittenWithoutTheirSchema() {
        let document = document("""
            @AppIntent(schema: .books.openBook)
            struct OpenBook: OpenIntent {
                static let title: LocalizedStringResource = "Open Book"
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        #expect(member(action(document, "OpenBook")!, "assistantDefinedSchemas") == .array([]))
        #expect(document.problems.contains { $0.kind == .notWritable && $0.message.contains("`OpenBook` is written without its assistant schema `.books.openBook`") })
    }

    /// A type of another module the module extends (`extension Dish: AppEntity`) is written with
    /// that module's name, when the module is among those read; left out, saying so, when not.
    @Test func retroactiveConformances() {
        let kit = DeclarationScanner.scan("public struct Dish { public var id: String }\npublic enum Menu { public struct Course {} }", path: "Kit.swift")
        let (kitManifest, kitIndex) = ManifestBuilder.build(ScannedModule(name: "Kit", files: [kit]))
        let app = DeclarationScanner.scan("""
            import Kit
            import CoreLocation
            extension Dish: AppEntity {
                public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dish"
                public static let defaultQuery = DishQuery()
                public var displayRepresentation: DisplayRepresentation { "Dish" }
            }
            struct DishQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [Dish] { [] }
            }
            extension CLLocation: AppEntity {
                public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Location"
                public var displayRepresentation: DisplayRepresentation { "Location" }
            }
            """, path: "App.swift")
        let (manifest, index) = ManifestBuilder.build(ScannedModule(name: "App", files: [app]))
        let document = MetadataWriter.document(manifest, index: index, settings: MetadataBuildSettings(),
                                               linked: [LinkedModule(name: "Kit", manifest: kitManifest, index: kitIndex)])
        let dish = member(document.json, "entities", "Dish")!
        #expect(member(dish, "mangledTypeName") == .string("3Kit4DishV"))
        #expect(member(dish, "fullyQualifiedTypeName") == .string("Kit.Dish"))
        #expect(member(dish, "defaultQueryIdentifier") == .string("App.DishQuery"))
        #expect(member(document.json, "queries", "DishQuery", "entityType") == .string("Dish"))
        #expect(member(document.json, "entities", "CLLocation") == nil)
        #expect(document.problems.contains { $0.message.contains("`CLLocation` is left out: `CLLocation` is declared in a module lint-intents does not read") })
    }

    /// An entity or enum a linked module declares is a parameter's type as any other.
    @Test func typesOfLinkedModules() {
        let kit = DeclarationScanner.scan("""
            public struct Bowl: AppEntity {
                public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bowl"
                public static let defaultQuery = BowlQuery()
                public var id: String
                public var displayRepresentation: DisplayRepresentation { "Bowl" }
            }
            public struct BowlQuery: EntityStringQuery {
                public func entities(for identifiers: [String]) async throws -> [Bowl] { [] }
                public func entities(matching string: String) async throws -> [Bowl] { [] }
            }
            public enum Spice: String, AppEnum {
                case mild, hot
                public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Spice"
                public static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.mild: "Mild", .hot: "Hot"]
            }
            """, path: "Kit.swift")
        let (kitManifest, kitIndex) = ManifestBuilder.build(ScannedModule(name: "Kit", files: [kit]))
        let app = DeclarationScanner.scan("""
            import Kit
            struct Serve: AppIntent {
                static let title: LocalizedStringResource = "Serve"
                @Parameter(title: "Bowl") var bowl: Kit.Bowl
                @Parameter(title: "Spice", default: .hot) var spice: Spice
                func perform() async throws -> some IntentResult { .result() }
            }
            """, path: "App.swift")
        let (manifest, index) = ManifestBuilder.build(ScannedModule(name: "App", files: [app]))
        let document = MetadataWriter.document(manifest, index: index, settings: MetadataBuildSettings(),
                                               linked: [LinkedModule(name: "Kit", manifest: kitManifest, index: kitIndex)])
        let serve = action(document, "Serve")!
        #expect(member(serve, "parameters", "0", "valueType", "entity", "wrapper", "typeName") == .string("Bowl"))
        #expect(member(serve, "parameters", "0", "dynamicOptionsSupport") == .integer(2))
        #expect(member(serve, "parameters", "1", "valueType", "linkEnumeration", "wrapper", "identifier") == .string("Spice"))
        #expect(member(serve, "parameters", "1", "typeSpecificMetadata", "1") == .object(["string": .object(["wrapper": .string("hot")])]))
        #expect(document.problems.isEmpty)
    }

    @Test func appleJSONText() {
        #expect(AppleJSONText.compact(.object(["b": .string("Play/Pause"), "a": .number(2), "C": .number(1.25), "é": .string("naïve")]))
                == #"{"C":1.25,"a":2,"b":"Play\/Pause","é":"naïve"}"#)
        #expect(AppleJSONText.versionFile(toolsVersion: "27A266a") == "{\n  \"toolsVersion\" : \"27A266a\",\n  \"version\" : \"3.0\"\n}")
    }
}
