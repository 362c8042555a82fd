import Testing
import IntentLintSupport
import IntentLintTestSupport
@testable import IntentLintKit

/// docs/manifest.schema.json describes the manifests of a session (several versions, an app),
/// and rejects an app manifest without what makes it one.
@Suite struct SessionManifestSchemaTests {
    static let schemaPath = JSONSchemaValidator.packageRoot.appendingPathComponent("docs/manifest.schema.json").path


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

}
