import PackagePlugin

/// `swift package lint-intents`: lints every Swift target; reads only, so it needs no permission.
@main
struct LintIntentsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try TargetLinting(writesManifests: false).perform(context: context, arguments: arguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintIntentsPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try TargetLinting(writesManifests: false).perform(context: context, arguments: arguments)
    }
}
#endif
