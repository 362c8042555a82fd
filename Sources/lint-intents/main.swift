#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// `lint-intents [COMMAND] …`: dispatches to a command; usage and input errors exit 2.

let generalUsage = """
    lint-intents \(LintIntents.version): static App Intents manifest and lint for Swift sources.

    USAGE: lint-intents [<command>] [options] [PATH ...]

    With no command, lints PATH (default: the current folder, filtered by the configuration's
    'included' and 'excluded'), as 'lint-intents lint' does.

    COMMANDS:
      lint          Report rule violations (the default when the first argument is a path).
      manifest      Write the static App Intents manifest as JSON.
      metadata      Write Apple's Metadata.appintents (extract.actionsdata) for builds without Xcode.
      diff          Compare two versions: what an update breaks for saved shortcuts.
      verify        Check what Xcode's build exported (and its log) against the sources.
      modules       List the modules found: targets of \(CommandLineWords.projectKindsShort) files.
      rules         List the rules (--markdown: the full reference).
      install-hook  Install a git pre-commit hook that lints the staged Swift and strings files.
      completion    Print a shell completion script: lint-intents completion bash|zsh|fish.
      help          Show this help, or a command's: lint-intents help manifest.
      version       Print the version (also -v, --version).

    Run 'lint-intents <command> --help' for a command's options.
    """

@MainActor func runCommand(_ arguments: [String]) throws -> Int32 {
    // Bare `lint-intents` lints the current folder, as SwiftLint does: a CI step written that
    // way must not pass by printing help.
    guard let name = arguments.first else {
        return try LintCommand.run([])
    }
    let rest = Array(arguments.dropFirst())
    if let command = Commands.named(name) {
        return try command.run(rest)
    }
    switch name {
    case "version", "--version", "-v":
        StandardStreams.line(LintIntents.version)
        return 0
    case "help", "--help", "-h":
        // `help --help` and `help -h` ask for the same help as `help`.
        guard let topic = rest.first, !["help", "version", "--help", "-h"].contains(topic) else {
            StandardStreams.line(generalUsage)
            return 0
        }
        guard let command = Commands.named(topic) else {
            throw UsageError("no command named '\(topic)' (the commands are \(Commands.names.joined(separator: ", ")))\(Commands.suggestion(for: topic))")
        }
        StandardStreams.line(command.usage)
        return 0
    default:
        // `lint-intents Sources/App` and `lint-intents --strict .` lint.
        if name.hasPrefix("-") || FileSystem.kind(of: name) != .missing {
            return try LintCommand.run(arguments)
        }
        // A path with a folder or an extension was meant as a path; a word may be either.
        if name.contains("/") || name.contains(".") { throw InputError.notFound(name, at: Paths.absolute(name)) }
        throw UsageError("unknown command '\(name)', and no such file or directory: \(name)\(Commands.suggestion(for: name))")
    }
}

/// Reports an error in one line on standard error, after what the run had to say before it.
func report(_ error: any Error) {
    switch error {
    case let stopped as StoppedRun:
        for message in stopped.messages { StandardStreams.error(message.text) }
        report(stopped.error)
    case let error as UsageError:
        let help = CommandOption.runByCommandPlugin ? "swift package lint-intents --help" : "lint-intents help"
        StandardStreams.error("lint-intents: error: \(error.description) (see '\(help)')")
    case let error as InputError:
        StandardStreams.error("lint-intents: error: \(error.description)")
    default:
        StandardStreams.error("lint-intents: error: \(error)")
    }
}

do {
    exit(try runCommand(Array(CommandLine.arguments.dropFirst())))
} catch {
    report(error)
    exit(2)
}
