#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport

/// Where SwiftPM finds a target's folder and which Swift files it compiles from it.
///
/// Follows swiftlang/swift-package-manager, `Sources/PackageLoading` (read for this port):
/// - `PackageBuilder.predefinedSourceDirectories` `Sources, Source, src, srcs`,
///   `predefinedTestDirectories` `Tests, Sources, Source, src, srcs`, `predefinedPluginDirectories`
///   `Plugins`. The first one that exists is the package's root for that kind, and a target's
///   default folder is `<root>/<name>` there only, with no fallback to the next one.
/// - `findPath`: `path: ""` or `"."` is the package folder; other paths are relative to it and
///   must stay inside it. From tools 5.9, a target that is the only one of its root's kind
///   (`targetsWithCommonSourceRoot`: tests, plugins, or all others) and has no `<root>/<name>`
///   uses the root folder itself.
/// - `TargetSourcesBuilder.computeContents`: skip hidden entries, `.xcodeproj`, `.playground`
///   and `.xcworkspace` (and `.lproj` before 5.3), `Package.swift`, `Package.resolved` and
///   `Package@…swift` at the package root, and excluded paths; do not enter folders copied as
///   resources, folders inside `.lproj`, or (from 5.6) folders whose extension is a resource
///   type (`.xcassets`, `.docc`, … : `opaqueDirectoriesExtensions`) unless they are declared
///   sources; between 5.3 and 5.6 any folder with an extension except `.lproj`.
/// - `computeRule`: a file under a declared resource is a resource unless it is also under a
///   declared source; with `sources:` only files under them compile; `.swift`, case-sensitive.
/// - The module name is the target's `c99name` (`spm_mangledToC99ExtendedIdentifier`); a
///   `.target` with a `main.swift` at any depth is an executable (`Sources.computeTargetType`).
struct PackageTargetLayout {
    let packageFolder: String
    let toolsVersion: (major: Int, minor: Int)
    let targetCounts: [SourceRoot: Int]
    /// Where the folders are: the disk, or a git revision.
    let fileSource: any FileSource

    static let opaqueFolderExtensions: Set<String> = [
        "nib", "xib", "storyboard", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "metal", "docc",
    ]

    private func atLeast(_ major: Int, _ minor: Int) -> Bool {
        toolsVersion.major > major || (toolsVersion.major == major && toolsVersion.minor >= minor)
    }

    static func predefinedFolders(_ root: SourceRoot) -> [String] {
        switch root {
        case .sources: return ["Sources", "Source", "src", "srcs"]
        case .tests: return ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugins: return ["Plugins"]
        }
    }

    /// The target's folder, and why it may be wrong; nil folder when SwiftPM would refuse the path.
    func folder(for target: TargetDeclaration) -> (folder: String?, problem: String?) {
        if let path = target.path {
            if path.isEmpty || path == "." { return (packageFolder, nil) }
            let folder = Paths.normalize(path.hasPrefix("/") ? path : packageFolder + "/" + path)
            guard !path.hasPrefix("/"), PackageTargetLayout.isInside(folder, packageFolder) else {
                return (nil, "target '\(target.name)' has path '\(path)' outside the package; its files are not linted")
            }
            let problem = fileSource.kind(of: folder) == .directory ? nil : "target '\(target.name)' has path '\(path)', which is not a folder"
            return (folder, problem)
        }
        let candidates = PackageTargetLayout.predefinedFolders(target.root)
        let rootName = candidates.first { fileSource.kind(of: packageFolder + "/" + $0) == .directory } ?? candidates[0]
        let root = Paths.normalize(packageFolder + "/" + rootName)
        let own = Paths.normalize(root + "/" + target.name)
        if fileSource.kind(of: own) != .missing { return (own, nil) }
        if atLeast(5, 9), targetCounts[target.root] == 1, fileSource.kind(of: root) == .directory { return (root, nil) }
        return (own, "target '\(target.name)' has no folder \(rootName)/\(target.name)")
    }

