import IntentLintSupport
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules
import IntentLintEngine

/// What `modules --summary` says after its modules and apps, and what `manifest` and `metadata`
/// say at a root of several modules: which modules declare App Intents, and what the run could
/// not follow or read, each said once.
public struct ModulesOverview: Sendable {
    /// A module that declares App Intents, and what: `3 intents, 1 entity, App Shortcuts`.
    package struct Declaring: Sendable {
        package var module: ModuleDiscovery.Module
        package var declares: String
    }

    package var declaring: [Declaring]
    /// What the modules depend on that was not among the folders read, each place once: remote
    /// packages by URL, then local folders.
    package var notFollowed: [NotFollowed.Missing]
    /// The Swift files that could not be read, each with why.
    package var unreadable: [FileProblem]
}

extension LintSession {
    /// Which of `discovered`'s modules declare App Intents (read as `manifest` reads them, no rule
    /// run), what they depend on that was not followed, and the files that could not be read.
    package func overview(of discovered: ModuleDiscovery.Result, options: LintRun.Options? = nil) -> ModulesOverview {
        let run = LintRun.run(discovered, options: options ?? runOptions, mode: .manifestsOnly)
        let declaring = run.modules.compactMap { result -> ModulesOverview.Declaring? in
            Self.declarations(of: result.manifest).map { ModulesOverview.Declaring(module: result.module, declares: $0) }
        }
        return ModulesOverview(declaring: declaring, notFollowed: Self.notFollowed(discovered), unreadable: run.unreadableFiles)
    }

    /// Every place `discovered`'s modules depend on that was not read, once each, sorted.
    package static func notFollowed(_ discovered: ModuleDiscovery.Result) -> [NotFollowed.Missing] {
        Array(Set(discovered.modules.flatMap { $0.unresolvedDependencies.flatMap(\.missing) })).sorted()
    }

