import Foundation
import IntentLintKit
import IntentLintSupport

/// `lint-intents [COMMAND] …`: dispatches to a subcommand; usage and input errors exit 2.
let arguments = Array(CommandLine.arguments.dropFirst())

let generalUsage = """
    lint-intents \(LintIntents.version): static App Intents manifest and lint for Swift sources.

    USAGE: lint-intents [<command>] [options] [PATH ...]

    With no command, lints PATH (default: the current folder, filtered by the configuration's
    'included' and 'excluded'), as 'lint-intents lint' does.

    COMMANDS:
      lint          Report rule violations (the default when the first argument is a path).
      manifest      Write the static App Intents manifest as JSON.
      diff          Compare two versions: what an update breaks for saved shortcuts.
      modules       List the modules found: targets of Package.swift, .xcodeproj, Tuist, XcodeGen and Bazel files.
      rules         List the rules (--markdown: the full reference).
      install-hook  Install a git pre-commit hook that lints the staged Swift files.
      help          Show this help, or a command's: lint-intents help manifest.
      version       Print the version (also -v, --version).

    Run 'lint-intents <command> --help' for a command's options.
    """

func runCommand(_ arguments: [String]) throws -> Int32 {
    // Bare `lint-intents` lints the current folder, as SwiftLint does: a CI step written that
    // way must not pass by printing help.
    guard let command = arguments.first else {
        return try LintCommand.run([])
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "lint":
        return try LintCommand.run(rest)
    case "manifest":
        return try ManifestCommand.run(rest)
    case "diff":
        return try DiffCommand.run(rest)
    case "modules":
        return try ModulesCommand.run(rest)
    case "rules":
        return try RulesCommand.run(rest)
    case "install-hook":
        return try InstallHookCommand.run(rest)
    case "version", "--version", "-v":
        print(LintIntents.version)
        return 0
    case "help", "--help", "-h":
        switch rest.first {
        case "manifest": print(ManifestCommand.usage)
        case "modules": print(ModulesCommand.usage)
        case "diff": print(DiffCommand.usage)
        case "rules": print(RulesCommand.usage)
        case "lint": print(LintCommand.usage)
        case "install-hook": print(InstallHookCommand.usage)
        default: print(generalUsage)
        }
        return 0
    default:
        // `lint-intents Sources/App` and `lint-intents --strict .` lint.
        if command.hasPrefix("-") || FileSystem.kind(of: command) != .missing {
            return try LintCommand.run(arguments)
        }
        throw UsageError("unknown command '\(command)'; to lint a path, make sure it exists")
    }
}

do {
    exit(try runCommand(arguments))
} catch let error as UsageError {
    Output.error("lint-intents: error: \(error.description) (see 'lint-intents help')")
    exit(2)
} catch let error as InputError {
    Output.error("lint-intents: error: \(error.description)")
    exit(2)
} catch {
    Output.error("lint-intents: error: \(error)")
    exit(2)
}
