#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules
import IntentLintCore
import IntentLintEngine

/// `lint-intents manifest`: which modules' manifests to build.
public struct ManifestRequest: Sendable {
    public enum Selection: Sendable, Equatable {
        /// One module: the one named or with that id (`--module NAME|ID`), or the only one found.
        case module(named: String?)
        /// Every module (`--output-dir DIR`).
        case eachModule
        /// What the system sees for one app, by name or id (`--app NAME|ID`): its own App
        /// Intents and those of the packages it includes (`AppManifest`).
        case app(named: String)
    }

    package var modules: ModuleSource
    package var selection: Selection

    package init(modules: ModuleSource = .paths(["."]), selection: Selection = .module(named: nil)) {
        self.modules = modules
        self.selection = selection
    }
}

public struct ManifestOutcome: Sendable {
    /// Project files read as plain files, files that could not be read.
    package var messages: [SessionMessage]
    /// One, or one per module, as the request chose.
    package var manifests: [ManifestFile]
}

extension LintSession {
    /// Builds the manifests the request selects, and runs no rule. Without a module named, at a
    /// root of several modules, it builds the manifest of every app found, as one document.
    package func manifests(_ request: ManifestRequest) throws -> ManifestOutcome {
        let reading = try reading(request.modules)
        var discovered = try discover(reading)
        var messages = discovered.inputMessages.map(SessionMessage.init(input:))
        var apps: [AppDefinition] = []
        do {
            switch request.selection {
            case .module(nil) where discovered.modules.count > 1:
                apps = discovered.apps
                guard !apps.isEmpty else {
                    let declaring = overview(of: discovered, options: reading.options).declaring
                    throw UsageError(Self.severalModules(discovered.modules, declaring: declaring, choices: "choose one with --module NAME or ID, or write all with --output-dir DIR"))
                }
                let members = Set(apps.flatMap { $0.members.map(\.module) })
                discovered.modules = discovered.modules.filter { members.contains($0.id) }
            case .module(let name):
                discovered.modules = try select(discovered.modules, named: name)
            case .app(let name):
                let chosen = try select(discovered.apps, named: name)
                let members = Set(chosen.members.map(\.module))
                discovered.modules = discovered.modules.filter { members.contains($0.id) }
                apps = [chosen]
            case .eachModule:
                break
            }
        } catch {
            throw StoppedRun.stopping(error, after: messages)
        }
        let run = LintRun.run(discovered, options: reading.options, mode: .manifestsOnly)
        // A file that could not be read leaves its declarations out of the manifest: say so, where.
        for finding in run.findings where finding.ruleIdentifier == UnreadableFile.description.identifier {
            messages.append(SessionMessage(.warning, "\(finding.file):\(finding.location): warning: \(finding.message) [unreadable-file]"))
        }
        guard !apps.isEmpty else {
            return ManifestOutcome(messages: messages, manifests: Self.manifestFiles(run.modules, eachModule: request.selection == .eachModule))
        }
        let manifests = apps.map { appManifest(of: $0, run: run, discovered: discovered) }
        if case .app = request.selection {
            let fileName = OutputFileName.unique([apps[0].name], suffix: ".app-manifest.json")[0]
            return ManifestOutcome(messages: messages, manifests: [ManifestFile(module: apps[0].name, fileName: fileName,
                                                                                contents: manifests[0].json.serialized())])
        }
        // Every app of the root, in one document: `apps`, each an app manifest.
        let document = JSONValue.object([
            ("formatVersion", .integer(Manifest.formatVersion)),
            ("apps", .array(manifests.map(\.json))),
        ])
        let names = apps.map(\.name).joined(separator: ", ")
        messages.append(SessionMessage(.note, "note: found \(Self.counted(discovered.modules.count, "module")) in " +
            "\(Self.counted(apps.count, "app")) (\(names)): wrote each app's manifest; --app NAME writes one, --module NAME one module's"))
        return ManifestOutcome(messages: messages, manifests: [ManifestFile(module: "apps", fileName: "apps.app-manifest.json",
                                                                            contents: document.serialized())])
    }

