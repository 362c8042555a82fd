#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules
import IntentLintMetadata
import IntentLintEngine

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
    /// The reporter, the report files, strictness: as `lint` takes them.
    package var report: ReportRequest
    /// The folder the files go to, as the user named it, for the line that says what was written.
    package var output: String?

    package init(modules: ModuleSource = .paths(["."]), module: String? = nil, settings: MetadataBuildSettings = MetadataBuildSettings(),
                 report: ReportRequest = ReportRequest(), output: String? = nil) {
        self.modules = modules
        self.module = module
        self.settings = settings
        self.report = report
        self.output = output
    }
}

public struct MetadataOutcome: Sendable {
    /// The findings (what stops Xcode's export, as `lint` reports it, and what the file leaves
    /// out), the notes on the modules the file holds, the summary line and the exit status.
    package var report: ReportOutcome
    /// The files of the `Metadata.appintents` folder, by name: `extract.actionsdata` and
    /// `version.json`; none when the run fails (the export stops, or a warning in a strict run)
    /// or the module has no App Intents.
    package var files: [(name: String, contents: String)]
}

extension LintSession {
    /// The `extract.actionsdata` and `version.json` of one module, as Xcode's export writes them,
    /// with the records of the modules it links statically and of those whose `AppIntentsPackage`
    /// its packages include (linked into the app, their records are in the app's file).
    ///
    /// What stops the export is what `lint` reports as stopping it: the errors of the rules
    /// `MetadataExportHalt` lists, configured and suppressed as `lint` does. What lint-intents
    /// cannot write is left out, each with a `metadata-left-out` warning, and the rest is written.
    package func metadata(_ request: MetadataRequest) throws -> MetadataOutcome {
        let tail = try reportTail(request.report, command: ReportTail.Command(invocation: "lint-intents metadata", noun: "finding",
                                                                           kinds: MetadataCheck.descriptions))
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
        // Every module is read: a linked or included one may be any of them.
        let run = LintRun.run(discovered, options: reading.options, mode: .exportedMetadata)
        let results = Dictionary(run.modules.map { ($0.module.id, $0) }, uniquingKeysWith: { first, _ in first })
        guard let host = results[chosen.id] else {
            throw StoppedRun.stopping(InputError("module '\(chosen.name)' could not be read"), after: messages)
        }
        let whole = Self.wholeFile(of: host, results: results, settings: request.settings, messages: &messages)
        let parts = whole.parts
        // A file left unread would leave its intents out of a file the system trusts.
        let partFiles = Set(parts.flatMap { $0.module.inputs.map(\.displayPath) })
        if let problem = run.unreadableFiles.first(where: { partFiles.contains($0.path) }) {
            throw StoppedRun.stopping(InputError("\(problem.path): \(problem.message)"), after: messages)
        }
        let file = whole.file

        // What stops the export, as `lint` reports it; and what the file leaves out.
        var ruleFindings = Set<Finding>()
        for part in parts { ruleFindings.formUnion(part.findings(among: run.findings)) }
        let halts = ruleFindings.contains(where: MetadataExportHalt.halts)
        var leftOut: [Finding] = []
        for (part, document) in zip(parts, whole.documents) {
            let problems = document.problems.filter { problem in
                switch problem.kind {
                case .notWritable: return true
                // `non-constant-metadata` warns of what the export leaves out, as in `lint`.
                case .notConstant(halts: false): return false
                // Said by the rules' errors, unless a suppression or the configuration silenced them.
                case .notConstant(halts: true): return !halts
                }
            }
            leftOut += Self.findings(problems, of: part)
        }
        for (module, problem) in whole.collisions {
            if let part = parts.first(where: { $0.module.name == module }) { leftOut += Self.findings([problem], of: part) }
        }
        let findings = (Array(ruleFindings) + tail.configured(leftOut)).sorted(by: Finding.ordered)
        let baselined = tail.baselined(findings)
        let fails = ReportTail.fails(baselined.findings, strict: tail.isStrict)

        var files: [(name: String, contents: String)] = []
        let subject: String
        if fails {
            subject = "Wrote no App Intents metadata for '\(host.module.name)'"
        } else if file.isEmpty {
            // Xcode's export writes nothing for a target without App Intents ("Extracted no
            // relevant App Intents symbols, skipping writing output").
            messages.append(SessionMessage(.note, "note: '\(host.module.name)' declares no App Intents, so there is no metadata to write; Xcode's export writes none for such a target either"))
            subject = "Wrote nothing for '\(host.module.name)'"
        } else {
            files = [
                ("extract.actionsdata", AppleJSONText.compact(file.json)),
                ("version.json", AppleJSONText.versionFile(toolsVersion: request.settings.toolsVersion)),
            ]
            subject = "Wrote \(file.contentsSummary) of '\(host.module.name)'" + (request.output.map { " to \($0)" } ?? "")
        }
        // Discovery's warnings are what the run could not read: said once, in the report and its count.
        let coverage = Coverage(inputWarnings: messages.inputWarnings)
        let (report, failed) = tail.report(baselined, coverage: coverage, rules: MetadataCheck.descriptions + RuleRegistry.allDescriptions.filter {
            MetadataExportHalt.ruleIdentifiers.contains($0.identifier)
        }, fileCount: partFiles.count, subject: subject)
        return MetadataOutcome(report: ReportOutcome(messages: messages.withoutInputWarnings, baseline: baselined.recording, report: report,
                                                     exitStatus: failed ? 1 : 0),
                               files: failed ? [] : files)
    }

