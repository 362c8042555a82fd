import Foundation
import IntentLintKit

/// `lint-intents [lint] [options] [PATH…]`: reports every rule violation.
/// Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage or input errors.
enum LintCommand {
    static var usage: String {
        """
        USAGE: lint-intents [lint] [options] [PATH ...]

        Lints the Swift files under PATH (default: the current folder) as one module.
        Exit status: 0 no errors; 1 errors found (or warnings, with --strict); 2 usage,
        configuration or input errors.

        OPTIONS:
          --reporter NAME         Output format (default: text):
        \(Reporters.all.map { "                            \($0.identifier): \($0.summary)" }.joined(separator: "\n"))
          --output FILE           Write the report to FILE (atomically) instead of standard output.
          --config FILE           Read settings from FILE instead of the nearest .lint-intents.json
                                  in the current folder or above.
          --strict                Fail on warnings too.
          --baseline FILE         Report only findings that FILE does not record.
          --write-baseline FILE   Record today's findings in FILE (atomically).
          --module-name NAME      Module name (default: the scanned folder's name).
          --manifest-output FILE  Also write the module's manifest to FILE.
          --jobs N                Files to scan in parallel (default: all cores).
          --scan-every-file       Fully scan files that name nothing App Intents uses too
                                  (they cannot change the result; for testing the scanner).
          --quiet                 Do not print the summary line to standard error.
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = Date()
        let parsed = try CommandLineArguments(arguments, .init(
            flags: ["--help", "--strict", "--quiet", "--scan-every-file"],
            options: ["--reporter", "--output", "--config", "--baseline", "--write-baseline", "--module-name",
                      "--manifest-output", "--jobs"]))
        if parsed.flag("--help") {
            Output.line(usage)
            return 0
        }
        let reporterNames = Set(Reporters.all.map(\.identifier))
        let configuration = try parsed.value("--config").map {
            try Configuration.load(path: $0, knownRuleIdentifiers: RuleRegistry.allIdentifiers, knownReporters: reporterNames)
        } ?? Configuration.discover(knownRuleIdentifiers: RuleRegistry.allIdentifiers, knownReporters: reporterNames)
        let reporterName = parsed.value("--reporter") ?? configuration.reporter ?? TextReporter.identifier
        guard let reporter = Reporters.named(reporterName) else {
            throw UsageError("unknown reporter '\(reporterName)'; choose one of \(Reporters.all.map(\.identifier).joined(separator: ", "))")
        }
        let baseline = try parsed.value("--baseline").map { try Baseline.read(path: $0) }
        let jobs = try parsed.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        let (allInputs, root) = try ModuleLoader.inputs(for: paths)
        let inputs = configuration.includedInputs(allInputs)
        let moduleName = parsed.value("--module-name") ?? ModuleName.derived(fromRoot: root)

        let loaded = ModuleLoader.load(inputs, jobs: jobs, scanEveryFile: parsed.flag("--scan-every-file"))
        let linter = Linter(enabledRuleIdentifiers: Set(configuration.enabledRules(from: RuleRegistry.allDescriptions).map(\.identifier)),
                            severityOverrides: configuration.severities)
        let lines = SourceLines()
        let result = linter.lint(ModuleSyntax(name: moduleName, files: loaded.files), lineText: lines.text)
        var findings = (result.findings + linter.findings(for: loaded.problems)).sorted(by: Finding.ordered)

        // Baseline paths are relative to the configuration's folder: the project root.
        if let output = parsed.value("--write-baseline") {
            try Baseline.write(findings, to: output, relativeTo: configuration.directory)
        }
        if let baseline {
            findings = baseline.newFindings(findings, relativeTo: configuration.directory)
        }

        if let manifestOutput = parsed.value("--manifest-output") {
            try FileSystem.writeAtomically(result.manifest.json.serialized(), to: manifestOutput)
        }
        let report = LintReport(findings: findings, rules: RuleRegistry.allDescriptions, fileCount: inputs.count,
                                duration: Date().timeIntervalSince(started),
                                workingDirectory: FileManager.default.currentDirectoryPath)
        let rendered = reporter.render(report)
        if let output = parsed.value("--output") {
            try FileSystem.writeAtomically(rendered, to: output)
        } else {
            Output.write(rendered)
        }
        if !parsed.flag("--quiet") {
            Output.error(summary(report))
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
