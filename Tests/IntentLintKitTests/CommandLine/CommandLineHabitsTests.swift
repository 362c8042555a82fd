import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintEngine
import IntentLintTestSupport

/// What users of other linters expect from the command line, tried as they would.
@Suite(.serialized) struct CommandLineHabitsTests {
    static let broken = """
        import AppIntents
        struct OrderSoupIntent: AppIntent {
            static var title: LocalizedStringResource = makeTitle()
        }
        """

    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    @Test func bareCommandLintsTheCurrentFolderHonouringIncluded() throws {
        try withRunner { runner in
            try runner.write("Sources/App/Intent.swift", Self.broken)
            try runner.write("Scratch/Other.swift", Self.broken)
            let bare = try runner.run([])
            #expect(bare.status == 1, "a finding fails the bare command: \(bare.output)")
            #expect(bare.output.contains("Sources/App/Intent.swift:3:") && bare.output.contains("Scratch/Other.swift:3:"))
            try runner.write(".lint-intents.json", #"{"included": ["Sources"]}"#)
            let included = try runner.run([])
            #expect(included.output.contains("Sources/App/Intent.swift:3:") && !included.output.contains("Scratch"))
            let help = try runner.run(["--help"])
            #expect(help.status == 0 && help.output.contains("USAGE: lint-intents"))
        }
    }

    /// Run by a command plugin, lint's help lists what the plugin passes on, and a path (which
    /// the plugin cannot tell from an option's value) is refused in the plugin's terms.
    @Test func forACommandPluginTheHelpAndMessagesSpeakOfThePlugin() throws {
        try withRunner { runner in
            let plugin = [PluginOptions.environmentVariable: "1"]
            let help = try runner.run(["lint", "--help"], environment: plugin)
            #expect(help.status == 0)
            #expect(help.output.hasPrefix("OPTIONS:"), "\(help.output)")
            #expect(help.output.contains("--strict") && help.output.contains("--reporter NAME"))
            for refused in PluginOptions.refused {
                #expect(!help.output.contains("  \(refused.name) "), "\(refused.name) is listed")
            }
            // The plugin's --manifest-output DIR is its own, not lint's FILE passed through.
            #expect(!help.output.contains("  --manifest-output FILE"))
            #expect(try runner.run(["lint", "--help"]).output.contains("  --staged "))

            try runner.write("modules.json", #"{"modules": [{"name": "App", "files": ["App/Intent.swift"]}]}"#)
            try runner.write("App/Intent.swift", Self.broken)
            let path = try runner.run(["lint", "--modules-file", "modules.json", "Sources/App"], environment: plugin)
            #expect(path.status == 2)
            #expect(path.errors == "lint-intents: error: the plugin takes no paths ('Sources/App' was given): it lints the package's targets; choose them with --target NAME (see 'swift package lint-intents --help')\n")
        }
    }

    /// A baseline entry whose finding is gone is said, once, so the baseline does not keep
    /// hiding a line that was fixed.
    @Test func staleBaselineEntriesAreANote() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.broken)
            #expect(try runner.run(["lint", "--write-baseline", "baseline.json", "App"]).status == 0)
            #expect(!(try runner.run(["lint", "--baseline", "baseline.json", "App"]).errors.contains("baseline.json")))
            try runner.write("App/Intent.swift", Self.broken.replacingOccurrences(of: "makeTitle()", with: #""Order Soup""#))
            let fixed = try runner.run(["lint", "--baseline", "baseline.json", "App"])
            #expect(fixed.status == 0)
            #expect(fixed.errors.contains("note: 1 entry of baseline.json matches no finding any more (App/Intent.swift:3 [non-constant-metadata]): fixed, or the line changed; 'lint-intents --write-baseline baseline.json' records today's findings without it"), "\(fixed.errors)")
            #expect(!(try runner.run(["lint", "--quiet", "--baseline", "baseline.json", "App"]).errors.contains("note:")))
        }
    }

    /// The README's example configuration names a baseline before one is recorded: that says
    /// what to do, and names the file from here, not by the machine's folders.
    @Test func aConfiguredBaselineNotYetRecordedSaysHowToRecordIt() throws {
        try withRunner { runner in
            try runner.write("Sources/Intent.swift", Self.broken)
            try runner.write(".lint-intents.json", #"{"baseline": "lint-intents-baseline.json"}"#)
            let run = try runner.run(["lint", "."])
            #expect(run.status == 2)
            #expect(run.errors == "lint-intents: error: no such file or directory: lint-intents-baseline.json (the 'baseline' of .lint-intents.json); record it with 'lint-intents --write-baseline lint-intents-baseline.json', or leave the key out\n")
            #expect(try runner.run(["lint", "--write-baseline", "lint-intents-baseline.json", "."]).status == 0)
            #expect(try runner.run(["lint", "."]).status == 0)
        }
    }

    @Test func colourOnlyWhenAskedOrInATerminal() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.broken)
            let piped = try runner.run(["lint", "App"])
            #expect(!piped.output.contains("\u{1B}[") && !piped.errors.contains("\u{1B}["), "a pipe gets plain text")
            let forced = try runner.run(["lint", "--color", "always", "App"])
            #expect(forced.output.hasPrefix("\u{1B}[1mApp/Intent.swift:3:"))
            #expect(forced.output.contains(": \u{1B}[1;31merror\u{1B}[0m: "))
            #expect(forced.errors.contains("\u{1B}[1;31m1 error\u{1B}[0m"))
            let file = try runner.run(["lint", "--color", "always", "--output", "report.txt", "App"])
            let written = try runner.read("report.txt")
            #expect(file.status == 1 && !written.contains("\u{1B}[") && written.contains("error:"), "a file stays plain")
            #expect(try runner.run(["lint", "--color", "sometimes", "App"]).status == 2)
        }
    }

    @Test func rulesShowWhatTheConfigurationEnablesAndItsSeverities() throws {
        try withRunner { runner in
            try runner.write(".lint-intents.json", #"{"disabled_rules": ["non-string-app-enum"], "severity": {"summary-missing-parameter": "error"}}"#)
            let text = try runner.run(["rules"]).output.split(separator: "\n")
            #expect(text.contains { $0.hasPrefix("non-string-app-enum ") && $0.contains("  off  ") })
            #expect(text.contains { $0.hasPrefix("summary-missing-parameter ") && $0.contains("error (configured)") })
            #expect(text.contains { $0.hasPrefix("phrase-missing-app-name ") && $0.contains("  error  ") })
            let json = try runner.run(["rules", "--json"])
            let rules = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]] ?? []
            #expect(rules.count == RuleRegistry.allDescriptions.count)
            let summary = rules.first { $0["id"] as? String == "summary-missing-parameter" }
            #expect(summary?["severity"] as? String == "error" && summary?["defaultSeverity"] as? String == "warning" && summary?["enabled"] as? Bool == true)
            #expect(rules.first { $0["id"] as? String == "non-string-app-enum" }?["enabled"] as? Bool == false)
            let changes = try runner.run(["rules", "--changes", "--json"]).output
            #expect(changes.contains("\"intent-removed\""))
        }
    }

    @Test func helpOfHelpIsTheHelp() throws {
        try withRunner { runner in
            let general = try runner.run(["help"])
            for arguments in [["help", "--help"], ["help", "-h"], ["--help"], ["-h"]] {
                let run = try runner.run(arguments)
                #expect(run.status == 0, "\(arguments): \(run.errors)")
                #expect(run.output == general.output, "\(arguments)")
            }
        }
    }

    /// The short flags other tools have: `-h`, `-q`, `-o`, `-j`, and swift-format's `-s`.
    @Test func shortFlagsAreTheLongOnes() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.broken)
            let short = try runner.run(["lint", "-q", "-s", "-j", "1", "-o", "report.txt", "App"])
            let long = try runner.run(["lint", "--quiet", "--strict", "--jobs", "1", "--output", "long.txt", "App"])
            #expect(short.status == 1 && short.status == long.status)
            #expect(short.errors.isEmpty, "-q leaves out the summary: \(short.errors)")
            #expect(try runner.read("report.txt") == runner.read("long.txt"))
            let help = try runner.run(["lint", "-h"])
            #expect(help.status == 0 && help.output.contains("  -q, --quiet "))
            // As getopt reads them: flags together, and a value written after its option.
            let together = try runner.run(["lint", "-qs", "-j1", "-oreport2.txt", "App"])
            #expect(together.status == 1 && together.errors.isEmpty, "\(together.errors)")
            #expect(try runner.read("report2.txt") == runner.read("long.txt"))
            let lastTakesTheNext = try runner.run(["lint", "-qo", "report3.txt", "App"])
            #expect(lastTakesTheNext.status == 1)
            #expect(try runner.read("report3.txt") == runner.read("long.txt"))
            let unknown = try runner.run(["lint", "-qz", "App"])
            #expect(unknown.status == 2 && unknown.errors.contains("unknown option '-qz'"), "\(unknown.errors)")
            let missing = try runner.run(["lint", "-sj"])
            #expect(missing.status == 2 && missing.errors.contains("option '-j' needs a value"), "\(missing.errors)")
            // `-o` is the same option wherever there is an --output, metadata's included.
            let metadata = try runner.run(["metadata", "-o", "Metadata.appintents", "App"])
            #expect(metadata.status == 1, "\(metadata.errors)")
        }
    }

    /// `completion bash|zsh|fish` offers the commands and each command's options from the
    /// option tables; bash's is run here as bash's completion would run it.
    @Test func completionScriptsOfferWhatTheParserAccepts() throws {
        try withRunner { runner in
            let bash = try runner.run(["completion", "bash"])
            #expect(bash.status == 0)
            try runner.write("completion.bash", bash.output)
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/bash")
            shell.arguments = ["-c", """
                source "$1"
                show() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _lint_intents; echo "${COMPREPLY[*]}"; }
                show lint-intents modules --reporter ""
                show lint-intents manifest --output-d
                show lint-intents --stri
                show lint-intents compl
                """, "completion", runner.folder.path + "/completion.bash"]
            let output = Pipe()
            shell.standardOutput = output
            try shell.run()
            let offered = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            #expect(offered == "text json xcfilelist\n--output-dir\n--strict\ncompletion\n", "\(offered)")
            let fish = try runner.run(["completion", "fish"])
            #expect(fish.output.contains("complete -c lint-intents -n 'not __fish_seen_subcommand_from manifest metadata diff verify modules rules install-hook completion help version' -l quiet -s q -d 'Do not print the summary line and notes to standard error.'"))
            #expect(fish.output.contains("-n '__fish_seen_subcommand_from modules' -l reporter -x -a 'text json xcfilelist'"))
            let zsh = try runner.run(["completion", "zsh"])
            #expect(zsh.output.contains("bashcompinit") && zsh.output.contains("complete -o filenames -F _lint_intents lint-intents"))
            #expect(try runner.run(["completion", "tcsh"]).status == 2)
        }
    }

    @Test func versionFlags() throws {
        try withRunner { runner in
            for flag in ["-v", "--version", "version"] {
                let run = try runner.run([flag])
                #expect(run.status == 0 && run.output == LintIntents.version + "\n", "\(flag)")
            }
        }
    }

    @Test func aMisspelledFlagGetsASuggestion() throws {
        try withRunner { runner in
            let run = try runner.run(["lint", "--strct", "."])
            #expect(run.status == 2)
            #expect(run.errors.contains("unknown option '--strct'; did you mean '--strict'?"))
        }
    }

    @Test func helpLintListsConfigurationKeysAndSuppressionComments() throws {
        try withRunner { runner in
            let help = try runner.run(["help", "lint"]).output
            for key in Configuration.keys { #expect(help.contains("  \(key) "), "\(key)") }
            #expect(help.contains("lint-intents:disable:this") && help.contains("lint-intents:disable:next"))
        }
    }

    @Test func writeBaselineSaysWhatItWroteAndExitsZero() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.broken)
            let written = try runner.run(["lint", "--write-baseline", "baseline.json", "App"])
            #expect(written.status == 0)
            #expect(written.errors.contains("Recorded 1 finding in baseline.json"))
            #expect(try runner.run(["lint", "--baseline", "baseline.json", "App"]).status == 0)
        }
    }

    @Test func aBaselineNamedInTheConfigurationApplies() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.broken)
            try runner.write("config/README", "baselines")
            // The natural order: name the baseline in the configuration, then write it.
            try runner.write(".lint-intents.json", #"{"baseline": "config/accepted.json"}"#)
            #expect(try runner.run(["lint", "--write-baseline", "config/accepted.json", "App"]).status == 0)
            let run = try runner.run(["lint", "App"])
            #expect(run.status == 0 && run.output.isEmpty, "\(run.output)")
            // A new finding is still reported.
            try runner.write("App/Other.swift", Self.broken.replacingOccurrences(of: "OrderSoupIntent", with: "ReorderIntent"))
            let next = try runner.run(["lint", "App"])
            #expect(next.status == 1 && next.output.contains("App/Other.swift"))
            // A baseline the configuration names must exist.
            try runner.write(".lint-intents.json", #"{"baseline": "config/missing.json"}"#)
            let missing = try runner.run(["lint", "App"])
            #expect(missing.status == 2 && missing.errors.contains("config/missing.json"))
        }
    }

    @Test func configurationRejectsDuplicateKeysAndTrailingCommasWithTheirPlace() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.broken)
            try runner.write(".lint-intents.json", "{\n  \"strict\": true,\n  \"strict\": false\n}")
            let duplicate = try runner.run(["lint", "App"])
            #expect(duplicate.status == 2)
            #expect(duplicate.errors.contains(".lint-intents.json: key 'strict' at line 3, column 3 is given twice"), "\(duplicate.errors)")
            try runner.write(".lint-intents.json", "{\n  \"strict\": true,\n}")
            let trailing = try runner.run(["lint", "App"])
            #expect(trailing.status == 2)
            #expect(trailing.errors.contains(".lint-intents.json: invalid JSON at line 3, column 1: unexpected '}': expected a key in double quotes"), "\(trailing.errors)")
            try runner.write(".lint-intents.json", "{\"strict\": true \"reporter\": \"json\"}")
            #expect(try runner.run(["lint", "App"]).errors.contains("expected ',' or '}'"))
        }
    }

    @Test func manifestReadsTheConfigurationAsLintDoes() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.broken)
            try runner.write("App/Generated/Extra.swift", Self.broken.replacingOccurrences(of: "OrderSoupIntent", with: "GeneratedIntent"))
            try runner.write("settings.json", #"{"excluded": ["App/Generated"]}"#)
            let manifest = try runner.run(["manifest", "--config", "settings.json", "App"])
            #expect(manifest.status == 0, "\(manifest.errors)")
            #expect(manifest.output.contains("OrderSoupIntent") && !manifest.output.contains("GeneratedIntent"))
            try runner.write(".lint-intents.json", #"{"excluded": ["App/Generated"]}"#)
            #expect(!(try runner.run(["manifest", "App"]).output.contains("GeneratedIntent")))
        }
    }
}
