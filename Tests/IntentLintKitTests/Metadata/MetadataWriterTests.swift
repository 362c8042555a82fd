import Testing
@testable import IntentLintSupport
@testable import IntentLintSyntax
@testable import IntentLintManifest
@testable import IntentLintMetadata

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
        let targeted = action(document(source, settings: MetadataBuildSettings(deploymentTarget: "17.0")), "Newer")!
        #expect(member(targeted, "mangledTypeName") == .string(""))
        #expect(member(targeted, "mangledTypeNameV2") == .string("3App5NewerV"))
        let current = action(document(source, settings: MetadataBuildSettings(deploymentTarget: "17.2")), "Newer")!
        #expect(member(current, "mangledTypeName") == .string("3App5NewerV"))
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

    @Test func whatStopsTheExport() {
        let document = document("""
            struct Computed: AppIntent {
                static var title: LocalizedStringResource { makeTitle() }
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Unknown: AppIntent {
                static let title: LocalizedStringResource = "Unknown"
                @Parameter(title: "Size") var size: CGFloat
                func perform() async throws -> some IntentResult { .result() }
            }
            enum First { struct Twin: AppIntent { static let title: LocalizedStringResource = "A" } }
            enum Second { struct Twin: AppIntent { static let title: LocalizedStringResource = "B" } }
            """)
        #expect(!document.isExportable)
        let errors = document.problems.filter { $0.severity == .error }
        #expect(errors.contains { $0.message.contains("the title of `Computed` is not a compile-time constant") && $0.place?.line == 2 })
        #expect(errors.contains { $0.message.contains("has the type `CGFloat`") && $0.place?.line == 7 })
        #expect(errors.contains { $0.message.contains("two intent types are named `Twin`") })
    }

    @Test func appleJSONText() {
        #expect(AppleJSONText.compact(.object(["b": .string("Play/Pause"), "a": .number(2), "C": .number(1.25), "é": .string("naïve")]))
                == #"{"C":1.25,"a":2,"b":"Play\/Pause","é":"naïve"}"#)
        #expect(AppleJSONText.versionFile(toolsVersion: "27A266a") == "{\n  \"toolsVersion\" : \"27A266a\",\n  \"version\" : \"3.0\"\n}")
    }
}
