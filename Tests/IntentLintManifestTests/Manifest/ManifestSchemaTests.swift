import Testing
import IntentLintSupport
import IntentLintTestSupport
@testable import IntentLintManifest

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