    /// The host module's whole file: its own records and those of the modules it links
    /// statically or includes (`partsOfFile`), each written knowing the modules it links; with
    /// each part's own document and the records two parts both name, of which the file holds one.
    static func wholeFile(of host: LintRun.ModuleResult, results: [String: LintRun.ModuleResult], settings: MetadataBuildSettings,
                          messages: inout [SessionMessage])
        -> (file: MetadataDocument, parts: [LintRun.ModuleResult], documents: [MetadataDocument], collisions: [(module: String, problem: MetadataProblem)]) {
        let candidates = partsOfFile(host, results: results, messages: &messages)
        var parts: [LintRun.ModuleResult] = []
        var documents: [MetadataDocument] = []
        for part in candidates {
            guard let index = part.index else { continue }
            parts.append(part)
            documents.append(MetadataWriter.document(part.manifest, index: index, settings: settings,
                                                     linked: linkedModules(of: part, results: results,
                                                                           alsoIncluding: part.module.id == host.module.id ? candidates : [])))
        }
        guard let own = documents.first else { return (MetadataDocument(json: .object([:]), problems: []), [], [], []) }
        let (file, collisions) = own.including(zip(parts, documents).dropFirst().map { ($0.0.module.name, $0.1) })
        return (file, parts, documents, collisions)
    }

    /// The modules whose records the host's file holds, the host first: those it links statically
    /// (swift-build merges their exports into the target's with `--static-metadata-file-list`),
    /// through other static ones, and those its `AppIntentsPackage` includes. Each other one is
    /// named in a note; an included package no module declares, in a warning.
    private static func partsOfFile(_ host: LintRun.ModuleResult, results: [String: LintRun.ModuleResult],
                                    messages: inout [SessionMessage]) -> [LintRun.ModuleResult] {
        var parts = [host]
        var queue = host.module.dependencies
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard let module = results[id], module.module.definition.linkage == .static,
                  !parts.contains(where: { $0.module.id == id }) else { continue }
            parts.append(module)
            queue += module.module.dependencies
            messages.append(SessionMessage(.note, "note: the file holds the App Intents of module '\(module.module.name)' too: '\(host.module.name)' links it statically"))
        }
        let included = IncludedPackages(host: host.module.id, manifests: results.mapValues(\.manifest))
        for package in included.packages where !parts.contains(where: { $0.module.id == package.module }) {
            guard let module = results[package.module] else { continue }
            parts.append(module)
            messages.append(SessionMessage(.note, "note: the file holds the App Intents of module '\(module.module.name)' too: `\(package.path.joined(separator: "` includes `"))`"))
        }
        for unknown in included.unknowns {
            messages.append(SessionMessage(.warning, "warning: an included package's App Intents are not written: \(unknown)"))
        }
        return parts
    }

    /// The modules `part` links, directly or through others, whose declarations its file may
    /// name; for the host, the other parts of its file too. A module list (what the command
    /// plugins hand over) says nothing of what links what: then every other module of the run,
    /// since a target can name the types of no module but those of its package it depends on.
    private static func linkedModules(of part: LintRun.ModuleResult, results: [String: LintRun.ModuleResult],
                                      alsoIncluding others: [LintRun.ModuleResult]) -> [LinkedModule] {
        var seen: Set<String> = [part.module.id]
        var linked: [LinkedModule] = []
        let isListed = part.module.shownOrigin == nil
        var queue = (isListed ? results.keys.sorted() : part.module.dependencies) + others.map(\.module.id)
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard seen.insert(id).inserted, let module = results[id], let index = module.index else { continue }
            linked.append(LinkedModule(name: module.module.name, manifest: module.manifest, index: index))
            queue += module.module.dependencies
        }
        return linked
    }

    /// A module's problems as `metadata-left-out` findings, each at its file as the user named it.
    private static func findings(_ problems: [MetadataProblem], of part: LintRun.ModuleResult) -> [Finding] {
        let displayPaths = Dictionary(part.module.inputs.map { ($0.relativePath, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        return problems.map { problem in
            Finding(ruleIdentifier: MetadataCheck.leftOut.identifier, severity: .warning, message: problem.message,
                    file: problem.place.map { displayPaths[$0.file] ?? $0.file } ?? part.module.inputs.first?.displayPath ?? part.module.name,
                    location: problem.place?.location ?? SourceLocation(line: 1, column: 1))
        }
    }
}
