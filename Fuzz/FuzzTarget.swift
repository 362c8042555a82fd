// The libFuzzer entry point. Not part of the package: Fuzz/run.sh compiles it together with
// the sources of IntentLintKit into one module, so it can check internal invariants too.

/// Runs one input through everything that reads source bytes: the lexer, the scanner,
/// the manifest builder, the rules, manifest serialization and every reporter; and its last
/// file through what reads Xcode's output: the exported-metadata reader and its comparison with
/// the fuzzed module, and the build-log reader. Traps (and so reports a crash) when a result is
/// not sane, not only when the code itself traps.
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
                let file = DeclarationScanner.scan(buffer, path: "Sources/File\(position).swift")
                // The lexer counts lines as it passes them; a plain count of breaks must agree.
                require(TokenizedSource.withSource(buffer) { $0.lines } == LineTable(buffer), "line starts")
                require(file.lineCount == LineTable(buffer).lineCount, "line count")
                syntax.append(file)
            }
        }
        let module = ScannedModule(name: "Fuzzed", files: syntax)
        let lines = SourceLines(contents: Dictionary(uniqueKeysWithValues: zip(syntax.map(\.displayPath), files)))
        let linter = Linter(enabledRuleIdentifiers: RuleRegistry.allIdentifiers)
        let result = linter.lint(module, lineText: lines.text)
        for finding in result.findings {
            guard let file = syntax.first(where: { $0.displayPath == finding.file }) else {
                fail("finding in unknown file \(finding.file)")
            }
            require((1...file.lineCount).contains(finding.location.line) && finding.location.column >= 1,
                    "finding at \(finding.location) in a file of \(file.lineCount) lines")
        }
        checkRoundTrip(result.manifest.json.serialized(), "manifest")
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
        checkXcodeOutput(files.last ?? [], against: SourceModule(id: "Fuzzed", name: "Fuzzed", manifest: result.manifest))
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

    /// Tokens and comments come in order, within the file, and with whitespace account for
    /// every byte.
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
