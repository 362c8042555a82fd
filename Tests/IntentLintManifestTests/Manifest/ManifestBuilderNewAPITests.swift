import Testing
@testable import IntentLintSupport
@testable import IntentLintManifest
import IntentLintTestSupport

/// What apps write with the App Intents API of iOS 17 to 26 that the manifest models:
/// `inputConnectionBehavior`, `parameterPresentation`, `urlRepresentation`, `IntentValueQuery`
/// and the protocols each type reaches. `CompilerOracleTests` checks the same fields of
/// `Fixtures/Apps/TravelTracking` against swiftc's const values.
@Suite("Manifest builder: iOS 26 API")
struct ManifestBuilderNewAPITests {
    @Test func inputConnectionBehaviorIsTheCaseName() {
        let module = BuiltModule("""
            struct Share: AppIntent {
                static let title: LocalizedStringResource = "Share"
                @Parameter(title: "File", inputConnectionBehavior: .connectToPreviousIntentResult) var file: IntentFile
                @Parameter(title: "Note", inputConnectionBehavior: InputConnectionBehavior.never) var note: String?
                @Parameter(title: "Copies", inputConnectionBehavior: makeBehavior()) var copies: Int?
                @Parameter(title: "Tag") var tag: String?
            }
            """)
        let parameters = module.manifest.actions["Share"]?.parameters ?? []
        #expect(parameters.map { BuiltModule.describe($0.inputConnectionBehavior) } == [
            #""connectToPreviousIntentResult""#, #""never""#, "FunctionCall: calls the function `makeBehavior()`", nil,
        ])
    }

    @Test(arguments: [
        (#""https://bsky.app/profile/\(.id)""#, #"{"location":{"column":55,"file":"Soup.swift","line":3},"placeholders":["id"],"template":"https://bsky.app/profile/${id}"}"#),
        (#"URLRepresentation("https://example.com/note=\(.$contentID)")"#,
            #"{"location":{"column":55,"file":"Soup.swift","line":3},"placeholders":["contentID"],"template":"https://example.com/note=${contentID}"}"#),
        (#""https://example.com/\(\.id)/\(\.$name)""#, #"{"location":{"column":55,"file":"Soup.swift","line":3},"placeholders":["id","name"],"template":"https://example.com/${id}/${name}"}"#),
        (#""https://example.com/""#, #"{"location":{"column":55,"file":"Soup.swift","line":3},"placeholders":[],"template":"https://example.com/"}"#),
    ])
    func urlRepresentationsAreTemplates(value: String, json: String) {
        let module = BuiltModule("""
            struct Note: AppEntity, URLRepresentableEntity {
                var id: String
                static var urlRepresentation: URLRepresentation { \(value) }
            }
            """)
        #expect(BuiltModule.describe(module.manifest.entities["Note"]?.urlRepresentation) == json)
    }

    @Test func urlRepresentationsThatAreNotTemplates() {
        let module = BuiltModule("""
            struct Note: AppEntity, URLRepresentableEntity {
                var id: String
                static var urlRepresentation: URLRepresentation = "https://example.com/\\(makeID())"
            }
            enum Place: String, AppEnum, URLRepresentableEnum {
                case root
                static var urlRepresentation = URLRepresentation(["https://example.com/a", "https://example.com/b"])
            }
            struct OpenPage: URLRepresentableIntent {
                static let title: LocalizedStringResource = "Open Page"
                static var urlRepresentation: URLRepresentation = "https://www.example.com/\\(\\.$page)"
                @Parameter(title: "Page") var page: String
            }
            """)
        #expect(BuiltModule.describe(module.manifest.entities["Note"]?.urlRepresentation)?.hasPrefix("InterpolatedStringLiteral: interpolates `makeID()`") == true)
        #expect(module.manifest.enums.first?.urlRepresentation?.constantValue?.template == nil)
        #expect(module.manifest.enums.first?.urlRepresentation?.constantValue?.expression == #"URLRepresentation(["https://example.com/a", "https://example.com/b"])"#)
        #expect(module.manifest.actions["OpenPage"]?.urlRepresentation?.constantValue?.template == "https://www.example.com/${page}")
        // A URL the build cannot read is reported like other metadata.
        #expect(module.manifest.nonConstantMetadata.map(\.property.name) == ["urlRepresentation"])
    }

    @Test func parameterPresentationReadsTheParameterTheSummaryAndTheCollections() {
        let module = BuiltModule("""
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: StartHike(), phrases: ["Start a hike in \\(.applicationName)"],
                                shortTitle: "Start Hike", systemImageName: "figure.hiking",
                                parameterPresentation: ParameterPresentation(
                                    for: \\.$trail,
                                    summary: Summary("Start \\(\\.$trail)", table: "Shortcuts"),
                                    optionsCollections: {
                                        OptionsCollection(FavoriteTrails(), title: "Favorites", systemImageName: "star")
                                        OptionsCollection(NearbyTrails(), title: Strings.nearby)
                                    }))
                    AppShortcut(intent: StopHike(), phrases: ["Stop a hike in \\(.applicationName)"],
                                shortTitle: "Stop Hike", systemImageName: "stop", parameterPresentation: presentation)
                }
            }
            """)
        let shortcuts = module.manifest.autoShortcuts
        let presentation = shortcuts[0].parameterPresentation?.constantValue
        #expect(presentation?.parameter == "trail")
        #expect(presentation?.summary?.constantValue?.text == LocalizedString(key: "Start ${trail}", table: "Shortcuts"))
        #expect(presentation?.summary?.constantValue?.parameters == ["trail"])
        #expect(presentation?.optionsCollections.map(\.provider) == ["FavoriteTrails", "NearbyTrails"])
        #expect(presentation?.optionsCollections.map { $0.systemImageName?.constantValue } == ["star", nil])
        #expect(BuiltModule.describe(shortcuts[1].parameterPresentation) == "Runtime: refers to `presentation`, which is only known at run time")
        #expect(module.manifest.nonConstantMetadata.map(\.subject) == [
            "An options collection's title of the App Shortcut for `StartHike`", "`parameterPresentation` of the App Shortcut for `StopHike`",
        ])
    }

    @Test func aValueQueryKeepsItsInputAndResultTypes() {
        let module = BuiltModule("""
            struct ProductSearch: IntentValueQuery {
                func values(for input: SemanticContentDescriptor) async throws -> [ProductEntity] { [] }
            }
            struct AudioSearch: IntentValueQuery {
                func values(for input: AudioSearchCriteria) async throws -> [VisualSearchResult] { [] }
                func values(matching text: String) -> [Int] { [] }
            }
            struct Plain: EntityQuery {
                func values(for input: String) async throws -> [ProductEntity] { [] }
            }
            """)
        let queries = module.manifest.queries
        #expect(queries["ProductSearch"]?.valueQuery?.inputType == "SemanticContentDescriptor")
        #expect(queries["ProductSearch"]?.valueQuery?.resultType == "ProductEntity")
        #expect(queries["AudioSearch"]?.valueQuery?.inputType == "AudioSearchCriteria")
        #expect(queries["Plain"]?.valueQuery == nil)
    }

    @Test func appIntentsProtocolsAreReachedByAnyPath() {
        let module = BuiltModule([
            "Protocols.swift": """
                protocol OpeningIntent: OpenIntent {}
                typealias SnippetProvider = SnippetIntent & TargetContentProvidingIntent
                """,
            "Intents.swift": """
                struct OpenTrail: OpeningIntent { static let title: LocalizedStringResource = "Open Trail" }
                struct TrailSnippet: SnippetProvider { static let title: LocalizedStringResource = "Trail" }
                @AppIntent(schema: .photos.openAsset)
                struct OpenAsset { var target: AssetEntity }
                struct Trail: AppEntity {}
                extension Trail: IndexedEntity, URLRepresentableEntity {}
                """,
        ])
        let actions = module.manifest.actions
        #expect(actions["OpenTrail"]?.appIntentsProtocols == ["OpenIntent"])
        #expect(actions["TrailSnippet"]?.appIntentsProtocols == ["SnippetIntent", "TargetContentProvidingIntent"])
        #expect(actions["OpenAsset"]?.appIntentsProtocols == ["AppIntent"])
        #expect(module.manifest.entities["Trail"]?.appIntentsProtocols == ["AppEntity", "IndexedEntity", "URLRepresentableEntity"])
    }
}
