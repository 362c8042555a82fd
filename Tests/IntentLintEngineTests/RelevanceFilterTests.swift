import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintSyntax
@testable import IntentLintDiscovery
@testable import IntentLintManifest
@testable import IntentLintRules
@testable import IntentLintEngine
import IntentLintTestSupport

/// Skipping the full scan of files that cannot matter must never change a manifest or a
/// finding: every fixture module gives the same results either way, and App Intents facts
/// spread over files without a single App Intents name are still found.
@Suite struct RelevanceFilterTests {
    struct Outcome: Equatable {
        var manifest: String
        var findings: [String]
        var scannedFiles: Int
    }

    static func lint(_ folder: String, moduleName: String, scanEveryFile: Bool) throws -> Outcome {
        let inputs = try ModuleDiscovery.discover([folder]).modules[0].inputs
        let loaded = ModuleLoader.load(inputs, jobs: 2, scanEveryFile: scanEveryFile)
        let result = Linter().lint(ScannedModule(name: moduleName, files: loaded.files))
        return Outcome(manifest: result.manifest.json.serialized(),
                       findings: result.findings.map { "\($0.file):\($0.location): \($0.message) [\($0.ruleIdentifier)]" },
                       scannedFiles: loaded.files.count)
    }

    static let fixtureModules: [String] = {
        ["Apps", "Oracle", "Lint", "Demo"].flatMap { group -> [String] in
            let folder = Fixtures.directory + "/" + group
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { FileSystem.kind(of: folder + "/" + $0) == .directory }.sorted().map { group + "/" + $0 }
        }
    }()

    @Test(arguments: fixtureModules)
    func fixturesGiveTheSameResultsWithAndWithoutSkipping(_ module: String) throws {
        let folder = Fixtures.directory + "/" + module
        let name = String(module.split(separator: "/").last!)
        let filtered = try Self.lint(folder, moduleName: name, scanEveryFile: false)
        let everything = try Self.lint(folder, moduleName: name, scanEveryFile: true)
        #expect(filtered.manifest == everything.manifest)
        #expect(filtered.findings == everything.findings)
    }

    @Test func factsSpreadOverFilesWithoutAppIntentsNamesAreFound() throws {
        let folder = try ScratchFolder()
        // The only file that names App Intents: a protocol of the module's own, an extension
        // adding a conformance, and an enum backed through a typealias.
        try folder.write("""
            import AppIntents
            protocol CatalogIntent: AppIntent {}
            extension Collection: AppEntity {}
            enum Sort: SortKey, AppEnum { case name, date }
            """, to: "AppIntentsGlue.swift")
        // No App Intents name in any of these.
        try folder.write("""
            struct OpenCollectionIntent: CatalogIntent {
                static var title: LocalizedStringResource = makeTitle()
            }
            """, to: "Intents/OpenCollection.swift")
        try folder.write("""
            struct Collection {
                var id: String
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Collection"
            }
            """, to: "Model/Collection.swift")
        try folder.write("typealias SortKey = Int\n", to: "Model/SortKey.swift")
        try folder.write("""
            enum Catalog {
                static func collections(_ names: [String]) -> [Collection] {
                    names.enumerated().map { Collection(id: "\\($0.offset)") }
                }
            }
            """, to: "Model/Catalog.swift")
        // Unrelated code: skipped.
        try folder.write("struct Formatter { func format(_ value: Int) -> String { String(value) } }\n", to: "Util/Formatter.swift")

        let filtered = try Self.lint(folder.path, moduleName: "Catalog", scanEveryFile: false)
        let everything = try Self.lint(folder.path, moduleName: "Catalog", scanEveryFile: true)
        #expect(filtered == Outcome(manifest: everything.manifest, findings: everything.findings, scannedFiles: 5))
        #expect(everything.scannedFiles == 6)
        let rules = Set(filtered.findings.map { String($0.split(separator: "[").last!.dropLast()) })
        #expect(rules == ["non-constant-metadata", "non-string-app-enum", "index-based-entity-id"])
    }

