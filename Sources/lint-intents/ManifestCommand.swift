import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintDiscovery
import IntentLintRules

/// `lint-intents manifest [--module NAME | --output-dir DIR] [--output FILE] [options] [PATH…]`
enum ManifestCommand {
    static let usage = """
        USAGE: lint-intents manifest [--module NAME | --output-dir DIR] [--output FILE] [options] [PATH ...]

        Writes the static App Intents manifest of one module found under PATH (default: the
        current folder) as JSON, to standard output or atomically to FILE; or, with
        --output-dir, one DIR/<Module>.manifest.json per module. Modules are the targets of the
        Package.swift, .xcodeproj, Tuist, XcodeGen and Bazel files found, and the folder module of
        the Swift files no target claims ('lint-intents modules' lists them).

        OPTIONS:
          --module NAME           The module to write, when there are several.
          --output FILE           Write the manifest to FILE instead of standard output.
          --output-dir DIR        Write every module's manifest into DIR (created if needed).
        \(RunOptions.moduleListUsage)
        \(RunOptions.usage)
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandLineArguments(arguments, .init(
            flags: Set(["--help"]).union(RunOptions.flags),
            options: Set(["--module", "--output", "--output-dir", RunOptions.moduleListOption]).union(RunOptions.options)))
        if parsed.flag("--help") {
            Output.line(usage)
            return 0
        }
        if parsed.value("--output-dir") != nil, parsed.value("--module") != nil || parsed.value("--output") != nil {
            throw UsageError("--output-dir writes every module; it does not combine with --module or --output")
        }
        let configuration = try RunOptions.configuration(parsed)
        let options = try RunOptions.runOptions(parsed, configuration: configuration)
        var discovered = try RunOptions.modules(parsed, options: options)
        RunOptions.report(discovered.warnings)

        if let directory = parsed.value("--output-dir") {
            let outcome = LintRun.run(discovered, options: options)
            reportUnreadable(outcome)
            try writeEach(outcome.modules, into: directory)
            return 0
        }

        discovered.modules = try select(discovered.modules, named: parsed.value("--module"))
        let outcome = LintRun.run(discovered, options: options)
        reportUnreadable(outcome)
        let text = outcome.modules[0].manifest.json.serialized()
        if let output = parsed.value("--output") {
            try FileSystem.writeAtomically(text, to: output)
        } else {
            Output.write(text)
        }
        return 0
    }

    /// DIR/<Module>.manifest.json for each module, DIR created when needed (`manifest
    /// --output-dir` and `lint --manifest-output-dir`).
    static func writeEach(_ modules: [LintRun.ModuleResult], into directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw InputError("cannot create the folder \(directory): \(error.localizedDescription)")
        }
        // A second module of one name (another project's target) is told apart by its project's
        // folder; whatever still repeats, or is no safe file name, OutputFileName mends.
        var seen: Set<String> = []
        let preferred = modules.map { module in
            let name = module.module.name
            guard seen.insert(name).inserted else {
                return name + "-" + ModuleNaming.identifier(fromFolder: ModuleDiscovery.projectFolder(of: module.module.definition.originPath))
            }
            return name
        }
        for (module, fileName) in zip(modules, OutputFileName.unique(preferred, suffix: ".manifest.json")) {
            try FileSystem.writeAtomically(module.manifest.json.serialized(), to: directory + "/" + fileName)
        }
    }

    /// The one module to write: the only one, or the one named.
    static func select(_ modules: [ModuleDiscovery.Module], named name: String?) throws -> [ModuleDiscovery.Module] {
        let listing = modules.map { "\($0.name) (\($0.definition.kind.rawValue), \(ModulesCommand.origin($0)))" }.joined(separator: "; ")
        guard let name else {
            guard modules.count == 1 else {
                throw UsageError("found \(modules.count) modules: \(listing); choose one with --module NAME, or write all with --output-dir DIR")
            }
            return modules
        }
        let matching = modules.filter { $0.name == name }
        switch matching.count {
        case 1: return matching
        case 0: throw UsageError("no module named '\(name)'; found \(listing)")
        default: throw UsageError("\(matching.count) modules are named '\(name)': \(listing); lint the folder of the one you mean")
        }
    }

    private static func reportUnreadable(_ outcome: LintRun.Outcome) {
        for finding in outcome.findings where finding.ruleIdentifier == UnreadableFile.description.identifier {
            Output.error("\(finding.file):1:1: warning: \(finding.message) [unreadable-file]")
        }
    }
}

/// Standard output and error, unbuffered enough that diagnostics and reports interleave
/// in order.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func line(_ text: String) {
        write(text + "\n")
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
