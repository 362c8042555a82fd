import Testing
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintVerify
import IntentLintCore
import IntentLintTestSupport

/// Reading the App Intents diagnostics of `xcodebuild` logs, and nothing else.
@Suite struct BuildLogReaderTests {
    private func log(_ name: String) throws -> BuildLog {
        BuildLogReader.read(try VerifyFixtures.bytes("Logs/\(name).log"))
    }

    @Test func aHaltedExportIsReportedThoughTheBuildSucceeded() throws {
        let log = try log("halting")
        #expect(log.buildSucceeded == true)
        #expect(log.stepCount == 2)
        #expect(log.halts == [BuildLog.Halt(target: "Notes", logLine: 27,
            message: "At least one halting error produced during export. No AppIntents metadata have been exported and this target is not usable with AppIntents until errors are resolved.")])
        // Printed twice, reported once; the compiler's warning is another step's.
        #expect(log.diagnostics == [BuildLog.Diagnostic(
            severity: .error, message: "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.",
            file: "/Users/ci/work/Notes/Notes/NotesShortcuts.swift", location: IntentLintSupport.SourceLocation(line: 9, column: 17),
            step: .extractMetadata, target: "Notes", logLine: 25)])
    }

    @Test func warningsOfEveryAppIntentsStepAreKeptAndOtherStepsIgnored() throws {
        let log = try log("nonhalting")
        #expect(log.halts.isEmpty && log.buildSucceeded == true)
        #expect(log.diagnostics.map(\.severity) == [.warning, .warning, .warning])
        #expect(log.diagnostics.map(\.step) == [.extractMetadata, .extractMetadata, .validateShortcutStrings])
        #expect(log.diagnostics.map(\.target) == ["NotesKit", "Notes", "Notes"])
        #expect(log.diagnostics[0].file == nil && log.diagnostics[0].message == "Metadata extraction skipped. No AppIntents.framework dependency found.")
        // A strings file diagnostic with a line and no column.
        #expect(log.diagnostics[2].file == "/Users/ci/work/Notes/Notes/en.lproj/AppShortcuts.strings")
        #expect(log.diagnostics[2].location == IntentLintSupport.SourceLocation(line: 4, column: 1))
        #expect(!log.diagnostics.contains { $0.message.contains("not an App Intents step") || $0.message.contains("deprecated") })
    }

    @Test func aQuietLogIsReadByTheMessagesTheToolsPrint() throws {
        let log = try log("quiet")
        #expect(log.stepCount == 0)
        #expect(log.diagnostics.map(\.message) == ["'LocalizedStringResource' must be initialized with a call to its initializer or a string literal"])
        #expect(log.diagnostics[0].target == "Notes")
        #expect(log.halts.map(\.target) == ["Notes"])
    }

    @Test func aCleanLogHasNothing() throws {
        let log = try log("clean")
        #expect(log.diagnostics.isEmpty && log.halts.isEmpty && log.stepCount == 1 && log.buildSucceeded == true)
    }

    @Test func findingsPointAtTheFileTheDiagnosticNamesOrTheLogLine() throws {
        let findings = BuildLogReport.findings(try log("halting"), logPath: "build.log") { path in
            Paths.relative(path, to: "/Users/ci/work/Notes")
        }
        #expect(findings.map(\.ruleIdentifier) == ["metadata-export-halted", "app-intents-build-error"])
        #expect(findings[0].file == "build.log" && findings[0].location == IntentLintSupport.SourceLocation(line: 27, column: 1) && findings[0].severity == .error)
        #expect(findings[0].message.contains("target 'Notes' halted") && findings[0].message.contains("although the build reports success"))
        #expect(findings[1].file == "Notes/NotesShortcuts.swift" && findings[1].location == IntentLintSupport.SourceLocation(line: 9, column: 17))
        #expect(findings[1].message == "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it (ExtractAppIntentsMetadata of target 'Notes')")
        #expect(findings[1].related == [RelatedLocation(file: "build.log", location: IntentLintSupport.SourceLocation(line: 25, column: 1), message: "in the build log")])

        let warnings = BuildLogReport.findings(try log("nonhalting"), logPath: "build.log")
        #expect(warnings.map(\.severity) == [.warning, .warning, .warning])
        #expect(warnings[0].file == "build.log" && warnings[0].location.line == 8)
    }

    @Test func diagnosticLinesAreParsedInEveryShape() {
        let cases: [(String, String?, IntentLintSupport.SourceLocation?, Severity, String)] = [
            ("/a/B.swift:12:5: error: Bad", "/a/B.swift", IntentLintSupport.SourceLocation(line: 12, column: 5), .error, "Bad"),
            ("/a/B.swift:12: warning: Meh", "/a/B.swift", IntentLintSupport.SourceLocation(line: 12, column: 1), .warning, "Meh"),
            ("/My Apps/B.swift:3:1: note: See here", "/My Apps/B.swift", IntentLintSupport.SourceLocation(line: 3, column: 1), .note, "See here"),
            ("AppShortcuts.strings: error: Malformed AppShortcuts.strings file", "AppShortcuts.strings", nil, .error, "Malformed AppShortcuts.strings file"),
            ("error: At once (in target 'App' from project 'App')", nil, nil, .error, "At once"),
        ]
        for (line, file, location, severity, message) in cases {
            let parsed = BuildLogReader.diagnostic(Substring(line))
            #expect(parsed?.file == file && parsed?.location == location && parsed?.severity == severity && parsed?.message == message, "\(line)")
        }
        // Prose is not a diagnostic: what precedes `: error:` must look like a path.
        for prose in ["Writing Metadata.appintents", "The task: error: was here", "note that: warning: this is prose", "error:", ""] {
            #expect(BuildLogReader.diagnostic(Substring(prose)) == nil, "\(prose)")
        }
        #expect(BuildLogReader.stepHeader("ExtractAppIntentsMetadata (in target 'A B' from project 'P')")?.target == "A B")
        #expect(BuildLogReader.stepHeader("    cd /x (in target 'A' from project 'P')") == nil)
        #expect(BuildLogReader.withoutToolPrefix("2026-05-14 09:12:40.118 appshortcutstringsprocessor[1:2] warning: x") == ("appshortcutstringsprocessor", "warning: x"))
    }

    @Test func anyBytesAreALog() {
        var random = SeededRandom(seed: 19)
        for _ in 0..<200 {
            let bytes = (0..<random.next(below: 400)).map { _ in UInt8(random.next(below: 256)) }
            let log = BuildLogReader.read(bytes + Array("\nExtractAppIntentsMetadata (in target 'T' from project 'P')\n".utf8) + bytes)
            #expect(log.stepCount >= 1)
        }
        let crlf = BuildLogReader.read(Array("ExtractAppIntentsMetadata (in target 'T' from project 'P')\r\n/x/A.swift:1:2: error: E\r\n".utf8))
        #expect(crlf.diagnostics.map(\.message) == ["E"])
    }
}
