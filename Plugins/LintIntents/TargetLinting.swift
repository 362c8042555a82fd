// One file, copied byte for byte into the LintIntents and WriteIntentManifests plugin folders (a
// plugin target cannot depend on a library target); PluginCopiesTests keeps the copies identical.
import Foundation
import PackagePlugin

/// What the package and the Xcode command contexts both offer (SwiftLint's `CommandContext`
/// idea), so the linting below is written once.
protocol LintingContext {
    /// The package or project folder: lint-intents' working directory, where relative paths start.
    var rootDirectoryURL: URL { get }
    /// A folder the plugin may write to (for the module list it hands lint-intents).
    var pluginWorkDirectoryURL: URL { get }
    func tool(named name: String) throws -> PluginContext.Tool
    /// The modules of the named targets, or of every Swift target when `names` is empty.
    func lintedModules(named names: [String]) throws -> [LintedModule]
}

extension PluginContext: LintingContext {
    var rootDirectoryURL: URL { package.directoryURL }

    func lintedModules(named names: [String]) throws -> [LintedModule] {
        try (names.isEmpty ? package.targets : package.targets(named: names)).compactMap(LintedModule.init)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension XcodePluginContext: LintingContext {
    var rootDirectoryURL: URL { xcodeProject.directoryURL }

    func lintedModules(named names: [String]) throws -> [LintedModule] {
        let targets = try names.isEmpty ? xcodeProject.targets : names.map { name in
            guard let target = xcodeProject.targets.first(where: { $0.displayName == name }) else {
                throw LintingFailure("no target named '\(name)' in \(xcodeProject.displayName)")
            }
            return target
        }
        return targets.compactMap(LintedModule.init)
    }
}
#endif

/// A reason the command stops, shown by SwiftPM or Xcode as `error: <description>`.
struct LintingFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `swift package lint-intents [--target NAME …] [lint-intents options]` and its writing twin
/// `write-intent-manifests`: one lint-intents run over every target, each target its own module,
/// with everything else passed through, so the run makes one report.
struct TargetLinting {
    /// True for `write-intent-manifests`, the only verb that holds the write permission.
    var writesManifests: Bool

    static let usage = """
        USAGE: swift package lint-intents [--target NAME ...] [lint-intents options]
               swift package --allow-writing-to-package-directory write-intent-manifests \\
                   --manifest-output DIR [--target NAME ...] [lint-intents options]

        Lints each Swift target of the package (or each --target NAME) as its own module, all in
        one run of lint-intents that makes one report (--reporter, --output FILE), and fails when
        any target fails: the summary and error lines name the targets. write-intent-manifests also
        writes DIR/<Module>.manifest.json for each target; it is a separate verb because only it
        needs SwiftPM's write permission, so a plain `swift package lint-intents` never asks for it
        and runs unattended on CI. Relative paths (--output, --manifest-output, --config,
        --baseline) start at the package folder. The plugin chooses the modules and reads the run's
        summary itself, so it takes no paths, and none of these:
          \(PluginOptions.refused.map(\.name).joined(separator: ", ")).
        Apple's Metadata.appintents of one target is the third verb's: swift package
        --allow-writing-to-package-directory write-app-intents-metadata --target NAME --output DIR
        (its --help says more).

        The lint-intents options the plugin passes through:
        """

    func perform(context: some LintingContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let manifestOutputs = extractor.extractOption(named: "manifest-output")
        // SwiftPM grants these when they follow the verb, and hands them on to the plugin too.
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        _ = extractor.extractOption(named: "allow-writing-to-directory")
        var passedThrough = extractor.remainingArguments
        if passedThrough.first == "lint" { passedThrough.removeFirst() }
        // In its own terms: lint-intents would say what does not combine with the module list
        // the plugin gives it, which the user never gave.
        for argument in passedThrough {
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if let refused = PluginOptions.refused.first(where: { $0.name == name }) {
                throw LintingFailure("the plugin does not take \(refused.name): \(refused.reason)")
            }
        }

        let tool = try context.tool(named: "lint-intents").url
        let root = context.rootDirectoryURL
        if passedThrough.contains("--help") || passedThrough.contains("-h") {
            print(Self.usage)
            // lint's help, without what the plugin does not take (PluginOptions.environmentVariable).
            _ = try Self.run(tool, ["lint", "--help"], in: root, capturingErrors: false)
            return
        }
        let manifestDirectory = try manifestDirectory(manifestOutputs.last)

        let modules = try context.lintedModules(named: targetNames)
        for name in targetNames where !modules.contains(where: { $0.targetName == name }) {
            Diagnostics.warning("target '\(name)' has no Swift source files; nothing to lint")
        }
        guard !modules.isEmpty else {
            if targetNames.isEmpty { Diagnostics.warning("found no Swift targets to lint") }
            return
        }

        // A folder of its own per run: two runs at once must not share the files.
        let work = context.pluginWorkDirectoryURL.appending(path: "run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let moduleList = work.appending(path: "modules.json")
        let summaryFile = work.appending(path: "summary.json")
        try ModuleListFile(modules).write(to: moduleList)

        // Its own summary line is left out (--quiet): the plugin says the same per target.
        var toolArguments = ["lint", "--modules-file", moduleList.path, "--summary-output", summaryFile.path, "--quiet"]
        if let manifestDirectory { toolArguments += ["--manifest-output-dir", manifestDirectory] }
        let run = try Self.run(tool, toolArguments + passedThrough, in: root)
        // lint-intents writes the summary whenever it lints (exit status 0 or 1), and none when it
        // cannot (exit status 2: a usage, configuration or input error).
        let linted = run.reason == .exit && (run.status == 0 || run.status == 1)
        let summary = linted ? try? JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: summaryFile)) : nil
        Self.forward(run.errors, linted: linted)
        if let summary {
            report(summary, of: modules, quiet: passedThrough.contains("--quiet"))
        }

        // The error diagnostics already fail `swift package`; throwing makes every host
        // (older SwiftPM, Xcode) see the command fail as well.
        switch (run.reason, run.status) {
        case (.exit, 0):
            return
        case (.exit, 1):
            let failed = summary?.modules.filter(\.failed).map { targetName(of: $0.name, in: modules) } ?? []
            if failed.isEmpty, let summary, !summary.projectFileWarnings.isEmpty || !summary.rulesNotRun.isEmpty {
                throw LintingFailure("lint-intents did not check everything (\(Self.notChecked(summary))), and strict mode fails on that")
            }
            guard !failed.isEmpty else { throw LintingFailure("lint-intents found problems") }
            throw LintingFailure("lint-intents failed for target\(failed.count == 1 ? "" : "s") \(failed.joined(separator: ", "))")
        case (.exit, let status):
            throw LintingFailure("lint-intents could not lint (exit status \(status): a usage, configuration or input error, see its message)")
        default:
            throw LintingFailure("lint-intents was stopped by signal \(run.status)")
        }
    }

    /// One summary line per target and one for the run (unless --quiet), and an error line for
    /// each target that fails, saying why.
    private func report(_ summary: RunSummary, of modules: [LintedModule], quiet: Bool) {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        // As lint-intents' own summary line: notes when there are any, what the baseline hid.
        let hidden = summary.hiddenByBaseline > 0 ? "; \(summary.hiddenByBaseline) hidden by the baseline" : ""
        for module in summary.modules {
            let target = targetName(of: module.name, in: modules)
            let findings = "\(count(module.errors, "error")), \(count(module.warnings, "warning"))"
            let notes = module.notes > 0 ? ", \(count(module.notes, "note"))" : ""
            if !quiet {
                Diagnostics.progress("Linted target '\(target)' (\(count(module.files, "file"))): \(findings)\(notes)\(summary.modules.count == 1 ? hidden : "").")
            }
            if module.failed {
                // Without errors, a failing target failed on warnings: --strict (or "strict" in the configuration).
                let why = module.errors > 0 ? findings : "\(findings), and strict mode fails on warnings"
                Diagnostics.error("lint-intents found problems in target '\(target)': \(why)")
            }
        }
        if !quiet, summary.modules.count > 1 {
            let notes = summary.notes > 0 ? ", \(count(summary.notes, "note"))" : ""
            Diagnostics.progress("Linted \(count(summary.files, "file")) in \(count(summary.modules.count, "target")): " +
                "\(count(summary.errors, "error")), \(count(summary.warnings, "warning"))\(notes)\(hidden).")
        }
        // What the run did not check is in the report, a line each; counted here, as lint-intents' summary line does.
        if !quiet, !summary.projectFileWarnings.isEmpty || !summary.rulesNotRun.isEmpty {
            Diagnostics.progress("Not checked: \(Self.notChecked(summary)) (the report names each).")
        }
    }

    /// `2 input warnings, 1 app-wide rule not run`.
    private static func notChecked(_ summary: RunSummary) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts: [String] = []
        if !summary.projectFileWarnings.isEmpty { parts.append(count(summary.projectFileWarnings.count, "input warning")) }
        if !summary.rulesNotRun.isEmpty { parts.append(count(summary.rulesNotRun.count, "app-wide rule") + " not run") }
        return parts.joined(separator: ", ")
    }

