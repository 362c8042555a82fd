import IntentLintKit

/// `lint-intents rules [--markdown]`: every rule with its severity and summary.
enum RulesCommand {
    static let usage = """
        USAGE: lint-intents rules [--markdown]

        Lists every rule with its id, default severity and summary.

        OPTIONS:
          --markdown  Print the full rule reference (docs/rules.md) instead.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandLineArguments(arguments, .init(flags: ["--help", "--markdown"]))
        if parsed.flag("--help") {
            Output.line(usage)
            return 0
        }
        guard parsed.positional.isEmpty else { throw UsageError("'rules' takes no paths") }
        if parsed.flag("--markdown") {
            Output.write(RuleDocumentation.markdown())
            return 0
        }
        let rules = RuleRegistry.allDescriptions
        let width = rules.map(\.identifier.count).max() ?? 0
        for rule in rules {
            let identifier = rule.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            Output.line("\(identifier)  \(severity)  \(rule.isOptIn ? "(opt-in) " : "")\(rule.summary)")
        }
        return 0
    }
}

import Foundation
