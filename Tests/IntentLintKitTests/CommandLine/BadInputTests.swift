import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// Whatever the input, the tool answers with a one-line message naming the path, flag or
/// file, exit status 2 where it cannot go on, and never crashes or loses an output.
@Suite(.serialized) struct BadInputTests {
    static let cleanIntent = """
        import AppIntents
        struct OrderSoupIntent: AppIntent {
            static var title: LocalizedStringResource = "Order Soup"
        }
        """

    static let brokenIntent = """
        import AppIntents
        struct OrderSoupIntent: AppIntent {
            static var title: LocalizedStringResource = makeTitle()
        }
        """

    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    /// Exactly one line on standard error, and it mentions `needle`.
    private func expectOneLineError(_ run: ExecutableRunner.Run, mentioning needle: String,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.status == 2, sourceLocation: sourceLocation)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errors.contains(needle), "stderr: \(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errors.hasPrefix("lint-intents: error: "), sourceLocation: sourceLocation)
    }

    @Test func nonexistentPathIsAUsageError() throws {
        try withRunner { runner in
            expectOneLineError(try runner.run(["lint", "Sources/Missing"]), mentioning: "no such file or directory: Sources/Missing")
            expectOneLineError(try runner.run(["manifest", "Missing.swift"]), mentioning: "Missing.swift")
        }
    }

    /// A path named that is there but cannot be read is named as such, never as missing: a
    /// link that loops here (a folder without permission cannot stop root, who runs these tests;
    /// Tests/Shell/real-app.sh checks that case as another user).
    @Test func aPathThatCannotBeReadIsSaidSoNotCalledMissing() throws {
        try withRunner { runner in
            try FileManager.default.createSymbolicLink(atPath: runner.folder.path + "/Loop.swift", withDestinationPath: "Loop.swift")
            for arguments in [["lint", "Loop.swift"], ["Loop.swift"], ["manifest", "Loop.swift"], ["lint", "--context", ".", "Loop.swift"]] {
                let run = try runner.run(arguments)
                expectOneLineError(run, mentioning: "cannot read Loop.swift: Too many levels of symbolic links")
            }
            expectOneLineError(try runner.run(["lint", "--config", "Loop.swift", "."]), mentioning: "cannot read Loop.swift: Too many levels of symbolic links (the configuration)")
        }
    }

    /// A folder with no Swift file is a warning, so that a CI step run in the wrong folder says
    /// so, and `--strict` (or `"strict": true`) fails on it.
    @Test func aFolderWithNoSwiftFileIsAWarningThatStrictFailsOn() throws {
        try withRunner { runner in
            try runner.write("Docs/README.md", "# not Swift")
            try runner.write("App/Intent.swift", Self.cleanIntent)
            let lenient = try runner.run(["lint", "Docs/"])
            #expect(lenient.status == 0)
            // In the report, and counted in the summary line.
            #expect(lenient.output == "Docs: warning: no Swift file found\n", "\(lenient.output)")
            #expect(lenient.errors.hasSuffix(": 0 errors, 0 warnings; 1 input warning.\n"), "\(lenient.errors)")
            let strict = try runner.run(["lint", "--strict", "App", "Docs"])
            #expect(strict.status == 1)
            #expect(strict.output.contains("Docs: warning: no Swift file found\n"))
            #expect(!strict.output.contains("App: warning"))
            #expect(strict.errors.hasSuffix(": 0 errors, 0 warnings; 1 input warning, which fails --strict.\n"), "\(strict.errors)")
            try runner.write("Docs/.lint-intents.json", "{\"strict\": true}")
            #expect(try runner.run(["lint", "."], in: "Docs").status == 1)

            // Swift files the configuration leaves out are not "none found", and not linted either.
            try runner.write(".lint-intents.json", "{\"excluded\": [\"App\"]}")
            let excluded = try runner.run(["lint", "App"])
            #expect(excluded.status == 0)
            #expect(excluded.output.contains("App: warning: none of its Swift files is linted: no target compiles them, or the configuration excludes them"), "\(excluded.output)")
        }
    }

    @Test func unknownFlagsAndBadValuesNameTheFlag() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.cleanIntent)
            expectOneLineError(try runner.run(["lint", "--frobnicate", "App"]), mentioning: "'--frobnicate'")
            expectOneLineError(try runner.run(["lint", "--reporter", "xml", "App"]), mentioning: "'xml'")
            expectOneLineError(try runner.run(["lint", "--jobs", "0", "App"]), mentioning: "'--jobs'")
            expectOneLineError(try runner.run(["lint", "App", "--output"]), mentioning: "'--output' needs a value")
            expectOneLineError(try runner.run(["manifest", "--strict", "App"]), mentioning: "'--strict'")
        }
    }

    @Test func invalidOrWrongTypedConfigurationNamesTheFile() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.cleanIntent)
            try runner.write(".lint-intents.json", "{\"excluded\": [\"Sources\",}")
            expectOneLineError(try runner.run(["lint", "App"]), mentioning: ".lint-intents.json: invalid JSON")
            try runner.write(".lint-intents.json", "{\"strict\": \"yes\"}")
            expectOneLineError(try runner.run(["lint", "App"]), mentioning: "'strict' must be true or false")
            try runner.write(".lint-intents.json", "{\"disabled_rules\": [\"non-constant-metadat\"]}")
            expectOneLineError(try runner.run(["lint", "App"]), mentioning: "did you mean 'non-constant-metadata'")
            expectOneLineError(try runner.run(["lint", "--config", "missing.json", "App"]), mentioning: "missing.json")
        }
    }

    /// An output in a folder that is not there yet gets its folders, as `mkdir -p` would; one
    /// whose folder cannot be made (a file is in the way) is a one-line error naming it.
    @Test func outputInAMissingFolderMakesTheFolder() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.cleanIntent)
            for arguments in [["lint", "--output", "new/a/report.txt", "App"], ["lint", "--report", "sarif:new/b/report.sarif", "App"],
                              ["manifest", "--output", "new/c/manifest.json", "App"], ["lint", "--write-baseline", "new/d/baseline.json", "App"],
                              ["lint", "--summary-output", "new/e/summary.json", "App"]] {
                let run = try runner.run(arguments)
                #expect(run.status == 0, "\(arguments): \(run.errors)")
            }
            for file in ["new/a/report.txt", "new/b/report.sarif", "new/c/manifest.json", "new/d/baseline.json", "new/e/summary.json"] {
                #expect(FileSystem.kind(of: runner.folder.appendingPathComponent(file).path) == .file, "\(file)")
            }
            try runner.write("blocked", "a file where a folder would go")
            expectOneLineError(try runner.run(["lint", "--output", "blocked/report.txt", "App"]), mentioning: "cannot write blocked/report.txt: cannot create its folder")
        }
    }

    @Test func aFailedRunLeavesThePreviousOutputsIntact() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.cleanIntent)
            #expect(try runner.run(["manifest", "--output", "manifest.json", "App"]).status == 0)
            let manifest = try runner.read("manifest.json")
            #expect(manifest.contains("\"OrderSoupIntent\""))
            #expect(try runner.run(["lint", "--output", "report.json", "--reporter", "json", "App"]).status == 0)
            let report = try runner.read("report.json")

            // The same outputs from runs that fail part-way: the old files stay as they were,
            // and no temporary file is left beside them.
            try runner.write(".lint-intents.json", "{\"reporter\": 3}")
            #expect(try runner.run(["lint", "--output", "report.json", "App"]).status == 2)
            #expect(try runner.run(["manifest", "--output", "manifest.json", "App", "Missing"]).status == 2)
            #expect(try runner.read("manifest.json") == manifest)
            #expect(try runner.read("report.json") == report)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: runner.folder.path).filter { $0.hasSuffix(".tmp") }
            #expect(leftovers.isEmpty)
        }
    }

    @Test func unreadableAndUndecodableFilesAreReportedAndTheRestGoesOn() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.brokenIntent)
            try runner.write("App/Binary.swift", Data([0x73, 0x74, 0x00, 0x01, 0xFF, 0x00]))
            try runner.write("App/Latin1.swift", Data("let café = 1".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }))
            try FileManager.default.createSymbolicLink(atPath: runner.folder.appendingPathComponent("App/Gone.swift").path,
                                                       withDestinationPath: "Nowhere.swift")
            let run = try runner.run(["lint", "App"])
            #expect(run.status == 1)
            #expect(run.output.contains("App/Binary.swift:1:1: warning: skipped: not a text file (contains NUL bytes), so nothing it declares is linted or in a manifest [unreadable-file]"))
            // At the line and column of the first byte that is not UTF-8, where an editor goes.
            #expect(run.output.contains("App/Latin1.swift:1:8: warning: skipped: not valid UTF-8 here (byte 7), so nothing the file declares is linted or in a manifest [unreadable-file]"))
            #expect(run.output.contains("App/Gone.swift:1:1: warning: cannot read file: No such file or directory [unreadable-file]"))
            #expect(run.output.contains("App/Intent.swift:3:49: error:"))
            #expect(run.errors.contains("Linted 4 files"))
        }
    }

    @Test func foldersNamedLikeSwiftFilesAndLinkLoopsAreWalkedOnce() throws {
        try withRunner { runner in
            try runner.write("App/Odd.swift/Intent.swift", Self.brokenIntent)
            try FileManager.default.createSymbolicLink(atPath: runner.folder.appendingPathComponent("App/Odd.swift/Loop").path,
                                                       withDestinationPath: "..")
            let run = try runner.run(["lint", "App"])
            #expect(run.status == 1)
            #expect(run.output.split(separator: "\n").count == 1, "output: \(run.output)")
            #expect(run.output.hasPrefix("App/Odd.swift/Intent.swift:3:49: error:"))
            // Named directly, a folder called `*.swift` is a folder.
            #expect(try runner.run(["lint", "App/Odd.swift"]).status == 1)
        }
    }

    @Test func hostileSourcesLintWithoutCrashing() throws {
        try withRunner { runner in
            try runner.write("App/UnterminatedString.swift", "struct A: AppIntent {\n    static var title: LocalizedStringResource = \"Order")
            try runner.write("App/UnterminatedComment.swift", "struct B: AppIntent { /* never closed\n")
            try runner.write("App/UnterminatedRaw.swift", "let s = #\"\"\"\nnot closed\n")
            try runner.write("App/DeepParentheses.swift", "let x = " + String(repeating: "(", count: 200_000) + "1")
            try runner.write("App/DeepBraces.swift", String(repeating: "struct S: AppIntent {", count: 5_000) + String(repeating: "{", count: 200_000))
            try runner.write("App/DeepInterpolation.swift", "let s = " + String(repeating: "\"\\(", count: 20_000))
            try runner.write("App/Empty.swift", "")
            let run = try runner.run(["lint", "App"])
            #expect(run.status == 0 || run.status == 1, "stderr: \(run.errors)")
            #expect(run.errors.contains("Linted 7 files"))
            #expect(try runner.run(["manifest", "App"]).status == 0)
        }
    }

    @Test func anEmptyFolderLintsCleanly() throws {
        try withRunner { runner in
            try FileManager.default.createDirectory(at: runner.folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
            let run = try runner.run(["lint", "Empty"])
            #expect(run.status == 0)
            #expect(run.errors.contains("Linted 0 files"))
        }
    }
}
