import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// `diff --base` on the history of projects: modules paired across renames, removals judged for
/// the whole app, as discovery finds the app's targets.
@Suite struct DiffAppTests {
    private func changes(_ outcome: ReportOutcome) -> [String] {
        outcome.report?.content.findings.map { "\($0.ruleIdentifier) \($0.file)" } ?? []
    }

    /// A copy of `Fixtures/Projects/WidgetApp` (an app and the widget extension it embeds, which
    /// compile `Shared/` both), committed.
    private func widgetApp() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        let fixture = Fixtures.directory + "/Projects/WidgetApp"
        for file in try FileManager.default.subpathsOfDirectory(atPath: fixture) where FileSystem.kind(of: fixture + "/" + file) == .file {
            try folder.write(try String(contentsOfFile: fixture + "/" + file, encoding: .utf8), to: file)
        }
        try folder.write("""
            import AppIntents

            struct ArchiveIntent: AppIntent {
                static var title: LocalizedStringResource = "Archive"
                @Parameter(title: "Days") var days: Int

                func perform() async throws -> some IntentResult {
                    .result()
                }
            }
            """, to: "Synced/Nested/ArchiveIntent.swift")
        try SessionSources.commitAll(in: folder, message: "one")
        return folder
    }

    @Test func aProjectAndItsTargetsRenamedInOneCommitAreTheSameModulesRenamed() throws {
        let folder = try widgetApp()
        // `WidgetApp.xcodeproj` → `NotesApp.xcodeproj`, targets `WidgetApp` → `NotesApp` and
        // `WidgetAppWidgets` → `NotesAppWidgets`, and a real change in the same commit.
        try SessionSources.git(["mv", "WidgetApp.xcodeproj", "NotesApp.xcodeproj"], in: folder)
        let project = folder.path + "/NotesApp.xcodeproj/project.pbxproj"
        try folder.write(try String(contentsOfFile: project, encoding: .utf8).replacingOccurrences(of: "WidgetApp", with: "NotesApp"),
                         to: "NotesApp.xcodeproj/project.pbxproj")
        let archive = folder.path + "/Synced/Nested/ArchiveIntent.swift"
        try folder.write(try String(contentsOfFile: archive, encoding: .utf8).replacingOccurrences(of: "var days: Int", with: "var days: Double"),
                         to: "Synced/Nested/ArchiveIntent.swift")
        try SessionSources.commitAll(in: folder, message: "renamed")

        let session = try SessionSources.session(in: folder)
        let outcome = try session.diff(DiffRequest(versions: .revisions(base: "HEAD~1", head: "HEAD", paths: ["."])))
        let found = outcome.report?.content.findings ?? []
        // Each module renamed is said once, and the real break is not hidden behind a removal.
        // (at each module's first declaration: the app's in `App/`, the extension's in `Shared/`).
        #expect(Set(changes(outcome)) == ["module-renamed App/RefreshIntent.swift", "module-renamed Shared/SharedIntent.swift",
                                          "parameter-type-changed Synced/Nested/ArchiveIntent.swift"], "\(changes(outcome))")
        #expect(Set(found.filter { $0.ruleIdentifier == "module-renamed" }.map(\.message)) == [
            "Module `WidgetApp` is now `NotesApp`: fully qualified names such as `WidgetApp.X` become `NotesApp.X`",
            "Module `WidgetAppWidgets` is now `NotesAppWidgets`: fully qualified names such as `WidgetAppWidgets.X` become `NotesAppWidgets.X`",
        ])
        #expect(!found.contains { $0.ruleIdentifier.hasSuffix("-removed") || $0.ruleIdentifier.hasSuffix("-added") })
        #expect(outcome.report?.summaryLine.hasPrefix("Compared 2 modules in ") == true)
    }

    /// An app `Notes` that embeds its widget extension `NotesWidget`; both compile `Shared/`.
    private func xcodeGenApp(widgetSources: String) -> String {
        """
        name: Notes
        targets:
          Notes:
            type: application
            platform: iOS
            sources: [Shared, App]
            dependencies:
              - target: NotesWidget
          NotesWidget:
            type: app-extension
            platform: iOS
            sources: \(widgetSources)
        """
    }

    @Test func anIntentRemovedFromTheExtensionOnlyIsNotGoneFromTheApp() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write(xcodeGenApp(widgetSources: "[Shared, Widget]"), to: "project.yml")
        try folder.write(DiffRevisionsTests.intent("OpenNote"), to: "Shared/OpenNote.swift")
        try folder.write(DiffRevisionsTests.intent("ReloadWidget"), to: "Widget/ReloadWidget.swift")
        try folder.write("struct AppDelegate {}\n", to: "App/AppDelegate.swift")
        try SessionSources.commitAll(in: folder, message: "one")
        let session = try SessionSources.session(in: folder)

        // The widget stops compiling `Shared/`: the app still declares `OpenNote`.
        try folder.write(xcodeGenApp(widgetSources: "[Widget]"), to: "project.yml")
        let extensionOnly = try session.diff(DiffRequest(versions: .revisions(base: "HEAD", head: nil, paths: ["."])))
        #expect(changes(extensionOnly).isEmpty && extensionOnly.exitStatus == 0, "\(changes(extensionOnly))")

        // Gone from the app too: gone, once, with the other target that compiled it related.
        try FileManager.default.removeItem(atPath: folder.path + "/Shared/OpenNote.swift")
        try folder.write(xcodeGenApp(widgetSources: "[Shared, Widget]"), to: "project.yml")
        try folder.write("struct Shared {}\n", to: "Shared/Shared.swift")
        let gone = try session.diff(DiffRequest(versions: .revisions(base: "HEAD", head: nil, paths: ["."])))
        // Its file is gone, and the app has no App Shortcuts: shown at the project file.
        #expect(changes(gone) == ["intent-removed project.yml"])
        #expect(gone.report?.content.findings.first?.message.hasSuffix("(it was at Shared/OpenNote.swift:3 in HEAD)") == true)
        #expect(gone.exitStatus == 1)
    }
}