    /// Three rounds: the protocol's file names App Intents; the intent's file names only the
    /// protocol; the extension's file names only the intent, which is App Intents code only
    /// through the protocol declared in the first file.
    @Test func namesFoundInALaterRoundKeepWhatEarlierRoundsFound() throws {
        let folder = try ScratchFolder()
        try folder.write("import AppIntents\nprotocol CatalogIntent: AppIntent {}\n", to: "A.swift")
        try folder.write("struct OpenCollection: CatalogIntent {}\n", to: "B.swift")
        try folder.write("""
            extension OpenCollection {
                static var title: LocalizedStringResource = makeTitle()
            }
            """, to: "C.swift")
        let filtered = try Self.lint(folder.path, moduleName: "Catalog", scanEveryFile: false)
        let everything = try Self.lint(folder.path, moduleName: "Catalog", scanEveryFile: true)
        #expect(filtered == everything)
        #expect(filtered.scannedFiles == 3)
        #expect(filtered.findings.count == 1)
        #expect(filtered.findings.first?.contains("/C.swift:2:") == true)
    }

    /// What an App Intents type conforms to or is backed by matters where a file declares or
    /// extends it (the protocol's extension gives the type a member), not where code uses it:
    /// most of an app says `Int`, `String` or `Sendable` somewhere. The type's own outermost
    /// name matters wherever it is named.
    @Test func conformancesCountWhereDeclaredOrExtendedOnly() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            import AppIntents
            struct Book: AppEntity, Sendable, Describable {
                var id: String
                static var defaultQuery = BookQuery()
                var displayRepresentation: DisplayRepresentation { "Book" }
                enum Shelf: Int, AppEnum { case top, bottom }
            }
            """, to: "Book.swift")
        // Declares or extends a conformance: read.
        try folder.write("protocol Describable {}\n", to: "Describable.swift")
        try folder.write("""
            extension Describable {
                static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: makeName()) }
            }
            """, to: "DescribableDefaults.swift")
        try folder.write("extension\n    Int { var doubled: Int { self * 2 } }\n", to: "IntHelpers.swift")
        // Names the entity, through its nested enum: read.
        try folder.write("func shelve(_ shelf: Book.Shelf) {}\n", to: "Shelving.swift")
        // Uses the conformances and a nested name, declares and extends none of them: skipped.
        try folder.write("""
            struct Cache: Sendable { var counts: [Int] = []; func describe(_ item: any Describable) -> String { "" } }
            let shelf: Shelf? = nil
            """, to: "Cache.swift")
        let filtered = try Self.lint(folder.path, moduleName: "Library", scanEveryFile: false)
        let everything = try Self.lint(folder.path, moduleName: "Library", scanEveryFile: true)
        #expect(filtered == Outcome(manifest: everything.manifest, findings: everything.findings, scannedFiles: 5))
        #expect(everything.scannedFiles == 6)
        #expect(filtered.findings.contains { $0.hasSuffix("[inherited-metadata]") })
    }

    @Test func declaredNamesCountOnlyAfterAKeywordThatDeclaresOrExtends() {
        let mentions = NameMentions(["Book"], declaredNames: ["Int", "Kind"])
        func occur(_ text: String) -> Bool { Array(text.utf8).withUnsafeBufferPointer { mentions.occur(in: $0) } }
        for declaring in ["extension Int {}", "struct Kind {}", "enum  Kind: String {}", "class\nKind {}", "actor Kind {}",
                          "protocol Kind {}", "typealias Kind = String", "final class Kind {}", "x; extension Int: P {}",
                          "enum `Kind` {}"] {
            #expect(occur(declaring), "\(declaring)")
        }
        for using in ["let x: Int = 1", "func f() -> Kind", "Kind.self", "case Kind", "extension Array where Element == Int {}",
                      "extension Outer.Kind {}", "structKind", "// Int", "ext Int", "let `Kind` = 1", "`Kind`"] {
            #expect(!occur(using), "\(using)")
        }
        #expect(occur("let book = Book()"))
        // As above, without the capitals' fast path: a name that starts lowercase.
        let lowercase = NameMentions(["book"], declaredNames: ["kind"])
        #expect(Array("struct kind {}".utf8).withUnsafeBufferPointer { lowercase.occur(in: $0) })
        #expect(!Array("let kind = 1".utf8).withUnsafeBufferPointer { lowercase.occur(in: $0) })
    }

    /// The view that handles a navigation intent names the intent and nothing of App Intents;
    /// it is read all the same, since the intent is App Intents code, so the app's intent is
    /// handled with skipping as without.
    @Test func aViewThatHandlesAnIntentIsRead() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            import AppIntents
            struct OpenTrailIntent: OpenIntent, TargetContentProvidingIntent {
                static let title: LocalizedStringResource = "Open Trail"
                @Parameter(title: "Trail") var target: TrailEntity
            }
            struct ShowMapIntent: TargetContentProvidingIntent {
                static let title: LocalizedStringResource = "Show Map"
            }
            """, to: "Intents.swift")
        try folder.write("""
            import SwiftUI
            struct TrailsView: View {
                @State private var path: [Trail] = []
                var body: some View {
                    NavigationStack(path: $path) { TrailList() }
                        .onAppIntentExecution(OpenTrailIntent.self) { intent in path.append(intent.target.trail) }
                }
            }
            """, to: "TrailsView.swift")
        func findings(scanEveryFile: Bool) throws -> [String] {
            let inputs = try ModuleDiscovery.discover([folder.path]).modules[0].inputs
            let loaded = ModuleLoader.load(inputs, jobs: 2, scanEveryFile: scanEveryFile)
            #expect(loaded.files.count == 2)
            return Linter().lint(ScannedModule(name: "Trails", files: loaded.files, kind: .app)).findings
                .filter { $0.ruleIdentifier == "unhandled-navigation-intent" }.map { "\(Paths.lastComponent($0.file)):\($0.location.line)" }
        }
        let filtered = try findings(scanEveryFile: false)
        #expect(filtered == (try findings(scanEveryFile: true)))
        #expect(filtered == ["Intents.swift:6"])
    }

    /// `index-based-entity-id` reports an entity whose every initializer gives `id` a new UUID
    /// unless code in the module writes an `id`. Reading ids through a key path writes none, and a
    /// file the filter never scans (no App Intents name, nothing the App Intents code declares)
    /// counts as little with `--scan-every-file` as without: adding `Mode.swift`, an App Intents
    /// enum that `B.swift` names, makes the filter scan `B.swift`, and leaves the finding as it is.
    @Test func writesToAnIDCountTheSameWithAndWithoutSkipping() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            import AppIntents
            struct StateResult: AppEntity {
                var id: UUID
                var glucose: String
                init(glucose: String) {
                    id = UUID()
                    self.glucose = glucose
                }
            }
            struct StateQuery: EntityQuery {
                func entities(for identifiers: [UUID]) async throws -> [StateResult] { [StateResult(glucose: "5.4")] }
            }
            """, to: "A.swift")
        try folder.write("""
            func sync(_ mode: Mode) {
                func delete(names: [String]?) {}
                load(withIDs: events.map(\\.id))
            }
            """, to: "B.swift")
        try folder.write("func restore(_ record: inout Record, from stored: Record) { record.id = stored.id }\n", to: "Restore.swift")
        let withoutMode = try Self.lint(folder.path, moduleName: "Glucose", scanEveryFile: false)
        let withoutModeEverything = try Self.lint(folder.path, moduleName: "Glucose", scanEveryFile: true)
        #expect(withoutMode.scannedFiles == 1 && withoutModeEverything.scannedFiles == 3)
        #expect(withoutMode.findings == withoutModeEverything.findings)
        try folder.write("""
            import AppIntents
            enum Mode: String { case closed, open }
            extension Mode: AppEnum {}
            """, to: "Mode.swift")
        let filtered = try Self.lint(folder.path, moduleName: "Glucose", scanEveryFile: false)
        let everything = try Self.lint(folder.path, moduleName: "Glucose", scanEveryFile: true)
        #expect(filtered.scannedFiles == 3 && everything.scannedFiles == 4)
        #expect(filtered.findings == everything.findings)
        for outcome in [withoutMode, filtered] {
            let reported = outcome.findings.filter { $0.hasSuffix("[index-based-entity-id]") }
            #expect(reported.count == 1 && reported.allSatisfy { $0.contains("A.swift:6:9: `id = UUID()`: every initializer of entity `StateResult`") },
                    "\(reported)")
        }
    }

    @Test func aFileWithOnlyASuppressionCommentIsStillChecked() throws {
        let folder = try ScratchFolder()
        try folder.write("// lint-intents:disable:next non-constant-metadat\nstruct Plain {}\n", to: "Plain.swift")
        let filtered = try Self.lint(folder.path, moduleName: "App", scanEveryFile: false)
        #expect(filtered.findings.count == 1)
        #expect(filtered.findings.first?.hasSuffix("[invalid-suppression]") == true)
    }

    @Test func nameMentionsMatchWholeIdentifiersOnly() {
        let mentions = NameMentions(["AppEntity", "SortKey"])
        func occur(_ text: String) -> Bool { Array(text.utf8).withUnsafeBufferPointer { mentions.occur(in: $0) } }
        #expect(occur("extension Soup: AppEntity {}"))
        #expect(occur("// uses SortKey"))
        #expect(occur("x:AppEntity"))
        #expect(!occur("struct AppEntityCache {}"))
        #expect(!occur("let sortKey = 1; let MySortKey = 2"))
        #expect(!occur("1SortKey"))
        #expect(NameMentions([]).isEmpty)
    }

    /// The App Intents names all start with a capital, and the filter reads only the identifiers
    /// that do: it must answer as a pass over every identifier does, wherever a name or a
    /// `lint-intents:` comment falls (the first byte, the last bytes, across an eight-byte word,
    /// after a digit, `_` or non-ASCII byte that makes it part of a longer identifier).
    @Test func theAppIntentsFilterAnswersAsAPassOverEveryIdentifier() throws {
        let markers = NameMentions(AppIntentsFamily.markerNames, includingDirectives: true)
        var texts = ["AppIntent", "AppIntent ", " AppIntent", "xAppIntent", "AppIntentx", "_AppIntent", "1AppIntent", "éAppIntent",
                     "lint-intents:disable", "xlint-intents:", "// lint-intents:", "lint-intents", "lint-intent:", "a-lint-intents:",
                     "struct S: AppEnum {}", "let x: Int = 1", "AppEnu", "", "A", "l", "-", "struct Soup: EntityQuery, AppShortcutsProvider"]
        // Every position of a name and a comment in text that is otherwise no App Intents code.
        let filler = "struct Store { let items: [Int] = []; func load() -> String { \"x\" } }"
        for name in ["AppEntity", "UnionValue", "lint-intents:disable", "AppIntents"] {
            for position in 0...filler.utf8.count {
                let index = filler.utf8.index(filler.utf8.startIndex, offsetBy: position)
                texts.append(String(filler[..<index]) + name + String(filler[index...]))
            }
        }
        var fixtureTexts = 0
        for module in Self.fixtureModules {
            for file in FileSystem.swiftFiles(under: Fixtures.directory + "/" + module) {
                texts.append(try String(contentsOfFile: file, encoding: .utf8))
                fixtureTexts += 1
            }
        }
        #expect(fixtureTexts > 20)
        var mentioned = 0
        for text in texts {
            let bytes = Array(text.utf8)
            let (fast, everyIdentifier) = bytes.withUnsafeBufferPointer { (markers.occurFromCapitals(in: $0), markers.occurInAnyIdentifier(in: $0)) }
            #expect(fast == everyIdentifier, "\(text.prefix(80))")
            if fast { mentioned += 1 }
        }
        // Both answers come up, many times.
        #expect(mentioned > 100 && mentioned < texts.count - 100)
    }

    /// A file that only registers dependencies names no App Intents protocol: the filter scans it
    /// anyway, and the scanner keeps it for the rule.
    @Test func aFileThatOnlyRegistersIsScanned() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            import AppIntents
            import SwiftUI
            @main
            struct TravelApp: App {
                init() { AppDependencyManager.shared.add { ModelData() } }
                var body: some Scene { WindowGroup { Text("Hi") } }
            }
            """, to: "TravelApp.swift")
        try folder.write("struct Formatter {}\n", to: "Formatter.swift")
        let filtered = try Self.lint(folder.path, moduleName: "Travel", scanEveryFile: false)
        #expect(filtered.scannedFiles == 1)
        let file = DeclarationScanner.scan("struct A { init() { AppDependencyManager.shared.add { B() } } }", path: "A.swift", codeBodies: .rules)
        #expect(file.keepsBytes(for: .dependencyRegistrations) && file.bytesOfCodeBodies != nil)
        #expect(!DeclarationScanner.scan("struct A { init() { b = B() } }", path: "A.swift", codeBodies: .rules).keepsBytes(for: .dependencyRegistrations))
        // Named outside any body (a stored property), the file is kept all the same.
        let stored = DeclarationScanner.scan("struct A { let manager: AppDependencyManager }", path: "A.swift", codeBodies: .rules)
        #expect(stored.keepsBytes(for: .dependencyRegistrations) && stored.bytesOfCodeBodies != nil)
    }
}
