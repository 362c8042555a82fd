// Not a package manifest: a source file that happens to be named Package.swift.
public protocol Package {
    var name: String { get }
    var landmarks: [String] { get }
}
