import Testing
@testable import IntentLintKit
@testable import IntentLintRules
import IntentLintCore

/// Every rule's own examples are its tests: triggering examples find exactly the marked
/// places, non-triggering ones find nothing, and a `disable` comment silences the rule.
@Suite struct RuleExampleTests {
    static let describedRules = RuleRegistry.documented.filter { !$0.examples.triggering.isEmpty || !$0.examples.nonTriggering.isEmpty }
        .map { $0.description }

    struct Place: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(file):\(line):\(column)" }
    }

    @Test(arguments: describedRules.map(\.identifier))
    func triggeringExamplesFindExactlyTheMarkedPlaces(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for (position, example) in examples.triggering.enumerated() {
            let marked = example.files.map { ($0.name, MarkedSource($0.source)) }
            let expected = marked.flatMap { name, source in source.markers.map { Place(file: name, line: $0.line, column: $0.column) } }
            let findings = lint(example, marked.map { ($0.0, $0.1.source) }).filter { $0.ruleIdentifier == identifier }
            let actual = findings.map { Place(file: $0.file, line: $0.location.line, column: $0.location.column) }
            #expect(!expected.isEmpty, "triggering example \(position + 1) of \(identifier) marks no place")
            #expect(actual.sorted { $0.description < $1.description } == expected.sorted { $0.description < $1.description },
                    "triggering example \(position + 1) of \(identifier): \(findings.map(\.message))")
        }
    }

    @Test(arguments: describedRules.map(\.identifier))
    func nonTriggeringExamplesFindNothing(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for (position, example) in examples.nonTriggering.enumerated() {
            let findings = lint(example, example.files).filter { $0.ruleIdentifier == identifier }
            #expect(findings.isEmpty, "non-triggering example \(position + 1) of \(identifier): \(findings.map(\.message))")
        }
    }

    /// An example's findings: of its one module, or of the app its modules make.
    private func lint(_ example: RuleExample, _ files: [(name: String, source: String)]) -> [Finding] {
        guard example.app.isEmpty else { return InMemoryApp.lint(example.app, files: files) }
        return InMemoryModule.lint(files, kind: example.module, alsoCompiledInto: example.alsoCompiledInto)
    }

    /// A string catalog is JSON and has no comments: its findings stay, and configuration or a
    /// baseline silences them. Every other file takes the comment.
    @Test(arguments: RuleRegistry.rules.map { type(of: $0).description.identifier })
    func disableCommentSilencesTheRule(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for example in examples.triggering {
            let takesComments = { (name: String) in !name.hasSuffix(".xcstrings") }
            let files = example.files.map { file in
                (file.name, (takesComments(file.name) ? "// lint-intents:disable \(identifier)\n" : "") + MarkedSource(file.source).source)
            }
            let findings = InMemoryModule.lint(files, kind: example.module, alsoCompiledInto: example.alsoCompiledInto)
            #expect(findings.filter { $0.ruleIdentifier == identifier && takesComments($0.file) }.isEmpty)
            // The comment is invalid nowhere, and suppressed something in every file with a marked place.
            let marked = Set(example.files.filter { !MarkedSource($0.source).markers.isEmpty }.map(\.name))
            #expect(findings.filter { $0.ruleIdentifier == InvalidSuppression.description.identifier }.isEmpty)
            #expect(findings.filter { $0.ruleIdentifier == UnusedSuppression.description.identifier && marked.contains($0.file) }.isEmpty)
        }
    }

    @Test func everyManifestRuleHasBothKindsOfExamples() {
        for rule in RuleRegistry.rules {
            let (identifier, examples) = (type(of: rule).description.identifier, type(of: rule).examples)
            #expect(examples.triggering.count >= 1, "\(identifier) has no triggering example")
            #expect(examples.nonTriggering.count >= 1, "\(identifier) has no non-triggering example")
        }
    }
}
