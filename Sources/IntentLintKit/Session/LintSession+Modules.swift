import IntentLintSupport
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules

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
