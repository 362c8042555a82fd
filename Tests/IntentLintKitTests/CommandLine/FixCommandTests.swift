import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// `lint --fix` and `--fix --dry-run`, run as a user would.
@Suite(.serialized) struct FixCommandTests {
    static let sizes = """
        import AppIntents

        enum SoupSize: Int, AppEnum {
            case small, medium
            case large
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
            static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "S", .medium: "M", .large: "L"]
        }

        """

    static let broken = """
        import AppIntents
        @AssistantIntent(schema: .photos.openAsset)
        struct OpenAssetIntent: AppIntent {
            static var title: LocalizedStringResource = makeTitle()
        }

        """

    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    @Test func fixRewritesSaysWhatAndReportsTheRest() throws {
        try withRunner { runner in
            try runner.write("App/Sizes.swift", Self.sizes)
            try runner.write("App/Open.swift", Self.broken)
            let run = try runner.run(["lint", "--fix", "App"])

            #expect(try runner.read("App/Sizes.swift").contains("case small = 0, medium = 1\n    case large = 2\n"))
            #expect(try runner.read("App/Open.swift").contains("@AppIntent(schema: .photos.openAsset)\n"))
            // The report holds what is left, which decides the exit status.
            #expect(run.status == 1)
            #expect(run.output.split(separator: "\n").map { $0.hasSuffix("[non-constant-metadata]") } == [true])
            let errors = run.errors.split(separator: "\n").map(String.init)
            #expect(errors == [
                "App/Open.swift:2:1: fixed: `@AssistantIntent` → `@AppIntent` [deprecated-assistant-schema]",
                "App/Sizes.swift:3:16: fixed: wrote out the raw values `small = 0`, `medium = 1`, `large = 2` [non-string-app-enum]",
                errors.last ?? "",
            ])
            #expect(errors.last?.hasSuffix(" s: 1 error, 0 warnings; fixed 2 findings in 2 files.") == true)

            let again = try runner.run(["lint", "--fix", "App"])
            #expect(again.errors.hasSuffix("; nothing to fix.\n"), "\(again.errors)")
        }
    }

    @Test func dryRunPrintsADiffThatMakesTheSameFixAndWritesNothing() throws {
        try withRunner { runner in
            try runner.write("App/Sizes.swift", Self.sizes)
            try runner.write("App/Open.swift", Self.broken)
            let preview = try runner.run(["lint", "--fix", "--dry-run", "App"])

            #expect(try runner.read("App/Sizes.swift") == Self.sizes)
            #expect(preview.status == 1, "nothing changed, so the verdict is the lint's")
            #expect(preview.output == """
                --- a/App/Open.swift
                +++ b/App/Open.swift
                @@ -1,5 +1,5 @@
                 import AppIntents
                -@AssistantIntent(schema: .photos.openAsset)
                +@AppIntent(schema: .photos.openAsset)
                 struct OpenAssetIntent: AppIntent {
                     static var title: LocalizedStringResource = makeTitle()
                 }
                --- a/App/Sizes.swift
                +++ b/App/Sizes.swift
                @@ -1,8 +1,8 @@
                 import AppIntents
                 \("")
                 enum SoupSize: Int, AppEnum {
                -    case small, medium
                -    case large
                +    case small = 0, medium = 1
                +    case large = 2
                     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                     static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "S", .medium: "M", .large: "L"]
                 }

                """)
            #expect(preview.errors.hasSuffix(" s: 1 error, 2 warnings; would fix 2 findings in 2 files.\n"), "\(preview.errors)")

            // A report still goes where --output says.
            let reported = try runner.run(["lint", "--fix", "--dry-run", "--reporter", "json", "--output", "report.json", "App"])
            #expect(reported.output.hasPrefix("--- a/App/Open.swift"))
            #expect(try runner.read("report.json").contains("\"errors\": 1"))

            // The diff is what --fix does: applied with git, it gives the same files.
            try runner.write("preview.diff", preview.output)
            let apply = Process()
            apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            apply.arguments = ["git", "apply", "preview.diff"]
            apply.currentDirectoryURL = runner.folder
            try apply.run()
            apply.waitUntilExit()
            #expect(apply.terminationStatus == 0)
            let patched = try [runner.read("App/Sizes.swift"), runner.read("App/Open.swift")]
            try runner.write("App/Sizes.swift", Self.sizes)
            try runner.write("App/Open.swift", Self.broken)
            _ = try runner.run(["lint", "--fix", "App"])
            #expect(try [runner.read("App/Sizes.swift"), runner.read("App/Open.swift")] == patched)

        }
    }

    @Test func findingsTheBaselineHidesAreNotFixed() throws {
        try withRunner { runner in
            try runner.write("App/Sizes.swift", Self.sizes)
            #expect(try runner.run(["lint", "--write-baseline", "baseline.json", "App"]).status == 0)
            let run = try runner.run(["lint", "--fix", "--baseline", "baseline.json", "App"])
            #expect(run.status == 0)
            #expect(try runner.read("App/Sizes.swift") == Self.sizes)
            #expect(run.errors.contains("; nothing to fix."))
        }
    }

    @Test func fixOptionsThatContradictEachOtherAreUsageErrors() throws {
        try withRunner { runner in
            try runner.write("App/Sizes.swift", Self.sizes)
            for arguments in [["lint", "--dry-run", "App"], ["lint", "--fix", "--staged"], ["lint", "--fix", "--write-baseline", "b.json", "App"]] {
                let run = try runner.run(arguments)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.errors.hasPrefix("lint-intents: error: ") && run.errors.split(separator: "\n").count == 1, "\(arguments): \(run.errors)")
            }
            #expect(try runner.read("App/Sizes.swift") == Self.sizes)
            let help = try runner.run(["help", "lint"])
            #expect(help.output.contains("--fix") && help.output.contains("--dry-run"))
        }
    }

    @Test func rulesSayWhichFix() throws {
        try withRunner { runner in
            let text = try runner.run(["rules"]).output.split(separator: "\n")
            #expect(text.filter { $0.contains("(--fix)") }.map { $0.split(separator: " ")[0] } == ["non-string-app-enum", "deprecated-assistant-schema", "private-app-intents-type"])
            let json = try JSONValue.parse(Array(try runner.run(["rules", "--json"]).output.utf8), path: "rules")
            guard case .array(let rules) = json else { Issue.record("not an array"); return }
            let fixable = rules.compactMap { rule -> String? in
                guard case .object(let members) = rule, members["fixable"] == .bool(true), case .string(let id)? = members["id"] else { return nil }
                return id
            }
            #expect(fixable == ["non-string-app-enum", "deprecated-assistant-schema", "private-app-intents-type"])
        }
    }
}
