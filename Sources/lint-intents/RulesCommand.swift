import IntentLintKit

/// `lint-intents rules [--markdown] [--changes]`: every rule (or every change `diff`
/// reports) with its severity and summary.
enum RulesCommand {
    static let usage = """
        USAGE: lint-intents rules [--markdown] [--changes]

        Lists every rule with its id, default severity and summary.

        OPTIONS:
          --markdown  Print the full rule reference (docs/rules.md) instead.
          --changes   List the changes 'lint-intents diff' reports instead; their ids work in
                      configuration as rule ids do.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandLineArguments(arguments, .init(flags: ["--help", "--markdown", "--changes"]))
        if parsed.flag("--help") {
            Output.line(usage)
            return 0
        }
        guard parsed.positional.isEmpty else { throw UsageError("'rules' takes no paths") }
        if parsed.flag("--changes") {
            guard !parsed.flag("--markdown") else { throw UsageError("--changes lists the changes; docs/diff.md is their reference") }
            list(ChangeKind.descriptions)
            return 0
        }
        if parsed.flag("--markdown") {
            Output.write(RuleDocumentation.markdown())
            return 0
        }
        list(RuleRegistry.allDescriptions)
        return 0
    }

    private static func list(_ rules: [RuleDescription]) {
        let width = rules.map(\.identifier.count).max() ?? 0
        for rule in rules {
            let identifier = rule.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            Output.line("\(identifier)  \(severity)  \(rule.isOptIn ? "(opt-in) " : "")\(rule.summary)")
        }
    }
}

import Foundation
