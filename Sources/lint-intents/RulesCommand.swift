#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// `lint-intents rules [--markdown | --json] [--changes | --verify]`: every rule (or every change
/// `diff` reports, or every check of `verify`), with whether the configuration enables it and at
/// which severity.
enum RulesCommand: Command {
    static let name = "rules"

    static let markdown = CommandOption.flag("--markdown", help: "Print the full rule reference (docs/rules.md) instead.")
    static let json = CommandOption.flag("--json", help: """
        Print the list as JSON: id, name, severity, defaultSeverity,
        enabled, optIn, fixable and summary of each.
        """)
    static let changes = CommandOption.flag("--changes", help: """
        List the changes 'lint-intents diff' reports instead; their ids work
        in configuration as rule ids do.
        """)
    static let verify = CommandOption.flag("--verify", help: """
        List the checks 'lint-intents verify' reports instead; their ids
        work in configuration as rule ids do.
        """)
    static let config = CommandOption.value("--config", "FILE", help: "Read settings from FILE instead of the nearest .lint-intents.json.")

    static let options = [markdown, json, changes, verify, config]

    static var usage: String {
        """
        USAGE: lint-intents rules [--markdown | --json] [--changes | --verify] [--config FILE]

        Lists every rule with its id, its severity and whether it runs, as the configuration
        (.lint-intents.json in the current folder or above, or --config FILE) sets them, and
        its summary; '(--fix)' marks the rules whose findings 'lint --fix' rewrites.

        OPTIONS:
        \(CommandOption.helpLines(options, helpColumn: 18))
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try parse(arguments) else { return 0 }
        guard parsed.positional.isEmpty else { throw UsageError("'rules' takes no paths") }
        guard !(parsed.flag(markdown) && parsed.flag(json)) else { throw UsageError("choose one of \(markdown.name) and \(json.name)") }
        guard !(parsed.flag(changes) && parsed.flag(verify)) else { throw UsageError("choose one of \(changes.name) and \(verify.name)") }
        if parsed.flag(markdown) {
            guard !parsed.flag(changes) else { throw UsageError("\(changes.name) lists the changes; docs/diff.md is their reference") }
            guard !parsed.flag(verify) else { throw UsageError("\(verify.name) lists the checks; docs/verify.md is their reference") }
            StandardStreams.write(RuleListing.markdown)
            return 0
        }
        let configuration = try LintSession.configuration(file: parsed.value(config), workingDirectory: FileManager.default.currentDirectoryPath)
        let listing = RuleListing(parsed.flag(changes) ? .changes : parsed.flag(verify) ? .verifyChecks : .rules, configuration: configuration)
        if parsed.flag(json) {
            StandardStreams.write(listing.json)
            return 0
        }
        for line in listing.lines { StandardStreams.line(line) }
        if let file = listing.configurationFile {
            StandardStreams.error("As configured by \(file); 'off' rules do not run.")
        }
        return 0
    }
}
