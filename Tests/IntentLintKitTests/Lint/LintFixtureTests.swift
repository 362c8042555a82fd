import Foundation
import Testing
@testable import IntentLintKit

/// Each module under Fixtures/Lint marks its expected findings in comments (see the
/// README there); the linter must report exactly those, by file, line and rule.
@Suite struct LintFixtureTests {
    static let lintFixtures = Fixtures.directory + "/Lint"
    static let modules = ["ConditionalBranches", "CrossFile", "LocalizedTitles", "LookAlikes", "Shortcuts", "Targets"]

    struct Expectation: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String

        static func < (lhs: Expectation, rhs: Expectation) -> Bool {
            (lhs.file, lhs.line, lhs.rule) < (rhs.file, rhs.line, rhs.rule)
        }

        var description: String { "\(file):\(line) [\(rule)]" }
    }

    /// `// expect: a, b` marks its own line; `// expect-next-line: a` the line after it.
    static func expectations(in folder: String) throws -> [Expectation] {
        var expectations: [Expectation] = []
        for path in FileSystem.swiftFiles(under: folder) {
            let file = String(path.dropFirst(folder.count + 1))
            let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                for (marker, offset) in [("// expect-next-line:", 2), ("// expect:", 1)] {
                    guard let range = line.range(of: marker) else { continue }
                    for rule in line[range.upperBound...].split(separator: ",") {
                        expectations.append(Expectation(file: file, line: index + offset, rule: rule.trimmingCharacters(in: .whitespaces)))
                    }
                    break
                }
            }
        }
        return expectations.sorted()
    }

    @Test(arguments: modules)
    func findingsLandExactlyWhereMarked(_ module: String) throws {
        let folder = "\(Self.lintFixtures)/\(module)"
        // As `lint-intents <folder>` lints it: every target of a project file its own module.
        let options = LintRun.Options(configuration: Configuration(directory: folder), jobs: 2)
        let findings = LintRun.run(try LintRun.modules([folder], options: options), options: options).findings
        let actual = findings.map { Expectation(file: String($0.file.dropFirst(folder.count + 1)), line: $0.location.line, rule: $0.ruleIdentifier) }
        let expected = try Self.expectations(in: folder)
        #expect(!expected.isEmpty)
        #expect(actual.sorted() == expected, "\(module): \(findings.map { "\($0.location.line): \($0.message)" })")
    }

    @Test func everyLintFixtureModuleIsTested() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.lintFixtures)
            .filter { FileSystem.kind(of: "\(Self.lintFixtures)/\($0)") == .directory }
        #expect(folders.sorted() == Self.modules)
    }
}
