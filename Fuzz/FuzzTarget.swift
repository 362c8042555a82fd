// The libFuzzer entry point. Not part of the package: Fuzz/run.sh compiles it together with
// the sources of IntentLintKit into one module, so it can check internal invariants too.

/// Runs one input through everything that reads source bytes: the lexer, the scanner,
/// the manifest builder, the rules (the app rules too, over the module as an app), manifest
/// serialization and every reporter; the readers of
/// project files (Tuist, XcodeGen and its YAML, Bazel, Xcode projects, package manifests), of
/// strings tables and catalogs, of the JSON people write (configuration, baseline, module
/// list, manifests), and of `git ls-tree`'s output with discovery over the revision it lists;
/// Apple's metadata written from the module (`metadata`); and its last file through what reads
/// Xcode's output: the exported-metadata reader and its comparison with the fuzzed module (record
/// by record, and leaf by leaf as `verify --whole-file` compares), and the build-log reader.
/// Traps (and so reports a crash) when a result is not sane, not only when the code itself traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzPipeline.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

enum FuzzPipeline {
    /// ASCII's "file separator" splits an input into the files of one module, so the fuzzer
    /// can also reach what crosses files (extensions, conformances, shortcuts providers).
    static let fileSeparator: UInt8 = 0x1C
    static let maximumFileCount = 8

    static func run(_ input: UnsafeBufferPointer<UInt8>) {
        // Each file in an allocation of its own, so that reading past its end is an
        // AddressSanitizer report rather than a quiet read of the next file's bytes.
        let files = input.split(separator: fileSeparator, maxSplits: maximumFileCount - 1, omittingEmptySubsequences: false)
            .map(Array.init)
        var syntax: [FileSyntax] = []
        for (position, bytes) in files.enumerated() {
            bytes.withUnsafeBufferPointer { buffer in
                checkTokens(buffer)
                checkTextCheck(buffer)
                checkNameMentions(buffer)
                let file = DeclarationScanner.scan(bytes, path: "Sources/File\(position).swift", codeBodies: .rules)
                // The lexer counts lines as it passes them; a plain count of breaks must agree.
                require(TokenizedSource.withSource(buffer) { $0.lines } == LineTable(buffer), "line starts")
                require(file.lineCount == LineTable(buffer).lineCount, "line count")
                syntax.append(file)
            }
        }
        checkProjectReaders(files)
        checkJSONReaders(files)
        // Two of the files are also the module's strings table and string catalog, so the
        // strings readers and the rule that reads them see the fuzzer's bytes too.
        let localizations = [
            LocalizationFile(path: "Sources/de.lproj/AppShortcuts.strings", displayPath: "Sources/de.lproj/AppShortcuts.strings",
                             bytes: files[1 % files.count]),
            LocalizationFile(path: "Sources/AppShortcuts.xcstrings", displayPath: "Sources/AppShortcuts.xcstrings",
                             bytes: files[2 % files.count]),
        ]
        let module = ScannedModule(name: "Fuzzed", files: syntax, localizationFiles: localizations)
        let lines = SourceLines(contents: Dictionary(uniqueKeysWithValues: zip(syntax.map(\.displayPath), files)))
        let linter = Linter(enabledRuleIdentifiers: RuleRegistry.allIdentifiers)
        let result = linter.lint(module, lineText: lines.text)
        let lineCounts = Dictionary(syntax.map { ($0.displayPath, $0.lineCount) } + localizations.map { ($0.displayPath, $0.lineCount) },
                                    uniquingKeysWith: { first, _ in first })
        for finding in result.findings {
            guard let lineCount = lineCounts[finding.file] else {
                fail("finding in unknown file \(finding.file)")
            }
            require((1...max(lineCount, 1)).contains(finding.location.line) && finding.location.column >= 1,
                    "finding at \(finding.location) in a file of \(lineCount) lines")
            requireOneLine([finding.message], "finding")
            for place in finding.related {
                require(lineCounts[place.file] != nil, "related place in unknown file \(place.file)")
            }
        }
        checkRoundTrip(result.manifest.json.serialized(), "manifest")
        // What `diff` reads of the module (its manifest, with what its tables say people read and
        // say), compared with nothing both ways, with itself, and with the module its first file
        // alone makes (cases and raw values of one enum in two shapes, under `#if` too): every
        // change is one line, and what is gone is shown in a file of the module.
        if let identifiers = try? SavedIdentifiers(manifest: result.manifest.json, source: "Fuzzed") {
            let nothing = SavedIdentifiers(module: "Fuzzed")
            let firstFile = ManifestBuilder.build(ScannedModule(name: "Fuzzed", files: Array(syntax.prefix(1)))).manifest
            let alone = (try? SavedIdentifiers(manifest: firstFile.json, source: "Fuzzed")) ?? nothing
            var changes: [Finding] = []
            for (old, new) in [(identifiers, nothing), (nothing, identifiers), (identifiers, identifiers), (identifiers, alone), (alone, identifiers)] {
                var diff = ManifestDiff(old: old, new: new)
                diff.gone = ManifestDiff.GoneThings(versionName: "main", fileInNew: { lineCounts[$0] != nil ? $0 : nil }, moduleInNew: nil)
                changes += diff.changes()
            }
            requireOneLine(changes.map(\.message), "diff")
            for change in changes where !change.file.isEmpty {
                require(lineCounts[change.file] != nil, "diff change in unknown file \(change.file)")
            }
        }
        checkMetadata(module, export: files.last ?? [], lineCounts: lineCounts)
        // No rule descriptions: they are constant text, and writing them into every SARIF
        // report took most of the time per input. SARIF describes the rules with findings anyway.
        let report = LintReport(findings: result.findings, rules: [], fileCount: files.count,
                                duration: 0, workingDirectory: "/fuzz")
        for reporter in Reporters.all {
            let rendered = reporter.render(report)
            // The JSON reporters use the manifest's writer, checked above; parsing their
            // output too would double the time per input.
            if reporter.identifier == TextReporter.identifier || reporter.identifier == GitHubActionsReporter.identifier {
                let lineCount = rendered.utf8.count(where: { $0 == 0x0A || $0 == 0x0D })
                require(lineCount == report.findings.count, "\(reporter.identifier): one line per finding")
            }
        }
        checkAppRules(module, lineCounts: lineCounts)
        checkXcodeOutput(files.last ?? [], against: SourceModule(id: "Fuzzed", name: "Fuzzed", manifest: result.manifest))
    }

