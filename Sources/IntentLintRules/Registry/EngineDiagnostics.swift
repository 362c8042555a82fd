import IntentLintSupport
import IntentLintCore

/// A `lint-intents:` comment that cannot work: an unknown command or rule, or no rule.
package enum InvalidSuppression: DocumentedRule {
    package static let description = RuleDescription(
        identifier: "invalid-suppression",
        name: "Invalid suppression",
        summary: "A `lint-intents:` comment must use a known command and name known rules.",
        rationale: """
            A suppression comment with a typo (`disable:nxt`, a misspelled rule id) suppresses nothing, so \
            the finding it was meant to silence still fails the build, or worse, the author believes a \
            problem is acknowledged when it is not. Commands are `disable`, `enable`, `disable:next`, \
            `disable:this` and `disable:previous`, followed by rule ids or `all`.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                ↓// lint-intents:disable:next non-constant-metadat
                struct Settings {}
                """, expecting: [.warning(Message.suppressionNamesUnknownRule("non-constant-metadat", command: "disable:next",
                                                                   closestMatch: "non-constant-metadata"))]),
            RuleExample("""
                ↓// lint-intents:disable:nxt non-constant-metadata
                struct Settings {}
                """, expecting: [.warning(Message.unknownSuppressionCommand("disable:nxt"))]),
            RuleExample("""
                struct Settings {} ↓// lint-intents:disable:this
                """, expecting: [.warning(Message.suppressionNamesNoRule(command: "disable:this"))]),
        ],
        nonTriggering: [
            RuleExample("""
                // lint-intents:disable:next non-constant-metadata - the title comes from a table
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = Titles.order
                }
                """),
        ])
}

extension InvalidSuppression {
    /// What the diagnostic says: each message of its findings, made here and only here.
    package enum Message {
        package static func unknownSuppressionCommand(_ command: String) -> FindingMessage {
            FindingMessage("Unknown suppression command `lint-intents:\(command)`; use `disable`, `enable`, `disable:next`, `disable:this` or `disable:previous`")
        }

        package static func suppressionNamesNoRule(command: String) -> FindingMessage {
            FindingMessage("`lint-intents:\(command)` names no rule; name the rule ids to suppress, or `all`")
        }

        package static func suppressionNamesUnknownRule(_ rule: String, command: String, closestMatch: String?) -> FindingMessage {
            FindingMessage("`lint-intents:\(command)` names the unknown rule `\(rule)`" + (closestMatch.map { "; did you mean `\($0)`?" } ?? ""))
        }
    }
}

/// A `lint-intents:disable…` comment that suppressed nothing.
package enum UnusedSuppression: DocumentedRule {
    package static let description = RuleDescription(
        identifier: "unused-suppression",
        name: "Unused suppression",
        summary: "A suppression comment must suppress something.",
        rationale: """
            A suppression that no longer suppresses anything is noise that hides the next real problem on \
            that line. Remove it once the code it excused is fixed.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                ↓// lint-intents:disable:next non-constant-metadata
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                }
                """, expecting: [.warning(Message.suppressionSuppressesNothing(command: "disable:next", rule: "non-constant-metadata"))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = Titles.order // lint-intents:disable:this non-constant-metadata
                }
                """),
        ])
}

extension UnusedSuppression {
    /// What the diagnostic says: each message of its findings, made here and only here.
    package enum Message {
        package static func suppressionSuppressesNothing(command: String, rule: String) -> FindingMessage {
            FindingMessage("`lint-intents:\(command) \(rule)` suppresses nothing; remove it")
        }
    }
}

/// A file that could not be read or is not Swift source text; the rest of the run goes on.
package enum UnreadableFile: DocumentedRule {
    package static let description = RuleDescription(
        identifier: "unreadable-file",
        name: "Unreadable file",
        summary: "Every Swift file must be readable UTF-8 text.",
        rationale: """
            A file that cannot be read (permissions, a broken link) or is not UTF-8 text is skipped, so any \
            App Intents it declares are missing from the manifest and unchecked. Fix its permissions or \
            encoding, or exclude it in `.lint-intents.json`.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [],
        nonTriggering: [])
}

/// A file that could not be read or is not Swift source text.
public struct FileProblem: Error, Sendable, Equatable {
    package var path: String
    package var message: String
    /// Where in the file the problem starts (the first byte that is not UTF-8); 1:1 for the
    /// whole file.
    package var location: SourceLocation

    package init(path: String, message: String, location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.path = path
        self.message = message
        self.location = location
    }
}
