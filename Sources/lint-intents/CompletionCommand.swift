import IntentLintKit
import IntentLintSupport

/// `lint-intents completion bash|zsh|fish`: a shell completion script, made from the commands'
/// option tables (`CommandOption`), so it offers what the parser accepts and nothing else.
/// Install it as the shell expects, for example `lint-intents completion bash >
/// ~/.local/share/bash-completion/completions/lint-intents`.
enum CompletionCommand: Command {
    static let name = "completion"
    static let options: [CommandOption] = []

    static var usage: String {
        """
        USAGE: lint-intents completion bash|zsh|fish

        Prints a completion script for the shell: commands, each command's options (with
        reporters, colours and module kinds as their values, files for FILE, DIR and PATH),
        and files. Install it where the shell looks:
          bash  lint-intents completion bash > ~/.local/share/bash-completion/completions/lint-intents
          zsh   in ~/.zshrc, after compinit: source <(lint-intents completion zsh)
          fish  lint-intents completion fish > ~/.config/fish/completions/lint-intents.fish
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try parse(arguments) else { return 0 }
        guard parsed.positional.count == 1, let shell = parsed.positional.first else {
            throw UsageError("'completion' takes one shell: bash, zsh or fish")
        }
        switch shell {
        case "bash": StandardStreams.write(bashScript())
        case "zsh": StandardStreams.write(zshScript())
        case "fish": StandardStreams.write(fishScript())
        default: throw UsageError("no completion for the shell '\(shell)'; choose bash, zsh or fish")
        }
        return 0
    }

    // MARK: What each option takes

    /// What completes an option's value.
    enum ValueCompletion: Equatable {
        case words([String])
        case files
        case folders
        /// Nothing to offer (a name, a number, a revision).
        case anything
    }

    static func valueCompletion(of option: CommandOption, in command: String) -> ValueCompletion? {
        guard let valueName = option.valueName else { return nil }
        switch option.name {
        case "--reporter":
            return .words(command == ModulesCommand.name ? ["text", "json", "xcfilelist"] : CommandLineWords.reporters.map(\.identifier))
        case "--color": return .words(["auto", "always", "never"])
        case "--module-kind": return .words(CommandLineWords.moduleKinds)
        default: break
        }
        if valueName.contains("DIR") { return .folders }
        if valueName.contains("FILE") || valueName.contains("PATH") { return .files }
        return .anything
    }

    /// Every command with its options, then those that take no options.
    static var commands: [(name: String, options: [CommandOption])] {
        Commands.all.map { ($0.name, $0.options + [.help]) } + [("help", []), ("version", [])]
    }

    static func spellings(_ option: CommandOption) -> [String] {
        [option.name] + [option.shortName].compactMap { $0 }
    }

    // MARK: bash

    static func bashScript() -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var valueCases = ""
        var seen: Set<String> = []
        for (command, options) in commands {
            for option in options {
                guard let completion = valueCompletion(of: option, in: command) else { continue }
                let key = command + " " + option.name
                guard seen.insert(key).inserted else { continue }
                let action: String
                switch completion {
                case .words(let words): action = "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
                case .files: action = "COMPREPLY=($(compgen -f -- \"$cur\"))"
                case .folders: action = "COMPREPLY=($(compgen -d -- \"$cur\"))"
                case .anything: action = "COMPREPLY=()"
                }
                let patterns = spellings(option).map { "\(command):\($0)" }.joined(separator: "|")
                valueCases += "        \(patterns)) \(action); return ;;\n"
            }
        }
        var optionCases = ""
        for (command, options) in commands {
            optionCases += "        \(command)) options=\"\(options.flatMap(spellings).joined(separator: " "))\" ;;\n"
        }
        return """
            # bash completion for lint-intents, made by `lint-intents completion bash` from its option tables.
            _lint_intents() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command="" word options
                # The command is the first word that names one; without one, lint-intents lints.
                for word in "${COMP_WORDS[@]:1:$((COMP_CWORD - 1))}"; do
                    case " \(names) " in *" $word "*) command=$word; break ;; esac
                done
                case ${command:-lint}:$prev in
            \(valueCases)    esac
                case ${command:-lint} in
            \(optionCases)    esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                elif [ -z "$command" ]; then
                    COMPREPLY=($(compgen -W "\(names)" -- "$cur") $(compgen -f -- "$cur"))
                elif [ "$command" = help ]; then
                    COMPREPLY=($(compgen -W "\(names)" -- "$cur"))
                elif [ "$command" = completion ]; then
                    COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"))
                else
                    COMPREPLY=($(compgen -f -- "$cur"))
                fi
            }
            complete -o filenames -F _lint_intents lint-intents

            """
    }

    // MARK: zsh

    /// zsh runs the bash function through its `bashcompinit` layer: one script, one behaviour.
    /// It is sourced (`source <(lint-intents completion zsh)`), since it registers itself.
    static func zshScript() -> String {
        """
        # zsh completion for lint-intents, made by `lint-intents completion zsh` from its option
        # tables: the bash completion, through zsh's bashcompinit. Source it after compinit.
        autoload -U +X bashcompinit && bashcompinit
        \(bashScript())
        """
    }

    // MARK: fish

    static func fishScript() -> String {
        var lines = [
            "# fish completion for lint-intents, made by `lint-intents completion fish` from its option tables.",
            "complete -c lint-intents -f",
        ]
        let names = commands.map(\.name)
        for (command, _) in commands {
            lines.append("complete -c lint-intents -n __fish_use_subcommand -a \(command)")
        }
        for (command, options) in commands {
            // lint's options also apply before any command: lint-intents lints by default.
            let condition = command == LintCommand.name
                ? "not __fish_seen_subcommand_from \(names.filter { $0 != command }.joined(separator: " "))"
                : "__fish_seen_subcommand_from \(command)"
            for option in options {
                var line = "complete -c lint-intents -n '\(condition)' -l \(option.name.dropFirst(2))"
                if let short = option.shortName { line += " -s \(short.dropFirst())" }
                switch valueCompletion(of: option, in: command) {
                case .words(let words)?: line += " -x -a '\(words.joined(separator: " "))'"
                case .files?, .folders?: line += " -r -F"
                case .anything?: line += " -x"
                case nil: break
                }
                line += " -d '\(fishQuoted(option.help.joined(separator: " ")))'"
                lines.append(line)
            }
        }
        lines.append("complete -c lint-intents -n '__fish_seen_subcommand_from completion' -x -a 'bash zsh fish'")
        lines.append("complete -c lint-intents -n '__fish_seen_subcommand_from help' -x -a '\(names.joined(separator: " "))'")
        lines.append("complete -c lint-intents -n 'not __fish_seen_subcommand_from help completion version' -F")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for a single-quoted fish string, first sentence only.
    private static func fishQuoted(_ text: String) -> String {
        let words = text.split(separator: " ").joined(separator: " ")
        let sentence = words.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? words
        return sentence.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
    }
}
