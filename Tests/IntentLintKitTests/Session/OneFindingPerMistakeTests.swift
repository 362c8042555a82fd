import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintReporting
import IntentLintCore
import IntentLintTestSupport

/// A mistake is reported once, at its place, however many targets compile its file and however
/// many localizations repeat it; the other places come with it, and a suppression comment works
/// on the finding, whichever module made it.
@Suite struct OneFindingPerMistakeTests {
    private func lint(_ folder: ScratchFolder, _ source: ModuleSource) throws -> LintOutcome {
        try SessionSources.session(in: folder).lint(LintRequest(modules: source))
    }

    private func findings(_ outcome: LintOutcome) -> [Finding] {
        outcome.report?.content.findings ?? []
    }

    @Test func aFileTwoTargetsCompileGivesOneFindingNamingTheOtherTarget() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "Shared/Shortcuts.swift")
        try folder.write(SessionSources.course(backing: "String"), to: "Widget/Course.swift")
        try SessionSources.writeModuleList([
            .init(name: "App", kind: "app", files: ["Shared/Shortcuts.swift"], localizationFiles: []),
            .init(name: "Widget", kind: "app-extension", files: ["Shared/Shortcuts.swift", "Widget/Course.swift"], localizationFiles: []),
        ], in: folder)
        let outcome = try lint(folder, .moduleList("work/modules.json"))

        let phrase = findings(outcome).filter { $0.ruleIdentifier == "phrase-missing-app-name" }
        #expect(phrase.count == 1)
        #expect(phrase.first?.related.map(\.kind) == [.target])
        #expect(phrase.first?.related.first?.message == "also compiled into `Widget` (app-extension)")
        let text = try #require(outcome.report).reporter.render(try #require(outcome.report).content)
        #expect(text.contains("(and in 1 other target) [phrase-missing-app-name]"))
        // The one finding still counts for each module that found it; the widget alone also
        // finds the provider it compiles as well as the app (its App Shortcuts can appear twice).
        #expect(findings(outcome).map(\.ruleIdentifier) == ["app-shortcuts-provider-placement", "phrase-missing-app-name"])
        #expect(findings(outcome).first?.severity == .warning)
        #expect(outcome.summary?.errors == 1)
        #expect(outcome.summary?.modules.map(\.errors) == [1, 1])
        #expect(outcome.summary?.modules.map(\.warnings) == [0, 1])
    }

    @Test func theSameMistakeInEveryLocalizationIsOneFinding() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithAppName, to: "App/Shortcuts.swift")
        for language in ["de", "en", "fr"] {
            try folder.write("""
                "Order soup in ${applicationName}" = "Order soup";
                "Stale phrase in ${applicationName}" = "Stale";
                """, to: "App/\(language).lproj/AppShortcuts.strings")
        }
        let outcome = try lint(folder, .paths(["App"]))
        let strings = findings(outcome).filter { $0.ruleIdentifier == "app-shortcuts-strings" }

        // The stale key is one mistake: one finding at the development localization (`en`),
        // with the others related.
        let stale = strings.filter { $0.message.contains("Stale phrase") }
        #expect(stale.count == 1)
        #expect(stale.first?.file == "App/en.lproj/AppShortcuts.strings" && stale.first?.location.line == 2)
        #expect(stale.first?.related.map(\.file) == ["App/de.lproj/AppShortcuts.strings", "App/fr.lproj/AppShortcuts.strings"])
        #expect(stale.first?.related.allSatisfy { $0.kind == .localization } == true)
        let text = try #require(outcome.report).reporter.render(try #require(outcome.report).content)
        #expect(text.contains("(and in 2 other localizations) [app-shortcuts-strings]"))

        // Each translation without the app's name is a text of its own to mend: one finding each.
        let missingName = strings.filter { $0.message.contains("no `${applicationName}`") }
        #expect(missingName.map(\.file) == ["App/de.lproj/AppShortcuts.strings", "App/en.lproj/AppShortcuts.strings",
                                             "App/fr.lproj/AppShortcuts.strings"])
        #expect(missingName.allSatisfy { $0.related.isEmpty })
    }

    /// A comment silences the mistake where it stands: in one localization, that place; in all, the finding.
    @Test func aSuppressionSilencesOnePlaceOfAFindingOrAllOfThem() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithAppName, to: "App/Shortcuts.swift")
        func write(_ languages: [String], suppressedIn silenced: Set<String>) throws {
            for language in languages {
                let comment = silenced.contains(language) ? "// lint-intents:disable:next app-shortcuts-strings\n" : ""
                try folder.write(comment + "\"Stale phrase in ${applicationName}\" = \"Stale\";\n", to: "App/\(language).lproj/AppShortcuts.strings")
            }
        }
        try write(["de", "en", "fr"], suppressedIn: ["en"])
        var found = findings(try lint(folder, .paths(["App"])))
        #expect(found.map(\.file) == ["App/de.lproj/AppShortcuts.strings"], "\(found.map(\.message))")
        #expect(found.first?.related.map(\.file) == ["App/fr.lproj/AppShortcuts.strings"])

        try write(["de", "en", "fr"], suppressedIn: ["de", "en", "fr"])
        found = findings(try lint(folder, .paths(["App"])))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A strings file three targets build: only the app has the App Shortcuts its keys belong
    /// to, so only the app finds the stale key, and the comment is used there, not unused in the others.
    @Test func aSuppressionIsUsedWhenItSuppressesInAnyModule() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithAppName, to: "App/Shortcuts.swift")
        try folder.write(SessionSources.course(backing: "String"), to: "Kit/Course.swift")
        try folder.write(SessionSources.course(backing: "String").replacingOccurrences(of: "Course", with: "Dish"), to: "Widget/Dish.swift")
        try folder.write("""
            "Order soup in ${applicationName}" = "Bestelle Suppe in ${applicationName}";
            // lint-intents:disable:next app-shortcuts-strings - kept for the next release
            "Reorder soup in ${applicationName}" = "Suppe nachbestellen in ${applicationName}";
            """, to: "Shared/de.lproj/AppShortcuts.strings")
        try SessionSources.writeModuleList([
            .init(name: "App", kind: "app", files: ["App/Shortcuts.swift"], localizationFiles: ["Shared/de.lproj/AppShortcuts.strings"]),
            .init(name: "Kit", kind: "framework", files: ["Kit/Course.swift"], localizationFiles: ["Shared/de.lproj/AppShortcuts.strings"]),
            .init(name: "Widget", kind: "app-extension", files: ["Widget/Dish.swift"], localizationFiles: ["Shared/de.lproj/AppShortcuts.strings"]),
        ], in: folder)
        let outcome = try lint(folder, .moduleList("work/modules.json"))
        #expect(findings(outcome).isEmpty, "\(findings(outcome).map(\.message))")
    }

    /// The app rules' findings carry the uses that show the mistake's reach, in every report.
    @Test func relatedPlacesReachEveryReport() throws {
        let travel = Fixtures.directory + "/Projects/TravelApp"
        let session = try LintSession(LintSession.Settings(jobs: 2, workingDirectory: travel))
        let outcome = try session.lint(LintRequest(modules: .paths(["."])))
        let found = findings(outcome)
        #expect(found.map(\.ruleIdentifier) == ["app-intents-package-not-included", "app-intents-package-missing"])
        #expect(found.map(\.file) == ["App/TravelAppPackage.swift", "Legacy/TripEntity.swift"])
        #expect(found.map { $0.related.map(\.file) } == [["App/FollowRouteIntent.swift"], ["App/PlanTripIntent.swift"]])

        let report = try #require(outcome.report).content
        let json = JSONReporter.render(report)
        #expect(json.contains(#""kind": "use""#) && json.contains(#""file": "App/FollowRouteIntent.swift""#))
        let sarif = SARIFReporter.render(report)
        #expect(sarif.contains(#""relatedLocations""#))
        #expect(try SARIFSchema.problems(in: sarif) == [])
        #expect(try GitHubCodeScanning.problems(in: sarif) == [])
    }
}
