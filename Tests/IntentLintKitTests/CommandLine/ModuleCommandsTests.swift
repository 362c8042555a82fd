import Foundation
import Testing
@testable import IntentLintKit

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
                // `exclude:`d by kit-tool.
                "In no target (not compiled, not linted): 2 Swift files",
            ])
            #expect(text.output.hasSuffix("  \(multiTargetKit)/Tools/KitTool/Legacy.swift\n  \(multiTargetKit)/Tools/KitTool/Scratch/Draft.swift\n"))
        }
    }

    @Test func manifestOfSeveralModulesNeedsAChoice() throws {
        try withRunner { runner in
            let run = try runner.run(["manifest", widgetApp])
            #expect(run.status == 2)
            #expect(run.errors.split(separator: "\n").count == 1)
            #expect(run.errors.contains("found 2 modules: WidgetApp (app, \(widgetApp)/WidgetApp.xcodeproj); WidgetAppWidgets (app-extension,"))
            #expect(run.errors.contains("--module NAME") && run.errors.contains("--output-dir DIR"))

            let unknown = try runner.run(["manifest", "--module", "Widgets", widgetApp])
            #expect(unknown.status == 2)
            #expect(unknown.errors.contains("no module named 'Widgets'"))

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
            let lines = run.errors.split(separator: "\n")
            #expect(lines.first?.hasPrefix("Broken.xcodeproj/project.pbxproj: warning: cannot read it (") == true)
            #expect(lines.last?.hasPrefix("Linted 1 file") == true)
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
