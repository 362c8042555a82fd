import IntentLintKit
import IntentLintSupport

/// The arguments of one subcommand, parsed against the options it declares. Options take
/// `--name value` or `--name=value`; `--` ends options; anything else is a path.
struct CommandLineArguments {
    struct Specification {
        var flags: Set<String> = []
        /// Options that take a value; a repeated one keeps every value.
        var options: Set<String> = []
    }

    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]
    private(set) var positional: [String] = []

    init(_ arguments: [String], _ specification: Specification) throws {
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
            if specification.flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
                flags.insert(name)
            } else if specification.options.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("option '\(name)' needs a value") }
                    value = arguments[index]
                    index += 1
                }
                values[name, default: []].append(value)
            } else {
                let hint = ClosestMatch(specification.flags.union(specification.options)).find(name).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("unknown option '\(name)'\(hint)")
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `name`.
    func value(_ name: String) -> String? { values[name]?.last }

    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// A positive whole number, or a usage error naming the option.
    func positiveInteger(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), number > 0 else { throw UsageError("option '\(name)' needs a positive whole number, not '\(text)'") }
        return number
    }
}

/// A mistake on the command line: reported with a hint, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
