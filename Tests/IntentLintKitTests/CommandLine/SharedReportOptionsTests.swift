import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// `lint`, `diff` and `verify` report alike, as a user sees it: the same report options, the
/// same baseline (read, recorded, the configuration's when none is named, counted in the
/// summary), the same `--quiet` and `--strict`. Each case runs all three.
@Suite(.serialized) struct SharedReportOptionsTests {
    /// Each command, over sources that give it findings that fail the run.
    static let commands: [(name: String, arguments: [String])] = [
        ("lint", ["lint", "App"]),
        ("diff", ["diff", "old", "new"]),
        ("verify", ["verify", "--metadata", "Exports/Changed", "Notes"]),
    ]

    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try runner.write("App/Intent.swift", BadInputTests.brokenIntent)
        try runner.write("old/Intent.swift", BadInputTests.cleanIntent)
        try runner.write("new/Other.swift", "import AppIntents\n")
        for path in ["Notes", "Exports/Changed"] {
            let destination = runner.folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: VerifyFixtures.directory + "/" + path, toPath: destination.path)
        }
        try body(runner)
    }

    /// The command's arguments with `options` before its paths.
    private static func arguments(_ command: [String], _ options: [String]) -> [String] {
        [command[0]] + options + command.dropFirst()
    }

    @Test func everyCommandListsAndTakesEveryReportOption() throws {
        try withRunner { runner in
            for command in Self.commands {
                let help = try runner.run([command.name, "--help"])
                for option in ["--reporter", "--output", "--report", "--color", "--strict", "--baseline", "--write-baseline", "--quiet"] {
                    #expect(help.output.contains("  " + option) || help.output.contains(", " + option), "\(command.name) --help lacks \(option)")
                }
                // `--report FORMAT:PATH` writes what `--reporter FORMAT` prints, verify's too.
                let run = try runner.run(Self.arguments(command.arguments, ["--report", "sarif:\(command.name).sarif"]))
                #expect(run.status == 1, "\(command.name): \(run.errors)")
                let alone = try runner.run(Self.arguments(command.arguments, ["--reporter", "sarif"]))
                #expect(try runner.read("\(command.name).sarif") == alone.output, "\(command.name)")
            }
        }
    }

    @Test func aRecordedBaselineHidesItsFindingsAndTheSummarySaysHowMany() throws {
        try withRunner { runner in
            for command in Self.commands {
                let found = try runner.run(Self.arguments(command.arguments, ["--reporter", "json"]))
                let document = try #require(try JSONSerialization.jsonObject(with: Data(found.output.utf8)) as? [String: Any])
                let count = try #require(document["findings"] as? [Any]).count
                #expect(count > 0, "\(command.name)")

                let file = "\(command.name)-baseline.json"
                let recorded = try runner.run(Self.arguments(command.arguments, ["--write-baseline", file]))
                #expect(recorded.status == 0 && recorded.output.isEmpty, "\(command.name): \(recorded.output)")
                #expect(recorded.errors.hasPrefix("Recorded \(count) "), "\(command.name): \(recorded.errors)")

                let hidden = try runner.run(Self.arguments(command.arguments, ["--baseline", file]))
                #expect(hidden.status == 0 && hidden.output.isEmpty, "\(command.name): \(hidden.output)")
                #expect(hidden.errors.hasSuffix("; \(count) hidden by the baseline.\n"), "\(command.name): \(hidden.errors)")
            }
        }
    }

    @Test func theConfiguredBaselineAppliesToEveryCommand() throws {
        try withRunner { runner in
            try runner.write(".lint-intents.json", #"{"baseline": "accepted.json"}"#)
            for command in Self.commands {
                try? FileManager.default.removeItem(at: runner.folder.appendingPathComponent("accepted.json"))
                let missing = try runner.run(command.arguments)
                #expect(missing.status == 2 && missing.output.isEmpty, "\(command.name)")
                let recordIt = command.name == "lint" ? "lint-intents" : "lint-intents \(command.name)"
                #expect(missing.errors == "lint-intents: error: no such file or directory: accepted.json (the 'baseline' of .lint-intents.json); record it with '\(recordIt) --write-baseline accepted.json', or leave the key out\n",
                        "\(command.name): \(missing.errors)")

                let recorded = try runner.run(Self.arguments(command.arguments, ["--write-baseline", "accepted.json"]))
                #expect(recorded.status == 0, "\(command.name): \(recorded.errors)")
                let used = try runner.run(command.arguments)
                #expect(used.status == 0 && used.output.isEmpty, "\(command.name): \(used.output)")
                #expect(used.errors.contains(" hidden by the baseline."), "\(command.name): \(used.errors)")
            }
        }
    }

    @Test func quietAndStrictMeanTheSameEverywhere() throws {
        try withRunner { runner in
            for command in Self.commands {
                let quiet = try runner.run(Self.arguments(command.arguments, ["--quiet"]))
                #expect(quiet.status == 1 && !quiet.output.isEmpty && quiet.errors.isEmpty, "\(command.name): \(quiet.errors)")
            }
            // Warnings only: each command passes, and fails with --strict.
            try runner.write(".lint-intents.json", """
                {"severity": {"non-constant-metadata": "warning", "intent-removed": "warning", "app-shortcut-differs": "warning",
                              "enum-differs": "warning", "intent-differs": "warning", "parameter-differs": "warning"}}
                """)
            for command in Self.commands {
                let lenient = try runner.run(command.arguments)
                #expect(lenient.status == 0, "\(command.name): \(lenient.output)")
                #expect(try runner.run(Self.arguments(command.arguments, ["--strict"])).status == 1, "\(command.name)")
            }
        }
    }
}
