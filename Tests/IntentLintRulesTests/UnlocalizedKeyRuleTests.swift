import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintEngine
import IntentLintTestSupport

/// `unlocalized-key` claims that no table has a key, so it must know every table: a strings
/// file the module lists that is missing, unreadable or left out by the configuration keeps it
/// silent, since the key may be in that file.
struct UnlocalizedKeyRuleTests {
    @Test func keysAreWordsJoinedByUnderscoresOrDots() {
        for key in ["ARCHIVE_NOTE_TITLE", "intent.archive.title", "settings.clearCache", "SHOW_OPEN_IN_", "_a_b", "Step2_title"] {
            #expect(UnlocalizedKeyRule.isKey(key), "\(key)")
        }
        for text in ["Archive", "Archive Note", "Wi-Fi", "Open…", "ARCHIVE__NOTE", "a..b", "_", "", "1_2", "Öffnen_Notiz", "Note_ title"] {
            #expect(!UnlocalizedKeyRule.isKey(text), "\(text)")
        }
        #expect(PhraseText.withoutPlaceholders("SHOW_${item}_IN_${applicationName}") == "SHOW__IN_")
    }

    private static let intent = """
        struct ArchiveNoteIntent: AppIntent {
            static let title: LocalizedStringResource = "ARCHIVE_NOTE_TITLE"
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    /// The findings of a Bazel app target made of the intent and `strings` (file name → contents;
    /// nil lists a file that does not exist) as its resources.
    private func findings(strings: [String: String?], configuration: String? = nil) throws -> [String] {
        let scratch = try ScratchFolder()
        try scratch.write(Self.intent, to: "App/ArchiveNoteIntent.swift")
        for case let (name, contents?) in strings { try scratch.write(contents, to: "App/" + name) }
        let resources = strings.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        try scratch.write("""
            load("@rules_apple//apple:ios.bzl", "ios_application")
            load("@rules_swift//swift:swift.bzl", "swift_library")

            swift_library(
                name = "AppLib",
                module_name = "App",
                srcs = ["ArchiveNoteIntent.swift"],
            )

            ios_application(
                name = "App",
                bundle_id = "dev.lint-intents.notes",
                families = ["iphone"],
                infoplists = ["Info.plist"],
                minimum_os_version = "17.0",
                resources = [\(resources)],
                deps = [":AppLib"],
            )
            """, to: "App/BUILD.bazel")
        try scratch.write("module(name = \"notes\")\n", to: "MODULE.bazel")
        if let configuration { try scratch.write(configuration, to: ".lint-intents.json") }
        let configured = try configuration.map { _ in
            try Configuration.load(path: ".lint-intents.json", knownRuleIdentifiers: RuleRegistry.allIdentifiers, workingDirectory: scratch.path)
        } ?? Configuration(directory: scratch.path)
        let options = LintRun.Options(configuration: configured, jobs: 2)
        let modules = try LintRun.modules(["."], options: options, workingDirectory: scratch.path)
        #expect(modules.modules.map(\.definition.kind) == [.app])
        return LintRun.run(modules, options: options).findings.filter { $0.ruleIdentifier == "unlocalized-key" }.map(\.message)
    }

    @Test func everyTableKnownAndNoneHasTheKey() throws {
        let found = try findings(strings: ["en.lproj/Localizable.strings": #""OTHER" = "Other";"#])
        #expect(found.count == 1)
        #expect(found.first?.contains("`ARCHIVE_NOTE_TITLE`, which no strings table of the module has") == true)
    }

    @Test func aTableNotReadMayHoldTheKey() throws {
        let present = #""OTHER" = "Other";"#
        // Listed by the project, not on disk (a catalog not checked out).
        #expect(try findings(strings: ["en.lproj/Localizable.strings": present, "Localizable.xcstrings": nil]).isEmpty)
        // Left out by the configuration.
        #expect(try findings(strings: ["en.lproj/Localizable.strings": present, "de.lproj/Localizable.strings": present],
                             configuration: #"{"excluded": ["App/de.lproj"]}"#).isEmpty)
        // Not a strings file at all: its keys are unknown.
        #expect(try findings(strings: ["en.lproj/Localizable.strings": "\"OTHER\" = "]).isEmpty)
    }
}
