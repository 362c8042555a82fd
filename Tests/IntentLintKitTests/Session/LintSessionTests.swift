import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
import IntentLintTestSupport

/// `LintSession.lint` in process: where the modules come from, baselines, the summary and the
/// verdict, and that the session hands back what to write instead of writing it.
@Suite struct LintSessionTests {
    private func rules(_ outcome: LintOutcome) -> [String] {
        outcome.report?.content.findings.map(\.ruleIdentifier) ?? []
    }

    @Test func errorsFailTheRunAndTheSummaryCountsThem() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"])))

        #expect(rules(outcome) == ["non-string-app-enum", "phrase-missing-app-name"])
        // Paths are shown from the session's working folder, not the test process's.
        #expect(outcome.report?.content.findings.map(\.file) == ["App/Course.swift", "App/Shortcuts.swift"])
        #expect(outcome.report?.content.workingDirectory == folder.path)
        #expect(outcome.exitStatus == 1)
        #expect(outcome.summary == RunSummary(
            files: 2, errors: 1, warnings: 1, failed: true,
            modules: [RunSummary.Module(name: "App", kind: "folder", files: 2, errors: 1, warnings: 1, failed: true)],
            projectFileWarnings: []))
        #expect(outcome.report?.summaryLine.hasPrefix("Linted 2 files in ") == true)
        #expect(outcome.report?.summaryLine.hasSuffix(" s: 1 error, 1 warning.") == true)
        #expect(outcome.report?.reporter.identifier == "text")
        #expect(outcome.messages.isEmpty && outcome.baseline == nil && outcome.manifests.isEmpty)
    }

    @Test func warningsFailOnlyAStrictRun() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        let session = try SessionSources.session(in: folder)

        let lenient = try session.lint(LintRequest(modules: .paths(["App"])))
        #expect(lenient.exitStatus == 0 && lenient.summary?.failed == false && lenient.summary?.warnings == 1)

        let strict = try session.lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(strict: true)))
        #expect(strict.exitStatus == 1 && strict.summary?.failed == true && strict.summary?.modules.first?.failed == true)

        // `strict` in the configuration does what --strict does; so does its reporter.
        try folder.write(#"{"strict": true, "reporter": "json"}"#, to: ".lint-intents.json")
        let configured = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"])))
        #expect(configured.exitStatus == 1)
        #expect(configured.report?.reporter.identifier == "json")
    }

    @Test func anUnknownReporterIsAUsageError() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        #expect(throws: UsageError.self) { try SessionSources.session(in: folder).lint(LintRequest(report: ReportRequest(reporterName: "xml"))) }
    }

    @Test func recordingABaselineHandsItBackAndPasses() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        let session = try SessionSources.session(in: folder)

        let recorded = try session.lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(baselineToRecord: "baseline.json", strict: true)))
        let recording = try #require(recorded.baseline)
        #expect(recording.path == "baseline.json")
        #expect(recording.confirmation == "Recorded 2 findings in baseline.json; with --baseline baseline.json (or \"baseline\" in the configuration), lint-intents reports only new ones.")
        // Every finding is accepted: none is reported, and the run passes, strict or not.
        #expect(rules(recorded).isEmpty && recorded.exitStatus == 0)
        // The session writes nothing itself.
        #expect(FileSystem.kind(of: folder.path + "/baseline.json") == .missing)

        try folder.write(recording.contents, to: "baseline.json")
        let entries = try Baseline.read(path: "baseline.json", workingDirectory: folder.path).entries
        #expect(entries.map(\.file) == ["App/Course.swift", "App/Shortcuts.swift"])

        // Used by name (relative to the working folder), then a new finding is the only one.
        #expect(rules(try session.lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(baselineFile: "baseline.json")))).isEmpty)
        try folder.write(SessionSources.course().replacingOccurrences(of: "Course", with: "Dish"), to: "App/Dish.swift")
        let later = try session.lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(baselineFile: "baseline.json")))
        #expect(later.report?.content.findings.map(\.file) == ["App/Dish.swift"])
        #expect(later.summary?.warnings == 1)
    }

    @Test func theConfigurationsBaselineAppliesUnlessOneIsRecorded() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        let recording = try #require(try SessionSources.session(in: folder)
            .lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(baselineToRecord: "accepted.json"))).baseline)
        try folder.write(recording.contents, to: "accepted.json")
        try folder.write(#"{"baseline": "accepted.json"}"#, to: ".lint-intents.json")
        let session = try SessionSources.session(in: folder)
        #expect(rules(try session.lint(LintRequest(modules: .paths(["App"])))).isEmpty)

        // Recording again does not read the baseline in use, which may not exist yet.
        try FileManager.default.removeItem(atPath: folder.path + "/accepted.json")
        let again = try session.lint(LintRequest(modules: .paths(["App"]), report: ReportRequest(baselineToRecord: "accepted.json")))
        #expect(again.baseline?.confirmation.hasPrefix("Recorded 1 finding in accepted.json;") == true)
        #expect(throws: InputError.self) { try session.lint(LintRequest(modules: .paths(["App"]))) }
    }

    @Test func aContextReportsOnlyTheFilesNamed() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        let session = try SessionSources.session(in: folder)

        let outcome = try session.lint(LintRequest(modules: .context(folder: "App", reportedFiles: ["App/Course.swift"])))
        #expect(rules(outcome) == ["non-string-app-enum"])
        // The whole module is still read.
        #expect(outcome.summary?.files == 2)

        let error = #expect(throws: InputError.self) {
            try session.lint(LintRequest(modules: .context(folder: "App", reportedFiles: ["App/Gone.swift"])))
        }
        #expect(error?.description == "no such file or directory: App/Gone.swift (with --context, PATHs are the files to report on)")
    }

    @Test func stagedFilesAreLintedAsTheIndexHoldsThem() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write(SessionSources.shortcutWithAppName, to: "App/Shortcuts.swift")
        try folder.write(SessionSources.course(), to: "App/Course.swift")
        try SessionSources.commitAll(in: folder, message: "first")
        let session = try SessionSources.session(in: folder)

        let nothingStaged = try session.lint(LintRequest(modules: .stagedFiles))
        #expect(nothingStaged.report == nil && nothingStaged.summary == nil && nothingStaged.exitStatus == 0)
        #expect(nothingStaged.messages == [SessionMessage(.note, "No staged Swift or strings files to lint.")])

        // Staged: the phrase without the app's name; in the working tree, fixed again.
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        try SessionSources.git(["add", "App/Shortcuts.swift"], in: folder)
        try folder.write(SessionSources.shortcutWithAppName + "\n", to: "App/Shortcuts.swift")
        let staged = try session.lint(LintRequest(modules: .stagedFiles))
        // The index's version is linted, and only the staged file is reported on (the enum's
        // warning is in a file the commit does not touch).
        #expect(rules(staged) == ["phrase-missing-app-name"])
        #expect(staged.report?.content.findings.map(\.file) == ["App/Shortcuts.swift"])
        #expect(staged.report?.content.findings.first?.lineText.contains("\"Order soup\"") == true)
        #expect(staged.exitStatus == 1)

        // From a folder below the top, paths are the repository's.
        let below = try LintSession(LintSession.Settings(jobs: 2, workingDirectory: folder.path + "/App"))
        #expect(try below.lint(LintRequest(modules: .stagedFiles)).report?.content.findings.map(\.file)
            == [folder.path + "/App/Shortcuts.swift"])
    }

    @Test func aModuleListGivesEachModuleItsSummary() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithAppName, to: "Sources/Orders/Shortcuts.swift")
        try folder.write(SessionSources.course(backing: "String"), to: "Sources/Orders/Course.swift")
        try folder.write(SessionSources.course(), to: "Sources/Menu/Course.swift")
        let list = try SessionSources.writeModuleList([
            .init(name: "Orders", kind: "library", files: ["Sources/Orders/Shortcuts.swift", "Sources/Orders/Course.swift"], localizationFiles: []),
            .init(name: "Menu", kind: "app", files: ["Sources/Menu/Course.swift"], localizationFiles: []),
        ], in: folder)
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .moduleList(list), report: ReportRequest(strict: true)))

        // A provider in a library is an error there; the enum's warning fails the strict app.
        #expect(outcome.summary?.modules == [
            RunSummary.Module(name: "Orders", kind: "library", files: 2, errors: 1, warnings: 0, failed: true),
            RunSummary.Module(name: "Menu", kind: "app", files: 1, errors: 0, warnings: 1, failed: true),
        ])
        #expect(outcome.report?.content.findings.map(\.file) == ["Sources/Menu/Course.swift", "Sources/Orders/Shortcuts.swift"])
    }

    /// A project file that cannot be read is input not checked as the build would check it: it
    /// is in the report, counted in the summary line, and fails a strict run.
    @Test func projectFileWarningsAreReportedCountedAndFailStrictRuns() throws {
        let folder = try ScratchFolder()
        try folder.write("// !$*UTF8*$!\n{ objects = {", to: "Broken.xcodeproj/project.pbxproj")
        try folder.write(SessionSources.course(backing: "String"), to: "Course.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest())
        let warning = try #require(outcome.report?.content.coverage.inputWarnings.first)
        #expect(warning.text.hasPrefix("Broken.xcodeproj/project.pbxproj:2:13: warning: cannot read it ("))
        // Said once: in the report, not again beside it.
        #expect(!outcome.messages.contains { $0.text == warning.text })
        #expect(outcome.summary?.projectFileWarnings == [warning.text])
        #expect(outcome.report?.summaryLine.hasSuffix(": 0 errors, 0 warnings; 1 input warning.") == true)
        #expect(outcome.exitStatus == 0)
        let strict = try SessionSources.session(in: folder).lint(LintRequest(report: ReportRequest(strict: true)))
        #expect(strict.report?.summaryLine.hasSuffix(": 0 errors, 0 warnings; 1 input warning, which fails --strict.") == true)
        #expect(strict.exitStatus == 1 && strict.summary?.failed == true)
        // Recording a baseline passes, as it always does, and still says it.
        let recording = try SessionSources.session(in: folder).lint(LintRequest(report: ReportRequest(baselineToRecord: "b.json", strict: true)))
        #expect(recording.exitStatus == 0 && recording.report?.summaryLine.hasSuffix("; 1 input warning.") == true)
        // What the configuration excludes (a fixture of a broken project) is no news.
        try folder.write(#"{"excluded": ["Broken.xcodeproj"]}"#, to: ".lint-intents.json")
        let excluded = try SessionSources.session(in: folder).lint(LintRequest(report: ReportRequest(strict: true)))
        #expect(excluded.report?.content.coverage.isComplete == true && excluded.exitStatus == 0)
    }

    @Test func swiftFilesInNoTargetAreANote() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")])
            """, to: "Package.swift")
        try folder.write(SessionSources.course(backing: "String"), to: "Sources/Kit/Course.swift")
        try folder.write("let snippet = 1", to: "Snippets/Snippet.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest())
        #expect(outcome.messages == [SessionMessage(.note, "note: 1 Swift file is in no target of the project files found, so not compiled, and linted only for the App Intents types they declare; 'lint-intents modules' lists them, and 'excluded' in .lint-intents.json silences this")])
    }

    /// An intent in a file no target compiles is in no build: a warning at its declaration, which a
    /// suppression comment in that file silences and excluding the file leaves unsaid.
    @Test func anIntentInNoTargetIsAFinding() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")])
            """, to: "Package.swift")
        try folder.write(SessionSources.course(backing: "String"), to: "Sources/Kit/Course.swift")
        let forgotten = """
            import AppIntents

            struct OrderSoupIntent: AppIntent {
                static let title: LocalizedStringResource = "Order Soup"
                func perform() async throws -> some IntentResult { .result() }
            }
            extension Kit.Course {}
            """
        try folder.write(forgotten, to: "Extras/OrderSoupIntent.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest())
        let findings = outcome.report?.content.findings ?? []
        #expect(findings.map { "\($0.file):\($0.location.line) \($0.severity.rawValue) \($0.ruleIdentifier)" }
            == ["Extras/OrderSoupIntent.swift:3 warning app-intents-in-no-target"])
        #expect(findings.first?.message.contains("`OrderSoupIntent`, an intent, is declared in a file no target compiles") == true)

        try folder.write("// lint-intents:disable app-intents-in-no-target\n" + forgotten, to: "Extras/OrderSoupIntent.swift")
        #expect(try SessionSources.session(in: folder).lint(LintRequest()).report?.content.findings.isEmpty == true)
        try folder.write(forgotten, to: "Extras/OrderSoupIntent.swift")
        try folder.write(#"{"excluded": ["Extras"]}"#, to: ".lint-intents.json")
        #expect(try SessionSources.session(in: folder).lint(LintRequest()).report?.content.findings.isEmpty == true)
    }

    /// The git hook reports on the files a commit stages: the note says how many of those are in
    /// no target, not the repository's every time a commit touches something else.
    @Test func theHooksNoteIsAboutWhatTheCommitStages() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")])
            """, to: "Package.swift")
        try folder.write(SessionSources.course(backing: "String"), to: "Sources/Kit/Course.swift")
        try folder.write("let snippet = 1", to: "Snippets/Snippet.swift")
        try SessionSources.commitAll(in: folder, message: "first")
        try folder.write(SessionSources.course(backing: "String") + "\n", to: "Sources/Kit/Course.swift")
        try SessionSources.git(["add", "Sources/Kit/Course.swift"], in: folder)
        let other = try SessionSources.session(in: folder).lint(LintRequest(modules: .stagedFiles))
        #expect(other.messages.isEmpty, "\(other.messages)")
        try folder.write("let snippet = 2", to: "Snippets/Snippet.swift")
        try SessionSources.git(["add", "Snippets/Snippet.swift"], in: folder)
        let staged = try SessionSources.session(in: folder).lint(LintRequest(modules: .stagedFiles))
        #expect(staged.messages.map(\.text) == ["note: 1 Swift file reported on is in no target of the project files found, so not compiled, and linted only for the App Intents types they declare; 'lint-intents modules' lists them, and 'excluded' in .lint-intents.json silences this"])
    }

    /// Files a target excludes on purpose (SwiftPM's `exclude:`), or the configuration
    /// excludes, are no news: the note counts only files nobody chose to leave out.
    @Test func filesExcludedOnPurposeAreNotInNoTarget() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit", exclude: ["Templates", "Old.swift"])])
            """, to: "Package.swift")
        try folder.write(SessionSources.course(backing: "String"), to: "Sources/Kit/Course.swift")
        try folder.write("let old = 1", to: "Sources/Kit/Old.swift")
        try folder.write("let template = 1", to: "Sources/Kit/Templates/Template.swift")
        try folder.write("let snippet = 1", to: "Snippets/Snippet.swift")
        let excludedByTarget = try SessionSources.session(in: folder).lint(LintRequest())
        #expect(excludedByTarget.messages.map(\.text) == ["note: 1 Swift file is in no target of the project files found, so not compiled, and linted only for the App Intents types they declare; 'lint-intents modules' lists them, and 'excluded' in .lint-intents.json silences this"])

        try folder.write(#"{"excluded": ["Snippets"]}"#, to: ".lint-intents.json")
        let excludedByConfiguration = try SessionSources.session(in: folder).lint(LintRequest())
        #expect(excludedByConfiguration.messages.isEmpty, "\(excludedByConfiguration.messages)")
    }

    @Test func manifestsComeBackWithTheirFileNames() throws {
        let folder = try ScratchFolder()
        for project in ["Shop", "Kiosk"] {
            try folder.write(SessionSources.package(project, target: "App"), to: "\(project)/Package.swift")
            try folder.write(SessionSources.course(), to: "\(project)/Sources/App/Course.swift")
        }
        let session = try SessionSources.session(in: folder)

        let each = try session.lint(LintRequest(manifests: .eachModule))
        // Two modules named App: each file is named after its module's id, as `manifest
        // --output-dir` names them, whichever was found first.
        #expect(each.manifests.map(\.module) == ["App", "App"])
        #expect(each.manifests.map(\.fileName) == ["Kiosk_Package.swift_App.manifest.json", "Shop_Package.swift_App.manifest.json"])
        #expect(each.manifests.allSatisfy { $0.contents.contains("\"Course\"") })

        #expect(throws: UsageError.self) { try session.lint(LintRequest(manifests: .onlyModule)) }
        #expect(try session.lint(LintRequest(modules: .paths(["Shop"]), manifests: .onlyModule)).manifests.count == 1)
    }

    /// What `--summary-output` writes decodes into `RunSummary` and encodes back to the same JSON.
    @Test func theSummaryFileRoundTrips() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        let summary = try #require(try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["App"]))).summary)
        let json = try summary.json
        let decoded = try JSONDecoder().decode(RunSummary.self, from: Data(json.utf8))
        #expect(decoded == summary)
        #expect(try decoded.json == json)
    }
}

