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
    /// Builds the manifests the request selects, and runs no rule.
    package func manifests(_ request: ManifestRequest) throws -> ManifestOutcome {
        let reading = try reading(request.modules)
        var discovered = try discover(reading)
        var messages = discovered.warnings.map { SessionMessage(.warning, $0) }
        var app: AppDefinition?
        do {
            switch request.selection {
            case .module(let name):
                discovered.modules = try select(discovered.modules, named: name)
            case .app(let name):
                let chosen = try select(discovered.apps, named: name)
                let members = Set(chosen.members.map(\.module))
                discovered.modules = discovered.modules.filter { members.contains($0.id) }
                app = chosen
            case .eachModule:
                break
            }
        } catch {
            throw StoppedRun.stopping(error, after: messages)
        }
        let run = LintRun.run(discovered, options: reading.options, mode: .manifestsOnly)
        // A file that could not be read leaves its declarations out of the manifest: say so.
        for finding in run.findings where finding.ruleIdentifier == UnreadableFile.description.identifier {
            messages.append(SessionMessage(.warning, "\(finding.file):1:1: warning: \(finding.message) [unreadable-file]"))
        }
        guard let app else {
            return ManifestOutcome(messages: messages, manifests: Self.manifestFiles(run.modules, eachModule: request.selection == .eachModule))
        }
        // Records name files from the run's root folder, whichever module's root they start at.
        let roots = Dictionary(run.modules.map { ($0.module.id, $0.module.root) }, uniquingKeysWith: { first, _ in first })
        let runRoot = discovered.root
        let manifest = AppManifest(app: app.name, id: app.id,
                                   manifests: Dictionary(run.modules.map { ($0.module.id, $0.manifest) }, uniquingKeysWith: { first, _ in first }),
                                   unresolved: app.unresolved) { module, file in
            Paths.written(Paths.absolute(file, from: roots[module] ?? runRoot), from: runRoot)
        }
        let fileName = OutputFileName.unique([app.name], suffix: ".app-manifest.json")[0]
        return ManifestOutcome(messages: messages, manifests: [ManifestFile(module: app.name, fileName: fileName, contents: manifest.json.serialized())])
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
    private func select(_ apps: [AppDefinition], named name: String) throws(UsageError) -> AppDefinition {
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

    /// A few of `items` for a one-line message: the first eight, then how many more.
    private static func listing(_ items: [String]) -> String {
        let shown = items.prefix(8).joined(separator: ", ")
        return items.count > 8 ? shown + " and \(items.count - 8) more" : shown
    }
}
