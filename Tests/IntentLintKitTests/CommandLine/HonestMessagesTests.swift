import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// The messages a new user meets first: a path that is not there, a command or option
/// mistyped, a project or configuration that does not say what it seems to.
@Suite(.serialized) struct HonestMessagesTests {
    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    /// One line on standard error, exit status 2, holding `message`.
    private func expectError(_ run: ExecutableRunner.Run, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.status == 2, "\(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errors.contains(message), "\(run.errors)", sourceLocation: sourceLocation)
    }

    @Test func aMissingPathIsSaidTheSameWayByEveryCommand() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", BadInputTests.cleanIntent)
            for arguments in [["lint", "Missing"], ["manifest", "Missing"], ["modules", "Missing"], ["diff", "Missing", "App"], ["Missing/Folder"],
                              ["Missing.swift"]] {
                expectError(try runner.run(arguments), "lint-intents: error: no such file or directory: \(arguments.count == 1 ? arguments[0] : "Missing")")
            }
            expectError(try runner.run(["lint", "--config", "missing.json", "App"]), "no such file or directory: missing.json (the configuration)")
            expectError(try runner.run(["rules", "--config", "missing.json"]), "no such file or directory: missing.json (the configuration)")
            expectError(try runner.run(["lint", "--baseline", "missing.json", "App"]), "no such file or directory: missing.json (the baseline)")
            expectError(try runner.run(["diff", "--baseline", "missing.json", "App", "App"]), "no such file or directory: missing.json (the baseline)")
            expectError(try runner.run(["lint", "--modules-file", "missing.json"]), "no such file or directory: missing.json (the module list)")
            expectError(try runner.run(["lint", "--context", "App", "App/Gone.swift"]), "no such file or directory: App/Gone.swift (with --context")
        }
    }

    @Test func helpForAnUnknownCommandIsAUsageError() throws {
        try withRunner { runner in
            expectError(try runner.run(["help", "frobnicate"]), "no command named 'frobnicate' (the commands are lint, manifest, metadata, diff, verify, modules, rules, install-hook, completion)")
            expectError(try runner.run(["help", "lnt"]), "did you mean 'lint'?")
            expectError(try runner.run(["lnt"]), "unknown command 'lnt', and no such file or directory: lnt; did you mean 'lint'?")
            #expect(try runner.run(["help", "lint"]).status == 0)
            #expect(try runner.run(["help", "help"]).status == 0)
        }
    }

    @Test func didYouMeanSuggestsTheCommandsOwnOptionsFirst() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", BadInputTests.cleanIntent)
            // Written as `manifest` takes it: lint's own option ends the same way.
            expectError(try runner.run(["lint", "--output-dir", "out", "App"]),
                        "unknown option '--output-dir' for 'lint' (it is an option of 'manifest'); did you mean '--manifest-output-dir'?")
            // Nothing of manifest's own is close: where the option is, is the help.
            expectError(try runner.run(["manifest", "--strict", "App"]), "unknown option '--strict' for 'manifest' (it is an option of 'lint', 'metadata', 'diff' and 'verify')")
            expectError(try runner.run(["lint", "--contxt", "App"]), "unknown option '--contxt'; did you mean '--context'?")
            expectError(try runner.run(["diff", "--fix", "App", "App"]), "unknown option '--fix' for 'diff' (it is an option of 'lint')")
        }
    }

    @Test func aTruncatedPackageManifestIsAOneLineWarning() throws {
        try withRunner { runner in
            try runner.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\"")
            try runner.write("Sources/App/Intent.swift", BadInputTests.brokenIntent)
            let run = try runner.run(["lint", "."])
            #expect(run.status == 1, "its files are still linted")
            #expect(run.output.split(separator: "\n").first == "Package.swift:3:22: warning: cannot read it (the `(` is never closed: is the file cut short?); its Swift files are linted as one folder module")
        }
    }

    @Test func anIncludedPatternThatMatchesNothingIsAWarning() throws {
        try withRunner { runner in
            try runner.write("Sources/App/Intent.swift", BadInputTests.cleanIntent)
            try runner.write(".lint-intents.json", #"{"included": ["Sources/**", "Sourcs/**"]}"#)
            let run = try runner.run(["lint"])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix(".lint-intents.json: warning: the 'included' pattern 'Sourcs/**' matches no file, so it adds nothing to lint\n"), "\(run.output)")
            // A run over one folder need not meet every pattern.
            #expect(!(try runner.run(["lint", "Sources/App"]).errors.contains("matches no file")))
        }
    }
}