/// An app-wide rule that cannot see an app whole says so: rule, app and why, once, at the end
/// of the report, counted in the summary line, and failing a strict run.
@Suite struct AppRulesNotRunTests {
    /// - Parameter storeDeclaredInApp: whether the app target declares the dependency's type (else
    ///   it comes from elsewhere, such as the remote package).
    private func app(dependingOnRemotePackage: Bool, storeDeclaredInApp: Bool = false) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("""
            name: Pantry
            packages:
              Remote: {url: https://github.com/example/remote-kit.git, from: 1.0.0}
            targets:
              Pantry: {type: application, platform: iOS, sources: [Pantry]\(dependingOnRemotePackage ? ", dependencies: [{package: Remote}]" : "")}
            """, to: "project.yml")
        try folder.write("""
            import AppIntents
            \(storeDeclaredInApp ? "final class Store {}" : "import RemoteKit")

            struct ShelfEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
                static let defaultQuery = ShelfQuery()
                let id: String
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
            }

            struct ShelfQuery: EntityQuery {
                @Dependency var store: Store
                func entities(for identifiers: [String]) async throws -> [ShelfEntity] { identifiers.map(ShelfEntity.init(id:)) }
            }
            """, to: "Pantry/Shelf.swift")
        return folder
    }

    @Test func aRemotePackageKeepsDependencyNeverRegisteredFromRunningAndItSaysSo() throws {
        let folder = try app(dependingOnRemotePackage: true)
        let outcome = try SessionSources.session(in: folder).lint(LintRequest())
        let notRun = try #require(outcome.report?.content.coverage.rulesNotRun)
        #expect(notRun.map(\.text) == [
            "project.yml: warning: app-wide rule 'dependency-never-registered' did not run for app 'Pantry' [project.yml:Pantry]: it depends on what the run could not follow: product `Remote` of https://github.com/example/remote-kit.git, a remote package not checked out among the folders linted",
        ])
        #expect(outcome.report?.content.findings.isEmpty == true)
        #expect(outcome.report?.summaryLine.hasSuffix(": 0 errors, 0 warnings; 1 app-wide rule not run.") == true)
        #expect(outcome.summary?.rulesNotRun == notRun.map(\.text))
        #expect(outcome.exitStatus == 0)
        let strict = try SessionSources.session(in: folder).lint(LintRequest(report: ReportRequest(strict: true)))
        #expect(strict.exitStatus == 1)
        // Disabling the rule is choosing not to run it: nothing is then said.
        try folder.write(#"{"disabled_rules": ["dependency-never-registered"]}"#, to: ".lint-intents.json")
        let disabled = try SessionSources.session(in: folder).lint(LintRequest(report: ReportRequest(strict: true)))
        #expect(disabled.report?.content.coverage.isComplete == true && disabled.exitStatus == 0)
    }

    /// A type the app target declares can be registered by the app's code alone, which was read
    /// whole: the rule runs, whatever the run could not follow.
    @Test func aTypeTheAppDeclaresIsCheckedDespiteARemotePackage() throws {
        let folder = try app(dependingOnRemotePackage: true, storeDeclaredInApp: true)
        let outcome = try SessionSources.session(in: folder).lint(LintRequest())
        #expect(outcome.report?.content.coverage.rulesNotRun.isEmpty == true)
        let findings = outcome.report?.content.findings ?? []
        #expect(findings.map(\.ruleIdentifier) == ["dependency-never-registered"])
        #expect(findings.first?.message.contains("`Store` is declared in `Pantry`, whose code alone can register it") == true)
    }

    @Test func theWholeAppIsCheckedAndNothingIsSaid() throws {
        let folder = try app(dependingOnRemotePackage: false)
        let outcome = try SessionSources.session(in: folder).lint(LintRequest())
        #expect(outcome.report?.content.coverage.isComplete == true)
        #expect(outcome.report?.content.findings.map(\.ruleIdentifier) == ["dependency-never-registered"])
    }
}
