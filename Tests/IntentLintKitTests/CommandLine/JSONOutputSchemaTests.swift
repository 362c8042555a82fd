import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintReporting
import IntentLintCore
import IntentLintTestSupport

/// Every JSON document lint-intents writes has a versioned schema in docs/ that describes it:
/// the report of `lint`, `diff` and `verify` (docs/report.schema.json) and `modules`'s listing
/// (docs/modules.schema.json). Each is checked here on what the commands write, and against
/// documents the tool never writes.
@Suite(.serialized) struct JSONOutputSchemaTests {
    static let reportSchema = JSONSchemaValidator.packageRoot.appendingPathComponent("docs/report.schema.json").path
    static let modulesSchema = JSONSchemaValidator.packageRoot.appendingPathComponent("docs/modules.schema.json").path

    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    private func copy(_ source: String, to name: String, in runner: ExecutableRunner) throws {
        try FileManager.default.copyItem(atPath: source, toPath: runner.folder.appendingPathComponent(name).path)
    }

    @Test func lintDiffAndVerifyWriteTheReportTheSchemaDescribes() throws {
        try withRunner { runner in
            try copy(Fixtures.directory + "/Demo/SoupShop", to: "SoupShop", in: runner)
            try copy(Fixtures.directory + "/Projects/TuistHelpers", to: "TuistHelpers", in: runner)
            try copy(VerifyFixtures.directory + "/Notes", to: "Notes", in: runner)
            try FileManager.default.createDirectory(at: runner.folder.appendingPathComponent("Exports"), withIntermediateDirectories: true)
            try copy(VerifyFixtures.directory + "/Exports/Dropped", to: "Exports/Dropped", in: runner)
            try runner.write("Old/Note.swift", DiffCommandTests.version1)
            try runner.write("New/Note.swift", DiffCommandTests.version2)
            try runner.write("Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {")
            let runs = [
                ["lint", "--reporter", "json", "SoupShop"],
                // What was not checked: a target a static reading cannot settle, and a project file.
                ["lint", "--reporter", "json", "TuistHelpers", "Broken.xcodeproj"],
                ["diff", "--reporter", "json", "Old", "New"],
                ["verify", "--reporter", "json", "--metadata", "Exports/Dropped/extract.actionsdata", "Notes"],
            ]
            var documents: [String] = []
            for arguments in runs {
                let run = try runner.run(arguments)
                #expect(run.status == 0 || run.status == 1, "\(arguments): \(run.errors)")
                documents.append(run.output)
            }
            let withCoverage = try #require(try JSONSerialization.jsonObject(with: Data(documents[1].utf8)) as? [String: Any])
            #expect((withCoverage["inputWarnings"] as? [Any])?.count == 2)
            #expect(try JSONSchemaValidator.problems(in: documents, schema: Self.reportSchema) == [[], [], [], []])
        }
    }

    @Test func theReportSchemaRejectsWhatTheToolNeverWrites() throws {
        let report = JSONReporter.render(ReporterSample.reportWithCoverage)
        #expect(try JSONSchemaValidator.problems(in: [report], schema: Self.reportSchema) == [[]])
        let broken = [
            report.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2"),
            report.replacingOccurrences(of: "\"severity\": \"error\"", with: "\"severity\": \"fatal\""),
            report.replacingOccurrences(of: "\"appId\":", with: "\"appID\":"),
            report.replacingOccurrences(of: "\"rulesNotRun\": 1", with: "\"rulesNotRun\": \"one\""),
        ]
        for (number, problems) in try JSONSchemaValidator.problems(in: broken, schema: Self.reportSchema).enumerated() {
            #expect(!problems.isEmpty, "broken report \(number) passed the schema")
        }
        #expect(JSONReporter.formatVersion == 1)
    }

    @Test func modulesWritesTheListingTheSchemaDescribes() throws {
        try withRunner { runner in
            var documents: [String] = []
            for project in ["Tuist", "XcodeGen", "Bazel", "TravelApp", "TuistHelpers", "KitchenSuite"] {
                try copy(Fixtures.directory + "/Projects/" + project, to: project, in: runner)
                let run = try runner.run(["modules", "--reporter", "json", project])
                #expect(run.status == 0, "\(project): \(run.errors)")
                documents.append(run.output)
            }
            #expect(try JSONSchemaValidator.problems(in: documents, schema: Self.modulesSchema) == [[String]](repeating: [], count: documents.count))
            // The places not followed, once each.
            let travel = try #require(try JSONSerialization.jsonObject(with: Data(documents[3].utf8)) as? [String: Any])
            #expect(travel["notFollowed"] as? [[String: String]] == [["remotePackage": "https://github.com/example/swift-charts-kit.git"]])
            let broken = documents[0].replacingOccurrences(of: "\"role\": \"linked\"", with: "\"role\": \"static\"")
            #expect(try JSONSchemaValidator.problems(in: [broken], schema: Self.modulesSchema)[0].isEmpty == false)
        }
    }

    /// The schema lists every kind of module there is.
    @Test func theModulesSchemaKnowsEveryKind() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.modulesSchema))) as? [String: Any]
        let definitions = schema?["$defs"] as? [String: Any]
        let module = (definitions?["module"] as? [String: Any])?["properties"] as? [String: Any]
        let kinds = (module?["kind"] as? [String: Any])?["enum"] as? [String]
        #expect(kinds == ModuleKind.allCases.map(\.rawValue))
    }
}