    /// The module as a whole app of one target, so that the app rules read it too
    /// (`dependency-never-registered` reads the registrations in its code bodies): every finding
    /// lies inside a file and is one line.
    static func checkAppRules(_ module: ScannedModule, lineCounts: [String: Int]) {
        var app = module
        app.kind = .app
        let (manifest, index) = ManifestBuilder.build(app)
        let member = AppMember(id: "Fuzzed", role: .app, manifest: manifest, index: index, syntax: app, dependencies: [])
        let definition = AppDefinition(id: "Fuzzed", name: "Fuzzed", members: [.init(module: "Fuzzed", role: .app)], unresolved: [])
        let checked = AppLinter.check(AppLintContext(app: definition, members: [member]), enabledRuleIdentifiers: RuleRegistry.allIdentifiers)
        for finding in checked.findings {
            let lineCount = lineCounts[finding.file] ?? 0
            require(lineCount > 0 && (1...lineCount).contains(finding.location.line) && finding.location.column >= 1,
                    "app finding at \(finding.file):\(finding.location)")
            requireOneLine([finding.message], "app finding")
        }
        // What a rule could not check is said in one line each.
        requireOneLine(checked.notChecked.flatMap(\.reasons), "app rule not run")
    }

    /// Apple's metadata written from the module: its text parses back to the same leaves, its
    /// problems are one line each at a place in the module's files; and `export`, read as the file
    /// Xcode wrote, compares with it leaf by leaf at places inside `export`.
    static func checkMetadata(_ module: ScannedModule, export: [UInt8], lineCounts: [String: Int]) {
        let (manifest, index) = ManifestBuilder.build(module)
        let document = MetadataWriter.document(manifest, index: index, settings: MetadataBuildSettings())
        guard let parsed = try? LocatedJSON.parse(Array(AppleJSONText.compact(document.json).utf8)) else {
            fail("the metadata lint-intents writes is not JSON")
        }
        let itself = MetadataLeafComparison.compare(exported: parsed, written: document.json)
        require(itself.differences.isEmpty && itself.agreeingCount == itself.leafCount, "the metadata differs from itself: \(itself.summary)")
        requireOneLine(document.problems.map(\.message), "metadata")
        for place in document.problems.compactMap(\.place) {
            guard let lineCount = lineCounts[place.file] else { fail("metadata problem in unknown file \(place.file)") }
            require((1...max(lineCount, 1)).contains(place.line) && place.column >= 1, "metadata problem at \(place.location) in \(lineCount) lines")
        }
        let whole = WholeFileComparison.compare(file: "extract.actionsdata", bytes: export, with: document, module: "Fuzzed")
        let exportLines = export.withUnsafeBufferPointer(LineTable.init).lineCount
        for finding in whole.findings {
            require(finding.location.line >= 1 && finding.location.line <= exportLines && finding.location.column >= 1,
                    "whole-file finding at \(finding.location) in \(exportLines) lines")
        }
        requireOneLine(whole.findings.map(\.message) + whole.messages.map(\.text), "whole-file comparison")
    }