    /// What a manifest declares that the system indexes, counted (`2 intents, 1 entity, App
    /// Shortcuts`); nil when it declares none of it.
    static func declarations(of manifest: Manifest) -> String? {
        var parts: [String] = []
        for (count, noun, plural) in [(manifest.actions.count, "intent", "intents"), (manifest.entities.count, "entity", "entities"),
                                      (manifest.enums.count, "enum", "enums"), (manifest.queries.count, "query", "queries"),
                                      (manifest.packages.count, "AppIntentsPackage", "AppIntentsPackages")] where count > 0 {
            parts.append("\(count) \(count == 1 ? noun : plural)")
        }
        if manifest.autoShortcutProvider != nil || !manifest.autoShortcuts.isEmpty { parts.append("App Shortcuts") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The one-line error of a command that builds one module, at a root of several: how many,
    /// those that declare App Intents (the ones worth choosing), and how to choose.
    static func severalModules(_ modules: [ModuleDiscovery.Module], declaring: [ModulesOverview.Declaring], choices: String) -> String {
        let which = declaring.isEmpty
            ? "none declares App Intents"
            : "\(declaring.count == 1 ? "1 declares" : "\(declaring.count) declare") App Intents: "
                + listing(declaring.map { "\($0.module.name) [\($0.module.id)] (\($0.declares))" })
        return "found \(counted(modules.count, "module")), and \(which); \(choices) ('lint-intents modules --summary' lists them)"
    }

    /// A few of `items` for a one-line message: the first eight, then how many more.
    static func listing(_ items: [String]) -> String {
        let shown = items.prefix(8).joined(separator: ", ")
        return items.count > 8 ? shown + " and \(items.count - 8) more" : shown
    }
}

extension NotFollowed.Missing {
    /// `https://github.com/… (a remote package not checked out among the folders linted)`.
    package var said: String {
        switch self {
        case .remotePackage(let url): return "\(url) (a remote package not checked out among the folders linted)"
        case .folder(let folder): return "\(folder) (a local package or project not among the folders linted)"
        }
    }
}

/// What `lint-intents modules` prints of the modules found: as text (each module with its files,
/// dependencies and apps, or with `summary` one line each and then the overview), or as the JSON
/// document docs/modules.schema.json describes.
extension LintSession {
    /// The version of docs/modules.schema.json the JSON listing follows: a new key is no new
    /// version, a key changed or removed is.
    package static let modulesFormatVersion = 1

    /// `discovered` with only the module `name` names (a name, target name or id) and its app.
    package static func onlyModule(named name: String, in discovered: ModuleDiscovery.Result) throws(UsageError) -> ModuleDiscovery.Result {
        var only = discovered
        let chosen = try selectModule(named: name, among: discovered.modules)
        only.modules = [chosen]
        only.apps = discovered.apps.filter { $0.id == chosen.id }
        only.inputsInNoTarget = []
        return only
    }

    /// The modules, apps, files in no target, what was not followed and the warnings, as JSON.
    package func modulesJSON(_ discovered: ModuleDiscovery.Result) -> String {
        let modules: [JSONValue] = discovered.modules.map { module in
            .object([
                "id": .string(module.id),
                "name": .string(module.name),
                "targetName": .string(module.definition.targetName),
                "kind": .string(module.definition.kind.rawValue),
                "platforms": .array(module.definition.platforms.map(JSONValue.string)),
                "origin": .string(origin(of: module)),
                "files": .array(module.inputs.map { .string($0.displayPath) }),
                "localizationFiles": .array(module.localizationInputs.map { .string($0.displayPath) }),
                "dependencies": .array(module.dependencies.map(JSONValue.string)),
                "embedded": .array(module.embedded.map(JSONValue.string)),
                "unresolvedDependencies": .array(module.unresolvedDependencies.map { .string($0.description) }),
                "apps": .array(discovered.apps(containing: module.id).map { .string($0.id) }),
            ])
        }
        let apps: [JSONValue] = discovered.apps.map { app in
            .object([
                "id": .string(app.id),
                "name": .string(app.name),
                "members": .array(app.members.map { .object(["module": .string($0.module), "role": .string($0.role.rawValue)]) }),
                "unresolved": .array(app.unresolved.map(JSONValue.string)),
                "complete": .bool(app.isComplete),
            ])
        }
        let notFollowed: [JSONValue] = Self.notFollowed(discovered).map { missing in
            switch missing {
            case .remotePackage(let url): .object(["remotePackage": .string(url)])
            case .folder(let folder): .object(["folder": .string(folder)])
            }
        }
        return JSONValue.object([
            "formatVersion": .integer(Self.modulesFormatVersion),
            "modules": .array(modules),
            "apps": .array(apps),
            "filesInNoTarget": .array(discovered.filesInNoTarget.map(JSONValue.string)),
            "notFollowed": .array(notFollowed),
            "warnings": .array(discovered.warnings.map(JSONValue.string)),
        ]).serialized()
    }

    /// The text listing, a line each: every module (with its files and dependencies unless
    /// `summary`), every app, the files in no target; with `summary`, then what was not followed,
    /// the modules that declare App Intents and the files not read.
    package func modulesText(_ discovered: ModuleDiscovery.Result, summary: Bool) -> [String] {
        var lines: [String] = []
        let counted = Self.counted
        let details = !summary
        for module in discovered.modules {
            let strings = module.localizationInputs.count
            let stringsCount = strings == 0 ? "" : ", \(counted(strings, "strings file"))"
            let kind = ([module.definition.kind.rawValue] + module.definition.platforms).joined(separator: ", ")
            lines.append("\(module.name) (\(kind)) [\(module.id)] from \(origin(of: module)): \(counted(module.inputs.count, "Swift file"))\(stringsCount)")
            guard details else { continue }
            for input in module.inputs + module.localizationInputs { lines.append("  \(input.displayPath)") }
            if !module.dependencies.isEmpty { lines.append("  depends on: " + module.dependencies.joined(separator: ", ")) }
            if !module.embedded.isEmpty { lines.append("  embeds: " + module.embedded.joined(separator: ", ")) }
            for reason in module.unresolvedDependencies { lines.append("  not followed: " + reason.description) }
        }
        for app in discovered.apps {
            lines.append("App \(app.name) [\(app.id)]: \(counted(app.members.count, "module"))\(app.isComplete ? "" : ", and what could not be followed")")
            guard details else { continue }
            for member in app.members { lines.append("  \(member.module) (\(member.role.rawValue))") }
            for reason in app.unresolved { lines.append("  not followed: " + reason) }
        }
        if !discovered.filesInNoTarget.isEmpty {
            lines.append("In no target (not compiled, not linted): \(counted(discovered.filesInNoTarget.count, "Swift file"))")
            if details {
                for file in discovered.filesInNoTarget { lines.append("  \(file)") }
            }
        }
        guard !details else { return lines }
        // Each place once, however many modules depend on it; then what names no place.
        let notFollowed = Self.notFollowed(discovered).map(\.said)
            + Set(discovered.modules.flatMap(\.unresolvedDependencies).filter(\.missing.isEmpty).map(\.description)).sorted()
        if !notFollowed.isEmpty {
            lines.append("Not followed: \(notFollowed.count) of what the modules depend on")
            for reason in notFollowed { lines.append("  " + reason) }
        }
        // What a newcomer at a repository's root looks for first: where the App Intents are.
        let overview = overview(of: discovered)
        if overview.declaring.isEmpty {
            lines.append("Declare App Intents: none of these modules")
        } else {
            lines.append("Declare App Intents: \(counted(overview.declaring.count, "module")) ('lint-intents manifest --module NAME' or '--app NAME' writes its manifest)")
            for module in overview.declaring { lines.append("  \(module.module.name) [\(module.module.id)]: \(module.declares)") }
        }
        if !overview.unreadable.isEmpty {
            lines.append("Not read: \(counted(overview.unreadable.count, "Swift file"))")
            for problem in overview.unreadable { lines.append("  \(problem.path):\(problem.location): \(problem.message)") }
        }
        return lines
    }
}
