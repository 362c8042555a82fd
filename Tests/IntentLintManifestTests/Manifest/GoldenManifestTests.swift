import Foundation
import Testing
@testable import IntentLintSupport
import IntentLintTestSupport

/// Each fixture app's manifest must match `Fixtures/Golden/<App>.manifest.json` byte for
/// byte. After a deliberate change, review the new manifest against the app's source and
/// accept it with `UPDATE_GOLDEN=1 swift test --filter GoldenManifestTests`.
struct GoldenManifestTests {
    @Test(arguments: Fixtures.apps)
    func manifestMatchesGolden(app: String) throws {
        let generated = try Fixtures.manifest(of: app).json.serialized()
        let goldenPath = Fixtures.goldenPath(of: app)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileSystem.writeAtomically(generated, to: goldenPath)
            return
        }
        let golden = try #require(try? String(contentsOfFile: goldenPath, encoding: .utf8),
                                  "\(goldenPath) is missing; create it with UPDATE_GOLDEN=1")
        // Not #expect(generated == golden): that would print both manifests whole.
        if generated != golden {
            Issue.record("\(GoldenManifestTests.firstDifference(golden: golden, generated: generated, app: app))")
        }
    }

    /// Where the texts first differ, with a few lines of context from each.
    static func firstDifference(golden: String, generated: String, app: String) -> String {
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, actual.count)
        func excerpt(_ lines: [Substring]) -> String {
            lines[max(0, line - 3)..<min(lines.count, line + 4)].joined(separator: "\n")
        }
        return """
            \(app) manifest differs from its golden at line \(line + 1) \
            (golden has \(expected.count) lines, generated \(actual.count)).
            --- golden
            \(excerpt(expected))
            +++ generated
            \(excerpt(actual))
            If the change is intended, review it and run UPDATE_GOLDEN=1 swift test --filter GoldenManifestTests.
            """
    }
}
