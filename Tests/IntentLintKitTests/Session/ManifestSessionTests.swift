import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintEngine
import IntentLintTestSupport

/// The manifest-only path: manifests without running a rule.
@Suite struct ManifestSessionTests {
    @Test func manifestsOnlyRunsNoRule() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        // A suppression that suppresses nothing is a finding of its own whenever rules run.
        try folder.write(SessionSources.course() + "\n// lint-intents:disable:next duplicate-query-name\nlet x = 1\n", to: "App/Course.swift")
        let options = LintRun.Options(configuration: Configuration(directory: folder.path), jobs: 2)
        let discovered = try LintRun.modules([folder.path + "/App"], options: options, workingDirectory: folder.path)

        let linted = LintRun.run(discovered, options: options)
        #expect(Set(linted.findings.map(\.ruleIdentifier)) == ["phrase-missing-app-name", "non-string-app-enum", "unused-suppression"])

        let manifestsOnly = LintRun.run(discovered, options: options, mode: .manifestsOnly)
        #expect(manifestsOnly.findings.isEmpty)
        #expect(manifestsOnly.modules.allSatisfy { $0.findings.isEmpty })
        // The manifest is the one linting builds.
        #expect(manifestsOnly.modules.map { $0.manifest.json.serialized() } == linted.modules.map { $0.manifest.json.serialized() })
    }

    @Test func theSessionSelectsOneModuleOrEach() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "Orders/Shortcuts.swift")
        try folder.write(SessionSources.course(), to: "Menu/Course.swift")
        let list = try SessionSources.writeModuleList([
            .init(name: "Orders", kind: "app", files: ["Orders/Shortcuts.swift"], localizationFiles: []),
            .init(name: "Menu", kind: "library", files: ["Menu/Course.swift"], localizationFiles: []),
        ], in: folder)
        let session = try SessionSources.session(in: folder)

        let one = try session.manifests(ManifestRequest(modules: .paths(["Orders"])))
        #expect(one.messages.isEmpty)
        #expect(one.manifests.map(\.module) == ["Orders"])
        #expect(one.manifests.first?.contents.contains("\"OrderSoup\"") == true)

        let each = try session.manifests(ManifestRequest(modules: .moduleList(list), selection: .eachModule))
        #expect(each.manifests.map(\.fileName) == ["Orders.manifest.json", "Menu.manifest.json"])

        let named = try session.manifests(ManifestRequest(modules: .moduleList(list), selection: .module(named: "Menu")))
        #expect(named.manifests.map(\.module) == ["Menu"])
        #expect(throws: UsageError.self) { try session.manifests(ManifestRequest(modules: .moduleList(list))) }
    }

    /// What the system sees for an app holds what the app links statically: the build merges
    /// a static library's App Intents into the app's own metadata, with no AppIntentsPackage.
    /// At a root of several modules, `manifest` writes every app's, as one document.
    @Test func anAppsManifestHoldsWhatItLinksStaticallyAndARootHoldsEveryApp() throws {
        let session = try LintSession(LintSession.Settings(jobs: 2, workingDirectory: Fixtures.directory + "/Projects/KitchenSuite"))
        let pantry = try session.manifests(ManifestRequest(selection: .app(named: "Pantry")))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(pantry.manifests[0].contents.utf8)) as? [String: Any])
        #expect((document["modules"] as? [[String: Any]])?.map { "\($0["id"]!) \($0["linkedStatically"] as? Bool ?? false)" } == [
            "project.yml:Pantry false", "Packages/MealKit/Package.swift:MealKit true",
        ])
        #expect((document["actions"] as? [String: Any])?.keys.sorted() == ["MealKit.LogMealIntent", "Pantry.CheckPantryIntent"])
        #expect((document["enums"] as? [[String: Any]])?.map { $0["module"] as? String } == ["MealKit"])
        #expect((document["incomplete"] as? [String]) == [])

        let root = try session.manifests(ManifestRequest())
        #expect(root.manifests.count == 1)
        let apps = try #require(try JSONSerialization.jsonObject(with: Data(root.manifests[0].contents.utf8)) as? [String: Any])
        #expect((apps["apps"] as? [[String: Any]])?.map { $0["app"] as? String } == ["Pantry", "Groceries"])
        #expect(root.messages.map(\.text) == ["note: found 4 modules in 2 apps (Pantry, Groceries): wrote each app's manifest; --app NAME writes one, --module NAME one module's"])
        // Each one validates against docs/manifest.schema.json, as the module manifests do.
        let problems = try JSONSchemaValidator.problems(in: [pantry.manifests[0].contents, root.manifests[0].contents],
                                                        schema: SessionManifestSchemaTests.schemaPath)
        #expect(problems == [[], []])
    }

    /// A linked module whose linkage a static reading cannot settle may or may not be merged:
    /// the app's manifest says so in `incomplete`, rather than guessing.
    @Test func aLinkedModuleOfUnknownLinkageIsIncomplete() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            name: App
            packages:
              Kit: {path: Kit}
            targets:
              App: {type: application, platform: iOS, sources: [App], dependencies: [{package: Kit}]}
            """, to: "project.yml")
        try folder.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", type: .dynamic, targets: ["Kit"]), .library(name: "KitStatic", targets: ["Kit"])],
                                  targets: [.target(name: "Kit")])
            """, to: "Kit/Package.swift")
        try folder.write(SessionSources.course(), to: "Kit/Sources/Kit/Course.swift")
        try folder.write("struct A {}\n", to: "App/A.swift")
        let outcome = try SessionSources.session(in: folder).manifests(ManifestRequest(selection: .app(named: "App")))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.manifests[0].contents.utf8)) as? [String: Any])
        #expect(document["incomplete"] as? [String] == [
            "`Kit` [Kit/Package.swift:Kit]: how the app links it is not known, so whether the build merges its App Intents into the app's is not either",
        ])
        #expect((document["enums"] as? [Any])?.isEmpty == true)
    }

    /// A project file that cannot be read is still said when choosing the module then fails.
    @Test func whatWasSaidBeforeAnErrorIsKept() throws {
        let folder = try ScratchFolder()
        try folder.write("// !$*UTF8*$!\n{ objects = {", to: "Broken.xcodeproj/project.pbxproj")
        try folder.write(SessionSources.course(), to: "Course.swift")
        do {
            _ = try SessionSources.session(in: folder).manifests(ManifestRequest(selection: .module(named: "Nope")))
            Issue.record("expected an error")
        } catch let stopped as StoppedRun {
            #expect(stopped.messages.first?.text.hasPrefix("Broken.xcodeproj/project.pbxproj:2:13: warning:") == true)
            #expect(stopped.error is UsageError)
        }
    }
}
