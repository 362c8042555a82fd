import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintRules
import IntentLintReporting

/// `lint-intents [lint] [options] [PATH…]`: reports every rule violation.
/// Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage or input errors.
enum LintCommand {
    static var usage: String {
        """
        USAGE: lint-intents [lint] [options] [PATH ...]

        Lints the Swift files under PATH (default: the current folder). Each target of each
        Package.swift, .xcodeproj, Tuist Project.swift, XcodeGen project.yml and Bazel BUILD file
        found under a folder is linted as its own module; Swift files no target claims are linted
        together as one folder module.
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
                                  use --manifest-output-dir).
          --manifest-output-dir DIR
                                  Also write each module's manifest to DIR/<Module>.manifest.json
                                  (DIR is created when needed).
          --summary-output FILE   Also write the summary as JSON to FILE (atomically): the files,
                                  errors and warnings of the run and of each module, and whether
                                  each fails (the plugins read it to name the failing targets).
          --quiet                 Do not print the summary line to standard error.
          --staged                For a git pre-commit hook: lint what the commit will hold (the
                                  index's version of each file) in every module of the repository,
                                  and report findings only in the staged Swift and strings files.
          --context DIR           Lint the modules found under DIR, and report findings only in
                                  the files named as PATHs (for hooks that pass file names).
        \(RunOptions.moduleListUsage)
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
            flags: Set(["--help", "--staged"]).union(RunOptions.reportFlags).union(RunOptions.flags),
            options: Set(["--manifest-output", "--manifest-output-dir", "--summary-output", "--context", RunOptions.moduleListOption])
                .union(RunOptions.reportOptions).union(RunOptions.options)))
        if parsed.flag("--help") {
            Output.line(usage)
            return 0
        }
        let configuration = try RunOptions.configuration(parsed)
        let destination = try RunOptions.reportDestination(parsed, configuration: configuration)
        // Writing a baseline records every finding, so the one in use (which may not exist yet,
        // when the configuration names the file about to be written) is not read.
        let baseline = parsed.value("--write-baseline") != nil ? nil
            : try (parsed.value("--baseline") ?? configuration.baseline).map { try Baseline.read(path: $0) }
        var options = try RunOptions.runOptions(parsed, configuration: configuration)
        if parsed.value("--manifest-output") != nil, parsed.value("--manifest-output-dir") != nil {
            throw UsageError("--manifest-output writes one module's manifest and --manifest-output-dir each module's; choose one")
        }
        // Both pick the modules themselves, from git's index or from a folder.
        if parsed.value(RunOptions.moduleListOption) != nil, parsed.flag("--staged") || parsed.value("--context") != nil {
            throw UsageError("--modules-file does not combine with \(parsed.flag("--staged") ? "--staged" : "--context")")
        }
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
        let discovered = try RunOptions.modules(parsed, options: options, paths: paths)
        if parsed.value("--manifest-output") != nil, discovered.modules.count > 1 {
            throw UsageError("--manifest-output writes one module's manifest, and there are \(discovered.modules.count) (\(discovered.modules.map(\.name).joined(separator: ", "))); use --manifest-output-dir DIR for one file per module")
        }
        RunOptions.report(discovered.warnings)
        if !parsed.flag("--quiet") { RunOptions.noteFilesInNoTarget(discovered) }
        let outcome = LintRun.run(discovered, options: options)
        var findings = outcome.findings

        // Baseline paths are relative to the configuration's folder: the project root.
        if let output = parsed.value("--write-baseline") {
            try Baseline.write(findings, to: output, relativeTo: configuration.directory)
            Output.error("Recorded \(RunOptions.counted(findings.count, "finding")) in \(output); with --baseline \(output) (or \"baseline\" in the configuration), lint-intents reports only new ones.")
            // Every finding is now accepted: the run reports none and passes, and still writes
            // its manifests and summary.
            findings = []
        } else if let baseline {
            findings = baseline.newFindings(findings, relativeTo: configuration.directory)
        }

        if let manifestOutput = parsed.value("--manifest-output"), let module = outcome.modules.first {
            try FileSystem.writeAtomically(module.manifest.json.serialized(), to: manifestOutput)
        }
        if let directory = parsed.value("--manifest-output-dir") {
            try ManifestCommand.writeEach(outcome.modules, into: directory)
        }
        let report = LintReport(findings: findings, rules: RuleRegistry.allDescriptions, fileCount: outcome.fileCount,
                                duration: Date().timeIntervalSince(started),
                                workingDirectory: FileManager.default.currentDirectoryPath)
        try destination.write(report)
        if !parsed.flag("--quiet") {
            destination.writeSummary(summary(report))
        }
        let strict = parsed.flag("--strict") || configuration.strict
        if let summaryOutput = parsed.value("--summary-output") {
            try FileSystem.writeAtomically(summaryJSON(report, outcome: outcome, strict: strict).serialized(), to: summaryOutput)
        }
        return RunOptions.fails(report.findings, strict: strict) ? 1 : 0
    }

    /// `--summary-output`: the counts of the summary line, for the run and for each module, and
    /// whether each fails, so a caller that linted several targets in one run can say which failed.
    ///
    /// ```json
    /// {"errors": 4, "failed": true, "files": 7, "warnings": 2,
    ///  "modules": [{"errors": 4, "failed": true, "files": 3, "kind": "library", "name": "SoupOrders", "warnings": 2}]}
    /// ```
    static func summaryJSON(_ report: LintReport, outcome: LintRun.Outcome, strict: Bool) -> JSONValue {
        func counts(_ findings: [Finding], files: Int) -> [String: JSONValue] {
            ["files": .integer(files),
             "errors": .integer(findings.filter { $0.severity == .error }.count),
             "warnings": .integer(findings.filter { $0.severity == .warning }.count),
             "failed": .bool(RunOptions.fails(findings, strict: strict))]
        }
        let modules = outcome.modules.map { module -> JSONValue in
            var object = counts(module.findings(among: report.findings), files: module.module.inputs.count)
            object["name"] = .string(module.module.name)
            object["kind"] = .string(module.module.definition.kind.rawValue)
            return .object(object)
        }
        var summary = counts(report.findings, files: report.fileCount)
        summary["modules"] = .array(modules)
        return .object(summary)
    }

    /// `Linted 12 files in 0.04 s: 2 errors, 1 warning.`
    static func summary(_ report: LintReport) -> String {
        "Linted \(RunOptions.counted(report.fileCount, "file")) in \(RunOptions.seconds(report)) s: "
            + "\(RunOptions.counted(report.count(of: .error), "error")), \(RunOptions.counted(report.count(of: .warning), "warning"))."
    }
}
