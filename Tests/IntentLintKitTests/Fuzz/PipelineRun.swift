import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintSyntax
@testable import IntentLintManifest
@testable import IntentLintRules
@testable import IntentLintReporting
@testable import IntentLintDiscovery
@testable import IntentLintMetadata
import IntentLintCore
@testable import IntentLintEngine

/// Sources run through everything the fuzz target (Fuzz/FuzzTarget.swift) runs, with the
/// same checks: tokens and comments account for every byte, findings land inside their
/// files, the manifest's JSON parses back to the same text, and the text and GitHub reports
/// have one line per finding.
struct PipelineRun {
    let files: [FileSyntax]
    let result: Linter.Result
    /// Every reporter's output, by identifier.
    let reports: [String: String]
    /// The app rules' findings, with the module as a whole app.
    let appFindings: [Finding]

    var manifest: Manifest { result.manifest }
    var findings: [Finding] { result.findings }

    init(_ sources: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.init(sources, sourceLocation: sourceLocation)
    }

    init(_ sources: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var files: [FileSyntax] = []
        for (position, source) in sources.enumerated() {
            let bytes = Array(source.utf8)
            if let problem = PipelineRun.tokenProblem(bytes) {
                Issue.record("file \(position): \(problem)", sourceLocation: sourceLocation)
            }
            files.append(DeclarationScanner.scan(bytes, path: "File\(position).swift", codeBodies: .rules))
        }
        self.files = files
        let lines = SourceLines(contents: Dictionary(uniqueKeysWithValues: zip(files.map(\.displayPath), sources.map { Array($0.utf8) })))
        result = Linter(enabledRuleIdentifiers: RuleRegistry.allIdentifiers).lint(ScannedModule(name: "Fuzzed", files: files),
                                                                                  lineText: lines.text)
        for finding in result.findings {
            let lineCount = files.first { $0.displayPath == finding.file }?.lineCount ?? 0
            #expect(finding.location.line >= 1 && finding.location.line <= lineCount && finding.location.column >= 1,
                    "\(finding.ruleIdentifier) at \(finding.location) in a file of \(lineCount) lines", sourceLocation: sourceLocation)
        }
        // As the fuzz target does: the module as a whole app, for the app rules.
        var app = ScannedModule(name: "Fuzzed", files: files, kind: .app)
        app.isComplete = true
        let (appManifest, appIndex) = ManifestBuilder.build(app)
        let member = AppMember(id: "Fuzzed", role: .app, manifest: appManifest, index: appIndex, syntax: app, dependencies: [])
        let definition = AppDefinition(id: "Fuzzed", name: "Fuzzed", members: [.init(module: "Fuzzed", role: .app)], unresolved: [])
        appFindings = AppLinter.check(AppLintContext(app: definition, members: [member]), enabledRuleIdentifiers: RuleRegistry.allIdentifiers).findings
        for finding in appFindings {
            let lineCount = files.first { $0.displayPath == finding.file }?.lineCount ?? 0
            #expect(finding.location.line >= 1 && finding.location.line <= lineCount && finding.location.column >= 1,
                    "\(finding.ruleIdentifier) at \(finding.location) in a file of \(lineCount) lines", sourceLocation: sourceLocation)
        }
        let manifestText = result.manifest.json.serialized()
        #expect((try? JSONValue.parse(Array(manifestText.utf8), path: "manifest").serialized()) == manifestText,
                "the manifest does not survive a round trip through a JSON parser", sourceLocation: sourceLocation)
        // Apple's metadata of the module compares equal to its own text, and its problems are at
        // places in the files.
        let (manifest, index) = ManifestBuilder.build(ScannedModule(name: "Fuzzed", files: files))
        let document = MetadataWriter.document(manifest, index: index, settings: MetadataBuildSettings())
        if let parsed = try? LocatedJSON.parse(Array(AppleJSONText.compact(document.json).utf8)) {
            let itself = MetadataLeafComparison.compare(exported: parsed, written: document.json)
            #expect(itself.differences.isEmpty, "\(itself.summary)", sourceLocation: sourceLocation)
        } else {
            Issue.record("the metadata lint-intents writes is not JSON", sourceLocation: sourceLocation)
        }
        for problem in document.problems {
            #expect(!problem.message.contains("\n") && !problem.message.contains("\r"), "\(problem.message)", sourceLocation: sourceLocation)
        }
        for place in document.problems.compactMap(\.place) {
            let lineCount = files.first { $0.path == place.file }?.lineCount ?? 0
            #expect(place.line >= 1 && place.line <= lineCount, "metadata problem at \(place.location)", sourceLocation: sourceLocation)
        }
        let report = LintReport(findings: result.findings, rules: RuleRegistry.allDescriptions, fileCount: files.count,
                                duration: 0, workingDirectory: "/fuzz")
        reports = Dictionary(uniqueKeysWithValues: Reporters.all.map { ($0.identifier, $0.render(report)) })
        for identifier in [TextReporter.identifier, GitHubActionsReporter.identifier] {
            let lineCount = reports[identifier]?.utf8.count(where: { $0 == 0x0A || $0 == 0x0D })
            #expect(lineCount == result.findings.count, "\(identifier): one line per finding", sourceLocation: sourceLocation)
        }
    }

    /// What is wrong with the tokens and comments of `bytes`, if anything: out of order,
    /// overlapping, out of bounds, or leaving a byte that is not whitespace outside them.
    static func tokenProblem(_ bytes: [UInt8]) -> String? {
        let (tokens, comments) = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        let all = (tokens + comments).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        var covered = 0
        for token in all {
            guard Int(token.start) >= covered, token.end >= token.start, Int(token.end) <= bytes.count else {
                return "\(token.kind) at \(token.start)..<\(token.end) overlaps or is out of bounds"
            }
            if let offset = firstNonWhitespace(bytes, covered..<Int(token.start)) { return "byte \(bytes[offset]) at \(offset) is in no token" }
            covered = Int(token.end)
        }
        return firstNonWhitespace(bytes, covered..<bytes.count).map { "byte \(bytes[$0]) at \($0) is in no token" }
    }

    private static func firstNonWhitespace(_ bytes: [UInt8], _ gap: Range<Int>) -> Int? {
        gap.first { offset in
            let byte = bytes[offset]
            let isNonBreakingSpace = (byte == 0xC2 && offset + 1 < bytes.count && bytes[offset + 1] == 0xA0)
                || (byte == 0xA0 && offset > 0 && bytes[offset - 1] == 0xC2)
            let isByteOrderMark = offset < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
            return ![0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x00].contains(byte) && !isNonBreakingSpace && !isByteOrderMark
        }
    }
}
