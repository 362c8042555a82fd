// Shared by the LintIntents and WriteIntentManifests command plugins through symbolic links
// (a plugin target cannot depend on a library target).
import Foundation
import PackagePlugin

/// What the package and the Xcode command contexts both offer (SwiftLint's `CommandContext`
/// idea), so the linting below is written once.
protocol LintingContext {
    /// The package or project folder: each run's working directory, where relative paths start.
    var rootDirectoryURL: URL { get }
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
/// `write-intent-manifests`: one lint-intents run per target, everything else passed through.
struct TargetLinting {
    /// True for `write-intent-manifests`, the only verb that holds the write permission.
    var writesManifests: Bool

    static let usage = """
        USAGE: swift package lint-intents [--target NAME ...] [lint-intents options]
               swift package --allow-writing-to-package-directory write-intent-manifests \\
                   --manifest-output DIR [--target NAME ...] [lint-intents options]

        Lints each Swift target of the package (or each --target NAME) as its own module and
        fails when any target fails. write-intent-manifests also writes DIR/<Module>.manifest.json
        for each target; it is a separate verb because only it needs SwiftPM's write permission,
        so a plain `swift package lint-intents` never asks for it and runs unattended on CI.
        The plugin names each module after its target (--module-name) and does not take --output,
        which every target's run would overwrite: redirect standard output instead.

        The lint-intents options the plugin passes through:
        """

    func perform(context: some LintingContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let manifestOutputs = extractor.extractOption(named: "manifest-output")
        // SwiftPM grants these when they follow the verb, and hands them on to the plugin too.
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        _ = extractor.extractOption(named: "allow-writing-to-directory")
        if !extractor.extractOption(named: "module-name").isEmpty {
            throw LintingFailure("the plugin does not take --module-name: it names each module after its target")
        }
        if !extractor.extractOption(named: "output").isEmpty {
            throw LintingFailure("""
                the plugin does not take --output, which each target's run would overwrite: redirect standard \
                output instead (--quiet keeps the summary lines out of it), or run lint-intents on one module
                """)
        }
        var passedThrough = extractor.remainingArguments
        if passedThrough.first == "lint" { passedThrough.removeFirst() }

        let tool = try context.tool(named: "lint-intents").url
        let root = context.rootDirectoryURL
        if passedThrough.contains("--help") || passedThrough.contains("-h") {
            print(Self.usage)
            _ = try Self.run(tool, ["lint", "--help"], in: root)
            return
        }
        let manifestDirectory = try manifestDirectory(manifestOutputs.last, under: root)

        let modules = try context.lintedModules(named: targetNames)
        for name in targetNames where !modules.contains(where: { $0.targetName == name }) {
            Diagnostics.warning("target '\(name)' has no Swift source files; nothing to lint")
        }
        if modules.isEmpty, targetNames.isEmpty { Diagnostics.warning("found no Swift targets to lint") }
        var failedTargets: [String] = []
        for module in modules {
            let fileCount = module.swiftFiles.count
            Diagnostics.progress("Linting target '\(module.targetName)' (\(fileCount) Swift file\(fileCount == 1 ? "" : "s"))")
            var toolArguments = ["lint"] + module.moduleArguments
            if let manifestDirectory {
                toolArguments += ["--manifest-output", manifestDirectory.appending(path: "\(module.moduleName).manifest.json").path]
            }
            toolArguments += passedThrough + ["--"] + module.swiftFiles.map { Self.path(of: $0, relativeTo: root) }
            let (reason, status) = try Self.run(tool, toolArguments, in: root)
            switch (reason, status) {
            case (.exit, 0):
                continue
            case (.exit, 1):
                Diagnostics.error("lint-intents found problems in target '\(module.targetName)'")
            case (.exit, _):
                Diagnostics.error("lint-intents could not lint target '\(module.targetName)' (exit status \(status): a usage or input error, see its message)")
            default:
                Diagnostics.error("lint-intents was stopped by signal \(status) while linting target '\(module.targetName)'")
            }
            failedTargets.append(module.targetName)
        }
        // The error diagnostics already fail `swift package`; throwing makes every host
        // (older SwiftPM, Xcode) see the command fail as well.
        if !failedTargets.isEmpty {
            throw LintingFailure("lint-intents failed for target\(failedTargets.count == 1 ? "" : "s") \(failedTargets.joined(separator: ", "))")
        }
    }

    /// The folder for manifests, created when needed, or nil when none are written.
    private func manifestDirectory(_ path: String?, under root: URL) throws -> URL? {
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
            let directory = path.hasPrefix("/") ? URL(filePath: path) : root.appending(path: path)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }
    }

    /// `Sources/App/Intent.swift` rather than an absolute path when the file is under the
    /// root: diagnostics then read as they do when lint-intents runs in the package folder.
    private static func path(of file: URL, relativeTo root: URL) -> String {
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return file.path.hasPrefix(rootPath) ? String(file.path.dropFirst(rootPath.count)) : file.path
    }

    /// Runs the tool with the plugin's standard output and error, so its diagnostics pass
    /// through unchanged.
    private static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> (Process.TerminationReason, Int32) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus)
    }
}
