import Foundation
import PackagePlugin

/// Attached to a target, lints its Swift and strings files on every build that changes them and
/// writes the target's manifest, `<Module>.manifest.json`, as the build command's output.
///
/// A `.buildCommand` (not a `.prebuildCommand`) because SwiftPM lets only build commands run
/// an executable built from source; a prebuild command fails on Linux (SwiftLint #5427).
/// Findings print as `path:line:column: error|warning: …`, which SwiftPM shows and Xcode turns
/// into issues; lint errors fail the build (exit status 1), warnings do not. The manifest is
/// written before the findings are reported, so it exists even when the build fails.
@main
struct IntentManifestPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = LintedModule(target) else { return [] }
        return [try Self.manifestCommand(for: module, tool: context.tool(named: "lint-intents").url,
                                         workDirectory: context.pluginWorkDirectoryURL,
                                         configuration: Self.configuration(in: context.package.directoryURL))]
    }

    static func manifestCommand(for module: LintedModule, tool: URL, workDirectory: URL, configuration: URL?) throws -> Command {
        let manifest = workDirectory.appending(path: "\(module.moduleName).manifest.json")
        // The target as a module list, as the command plugins hand it over, so that its strings
        // files are linted too; paths in reports stay absolute, for build logs and Xcode.
        let moduleList = workDirectory.appending(path: "\(module.moduleName).modules.json")
        try ModuleListFile([module], absolutePathsInReports: true).write(to: moduleList)
        let configurationArguments = configuration.map { ["--config", $0.path] } ?? []
        return .buildCommand(
            displayName: "Linting App Intents in \(module.targetName)",
            executable: tool,
            arguments: ["lint", "--quiet", "--modules-file", moduleList.path, "--manifest-output", manifest.path] + configurationArguments,
            // The files read, the list, the tool and the configuration: changing any re-lints.
            inputFiles: module.swiftFiles + module.localizationFiles + [moduleList, tool] + (configuration.map { [$0] } ?? []),
            outputFiles: [manifest])
    }

    /// The project's `.lint-intents.json`, if it has one. A build command runs in a folder of
    /// SwiftPM's choosing and takes no options from the user, so the plugin names the file.
    static func configuration(in directory: URL) -> URL? {
        let file = directory.appending(path: ".lint-intents.json")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension IntentManifestPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let module = LintedModule(target) else { return [] }
        return [try Self.manifestCommand(for: module, tool: context.tool(named: "lint-intents").url,
                                         workDirectory: context.pluginWorkDirectoryURL,
                                         configuration: Self.configuration(in: context.xcodeProject.directoryURL))]
    }
}
#endif
