#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// `lint-intents [lint] [options] [PATH…]`: reports every rule violation.
/// Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage or input errors.
enum LintCommand: Command {
    static let name = "lint"

    static let manifestOutput = CommandOption.value("--manifest-output", "FILE", help: """
        Also write the manifest to FILE (one module only; for several,
        use --manifest-output-dir).
        """)
    static let manifestOutputDirectory = CommandOption.value("--manifest-output-dir", "DIR", help: """
        Also write each module's manifest to DIR/<Module>.manifest.json
        (DIR is created when needed).
        """)
    static let summaryOutput = CommandOption.value("--summary-output", "FILE", help: """
        Also write the summary as JSON to FILE (atomically): the files,
        errors, warnings and notes of the run and of each module, what
        the baseline hid, and whether each fails (the plugins read it
        to name the failing targets).
        """)
    static let staged = CommandOption.flag("--staged", help: """
        For a git pre-commit hook: lint what the commit will hold (the
        index's version of each file) in every module that compiles a
        staged file, and report findings only in the staged Swift and
        strings files.
        """)
    static let context = CommandOption.value("--context", "DIR", help: """
        Lint the modules found under DIR that compile a file named as a
        PATH, and report findings only in those files (for hooks that
        pass file names).
        """)
    static let fix = CommandOption.flag("--fix", help: """
        Rewrite the findings that can be fixed exactly (see 'rules':
        what saved shortcuts store stays the same), say each, and report
        the others. A file that changed since it was read is left alone.
        """)
    static let dryRun = CommandOption.flag("--dry-run", help: """
        With --fix, write nothing: print the rewrites as a unified diff
        on standard output, instead of the report.
        """)

    static let options = ReportOptions.all + [
        fix, dryRun, manifestOutput, manifestOutputDirectory, summaryOutput, staged, context, SourceOptions.modulesFile,
    ] + SourceOptions.all

    static var usage: String {
        CommandOption.runByCommandPlugin ? details : """
        USAGE: lint-intents [lint] [options] [PATH ...]

        Lints the Swift files under PATH (default: the current folder). Each target of each
        \(CommandLineWords.projectKinds)
        found under a folder is linted as its own module; Swift files no target claims are linted
        together as one folder module. A PATH inside a project (a subfolder, one file of a
        target) is linted with the modules of the nearest project above it, and only the
        findings under PATH are reported.
        Exit status: 0 no errors; 1 errors found (or, with --strict, warnings, or input not read
        or app-wide rules not run); 2 usage, configuration or input errors.

        \(details)
        """
    }

    /// The options (for a command plugin, those it passes on), the configuration's keys and the
    /// suppression comments.
    private static var details: String {
        """
        OPTIONS:
        \(CommandOption.helpLines(CommandOption.listed(options), helpColumn: 26))

        CONFIGURATION (.lint-intents.json in the current folder or above, or --config FILE):
        \(CommandLineWords.configurationKeys.map { "  " + $0.key.padded(to: 16) + $0.description }.joined(separator: "\n"))

        SUPPRESSION COMMENTS (a reason after ' - ' is kept for readers):
          // lint-intents:disable:this RULE [RULE ...] - reason   on the line of the finding
          // lint-intents:disable:next RULE                       on the line after the comment
          // lint-intents:disable RULE  …  // lint-intents:enable RULE
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = Date()
        guard let parsed = try parse(arguments) else { return 0 }
        let destination = try ReportOptions.destination(parsed)
        let request = try LintRequest(modules: moduleSource(parsed), report: ReportOptions.request(parsed, started: started),
                                      manifests: manifests(parsed), fixing: fixing(parsed))
        let outcome = try SourceOptions.session(parsed).lint(request)
        return try ReportOptions.finish(outcome.reported, parsed, destination: destination, beforeReport: {
            if let file = parsed.value(manifestOutput), let manifest = outcome.manifests.first {
                try ReportOptions.writeFile(manifest.contents, to: file)
            }
            if let directory = parsed.value(manifestOutputDirectory) {
                try ManifestCommand.write(outcome.manifests, into: directory)
            }
            // The diff is what was asked for: standard output holds it, and a report only goes to --output.
            for fix in outcome.fixes where parsed.flag(dryRun) {
                StandardStreams.write(CommandLineWords.unifiedDiff(of: fix))
            }
        }, standardOutputTaken: parsed.flag(dryRun), afterSummary: {
            if let file = parsed.value(summaryOutput), let summary = outcome.summary {
                try ReportOptions.writeFile(summary.json, to: file)
            }
        })
    }

    /// Where the modules come from: the staged files, a context folder, a module list or paths.
    private static func moduleSource(_ parsed: ParsedArguments) throws(UsageError) -> ModuleSource {
        // Both pick the modules themselves, from git's index or from a folder.
        if parsed.value(SourceOptions.modulesFile) != nil, parsed.flag(staged) || parsed.value(context) != nil {
            throw UsageError("\(SourceOptions.modulesFile.name) does not combine with \(parsed.flag(staged) ? staged.name : context.name)")
        }
        if parsed.flag(staged) {
            guard parsed.positional.isEmpty, parsed.value(context) == nil else {
                throw UsageError("\(staged.name) lints the staged files; it takes no paths and no \(context.name)")
            }
            return .stagedFiles
        }
        if let folder = parsed.value(context) {
            return .context(folder: folder, reportedFiles: parsed.positional)
        }
        return try SourceOptions.moduleSource(parsed)
    }

    /// `--fix` makes the rewrites; with `--dry-run` it only works them out.
    private static func fixing(_ parsed: ParsedArguments) throws(UsageError) -> FixMode? {
        guard parsed.flag(fix) else {
            if parsed.flag(dryRun) { throw UsageError("\(dryRun.name) shows what \(fix.name) would change; give \(fix.name) too") }
            return nil
        }
        return parsed.flag(dryRun) ? .preview : .apply(write: { $0.write() })
    }

    private static func manifests(_ parsed: ParsedArguments) throws(UsageError) -> LintRequest.Manifests {
        switch (parsed.value(manifestOutput), parsed.value(manifestOutputDirectory)) {
        case (nil, nil): return .none
        case (_?, nil): return .onlyModule
        case (nil, _?): return .eachModule
        case (_?, _?):
            throw UsageError("\(manifestOutput.name) writes one module's manifest and \(manifestOutputDirectory.name) each module's; choose one")
        }
    }
}
