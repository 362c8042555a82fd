import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// The files lint-intents and the plugins exchange, written and read with the one type each
/// (`ModuleListFile`, `RunSummary`) that the library and the plugins compile.
@Suite(.serialized) struct PluginFilesTests {
    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    /// A library whose App Shortcuts provider is an error there, with a German phrase that lacks
    /// the app's name (an error in its strings file), and an app with an Int-backed enum.
    private func writePackage(_ runner: ExecutableRunner) throws -> ModuleListFile {
        let shortcuts = try runner.write("Sources/Orders/Shortcuts.swift", """
            import AppIntents
            struct OrderShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OrderIntent(), phrases: ["Order in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                }
            }
            """)
        let strings = try runner.write("Sources/Orders/de.lproj/AppShortcuts.strings", #""Order in ${applicationName}" = "Bestellen";"# + "\n")
        let course = try runner.write("Sources/Menu/Course.swift", """
            import AppIntents
            enum Course: Int, AppEnum {
                case starters, soups
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
                static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [.starters: "Starters", .soups: "Soups"]
            }
            """)
        // As the plugins write it: absolute paths.
        return ModuleListFile(modules: [
            .init(name: "Orders", kind: "library", files: [shortcuts], localizationFiles: [strings]),
            .init(name: "Menu", kind: nil, files: [course], localizationFiles: []),
        ])
    }

    @Test func aModuleListWrittenWithTheTypeIsReadByModulesFile() throws {
        try withRunner { runner in
            let list = try writePackage(runner)
            try runner.write("work/modules.json", try list.encoded())
            let run = try runner.run(["lint", "--modules-file", "work/modules.json"])
            #expect(run.status == 1, "\(run.errors)")
            let places = run.output.split(separator: "\n").map { $0.prefix { $0 != " " } }
            #expect(places == ["Sources/Menu/Course.swift:2:14:", "Sources/Orders/Shortcuts.swift:2:1:",
                               "Sources/Orders/de.lproj/AppShortcuts.strings:1:33:"])

            let modules = try runner.run(["modules", "--modules-file", "work/modules.json"])
            #expect(modules.output.hasPrefix("Orders (library) [Orders] from work/modules.json: 1 Swift file, 1 strings file\n"))
            #expect(modules.output.contains("Menu (folder) [Menu] from work/modules.json: 1 Swift file\n"))

            // As the build tool plugin writes it: reports name files by their absolute paths.
            var absolute = list
            absolute.absolutePathsInReports = true
            try runner.write("work/modules.json", try absolute.encoded())
            let build = try runner.run(["lint", "--modules-file", "work/modules.json"])
            #expect(build.output.hasPrefix(runner.folder.path + "/Sources/Menu/Course.swift:2:14: "), "\(build.output)")
        }
    }

    @Test func theSummaryOutputDecodesIntoTheTypeAndEncodesBackToTheSameJSON() throws {
        try withRunner { runner in
            try runner.write("work/modules.json", try writePackage(runner).encoded())
            let run = try runner.run(["lint", "--modules-file", "work/modules.json", "--summary-output", "summary.json", "--quiet"])
            #expect(run.status == 1 && run.errors.isEmpty, "\(run.errors)")
            let written = try runner.read("summary.json")
            let summary = try JSONDecoder().decode(RunSummary.self, from: Data(written.utf8))
            #expect(summary == RunSummary(files: 2, errors: 2, warnings: 1, failed: true, modules: [
                .init(name: "Orders", kind: "library", files: 1, errors: 2, warnings: 0, failed: true),
                .init(name: "Menu", kind: "folder", files: 1, errors: 0, warnings: 1, failed: false),
            ], projectFileWarnings: []))
            // Encoded again, by lint-intents' writer and by Foundation's: the same JSON.
            #expect(try summary.json == written)
            let foundation = try JSONSerialization.jsonObject(with: JSONEncoder().encode(summary)) as? NSDictionary
            #expect(foundation == (try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary))
        }
    }

    /// What a plugin reads instead of classifying lint-intents' standard error.
    @Test func theSummaryListsTheProjectFileWarnings() throws {
        try withRunner { runner in
            try runner.write("App/Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {")
            try runner.write("App/Course.swift", "enum Course {}\n")
            let run = try runner.run(["lint", "--summary-output", "summary.json", "--quiet", "App"])
            #expect(run.status == 0)
            let summary = try JSONDecoder().decode(RunSummary.self, from: Data(runner.read("summary.json").utf8))
            #expect(summary.projectFileWarnings.count == 1)
            #expect(summary.projectFileWarnings.first?.hasPrefix("App/Broken.xcodeproj/project.pbxproj:2:13: warning: cannot read it (") == true)
            // Said in the report too, for people.
            #expect(run.output.split(separator: "\n").map(String.init) == summary.projectFileWarnings)
        }
    }
}
