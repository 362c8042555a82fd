import IntentLintSyntax
import IntentLintLocalization
import IntentLintCore

/// One module as the scanner read it: its files' declarations, its localization files, and
/// what the project files say about it (its kind, which files other targets compile too).
public struct ScannedModule: Sendable {
    package var name: String
    package var files: [FileSyntax]
    /// What the target builds; `.folder` when no project file says.
    package var kind: ModuleKind
    /// For a file (by `FileSyntax.path`) that other modules of the run compile too, their kinds:
    /// an intent in a file shared by an app and its widget runs in the app as well.
    package var alsoCompiledInto: [String: Set<ModuleKind>]
    /// For a file (by `FileSyntax.path`) the target compiles only for some platforms, those
    /// (`ModuleDefinition.platformFilters`).
    package var platformFilters: [String: Set<String>] = [:]
    /// The platforms the project builds the target for, where it says (`ModuleDefinition.platforms`):
    /// `iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`; empty when unsaid.
    package var platforms: [String] = []
    /// Whether every file the module compiles was read: false when the project lists files that
    /// do not exist, or the configuration or a read error left some out. Rules that conclude
    /// from what the module does not declare stay silent then.
    package var isComplete = true
    /// Whether it is a folder module that may be several targets (`ModuleDefinition.mayBeSeveralTargets`):
    /// rules that claim a fact about one module (a type declared twice, two queries of one name)
    /// stay silent on it.
    package var mayBeSeveralTargets = false
    /// The target's `.strings` and `.xcstrings` files, parsed: where App Shortcut phrases are
    /// localized. Their `path`s are relative to the same root as the Swift files'.
    package var localizationFiles: [LocalizationFile]
    /// Whether every localization file the project lists for the target was read: false when one
    /// does not exist, could not be read or the configuration leaves it out. Rules that conclude
    /// from a key no table holds stay silent then.
    package var knowsAllLocalizationFiles = true

    public init(name: String, files: [FileSyntax], kind: ModuleKind = .folder, alsoCompiledInto: [String: Set<ModuleKind>] = [:],
                localizationFiles: [LocalizationFile] = []) {
        self.name = name
        self.files = files
        self.kind = kind
        self.alsoCompiledInto = alsoCompiledInto
        self.localizationFiles = localizationFiles
    }
}
