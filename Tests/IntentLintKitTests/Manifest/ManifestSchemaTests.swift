import Testing
@testable import IntentLintKit
import IntentLintSupport

/// docs/manifest.schema.json describes every manifest the tool writes, and rejects ones it
/// would not write.
@Suite struct ManifestSchemaTests {
    static let schemaPath = JSONSchemaValidator.packageRoot.appendingPathComponent("docs/manifest.schema.json").path

    @Test func everyFixtureManifestMatchesTheSchema() throws {
        let modules = Fixtures.apps + Fixtures.oracleModules
        let documents = try modules.map { try Fixtures.manifest(of: $0).json.serialized() }
        let problems = try JSONSchemaValidator.problems(in: documents, schema: Self.schemaPath)
        for (module, moduleProblems) in zip(modules, problems) {
            #expect(moduleProblems.isEmpty, "\(module): \(moduleProblems)")
        }
    }

    /// The outliner's two versions (`Fixtures/History`) hold what the apps do not: strings tables
    /// that change what people read and say (`text`, `texts`), and a case under `#if` that moves
    /// the raw value after it (`conditions`, `rawValues`).
    @Test func theHistoryManifestsMatchTheSchema() throws {
        let session = try SessionSources.session(in: try ScratchFolder())
        let documents = try ["v1", "v2"].flatMap { version in
            try session.manifests(ManifestRequest(modules: .paths([DiffHistoryTests.versions + "/" + version]), selection: .eachModule))
                .manifests.map(\.contents)
        }
        for field in ["\"text\"", "\"texts\"", "\"rawValues\"", "\"conditions\"", "\"idSavedAs\""] {
            #expect(documents[1].contains(field), "v2 has \(field)")
        }
        let problems = try JSONSchemaValidator.problems(in: documents, schema: Self.schemaPath)
        #expect(problems.allSatisfy { $0.isEmpty }, "\(problems)")
    }

    @Test func anAppsManifestWithoutWhatMakesItOneIsRejected() throws {
        let session = try LintSession(LintSession.Settings(jobs: 2, workingDirectory: Fixtures.directory + "/Projects/KitchenSuite"))
        let app = try session.manifests(ManifestRequest(selection: .app(named: "Pantry"))).manifests[0].contents
        let broken = [
            app.replacingOccurrences(of: "\"incomplete\": []", with: "\"incomplete\": [1]"),
            app.replacingOccurrences(of: "\"linkedStatically\": true", with: "\"linkedStatically\": false"),
            // A module manifest's key in an app's manifest.
            app.replacingOccurrences(of: "\"app\": \"Pantry\",", with: "\"app\": \"Pantry\", \"module\": \"Pantry\","),
        ]
        let problems = try JSONSchemaValidator.problems(in: broken, schema: Self.schemaPath)
        for (number, documentProblems) in problems.enumerated() {
            #expect(!documentProblems.isEmpty, "broken app manifest \(number) passed the schema")
        }
    }

    @Test func theSchemaRejectsWhatTheToolNeverWrites() throws {
        let manifest = try Fixtures.manifest(of: "SoupChef").json.serialized()
        let broken = [
            manifest.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2"),
            manifest.replacingOccurrences(of: "\"isOptional\": false", with: "\"isOptional\": \"no\""),
            manifest.replacingOccurrences(of: "\"key\":", with: "\"text\":"),
        ]
        let problems = try JSONSchemaValidator.problems(in: broken, schema: Self.schemaPath)
        for (number, documentProblems) in problems.enumerated() {
            #expect(!documentProblems.isEmpty, "broken manifest \(number) passed the schema")
        }
    }
}
