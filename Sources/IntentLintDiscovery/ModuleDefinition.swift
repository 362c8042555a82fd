/// What the build makes of a set of Swift files: one module, as a SwiftPM target or an Xcode
/// target defines it, or a folder linted without a project file.
public struct ModuleDefinition: Sendable, Hashable {
    /// The Swift module name (a target's name, or `PRODUCT_MODULE_NAME` when an Xcode
    /// target sets one to a plain name).
    public var name: String
    public var kind: ModuleKind
    /// Where the definition comes from: the `Package.swift` or `project.pbxproj` file, or
    /// the folder for a folder module. Absolute.
    public var originPath: String
    /// The Swift files the target compiles, absolute and sorted. Readers list what the project
    /// file says; files that do not exist are kept, and the loader decides what to do with them.
    public var files: [String]
    /// The `.strings` and `.xcstrings` files the target builds, absolute and sorted: for an
    /// Xcode target, those of its Resources phase (each localization of a localized file) and
    /// of its synchronized folders; for a SwiftPM target or a folder, those under its folder.
    /// App Shortcut phrases are localized in them. Like `files`, they may not exist.
    public var localizationFiles: [String]

    public init(name: String, kind: ModuleKind, originPath: String, files: [String], localizationFiles: [String] = []) {
        self.name = name
        self.kind = kind
        self.originPath = originPath
        self.files = files
        self.localizationFiles = localizationFiles
    }
}

/// What kind of product a module is built into; rules that depend on the target (an App
/// Shortcuts provider only counts in the app) read it.
public enum ModuleKind: String, Sendable, Hashable, CaseIterable {
    /// An application (iOS, macOS, watchOS, visionOS app; a watch app counts too).
    case app
    /// An app extension: widget, intents, share, watch extension, ….
    case appExtension = "app-extension"
    /// An ExtensionKit extension, such as an App Intents extension (Xcode's "App Intents
    /// Extension" template builds one), which may host an app's App Shortcuts.
    case extensionKitExtension = "extensionkit-extension"
    /// A framework (dynamic or static).
    case framework
    /// A static or dynamic library, or a SwiftPM regular target.
    case library
    /// A command-line tool or a SwiftPM executable target.
    case executable
    /// Unit or UI tests.
    case test
    /// A SwiftPM macro target.
    case macro
    /// A SwiftPM plugin target.
    case plugin
    /// Any other product type (bundle, XPC service, …).
    case other
    /// Files under a folder no project file describes: the kind is unknown.
    case folder
}

extension ModuleKind {
    /// An app extension of either kind: code that runs outside the app's own process.
    public var isExtension: Bool { self == .appExtension || self == .extensionKitExtension }
}
