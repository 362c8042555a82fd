import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// `lint-intents verify` as CI runs it: exit statuses, one-line errors, standard input, every
/// reporter, and `rules --verify`.
@Suite(.serialized) struct VerifyCommandTests {
    private func withRunner(_ fixtures: [String], _ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        for path in fixtures {
            let destination = runner.folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: VerifyFixtures.directory + "/" + path, toPath: destination.path)
        }
        try body(runner)
    }

    @Test func theExitStatusSaysWhetherTheProductAgrees() throws {
        try withRunner(["Notes", "Products/iOS/Notes.app", "Exports/Dropped", "Exports/Malformed", "Logs"]) { runner in
            let agreeing = try runner.run(["verify", "--metadata", "Products/iOS/Notes.app", "Notes"])
            #expect(agreeing.status == 0 && agreeing.output.isEmpty, "\(agreeing.errors)")
            #expect(agreeing.errors.hasPrefix("Verified 1 module against 1 metadata file in "))

            let dropped = try runner.run(["verify", "--metadata", "Exports/Dropped/extract.actionsdata", "Notes"])
            #expect(dropped.status == 1)
            #expect(dropped.output.hasPrefix("Notes/NoteIntents.swift:14:1: error: Intent `CreateNoteIntent` is declared here but missing from the exported metadata"))

            let malformed = try runner.run(["verify", "--metadata", "Exports/Malformed", "Notes"])
            #expect(malformed.status == 2 && malformed.output.isEmpty)
            #expect(malformed.errors.hasPrefix("lint-intents: error: Exports/Malformed/extract.actionsdata: invalid JSON at line 1, column "))
            #expect(malformed.errors.split(separator: "\n").count == 1)

            let both = try runner.run(["verify", "--metadata", "Products/iOS/Notes.app", "--build-log", "Logs/halting.log", "--quiet", "Notes"])
            #expect(both.status == 1 && both.errors.isEmpty)
            #expect(both.output.contains("Logs/halting.log:27:1: error: The App Intents metadata export of target 'Notes' halted"))
        }
    }

    @Test func theBuildLogIsReadFromStandardInput() throws {
        try withRunner(["Logs"]) { runner in
            let process = Process()
            process.executableURL = ExecutableRunner.executable
            process.arguments = ["verify", "--build-log", "-", "--reporter", "github"]
            process.currentDirectoryURL = runner.folder
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data(try VerifyFixtures.bytes("Logs/halting.log")))
            try input.fileHandleForWriting.close()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1)
            #expect(text.contains("::error file=<stdin>,line=27,col=1,title=metadata-export-halted::"), "\(text)")
        }
    }

    @Test(arguments: ["text", "json", "sarif", "github", "junit", "markdown"])
    func everyReporterRendersVerifyFindings(reporter: String) throws {
        try withRunner(["Notes", "Exports/Changed", "Logs"]) { runner in
            let run = try runner.run(["verify", "--metadata", "Exports/Changed", "--build-log", "Logs/nonhalting.log",
                                      "--reporter", reporter, "--quiet", "Notes"])
            #expect(run.status == 1, "\(run.errors)")
            #expect(run.output.contains("intent-differs") && run.output.contains("app-intents-build-warning"), "\(reporter): \(run.output)")
            #expect(run.output.contains("Exports/Changed/extract.actionsdata"))
            if reporter == "sarif" {
                #expect(try SARIFSchema.problems(in: run.output).isEmpty)
                #expect(try GitHubCodeScanning.problems(in: run.output).isEmpty)
            }
            if reporter == "json" || reporter == "sarif" {
                _ = try JSONValue.parse(Array(run.output.utf8), path: reporter)
            }
        }
    }

    @Test func theChecksAreListedAndConfigurable() throws {
        try withRunner([]) { runner in
            let list = try runner.run(["rules", "--verify"])
            #expect(list.status == 0)
            for id in ["intent-not-exported", "intent-only-in-export", "parameter-differs", "metadata-export-halted", "app-intents-build-warning"] {
                #expect(list.output.contains(id))
            }
            let json = try runner.run(["rules", "--verify", "--json"])
            #expect(json.output.contains("\"id\": \"module-not-exported\""))
            #expect(try runner.run(["rules", "--verify", "--changes"]).status == 2)
            try runner.write(".lint-intents.json", #"{"disabled_rules": ["metadata-export-halted"]}"#)
            let configured = try runner.run(["rules", "--verify"])
            #expect(configured.output.contains("metadata-export-halted") && configured.output.split(separator: "\n").contains { $0.hasPrefix("metadata-export-halted") && $0.contains(" off ") })
        }
    }

    @Test func helpAndUsageMistakes() throws {
        try withRunner([]) { runner in
            let help = try runner.run(["verify", "--help"])
            #expect(help.status == 0 && help.output.contains("USAGE: lint-intents verify --metadata PATH"))
            #expect(try runner.run(["help"]).output.contains("verify        Check what Xcode's build exported"))
            let nothing = try runner.run(["verify"])
            #expect(nothing.status == 2 && nothing.errors.contains("verify needs what the build wrote"))
        }
    }
}