    /// The bytes as an `extract.actionsdata` (compared with the module when they are one) and as
    /// an `xcodebuild` log: every finding has a place, and a log's places are in the log.
    static func checkXcodeOutput(_ bytes: [UInt8], against module: SourceModule) {
        if let metadata = try? ExportedMetadataReader.read(bytes, path: "extract.actionsdata", bundleName: "Fuzzed") {
            let lineCount = bytes.withUnsafeBufferPointer(LineTable.init).lineCount
            for place in metadata.actions.map(\.place) + metadata.entities.map(\.place) + metadata.enums.map(\.place) {
                require(place.line >= 1 && place.line <= lineCount && place.column >= 1, "metadata record at \(place) in \(lineCount) lines")
            }
            if let verification = try? MetadataVerification.verify(modules: [module], exports: [metadata], chosen: true) {
                for finding in verification.findings {
                    require(!finding.file.isEmpty && finding.location.line >= 1 && finding.location.column >= 1,
                            "verify finding \(finding.ruleIdentifier) at \(finding.file):\(finding.location)")
                }
            }
        }
        let log = BuildLogReader.read(bytes)
        let logLines = bytes.count(where: { $0 == 0x0A }) + 1
        for finding in BuildLogReport.findings(log, logPath: "build.log") {
            require(finding.location.line >= 1 && finding.location.column >= 1, "build log finding at \(finding.location)")
            if finding.file == "build.log" { require(finding.location.line <= logLines, "build log finding past the log's end") }
        }
    }

    /// A folder that does not exist: the readers' paths start there, so what they look for on
    /// disk is not found, quickly, and a pattern that climbs out is bounded by the readers' walk limits.
    static let projectFolder = "/nonexistent-lint-intents-fuzz/Project"

    /// The readers of project files, each fed one of the files: the package manifest check,
    /// Tuist's `Project.swift` and `Workspace.swift`, XcodeGen's spec as YAML and as JSON (its
    /// includes served from the other files), and a Bazel BUILD file. None may crash or hang, and
    /// every message they give is one line.
    static func checkProjectReaders(_ files: [[UInt8]]) {
        func file(_ position: Int) -> [UInt8] { files[position % files.count] }
        _ = FileSystem.isPackageManifest(contents: file(0))

        let tuist = TuistProjectReader.modules(text: file(0), projectFile: projectFolder + "/Project.swift",
                                               surroundings: .init(rootFolder: projectFolder, files: LocalFiles()))
        requireOneLine(tuist.problem.map { [$0.message] } ?? [], "Tuist")
        requireOneLine(tuist.notes.map(\.message), "Tuist")
        requireOneLine(tuist.unreadTargets.map(\.message), "Tuist")
        if case .failure(let problem) = TuistProjectReader.projectFiles(workspaceText: file(0), workspaceFile: projectFolder + "/Workspace.swift",
                                                                       rootFolder: projectFolder, in: LocalFiles()) {
            requireOneLine([problem.message], "Tuist workspace")
        }
        _ = TuistProjectReader.helperFunctions(text: file(0))

        if case .failure(let error) = Result(catching: { () throws(YAMLSyntaxError) in try YAMLText.parse(file(1)) }) {
            requireOneLine([error.reason], "YAML")
        }
        let includes = IncludedFiles(files)
        for name in ["project.yml", "project.json"] {
            let spec = XcodeGenProjectReader.modules(text: file(1), specFile: projectFolder + "/" + name, in: includes)
            requireOneLine(spec.problem.map { [$0.message] } ?? [], "XcodeGen")
        }
        // A YAML file of any name: whether it is a spec, or looks like part of one, and its name.
        if XcodeGenProjectReader.isSpec(anyName: file(1)) {
            _ = XcodeGenProjectReader.includedFiles(text: file(1), specFile: projectFolder + "/suite-project.yml", in: includes)
        }
        _ = XcodeGenProjectReader.looksLikeProjectPart(file(1))
        if let name = XcodeGenProjectReader.projectName(file(1)) { requireOneLine([name], "XcodeGen name") }

        let package = BazelProjectReader.package(text: file(2), buildFile: projectFolder + "/App/BUILD.bazel", workspaceRoot: projectFolder, in: LocalFiles())
        requireOneLine(package.problem.map { [$0.message] } ?? [], "Bazel")
        let (_, notes) = BazelProjectReader.modules(of: [package], in: LocalFiles())
        requireOneLine(notes.map(\.message) + package.notes.map(\.message), "Bazel")

        checkGitTree(file(3), files)
    }

