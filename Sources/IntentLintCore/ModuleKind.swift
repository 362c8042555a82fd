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
    package var isExtension: Bool { self == .appExtension || self == .extensionKitExtension }
}

/// How a framework's or library's code reaches the app that uses it.
public enum ModuleLinkage: String, Sendable, Hashable {
    /// Linked into the app (or extension) that uses it: a static library or framework, or a
    /// Swift package's target in a product of automatic or static type, as SwiftPM and Xcode
    /// link them by default. The build merges its App Intents metadata into that target's own
    /// (swift-build passes it to the app's extraction with `--static-metadata-file-list`).
    case `static`
    /// A dynamic framework or library, or a package product of type `.dynamic`: a binary of its
    /// own, with its own App Intents metadata.
    case dynamic
    /// Not said, or said in a way a static reading cannot settle.
    case unknown
}
