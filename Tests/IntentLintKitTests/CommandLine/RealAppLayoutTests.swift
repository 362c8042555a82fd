import Foundation
import Testing
@testable import IntentLintKit
import IntentLintTestSupport

/// An Xcode project laid out as real apps are: the project in `App/`, a target's sources and a
/// local package beside it (`../Shared`, `../Packages/RoutesKit`), two targets building a module
/// `Shared` (iOS and watchOS), an embedded extension and a remote package. It is
/// `Fixtures/Projects/TravelApp` with its `Shared` folder and package moved out of the project's
/// folder. Every path lint-intents shows or writes starts at the folder named, so the output is
/// the same on every machine, and the Xcode input file list comes from the modules, not from
/// text meant for people.
@Suite(.serialized) struct RealAppLayoutTests {
    /// A scratch copy of the layout: `Repo/App/TravelApp.xcodeproj`, `Repo/Shared`, `Repo/Packages`.
    private func withRepository(_ body: (ExecutableRunner, _ app: String) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        let repository = runner.folder.appendingPathComponent("Repo")
        let app = repository.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.directory + "/Projects/TravelApp", toPath: app.path)
        for folder in ["Shared", "Packages"] {
            try FileManager.default.moveItem(at: app.appendingPathComponent(folder), to: repository.appendingPathComponent(folder))
        }
        let project = app.appendingPathComponent("TravelApp.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: project, encoding: .utf8)
        text = text.replacingOccurrences(of: "relativePath = Packages/RoutesKit;", with: "relativePath = ../Packages/RoutesKit;")
            .replacingOccurrences(of: "path = Shared;", with: "path = ../Shared;")
        try text.write(to: project, atomically: true, encoding: .utf8)
        try body(runner, "Repo/App")
    }

