import IntentLintSupport
import IntentLintCore

/// Resolves what project files say modules depend on (`ModuleReference`s) into the modules of
/// the run, and gathers each app's modules.
struct AppGraph {
    private(set) var modules: [ModuleDiscovery.Module]
    private(set) var apps: [AppDefinition] = []
    private let packages: [String: SwiftPackage]
    /// Project file → target name → module index.
    private var targets: [String: [String: Int]] = [:]
    /// The packages read, by identity (their folder's name, lowercased): the checkouts a remote
    /// package's products may be found in.
    private let packagesByIdentity: [String: [SwiftPackage]]
    /// Every project file read, whether or not its targets compile Swift files.
    private let projects: Set<String>
    /// Project files read in part: some targets could not be read.
    private let partlyRead: Set<String>
    /// A project file not read because another is what the build uses (`project.yml` beside the
    /// `.xcodeproj` generated from it) → that one: references to its targets go there.
    private let replacements: [String: String]
    /// The folder the run's module ids start from: folders in messages are shown from it, as
    /// ids are, so that no machine's own folders show.
    private let root: String

    /// - Parameters:
    ///   - projects: every project file read (absolute), so that a target of one that compiles no
    ///     Swift file is known to link nothing rather than to be out of reach.
    ///   - replacements: project files not read → the project file read in their place.
    ///   - root: the run's root folder (absolute), which ids and messages start from.
    init(modules: [ModuleDiscovery.Module], packages: [String: SwiftPackage], projects: Set<String> = [], partlyRead: Set<String> = [],
         replacements: [String: String] = [:], root: String = "/") {
        self.modules = modules
        self.packages = packages
        self.partlyRead = partlyRead
        packagesByIdentity = Dictionary(grouping: packages.values.sorted { $0.originPath < $1.originPath }) {
            PackageLocation.local(folder: Paths.parent(of: $0.originPath)).identity
        }
        self.projects = projects
        self.replacements = replacements
        self.root = root
        for (index, module) in modules.enumerated() {
            targets[module.definition.originPath, default: [:]][module.definition.targetName] = index
        }
        for index in modules.indices {
            var unresolved: [NotFollowed] = []
            self.modules[index].dependencies = resolve(modules[index].definition.dependencies, unresolved: &unresolved)
            self.modules[index].embedded = resolve(modules[index].definition.embedded, unresolved: &unresolved)
            self.modules[index].unresolvedDependencies = unresolved
        }
        apps = modules.indices.filter { modules[$0].definition.kind == .app }.map(app)
    }

    /// The ids of the modules `references` name, each once, in order; what names none is said in `unresolved`.
    private func resolve(_ references: [ModuleReference], unresolved: inout [NotFollowed]) -> [String] {
        var ids: [String] = []
        for reference in references {
            switch indices(of: reference) {
            case .success(let found):
                for index in found where !ids.contains(modules[index].id) { ids.append(modules[index].id) }
            case .failure(let reason):
                if !unresolved.contains(reason) { unresolved.append(reason) }
            }
        }
        return ids
    }

    private func indices(of reference: ModuleReference) -> Result<[Int], NotFollowed> {
        switch reference {
        case .target(let name, let written):
            let project = replacements[written] ?? written
            if let index = targets[project]?[name] { return .success([index]) }
            if partlyRead.contains(project) {
                return .failure(NotFollowed("target `\(name)` of \(Paths.lastComponent(Paths.parent(of: project)))/\(Paths.lastComponent(project)), one of whose targets could not be read"))
            }
            // A target with no Swift files is no module, and links nothing App Intents can see.
            if targets[project] != nil || packages[project] != nil || projects.contains(project) { return .success([]) }
            return .failure(NotFollowed("target `\(name)` of \(Paths.lastComponent(project == "" ? "?" : Paths.parent(of: project))), a project not among the folders linted",
                                        missing: [.folder(Paths.written(ModuleDiscovery.projectFolder(of: project), from: root))]))
        case .product(let name, let location):
            return product(name, of: location)
        case .byName(let name, let project):
            if let index = targets[project]?[name] { return .success([index]) }
            // Otherwise a product of that name of one of the package's dependencies.
            for location in packages[project]?.dependencies ?? [] {
                if case .success(let found) = product(name, of: location) { return .success(found) }
            }
            let unread = (packages[project]?.dependencies ?? []).flatMap(missing)
            return .failure(NotFollowed("`\(name)`, neither a target of \(Paths.lastComponent(Paths.parent(of: project))) nor a product of a package it depends on that was linted",
                                        missing: unread))
        case .unresolvable(let description):
            return .failure(NotFollowed(description))
        }
    }

