import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintRules
import IntentLintTestSupport

/// docs/rules.md must match what the rules say about themselves.
@Suite struct RuleDocumentationTests {
    static let documentPath = Fixtures.repositoryRoot + "/docs/rules.md"

    @Test func rulesReferenceIsCurrent() throws {
        let generated = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try FileSystem.writeAtomically(generated, to: Self.documentPath)
        }
        let committed = try String(contentsOfFile: Self.documentPath, encoding: .utf8)
        #expect(committed == generated, "docs/rules.md is out of date: run `UPDATE_DOCS=1 swift test --filter RuleDocumentationTests`")
    }

    static let readmePath = Fixtures.repositoryRoot + "/README.md"

    @Test func readmeRuleTableIsCurrent() throws {
        let committed = try String(contentsOfFile: Self.readmePath, encoding: .utf8)
        let updated = try #require(RuleDocumentation.updatingReadme(committed), "README.md has lost its rule table markers")
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1", updated != committed {
            try FileSystem.writeAtomically(updated, to: Self.readmePath)
        }
        #expect(committed == updated, "README.md's rule table is out of date: run `UPDATE_DOCS=1 swift test --filter RuleDocumentationTests`")
        for rule in RuleRegistry.allDescriptions {
            #expect(committed.contains("[`\(rule.identifier)`](docs/rules.md#\(rule.identifier))"))
        }
    }

    @Test func everyRuleIsDocumentedWithItsExamples() {
        let markdown = RuleDocumentation.markdown()
        for rule in RuleRegistry.documented {
            #expect(markdown.contains("## `\(rule.description.identifier)`"))
            for example in rule.examples.triggering {
                #expect(markdown.contains(example.files[0].source))
            }
        }
    }
}
