import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory write-app-intents-metadata --target NAME
/// --output DIR [lint-intents metadata options]`: Apple's `Metadata.appintents` of one target,
/// for builds without Xcode (docs/metadata.md). Every Swift target of the package is listed for
/// lint-intents, so that the packages the target's `AppIntentsPackage` includes are found.
@main
struct WriteAppIntentsMetadataPlugin: CommandPlugin {
    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory write-app-intents-metadata \\
                   --target NAME --output DIR [lint-intents metadata options]

        Writes DIR/extract.actionsdata and DIR/version.json for the target NAME, as Xcode's build
        writes them into the product's Metadata.appintents folder (DIR relative to the package
        folder). Copy DIR into the app bundle before it is signed; docs/metadata.md has the
        recipes. The plugin gives --modules-file and --module itself.

        The lint-intents metadata options the plugin passes through:
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // SwiftPM grants these when they follow the verb, and hands them on to the plugin too.
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        _ = extractor.extractOption(named: "allow-writing-to-directory")
        for option in ["modules-file", "module", "module-name"] where !extractor.extractOption(named: option).isEmpty {
            throw PluginFailure("the plugin does not take --\(option): choose the target with --target NAME")
        }
        let passedThrough = extractor.remainingArguments
        let tool = try context.tool(named: "lint-intents").url
        let root = context.package.directoryURL
        if passedThrough.contains("--help") || passedThrough.contains("-h") {
            print(Self.usage)
            _ = try Self.run(tool, ["metadata", "--help"], in: root)
            return
        }
        guard targetNames.count == 1, let targetName = targetNames.first else {
            throw PluginFailure("write-app-intents-metadata needs one --target NAME: the app (or extension) target whose folder to write")
        }
        let modules = context.package.targets.compactMap(LintedModule.init)
        guard let target = modules.first(where: { $0.targetName == targetName }) else {
            throw PluginFailure("no Swift target named '\(targetName)' in the package")
        }
        let work = context.pluginWorkDirectoryURL.appending(path: "metadata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let moduleList = work.appending(path: "modules.json")
        try ModuleListFile(modules).write(to: moduleList)
        let status = try Self.run(tool, ["metadata", "--modules-file", moduleList.path, "--module", target.moduleName] + passedThrough, in: root)
        switch status {
        case 0: return
        case 1: throw PluginFailure("lint-intents wrote no App Intents metadata for target '\(targetName)': see the findings above (its errors, or with --strict its warnings)")
        default: throw PluginFailure("lint-intents could not write the metadata (exit status \(status): a usage or input error, see its message)")
        }
    }

    /// Runs the tool in `directory`, its output and errors the plugin's; its exit status.
    private static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}

/// A reason the command stops, shown by SwiftPM as `error: <description>`.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
