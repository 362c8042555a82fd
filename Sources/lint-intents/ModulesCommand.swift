#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

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
        \(CommandLineWords.projectKinds),
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
                throw UsageError("the lines of an .xcfilelist start at $(SRCROOT), the folder of the project that defines '\(name)': name " +
                    "that folder, \(Paths.written(chosen.root, from: session.settings.workingDirectory)), instead")
            }
            let configuration = session.configuration.file.map { Paths.absolute($0, from: session.settings.workingDirectory) }
            StandardStreams.write(try XcodeInputFileList(chosen, configurationFile: configuration).text)
            return 0
        }
        if let name = parsed.value(module) {
            discovered = try LintSession.onlyModule(named: name, in: discovered)
        }
        if format == "json" {
            StandardStreams.write(session.modulesJSON(discovered))
            return 0
        }
        for warning in discovered.warnings { StandardStreams.error(warning) }
        for line in session.modulesText(discovered, summary: parsed.flag(summary)) { StandardStreams.line(line) }
        return 0
    }
}