    /// `git ls-tree -r -z`'s output as `diff --base` reads it: entries, or a one-line error.
    /// Entries read become a revision in memory, its files the input's files in turn, and
    /// discovery runs over it as over a working tree.
    static func checkGitTree(_ listing: [UInt8], _ files: [[UInt8]]) {
        let entries: [GitTreeEntry]
        do {
            entries = try GitTreeEntry.entries(of: listing)
        } catch {
            requireOneLine([error.description], "git ls-tree")
            return
        }
        for entry in entries {
            require(!entry.path.hasPrefix("/") && !entry.path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty },
                    "ls-tree path \(entry.path) climbs out")
        }
        guard !entries.isEmpty, entries.count <= 64 else { return }
        let root = "/fuzz-revision"
        // Each link leads to the next entry, so links to links and loops come up.
        var links: [String: String] = [:]
        for (index, entry) in entries.enumerated() where entry.kind == .symbolicLink {
            links[root + "/" + entry.path] = entries[(index + 1) % entries.count].path
        }
        let tree = InMemoryFiles(root: root, files: entries.filter { $0.kind == .file }.map { (root + "/" + $0.path, $0.object) },
                                 emptyFolders: [root + "/.git"], links: links) { keys in
            // A key's bytes are one of the input's files, the same for the same key.
            .success(keys.map { key in files[Int(key.utf8.reduce(UInt(0)) { $0 &+ UInt($1) } % UInt(files.count))] })
        }
        guard let found = try? ModuleDiscovery.discover([root], in: tree, workingDirectory: root) else { return }
        requireOneLine(found.warnings, "discovery of a revision")
        for module in found.modules {
            for input in module.inputs + module.localizationInputs {
                require(input.absolutePath.hasPrefix("/"), "a module's file \(input.absolutePath) is not absolute")
                if case .failure(let error) = tree.bytes(of: input.absolutePath) { requireOneLine([error.description], "reading a revision") }
            }
        }
    }

    /// What XcodeGen's includes read: each file read is the next of the input's files, whatever
    /// its path; nothing else exists.
    final class IncludedFiles: FileSource, @unchecked Sendable {
        private let files: [[UInt8]]
        private var reads = 0

        init(_ files: [[UInt8]]) {
            self.files = files
        }

        func kind(of path: String) -> FileSystem.Kind { .missing }

        func bytes(of path: String) -> Result<[UInt8], InputError> {
            reads += 1
            return .success(files[(1 + reads) % files.count])
        }

        func folder(_ path: String) -> FolderListing? { nil }
    }

    /// The readers of JSON written by people or other tools: the configuration, a baseline, a
    /// module list, a manifest read for `diff`, each fed every file that parses as JSON; an
    /// Xcode project and a package manifest too. Their errors are one line.
    static func checkJSONReaders(_ files: [[UInt8]]) {
        for bytes in files.prefix(4) {
            guard let document = try? JSONValue.parse(bytes, path: "fuzz.json") else { continue }
            var messages: [String] = []
            do { _ = try Configuration.parse(document, path: ".lint-intents.json", absolutePath: projectFolder + "/.lint-intents.json",
                                             knownRuleIdentifiers: RuleRegistry.allIdentifiers, knownReporters: Set(Reporters.all.map(\.identifier))) }
            catch { messages.append(error.description) }
            do { _ = try Baseline.parse(document, path: "baseline.json") } catch { messages.append(error.description) }
            do { _ = try ModuleDiscovery.listed(document, path: "modules.json", workingDirectory: projectFolder) }
            catch { messages.append(error.description) }
            do { _ = try SavedIdentifiers(manifest: document, source: "old.manifest.json") } catch { messages.append(error.description) }
            requireOneLine(messages, "JSON readers")
        }
        let project = files[3 % files.count]
        do {
            _ = try XcodeProjectReader.modules(text: project, projectFile: projectFolder + "/App.xcodeproj/project.pbxproj",
                                               projectFolder: projectFolder, in: LocalFiles())
        } catch {
            requireOneLine([error.description], "Xcode project")
        }
        requireOneLine(PackageManifestReader.modules(manifest: files[0], packageFolder: projectFolder, in: LocalFiles()).warnings.map(\.message),
                       "package manifest")
    }

    /// Project readers' messages become one-line warnings.
    static func requireOneLine(_ messages: [String], _ reader: String) {
        for message in messages {
            require(!message.contains("\n") && !message.contains("\r"), "\(reader): a message of several lines: \(message)")
        }
    }

    /// Tokens and comments come in order, within the file, and with whitespace account for
    /// every byte; bracket pairs match.
    static func checkTokens(_ bytes: UnsafeBufferPointer<UInt8>) {
        let (tokens, comments) = Lexer.tokenize(bytes)
        for list in [tokens, comments] {
            var previousEnd: Int32 = 0
            for token in list {
                require(token.start >= previousEnd && token.end >= token.start && Int(token.end) <= bytes.count,
                        "token \(token.kind) at \(token.start)..<\(token.end) out of order or bounds")
                previousEnd = token.end
            }
        }
        // Merge the two ordered lists, checking that they do not overlap and leave no gap
        // but whitespace.
        var covered = 0
        var tokenIndex = 0
        var commentIndex = 0
        while tokenIndex < tokens.count || commentIndex < comments.count {
            let takeToken = commentIndex == comments.count
                || (tokenIndex < tokens.count && tokens[tokenIndex].start <= comments[commentIndex].start)
            let token = takeToken ? tokens[tokenIndex] : comments[commentIndex]
            if takeToken { tokenIndex += 1 } else { commentIndex += 1 }
            require(Int(token.start) >= covered, "token \(token.kind) at \(token.start) overlaps the one before")
            requireWhitespace(bytes, covered..<Int(token.start))
            covered = Int(token.end)
        }
        requireWhitespace(bytes, covered..<bytes.count)
        // Pairs go both ways, between an opener and a later closer of its kind, but for the
        // empty error token that ends an unterminated string and the interpolations open in it.
        let closers: [TokenKind: TokenKind] = [.leftParen: .rightParen, .leftBracket: .rightBracket, .leftBrace: .rightBrace,
                                               .interpolationStart: .interpolationEnd, .stringStart: .stringEnd]
        for (index, token) in tokens.enumerated() where token.partner >= 0 {
            let partner = Int(token.partner)
            require(partner < tokens.count, "token \(index)'s partner is past the last token")
            require(Int(tokens[partner].partner) == index || tokens[partner].kind == .error, "token \(index)'s pair is one-way")
            if partner > index, let closer = closers[token.kind] {
                let other = tokens[partner]
                require(other.kind == closer || other.kind == .error && other.length == 0, "\(token.kind) paired with \(other.kind)")
            }
        }
    }

    private static func requireWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) {
        for offset in gap {
            let byte = bytes[offset]
            if [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x00].contains(byte) { continue }
            // A non-breaking space (C2 A0), and a byte order mark at the start.
            if byte == 0xC2, offset + 1 < bytes.count, bytes[offset + 1] == 0xA0 { continue }
            if byte == 0xA0, offset > 0, bytes[offset - 1] == 0xC2 { continue }
            if offset < 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { continue }
            fail("byte \(byte) at \(offset) is in no token")
        }
    }

    /// The command line's text check agrees with the standard library's UTF-8 validation.
    static func checkTextCheck(_ bytes: UnsafeBufferPointer<UInt8>) {
        let isText = !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
        require((TextCheck.problem(in: bytes) == nil) == isText, "TextCheck disagrees with UTF-8 validation")
    }

    /// The relevance filter's pass over the identifiers that start with a capital (the App
    /// Intents names all do) answers as the pass over every identifier.
    static func checkNameMentions(_ bytes: UnsafeBufferPointer<UInt8>) {
        require(markers.occurFromCapitals(in: bytes) == markers.occurInAnyIdentifier(in: bytes), "the App Intents name filters disagree")
    }

    static let markers = NameMentions(AppIntentsFamily.markerNames, includingDirectives: true)

    /// JSON output parses, and writing what was parsed gives the same text back.
    static func checkRoundTrip(_ text: String, _ what: String) {
        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse(Array(text.utf8), path: what)
        } catch {
            fail("\(what) is not valid JSON: \(error.description)")
        }
        require(parsed.serialized() == text, "\(what) does not survive a round trip through a JSON parser")
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        fatalError("fuzz invariant: \(message)")
    }
}
