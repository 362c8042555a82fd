import IntentLintSupport
import IntentLintManifest
import IntentLintCore

/// A visual intelligence result opens in the app through an `OpenIntent`.
package struct VisualSearchOpenIntentRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "visual-search-open-intent",
        name: "Visual search open intent",
        summary: "An entity an `IntentValueQuery` returns to visual intelligence should have an `OpenIntent` whose `target` is that entity.",
        rationale: """
            Visual intelligence sends what the camera or a screenshot shows to the app's \
            `IntentValueQuery` (`func values(for input: SemanticContentDescriptor)`), and shows the app \
            entities it returns as search results. Tapping a result opens it in the app, and the system \
            does that with an intent: an `OpenIntent` whose `target` parameter is of the result's entity \
            type. Without one, people see the result and cannot open it. Declare \
            `struct OpenTrail: OpenIntent { @Parameter(title: "Trail") var target: TrailEntity … }`; when \
            the query returns a `@UnionValue` of several entities, one for each of them (or one whose \
            target is the union).

            **Evidence, and severity.** Apple's "Visual intelligence" documentation (App Intents): "If an \
            app finds a match, the system displays that match in the visual search results so people can \
            navigate to the app for more information. The system relies on app intents to perform \
            searches and open any search results"; the article "Integrating your app with visual \
            intelligence": "someone can tap it to open the item in your app"; "Best practices for \
            integrating visual intelligence in your app" (WWDC26) on "how intents enable direct actions \
            like opening or playing content with a single tap". None of them states in one sentence that \
            the intent must be an `OpenIntent`, and no build diagnostic is on record, so this is a warning.

            **Not flagged.** Queries whose input is not visual intelligence's `SemanticContentDescriptor` \
            (Siri's audio search, for one); results that are not entities of the module; and modules that \
            are frameworks or libraries, whose app may declare the open intent.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct AlbumEntity: AppEntity {
                    var id: String
                    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Album" }
                }
                struct SearchHandler: IntentValueQuery {
                    func ↓values(for input: SemanticContentDescriptor) async throws -> [AlbumEntity] { [] }
                }
                """, module: .app, expecting: [.warning(Message.resultsWithoutOpenIntent(["AlbumEntity"], of: "SearchHandler"))]),
            RuleExample("""
                struct AlbumEntity: AppEntity { var id: String }
                struct ConcertEntity: AppEntity { var id: String }
                @UnionValue
                enum VisualSearchResult {
                    case album(AlbumEntity)
                    case concert(ConcertEntity)
                }
                struct OpenAlbum: OpenIntent {
                    static let title: LocalizedStringResource = "Open Album"
                    @Parameter(title: "Album") var target: AlbumEntity
                }
                struct SearchHandler: IntentValueQuery {
                    func ↓values(for input: SemanticContentDescriptor) async throws -> [VisualSearchResult] { [] }
                }
                """, module: .app, expecting: [.warning(Message.resultsWithoutOpenIntent(["ConcertEntity"], of: "SearchHandler"))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct AlbumEntity: AppEntity { var id: String }
                struct OpenAlbum: OpenIntent {
                    static let title: LocalizedStringResource = "Open Album"
                    @Parameter(title: "Album") var target: AlbumEntity
                }
                struct SearchHandler: IntentValueQuery {
                    func values(for input: SemanticContentDescriptor) async throws -> [AlbumEntity] { [] }
                }
                struct AudioSearchQuery: IntentValueQuery {
                    func values(for input: AudioSearch) async throws -> [SongEntity] { [] }
                }
                """, module: .app),
            RuleExample("""
                public struct AlbumEntity: AppEntity { public var id: String }
                public struct SearchHandler: IntentValueQuery {
                    public func values(for input: SemanticContentDescriptor) async throws -> [AlbumEntity] { [] }
                }
                """, module: .framework),
        ])

    /// Modules whose open intents lint-intents can see: apps and extensions, and plain folders.
    private static let kinds: Set<ModuleKind> = [.app, .appExtension, .extensionKitExtension, .folder]

    package func check(_ context: LintContext) -> [Finding] {
        guard Self.kinds.contains(context.module.kind) else { return [] }
        let manifest = context.manifest
        // The entity types some open intent targets.
        var opened: Set<String> = []
        for action in manifest.actions.values where action.appIntentsProtocols.contains("OpenIntent") {
            if let target = action.parameters.first(where: { $0.name == "target" }) {
                opened.insert(TypeIndex.baseName(target.valueType))
            }
        }
        let entities = Set(manifest.entities.keys.map { TypeIndex.baseName($0) })
        var findings: [Finding] = []
        for query in manifest.queries.values.sorted(by: { $0.identifier < $1.identifier }) {
            guard let signature = query.valueQuery, TypeIndex.baseName(signature.inputType) == "SemanticContentDescriptor",
                  let written = signature.resultType else { continue }
            let result = TypeIndex.baseName(written)
            guard !opened.contains(result) else { continue }
            var unopened: [String]
            if let union = manifest.unionValues.values.first(where: { TypeIndex.baseName($0.identifier) == result }) {
                unopened = union.cases.compactMap { $0.valueType.map { TypeIndex.baseName($0) } }.filter { entities.contains($0) && !opened.contains($0) }
            } else {
                unopened = entities.contains(result) ? [result] : []
            }
            unopened = Array(Set(unopened)).sorted()
            guard !unopened.isEmpty else { continue }
            findings.append(finding(Message.resultsWithoutOpenIntent(unopened, of: query.identifier), at: signature.location))
        }
        return findings
    }
}

extension VisualSearchOpenIntentRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func resultsWithoutOpenIntent(_ entities: [String], of query: String) -> FindingMessage {
            let names = entities.map { "`\($0)`" }.joined(separator: ", ")
            return FindingMessage("Visual intelligence shows the \(names) results of `\(query)`, and no `OpenIntent` of this " +
                "module targets \(entities.count == 1 ? "it" : "them"), so a result people tap cannot open in the app; declare an " +
                "`OpenIntent` whose `target` parameter is \(entities.count == 1 ? "a `\(entities[0])`" : "each of them")")
        }
    }
}
