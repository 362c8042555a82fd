#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore

/// Reads the Swift modules of an Xcode project from its `project.pbxproj`, as text: each
/// native target is one module, compiling the Swift files of its Sources build phase and of
/// its synchronized folders (Xcode 16), with the `.strings` and `.xcstrings` files of its
/// Resources phase and synchronized folders. Aggregate and legacy (external build) targets
/// compile nothing themselves and are left out.
///
/// A synchronized folder (`PBXFileSystemSynchronizedRootGroup`) lists no files: every Swift
/// file under it compiles in each target that lists the folder in `fileSystemSynchronizedGroups`.
/// An exception set on the folder names a target and paths relative to the folder:
/// - when the target lists the folder, the paths are taken out of it;
/// - when it does not, the paths are the folder's only files it compiles (a file of the app's
///   folder also ticked for the widget).
/// A path naming a subfolder covers everything under it. `explicitFolders` are copied whole as
/// resources, so the Swift files in them compile nowhere, and their strings files are copied
/// as they are. Resources follow the same rules as Swift files.
package enum XcodeProjectReader {
    /// The modules of `projectFile`, a `project.pbxproj` or the `.xcodeproj` folder holding
    /// it, in the order the project lists its targets. Errors are one line and name the file.
    package static func modules(projectFile: String) throws(InputError) -> [ModuleDefinition] {
        try modules(projectFile: projectFile, in: LocalFiles())
    }

    /// The modules of `projectFile` as `files` hold it (the disk, or a git revision), with its
    /// synchronized folders listed there.
    package static func modules(projectFile: String, in files: any FileSource) throws(InputError) -> [ModuleDefinition] {
        var file = Paths.absolute(projectFile)
        if files.kind(of: file) == .directory { file += "/project.pbxproj" }
        let bytes: [UInt8]
        switch files.bytes(of: file) {
        case .success(let contents): bytes = contents
        case .failure(let error): throw InputError("\(file): cannot read Xcode project: \(error.description)")
        }
        // The project's folder is the one holding the `.xcodeproj` bundle.
        let projectFolder = Paths.parent(of: Paths.parent(of: file))
        return try modules(text: bytes, projectFile: file, projectFolder: projectFolder, in: files)
    }

    /// The modules of the project text `text`; `projectFile` (absolute) names it in errors and
    /// becomes each module's origin, and `projectFolder` is the folder holding the `.xcodeproj`.
    static func modules(text: [UInt8], projectFile: String, projectFolder: String, in files: any FileSource) throws(InputError) -> [ModuleDefinition] {
        let document: PropertyListValue
        do {
            document = try PropertyListText.parse(text)
        } catch {
            throw InputError("\(projectFile): invalid Xcode project: \(error.reason)", line: error.line, column: error.column)
        }
        guard let objects = document["objects"]?.dictionary, let rootIdentifier = document["rootObject"]?.string,
              let project = objects[rootIdentifier], project["isa"]?.string == "PBXProject" else {
            throw InputError("\(projectFile): not an Xcode project: no 'rootObject' naming a PBXProject in 'objects'")
        }
        var graph = ProjectGraph(objects: objects, project: project, rootIdentifier: rootIdentifier, projectFile: projectFile,
                                 projectFolder: projectFolder, files: files)
        return project["targets"]?.strings.compactMap { graph.module(target: $0, originPath: projectFile) } ?? []
    }

    /// The kind of module a target's `productType` builds.
    /// How a target of Xcode's product type `productType` (with or without its prefix) is
    /// linked, with the `MACH_O_TYPE` its settings give, if any: a framework is dynamic unless
    /// `MACH_O_TYPE = staticlib`.
    static func linkage(ofProductType productType: String, machOType: String?) -> ModuleLinkage {
        let prefix = "com.apple.product-type."
        let type = productType.hasPrefix(prefix) ? String(productType.dropFirst(prefix.count)) : productType
        switch type {
        case "framework", "library.dynamic":
            switch machOType {
            case nil, "mh_dylib"?: return .dynamic
            case "staticlib"?, "mh_object"?: return .static
            default: return .unknown
            }
        case "framework.static", "library.static": return .static
        default: return .unknown
        }
    }

    static func kind(ofProductType productType: String) -> ModuleKind {
        let prefix = "com.apple.product-type."
        let type = productType.hasPrefix(prefix) ? String(productType.dropFirst(prefix.count)) : productType
        // Watch apps and App Clips are applications; every extension kind names "extension".
        if type.hasPrefix("application") { return .app }
        if type == "extensionkit-extension" { return .extensionKitExtension }
        if type.contains(bytes: "extension") { return .appExtension }
        switch type {
        case "framework", "framework.static": return .framework
        case "library.static", "library.dynamic": return .library
        case "tool": return .executable
        case "bundle.unit-test", "bundle.ui-testing": return .test
        default: return .other
        }
    }
}

