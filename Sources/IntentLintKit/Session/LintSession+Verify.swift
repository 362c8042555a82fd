#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintDiscovery
import IntentLintVerify
import IntentLintMetadata
import IntentLintCore
import IntentLintEngine

/// `lint-intents verify`: what Xcode's build wrote, and the sources to check it against.
public struct VerifyRequest: Sendable {
    /// Where a build log comes from.
    public enum BuildLogSource: Sendable, Equatable {
        /// A file (`--build-log FILE`).
        case file(String)
        /// Bytes already read (standard input, for `--build-log -`), shown as `name` in reports.
        case text([UInt8], name: String)
    }

    /// The sources: where their modules are.
    package var modules: ModuleSource
    /// Each an `extract.actionsdata`, a `Metadata.appintents` folder, or a built `.app`, `.appex`,
    /// `.framework` or `.xcarchive` (`--metadata PATH`).
    package var metadataPaths: [String]
    package var buildLog: BuildLogSource?
    /// The one module of the sources to compare (`--module NAME`).
    package var module: String?
    /// The app whose modules to compare (`--app NAME`).
    package var app: String?
    /// The reporter, the baseline, strictness: as `lint` and `diff` take them.
    package var report: ReportRequest
    /// Also compare every field of each metadata file with what `metadata` writes (`--whole-file`).
    package var wholeFile = false
    /// The `#if` flags the build defined (`--define`), for the whole-file comparison.
    package var compilationFlags: Set<String> = []

    package init(modules: ModuleSource = .paths(["."]), metadataPaths: [String] = [], buildLog: BuildLogSource? = nil,
                module: String? = nil, app: String? = nil, report: ReportRequest = ReportRequest()) {
        self.modules = modules
        self.metadataPaths = metadataPaths
        self.buildLog = buildLog
        self.module = module
        self.app = app
        self.report = report
    }
}

extension LintSession {
    /// Checks what Xcode's build wrote against the sources: the exported App Intents metadata,
    /// module by module, and the App Intents diagnostics of the build log.
    /// The messages are project-file warnings and notes on what was and was not compared; the
    /// exit status is 0 when the product agrees with the sources and the log shows no App
    /// Intents error, 1 otherwise (or on warnings, in strict mode).
    package func verify(_ request: VerifyRequest) throws -> ReportOutcome {
        guard !request.metadataPaths.isEmpty || request.buildLog != nil else {
            throw UsageError("verify needs what the build wrote: --metadata PATH (the built product or its extract.actionsdata), --build-log FILE, or both")
        }
        if request.module != nil, request.app != nil {
            throw UsageError("--module chooses one module and --app an app's modules; give one of them")
        }
        if request.metadataPaths.isEmpty, request.module != nil || request.app != nil {
            throw UsageError("--module and --app choose what the exported metadata is compared with; give --metadata PATH too")
        }
        let tail = try reportTail(request.report, command: ReportTail.Command(invocation: "lint-intents verify", noun: "finding",
                                                                           kinds: VerifyCheck.descriptions))
        var messages: [SessionMessage] = []
        var findings: [Finding] = []
        var compared: [String] = []
        var metadataFileCount = 0
        do {
            if !request.metadataPaths.isEmpty {
                let verification = try verifyMetadata(request, messages: &messages)
                findings += verification.result.findings
                compared = verification.result.comparedModules
                metadataFileCount = verification.fileCount
                messages += verification.result.messages.map { SessionMessage($0.isWarning ? .warning : .note, $0.text) }
            }
            if let source = request.buildLog {
                findings += try buildLogFindings(source, messages: &messages)
            }
        } catch {
            throw StoppedRun.stopping(error, after: messages)
        }

        let baselined = tail.baselined(tail.configured(findings).sorted(by: Finding.ordered))
        var checked: [String] = []
        if metadataFileCount > 0 || !compared.isEmpty {
            checked.append("\(Self.counted(compared.count, "module")) against \(Self.counted(metadataFileCount, "metadata file"))")
        }
        if request.buildLog != nil { checked.append("the build log") }
        let (report, failed) = tail.report(baselined, coverage: Coverage(inputWarnings: messages.inputWarnings), rules: VerifyCheck.descriptions,
                                           fileCount: metadataFileCount, subject: "Verified \(checked.joined(separator: " and "))")
        return ReportOutcome(messages: messages.withoutInputWarnings, baseline: baselined.recording, report: report, exitStatus: failed ? 1 : 0)
    }

