import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// `--modules-file`, the way the command plugins run lint-intents: every target of a package in
/// one run, each its own module of the kind SwiftPM says, with one report and a summary per module.
@Suite(.serialized) struct ModulesFileTests {
    /// A library with an App Shortcuts provider (an error only because of its kind) and an app
    /// with an Int-backed enum (a warning). Both declare `Course`: linted as one module, that
    /// would be a duplicate-type-declaration finding.
    private func writePackage(_ runner: ExecutableRunner) throws {
        try runner.write("Sources/Orders/OrderShortcuts.swift", """
            import AppIntents
            struct OrderShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OrderIntent(), phrases: ["Order in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                }
            }
            """)
        try runner.write("Sources/Orders/Course.swift", Self.course(backing: "String"))
        try runner.write("Sources/Menu/Course.swift", Self.course(backing: "Int"))
        try runner.write("work/modules.json", """
            {"modules": [
              {"name": "Orders", "kind": "library", "files": ["../Sources/Orders/OrderShortcuts.swift", "../Sources/Orders/Course.swift"]},
              {"name": "Menu", "kind": "app", "files": ["../Sources/Menu/Course.swift"], "localizationFiles": []}
            ]}
            """)
    }

    private static func course(backing: String) -> String {
        """
        import AppIntents
        enum Course: \(backing), AppEnum {
            case starters, soups
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
            static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [.starters: "Starters", .soups: "Soups"]
        }
        """
    }

    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    @Test func eachListedModuleIsLintedAsItsOwnKindInOneReport() throws {
        try withRunner { runner in
            try writePackage(runner)
            let text = try runner.run(["lint", "--modules-file", "work/modules.json"])
            #expect(text.status == 1, "\(text.errors)")
            let lines = text.output.split(separator: "\n").map { String($0.prefix { $0 != "[" }) }
            // Paths are relative to the list's folder, and shown from the working folder.
            #expect(lines.map { String($0.prefix(while: { $0 != " " })) } == [
                "Sources/Menu/Course.swift:2:14:", "Sources/Orders/OrderShortcuts.swift:2:1:",
            ])
            #expect(text.output.contains("warning: AppEnum `Course` is backed by `Int`"))
            #expect(text.output.contains("error: `OrderShortcuts` is an App Shortcuts provider in a library `Orders`"))
            #expect(!text.output.contains("duplicate-type-declaration"))

