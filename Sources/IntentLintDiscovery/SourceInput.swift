/// One file to read (a Swift file, or a module's strings file): where to find it and how to name it.
public struct SourceInput: Sendable, Hashable {
    /// As the user named it, or the folder they named joined with the path found under it.
    package var displayPath: String
    /// Relative to the module's root; this is the path the manifest records.
    package var relativePath: String
    /// Absolute and normalized: the file's identity across modules.
    public var absolutePath: String

    public init(displayPath: String, relativePath: String, absolutePath: String) {
        self.displayPath = displayPath
        self.relativePath = relativePath
        self.absolutePath = absolutePath
    }
}
