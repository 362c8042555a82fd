import IntentLintSupport
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules
import IntentLintMetadata

/// `lint-intents metadata`: which module's `Metadata.appintents` to write, for which build.
public struct MetadataRequest: Sendable {
    package var modules: ModuleSource
    /// The module, by name or id (`--module NAME|ID`); nil for the only one found.
    package var module: String?
    /// The app whose target's file to write, by name or id (`--app NAME|ID`): the app target's
    /// module, as `--module` names it.
    package var app: String?
    /// What only the build knows: the tools version, the platform, the deployment target, the
    /// `#if` flags.
    package var settings: MetadataBuildSettings

    package init(modules: ModuleSource = .paths(["."]), module: String? = nil, settings: MetadataBuildSettings = MetadataBuildSettings()) {
        self.modules = modules
        self.module = module
        self.settings = settings
    }
}

public struct MetadataOutcome: Sendable {
    /// Project-file warnings, each problem of the export as `path:line:column: error|warning: …`,
    /// and notes on the modules whose records the file holds.
    package var messages: [SessionMessage]
    /// The files of the `Metadata.appintents` folder, by name: `extract.actionsdata` and
    /// `version.json`; none when the export stops, or when the module has no App Intents.
    package var files: [(name: String, contents: String)]
    /// 0 when the files were made (or there was nothing to make); 1 when the sources hold what
    /// stops the export.
    package var exitStatus: Int32
}

extension LintSession {
    /// The `extract.actionsdata` and `version.json` of one module, as Xcode's export writes them,
    /// with the records of the modules whose `AppIntentsPackage` the module's packages include
    /// (linked statically, as SwiftPM and xtool link them, their records are in the app's file).
    package func metadata(_ request: MetadataRequest) throws -> MetadataOutcome {
        let reading = try reading(request.modules)
        let discovered = try discover(reading)
        var messages = discovered.inputMessages.map(SessionMessage.init(input:))
        let chosen: ModuleDiscovery.Module
        do {
            if request.module == nil, request.app == nil, discovered.modules.count > 1 {
                let declaring = overview(of: discovered, options: reading.options).declaring
                throw UsageError(Self.severalModules(discovered.modules, declaring: declaring,
                                                     choices: "choose one with --module NAME or ID, or an app's with --app NAME"))
            }
            let name = try request.app.map { name throws(UsageError) in try select(discovered.apps, named: name).id } ?? request.module
            chosen = try select(discovered.modules, named: name, alternative: "write each with its own --module")[0]
        } catch {
            throw StoppedRun.stopping(error, after: messages)
        }
        // Every module is read: an included package may be declared in any of them.
        let run = LintRun.run(discovered, options: reading.options, mode: .exportedMetadata(request.settings))
        guard let host = run.modules.first(where: { $0.module.id == chosen.id }), let document = host.exportedMetadata else {
            return MetadataOutcome(messages: messages, files: [], exitStatus: 1)
        }
        let included = IncludedPackages(host: host.module.id, manifests: Dictionary(run.modules.map { ($0.module.id, $0.manifest) },
                                                                                   uniquingKeysWith: { first, _ in first }))
        var parts = [host]
        for package in included.packages where package.module != host.module.id && !parts.contains(where: { $0.module.id == package.module }) {
            guard let module = run.modules.first(where: { $0.module.id == package.module }) else { continue }
            parts.append(module)
            messages.append(SessionMessage(.note, "note: the file holds the App Intents of module '\(module.module.name)' too: `\(package.path.joined(separator: "` includes `"))`"))
        }
        for unknown in included.unknowns {
            messages.append(SessionMessage(.warning, "warning: an included package's App Intents are not written: \(unknown)"))
        }
        // A file left unread would leave its intents out of a file the system trusts.
        let partFiles = Set(parts.flatMap { $0.module.inputs.map(\.displayPath) })
        if let problem = run.unreadableFiles.first(where: { partFiles.contains($0.path) }) {
            throw StoppedRun.stopping(InputError("\(problem.path): \(problem.message)"), after: messages)
        }
        for part in parts {
            messages += Self.problemMessages(part)
        }
        let (merged, collisions) = document.including(parts.dropFirst().compactMap(\.exportedMetadata))
        for name in collisions {
            messages.append(SessionMessage(.warning, "error: two modules of the file both have `\(name)`: one file cannot hold both; rename one"))
        }
        guard merged.isExportable, collisions.isEmpty else {
            messages.append(SessionMessage(.warning, "error: the App Intents metadata of '\(host.module.name)' was not written: Xcode's export stops at, or lint-intents cannot write, what the errors above name"))
            return MetadataOutcome(messages: messages, files: [], exitStatus: 1)
        }
        // Xcode's export writes nothing for a target without App Intents ("Extracted no relevant
        // App Intents symbols, skipping writing output").
        if merged.isEmpty {
            messages.append(SessionMessage(.note, "note: '\(host.module.name)' declares no App Intents, so there is no metadata to write; Xcode's export writes none for such a target either"))
            return MetadataOutcome(messages: messages, files: [], exitStatus: 0)
        }
        return MetadataOutcome(messages: messages, files: [
            ("extract.actionsdata", AppleJSONText.compact(merged.json)),
            ("version.json", AppleJSONText.versionFile(toolsVersion: request.settings.toolsVersion)),
        ], exitStatus: 0)
    }

    /// A module's export problems, each at its file as the user named it.
    private static func problemMessages(_ result: LintRun.ModuleResult) -> [SessionMessage] {
        guard let problems = result.exportedMetadata?.problems, !problems.isEmpty else { return [] }
        let displayPaths = Dictionary(result.module.inputs.map { ($0.relativePath, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        return problems.map { problem in
            let place = problem.place.map { "\(displayPaths[$0.file] ?? $0.file):\($0.line):\($0.column): " } ?? ""
            return SessionMessage(.warning, "\(place)\(problem.severity.rawValue): \(problem.message)")
        }
    }
}
