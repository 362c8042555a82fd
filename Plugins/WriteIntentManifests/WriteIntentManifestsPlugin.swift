import PackagePlugin

/// `swift package --allow-writing-to-package-directory write-intent-manifests --manifest-output DIR`:
/// lints like `lint-intents` and writes DIR/<Module>.manifest.json for each target.
@main
struct WriteIntentManifestsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try TargetLinting(writesManifests: true).perform(context: context, arguments: arguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension WriteIntentManifestsPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try TargetLinting(writesManifests: true).perform(context: context, arguments: arguments)
    }
}
#endif
