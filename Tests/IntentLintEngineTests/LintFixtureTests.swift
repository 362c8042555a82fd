import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintLocalization
@testable import IntentLintEngine
import IntentLintTestSupport

/// Each module under Fixtures/Lint marks its expected findings in comments (see the
/// README there); the linter must report exactly those, by file, line and rule.
@Suite struct LintFixtureTests {
    static let lintFixtures = Fixtures.directory + "/Lint"
    static let modules = ["ConditionalBranches", "CrossFile", "LocalizedTitles", "LookAlikes", "ShortcutStrings", "Shortcuts", "Targets"]

    struct Expectation: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String

        static func < (lhs: Expectation, rhs: Expectation) -> Bool {
            (lhs.file, lhs.line, lhs.rule) < (rhs.file, rhs.line, rhs.rule)
        }

        var description: String { "\(file):\(line) [\(rule)]" }
    }

    /// In Swift files, `// expect: a, b` marks its own line and `// expect-next-line: a` the
    /// line after it; in `.strings` files (UTF-8 or UTF-16), `/* expect: a */` and
    /// `/* expect-next-line: a */`. A string catalog is JSON, which has no comments: the file
    /// `<name>.xcstrings.expect` beside it lists its findings as `line rule-id[, rule-id…]`,
    /// with `#` comments.
    static func expectations(in folder: String) throws -> [Expectation] {
        var expectations: [Expectation] = []
        func add(_ rules: Substring, file: String, line: Int) {
            for rule in rules.split(separator: ",") {
                expectations.append(Expectation(file: file, line: line, rule: rule.trimmingCharacters(in: .whitespaces)))
            }
        }
        let tree = FileSystem.sourceTree(under: folder)
        for path in tree.swiftFiles + tree.localizationFiles.filter({ $0.hasSuffix(".strings") }) {
            let file = String(path.dropFirst(folder.count + 1))
            let isSwift = path.hasSuffix(".swift")
            let bytes = try FileSystem.readBytes(path).get()
            let text = String(decoding: isSwift ? bytes : LocalizationText.utf8(bytes).text, as: UTF8.self)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                let markers = isSwift ? [("// expect-next-line:", 2), ("// expect:", 1)] : [("/* expect-next-line:", 2), ("/* expect:", 1)]
                for (marker, offset) in markers {
                    guard let range = line.range(of: marker) else { continue }
                    var rules = line[range.upperBound...]
                    if !isSwift, let end = rules.range(of: "*/") { rules = rules[..<end.lowerBound] }
                    add(rules, file: file, line: index + offset)
                    break
                }
            }
        }
        for path in tree.localizationFiles where path.hasSuffix(".xcstrings") {
            let file = String(path.dropFirst(folder.count + 1))
            let sidecar = (try? String(contentsOfFile: path + ".expect", encoding: .utf8)) ?? ""
            for line in sidecar.split(separator: "\n") where !line.hasPrefix("#") {
                let words = line.split(separator: " ", maxSplits: 1)
                guard words.count == 2, let number = Int(words[0]) else { continue }
                add(words[1], file: file, line: number)
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
