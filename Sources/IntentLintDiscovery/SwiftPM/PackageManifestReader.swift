#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintSyntax
import IntentLintCore

/// Reads a SwiftPM package's Swift modules from its `Package.swift` without running it: the
/// targets come from the manifest's tokens (`PackageDeclarationReader`), their files from
/// SwiftPM's own layout rules (`PackageTargetLayout`).
package enum PackageManifestReader {
    /// What one `Package.swift` gives: its Swift targets as modules, in manifest order; what it
    /// offers and needs for the app graph; and one-line warnings at their lines (`cannot read
    /// target … statically: …`) for what a static reading could not settle.
    package struct Reading: Sendable {
        package var modules: [ModuleDefinition]
        package var package: SwiftPackage
        package var warnings: [ManifestWarning]
        /// Why the manifest is no Swift SwiftPM could run (`the ( is never closed: is the file cut
        /// short?`), and where: it is then read as no manifest, as an unreadable Xcode project is.
        package var malformation: (message: String, place: SourceLocation)?
    }

    /// Throws, naming the file, when the manifest cannot be read.
    package static func modules(packageFile: String) throws -> Reading {
        let bytes: [UInt8]
        switch FileSystem.readBytes(packageFile) {
        case .success(let read): bytes = read
        case .failure(let error): throw InputError("\(packageFile): cannot read the package manifest: \(error.description)")
        }
        let absolute = packageFile.hasPrefix("/") ? packageFile : FileManager.default.currentDirectoryPath + "/" + packageFile
        return modules(manifest: bytes, packageFolder: Paths.parent(of: Paths.normalize(absolute)), in: LocalFiles())
    }

    static func modules(manifestText: String, packageFolder: String) -> Reading {
        modules(manifest: Array(manifestText.utf8), packageFolder: packageFolder, in: LocalFiles())
    }

    /// - Parameter files: where the targets' folders are walked: the disk, or a git revision.
    static func modules(manifest bytes: [UInt8], packageFolder: String, in files: any FileSource) -> Reading {
        let folder = Paths.normalize(packageFolder)
        let (reader, manifestWarnings, malformation) = bytes.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer) { source in
                var reader = PackageDeclarationReader(source: source)
                reader.read()
                return (ManifestContents(reader), reader.warnings, Self.malformation(of: source))
            }
        }
        var warnings = manifestWarnings
        let layout = PackageTargetLayout(packageFolder: folder, toolsVersion: toolsVersion(bytes), targetCounts: reader.targetCounts,
                                         fileSource: files)
        let originPath = folder == "/" ? "/Package.swift" : folder + "/Package.swift"
        guard malformation == nil else {
            return Reading(modules: [], package: SwiftPackage(originPath: originPath), warnings: [], malformation: malformation)
        }
        func location(_ dependency: PackageDependency) -> PackageLocation {
            switch dependency {
            case .path(let path): return .local(folder: Paths.absolute(path, from: folder))
            case .url(let url): return .remote(url: url)
            }
        }
        let package = SwiftPackage(originPath: originPath, products: reader.products,
                                   dependencies: reader.packageDependencies.map(location),
                                   dependencyNames: reader.packageDependencyNames.mapValues(location))
        var modules: [ModuleDefinition] = []
        var indexByName: [String: Int] = [:]
        var seen: Set<String> = []
        for declaration in reader.declarations {
            guard let declaredKind = declaration.kind else { continue }
            // A target repeated word for word (a manifest listing it twice) is walked once.
            guard seen.insert("\(declaration.name)|\(declaration.path ?? "")|\(String(describing: declaration.sources))|\(declaration.exclude)|\(declaration.resources)").inserted else { continue }
            let (targetFolder, problem) = layout.folder(for: declaration)
            if let problem { warnings.append(ManifestWarning(line: declaration.line, message: problem)) }
            guard let targetFolder else { continue }
            let (files, localizationFiles) = layout.files(of: declaration, in: targetFolder)
            let name = PackageTargetLayout.moduleName(forTarget: declaration.name)
            // A regular target with a `main.swift` is an executable (`Sources.computeTargetType`).
            let kind = declaredKind == .library && files.contains { Paths.lastComponent($0).lowercased() == "main.swift" }
                ? .executable : declaredKind
            let dependencies = declaration.dependencies.map { package.reference(to: $0) }
            // The same target in several `#if` branches: any of its files may be compiled.
            if let existing = indexByName[name] {
                modules[existing].files = Array(Set(modules[existing].files).union(files)).sorted()
                modules[existing].localizationFiles = Array(Set(modules[existing].localizationFiles).union(localizationFiles)).sorted()
                for dependency in dependencies where !modules[existing].dependencies.contains(dependency) {
                    modules[existing].dependencies.append(dependency)
                }
            } else {
                indexByName[name] = modules.count
                var module = ModuleDefinition(name: name, targetName: declaration.name, kind: kind, originPath: originPath, files: files,
                                              localizationFiles: localizationFiles, platforms: reader.platforms,
                                              dependencies: dependencies)
                module.excludedPaths = declaration.exclude.map { Paths.normalize($0.hasPrefix("/") ? $0 : targetFolder + "/" + $0) }
                if kind == .library { module.linkage = PackageManifestReader.linkage(ofTarget: declaration.name, reader) }
                modules.append(module)
            }
        }
        return Reading(modules: modules, package: package, warnings: warnings)
    }

    /// How a library target reaches what uses it: linked in statically (SwiftPM's and Xcode's
    /// default for a product of automatic type, and for a target no product offers, which links
    /// into whatever uses it), or a dynamic library when every product that offers it is
    /// `.dynamic`; unknown when some are and some are not.
    private static func linkage(ofTarget target: String, _ reader: ManifestContents) -> ModuleLinkage {
        let offering = reader.products.filter { $0.value.contains(target) }.map(\.key)
        let dynamic = offering.filter { reader.productTypes[$0] == "dynamic" }
        if dynamic.isEmpty { return .static }
        return dynamic.count == offering.count ? .dynamic : .unknown
    }

    /// What makes the tokens no Swift at all, the first such place: a bracket or string never
    /// closed (a file cut short, mostly), a closing bracket that closes nothing, or bytes that
    /// are no token. Targets read from such a file would be guesses.
    static func malformation(of source: TokenizedSource) -> (message: String, place: SourceLocation)? {
        for index in 0..<source.tokens.count where source.partner(of: index) == -1 {
            let token = source.tokens[index]
            let place = source.location(index)
            let text = source.text(from: token.start, to: token.end)
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringStart:
                return ("the `\(text)` is never closed: is the file cut short?", place)
            case .rightParen, .rightBracket, .rightBrace:
                return ("the `\(text)` closes nothing", place)
            case .error:
                return (text.isEmpty ? "a string is never closed" : "`\(text)` is no Swift", place)
            default:
                continue
            }
        }
        return nil
    }

    /// What the reader found, kept past the token buffers' lifetime.
    private struct ManifestContents {
        var declarations: [TargetDeclaration]
        var targetCounts: [SourceRoot: Int]
        var products: [String: [String]]
        var packageDependencies: [PackageDependency]
        var packageDependencyNames: [String: PackageDependency]
        var productTypes: [String: String]
        var platforms: [String]

        init(_ reader: PackageDeclarationReader) {
            declarations = reader.declarations
            targetCounts = reader.targetCounts
            products = reader.products
            packageDependencies = reader.packageDependencies
            packageDependencyNames = reader.packageDependencyNames
            productTypes = reader.productTypes
            platforms = reader.platforms
        }
    }

    /// `// swift-tools-version: 5.9` on the first line; the newest rules when it is missing.
    static func toolsVersion(_ bytes: [UInt8]) -> (major: Int, minor: Int) {
        let firstLine = String(decoding: bytes.prefix(256).prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self).lowercased()
        guard let marker = firstLine.range(ofBytes: "swift-tools-version") else { return (6, 0) }
        let rest = firstLine[marker.upperBound...].drop { $0 == ":" || $0 == " " || $0 == "\t" }
        let numbers = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }.split(separator: ".").compactMap { Int($0) }
        guard let major = numbers.first else { return (6, 0) }
        return (major, numbers.count > 1 ? numbers[1] : 0)
    }
}
