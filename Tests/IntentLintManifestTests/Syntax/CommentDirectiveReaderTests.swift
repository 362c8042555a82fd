import Testing
@testable import IntentLintSupport
@testable import IntentLintSyntax

@Suite("Comment directives")
struct CommentDirectiveReaderTests {
    private func directives(_ source: String) -> [CommentDirective] {
        ScannedSource(source).file.directives
    }

    private func location(_ line: Int, _ column: Int) -> IntentLintSupport.SourceLocation {
        IntentLintSupport.SourceLocation(line: line, column: column)
    }

    @Test func ownLineDirectiveWithRulesAndReason() {
        #expect(directives("""
            struct S {
                // lint-intents:disable:next phrase-missing-app-name, unstable-entity-id - legacy phrase kept for users
                static let title = "T"
            }
            """) == [CommentDirective(command: "disable:next", ruleIdentifiers: ["phrase-missing-app-name", "unstable-entity-id"],
                                      location: location(2, 5), isTrailing: false)])
    }

    @Test func trailingDirective() {
        #expect(directives("let x = 1 // lint-intents:disable:this some-rule") == [
            CommentDirective(command: "disable:this", ruleIdentifiers: ["some-rule"], location: location(1, 11), isTrailing: true),
        ])
    }

    @Test func blockCommentDirectives() {
        #expect(directives("""
            /* lint-intents:disable a b */
            let x = 1 /* lint-intents:enable a */
            """) == [
                CommentDirective(command: "disable", ruleIdentifiers: ["a", "b"], location: location(1, 1), isTrailing: false),
                CommentDirective(command: "enable", ruleIdentifiers: ["a"], location: location(2, 11), isTrailing: true),
            ])
    }

    @Test func directiveWithoutRules() {
        #expect(directives("// lint-intents:disable").map(\.ruleIdentifiers) == [[]])
        #expect(directives("// lint-intents:disable - everything in this file").map(\.ruleIdentifiers) == [[]])
    }

    @Test func separatorsBetweenRules() {
        #expect(directives("// lint-intents:disable a,b\tc ,d").first?.ruleIdentifiers == ["a", "b", "c", "d"])
    }

    @Test func directivesComeInSourceOrder() {
        #expect(directives("// lint-intents:disable a\nlet x = 1\n// lint-intents:enable a\n").map(\.command) == ["disable", "enable"])
    }

    @Test(arguments: [
        "// lint-intents",
        "// lint-intents:",
        "// see lint-intents:disable a",
        "// lint-intent:disable a",
        "let s = \"// lint-intents:disable a\"",
        "/// Uses lint-intents:disable to silence a rule.",
    ])
    func notDirectives(source: String) {
        #expect(directives(source).isEmpty)
    }

    @Test func docCommentDirectiveIsRead() {
        #expect(directives("/// lint-intents:disable:next a").map(\.command) == ["disable:next"])
    }

    @Test func crlfLineEndings() {
        #expect(directives("let x = 1\r\n// lint-intents:disable:next a\r\nlet y = 2") == [
            CommentDirective(command: "disable:next", ruleIdentifiers: ["a"], location: location(2, 1), isTrailing: false),
        ])
    }
}