    // MARK: Exported metadata

    private func verifyMetadata(_ request: VerifyRequest,
                                messages: inout [SessionMessage]) throws -> (result: MetadataVerification.Result, fileCount: Int) {
        // What the build wrote first: a mistyped product path is reported before the sources are read.
        var exports: [ExportedMetadata] = []
        var exportedBytes: [[UInt8]] = []
        var emptyBundles: [MetadataVerification.EmptyBundle] = []
        var namedApps: [String] = []
        for given in request.metadataPaths {
            let absolute = Paths.absolute(given, from: workingDirectory)
            if Paths.lastComponent(absolute).hasSuffix(".app"), let name = ExportedMetadataLocator.bundleName(of: Paths.lastComponent(absolute)) {
                namedApps.append(name)
            }
            for location in try ExportedMetadataLocator.locate(absolute, given: given) {
                guard let file = location.file else {
                    emptyBundles.append(.init(name: location.bundleName ?? "", path: shown(location.bundle ?? absolute, given: given, absolute: absolute)))
                    continue
                }
                let display = shown(file, given: given, absolute: absolute)
                let bytes: [UInt8]
                switch FileSystem.readBytes(file) {
                case .success(let read): bytes = read
                case .failure(let error): throw InputError("\(display): cannot read the exported metadata: \(error.description)")
                }
                exports.append(try ExportedMetadataReader.read(bytes, path: display, bundleName: location.bundleName))
                if request.wholeFile { exportedBytes.append(bytes) }
            }
        }

        let reading = try reading(request.modules)
        let discovered = try discover(reading)
        messages += discovered.inputMessages.map(SessionMessage.init(input:))
        var settings = Self.buildSettings(of: exports)
        settings.compilationFlags = request.compilationFlags
        let mode: LintRun.Mode = request.wholeFile ? .exportedMetadata : .manifestsOnly
        let run = LintRun.run(discovered, options: reading.options, mode: mode)
        // A file left unread would look like everything it declares was dropped from the export.
        if let problem = run.unreadableFiles.first {
            throw InputError("\(problem.path): \(problem.message)")
        }
        var modules = run.modules.map { result in
            let display = Dictionary(result.module.inputs.map { ($0.relativePath, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
            return SourceModule(id: result.module.id, name: result.module.name, manifest: result.manifest, displayPath: { display[$0] ?? $0 })
        }
        var chosen = false
        if let name = request.module {
            modules = try Self.modules(named: name, in: modules, listing: discovered)
            chosen = true
        } else if let app = try chosenApp(request, namedApps: namedApps, in: discovered, messages: &messages) {
            let members = Set(app.members.map(\.module))
            modules = modules.filter { members.contains($0.id) }
            chosen = true
            if !app.isComplete {
                messages.append(SessionMessage(.note, "note: app '\(app.name)' may have more modules than the sources show (\(app.unresolved.joined(separator: "; ")))"))
            }
        }
        var result = try MetadataVerification.verify(modules: modules, exports: exports, emptyBundles: emptyBundles, chosen: chosen)
        if request.wholeFile {
            // Each module's whole file, as `metadata` writes it: with the modules it links statically.
            let results = Dictionary(run.modules.map { ($0.module.id, $0) }, uniquingKeysWith: { first, _ in first })
            var notes: [SessionMessage] = []
            var documents: [String: MetadataDocument] = [:]
            for module in modules {
                guard let host = results[module.id] else { continue }
                documents[module.id] = Self.wholeFile(of: host, results: results, settings: settings, messages: &notes).file
            }
            for (export, bytes) in zip(exports, exportedBytes) {
                // The module the file's records name, among those compared; the one compared when it is alone.
                let compared = modules.filter { result.comparedModules.contains($0.name) }
                guard let module = compared.first(where: { $0.name == export.modules.first }) ?? (compared.count == 1 ? compared.first : nil),
                      let document = documents[module.id] else {
                    messages.append(SessionMessage(.note, "note: \(export.file): not compared whole: it is the export of none of the modules compared"))
                    continue
                }
                let whole = WholeFileComparison.compare(file: export.file, bytes: bytes, with: document, module: module.name)
                result.findings += whole.findings
                result.messages += whole.messages
            }
        }
        return (result, exports.count)
    }

    /// The build the exports come from, as far as they tell: the Xcode that wrote the first, and
    /// macOS when it is in a bundle's `Contents/Resources` (else iOS).
    private static func buildSettings(of exports: [ExportedMetadata]) -> MetadataBuildSettings {
        var settings = MetadataBuildSettings()
        if let version = exports.lazy.compactMap(\.generator).first { settings.toolsVersion = version }
        if exports.contains(where: { $0.file.contains("/Contents/Resources/") }) { settings.platform = .macOS }
        return settings
    }

    /// The app `--app` names, or the one whose `.app` bundle `--metadata` names.
    private func chosenApp(_ request: VerifyRequest, namedApps: [String], in discovered: ModuleDiscovery.Result,
                           messages: inout [SessionMessage]) throws(UsageError) -> AppDefinition? {
        if let name = request.app {
            let matching = discovered.apps.filter { $0.name == name }
            guard matching.count == 1 else {
                let listing = discovered.apps.isEmpty ? "none was found (apps come from .xcodeproj files)" : discovered.apps.map { "'\($0.name)'" }.joined(separator: ", ")
                throw UsageError(matching.isEmpty ? "no app named '\(name)'; the apps are: \(listing)" : "\(matching.count) apps are named '\(name)'; verify the folder of the one you mean")
            }
            return matching[0]
        }
        // `--metadata Build/SoupChef.app`: the app target of that name, when there is exactly one.
        for name in namedApps {
            let matching = discovered.apps.filter { $0.name == name }
            if matching.count == 1 {
                messages.append(SessionMessage(.note, "note: comparing \(name).app with the modules of app target '\(name)' " +
                    "(\(matching[0].members.count) module\(matching[0].members.count == 1 ? "" : "s")); --module chooses one instead"))
                return matching[0]
            }
        }
        return nil
    }

    /// The one module named `name`.
    private static func modules(named name: String, in modules: [SourceModule],
                                listing discovered: ModuleDiscovery.Result) throws(UsageError) -> [SourceModule] {
        let matching = modules.filter { $0.name == name }
        switch matching.count {
        case 1: return matching
        case 0: throw UsageError("no module named '\(name)'; found \(discovered.modules.map(\.name).sorted().joined(separator: ", "))")
        default: throw UsageError("\(matching.count) modules are named '\(name)'; verify the folder of the one you mean")
        }
    }

    /// A file found under a path the user named, as reports show it: from that path.
    private func shown(_ file: String, given: String, absolute: String) -> String {
        if file == absolute { return given }
        if let rest = Paths.remainder(of: file, inside: absolute) {
            return given.hasSuffix("/") ? given + rest : given + "/" + rest
        }
        return Paths.relative(file, to: workingDirectory)
    }

    // MARK: Build log

    private func buildLogFindings(_ source: VerifyRequest.BuildLogSource, messages: inout [SessionMessage]) throws(InputError) -> [Finding] {
        let bytes: [UInt8]
        let name: String
        switch source {
        case .file(let path):
            switch FileSystem.readBytes(Paths.absolute(path, from: workingDirectory)) {
            case .success(let read): bytes = read
            case .failure(let error): throw InputError("\(path): cannot read the build log: \(error.description)")
            }
            name = path
        case .text(let text, let shownAs):
            bytes = text
            name = shownAs
        }
        let log = BuildLogReader.read(bytes)
        if log.stepCount == 0, log.diagnostics.isEmpty, log.halts.isEmpty {
            messages.append(SessionMessage(.note, "note: \(name) shows no App Intents build step (ExtractAppIntentsMetadata); give the whole log of an xcodebuild build of the app"))
        }
        let root = workingDirectory
        return BuildLogReport.findings(log, logPath: name) { path in
            path.hasPrefix("/") ? Paths.relative(Paths.normalize(path), to: root) : path
        }
    }
}
