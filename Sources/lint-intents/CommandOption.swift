#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// One option of a command, as the parser accepts it and the help describes it: each command
/// lists its options once, and both come from that list.
struct CommandOption: Hashable, Sendable {
    /// `--reporter`
    let name: String
    /// What the help calls its value (`NAME`, `FILE`); nil for a flag, which takes none.
    let valueName: String?
    /// The help text, line by line, as the help lays it out beside the name.
    let help: [String]
    /// Whether every value given counts (`values(of:)`), rather than the last one.
    let repeats: Bool
    /// `-q`: the one-letter spelling people type most, for the options other tools give one
    /// (`-h`, `-q`, `-o`, `-j`, and swift-format's `-s` for `--strict`).
    let shortName: String?

    static func flag(_ name: String, short: String? = nil, help: String) -> CommandOption {
        CommandOption(name: name, valueName: nil, help: help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                      repeats: false, shortName: short)
    }

    static func value(_ name: String, _ valueName: String, short: String? = nil, repeats: Bool = false, help: String) -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                      repeats: repeats, shortName: short)
    }

    var takesValue: Bool { valueName != nil }

    /// Every command takes it; no help lists it.
    static let help = CommandOption.flag("--help", short: "-h", help: "Show this help.")

    // Options are one option by name, whatever their help says in one command or another.
    static func == (left: CommandOption, right: CommandOption) -> Bool { left.name == right.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether a command plugin runs lint-intents (`PluginOptions.environmentVariable`): its
    /// help and messages then speak of what the plugin takes.
    static var runByCommandPlugin: Bool {
        ProcessInfo.processInfo.environment[PluginOptions.environmentVariable] != nil
    }

    /// The options a help text lists: all of them, or, for a command plugin, those it passes on.
    static func listed(_ options: [CommandOption]) -> [CommandOption] {
        guard runByCommandPlugin else { return options }
        let refused = Set(PluginOptions.refused.map(\.name) + PluginOptions.ownedByThePlugin)
        return options.filter { !refused.contains($0.name) }
    }

    /// The OPTIONS lines of a help text: each option's name and value, and its help from
    /// `helpColumn` on (on the next line when the name leaves no room).
    static func helpLines(_ options: [CommandOption], helpColumn: Int) -> String {
        options.flatMap { option -> [String] in
            let label = "  " + (option.shortName.map { $0 + ", " } ?? "") + option.name + (option.valueName.map { " " + $0 } ?? "")
            let indentation = String(repeating: " ", count: helpColumn)
            let rest = option.help.dropFirst().map { $0.isEmpty ? "" : indentation + $0 }
            guard label.count + 2 <= helpColumn, let first = option.help.first else {
                return [label] + option.help.map { $0.isEmpty ? "" : indentation + $0 }
            }
            return [label.padded(to: helpColumn) + first] + rest
        }.joined(separator: "\n")
    }
}

/// The arguments of one command, parsed against the options it declares. Options take
/// `--name value` or `--name=value`; `--` ends options; anything else is a path.
struct ParsedArguments {
    private let accepted: Set<CommandOption>
    private var flags: Set<String> = []
    private var values: [String: [String]] = [:]
    /// The arguments that are not options, in order: paths, mostly.
    private(set) var positional: [String] = []

