import Testing
@testable import IntentLintRules
import IntentLintCore
import IntentLintEngineTestSupport

/// `duplicate-intent-title` compares what people read: a key is as good as its text only where
/// the text is known.
struct DuplicateIntentTitleRuleTests {
    private func intent(_ name: String, title: String) -> String {
        """
        struct \(name): AppIntent {
            static let title = \(title)
            func perform() async throws -> some IntentResult { .result() }
        }

        """
    }

    private func findings(_ modules: [ExampleModule], _ files: [(name: String, source: String)]) -> [Finding] {
        InMemoryApp.lint(modules, files: files).filter { $0.ruleIdentifier == "duplicate-intent-title" }
    }

    @Test func oneKeyInOneModuleIsOneTextWhateverTheTables() {
        let found = findings([ExampleModule("Notes", .app)], [
            ("Notes/Intents.swift", intent("ArchiveIntent", title: #"LocalizedStringResource("ARCHIVE", table: "Intents")"#)
                + intent("StoreIntent", title: #"LocalizedStringResource("ARCHIVE", table: "Intents")"#)),
            // A table the run does not know the English of: the key is still one text.
            ("Notes/de.lproj/Intents.strings", #""ARCHIVE" = "Archivieren";"#),
        ])
        #expect(found.map { String($0.message.prefix(30)) } == ["`StoreIntent` and `ArchiveInte"])
        #expect(found.first?.related.map(\.message) == ["`ArchiveIntent` has the same title"])
    }

    @Test func aKeyWhoseTextIsNotKnownIsNotCompared() {
        let keyAndText = [
            ("Notes/Intents.swift", intent("ArchiveIntent", title: #""Archive""#) + intent("StoreIntent", title: #"LocalizedStringResource("STORE")"#)),
        ]
        // A German table only: what English readers see for `STORE` is not known.
        #expect(findings([ExampleModule("Notes", .app)], keyAndText + [("Notes/de.lproj/Localizable.strings", #""STORE" = "Archive";"#)]).isEmpty)
        // An English table saying something else.
        #expect(findings([ExampleModule("Notes", .app)], keyAndText + [("Notes/en.lproj/Localizable.strings", #""STORE" = "Store";"#)]).isEmpty)
        // The same key in two modules, one of which translates it: two bundles, maybe two texts.
        let twoModules = findings([ExampleModule("Notes", .app), ExampleModule("NotesKit", .framework)], [
            ("Notes/A.swift", intent("ArchiveIntent", title: #""ARCHIVE_TITLE""#)),
            ("NotesKit/B.swift", intent("StoreIntent", title: #""ARCHIVE_TITLE""#)),
            ("NotesKit/en.lproj/Localizable.strings", #""ARCHIVE_TITLE" = "Store";"#),
        ])
        #expect(twoModules.isEmpty)
    }

    @Test func oneTypeInTwoTargetsIsOneAction() {
        let shared = intent("ArchiveIntent", title: #""Archive""#)
        #expect(findings([ExampleModule("Notes", .app), ExampleModule("NotesWidgets", .appExtension)], [
            ("Notes/ArchiveIntent.swift", shared), ("NotesWidgets/ArchiveIntent.swift", shared),
        ]).isEmpty)
    }
}
