#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// `lint-intents metadata [--module NAME|ID] --output DIR [build options] [options] [PATH…]`:
/// Apple's `Metadata.appintents` of one module, for builds without Xcode.
/// Exit status: 0 written; 1 the sources hold what stops Xcode's export (or, with --strict, what
/// the file leaves out), and nothing is written; 2 usage or input errors.
enum MetadataCommand: Command {
    static let name = "metadata"

    static let module = CommandOption.value("--module", "NAME",
        help: "The module to write, when there are several: its name, or its id\n('lint-intents modules' shows ids) when several share the name.")
    static let app = CommandOption.value("--app", "NAME", help: "Write the app's: its app target's module (by the app's name or id,\nas 'lint-intents modules' shows them).")
    static let output = CommandOption.value("--output", "DIR", short: "-o", help: """
        The Metadata.appintents folder to write extract.actionsdata and
        version.json into (created if needed; other files in it are left).
        """)
    static let toolsVersion = CommandOption.value("--tools-version", "BUILD", help: """
        The Xcode the files name as their generator, as a build number
        (27A266a, 17C529) or a version (26.3); it decides the form of the
        file (Xcode 15's, 16 and 26's, or 27's). Default: \(CommandLineWords.defaultToolsVersion),
        the Xcode 27 that wrote most files on record.
        """)
    static let platform = CommandOption.value("--platform", "NAME", help: """
        The platform built for: \(CommandLineWords.metadataPlatforms.joined(separator: ", "))
        (default: iOS); decides which os(…) branches of #if are written.
        """)
    static let deploymentTarget = CommandOption.value("--deployment-target", "VERSION", help: """
        The deployment target (17.0): before Xcode 27, an intent @available
        from a later version gets an empty mangledTypeName, as Xcode wrote it.
        """)
    static let define = CommandOption.value("--define", "FLAG", repeats: true, help: """
        A compilation flag the build defines (-D FLAG), for #if; repeat for
        more. Flags not given do not hold.
        """)

    /// The report options `lint` has, but `--output` (here the folder) and the baseline's.
    static let reportOptions = [ReportOptions.reporter, ReportOptions.report, ReportOptions.color, ReportOptions.strict, ReportOptions.quiet]

    static let options = [module, app, output, toolsVersion, platform, deploymentTarget, define] + reportOptions + [SourceOptions.modulesFile]
        + SourceOptions.all

    static var usage: String {
        """
        USAGE: lint-intents metadata [--module NAME | --app NAME] --output DIR [options] [PATH ...]

        Writes Apple's App Intents metadata for one module found under PATH (default: the current
        folder), as Xcode's build writes it into the product's Metadata.appintents folder:
        DIR/extract.actionsdata and DIR/version.json, each atomically. For apps built without
        Xcode (xtool, SwiftPM, Bazel): copy DIR into the .app before it is signed, at its root
        (iOS, watchOS, tvOS, visionOS) or in Contents/Resources (macOS); see docs/metadata.md.
        Modules are found as 'lint-intents manifest' finds them; the file also holds the records
        of the modules the module links statically, and of those whose AppIntentsPackage the
        module's includes, as the build merges them.

        What stops Xcode's export is what 'lint-intents lint' reports as stopping it (a title
        that is not a compile-time constant, a phrase without the app's name), each an error, and
        then nothing is written. What lint-intents cannot write as Xcode would (a parameter type
        no real file shows) is left out, each a warning naming the declaration, and the rest is
        written; --strict fails on those warnings too, and writes nothing. A last line says what
        was written.

        Exit status: 0 written (or nothing to write); 1 nothing written, for the errors reported
        (or warnings, with --strict); 2 usage or input errors.

        OPTIONS:
        \(CommandOption.helpLines(options, helpColumn: 26))
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = Date()
        guard let parsed = try parse(arguments) else { return 0 }
        guard let directory = parsed.value(output) else {
            throw UsageError("metadata needs \(output.name) DIR, the Metadata.appintents folder to write")
        }
        if parsed.value(app) != nil, parsed.value(module) != nil {
            throw UsageError("\(app.name) writes an app's metadata and \(module.name) one module's; choose one")
        }
        // `--output` names the folder: the report goes to standard output (and `--report` files).
        let destination = ReportOptions.Destination(output: nil, color: try TerminalColor.choice(parsed.value(ReportOptions.color)))
        let report = ReportRequest(reporterName: parsed.value(ReportOptions.reporter), reportFiles: try ReportOptions.reportFiles(parsed),
                                   strict: parsed.flag(ReportOptions.strict), started: started)
        var request = try MetadataRequest(modules: SourceOptions.moduleSource(parsed), module: parsed.value(module), settings: settings(parsed).settings,
                                          report: report, output: directory)
        request.app = parsed.value(app)
        let outcome = try SourceOptions.session(parsed).metadata(request)
        // The files first, then the report and the line that says they were written.
        return try ReportOptions.finish(outcome.report, parsed, destination: destination, beforeReport: {
            for file in outcome.files {
                try ReportOptions.writeFile(file.contents, to: directory + "/" + file.name)
            }
        })
    }

    /// The build's facts from the options, each checked.
    static func settings(_ parsed: ParsedArguments) throws(UsageError) -> MetadataBuildOptions {
        var settings = MetadataBuildOptions()
        for flag in parsed.values(of: define) {
            guard let first = flag.first, first.isLetter || first == "_", flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw UsageError("option '\(define.name)' needs a compilation flag name such as DEBUG, not '\(flag)'")
            }
            settings.define(flag)
        }
        // `verify --whole-file` takes only the flags; the rest it reads from the product.
        guard parsed.accepts(toolsVersion) else { return settings }
        if let version = parsed.value(toolsVersion) {
            guard !version.isEmpty, version.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }) else {
                throw UsageError("option '\(toolsVersion.name)' needs an Xcode build number such as \(CommandLineWords.defaultToolsVersion), not '\(version)'")
            }
            settings.setToolsVersion(version)
        }
        if let name = parsed.value(platform) {
            guard settings.setPlatform(named: name) else {
                throw UsageError("unknown platform '\(name)' for '\(platform.name)'; choose one of \(CommandLineWords.metadataPlatforms.joined(separator: ", "))")
            }
        }
        if let version = parsed.value(deploymentTarget) {
            let parts = version.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                throw UsageError("option '\(deploymentTarget.name)' needs a version such as 17.0, not '\(version)'")
            }
            settings.setDeploymentTarget(version)
        }
        return settings
    }
}
