import Foundation
import IntentLintKit

/// `lint-intents [lint] [options] [PATH…]`: reports every rule violation.
/// Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage or input errors.
enum LintCommand {
    static var usage: String {
        """
        USAGE: lint-intents [lint] [options] [PATH ...]

        Lints the Swift files under PATH (default: the current folder). Each target of each
        Package.swift and .xcodeproj found under a folder is linted as its own module; Swift
        files no target claims are linted together as one folder module.
        Exit status: 0 no errors; 1 errors found (or warnings, with --strict); 2 usage,
        configuration or input errors.

        OPTIONS:
          --reporter NAME         Output format (default: text):
        \(Reporters.all.map { "                            \($0.identifier): \($0.summary)" }.joined(separator: "\n"))
          --output FILE           Write the report to FILE (atomically) instead of standard output.
        \(RunOptions.colorUsage)
          --strict                Fail on warnings too.
          --baseline FILE         Report only findings that FILE does not record (default: the
                                  configuration's 'baseline').
          --write-baseline FILE   Record today's findings in FILE (atomically), say so, and exit 0:
                                  later runs with --baseline FILE report only new findings.
          --manifest-output FILE  Also write the manifest to FILE (one module only; for several,
                                  use 'lint-intents manifest --output-dir DIR').
          --quiet                 Do not print the summary line to standard error.
          --staged                For a git pre-commit hook: lint what the commit will hold (the
                                  index's version of each file) in every module of the repository,
                                  and report findings only in the staged Swift and strings files.
          --context DIR           Lint the modules found under DIR, and report findings only in
                                  the files named as PATHs (for hooks that pass file names).
        \(RunOptions.usage)

        CONFIGURATION (.lint-intents.json in the current folder or above, or --config FILE):
        \(Configuration.keyDescriptions.map { "  " + $0.key.padding(toLength: 16, withPad: " ", startingAt: 0) + $0.description }.joined(separator: "\n"))

        SUPPRESSION COMMENTS (a reason after ' - ' is kept for readers):
          // lint-intents:disable:this RULE [RULE ...] - reason   on the line of the finding
          // lint-intents:disable:next RULE                       on the line after the comment
          // lint-intents:disable RULE  …  // lint-intents:enable RULE
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = Date()
        let parsed = try CommandLineArguments(arguments, .init(
            flags: Set(["--help", "--strict", "--quiet", "--staged"]).union(RunOptions.flags),
            options: Set(["--color", "--reporter", "--output", "--baseline", "--write-baseline", "--manifest-output", "--context"]).union(RunOptions.options)))
        if parsed.flag("--help") {
            Output.line(usage)
            return 0
        }
        let configuration = try RunOptions.configuration(parsed)
        let reporter = try RunOptions.reporter(parsed, configuration: configuration)
        let baseline = try (parsed.value("--baseline") ?? configuration.baseline).map { try Baseline.read(path: $0) }
        var options = try RunOptions.runOptions(parsed, configuration: configuration)
        var paths = RunOptions.paths(parsed)
        if parsed.flag("--staged") {
            guard parsed.positional.isEmpty, parsed.value("--context") == nil else {
                throw UsageError("--staged lints the staged files; it takes no paths and no --context")
            }
            let index = try GitIndex.read()
            guard !index.stagedFiles.isEmpty else {
                if !parsed.flag("--quiet") { Output.error("No staged Swift or strings files to lint.") }
                return 0
            }
            let workingDirectory = FileManager.default.currentDirectoryPath
            paths = [index.topLevel == Paths.absolute(workingDirectory) ? "." : index.topLevel]
            options.replacedContents = index.stagedContents
            options.reportedFiles = Set(index.stagedFiles)
        } else if let context = parsed.value("--context") {
            for path in parsed.positional where FileSystem.kind(of: path) != .file {
                throw InputError("\(path): no such file (with --context, PATHs are the files to report on)")
            }
            options.reportedFiles = Set(parsed.positional.map { Paths.absolute($0) })
            paths = [context]
        }
        let discovered = try LintRun.modules(paths, options: options)
        if parsed.value("--manifest-output") != nil, discovered.modules.count > 1 {
            throw UsageError("--manifest-output writes one module's manifest, and there are \(discovered.modules.count) (\(discovered.modules.map(\.name).joined(separator: ", "))); use 'lint-intents manifest --output-dir DIR' for one file per module")
        }
        RunOptions.report(discovered.warnings)
        if !parsed.flag("--quiet") { RunOptions.noteFilesInNoTarget(discovered) }
        let outcome = LintRun.run(discovered, options: options)
        var findings = outcome.findings

        // Baseline paths are relative to the configuration's folder: the project root.
        if let output = parsed.value("--write-baseline") {
            try Baseline.write(findings, to: output, relativeTo: configuration.directory)
            Output.error("Recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(output); with --baseline \(output) (or \"baseline\" in the configuration), lint-intents reports only new ones.")
            return 0
        }
        if let baseline {
            findings = baseline.newFindings(findings, relativeTo: configuration.directory)
        }

        if let manifestOutput = parsed.value("--manifest-output"), let module = outcome.modules.first {
            try FileSystem.writeAtomically(module.manifest.json.serialized(), to: manifestOutput)
        }
        let report = LintReport(findings: findings, rules: RuleRegistry.allDescriptions, fileCount: outcome.fileCount,
                                duration: Date().timeIntervalSince(started),
                                workingDirectory: FileManager.default.currentDirectoryPath)
        try RunOptions.write(reporter.render(report), parsed, reporter: reporter)
        if !parsed.flag("--quiet") {
            try RunOptions.writeSummary(summary(report), parsed)
        }
        let errors = report.count(of: .error)
        let warnings = report.count(of: .warning)
        let strict = parsed.flag("--strict") || configuration.strict
        return errors > 0 || (strict && warnings > 0) ? 1 : 0
    }

    /// `Linted 12 files in 0.04 s: 2 errors, 1 warning.`
    static func summary(_ report: LintReport) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let seconds = String(format: "%.2f", report.duration)
        return "Linted \(count(report.fileCount, "file")) in \(seconds) s: \(count(report.count(of: .error), "error")), \(count(report.count(of: .warning), "warning"))."
    }
}
