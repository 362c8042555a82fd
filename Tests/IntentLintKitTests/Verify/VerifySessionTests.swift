import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
import IntentLintTestSupport

/// `LintSession.verify` in process: what is compared, the verdict, configuration and baselines.
@Suite struct VerifySessionTests {
    /// A scratch folder holding the Notes sources and the fixtures named.
    private func folder(with fixtures: [String]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try VerifyFixtures.copy(["Notes"] + fixtures, into: folder)
        return folder
    }

    private func rules(_ outcome: ReportOutcome) -> [String] {
        outcome.report?.content.findings.map(\.ruleIdentifier) ?? []
    }

    @Test func aProductThatAgreesPasses() throws {
        let folder = try folder(with: ["Products/iOS/Notes.app"])
        let outcome = try SessionSources.session(in: folder).verify(VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Products/iOS/Notes.app"]))
        #expect(rules(outcome).isEmpty && outcome.exitStatus == 0)
        #expect(outcome.report?.summaryLine.hasPrefix("Verified 1 module against 1 metadata file in ") == true)
        #expect(outcome.report?.summaryLine.hasSuffix(" s: 0 errors, 0 warnings.") == true)
    }

    @Test func differencesFailWithFindingsOnBothSides() throws {
        let folder = try folder(with: ["Exports/Changed", "Exports/Stale"])
        let session = try SessionSources.session(in: folder)
        let changed = try session.verify(VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Exports/Changed"]))
        #expect(changed.exitStatus == 1)
        let files = Set(changed.report?.content.findings.map(\.file) ?? [])
        #expect(files == ["Exports/Changed/extract.actionsdata", "Notes/NoteEntity.swift", "Notes/NoteIntents.swift", "Notes/NotesShortcuts.swift"])
        let stale = try session.verify(VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Exports/Stale/extract.actionsdata"]))
        #expect(rules(stale) == ["intent-only-in-export"] && stale.exitStatus == 1)
    }

    @Test func configurationAndBaselinesApplyAsForDiff() throws {
        let folder = try folder(with: ["Exports/Changed"])
        try folder.write(#"{"disabled_rules": ["enum-differs"], "severity": {"intent-differs": "warning"}}"#, to: ".lint-intents.json")
        let session = try SessionSources.session(in: folder, configurationFile: ".lint-intents.json")
        let outcome = try session.verify(VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Exports/Changed"]))
        #expect(!rules(outcome).contains("enum-differs"))
        #expect(outcome.report?.content.findings.first { $0.ruleIdentifier == "intent-differs" }?.severity == .warning)

        let recorded = try session.verify(VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Exports/Changed"], report: ReportRequest(baselineToRecord: "accepted.json")))
        #expect(rules(recorded).isEmpty && recorded.exitStatus == 0)
        try folder.write(try #require(recorded.baseline).contents, to: "accepted.json")
        let accepted = try session.verify(VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Exports/Changed"], report: ReportRequest(baselineFile: "accepted.json")))
        #expect(rules(accepted).isEmpty && accepted.exitStatus == 0)
        // The summary says what the baseline hid, as lint's and diff's do.
        let hidden = try #require(rules(outcome).count > 0 ? rules(outcome).count : nil)
        #expect(accepted.report?.summaryLine.hasSuffix(" s: 0 errors, 0 warnings; \(hidden) hidden by the baseline.") == true)
    }

    @Test func theBuildLogAloneNeedsNoSources() throws {
        let folder = try ScratchFolder()
        try VerifyFixtures.copy(["Logs"], into: folder)
        let session = try SessionSources.session(in: folder)
        let halting = try session.verify(VerifyRequest(buildLog: .file("Logs/halting.log")))
        #expect(rules(halting) == ["app-intents-build-error", "metadata-export-halted"] && halting.exitStatus == 1)
        #expect(halting.report?.summaryLine.hasPrefix("Verified the build log in ") == true)
        let warnings = try session.verify(VerifyRequest(buildLog: .file("Logs/nonhalting.log")))
        #expect(warnings.exitStatus == 0)
        #expect(try session.verify(VerifyRequest(buildLog: .file("Logs/nonhalting.log"), report: ReportRequest(strict: true))).exitStatus == 1)

        let text = try VerifyFixtures.bytes("Logs/quiet.log")
        let piped = try session.verify(VerifyRequest(buildLog: .text(text, name: "<stdin>")))
        #expect(piped.report?.content.findings.map(\.file) == ["/Users/ci/work/Notes/Notes/NoteIntents.swift", "<stdin>"])

        let unrelated = try session.verify(VerifyRequest(buildLog: .text(Array("Compiling…\n** BUILD SUCCEEDED **\n".utf8), name: "<stdin>")))
        #expect(unrelated.messages.map(\.text) == ["note: <stdin> shows no App Intents build step (ExtractAppIntentsMetadata); give the whole log of an xcodebuild build of the app"])
    }

    @Test func pathsTheLogNamesInsideTheWorkingFolderAreShownRelative() throws {
        let folder = try ScratchFolder()
        try folder.write("ExtractAppIntentsMetadata (in target 'Notes' from project 'Notes')\n\(folder.path)/Notes/A.swift:3:4: error: Invalid Utterance.\n", to: "build.log")
        let outcome = try SessionSources.session(in: folder).verify(VerifyRequest(buildLog: .file("build.log")))
        #expect(outcome.report?.content.findings.map(\.file) == ["Notes/A.swift"])
    }

    @Test func theAppANamedBundleStandsForIsChosenByItself() throws {
        let folder = try ScratchFolder()
        try FileManager.default.copyItem(atPath: Fixtures.directory + "/Projects/TravelApp", toPath: folder.path + "/TravelApp")
        try VerifyFixtures.copy(["Products/TravelApp"], into: folder)
        let session = try SessionSources.session(in: folder)
        let outcome = try session.verify(VerifyRequest(modules: .paths(["TravelApp"]), metadataPaths: ["Products/TravelApp/TravelApp.app"]))
        // LegacyKit declares an entity and has no metadata in the product: no AppIntentsPackage.
        #expect(rules(outcome) == ["module-not-exported"])
        #expect(outcome.report?.content.findings.first?.file == "TravelApp/Legacy/TripEntity.swift")
        #expect(outcome.messages.first?.text == "note: comparing TravelApp.app with the modules of app target 'TravelApp' (6 modules); --module chooses one instead")

        let explicit = try session.verify(VerifyRequest(modules: .paths(["TravelApp"]), metadataPaths: ["Products/TravelApp/TravelApp.app"], app: "TravelApp"))
        #expect(rules(explicit) == ["module-not-exported"])
        let one = try session.verify(VerifyRequest(modules: .paths(["TravelApp"]), metadataPaths: ["Products/TravelApp/TravelApp.app"], module: "TravelKit"))
        #expect(rules(one).isEmpty && one.exitStatus == 0)
        // The other modules of the product are not compared, and said to be left out by choice.
        #expect(one.messages.contains { $0.kind == .note && $0.text.contains("the App Intents of module `TravelApp` are not compared: it is not among the modules chosen (`TravelKit`)") })
        #expect(!one.messages.contains { $0.kind == .warning })
    }

    @Test func mistakesInTheRequestAreUsageErrorsAndBadInputStops() throws {
        let folder = try folder(with: ["Exports/Malformed", "Products/iOS/Notes.app"])
        let session = try SessionSources.session(in: folder)
        let cases: [(VerifyRequest, String)] = [
            (VerifyRequest(), "verify needs what the build wrote"),
            (VerifyRequest(metadataPaths: ["Products/iOS/Notes.app"], module: "Notes", app: "Notes"), "give one of them"),
            (VerifyRequest(buildLog: .file("x.log"), module: "Notes"), "give --metadata PATH too"),
            (VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Products/iOS/Notes.app"], module: "Nope"), "no module named 'Nope'; found Notes"),
            (VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Products/iOS/Notes.app"], app: "Notes"), "no app named 'Notes'"),
            (VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Exports/Malformed"]), "Exports/Malformed/extract.actionsdata: invalid JSON at line 1, column "),
            (VerifyRequest(modules: .paths(["Notes"]), metadataPaths: ["Missing.app"]), "Missing.app: no such file or directory"),
            (VerifyRequest(buildLog: .file("missing.log")), "missing.log: cannot read the build log"),
        ]
        for (request, message) in cases {
            do {
                _ = try session.verify(request)
                Issue.record("no error for \(message)")
            } catch {
                #expect(String(describing: error).contains(message), "\(error)")
            }
        }
    }
}