/// The objects of one project and the questions the reader asks of them.
private struct ProjectGraph {
    let objects: [String: PropertyListValue]
    let project: PropertyListValue
    /// The folder `<group>` paths at the top and `SOURCE_ROOT` paths start from: the folder
    /// holding the `.xcodeproj`, moved by the project's `projectDirPath`.
    let sourceRoot: String
    let projectName: String?
    /// The group that lists each object among its `children`.
    private var parents: [String: String] = [:]
    let projectFile: String
    let rootIdentifier: String
    /// Each target's `productReference` → the target's name: what a build phase's file stands for.
    private var productTargets: [String: String] = [:]
    /// Folders the project lists among its files (`lastKnownFileType = wrapper` or `folder`), as
    /// `XCLocalSwiftPackageReference`s, or as synchronized folders that are or hold packages:
    /// local packages, for products that name no package.
    private var localPackageFolders: [String] = []
    /// For each synchronized folder: each target its exception sets name, with their paths,
    /// for the target's Sources phase and its Resources phase.
    private var folderExceptions: [String: [String: [BuildPhaseKind: [String]]]] = [:]
    /// The Swift and localization files under each synchronized folder, relative to it, read once.
    private var folderContents: [String: [BuildPhaseKind: [String]]] = [:]
    /// Where synchronized folders are listed: the disk, or a git revision.
    private let files: any FileSource

    /// The build phases whose files the reader lists.
    enum BuildPhaseKind: Hashable {
        /// Swift files compiled.
        case sources
        /// `.strings` and `.xcstrings` files.
        case resources

        init?(isa: String?) {
            switch isa {
            case "PBXSourcesBuildPhase": self = .sources
            case "PBXResourcesBuildPhase": self = .resources
            default: return nil
            }
        }

        func holds(_ path: String) -> Bool {
            self == .sources ? path.hasSuffix(".swift") : Paths.isLocalizationFile(path)
        }
    }