    /// The modules of a package product: the targets it is made of.
    private func product(_ name: String, of location: PackageLocation) -> Result<[Int], NotFollowed> {
        let candidates: [SwiftPackage]
        switch location {
        case .local(let folder):
            guard let package = packages[Paths.normalize(folder + "/Package.swift")] else {
                return .failure(NotFollowed("product `\(name)` of the package at \(Paths.written(folder, from: root)), which was not linted",
                                            missing: [.folder(Paths.written(folder, from: root))]))
            }
            candidates = [package]
        case .localAmong(let folders):
            candidates = folders.compactMap { packages[Paths.normalize($0 + "/Package.swift")] }
            let unread = folders.filter { packages[Paths.normalize($0 + "/Package.swift")] == nil }.map { Paths.written($0, from: root) }
            if !candidates.contains(where: { $0.products[name] != nil }), !unread.isEmpty {
                let listed = unread.count == 1 ? "the one at \(unread[0]) was" : "those at \(unread.joined(separator: ", ")) were"
                return .failure(NotFollowed("product `\(name)` of a local package of the project: no package linted declares it, and \(listed) not linted",
                                            missing: unread.map(NotFollowed.Missing.folder)))
            }
        case .anyOf(let locations, let manifest):
            var notCheckedOut: [String] = []
            for location in locations {
                switch product(name, of: location) {
                case .success(let found): return .success(found)
                case .failure:
                    if case .remote(let url) = location, !hasCheckout(location) { notCheckedOut.append(url) }
                }
            }
            let shown = Paths.lastComponent(Paths.parent(of: manifest)) + "/" + Paths.lastComponent(manifest)
            // The packages not checked out are said by URL once, where the run lists what it did
            // not follow, not again in the line of each product they may hold.
            let unseen = switch notCheckedOut.count {
            case 0: ""
            case 1: ", and \(notCheckedOut[0]) is not checked out among the folders linted"
            default: ", and \(notCheckedOut.count) remote packages it names are not checked out among the folders linted"
            }
            return .failure(NotFollowed("product `\(name)` of a package \(shown) names: none linted declares it\(unseen)",
                                        missing: notCheckedOut.map(NotFollowed.Missing.remotePackage)))
        case .remote(let url):
            candidates = checkouts(of: location)
            guard !candidates.isEmpty else {
                return .failure(NotFollowed("product `\(name)` of \(url), a remote package not checked out among the folders linted",
                                            missing: [.remotePackage(url)]))
            }
        }
        for package in candidates {
            guard let targetNames = package.products[name] else { continue }
            return .success(targetNames.compactMap { targets[package.originPath]?[$0] })
        }
        return .failure(NotFollowed("product `\(name)`, which no package linted declares"))
    }

    /// What would have to be among the folders linted for a package's products to be found.
    private func missing(_ location: PackageLocation) -> [NotFollowed.Missing] {
        switch location {
        case .local(let folder):
            return packages[Paths.normalize(folder + "/Package.swift")] == nil ? [.folder(Paths.written(folder, from: root))] : []
        case .remote(let url):
            return hasCheckout(location) ? [] : [.remotePackage(url)]
        case .localAmong(let folders):
            return folders.flatMap { missing(.local(folder: $0)) }
        case .anyOf(let locations, _):
            return locations.flatMap(missing)
        }
    }

    /// A checkout of a remote package among the folders linted, by its identity (its folder's name).
    /// The checkouts of a remote package among the folders linted, by its identity (its folder's name).
    private func checkouts(of location: PackageLocation) -> [SwiftPackage] {
        packagesByIdentity[location.identity] ?? []
    }

    private func hasCheckout(_ location: PackageLocation) -> Bool {
        !checkouts(of: location).isEmpty
    }

    /// The app at `index` and every module it embeds or links, transitively; another app it
    /// embeds (a watch app) is an app of its own, not a member, and a macro or plugin target it
    /// depends on is a build tool, neither.
    private func app(_ index: Int) -> AppDefinition {
        let byID = Dictionary(modules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var members = [AppDefinition.Member(module: modules[index].id, role: .app)]
        var seen: Set<String> = [modules[index].id]
        var unresolved = modules[index].unresolvedDependencies.map(\.description)
        var pending = [index]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            for id in modules[current].embedded + modules[current].dependencies where seen.insert(id).inserted {
                guard let next = byID[id] else { continue }
                let kind = modules[next].definition.kind
                // A macro or plugin target is a tool the build runs, not code the app links.
                guard kind != .app, kind != .test, kind != .macro, kind != .plugin else { continue }
                members.append(AppDefinition.Member(module: id, role: kind.isExtension ? .extension : .linked))
                for reason in modules[next].unresolvedDependencies.map(\.description) where !unresolved.contains(reason) { unresolved.append(reason) }
                pending.append(next)
            }
        }
        return AppDefinition(id: modules[index].id, name: modules[index].definition.targetName, members: members, unresolved: unresolved)
    }
}

/// What a module depends on that discovery could not follow, as a user reads it (`product
/// `Charts` of https://…, a remote package not checked out among the folders linted`), and what
/// would have to be among the folders linted for it to be followed.
package struct NotFollowed: Error, Sendable, Hashable, CustomStringConvertible {
    /// A place the run did not read.
    package enum Missing: Sendable, Hashable, Comparable {
        /// A remote package, by URL, with no checkout among the folders linted.
        case remotePackage(String)
        /// A local package's or a project's folder, as written from the run's root.
        case folder(String)
    }

    package var description: String
    /// Empty when no folder would settle it (a dependency a static reading cannot read).
    package var missing: [Missing]

    package init(_ description: String, missing: [Missing] = []) {
        self.description = description
        self.missing = missing
    }
}