    /// - Parameter command: the command's name, for messages that point to another command.
    init(_ arguments: [String], options: [CommandOption], command: String? = nil) throws(UsageError) {
        accepted = Set(options + [.help])
        let byName = Dictionary(accepted.flatMap { option in ([option.name] + [option.shortName].compactMap { $0 }).map { ($0, option) } },
                                uniquingKeysWith: { first, _ in first })
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if byName[name] == nil, inlineValue == nil, let (short, value) = Self.splitShortOptions(argument, byName) {
                // `-qs` is `-q -s`; `-j4` is `-j 4`, as getopt reads them.
                for option in short where !option.takesValue { flags.insert(option.name) }
                guard let last = short.last, last.takesValue else { continue }
                if let value {
                    values[last.name, default: []].append(value)
                } else {
                    guard index < arguments.count else { throw UsageError("option '\(last.shortName!)' needs a value") }
                    values[last.name, default: []].append(arguments[index])
                    index += 1
                }
                continue
            }
            guard let option = byName[name] else {
                throw UsageError(Self.unknownOption(name, among: options.map(\.name), of: command))
            }
            guard option.takesValue else {
                guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError("option '\(name)' needs a value") }
                value = arguments[index]
                index += 1
            }
            values[option.name, default: []].append(value)
        }
    }

    /// `-qs` (short flags together) or `-j4` (a short option and its value) read as getopt reads
    /// them: the options, and the value written after the one that takes a value (nil when it
    /// is the next argument). Nil when `argument` is neither.
    static func splitShortOptions(_ argument: String, _ byName: [String: CommandOption]) -> (options: [CommandOption], value: String?)? {
        guard argument.count > 2, argument.hasPrefix("-"), !argument.hasPrefix("--") else { return nil }
        var options: [CommandOption] = []
        var rest = argument.dropFirst()
        while let letter = rest.first {
            guard let option = byName["-" + String(letter)] else { return nil }
            options.append(option)
            rest = rest.dropFirst()
            if option.takesValue { return (options, rest.isEmpty ? nil : String(rest)) }
        }
        return (options, nil)
    }

    /// `unknown option '--output-dir'; did you mean '--manifest-output-dir'?`. The suggestion
    /// comes from the command's own options, in the order it lists them (its own, then those
    /// every command shares): first one whose name ends as the mistyped one does, then the
    /// closest by spelling. An option of another command is named as such, since it would not
    /// work here.
    static func unknownOption(_ name: String, among names: [String], of command: String?) -> String {
        let words = name.drop { $0 == "-" }
        let ending = words.count >= 4 ? names.first { $0.hasSuffix("-" + words) } : nil
        let suggestion = (ending ?? ClosestMatch(names, preferringEarlier: true).find(name)).map { "; did you mean '\($0)'?" } ?? ""
        var elsewhere: [String] = []
        for other in Commands.all where other.name != command {
            let optionNames = other.options.map(\.name)
            if optionNames.contains(name) { elsewhere.append(other.name) }
        }
        guard !elsewhere.isEmpty, let command else { return "unknown option '\(name)'\(suggestion)" }
        let quoted = elsewhere.map { "'\($0)'" }
        let owners = quoted.count <= 2 ? quoted.joined(separator: " and ") : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        return "unknown option '\(name)' for '\(command)' (it is an option of \(owners))\(suggestion)"
    }

    /// Whether the command declares the option.
    func accepts(_ option: CommandOption) -> Bool {
        accepted.contains(option)
    }

    /// Whether the flag was given.
    func flag(_ option: CommandOption) -> Bool {
        precondition(accepted.contains(option) && !option.takesValue, "\(option.name) is not a flag of this command")
        return flags.contains(option.name)
    }

    /// The value given, the last one when the option was given several times.
    func value(_ option: CommandOption) -> String? {
        precondition(accepted.contains(option) && option.takesValue && !option.repeats, "\(option.name) is not a single-valued option of this command")
        return values[option.name]?.last
    }

    /// Every value given to an option that repeats, in order.
    func values(of option: CommandOption) -> [String] {
        precondition(accepted.contains(option) && option.repeats, "\(option.name) is not a repeating option of this command")
        return values[option.name] ?? []
    }

    /// A positive whole number, or a usage error naming the option.
    func positiveInteger(_ option: CommandOption) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), number > 0 else { throw UsageError("option '\(option.name)' needs a positive whole number, not '\(text)'") }
        return number
    }
}

/// A subcommand: the options it declares (which the parser accepts and its help lists), its help
/// and its run.
protocol Command: SendableMetatype {
    /// `lint`, as typed after `lint-intents`.
    static var name: String { get }
    static var options: [CommandOption] { get }
    static var usage: String { get }
    /// Runs the command and says its exit status: 0 passes, 1 fails; errors are exit status 2.
    static func run(_ arguments: [String]) throws -> Int32
}

/// Every command, in the order the help lists them.
enum Commands {
    static let all: [any Command.Type] = [
        LintCommand.self, ManifestCommand.self, MetadataCommand.self, DiffCommand.self, VerifyCommand.self, ModulesCommand.self,
        RulesCommand.self, InstallHookCommand.self, CompletionCommand.self,
    ]

    static var names: [String] {
        var names: [String] = []
        for command in all { names.append(command.name) }
        return names
    }

    static func named(_ name: String) -> (any Command.Type)? {
        for command in all where command.name == name { return command }
        return nil
    }

    /// `; did you mean 'lint'?`, or nothing.
    static func suggestion(for name: String) -> String {
        ClosestMatch(names, preferringEarlier: true).find(name).map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension Command {
    /// The command's arguments; nil when it was asked for its help, which this prints.
    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments? {
        let parsed = try ParsedArguments(arguments, options: options, command: name)
        guard !parsed.flag(.help) else {
            StandardStreams.line(usage)
            return nil
        }
        return parsed
    }
}