    init(objects: [String: PropertyListValue], project: PropertyListValue, rootIdentifier: String, projectFile: String, projectFolder: String,
         files: any FileSource) {
        self.objects = objects
        self.files = files
        self.project = project
        self.rootIdentifier = rootIdentifier
        self.projectFile = projectFile
        let bundleName = Paths.parent(of: projectFile).split(separator: "/").last ?? ""
        projectName = bundleName.hasSuffix(".xcodeproj") ? String(bundleName.dropLast(".xcodeproj".count)) : nil
        let directory = project["projectDirPath"]?.string ?? ""
        sourceRoot = Paths.absolute(directory, from: projectFolder)
        // Sorted, so that an object listed by two groups (a broken project) always gets the same one.
        var phaseTargets: [String: String] = [:]
        for (identifier, object) in objects.sorted(by: { $0.key < $1.key }) {
            for child in object["children"]?.strings ?? [] where parents[child] == nil {
                parents[child] = identifier
            }
            for phase in object["buildPhases"]?.strings ?? [] {
                phaseTargets[phase] = identifier
            }
        }
        for object in objects.values where object["isa"]?.string == "PBXNativeTarget" {
            if let product = object["productReference"]?.string, let name = object["name"]?.string { productTargets[product] = name }
        }
        for (identifier, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "PBXFileReference"
            && ["wrapper", "folder"].contains(object["lastKnownFileType"]?.string ?? "") {
            // Only a folder with a manifest may be a package (others are resources, headers, …).
            if let folder = location(identifier), files.kind(of: folder + "/Package.swift") == .file { localPackageFolders.append(folder) }
        }
        // Newer projects list local packages as `XCLocalSwiftPackageReference`s; a product may
        // still name no package and come from one of them.
        for (_, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "XCLocalSwiftPackageReference" {
            if let path = object["relativePath"]?.string { localPackageFolders.append(Paths.absolute(path, from: sourceRoot)) }
        }
        // A synchronized folder that is a package, or holds packages one level down, adds them.
        for (identifier, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = location(identifier) else { continue }
            if files.kind(of: folder + "/Package.swift") == .file {
                localPackageFolders.append(folder)
                continue
            }
            var walk = FolderWalk(in: files)
            for entry in walk.enter(folder) ?? [] where entry.kind == .directory && !entry.name.hasPrefix(".") {
                let child = folder + "/" + entry.name
                if files.kind(of: child + "/Package.swift") == .file { localPackageFolders.append(child) }
            }
        }
        for (folder, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            for exceptionSet in (object["exceptions"]?.strings ?? []).compactMap({ objects[$0] }) {
                let target: String?
                let phases: [BuildPhaseKind]
                switch exceptionSet["isa"]?.string {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    target = exceptionSet["target"]?.string
                    phases = [.sources, .resources]
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    let phase = exceptionSet["buildPhase"]?.string ?? ""
                    let kind = BuildPhaseKind(isa: objects[phase]?["isa"]?.string)
                    target = kind == nil ? nil : phaseTargets[phase]
                    phases = kind.map { [$0] } ?? []
                default:
                    target = nil
                    phases = []
                }
                guard let target else { continue }
                for phase in phases {
                    folderExceptions[folder, default: [:]][target, default: [:]][phase, default: []] += exceptionSet["membershipExceptions"]?.strings ?? []
                }
            }
        }
    }

    mutating func module(target identifier: String, originPath: String) -> ModuleDefinition? {
        guard let target = objects[identifier], target["isa"]?.string == "PBXNativeTarget" else { return nil }
        var files: [BuildPhaseKind: Set<String>] = [:]
        // A source listed with `platformFilter(s)` is compiled only when building for those platforms;
        // listed again without one, always.
        var platformFilters: [String: Set<String>] = [:]
        var unfiltered: Set<String> = []
        for phase in target["buildPhases"]?.strings ?? [] {
            guard let kind = BuildPhaseKind(isa: objects[phase]?["isa"]?.string) else { continue }
            for buildFile in objects[phase]?["files"]?.strings ?? [] {
                guard let reference = objects[buildFile]?["fileRef"]?.string else { continue }
                let found = self.files(reference: reference).filter(kind.holds)
                files[kind, default: []].formUnion(found)
                guard kind == .sources else { continue }
                let filters = (objects[buildFile]?["platformFilters"]?.strings ?? []) + [objects[buildFile]?["platformFilter"]?.string].compactMap { $0 }
                for file in found {
                    if filters.isEmpty { unfiltered.insert(file) } else { platformFilters[file, default: []].formUnion(filters) }
                }
            }
        }
        for file in unfiltered { platformFilters[file] = nil }
        for kind in [BuildPhaseKind.sources, .resources] {
            files[kind, default: []].formUnion(synchronizedFiles(target: identifier, phase: kind))
        }
        let targetName = target["name"]?.string ?? target["productName"]?.string ?? ""
        let (dependencies, embedded) = references(of: target)
        let productType = target["productType"]?.string ?? ""
        var module = ModuleDefinition(name: moduleName(target: target), targetName: targetName,
                                      kind: XcodeProjectReader.kind(ofProductType: productType),
                                      originPath: originPath, files: (files[.sources] ?? []).sorted(),
                                      localizationFiles: (files[.resources] ?? []).sorted(),
                                      platforms: platforms(target: target), platformFilters: platformFilters,
                                      dependencies: dependencies, embedded: embedded)
        let machOType = (buildSettings(target) + buildSettings(project)).lazy.compactMap { $0["MACH_O_TYPE"]?.string }.first
        module.linkage = XcodeProjectReader.linkage(ofProductType: productType, machOType: machOType)
        module.excludedPaths = synchronizedExceptions(target: identifier)
        return module
    }

    /// What the membership exceptions of the synchronized folders `target` lists take out of it, absolute.
    private func synchronizedExceptions(target: String) -> [String] {
        var excluded: [String] = []
        for folder in objects[target]?["fileSystemSynchronizedGroups"]?.strings ?? [] {
            guard let root = location(folder) else { continue }
            for exception in folderExceptions[folder]?[target]?[.sources] ?? [] {
                excluded.append(Paths.normalize(root + "/" + trimmedRelativePath(exception)))
            }
        }
        return excluded
    }

    // MARK: Platforms

    /// `SUPPORTED_PLATFORMS` (a multiplatform target lists several), else `SDKROOT`, as the
    /// default configuration of the target, then the project, sets them.
    private func platforms(target: PropertyListValue) -> [String] {
        let settings = buildSettings(target) + buildSettings(project)
        func setting(_ name: String) -> String? { settings.lazy.compactMap { $0[name]?.string }.first }
        let names = setting("SUPPORTED_PLATFORMS").map { $0.split(separator: " ").map(String.init) }
            ?? setting("SDKROOT").map { [$0] } ?? []
        var platforms: [String] = []
        for name in names {
            if let platform = ProjectGraph.platformNames[name], !platforms.contains(platform) { platforms.append(platform) }
        }
        return platforms
    }

    /// SDK names (and simulators') to the platforms people say.
    private static let platformNames: [String: String] = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "watchos": "watchOS", "watchsimulator": "watchOS",
        "appletvos": "tvOS", "appletvsimulator": "tvOS", "xros": "visionOS", "xrsimulator": "visionOS",
    ]

    // MARK: What a target links and embeds

    /// The targets and package products a target depends on (its target dependencies, its
    /// Frameworks phase, its package products), and what its copy-files phases embed.
    private func references(of target: PropertyListValue) -> (dependencies: [ModuleReference], embedded: [ModuleReference]) {
        var dependencies: [ModuleReference] = []
        var embedded: [ModuleReference] = []
        func add(_ reference: ModuleReference?, to list: inout [ModuleReference]) {
            if let reference, !list.contains(reference) { list.append(reference) }
        }
        for dependency in (target["dependencies"]?.strings ?? []).compactMap({ objects[$0] }) {
            if let identifier = dependency["target"]?.string, let name = objects[identifier]?["name"]?.string {
                add(.target(name: name, project: projectFile), to: &dependencies)
            } else if let proxy = dependency["targetProxy"]?.string.flatMap({ objects[$0] }) {
                add(targetReference(proxy: proxy), to: &dependencies)
            }
            // A dependency on a package product alone (`productRef`) is a build tool plugin: nothing linked.
        }
        for product in target["packageProductDependencies"]?.strings ?? [] {
            add(productReference(product), to: &dependencies)
        }
        for phase in (target["buildPhases"]?.strings ?? []).compactMap({ objects[$0] }) {
            let isa = phase["isa"]?.string
            guard isa == "PBXFrameworksBuildPhase" || isa == "PBXCopyFilesBuildPhase" else { continue }
            for buildFile in (phase["files"]?.strings ?? []).compactMap({ objects[$0] }) {
                let reference = buildFile["productRef"]?.string.flatMap(productReference)
                    ?? buildFile["fileRef"]?.string.flatMap(builtProductReference)
                if isa == "PBXFrameworksBuildPhase" {
                    add(reference, to: &dependencies)
                } else {
                    add(reference, to: &embedded)
                }
            }
        }
        return (dependencies, embedded)
    }

    /// The target whose product `identifier` is: one of this project's (its `productReference`),
    /// or, through a `PBXReferenceProxy`, one of another project's.
    private func builtProductReference(_ identifier: String) -> ModuleReference? {
        if let name = productTargets[identifier] { return .target(name: name, project: projectFile) }
        guard let object = objects[identifier], object["isa"]?.string == "PBXReferenceProxy",
              let proxy = object["remoteRef"]?.string.flatMap({ objects[$0] }) else { return nil }
        return targetReference(proxy: proxy)
    }

    /// The target a `PBXContainerItemProxy` stands for: in this project (its portal is the
    /// project itself) or in the `.xcodeproj` its portal references.
    private func targetReference(proxy: PropertyListValue) -> ModuleReference? {
        guard let portal = proxy["containerPortal"]?.string else { return nil }
        if portal == rootIdentifier {
            guard let identifier = proxy["remoteGlobalIDString"]?.string, let name = objects[identifier]?["name"]?.string else { return nil }
            return .target(name: name, project: projectFile)
        }
        guard let name = proxy["remoteInfo"]?.string, let bundle = location(portal), bundle.hasSuffix(".xcodeproj") else { return nil }
        return .target(name: name, project: bundle + "/project.pbxproj")
    }

    /// An `XCSwiftPackageProductDependency`: a product of a local or remote package, or, when it
    /// names no package, of one of the package folders the project lists among its files.
    private func productReference(_ identifier: String) -> ModuleReference? {
        guard let product = objects[identifier], product["isa"]?.string == "XCSwiftPackageProductDependency",
              let name = product["productName"]?.string, !name.isEmpty else { return nil }
        // A plugin used by a target is named `plugin:Name`; it links nothing.
        if name.hasPrefix("plugin:") { return nil }
        guard let package = product["package"]?.string.flatMap({ objects[$0] }) else {
            return .product(name: name, package: .localAmong(folders: localPackageFolders))
        }
        switch package["isa"]?.string {
        case "XCLocalSwiftPackageReference":
            guard let path = package["relativePath"]?.string else { return nil }
            return .product(name: name, package: .local(folder: Paths.absolute(path, from: sourceRoot)))
        case "XCRemoteSwiftPackageReference":
            guard let url = package["repositoryURL"]?.string else { return nil }
            return .product(name: name, package: .remote(url: url))
        default:
            return nil
        }
    }

    // MARK: Module names

    private func moduleName(target: PropertyListValue) -> String {
        let targetName = target["name"]?.string ?? target["productName"]?.string ?? ""
        return XcodeModuleName(settings: buildSettings(target) + buildSettings(project),
                               targetName: targetName, projectName: projectName).value
    }

    /// Each configuration's settings, the default configuration (the one `xcodebuild` uses)
    /// first; `buildSettings(target) + buildSettings(project)` puts them in the order they win.
    private func buildSettings(_ object: PropertyListValue) -> [PropertyListValue] {
        guard let list = object["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else { return [] }
        let defaultName = list["defaultConfigurationName"]?.string
        let configurations = (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0] }
        let ordered = configurations.filter { $0["name"]?.string == defaultName }
            + configurations.filter { $0["name"]?.string != defaultName }
        return ordered.compactMap { $0["buildSettings"] }
    }

    // MARK: Files

    /// The files a build file's reference stands for: the file, or for a localized file
    /// (variant group) each of its localizations (`en.lproj/AppShortcuts.strings`, …).
    private func files(reference identifier: String) -> [String] {
        guard let reference = objects[identifier] else { return [] }
        let members = reference["isa"]?.string == "PBXVariantGroup" ? reference["children"]?.strings ?? [] : [identifier]
        return members.compactMap(location)
    }

    /// The absolute path of a file or group: its `path` joined to those of the groups
    /// above it up to one whose `sourceTree` is not `<group>`. Nil for paths under a build
    /// setting Xcode alone knows (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) and for a cycle of groups.
    private func location(_ identifier: String) -> String? {
        var components: [String] = []
        var current = identifier
        var visited: Set<String> = []
        while visited.insert(current).inserted, let object = objects[current] {
            let sourceTree = object["sourceTree"]?.string ?? "<group>"
            guard ProjectGraph.resolvableSourceTrees.contains(sourceTree) else { return nil }
            if let path = object["path"]?.string, !path.isEmpty {
                components.append(path)
                if path.hasPrefix("/") { return join("/", components) }
            }
            switch sourceTree {
            case "<group>":
                // A group nobody lists is the main group, relative to the project.
                guard let parent = parents[current] else { return join(sourceRoot, components) }
                current = parent
            case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
                return join(sourceRoot, components)
            default: // <absolute>
                return join("/", components)
            }
        }
        return nil
    }

    private static let resolvableSourceTrees: Set<String> = ["<group>", "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR", "<absolute>"]

    private func join(_ base: String, _ components: [String]) -> String {
        Paths.normalize(([base] + components.reversed()).joined(separator: "/"))
    }

    /// The files of a kind the target gets from synchronized folders: those of folders it lists
    /// minus its exceptions, and the exceptions of folders it does not list.
    ///
    /// Why an exception set for a target that does not list the folder adds files: real
    /// projects depend on it. In sing-box-for-apple the intents extension lists no folder, and
    /// the set for it on its own `IntentsExtension` folder names exactly the folder's two Swift
    /// files; read as exclusions they would compile nowhere. In luka-ios the watch app's set on
    /// the phone app's folder names the sign-in views both apps show. Tuist writes such a set
    /// for "additive cross-target membership" (tuist/tuist#11202), and tools that read every
    /// set as subtractive were fixed for missing files (toba/xc-mcp issue 106). A `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`
    /// counts for the target owning its build phase when that is a Sources phase; on other
    /// phases (headers to copy) it does not change what compiles.
    private mutating func synchronizedFiles(target: String, phase: BuildPhaseKind) -> [String] {
        let listed = Set(objects[target]?["fileSystemSynchronizedGroups"]?.strings ?? [])
        let named = folderExceptions.compactMap { $0.value[target]?[phase] == nil ? nil : $0.key }
        var files: [String] = []
        for folder in listed.union(named) {
            guard let object = objects[folder], object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup",
                  let root = location(folder) else { continue }
            let exceptions = Set((folderExceptions[folder]?[target]?[phase] ?? []).map(trimmedRelativePath))
            let explicitFolders = Set((object["explicitFolders"]?.strings ?? []).map(trimmedRelativePath))
            let isListed = listed.contains(folder)
            for file in contents(of: folder, at: root)[phase] ?? [] where !isCovered(file, by: explicitFolders) {
                if isCovered(file, by: exceptions) != isListed {
                    files.append(root == "/" ? "/" + file : root + "/" + file)
                }
            }
        }
        return files
    }

    private mutating func contents(of folder: String, at root: String) -> [BuildPhaseKind: [String]] {
        if let known = folderContents[folder] { return known }
        // Hidden entries are skipped and link loops end there.
        let tree = FileSystem.sourceTree(under: root, in: files)
        let found: [BuildPhaseKind: [String]] = [
            .sources: tree.swiftFiles.map { Paths.relative($0, to: root) },
            .resources: tree.localizationFiles.map { Paths.relative($0, to: root) },
        ]
        folderContents[folder] = found
        return found
    }

    /// Whether `path` or a folder above it is among `paths` (all relative to one folder).
    private func isCovered(_ path: String, by paths: Set<String>) -> Bool {
        guard !paths.isEmpty else { return false }
        var candidate = Substring(path)
        while true {
            if paths.contains(String(candidate)) { return true }
            guard let slash = candidate.lastIndex(of: "/") else { return false }
            candidate = candidate[..<slash]
        }
    }

    private func trimmedRelativePath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
