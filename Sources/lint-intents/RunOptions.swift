import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintDiscovery
import IntentLintRules
import IntentLintReporting
import IntentLintDiff

/// The options every command that reads sources shares: which configuration, how many
/// threads, which files to scan, what to call a folder module. Read the same way by `lint`,
/// `manifest` and `modules`, so they see the same modules and files.
enum RunOptions {
    static let flags: Set<String> = ["--scan-every-file"]
    static let options: Set<String> = ["--config", "--jobs", "--module-name", "--module-kind"]

    static let usage = """
          --config FILE           Read settings from FILE instead of the nearest .lint-intents.json
                                  in the current folder or above.
          --module-name NAME      Name of the folder module: the Swift files no Package.swift or
                                  .xcodeproj target claims (default: the folder's name).
          --module-kind KIND      What the folder module builds, when the caller knows (the build
                                  tool plugin passes it): \(ModuleKind.allCases.map(\.rawValue).joined(separator: ", ")).
                                  Rules that depend on the target stay silent for a folder.
          --jobs N                Files to scan in parallel (default: all cores).
          --scan-every-file       Fully scan files that name nothing App Intents uses too
                                  (they cannot change the result; for testing the scanner).
        """

    /// `lint`, `manifest` and `modules` also read modules from a list; `diff` reads revisions, so it does not.
    static let moduleListOption = "--modules-file"

    static let moduleListUsage = """
          --modules-file FILE     Read the modules from FILE instead of discovering them (the command
                                  plugins write it): {"modules": [{"name": "App", "kind": "app",
                                  "files": ["App/A.swift", ...], "localizationFiles": [...]}]}, where
                                  kind and localizationFiles may be left out and paths are relative
                                  to FILE's folder. Takes no PATH.
        """

    /// The modules to read: those `--modules-file` lists, or those found under the paths given.
    /// - Parameter paths: where to look when no list is given (default: the paths named).
    static func modules(_ parsed: CommandLineArguments, options: LintRun.Options, paths: [String]? = nil) throws -> ModuleDiscovery.Result {
        guard let list = parsed.value(moduleListOption) else {
            return try LintRun.modules(paths ?? self.paths(parsed), options: options)
        }
        if let path = parsed.positional.first {
            throw UsageError("--modules-file lists the files to read, so it takes no PATH, and '\(path)' was given")
        }
        // They describe the folder module, which a list does not have: its modules carry their own.
        for option in ["--module-name", "--module-kind"] where parsed.value(option) != nil {
            throw UsageError("\(option) does not combine with --modules-file; give each module's name and kind in the file")
        }
        return try LintRun.modules(listedIn: list, options: options)
    }

    /// The configuration, which names rules and the changes `diff` reports alike: one file
    /// serves both commands.
    static func configuration(_ parsed: CommandLineArguments) throws -> Configuration {
        let reporterNames = Set(Reporters.all.map(\.identifier))
        let known = RuleRegistry.allIdentifiers.union(ChangeKind.identifiers)
        if let path = parsed.value("--config") {
            return try Configuration.load(path: path, knownRuleIdentifiers: known, knownReporters: reporterNames)
        }
        return try Configuration.discover(knownRuleIdentifiers: known, knownReporters: reporterNames)
    }

    /// What `lint` and `diff` accept alike about their report and verdict.
    static let reportFlags: Set<String> = ["--strict", "--quiet"]
    static let reportOptions: Set<String> = ["--color", "--reporter", "--output", "--baseline", "--write-baseline"]

    static let colorUsage = """
          --color WHEN            Colour the text report and summary: auto (default: in a terminal,
                                  unless NO_COLOR is set), always or never.
        """

    /// Where a command's report goes, and how: the reporter `--reporter` or the configuration
    /// names (text by default), `--output`, and `--color`.
    struct ReportDestination {
        let reporter: ReporterEntry
        let output: String?
        let color: TerminalColor.Choice

        /// The report, to `--output` (atomically) or standard output; a text report to a
        /// terminal in colour.
        func write(_ report: LintReport) throws {
            let rendered = reporter.render(report)
            if let output {
                try FileSystem.writeAtomically(rendered, to: output)
            } else if reporter.identifier == TextReporter.identifier, TerminalColor.isEnabled(color, descriptor: 1) {
                Output.write(TerminalColor.colored(report: rendered))
            } else {
                Output.write(rendered)
            }
        }

        /// The summary line, on standard error, in colour in a terminal.
        func writeSummary(_ summary: String) {
            Output.error(TerminalColor.isEnabled(color, descriptor: 2) ? TerminalColor.colored(summary: summary) : summary)
        }
    }

    static func reportDestination(_ parsed: CommandLineArguments, configuration: Configuration) throws -> ReportDestination {
        // A bad --color is a usage error whatever the output.
        let color = try TerminalColor.choice(parsed)
        let name = parsed.value("--reporter") ?? configuration.reporter ?? TextReporter.identifier
        guard let reporter = Reporters.named(name) else {
            throw UsageError("unknown reporter '\(name)'; choose one of \(Reporters.all.map(\.identifier).joined(separator: ", "))")
        }
        return ReportDestination(reporter: reporter, output: parsed.value("--output"), color: color)
    }

    /// Errors fail a run; warnings only a strict one.
    static func fails(_ findings: [Finding], strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// `1 error`, `3 warnings`: a count and its noun, for summary lines.
    static func counted(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// A run's duration as summary lines give it: `0.31`.
    static func seconds(_ report: LintReport) -> String {
        String(format: "%.2f", report.duration)
    }

    static func runOptions(_ parsed: CommandLineArguments, configuration: Configuration) throws -> LintRun.Options {
        var options = LintRun.Options(configuration: configuration,
                                      jobs: try parsed.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount,
                                      scanEveryFile: parsed.flag("--scan-every-file"),
                                      folderModuleName: parsed.value("--module-name"))
        if let name = options.folderModuleName, let problem = ModuleNaming.problem(with: name) {
            throw UsageError("'--module-name': \(problem)")
        }
        if let kind = parsed.value("--module-kind") {
            guard let known = ModuleKind(rawValue: kind) else {
                throw UsageError("unknown module kind '\(kind)' for '--module-kind'; choose one of \(ModuleKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.folderModuleKind = known
        }
        return options
    }

    /// The paths to read: those given, else the current folder (whose files the
    /// configuration's `included` and `excluded` then filter).
    static func paths(_ parsed: CommandLineArguments) -> [String] {
        parsed.positional.isEmpty ? ["."] : parsed.positional
    }

    /// Project-file warnings go to standard error, one line each.
    static func report(_ warnings: [String]) {
        for warning in warnings { Output.error(warning) }
    }

    /// Says, on standard error, how many Swift files no target compiles and so were not read.
    static func noteFilesInNoTarget(_ discovered: ModuleDiscovery.Result) {
        let count = discovered.filesInNoTarget.count
        guard count > 0 else { return }
        Output.error("note: \(count) Swift file\(count == 1 ? " is" : "s are") in no target of the project files found, so not linted; 'lint-intents modules' lists them")
    }
}
