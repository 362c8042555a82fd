import Foundation
import Testing
@testable import IntentLintCore
@testable import IntentLintMetadata
import IntentLintTestSupport
@testable import IntentLintKit
@testable import IntentLintRules

/// `lint` and `metadata` agree on what stops Xcode's metadata export, both ways: what `lint`
/// reports as stopping it (`MetadataExportHalt`) is what `metadata` reports, at the same places,
/// writing nothing; and where `lint` reports nothing that stops it, `metadata` writes the file.
@Suite struct MetadataLintAgreementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var testDescription: String { name }
    }

    private static let intentHeader = """
        import AppIntents

        struct Dish: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dish"
            static let defaultQuery = DishQuery()
            var id: String
            var displayRepresentation: DisplayRepresentation { "Dish" }
        }
        struct DishQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Dish] { identifiers.map { Dish(id: $0) } }
        }

        """

    /// Sources on which Xcode's export stops, each by one rule of `MetadataExportHalt`.
    static let halting = [
        Case(name: "a phrase without the app's name", source: SessionSources.shortcutWithoutAppName),
        Case(name: "a title with a bundle", source: """
            import AppIntents
            struct OrderSoup: AppIntent {
                static let title = LocalizedStringResource("order.title", bundle: .main)
                func perform() async throws -> some IntentResult { .result() }
            }
            """),
        Case(name: "a title that is not a constant", source: """
            import AppIntents
            struct OrderSoup: AppIntent {
                static var title: LocalizedStringResource { makeTitle() }
                func perform() async throws -> some IntentResult { .result() }
            }
            """),
        Case(name: "two parameters in a phrase", source: intentHeader + """
            enum Size: String, AppEnum {
                case small, large
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.small: "Small", .large: "Large"]
            }
            struct Order: AppIntent {
                static let title: LocalizedStringResource = "Order"
                @Parameter(title: "Dish") var dish: Dish
                @Parameter(title: "Size") var size: Size
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: Order(), phrases: ["Order \\(\\.$size) \\(\\.$dish) in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cart")
                }
            }
            """),
        Case(name: "a String parameter in a phrase", source: """
            import AppIntents
            struct Search: AppIntent {
                static let title: LocalizedStringResource = "Search"
                @Parameter(title: "Text") var text: String
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: Search(), phrases: ["Search \\(\\.$text) in \\(.applicationName)"], shortTitle: "Search", systemImageName: "magnifyingglass")
                }
            }
            """),
        Case(name: "case display representations missing a case", source: """
            import AppIntents
            enum Size: String, AppEnum {
                case small, large
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.small: "Small"]
            }
            """),
        Case(name: "two queries of one name", source: intentHeader + """
            enum Kitchen { struct Query: EntityQuery { func entities(for identifiers: [String]) async throws -> [Dish] { [] } } }
            enum Cellar { struct Query: EntityQuery { func entities(for identifiers: [String]) async throws -> [Dish] { [] } } }
            """),
    ]

    /// Sources on which the export goes on: `lint` may report them (a warning, or an error of a
    /// mistake that breaks shortcuts at run time, not the export), and `metadata` writes the file.
    static let exported = [
        Case(name: "an entity as a parameter's default", source: intentHeader + """
            struct Order: AppIntent {
                static let title: LocalizedStringResource = "Order"
                @Parameter(title: "Dish", default: Dish(id: "soup")) var dish: Dish
                func perform() async throws -> some IntentResult { .result() }
            }
            """),
        Case(name: "isDiscoverable that is not a constant", source: """
            import AppIntents
            struct Order: AppIntent {
                static let title: LocalizedStringResource = "Order"
                static var isDiscoverable: Bool { Settings.showsOrder }
                func perform() async throws -> some IntentResult { .result() }
            }
            """),
        Case(name: "a query that finds nothing", source: """
            import AppIntents
            struct Dish: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dish"
                static let defaultQuery = DishQuery()
                var id: String
                var displayRepresentation: DisplayRepresentation { "Dish" }
            }
            struct DishQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [Dish] { [] }
            }
            struct Order: AppIntent {
                static let title: LocalizedStringResource = "Order"
                @Parameter(title: "Dish") var dish: Dish
                func perform() async throws -> some IntentResult { .result() }
            }
            """),
        Case(name: "a placemark parameter", source: """
            import AppIntents
            import CoreLocation
            struct Visit: AppIntent {
                static let title: LocalizedStringResource = "Visit"
                @Parameter(title: "Place") var place: CLPlacemark
                func perform() async throws -> some IntentResult { .result() }
            }
            """),
    ]

    /// `file:line:column [rule] severity` of each finding.
    private static func places(_ findings: [Finding]) -> Set<String> {
        Set(findings.map { "\($0.file):\($0.location.line):\($0.location.column) [\($0.ruleIdentifier)] \($0.severity)" })
    }

    private func run(_ source: String) throws -> (lint: [Finding], metadata: MetadataOutcome) {
        let folder = try ScratchFolder()
        try folder.write(source, to: "App/Intents.swift")
        let session = try SessionSources.session(in: folder)
        let lint = try session.lint(LintRequest(modules: .paths(["App"])))
        let metadata = try session.metadata(MetadataRequest(modules: .paths(["App"])))
        return (lint.report?.content.findings ?? [], metadata)
    }

    @Test(arguments: halting)
    func whatLintSaysStopsTheExportStopsMetadata(example: Case) throws {
        let (lint, metadata) = try run(example.source)
        let halting = lint.filter(MetadataExportHalt.halts)
        #expect(!halting.isEmpty, "lint reports nothing that stops the export")
        let errors = (metadata.report.report?.content.findings ?? []).filter { $0.severity == .error }
        #expect(Self.places(errors) == Self.places(halting))
        #expect(metadata.report.exitStatus == 1)
        #expect(metadata.files.isEmpty)
        #expect(metadata.report.report?.summaryLine.hasPrefix("Wrote no App Intents metadata for 'App'") == true)
    }

    @Test(arguments: exported)
    func whatLintLetsThroughMetadataWrites(example: Case) throws {
        let (lint, metadata) = try run(example.source)
        #expect(!lint.contains(where: MetadataExportHalt.halts))
        let reported = metadata.report.report?.content.findings ?? []
        #expect(!reported.contains { $0.severity == .error }, "\(reported.map(\.message))")
        #expect(metadata.report.exitStatus == 0)
        #expect(metadata.files.map(\.name) == ["extract.actionsdata", "version.json"])
        // The warnings of the rules that run in both are the same.
        let shared = lint.filter { MetadataExportHalt.ruleIdentifiers.contains($0.ruleIdentifier) }
        #expect(Self.places(reported.filter { MetadataExportHalt.ruleIdentifiers.contains($0.ruleIdentifier) }) == Self.places(shared))
    }

    /// The table names rules that exist, each an error by default, and every rule whose error says
    /// the build stops exporting is in it: the two cannot drift apart.
    @Test func theTableAndTheRulesAgree() {
        let descriptions = Dictionary(uniqueKeysWithValues: RuleRegistry.allDescriptions.map { ($0.identifier, $0) })
        for identifier in MetadataExportHalt.ruleIdentifiers {
            #expect(descriptions[identifier]?.severity == .error, "\(identifier)")
        }
        for (identifier, description) in descriptions where !MetadataExportHalt.ruleIdentifiers.contains(identifier) {
            let rationale = description.rationale.lowercased()
            #expect(!(description.severity == .error && rationale.contains("halting error produced during export")), "\(identifier) says the export halts")
        }
    }

    /// A suppressed halting finding is not reported by either, and `metadata` then writes the
    /// file without the record it could not read, saying so.
    @Test func aSuppressionSilencesBoth() throws {
        let source = """
            import AppIntents
            struct OrderSoup: AppIntent {
                // lint-intents:disable:next non-constant-metadata
                static var title: LocalizedStringResource { makeTitle() }
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Kept: AppIntent {
                static let title: LocalizedStringResource = "Kept"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let (lint, metadata) = try run(source)
        #expect(!lint.contains(where: MetadataExportHalt.halts))
        #expect(metadata.report.exitStatus == 0)
        let reported = metadata.report.report?.content.findings ?? []
        #expect(reported.map(\.ruleIdentifier) == ["metadata-left-out"])
        #expect(reported.first?.message.contains("`OrderSoup` is left out: its title is not a compile-time constant") == true)
    }
}
