#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// `lint-intents manifest [--module NAME | --output-dir DIR] [--output FILE] [options] [PATH…]`
enum ManifestCommand: Command {
    static let name = "manifest"

    static let module = CommandOption.value("--module", "NAME",
        help: "The module to write, when there are several: its name, or its id\n('lint-intents modules' shows ids) when several share the name.")
    static let app = CommandOption.value("--app", "NAME", help: "Write what the system sees for the app NAME (or id): the app's own\nApp Intents and those of every AppIntentsPackage it includes.")
    static let output = CommandOption.value("--output", "FILE", short: "-o", help: "Write the manifest to FILE instead of standard output.")
    static let outputDirectory = CommandOption.value("--output-dir", "DIR", help: "Write every module's manifest into DIR (created if needed).")

    static let options = [module, app, output, outputDirectory, SourceOptions.modulesFile] + SourceOptions.all

    static var usage: String {
        """
        USAGE: lint-intents manifest [--module NAME | --app NAME | --output-dir DIR] [--output FILE] [options] [PATH ...]

        Writes the static App Intents manifest of one module found under PATH (default: the
        current folder) as JSON, to standard output or atomically to FILE; or, with
        --output-dir, one DIR/<Module>.manifest.json per module (named by the module's id when
        several share a name). Modules are the targets of the
        \(CommandLineWords.projectKindsShort) files found, and the folder module of
        the Swift files no target claims ('lint-intents modules' lists them, with their ids and
        apps). With --app, writes the app's manifest: its own records and those of the packages
        it includes, each naming its module.

        OPTIONS:
        \(CommandOption.helpLines(options, helpColumn: 26))
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try parse(arguments) else { return 0 }
        let directory = parsed.value(outputDirectory)
        if directory != nil, parsed.value(module) != nil || parsed.value(output) != nil || parsed.value(app) != nil {
            throw UsageError("\(outputDirectory.name) writes every module; it does not combine with \(module.name), \(app.name) or \(output.name)")
        }
        if parsed.value(app) != nil, parsed.value(module) != nil {
            throw UsageError("\(app.name) writes an app's manifest and \(module.name) one module's; choose one")
        }
        let selection: ManifestRequest.Selection = if directory != nil { .eachModule }
            else if let name = parsed.value(app) { .app(named: name) }
            else { .module(named: parsed.value(module)) }
        let request = try ManifestRequest(modules: SourceOptions.moduleSource(parsed), selection: selection)
        let outcome = try SourceOptions.session(parsed).manifests(request)
        SourceOptions.say(outcome.messages)
        if let directory {
            try write(outcome.manifests, into: directory)
        } else if let file = parsed.value(output) {
            try ReportOptions.writeFile(outcome.manifests[0].contents, to: file)
        } else {
            StandardStreams.write(outcome.manifests[0].contents)
        }
        return 0
    }

    /// Each manifest into `directory` under its file name, the folder created when needed
    /// (`manifest --output-dir` and `lint --manifest-output-dir`).
    static func write(_ manifests: [ManifestFile], into directory: String) throws {
        do {
            try FileSystem.createFolder(directory)
        } catch {
            throw InputError("cannot create the folder \(directory): \(error.description)")
        }
        for manifest in manifests {
            try FileSystem.writeAtomically(manifest.contents, to: directory + "/" + manifest.fileName)
        }
    }
}