            let sarif = try runner.run(["lint", "--modules-file", "work/modules.json", "--reporter", "sarif"])
            let runs = try json(sarif.output)["runs"] as? [[String: Any]] ?? []
            #expect(runs.count == 1)
            let uris = (runs.first?["results"] as? [[String: Any]] ?? []).compactMap { result in
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                    .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
            }
            #expect(uris == ["Sources/Menu/Course.swift", "Sources/Orders/OrderShortcuts.swift"])
        }
    }

    @Test func theSummaryOutputSaysWhichModuleFails() throws {
        try withRunner { runner in
            try writePackage(runner)
            let run = try runner.run(["lint", "--modules-file", "work/modules.json", "--summary-output", "summary.json", "--quiet"])
            #expect(run.status == 1)
            #expect(run.errors.isEmpty)
            let summary = try json(runner.read("summary.json"))
            #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 1 && summary["files"] as? Int == 3)
            #expect(summary["failed"] as? Bool == true)
            let modules = summary["modules"] as? [[String: Any]] ?? []
            #expect(modules.map { $0["name"] as? String } == ["Orders", "Menu"])
            #expect(modules.map { $0["kind"] as? String } == ["library", "app"])
            #expect(modules.map { $0["files"] as? Int } == [2, 1])
            #expect(modules.map { $0["errors"] as? Int } == [1, 0])
            #expect(modules.map { $0["warnings"] as? Int } == [0, 1])
            #expect(modules.map { $0["failed"] as? Bool } == [true, false])

            // Warnings fail a strict run, so both modules fail.
            let strict = try runner.run(["lint", "--modules-file", "work/modules.json", "--summary-output", "summary.json", "--strict"])
            #expect(strict.status == 1)
            let strictModules = try json(runner.read("summary.json"))["modules"] as? [[String: Any]] ?? []
            #expect(strictModules.map { $0["failed"] as? Bool } == [true, true])

            // A baseline's findings are not counted against their module.
            #expect(try runner.run(["lint", "--modules-file", "work/modules.json", "--write-baseline", "baseline.json", "--quiet"]).status == 0)
            let baselined = try runner.run(["lint", "--modules-file", "work/modules.json", "--baseline", "baseline.json",
                                            "--summary-output", "summary.json", "--strict"])
            #expect(baselined.status == 0)
            let baselinedModules = try json(runner.read("summary.json"))["modules"] as? [[String: Any]] ?? []
            #expect(baselinedModules.map { $0["failed"] as? Bool } == [false, false])
            #expect(baselinedModules.map { $0["errors"] as? Int } == [0, 0])
        }
    }

    @Test func manifestsOfEveryListedModule() throws {
        try withRunner { runner in
            try writePackage(runner)
            let lint = try runner.run(["lint", "--modules-file", "work/modules.json", "--manifest-output-dir", "manifests", "--quiet"])
            #expect(lint.status == 1)
            let orders = try json(runner.read("manifests/Orders.manifest.json"))
            #expect(orders["module"] as? String == "Orders")
            // Paths start at the deepest folder holding the module's files.
            let course = (orders["enums"] as? [[String: Any]])?.first { $0["identifier"] as? String == "Course" }
            #expect((course?["location"] as? [String: Any])?["file"] as? String == "Course.swift")
            #expect(try json(runner.read("manifests/Menu.manifest.json"))["module"] as? String == "Menu")

            let manifest = try runner.run(["manifest", "--modules-file", "work/modules.json", "--module", "Menu"])
            #expect(manifest.status == 0, "\(manifest.errors)")
            #expect(try json(manifest.output)["module"] as? String == "Menu")

            let modules = try runner.run(["modules", "--modules-file", "work/modules.json"])
            // A listed module's id is its name, unless the list gives one.
            #expect(modules.output.hasPrefix("Orders (library) [Orders] from work/modules.json: 2 Swift files\n"))

            let both = try runner.run(["lint", "--modules-file", "work/modules.json", "--manifest-output", "m.json", "--manifest-output-dir", "manifests"])
            #expect(both.status == 2)
            #expect(both.errors.contains("choose one"))
        }
    }

    @Test func theConfigurationStillChoosesTheFiles() throws {
        try withRunner { runner in
            try writePackage(runner)
            try runner.write(".lint-intents.json", #"{"excluded": ["Sources/Orders/OrderShortcuts.swift"]}"#)
            let run = try runner.run(["lint", "--modules-file", "work/modules.json", "--strict"])
            #expect(run.status == 1)
            #expect(!run.output.contains("OrderShortcuts"))
            #expect(run.output.contains("Sources/Menu/Course.swift"))
        }
    }

    /// Exit status 2 and one line on standard error that names `needle` (the file or flag).
    private func expectOneLineError(_ run: ExecutableRunner.Run, mentioning needle: String,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.status == 2, "stderr: \(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errors.split(separator: "\n").count == 1, "stderr: \(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errors.hasPrefix("lint-intents: error: "), sourceLocation: sourceLocation)
        #expect(run.errors.contains(needle), "stderr: \(run.errors)", sourceLocation: sourceLocation)
        #expect(run.output.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func aMissingModuleListIsAnInputError() throws {
        try withRunner { runner in
            expectOneLineError(try runner.run(["lint", "--modules-file", "work/missing.json"]),
                               mentioning: "no such file or directory: work/missing.json (the module list)")
            expectOneLineError(try runner.run(["manifest", "--modules-file", "work/missing.json"]), mentioning: "work/missing.json")
        }
    }

    /// Every kind of mistake is in `ModuleListTests`; these show that the executable reports them.
    @Test func anInvalidModuleListIsAnInputErrorNamingTheFileAndTheModule() throws {
        try withRunner { runner in
            try writePackage(runner)
            let cases: [(String, String)] = [
                (#"{"modules": [{"name": "Orders", "files": ["../Sources/Orders/Course.swift"],}]}"#, "invalid JSON at line 1, column"),
                (#"{"modules": [{"name": "Orders", "kind": "widget", "files": ["../Sources/Orders/Course.swift"]}]}"#,
                 "module 'Orders': unknown kind 'widget'; choose one of app,"),
                (#"{"modules": [{"name": "Orders", "files": ["../Sources/Orders/Gone.swift"]}]}"#, "module 'Orders': no such file or directory: ../Sources/Orders/Gone.swift"),
            ]
            for (contents, message) in cases {
                try runner.write("work/bad.json", contents)
                expectOneLineError(try runner.run(["lint", "--modules-file", "work/bad.json"]), mentioning: "work/bad.json: " + message)
            }
        }
    }

    @Test func optionsThatChooseModulesOtherwiseDoNotCombineWithAList() throws {
        try withRunner { runner in
            try writePackage(runner)
            let list = ["--modules-file", "work/modules.json"]
            expectOneLineError(try runner.run(["lint"] + list + ["Sources"]), mentioning: "takes no PATH, and 'Sources' was given")
            expectOneLineError(try runner.run(["lint"] + list + ["--module-name", "App"]), mentioning: "--module-name does not combine with --modules-file")
            expectOneLineError(try runner.run(["lint"] + list + ["--module-kind", "app"]), mentioning: "--module-kind does not combine with --modules-file")
            expectOneLineError(try runner.run(["lint"] + list + ["--staged"]), mentioning: "--modules-file does not combine with --staged")
            expectOneLineError(try runner.run(["lint"] + list + ["--context", "Sources"]), mentioning: "--modules-file does not combine with --context")
            expectOneLineError(try runner.run(["diff"] + list), mentioning: "unknown option '--modules-file'")
        }
    }
}