    private func targetName(of moduleName: String, in modules: [LintedModule]) -> String {
        modules.first { $0.moduleName == moduleName }?.targetName ?? moduleName
    }

    /// lint-intents' standard error, as diagnostics: SwiftPM shows a plugin's own standard error
    /// on standard output, where it would corrupt a SARIF or JSON report. What it says beside a
    /// report is notes (its warnings, what it did not check among them, are in the report); when
    /// lint-intents could not lint, what it said is why, an error.
    private static func forward(_ errors: String, linted: Bool) {
        for line in errors.split(whereSeparator: \.isNewline).map(String.init) {
            if !linted {
                // `lint-intents: error: …` would read `error: lint-intents: error: …`.
                let prefix = "lint-intents: error: "
                Diagnostics.error(line.hasPrefix(prefix) ? "lint-intents: " + line.dropFirst(prefix.count) : line)
            } else {
                Diagnostics.progress(line)
            }
        }
    }

    /// The folder for manifests, as given (lint-intents creates it, relative to the package
    /// folder), or nil when none are written.
    private func manifestDirectory(_ path: String?) throws -> String? {
        switch (writesManifests, path) {
        case (false, nil):
            return nil
        case (false, let path?):
            throw LintingFailure("""
                --manifest-output writes into the package, and lint-intents never asks for write permission \
                so that it runs unattended on CI; to write manifests, run: swift package \
                --allow-writing-to-package-directory write-intent-manifests --manifest-output \(path)
                """)
        case (true, nil):
            throw LintingFailure("write-intent-manifests needs --manifest-output DIR, the folder for DIR/<Module>.manifest.json")
        case (true, let path?):
            return path
        }
    }

    /// Runs the tool in `directory`. Its standard output (the report) is the plugin's; its
    /// standard error is captured, unless told otherwise, for `forward(_:)`.
    private static func run(_ tool: URL, _ arguments: [String], in directory: URL,
                            capturingErrors: Bool = true) throws -> (reason: Process.TerminationReason, status: Int32, errors: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging([PluginOptions.environmentVariable: "1"]) { _, plugin in plugin }
        let errors = Pipe()
        if capturingErrors { process.standardError = errors }
        try process.run()
        // Read before waiting, so a full pipe cannot stall the tool.
        let errorData = capturingErrors ? errors.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }
}
