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
    /// Project-file warnings, and each problem of the export as `path:line:column: error|warning: …`.
    package var messages: [SessionMessage]
    /// The files of the `Metadata.appintents` folder, by name: `extract.actionsdata` and
    /// `version.json`; none when the export stops, or when the module has no App Intents.
    package var files: [(name: String, contents: String)]
    /// 0 when the files were made; 1 when the sources hold what stops the export.
    package var exitStatus: Int32
}

extension LintSession {
    /// The `extract.actionsdata` and `version.json` of one module, as Xcode's export writes them.
    package func metadata(_ request: MetadataRequest) throws -> MetadataOutcome {
        let reading = try reading(request.modules)
        var discovered = try discover(reading)
        var messages = discovered.warnings.map { SessionMessage(.warning, $0) }
        do {
            discovered.modules = try select(discovered.modules, named: request.module, alternative: "write each with its own --module")
        } catch {
            throw StoppedRun.stopping(error, after: messages)
        }
        let run = LintRun.run(discovered, options: reading.options, mode: .exportedMetadata(request.settings))
        // A file left unread would leave its intents out of a file the system trusts.
        if let problem = run.unreadableFiles.first {
            throw StoppedRun.stopping(InputError("\(problem.path): \(problem.message)"), after: messages)
        }
        guard let result = run.modules.first, let document = result.exportedMetadata else {
            return MetadataOutcome(messages: messages, files: [], exitStatus: 1)
        }
        let displayPaths = Dictionary(result.module.inputs.map { ($0.relativePath, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        for problem in document.problems {
            let place = problem.place.map { "\(displayPaths[$0.file] ?? $0.file):\($0.line):\($0.column): " } ?? ""
            messages.append(SessionMessage(.warning, "\(place)\(problem.severity.rawValue): \(problem.message)"))
        }
        // Xcode's export writes nothing for a target without App Intents ("Extracted no relevant
        // App Intents symbols, skipping writing output").
        if document.isExportable, document.isEmpty {
            messages.append(SessionMessage(.note, "note: '\(result.module.name)' declares no App Intents, so there is no metadata to write; Xcode's export writes none for such a target either"))
            return MetadataOutcome(messages: messages, files: [], exitStatus: 0)
        }
        guard document.isExportable else {
            messages.append(SessionMessage(.warning, "error: the App Intents metadata of '\(result.module.name)' was not written: Xcode's export stops at, or lint-intents cannot write, what the errors above name"))
            return MetadataOutcome(messages: messages, files: [], exitStatus: 1)
        }
        return MetadataOutcome(messages: messages, files: [
            ("extract.actionsdata", AppleJSONText.compact(document.json)),
            ("version.json", AppleJSONText.versionFile(toolsVersion: request.settings.toolsVersion)),
        ], exitStatus: 0)
    }
}
