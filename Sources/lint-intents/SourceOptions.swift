#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// The options every command that reads sources shares: which configuration, how many threads,
/// which files to scan, what to call a folder module, and where the modules come from. Read the
/// same way by `lint`, `manifest`, `modules` and `diff`, so they see the same modules and files.
enum SourceOptions {
    static let config = CommandOption.value("--config", "FILE", help: """
        Read settings from FILE instead of the nearest .lint-intents.json
        in the current folder or above.
        """)
    static let moduleName = CommandOption.value("--module-name", "NAME", help: """
        Name of the folder module: the Swift files no Package.swift or
        .xcodeproj target claims (default: the folder's name).
        """)
    static let moduleKind = CommandOption.value("--module-kind", "KIND", help: """
        What the folder module builds, when the caller knows (the build
        tool plugin passes it): \(CommandLineWords.moduleKinds.joined(separator: ", ")).
        Rules that depend on the target stay silent for a folder.
        """)
    static let jobs = CommandOption.value("--jobs", "N", short: "-j", help: "Threads to read project files and scan files on (default: all cores).")
    static let scanEveryFile = CommandOption.flag("--scan-every-file", help: """
        Fully scan files that name nothing App Intents uses too
        (they cannot change the result; for testing the scanner).
        """)

    /// Every command that reads sources takes these, last in its help.
    static let all = [config, moduleName, moduleKind, jobs, scanEveryFile]

    /// `lint`, `manifest` and `modules` also read modules from a list; `diff` reads revisions, so it does not.
    static let modulesFile = CommandOption.value("--modules-file", "FILE", help: """
        Read the modules from FILE instead of discovering them (the command
        plugins write it): {"modules": [{"name": "App", "kind": "app",
        "files": ["App/A.swift", ...], "localizationFiles": [...]}]}, where
        kind and localizationFiles may be left out and paths are relative
        to FILE's folder. Takes no PATH.
        """)

    /// The session these options describe: its configuration read, its settings checked.
    static func session(_ parsed: ParsedArguments) throws -> LintSession {
        try LintSession(settings(parsed))
    }

    static func settings(_ parsed: ParsedArguments) throws -> LintSession.Settings {
        var settings = LintSession.Settings(configurationFile: parsed.value(config),
                                            jobs: try parsed.positiveInteger(jobs) ?? ProcessInfo.processInfo.activeProcessorCount,
                                            scanEveryFile: parsed.flag(scanEveryFile), folderModuleName: parsed.value(moduleName))
        settings.endsWithProcess = true
        if let name = settings.folderModuleName, let problem = CommandLineWords.problem(withModuleName: name) {
            throw UsageError("'\(moduleName.name)': \(problem)")
        }
        if let kind = parsed.value(moduleKind) {
            guard settings.setFolderModuleKind(named: kind) else {
                throw UsageError("unknown module kind '\(kind)' for '\(moduleKind.name)'; choose one of \(CommandLineWords.moduleKinds.joined(separator: ", "))")
            }
        }
        return settings
    }

    /// The modules to read: those `--modules-file` lists, or those found under the paths given
    /// (default: the current folder, whose files the configuration's `included` and `excluded`
    /// then filter).
    static func moduleSource(_ parsed: ParsedArguments) throws(UsageError) -> ModuleSource {
        guard let list = parsed.value(modulesFile) else {
            return .paths(paths(parsed))
        }
        if let path = parsed.positional.first {
            if CommandOption.runByCommandPlugin {
                throw UsageError("the plugin takes no paths ('\(path)' was given): it lints the package's targets; choose them with --target NAME")
            }
            throw UsageError("\(modulesFile.name) lists the files to read, so it takes no PATH, and '\(path)' was given")
        }
        // They describe the folder module, which a list does not have: its modules carry their own.
        for option in [moduleName, moduleKind] where parsed.value(option) != nil {
            throw UsageError("\(option.name) does not combine with \(modulesFile.name); give each module's name and kind in the file")
        }
        return .moduleList(list)
    }

    /// The paths given, else the current folder.
    static func paths(_ parsed: ParsedArguments) -> [String] {
        parsed.positional.isEmpty ? ["."] : parsed.positional
    }

    /// Says what the session has to say, on standard error; with `quiet`, only warnings.
    static func say(_ messages: [SessionMessage], quiet: Bool = false) {
        for message in messages where !(quiet && message.kind == .note) {
            StandardStreams.error(message.text)
        }
    }
}
