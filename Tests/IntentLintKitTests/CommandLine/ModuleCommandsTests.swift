import Foundation
import Testing
@testable import IntentLintKit
import IntentLintTestSupport

/// `modules`, `manifest --module/--output-dir` and `lint --context` on the fixture projects, as
/// a user runs them.
@Suite(.serialized) struct ModuleCommandsTests {
    private let widgetApp = Fixtures.directory + "/Projects/WidgetApp"
    private let multiTargetKit = Fixtures.directory + "/Projects/MultiTargetKit"

    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// The value at a path of object keys.
    private func value(_ object: [String: Any], _ keys: String...) -> Any? {
        var current: Any? = object
        for key in keys { current = (current as? [String: Any])?[key] }
        return current
    }

    @Test func modulesListsEachTargetWithItsKindOriginAndFiles() throws {
        try withRunner { runner in
            let run = try runner.run(["modules", "--reporter", "json", widgetApp])
            #expect(run.status == 0, "\(run.errors)")
            let modules = try json(run.output)["modules"] as? [[String: Any]] ?? []
            #expect(modules.map { $0["name"] as? String } == ["WidgetApp", "WidgetAppWidgets"])
            #expect(modules.map { $0["kind"] as? String } == ["app", "app-extension"])
            #expect(modules.map { $0["origin"] as? String } == [widgetApp + "/WidgetApp.xcodeproj", widgetApp + "/WidgetApp.xcodeproj"])
            #expect(modules.last?["files"] as? [String] == [
                widgetApp + "/Shared/SharedIntent.swift", widgetApp + "/Synced/WidgetOnlyIntent.swift",
                widgetApp + "/Widgets/RefreshIntent.swift",
            ])
            let text = try runner.run(["modules", multiTargetKit])
            #expect(text.status == 0)
            #expect(text.output.split(separator: "\n").filter { !$0.hasPrefix("  ") } == [
                // The kind, the package's platforms, and the id: the manifest's path from the folder named, and the target.
                "IntentsKit (library, iOS, macOS) [Package.swift:IntentsKit] from \(multiTargetKit)/Package.swift: 2 Swift files",
                "kit_tool (executable, iOS, macOS) [Package.swift:kit-tool] from \(multiTargetKit)/Package.swift: 2 Swift files",
                "IntentsKitTests (test, iOS, macOS) [Package.swift:IntentsKitTests] from \(multiTargetKit)/Package.swift: 1 Swift file",
            ])
            // What kit-tool `exclude:`s is left out on purpose, so it is not "in no target".
            #expect(!text.output.contains("In no target") && !text.output.contains("Legacy.swift") && !text.output.contains("Draft.swift"))
        }
    }

    /// Tuist, XcodeGen and Bazel projects, each copied into the scratch folder so that paths
    /// read as a user in the project's parent folder would see them: ids from the folder named,
    /// "from" the project file, the folder module and the warning for what could not be read.
    @Test(arguments: ["Tuist", "XcodeGen", "Bazel"])
    func modulesOfEveryProjectKind(kind: String) throws {
        try withRunner { runner in
            try FileManager.default.copyItem(atPath: Fixtures.directory + "/Projects/" + kind, toPath: runner.folder.path + "/" + kind)
            let run = try runner.run(["modules", kind])
            #expect(run.status == 0)
            #expect(run.output == ModuleCommandsTests.expectedModules[kind], "\(run.output)")
            #expect(run.errors == ModuleCommandsTests.expectedWarnings[kind])
            let json = try json(try runner.run(["modules", "--reporter", "json", kind]).output)
            let modules = json["modules"] as? [[String: Any]] ?? []
            #expect(modules.allSatisfy { ($0["origin"] as? String)?.hasPrefix(kind + "/") == true || $0["kind"] as? String == "folder" })
            #expect((json["warnings"] as? [String])?.count == 1)
        }
    }

    private static let expectedWarnings = [
        "Tuist": "Tuist/Modules/Broken/Project.swift:4: warning: cannot read it (`let project = Project.framework(name: \"Broken\", dependencies: [.target(…` is not `Project(…)`: a helper function whose result a static reading cannot know); its Swift files are linted as one folder module\n",
        "XcodeGen": "XcodeGen/Broken/project.yml:7: warning: cannot read it (a tab indents this line; YAML indents with spaces); its Swift files are linted as one folder module\n",
        "Bazel": "Bazel/Broken/BUILD.bazel:4: warning: cannot read it (`app_library` is a macro loaded from //tools:swift.bzl, whose targets a static reading cannot know); the Swift files of its package are linted as one folder module\n",
    ]

    private static let expectedModules = [
        "Tuist": """
            RoutesKit (library, iOS) [Packages/RoutesKit/Package.swift:RoutesKit] from Tuist/Packages/RoutesKit/Package.swift: 1 Swift file
              Tuist/Packages/RoutesKit/Sources/RoutesKit/RouteEntity.swift
            Profile (framework, iOS) [Modules/Profile/Project.swift:Profile] from Tuist/Modules/Profile/Project.swift: 1 Swift file
              Tuist/Modules/Profile/Sources/ProfileEntity.swift
            TravelPlanner (app, iOS) [TravelPlanner/Project.swift:TravelPlanner] from Tuist/TravelPlanner/Project.swift: 3 Swift files, 1 strings file
              Tuist/TravelPlanner/Targets/App/Sources/Package.swift
              Tuist/TravelPlanner/Targets/App/Sources/PlanTripIntent.swift
              Tuist/TravelPlanner/Targets/App/Sources/TravelShortcuts.swift
              Tuist/TravelPlanner/Targets/App/Resources/en.lproj/AppShortcuts.strings
              depends on: TravelPlanner/Project.swift:TravelPlannerWidgets, TravelPlanner/Project.swift:TravelKit, Modules/Profile/Project.swift:Profile, Packages/RoutesKit/Package.swift:RoutesKit
              embeds: TravelPlanner/Project.swift:TravelPlannerWidgets, TravelPlanner/Project.swift:TravelKit
              not followed: product `Collections` of a package Tuist/Package.swift names: none linted declares it, and https://github.com/apple/swift-collections is not checked out among the folders linted
            TravelPlannerWidgets (app-extension, iOS) [TravelPlanner/Project.swift:TravelPlannerWidgets] from Tuist/TravelPlanner/Project.swift: 1 Swift file
              Tuist/TravelPlanner/Targets/Widgets/Sources/LandmarkWidgetIntent.swift
              depends on: TravelPlanner/Project.swift:TravelKit
            TravelKit (framework, iOS) [TravelPlanner/Project.swift:TravelKit] from Tuist/TravelPlanner/Project.swift: 1 Swift file
              Tuist/TravelPlanner/Targets/Kit/Sources/LandmarkEntity.swift
            TravelPlannerTests (test, iOS) [TravelPlanner/Project.swift:TravelPlannerTests] from Tuist/TravelPlanner/Project.swift: 1 Swift file
              Tuist/TravelPlanner/Targets/App/Tests/PlanTripIntentTests.swift
              depends on: TravelPlanner/Project.swift:TravelPlanner
            Tuist (folder) [.] from Tuist: 1 Swift file
              Tuist/Modules/Broken/Sources/ArchiveTripIntent.swift
            App TravelPlanner [TravelPlanner/Project.swift:TravelPlanner]: 5 modules, and what could not be followed
              TravelPlanner/Project.swift:TravelPlanner (app)
              TravelPlanner/Project.swift:TravelPlannerWidgets (extension)
              TravelPlanner/Project.swift:TravelKit (linked)
              Modules/Profile/Project.swift:Profile (linked)
              Packages/RoutesKit/Package.swift:RoutesKit (linked)
              not followed: product `Collections` of a package Tuist/Package.swift names: none linted declares it, and https://github.com/apple/swift-collections is not checked out among the folders linted

            """,
        "XcodeGen": """
            RoutesKit (library, iOS) [TravelPlanner/Packages/RoutesKit/Package.swift:RoutesKit] from XcodeGen/TravelPlanner/Packages/RoutesKit/Package.swift: 1 Swift file
              XcodeGen/TravelPlanner/Packages/RoutesKit/Sources/RoutesKit/RouteEntity.swift
            TravelPlannerWidgets (app-extension, iOS) [TravelPlanner/project.yml:TravelPlannerWidgets] from XcodeGen/TravelPlanner/project.yml: 1 Swift file
              XcodeGen/TravelPlanner/Widgets/LandmarkWidgetIntent.swift
              depends on: TravelPlanner/project.yml:TravelKit
            TravelKit (framework, iOS, macOS) [TravelPlanner/project.yml:TravelKit] from XcodeGen/TravelPlanner/project.yml: 1 Swift file
              XcodeGen/TravelPlanner/Kit/LandmarkEntity.swift
            TravelPlanner (app, iOS) [TravelPlanner/project.yml:TravelPlanner] from XcodeGen/TravelPlanner/project.yml: 2 Swift files, 1 strings file
              XcodeGen/TravelPlanner/App/PlanTripIntent.swift
              XcodeGen/TravelPlanner/App/TravelShortcuts.swift
              XcodeGen/TravelPlanner/App/en.lproj/AppShortcuts.strings
              depends on: TravelPlanner/project.yml:TravelPlannerWidgets, TravelPlanner/project.yml:TravelKit, TravelPlanner/Packages/RoutesKit/Package.swift:RoutesKit
              embeds: TravelPlanner/project.yml:TravelPlannerWidgets, TravelPlanner/project.yml:TravelKit
              not followed: product `OrderedCollections` of https://github.com/apple/swift-collections, a remote package not checked out among the folders linted
            TravelPlannerTests (test, iOS) [TravelPlanner/project.yml:TravelPlannerTests] from XcodeGen/TravelPlanner/project.yml: 1 Swift file
              XcodeGen/TravelPlanner/Tests/PlanTripIntentTests.swift
              depends on: TravelPlanner/project.yml:TravelPlanner
            XcodeGen (folder) [.] from XcodeGen: 1 Swift file
              XcodeGen/Broken/Sources/ArchiveTripIntent.swift
            App TravelPlanner [TravelPlanner/project.yml:TravelPlanner]: 4 modules, and what could not be followed
              TravelPlanner/project.yml:TravelPlanner (app)
              TravelPlanner/project.yml:TravelPlannerWidgets (extension)
              TravelPlanner/project.yml:TravelKit (linked)
              TravelPlanner/Packages/RoutesKit/Package.swift:RoutesKit (linked)
              not followed: product `OrderedCollections` of https://github.com/apple/swift-collections, a remote package not checked out among the folders linted

            """,
        "Bazel": """
            TravelPlanner (app, iOS) [App/BUILD.bazel:TravelPlanner] from Bazel/App/BUILD.bazel: 2 Swift files, 1 strings file
              Bazel/App/Sources/PlanTripIntent.swift
              Bazel/App/Sources/TravelShortcuts.swift
              Bazel/App/Resources/en.lproj/AppShortcuts.strings
              depends on: Kit/BUILD.bazel:TravelKitFramework, App/BUILD.bazel:TravelPlannerWidgets
              embeds: App/BUILD.bazel:TravelPlannerWidgets, Kit/BUILD.bazel:TravelKitFramework
              not followed: `@swift_collections//:OrderedCollections`, a target of the external repository @swift_collections, which lint-intents does not read
            TravelPlannerWidgets (app-extension, iOS) [App/BUILD.bazel:TravelPlannerWidgets] from Bazel/App/BUILD.bazel: 1 Swift file
              Bazel/App/Widgets/LandmarkWidgetIntent.swift
              depends on: Kit/BUILD.bazel:TravelKitFramework
            App_TravelPlannerTestsLib (test, iOS) [App/BUILD.bazel:TravelPlannerTests] from Bazel/App/BUILD.bazel: 1 Swift file
              Bazel/App/Tests/PlanTripIntentTests.swift
              depends on: App/BUILD.bazel:TravelPlanner
            Kit_TravelKit (framework, iOS) [Kit/BUILD.bazel:TravelKitFramework] from Bazel/Kit/BUILD.bazel: 1 Swift file
              Bazel/Kit/LandmarkEntity.swift
            Bazel (folder) [.] from Bazel: 1 Swift file
              Bazel/Broken/ArchiveTripIntent.swift
            App TravelPlanner [App/BUILD.bazel:TravelPlanner]: 3 modules, and what could not be followed
              App/BUILD.bazel:TravelPlanner (app)
              App/BUILD.bazel:TravelPlannerWidgets (extension)
              Kit/BUILD.bazel:TravelKitFramework (linked)
              not followed: `@swift_collections//:OrderedCollections`, a target of the external repository @swift_collections, which lint-intents does not read

            """,
    ]

    @Test func manifestOfSeveralModulesNeedsAChoice() throws {
        try withRunner { runner in
            // At a root of several modules, the manifest of every app found, as one document.
            let run = try runner.run(["manifest", widgetApp])
            #expect(run.status == 0, "\(run.errors)")
            let document = try json(run.output)
            #expect((document["apps"] as? [[String: Any]])?.map { $0["app"] as? String } == ["WidgetApp"])
            #expect(run.errors == "note: found 2 modules in 1 app (WidgetApp): wrote each app's manifest; --app NAME writes one, --module NAME one module's\n")
            // Without an app, the modules worth choosing: those that declare App Intents.
            try runner.write("Kit/Package.swift",
                "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\"), .target(name: \"Util\")])\n")
            try runner.write("Kit/Sources/Kit/Intent.swift", BadInputTests.cleanIntent)
            try runner.write("Kit/Sources/Util/Util.swift", "enum Util {}\n")
            let noApp = try runner.run(["manifest", "Kit"])
            #expect(noApp.status == 2)
            #expect(noApp.errors.split(separator: "\n").count == 1)
            #expect(noApp.errors.contains("found 2 modules, and 1 declares App Intents: Kit [Package.swift:Kit] (1 intent);"), "\(noApp.errors)")
            #expect(noApp.errors.contains("--module NAME or ID") && noApp.errors.contains("--output-dir DIR"))

            let unknown = try runner.run(["manifest", "--module", "Widgets", widgetApp])
            #expect(unknown.status == 2)
            #expect(unknown.errors.contains("no module is named 'Widgets' or has that id"))

            let lint = try runner.run(["lint", "--manifest-output", "m.json", widgetApp])
            #expect(lint.status == 2)
            #expect(lint.errors.contains("--manifest-output writes one module's manifest, and there are 2"))
        }
    }

    @Test func manifestOfOneModuleAndOfEach() throws {
        try withRunner { runner in
            let widgets = try runner.run(["manifest", "--module", "WidgetAppWidgets", widgetApp])
            #expect(widgets.status == 0, "\(widgets.errors)")
            let manifest = try json(widgets.output)
            #expect(manifest["module"] as? String == "WidgetAppWidgets")
            #expect(value(manifest, "actions", "RefreshIntent", "title", "key") as? String == "Refresh Widget")
            #expect(value(manifest, "actions", "RefreshIntent", "location", "file") as? String == "Widgets/RefreshIntent.swift")
            #expect(value(manifest, "actions", "ShowInboxIntent") == nil)

            let all = try runner.run(["manifest", "--output-dir", "Manifests", widgetApp])
            #expect(all.status == 0, "\(all.errors)")
            let app = try json(try runner.read("Manifests/WidgetApp.manifest.json"))
            #expect(value(app, "actions", "RefreshIntent", "title", "key") as? String == "Refresh Everything")
            #expect(try runner.read("Manifests/WidgetAppWidgets.manifest.json") == widgets.output)
        }
    }

    /// Two targets build the module `Shared` (for iOS and for watchOS), and two sample apps each
    /// have a target `MyMood`: ids tell them apart, in `modules`, `--module` and file names.
    @Test func modulesOfOneNameAreToldApartByTheirIds() throws {
        try withRunner { runner in
            let travel = Fixtures.directory + "/Projects/TravelApp"
            let listed = try runner.run(["modules", travel])
            let headers = listed.output.split(separator: "\n").filter { $0.hasPrefix("Shared ") }
            #expect(headers == [
                "Shared (framework, iOS) [TravelApp.xcodeproj:Shared iOS] from \(travel)/TravelApp.xcodeproj: 1 Swift file",
                "Shared (framework, watchOS) [TravelApp.xcodeproj:Shared watchOS] from \(travel)/TravelApp.xcodeproj: 1 Swift file",
            ])

            // An ambiguous name lists only the modules of that name, with their ids, on one line.
            let ambiguous = try runner.run(["manifest", "--module", "Shared", travel])
            #expect(ambiguous.status == 2)
            #expect(ambiguous.errors.split(separator: "\n").count == 1)
            #expect(ambiguous.errors.contains("2 modules are named 'Shared': Shared (iOS) [TravelApp.xcodeproj:Shared iOS], Shared (watchOS) [TravelApp.xcodeproj:Shared watchOS]; choose one with --module ID"))
            #expect(!ambiguous.errors.contains("TravelKit"))
            let watch = try runner.run(["manifest", "--module", "TravelApp.xcodeproj:Shared watchOS", travel])
            #expect(watch.status == 0, "\(watch.errors)")
            #expect(try json(watch.output)["module"] as? String == "Shared")

            // One file per module, named by id where the name repeats; the same names in every run.
            let samples = Fixtures.directory + "/Projects/MoodSamples"
            for _ in 0..<2 {
                let written = try runner.run(["manifest", "--output-dir", "Moods", samples])
                #expect(written.status == 0, "\(written.errors)")
                let files = try FileManager.default.contentsOfDirectory(atPath: runner.folder.path + "/Moods").sorted()
                #expect(files == ["Basic_MyMood.xcodeproj_MyMood.manifest.json", "Widgets_MyMood.xcodeproj_MyMood.manifest.json"])
            }
            let json = try json(try runner.run(["modules", "--reporter", "json", samples]).output)
            let modules = json["modules"] as? [[String: Any]] ?? []
            #expect(modules.compactMap { $0["id"] as? String } == ["Basic/MyMood.xcodeproj:MyMood", "Widgets/MyMood.xcodeproj:MyMood"])
        }
    }

    /// `manifest --app`: the app's own records and those of the packages it includes, each naming its module.
    @Test func theAppManifestHoldsWhatTheAppIncludes() throws {
        try withRunner { runner in
            let travel = Fixtures.directory + "/Projects/TravelApp"
            let run = try runner.run(["manifest", "--app", "TravelApp", travel])
            #expect(run.status == 0, "\(run.errors)")
            let manifest = try json(run.output)
            #expect(manifest["app"] as? String == "TravelApp")
            #expect(manifest["id"] as? String == "TravelApp.xcodeproj:TravelApp")
            let modules = manifest["modules"] as? [[String: Any]] ?? []
            #expect(modules.compactMap { $0["module"] as? String } == ["TravelApp", "TravelKit"])
            #expect(modules.last?["includedThrough"] as? [String] == ["TravelAppPackage", "TravelKitPackage"])
            // TravelKit's entity is in, with its module and its file from the project's folder;
            // LegacyKit (no package) and RoutesKit (not included) are not.
            #expect(value(manifest, "entities", "TravelKit.LandmarkEntity", "module") as? String == "TravelKit")
            #expect(value(manifest, "entities", "TravelKit.LandmarkEntity", "location", "file") as? String == "Kit/LandmarkEntity.swift")
            #expect((manifest["entities"] as? [String: Any])?.count == 1)
            #expect(value(manifest, "actions", "TravelApp.PlanTripIntent", "module") as? String == "TravelApp")
            // The remote package the app links could not be followed: said, not guessed.
            #expect((manifest["incomplete"] as? [String])?.first?.contains("swift-charts-kit") == true)

            let unknown = try runner.run(["manifest", "--app", "Travel", travel])
            #expect(unknown.status == 2 && unknown.errors.contains("no app is named 'Travel' or has that id; found TravelApp [TravelApp.xcodeproj:TravelApp]"))
            let both = try runner.run(["manifest", "--app", "TravelApp", "--module", "TravelKit", travel])
            #expect(both.status == 2 && both.errors.contains("choose one"))
        }
    }

    @Test func eachPackageTargetIsItsOwnModule() throws {
        try withRunner { runner in
            let run = try runner.run(["lint", multiTargetKit])
            // The same intent name in two targets is two intents, not a repeat.
            #expect(!run.output.contains("duplicate-type-declaration"), "\(run.output)")
            let tool = try json(try runner.run(["manifest", "--module", "kit_tool", multiTargetKit]).output)
            #expect(value(tool, "actions", "ToggleIntent", "fullyQualifiedTypeName") as? String == "kit_tool.ToggleIntent")
        }
    }

    @Test func contextLintsTheWholeModuleAndReportsOnlyTheNamedFiles() throws {
        try withRunner { runner in
            let widget = try runner.run(["lint", "--context", widgetApp, widgetApp + "/Widgets/RefreshIntent.swift"])
            #expect(widget.status == 1)
            #expect(widget.output.contains("/Widgets/RefreshIntent.swift:7:"))
            let app = try runner.run(["lint", "--context", widgetApp, widgetApp + "/App/RefreshIntent.swift"])
            #expect(app.status == 0, "\(app.output)")
            #expect(app.output.isEmpty)
            let missing = try runner.run(["lint", "--context", widgetApp, "Nowhere.swift"])
            #expect(missing.status == 2)
            #expect(missing.errors.contains("no such file or directory: Nowhere.swift"))
        }
    }

    @Test func anUnreadableProjectIsOneWarningLineAndTheRunGoesOn() throws {
        try withRunner { runner in
            try runner.write("Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {")
            try runner.write("App/Intent.swift", BadInputTests.cleanIntent)
            let run = try runner.run(["lint"])
            #expect(run.status == 0, "\(run.output)")
            // In the report, where it is counted: said once, at the place the file breaks.
            #expect(run.output.split(separator: "\n").first?.hasPrefix("Broken.xcodeproj/project.pbxproj:2:13: warning: cannot read it (") == true)
            #expect(run.errors.split(separator: "\n").count == 1)
            #expect(run.errors.hasPrefix("Linted 1 file") && run.errors.hasSuffix(": 0 errors, 0 warnings; 1 input warning.\n"), "\(run.errors)")
            // A strict run fails on it, and says so.
            let strict = try runner.run(["lint", "-qs"])
            #expect(strict.status == 1)
            #expect(strict.errors.isEmpty)
        }
    }

    @Test func moduleKindTellsTheRulesWhatAFolderBuilds() throws {
        try withRunner { runner in
            try runner.write("Widget/WidgetShortcuts.swift", """
                import AppIntents
                struct WidgetShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: RefreshIntent(), phrases: ["Refresh \\(.applicationName)"], shortTitle: "Refresh", systemImageName: "arrow.clockwise")
                    }
                }
                """)
            // A folder of unknown kind: nothing to say about where the provider is.
            #expect(try runner.run(["lint", "Widget"]).status == 0)
            let widget = try runner.run(["lint", "--module-kind", "app-extension", "Widget"])
            #expect(widget.status == 1)
            #expect(widget.output.contains("Widget/WidgetShortcuts.swift:2:1: error: `WidgetShortcuts` is an App Shortcuts provider in an app extension"))
            let bad = try runner.run(["lint", "--module-kind", "widget", "Widget"])
            #expect(bad.status == 2)
            #expect(bad.errors.contains("unknown module kind 'widget' for '--module-kind'"))
        }
    }
}
