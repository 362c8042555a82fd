import IntentLintSupport
import IntentLintDiscovery

/// A module's input file list for an Xcode Run Script phase (`.xcfilelist`): one
/// `$(SRCROOT)/…` line per Swift and strings file, then the configuration that applies, so that
/// the phase reads exactly those files (`Scripts/xcode-build-phase.sh`). Made from the module's
/// files, never from text meant for people, and relative to the module's project folder, which
/// is `$(SRCROOT)` for the targets of an `.xcodeproj`: the same lines on every machine.
package struct XcodeInputFileList: Sendable {
    /// The lines, without line ends.
    package var lines: [String]

    /// - Parameters:
    ///   - module: the module whose files the phase lints.
    ///   - configurationFile: the `.lint-intents.json` that applies (absolute), if any.
    /// - Throws: an `InputError` for a file whose name no line of a list can hold.
    package init(_ module: ModuleDiscovery.Module, configurationFile: String?) throws(InputError) {
        var paths = (module.inputs + module.localizationInputs).map(\.relativePath)
        if let configurationFile { paths.append(Paths.written(configurationFile, from: module.root)) }
        for path in paths where path.contains("\n") || path.contains("\r") {
            throw InputError("\(path.debugDescription): a file whose name holds a line break cannot be listed in an .xcfilelist, which is one path a line")
        }
        // `../Shared/A.swift` from the project folder; an absolute path only when the file
        // shares no folder with it but the root.
        lines = paths.map { $0.hasPrefix("/") ? $0 : "$(SRCROOT)/" + $0 }
    }

    package var text: String {
        lines.map { $0 + "\n" }.joined()
    }
}
