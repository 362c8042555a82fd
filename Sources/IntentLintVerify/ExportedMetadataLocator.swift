import IntentLintSupport

/// Finds the `extract.actionsdata` files a path named with `verify --metadata` holds: the file
/// itself, a folder that holds it (`Metadata.appintents`, or a static library's
/// `<Module>.appintents`), or a built product. An app keeps its metadata in `Metadata.appintents` at its top on iOS and in
/// `Contents/Resources/Metadata.appintents` on macOS, and so do the extensions and frameworks
/// it embeds (`PlugIns/`, `Extensions/`, `Frameworks/`), each with its own; an `.xcarchive`
/// holds the apps it archived under `Products/`.
package enum ExportedMetadataLocator {
    /// One metadata file found, or a bundle that has none.
    package struct Location: Sendable, Equatable {
        /// The `extract.actionsdata` file (absolute); nil for a bundle without metadata.
        package var file: String?
        /// The bundle the file belongs to, without its extension (`SoupChef` for
        /// `SoupChef.app`), or the module of a `<Module>.appintents` folder.
        package var bundleName: String?
        /// The bundle's path (absolute), for a bundle without metadata.
        package var bundle: String?
    }

    static let metadataFileName = "extract.actionsdata"
    static let bundleExtensions = [".app", ".appex", ".framework"]
    /// Products are shallow; deeper folders are documentation, headers and resources.
    static let maximumDepth = 12

    /// The metadata `path` (absolute) holds, each file once, in a stable order.
    /// - Throws: a one-line error naming `given` (the path as the user named it) when it does not
    ///   exist, or is a folder that holds no metadata and is no bundle.
    package static func locate(_ path: String, given: String) throws(InputError) -> [Location] {
        switch FileSystem.kind(of: path) {
        case .file:
            return [Location(file: path, bundleName: enclosingBundleName(of: path))]
        case .directory:
            let name = Paths.lastComponent(path)
            let direct = path + "/" + metadataFileName
            if name.hasSuffix(".appintents") || FileSystem.kind(of: direct) == .file {
                guard FileSystem.kind(of: direct) == .file else {
                    throw InputError("\(given): holds no \(metadataFileName)")
                }
                // A static library's metadata folder is named after its module.
                let libraryModule = name.hasSuffix(".appintents") && name != "Metadata.appintents" ? String(name.dropLast(".appintents".count)) : nil
                return [Location(file: direct, bundleName: enclosingBundleName(of: path) ?? libraryModule)]
            }
            var found: [String] = []
            var walk = FolderWalk(in: LocalFiles())
            collect(in: path, depth: 0, walk: &walk, into: &found)
            if found.isEmpty {
                // A product without metadata is a finding for the modules that should be in it;
                // any other folder is a mistake in the path.
                if let bundle = bundleName(of: name) {
                    return [Location(file: nil, bundleName: bundle, bundle: path)]
                }
                if name.hasSuffix(".xcarchive") {
                    throw InputError("\(given): the archive holds no app with App Intents metadata (no Metadata.appintents/\(metadataFileName) under Products/)")
                }
                throw InputError("\(given): holds no App Intents metadata (no Metadata.appintents/\(metadataFileName) in it); name an .app, " +
                    ".appex, .framework, .xcarchive, a Metadata.appintents folder or the file")
            }
            return found.sorted().map { Location(file: $0, bundleName: enclosingBundleName(of: $0)) }
        case .other:
            throw InputError("\(given): not a file or folder")
        case .missing:
            throw InputError("\(given): no such file or directory")
        }
    }

    /// Every `*.appintents/extract.actionsdata` under `folder`; each folder is entered once,
    /// however many links lead to it (a macOS framework's `Resources` links into `Versions/A`).
    private static func collect(in folder: String, depth: Int, walk: inout FolderWalk, into found: inout [String]) {
        guard depth <= maximumDepth, let entries = walk.enter(folder) else { return }
        for entry in entries.sorted(by: { $0.name < $1.name }) where entry.kind == .directory {
            let child = folder + "/" + entry.name
            if entry.name.hasSuffix(".appintents") {
                let file = child + "/" + metadataFileName
                if FileSystem.kind(of: file) == .file, walk.enter(child) != nil { found.append(file) }
                continue
            }
            // Headers, modules and signatures hold no metadata.
            if ["Headers", "Modules", "_CodeSignature", "dSYMs", "SwiftSupport", "Symbols"].contains(entry.name) { continue }
            collect(in: child, depth: depth + 1, walk: &walk, into: &found)
        }
    }

    /// `SoupChef` for `…/SoupChef.app`, nil for a folder that is no bundle.
    package static func bundleName(of folderName: String) -> String? {
        for suffix in bundleExtensions where folderName.hasSuffix(suffix) && folderName.count > suffix.count {
            return String(folderName.dropLast(suffix.count))
        }
        return nil
    }

    /// The name of the innermost bundle `path` is in.
    static func enclosingBundleName(of path: String) -> String? {
        for component in path.split(separator: "/").reversed() {
            if let name = bundleName(of: String(component)) { return name }
        }
        return nil
    }
}
