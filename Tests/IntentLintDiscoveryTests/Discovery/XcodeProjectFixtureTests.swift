import Testing
@testable import IntentLintSupport
@testable import IntentLintDiscovery
import IntentLintTestSupport

@Suite struct XcodeProjectFixtureTests {
    /// `Fixtures/Projects/WidgetApp`: an app and its widget extension sharing a file, each
    /// with its own `RefreshIntent`, and a synchronized folder with a file only the widget gets.
    @Test func widgetAppFixture() throws {
        let folder = Fixtures.directory + "/Projects/WidgetApp"
        let projectFile = folder + "/WidgetApp.xcodeproj/project.pbxproj"
        let read = try XcodeProjectReader.modules(projectFile: projectFile)
        // The app builds and embeds its widget extension; both are iOS targets.
        let widget = ModuleReference.target(name: "WidgetAppWidgets", project: projectFile)
        var app = ModuleDefinition(name: "WidgetApp", kind: .app, originPath: projectFile, files: [
            folder + "/App/RefreshIntent.swift",
            folder + "/Shared/SharedIntent.swift",
            folder + "/Synced/Nested/ArchiveIntent.swift",
            folder + "/Synced/SyncedIntent.swift",
        ], platforms: ["iOS"], dependencies: [widget], embedded: [widget])
        // The app's membership exception takes the widget's file out of the synchronized folder.
        app.excludedPaths = [folder + "/Synced/WidgetOnlyIntent.swift"]
        #expect(read == [
            app,
            ModuleDefinition(name: "WidgetAppWidgets", kind: .appExtension, originPath: projectFile, files: [
                folder + "/Shared/SharedIntent.swift",
                folder + "/Synced/WidgetOnlyIntent.swift",
                folder + "/Widgets/RefreshIntent.swift",
            ], platforms: ["iOS"]),
        ])
        #expect(read.flatMap(\.files).allSatisfy { FileSystem.kind(of: $0) == .file })
    }
}
