#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// `lint-intents verify --metadata PATH [--build-log FILE] [options] [PATH…]`: what Xcode's
/// build wrote, checked against the sources.
/// Exit status: 0 they agree; 1 differences or App Intents build errors (or warnings, with
/// --strict); 2 usage or input errors (an unreadable metadata file or log).
enum VerifyCommand: Command {
    static let name = "verify"

    static let metadata = CommandOption.value("--metadata", "PATH", repeats: true, help: """
        What the build exported: a built .app, .appex, .framework or
        .xcarchive, a Metadata.appintents folder, or its
        extract.actionsdata. Give it again for more products.
        """)
    static let buildLog = CommandOption.value("--build-log", "FILE", help: """
        An xcodebuild log: its App Intents diagnostics become findings,
        and a halted metadata export an error. '-' reads standard input.
        """)
    static let module = CommandOption.value("--module", "NAME", help: "Compare the export with this module of the sources only.")
    static let app = CommandOption.value("--app", "NAME", help: """
        Compare the export with the modules of this app target (the app,
        its extensions, the frameworks they link); a module of the app
        missing from the product is then an error. Chosen by itself when
        --metadata names NAME.app.
        """)
    static let wholeFile = CommandOption.flag("--whole-file", help: """
        Also compare every field of each metadata file with what
        'lint-intents metadata' writes for its module, leaf by leaf.
        """)
    static let options = [metadata, buildLog, module, app, wholeFile, MetadataCommand.define] + ReportOptions.all
        + [SourceOptions.modulesFile] + SourceOptions.all

    static var usage: String {
        """
        USAGE: lint-intents verify --metadata PATH [--build-log FILE] [options] [PATH ...]
               lint-intents verify --build-log FILE

        Checks what Xcode's build wrote against the sources under PATH (default: the current
        folder). The exported App Intents metadata (extract.actionsdata) is compared with each
        module of the sources it names: every intent, entity, enum, query and App Shortcut the
        sources declare and the product lacks is an error at its declaration, every one the
        product holds and the sources do not is an error in the metadata file (a stale build or
        another target), and so is each field where they disagree; with --whole-file, every field
        of the file is compared with what 'lint-intents metadata' writes. The App Intents diagnostics
        of a build log are reported at their file and line, and a halted metadata export is an
        error even when xcodebuild reported success. 'lint-intents rules --verify' lists every
        check.

        Exit status: 0 the product agrees with the sources; 1 differences or App Intents build
        errors (or, with --strict, warnings or input not read); 2 usage, configuration or input errors, such as a
        metadata file or build log that cannot be read.

        OPTIONS:
        \(CommandOption.helpLines(options, helpColumn: 26))
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = Date()
        guard let parsed = try parse(arguments) else { return 0 }
        let destination = try ReportOptions.destination(parsed)
        var request = try VerifyRequest(
            modules: SourceOptions.moduleSource(parsed), metadataPaths: parsed.values(of: metadata),
            buildLog: buildLogSource(parsed), module: parsed.value(module), app: parsed.value(app),
            report: ReportOptions.request(parsed, started: started))
        request.wholeFile = parsed.flag(wholeFile)
        request.compilationFlags = try MetadataCommand.settings(parsed).compilationFlags
        return try ReportOptions.finish(SourceOptions.session(parsed).verify(request), parsed, destination: destination)
    }

    /// The log `--build-log` names; `-` is standard input, read whole here.
    private static func buildLogSource(_ parsed: ParsedArguments) throws -> VerifyRequest.BuildLogSource? {
        guard let path = parsed.value(buildLog) else { return nil }
        guard path == "-" else { return .file(path) }
        return .text(FileSystem.readAll(from: 0), name: "<stdin>")
    }
}
