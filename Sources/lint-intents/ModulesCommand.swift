#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport
import IntentLintDiscovery

/// `lint-intents modules [--reporter text|json|xcfilelist] [--module NAME] [--summary] [options] [PATH…]`:
/// the modules lint-intents sees, so that a surprising result can be traced to how the project
/// was read, and the input file list of an Xcode Run Script phase.
enum ModulesCommand: Command {
    static let name = "modules"

    static let reporter = CommandOption.value("--reporter", "NAME", help: """
        text (default), json, or xcfilelist: one module's files as an
        Xcode input file list, a $(SRCROOT)/… line each, from its project
        folder, then the .lint-intents.json that applies (needs --module).
        """)
    static let module = CommandOption.value("--module", "NAME", help: """
        Only the module with this name, target name or id ('Shared' where
        one module has it, else 'App.xcodeproj:Shared iOS').
        """)
    static let summary = CommandOption.flag("--summary", help: """
        One line per module and app, without their files and dependencies
        (text only): for an app of hundreds of files; then the modules that
        declare App Intents, and what could not be followed or read.
        """)

    static let options = [reporter, module, summary, SourceOptions.modulesFile] + SourceOptions.all

    static var usage: String {
        """
        USAGE: lint-intents modules [--reporter text|json|xcfilelist] [--module NAME] [--summary] [options] [PATH ...]

        Lists the modules found under PATH (default: the current folder): each target of each
        \(ProjectKind.listed(\.displayName)),
        and the folder module of the Swift files no target claims,
        with its kind (app, app-extension, framework, library, executable, test, macro, plugin,
        other, folder), where it was defined, its Swift files and its strings files (.strings and
        .xcstrings, where App Shortcut phrases are localized): those that exist, after the
        configuration's included and excluded. With --summary, then the modules that declare App
        Intents, what the modules depend on that could not be followed, each place once (remote
        packages not checked out, by URL; local folders not among those named), and the Swift
        files that could not be read. The json reporter's document follows docs/modules.schema.json.

        OPTIONS:
        \(CommandOption.helpLines(options, helpColumn: 26))
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try parse(arguments) else { return 0 }
        let format = parsed.value(reporter) ?? "text"
        guard ["text", "json", "xcfilelist"].contains(format) else {
            throw UsageError("unknown reporter '\(format)' for modules; choose text, json or xcfilelist")
        }
        if parsed.flag(summary), format != "text" {
            throw UsageError("\(summary.name) shortens the text listing; the \(format) one is for tools, whole")
        }
        let session = try SourceOptions.session(parsed)
        var discovered = try session.modules(SourceOptions.moduleSource(parsed))
        if format == "xcfilelist" {
            guard let name = parsed.value(module) else {
                throw UsageError("an .xcfilelist lists one module's files: choose it with \(module.name) NAME or ID ('lint-intents modules' lists them)")
            }
            for warning in discovered.warnings { StandardStreams.error(warning) }
            let chosen = try LintSession.selectModule(named: name, among: discovered.modules)
            // Its lines start at $(SRCROOT), the project's folder: named so, it is where
            // `check-file-list` finds them too.
            guard chosen.root == discovered.root else {
                throw UsageError("the lines of an .xcfilelist start at $(SRCROOT), the folder of the project that defines '\(name)': name that folder, \(Paths.written(chosen.root, from: session.settings.workingDirectory)), instead")
            }
            let configuration = session.configuration.file.map { Paths.absolute($0, from: session.settings.workingDirectory) }
            StandardStreams.write(try XcodeInputFileList(chosen, configurationFile: configuration).text)
            return 0
        }
        if let name = parsed.value(module) {
            let chosen = try LintSession.selectModule(named: name, among: discovered.modules)
            discovered.modules = [chosen]
            discovered.apps = discovered.apps.filter { $0.id == chosen.id }
            discovered.inputsInNoTarget = []
        }
        if format == "json" {
            let modules: [JSONValue] = discovered.modules.map { module in
                .object([
                    "id": .string(module.id),
                    "name": .string(module.name),
                    "targetName": .string(module.definition.targetName),
                    "kind": .string(module.definition.kind.rawValue),
                    "platforms": .array(module.definition.platforms.map(JSONValue.string)),
                    "origin": .string(session.origin(of: module)),
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
            let notFollowed: [JSONValue] = LintSession.notFollowed(discovered).map { missing in
                switch missing {
                case .remotePackage(let url): .object(["remotePackage": .string(url)])
                case .folder(let folder): .object(["folder": .string(folder)])
                }
            }
            StandardStreams.write(JSONValue.object([
                "formatVersion": .integer(formatVersion),
                "modules": .array(modules),
                "apps": .array(apps),
                "filesInNoTarget": .array(discovered.filesInNoTarget.map(JSONValue.string)),
                "notFollowed": .array(notFollowed),
                "warnings": .array(discovered.warnings.map(JSONValue.string)),
            ]).serialized())
            return 0
        }
        for warning in discovered.warnings { StandardStreams.error(warning) }
        let counted = LintSession.counted
        let details = !parsed.flag(summary)
        for module in discovered.modules {
            let strings = module.localizationInputs.count
            let stringsCount = strings == 0 ? "" : ", \(counted(strings, "strings file"))"
            let kind = ([module.definition.kind.rawValue] + module.definition.platforms).joined(separator: ", ")
            StandardStreams.line("\(module.name) (\(kind)) [\(module.id)] from \(session.origin(of: module)): \(counted(module.inputs.count, "Swift file"))\(stringsCount)")
            guard details else { continue }
            for input in module.inputs + module.localizationInputs { StandardStreams.line("  \(input.displayPath)") }
            if !module.dependencies.isEmpty { StandardStreams.line("  depends on: " + module.dependencies.joined(separator: ", ")) }
            if !module.embedded.isEmpty { StandardStreams.line("  embeds: " + module.embedded.joined(separator: ", ")) }
            for reason in module.unresolvedDependencies { StandardStreams.line("  not followed: " + reason.description) }
        }
        for app in discovered.apps {
            StandardStreams.line("App \(app.name) [\(app.id)]: \(counted(app.members.count, "module"))\(app.isComplete ? "" : ", and what could not be followed")")
            guard details else { continue }
            for member in app.members { StandardStreams.line("  \(member.module) (\(member.role.rawValue))") }
            for reason in app.unresolved { StandardStreams.line("  not followed: " + reason) }
        }
        if !discovered.filesInNoTarget.isEmpty {
            StandardStreams.line("In no target (not compiled, not linted): \(counted(discovered.filesInNoTarget.count, "Swift file"))")
            if details {
                for file in discovered.filesInNoTarget { StandardStreams.line("  \(file)") }
            }
        }
        guard !details else { return 0 }
        // Each place once, however many modules depend on it; then what names no place.
        let notFollowed = LintSession.notFollowed(discovered).map(\.said)
            + Set(discovered.modules.flatMap(\.unresolvedDependencies).filter(\.missing.isEmpty).map(\.description)).sorted()
        if !notFollowed.isEmpty {
            StandardStreams.line("Not followed: \(notFollowed.count) of what the modules depend on")
            for reason in notFollowed { StandardStreams.line("  " + reason) }
        }
        // What a newcomer at a repository's root looks for first: where the App Intents are.
        let overview = session.overview(of: discovered)
        if overview.declaring.isEmpty {
            StandardStreams.line("Declare App Intents: none of these modules")
        } else {
            StandardStreams.line("Declare App Intents: \(counted(overview.declaring.count, "module")) ('lint-intents manifest --module NAME' or '--app NAME' writes its manifest)")
            for module in overview.declaring { StandardStreams.line("  \(module.module.name) [\(module.module.id)]: \(module.declares)") }
        }
        if !overview.unreadable.isEmpty {
            StandardStreams.line("Not read: \(counted(overview.unreadable.count, "Swift file"))")
            for problem in overview.unreadable { StandardStreams.line("  \(problem.path):\(problem.location): \(problem.message)") }
        }
        return 0
    }

    /// The version of docs/modules.schema.json the json reporter's documents follow: a new key
    /// is no new version, a key changed or removed is.
    static let formatVersion = 1
}