    /// What the system sees for `app`: its own records, those of the modules it links
    /// statically, and those of the packages it includes; what keeps that from being whole.
    private func appManifest(of app: AppDefinition, run: LintRun.Outcome, discovered: ModuleDiscovery.Result) -> AppManifest {
        // Records name files from the run's root folder, whichever module's root they start at.
        let roots = Dictionary(run.modules.map { ($0.module.id, $0.module.root) }, uniquingKeysWith: { first, _ in first })
        let runRoot = discovered.root
        let (linkedStatically, linkageUnknown) = Self.staticallyLinked(by: app, in: discovered)
        let unknown = linkageUnknown.map { "`\(discovered.module(id: $0)?.name ?? $0)` [\($0)]: how the app links it is not known, so " +
            "whether the build merges its App Intents into the app's is not either" }
        return AppManifest(app: app.name, id: app.id,
                           manifests: Dictionary(run.modules.map { ($0.module.id, $0.manifest) }, uniquingKeysWith: { first, _ in first }),
                           linkedStatically: linkedStatically, unresolved: app.unresolved + unknown) { module, file in
            Paths.written(Paths.absolute(file, from: roots[module] ?? runRoot), from: runRoot)
        }
    }

    /// The members `app`'s own target links statically, directly or through other static ones
    /// (the build merges their metadata into the app's, as swift-build passes each static
    /// library's with `--static-metadata-file-list`), and those on the way whose linkage is not known.
    static func staticallyLinked(by app: AppDefinition, in discovered: ModuleDiscovery.Result) -> (static: [String], unknown: [String]) {
        let linked = Set(app.members.filter { $0.role == .linked }.map(\.module))
        var found: [String] = []
        var unknown: [String] = []
        var pending = discovered.module(id: app.id)?.dependencies ?? []
        var seen: Set<String> = []
        while !pending.isEmpty {
            let id = pending.removeFirst()
            guard seen.insert(id).inserted, linked.contains(id), let module = discovered.module(id: id) else { continue }
            switch module.definition.linkage {
            case .static:
                found.append(id)
                pending += module.dependencies
            case .unknown:
                unknown.append(id)
            case .dynamic:
                continue  // a binary of its own: what the app sees of it, its packages say
            }
        }
        return (found, unknown)
    }

    /// The one module to build: the only one, or the one `name` names (`selectModule`).
    /// `alternative` is what else the caller can do when there are several (`manifest` writes all
    /// with a folder).
    func select(_ modules: [ModuleDiscovery.Module], named name: String?,
                alternative: String = "write all with --output-dir DIR") throws(UsageError) -> [ModuleDiscovery.Module] {
        guard let name else {
            guard modules.count == 1 else {
                throw UsageError("found \(modules.count) modules: \(Self.listing(modules)); choose one with --module NAME or ID ('lint-intents modules' lists them), or \(alternative)")
            }
            return modules
        }
        return [try Self.selectModule(named: name, among: modules)]
    }

    /// The module with the id `name`, else the one module named `name`, else the one whose
    /// target is named `name` (Xcode's `TARGET_NAME`: `Shared iOS` where two targets make a
    /// module `Shared`). Several of one name are a usage error that lists their ids.
    package static func selectModule(named name: String, among modules: [ModuleDiscovery.Module]) throws(UsageError) -> ModuleDiscovery.Module {
        if let module = modules.first(where: { $0.id == name }) { return module }
        var matching = modules.filter { $0.name == name }
        if matching.isEmpty { matching = modules.filter { $0.definition.targetName == name } }
        switch matching.count {
        case 1: return matching[0]
        case 0: throw UsageError("no module is named '\(name)' or has that id; found \(listing(modules))")
        default: throw UsageError("\(matching.count) modules are named '\(name)': \(listing(matching)); choose one with --module ID")
        }
    }

    /// `Shared (iOS) [TravelApp.xcodeproj:Shared iOS], …`, for messages.
    private static func listing(_ modules: [ModuleDiscovery.Module]) -> String {
        listing(modules.map { "\($0.title) [\($0.id)]" })
    }

    /// The app with that id, or the one app with that name.
    func select(_ apps: [AppDefinition], named name: String) throws(UsageError) -> AppDefinition {
        if let app = apps.first(where: { $0.id == name }) { return app }
        let matching = apps.filter { $0.name == name }
        switch matching.count {
        case 1: return matching[0]
        case 0:
            throw UsageError(apps.isEmpty ? "found no app target: '--app' names an app a project file defines"
                : "no app is named '\(name)' or has that id; found \(Self.listing(apps.map { "\($0.name) [\($0.id)]" }))")
        default:
            throw UsageError("\(matching.count) apps are named '\(name)': \(Self.listing(matching.map { "\($0.name) [\($0.id)]" })); choose one with --app ID")
        }
    }

}