    /// The Swift files SwiftPM compiles for `target` from `folder`, and the `.strings` and
    /// `.xcstrings` files among its resources: absolute and sorted. A localization file is a
    /// resource wherever it is in the folder (in an `.lproj` folder or not), unless excluded or
    /// under a resource that is copied as it is.
    func files(of target: TargetDeclaration, in folder: String) -> (swift: [String], localization: [String]) {
        let resolve = { (relative: String) in
            Paths.normalize(relative.hasPrefix("/") ? relative : folder + "/" + relative)
        }
        let excluded = Set(target.exclude.map(resolve))
        let declaredSources = target.sources?.map(resolve)
        let resources = target.resources.map { (path: resolve($0.path), isCopied: $0.isCopied) }
        var files: [String] = []
        var localizationFiles: [String] = []
        var walk = FolderWalk(in: fileSource)
        var pending: [(path: String, kind: FileSystem.Kind)] = [(folder, fileSource.kind(of: folder))]
        while let (path, kind) = pending.popLast() {
            let name = Paths.lastComponent(path)
            let pathExtension = PackageTargetLayout.pathExtension(name)
            if path != folder, name.hasPrefix(".") { continue }
            if let pathExtension, PackageTargetLayout.skippedBundleExtensions.contains(pathExtension)
                || (pathExtension == "lproj" && !atLeast(5, 3)) { continue }
            if name == "Package.swift" || name == "Package.resolved" || (name.hasPrefix("Package@") && pathExtension == "swift"),
               Paths.parent(of: path) == packageFolder { continue }
            if excluded.contains(path) { continue }
            switch kind {
            case .file:
                if Paths.isLocalizationFile(name) {
                    if !resources.contains(where: { $0.isCopied && PackageTargetLayout.isInside(path, $0.path) }) {
                        localizationFiles.append(path)
                    }
                    continue
                }
                guard pathExtension == "swift" else { continue }
                let underSource = declaredSources.map { $0.contains { PackageTargetLayout.isInside(path, $0) } }
                if underSource != true, resources.contains(where: { PackageTargetLayout.isInside(path, $0.path) }) { continue }
                if underSource ?? true { files.append(path) }
            case .directory:
                let isDeclaredSource = path == folder || declaredSources?.contains(path) == true
                if let pathExtension, !isDeclaredSource, isResourceFolder(extension: pathExtension) { continue }
                if resources.contains(where: { $0.isCopied && $0.path == path }) { continue }
                if PackageTargetLayout.pathExtension(Paths.lastComponent(Paths.parent(of: path))) == "lproj" { continue }
                // Symbolic links are followed, but a folder is entered once, so link loops end.
                guard let entries = walk.enter(path) else { continue }
                let prefix = path == "/" ? "/" : path + "/"
                pending += entries.map { (prefix + $0.name, $0.kind) }
            case .other, .missing:
                continue  // SwiftPM skips broken links
            }
        }
        return (files.sorted(), localizationFiles.sorted())
    }

    /// Bundles SwiftPM never looks into (a constant: a set written in the loop is made again
    /// for every file).
    private static let skippedBundleExtensions: Set<String> = ["xcodeproj", "playground", "xcworkspace"]

    /// A folder SwiftPM takes whole as one resource instead of entering it.
    private func isResourceFolder(extension pathExtension: String) -> Bool {
        guard atLeast(5, 3), pathExtension != "lproj" else { return false }
        return atLeast(5, 6) ? PackageTargetLayout.opaqueFolderExtensions.contains(pathExtension) : true
    }

    /// SwiftPM's `c99name`: characters that cannot be in a C99 identifier become `_`, and so
    /// does a leading digit ("kit-tool" → "kit_tool", "1st" → "_st").
    static func moduleName(forTarget name: String) -> String {
        var result = String.UnicodeScalarView()
        for (offset, scalar) in name.unicodeScalars.enumerated() {
            let isDigit = scalar.properties.numericType == .decimal
            // Unicode letters and digits stand in for C99's table of extended identifier characters.
            let isValid = scalar == "_" || scalar.properties.isAlphabetic || isDigit
            result.append(isValid && !(offset == 0 && isDigit) ? scalar : "_")
        }
        return String(result)
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || Paths.remainder(of: path, inside: folder) != nil
    }

    /// What SwiftPM calls a path's extension: after the last dot, if the dot is not first or last.
    static func pathExtension(_ name: String) -> String? {
        // By bytes, where every byte is a character: `lastIndex(of:)` over characters cost
        // thousands of instructions a name, and discovery asks of every file of every target.
        var name = name
        if name.withUTF8({ bytes in !bytes.contains { $0 >= 0x80 } }) {
            let utf8 = name.utf8
            guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex, utf8.index(after: dot) != utf8.endIndex else { return nil }
            return String(name[utf8.index(after: dot)...])
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }
}