    private func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    @Test func modulesShowPathsFromTheFolderNamedNeverTheMachines() throws {
        try withRepository { runner, app in
            let listed = try runner.run(["modules", app])
            #expect(listed.status == 0, "\(listed.errors)")
            #expect(listed.output.contains("""
                Shared (framework, iOS) [TravelApp.xcodeproj:Shared iOS] from Repo/App/TravelApp.xcodeproj: 1 Swift file
                  Repo/Shared/Formatting.swift
                """))
            #expect(listed.output.contains("  not followed: product `RoutesKit` of the package at ../Packages/RoutesKit, which was not linted"))
            #expect(!listed.output.contains(runner.folder.path), "\(listed.output)")

            // Named by its absolute path, from a folder beside it, it is shown as named.
            try FileManager.default.createDirectory(atPath: runner.folder.path + "/Elsewhere", withIntermediateDirectories: true)
            let absolute = runner.folder.path + "/" + app
            let named = try runner.run(["modules", "--summary", absolute], in: "Elsewhere")
            #expect(named.output.contains("[TravelApp.xcodeproj:TravelKit] from \(absolute)/TravelApp.xcodeproj: 2 Swift files"), "\(named.output)")

            // From inside the project: the files beside it are `../`, as a shell would write them.
            let inside = try runner.run(["modules", "--module", "Shared iOS", "."], in: app)
            #expect(inside.output.contains("\n  ../Shared/Formatting.swift\n"), "\(inside.output)")
            #expect(!inside.output.contains(runner.folder.path))

            let appManifest = try runner.run(["manifest", "--app", "TravelApp", app])
            #expect(appManifest.status == 0, "\(appManifest.errors)")
            #expect(try json(appManifest.output)["incomplete"] as? [String] == [
                "product `RoutesKit` of the package at ../Packages/RoutesKit, which was not linted",
                "product `ChartsKit` of https://github.com/example/swift-charts-kit.git, a remote package not checked out among the folders linted",
            ])
            let shared = try runner.run(["manifest", "--module", "TravelApp.xcodeproj:Shared iOS", app])
            #expect(!shared.output.contains(runner.folder.path), "\(shared.output)")
        }
    }

    @Test func theXcodeInputFileListIsTheTargetsFilesFromItsProjectFolder() throws {
        try withRepository { runner, app in
            let list = try runner.run(["modules", "--reporter", "xcfilelist", "--module", "TravelApp", "."], in: app)
            #expect(list.status == 0, "\(list.errors)")
            // The app's files only: what it depends on, embeds or cannot follow is no file.
            #expect(list.output == """
                $(SRCROOT)/App/FollowRouteIntent.swift
                $(SRCROOT)/App/OpenLandmarkIntent.swift
                $(SRCROOT)/App/PlanTripIntent.swift
                $(SRCROOT)/App/TravelAppPackage.swift
                $(SRCROOT)/App/TravelShortcuts.swift

                """)

            // Two targets build `Shared`: the name is ambiguous, the target's name or id is not.
            let ambiguous = try runner.run(["modules", "--reporter", "xcfilelist", "--module", "Shared", "."], in: app)
            #expect(ambiguous.status == 2)
            #expect(ambiguous.errors.contains("[TravelApp.xcodeproj:Shared iOS], Shared (watchOS) [TravelApp.xcodeproj:Shared watchOS]"))
            for name in ["Shared watchOS", "TravelApp.xcodeproj:Shared watchOS"] {
                let watch = try runner.run(["modules", "--reporter", "xcfilelist", "--module", name, "."], in: app)
                #expect(watch.status == 0, "\(watch.errors)")
                #expect(watch.output == "$(SRCROOT)/../Shared/Formatting.swift\n")
            }

            // The configuration that applies comes last, from the project's folder.
            try runner.write("Repo/.lint-intents.json", "{}")
            let configured = try runner.run(["modules", "--reporter", "xcfilelist", "--module", "TravelKit", "."], in: app)
            #expect(configured.output == "$(SRCROOT)/Kit/LandmarkEntity.swift\n$(SRCROOT)/Kit/TravelKitPackage.swift\n$(SRCROOT)/../.lint-intents.json\n")

            // $(SRCROOT) is the project's folder: named from elsewhere, the lines would be wrong.
            let above = try runner.run(["modules", "--reporter", "xcfilelist", "--module", "TravelKit", "Repo"])
            #expect(above.status == 2)
            #expect(above.errors.contains("name that folder, Repo/App, instead"), "\(above.errors)")
            let noModule = try runner.run(["modules", "--reporter", "xcfilelist", "."], in: app)
            #expect(noModule.status == 2)
            #expect(noModule.errors.contains("choose it with --module NAME or ID"))
        }
    }

    /// The places a finding names read as sentences: "is used by the parameter …", "by an App
    /// Shortcut …", never "by the an App Shortcut".
    @Test func relatedPlacesSayWhoUsesATypeInOneSentence() throws {
        try withRepository { runner, app in
            let run = try runner.run(["lint", "--reporter", "json", app])
            let findings = try json(run.output)["findings"] as? [[String: Any]] ?? []
            let missing = findings.first { $0["ruleId"] as? String == "app-intents-package-missing" }
            let related = (missing?["related"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
            #expect(related == ["`TripEntity` is used by the parameter `trip` of `PlanTripIntent` in `TravelApp`"], "\(run.output)")
        }
    }

    /// A folder of manifests holds what says something: a test target that declares no App
    /// Intents gets none (one asked for by name still does).
    @Test func aFolderOfManifestsLeavesOutTestTargetsThatDeclareNothing() throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try runner.write("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests", dependencies: ["Kit"])])
            """)
        try runner.write("Sources/Kit/Intent.swift", BadInputTests.cleanIntent)
        try runner.write("Tests/KitTests/KitTests.swift", "import XCTest\nfinal class KitTests: XCTestCase {}\n")
        for arguments in [["manifest", "--output-dir", "Manifests", "."], ["lint", "--manifest-output-dir", "Manifests", "."]] {
            try? FileManager.default.removeItem(atPath: runner.folder.path + "/Manifests")
            let run = try runner.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.errors)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: runner.folder.path + "/Manifests") == ["Kit.manifest.json"], "\(arguments)")
        }
        let asked = try runner.run(["manifest", "--module", "KitTests", "."])
        #expect(asked.status == 0 && asked.output.contains(#""module": "KitTests""#))
    }

    @Test func theSummaryFormIsOneLinePerModuleAndApp() throws {
        try withRepository { runner, app in
            let summary = try runner.run(["modules", "--summary", app])
            #expect(summary.status == 0, "\(summary.errors)")
            let lines = summary.output.split(separator: "\n")
            #expect(lines.prefix(7).allSatisfy { !$0.hasPrefix(" ") })
            #expect(lines[6] == "App TravelApp [TravelApp.xcodeproj:TravelApp]: 5 modules, and what could not be followed")
            // Then what could not be followed, each place once, and where the App Intents are.
            #expect(lines.dropFirst(7).joined(separator: "\n") == """
                Not followed: 2 of what the modules depend on
                  https://github.com/example/swift-charts-kit.git (a remote package not checked out among the folders linted)
                  ../Packages/RoutesKit (a local package or project not among the folders linted)
                Declare App Intents: 4 modules ('lint-intents manifest --module NAME' or '--app NAME' writes its manifest)
                  TravelApp [TravelApp.xcodeproj:TravelApp]: 3 intents, 1 AppIntentsPackage, App Shortcuts
                  TravelWidgets [TravelApp.xcodeproj:TravelWidgets]: 1 intent, 1 AppIntentsPackage
                  TravelKit [TravelApp.xcodeproj:TravelKit]: 1 entity, 1 query, 1 AppIntentsPackage
                  LegacyKit [TravelApp.xcodeproj:LegacyKit]: 1 entity, 1 query
                """, "\(summary.output)")
            let json = try runner.run(["modules", "--summary", "--reporter", "json", app])
            #expect(json.status == 2)
        }
    }
}
