import Testing
@testable import IntentLintKit
@testable import IntentLintRules
@testable import IntentLintDiff

/// What `diff` compares of what people see and say (titles through the strings tables, phrases
/// that could be exported, phrases said alike), the id types saved ids survive, the renames it
/// pairs, and removals judged for the whole app.
struct WhatPeopleSeeDiffTests {
    typealias Base = ManifestDiffTests

    // MARK: Titles through the strings tables

    @Test func aTitleTurnedIntoAKeyWhoseTextIsTheSameIsNoChange() throws {
        let keyed = Base.changed([("LocalizedStringResource = \"Open Note\"", "LocalizedStringResource = \"open_note.title\""),
                                  ("@Parameter(title: \"Folder\")", "@Parameter(title: \"note.folder\")")],
                                 adding: [("en.lproj/Localizable.strings", "\"open_note.title\" = \"Open Note\";\n\"note.folder\" = \"Folder\";\n"),
                                          ("de.lproj/Localizable.strings", "\"open_note.title\" = \"Notiz öffnen\";\n\"note.folder\" = \"Ordner\";\n")])
        #expect(try Base.changes(to: keyed).isEmpty)

        // A string catalog's own table and development language; and a key's default value.
        let catalog = """
            {"sourceLanguage": "de", "strings": {"open": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Open Note"}},
              "en": {"stringUnit": {"state": "translated", "value": "Open the note"}}}}}, "version": "1.0"}
            """
        let inCatalog = Base.changed([("LocalizedStringResource = \"Open Note\"", "LocalizedStringResource = LocalizedStringResource(\"open\", table: \"Intents\")"),
                                      ("@Parameter(title: \"Folder\")", "@Parameter(title: LocalizedStringResource(\"folder\", defaultValue: \"Folder\"))")],
                                     adding: [("Intents.xcstrings", catalog)])
        #expect(try Base.changes(to: inCatalog).isEmpty)
    }

    @Test func aKeyWhoseTextDiffersIsATitleChangeInWords() throws {
        let keyed = Base.changed([("LocalizedStringResource = \"Open Note\"", "LocalizedStringResource = \"open_note.title\"")],
                                 adding: [("Base.lproj/Localizable.strings", "\"open_note.title\" = \"Open a Note\";\n")])
        let changes = try Base.changes(to: keyed)
        #expect(Base.summary(changes) == ["title-changed @ OpenNote.swift:3"])
        #expect(changes.first?.message == "The title of `OpenNote` changed from \"Open Note\" to \"Open a Note\"")
    }

    // MARK: Phrases

    static let search = """
        import AppIntents

        struct SearchNotes: AppIntent {
            static var title: LocalizedStringResource = "Search Notes"
            @Parameter(title: "Text") var text: String
            func perform() async throws -> some IntentResult { .result() }
        }

        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: SearchNotes(), phrases: ["Search \\(\\.$text) in \\(.applicationName)", "Search my notes in \\(.applicationName)"],
                            shortTitle: "Search", systemImageName: "magnifyingglass")
            }
        }
        """

    @Test func aPhraseTheBuildNeverExportedIsNoPhrasePeopleUse() throws {
        // `\(\.$text)` is a `String`: the build halts the export on that phrase (`phrase-parameter-type`).
        let old = [("Search.swift", Self.search)]
        let dropped = [("Search.swift", Self.search.replacingOccurrences(of: "\"Search \\(\\.$text) in \\(.applicationName)\", ", with: ""))]
        #expect(DiffRun.changes(from: [try Base.version(old)], to: [try Base.version(dropped)]).isEmpty)
        // The phrase people could say is one they use.
        let other = [("Search.swift", Self.search.replacingOccurrences(of: ", \"Search my notes in \\(.applicationName)\"", with: ""))]
        let changes = DiffRun.changes(from: [try Base.version(old)], to: [try Base.version(other)])
        #expect(Base.summary(changes) == ["app-shortcut-removed @ Search.swift:11"])
    }

    @Test func aPhraseWithoutTheAppNameOrWithTwoParametersWasNeverExported() throws {
        // The build halts the export on each ("Invalid Utterance…", "Multiple parameters detected
        // in phrase…"): nobody can have said them, so they are neither gone nor new.
        let withBadPhrases = Base.changed([("\"Show my note in \\(.applicationName)\"",
            "\"Show my note in \\(.applicationName)\", \"Show my note\", \"Open \\(\\.$note) in \\(\\.$folder) with \\(.applicationName)\"")])
        #expect(withBadPhrases.contains { $0.source.contains("\"Show my note\",") })
        #expect(try Base.changes(to: withBadPhrases).isEmpty)
        #expect(DiffRun.changes(from: [try Base.version(withBadPhrases)], to: [try Base.version(Base.app)]).isEmpty)
        // A table's text without the app name is halted on too.
        let table = ("en.lproj/AppShortcuts.strings", "\"Show my note in ${applicationName}\" = \"Show my note\";\n")
        let localized = Base.changed([], adding: [table])
        #expect(Base.summary(try Base.changes(to: localized)) == ["app-shortcut-removed @ Shortcuts.swift:5"], "what people said is gone from the export")
    }

    @Test func aPhraseChangedOnlyInPunctuationCaseOrSpacingIsANote() throws {
        let respelled = Base.changed([("\"Show my note in \\(.applicationName)\"", "\"Show my Note in  \\(.applicationName)!\"")])
        let changes = try Base.changes(to: respelled)
        #expect(Base.summary(changes) == ["phrase-changed @ Shortcuts.swift:5"])
        #expect(changes.first?.severity == .note)
        #expect(changes.first?.message == "Phrase \"Show my note in \\(.applicationName)\" of the App Shortcut for `OpenNote` is now \"Show my Note in  \\(.applicationName)!\": only punctuation, letter case or spacing changed, so people say it the same way")
        // Another word is another phrase.
        let reworded = Base.changed([("\"Show my note in \\(.applicationName)\"", "\"Show the note in \\(.applicationName)\"")])
        #expect(Set(Base.summary(try Base.changes(to: reworded))) == ["app-shortcut-removed @ Shortcuts.swift:5", "app-shortcut-added @ Shortcuts.swift:5"])
    }

    @Test func aPhraseIsWhatTheAppShortcutsTableSaysInTheDevelopmentLanguage() throws {
        // The Swift phrase changed, but its development-language text is the old phrase: people say the same.
        let table = "\"Show my note with ${applicationName}\" = \"Show my note in ${applicationName}\";\n"
        let keyed = Base.changed([("\"Show my note in \\(.applicationName)\"", "\"Show my note with \\(.applicationName)\"")],
                                 adding: [("en.lproj/AppShortcuts.strings", table)])
        #expect(try Base.changes(to: keyed).isEmpty)
    }

    // MARK: Entity ids

    @Test func idTypesSavedAsTheSameTextAreNoChange() throws {
        let syncable = Base.changed([("var id: String", "var id: SyncableEntityIdentifier<String, String>"),
                                     ("for identifiers: [String]", "for identifiers: [SyncableEntityIdentifier<String, String>]")])
        #expect(try Base.changes(to: syncable).isEmpty, "its text is the local ID's")
        // `String` to `Int`: ids saved as `"42"` read back, others do not: a warning that says so.
        let integer = Base.changed([("var id: String", "var id: Int"), ("for identifiers: [String]", "for identifiers: [Int]")])
        let integerChanges = try Base.changes(to: integer)
        #expect(Base.summary(integerChanges) == ["entity-id-type-changed @ NoteEntity.swift:3"])
        #expect(integerChanges.first?.severity == .warning && integerChanges.first?.message.contains("may not read back") == true)
        #expect(IdentifierStringForm.form(of: "SyncableEntityIdentifier<UUID, String>") == "UUID")
        #expect(IdentifierStringForm.form(of: "SyncableEntityIdentifier<String, String>") == "String")
        #expect(IdentifierStringForm.form(of: "NoteID") == nil, "a type of the app's own says its text in its conformance")
    }

    @Test func anIdWhoseTextNeverReadsBackIsAnError() throws {
        // An `Int`'s digits are never a `UUID`'s text: no saved id resolves.
        let numbered = Base.changed([("var id: String", "var id: Int"), ("for identifiers: [String]", "for identifiers: [Int]")])
        let uuid = Base.changed([("var id: String", "var id: UUID"), ("for identifiers: [String]", "for identifiers: [UUID]")])
        let changes = DiffRun.changes(from: [try Base.version(numbered)], to: [try Base.version(uuid)])
        #expect(Base.summary(changes) == ["entity-id-type-changed @ NoteEntity.swift:3"])
        #expect(changes.first?.severity == .error)
        #expect(changes.first?.message == "The `id` of entity `NoteEntity` changed type from `Int` to `UUID`, and no `Int` id's text (its `entityIdentifierString`, which saved shortcuts hold) reads back as `UUID`, so they can no longer find their NoteEntity")
    }

    static let wrapper = """
        import AppIntents

        struct NoteID: Hashable, Sendable, EntityIdentifierConvertible {
            let rawValue: String
            var entityIdentifierString: String { rawValue }
            static func entityIdentifier(for entityIdentifierString: String) -> NoteID? { NoteID(rawValue: entityIdentifierString) }
        }
        """

    @Test func aWrapperThatForwardsItsStringIsSavedAsTheStringItWraps() throws {
        let wrapped = Base.changed([("var id: String", "var id: NoteID"), ("for identifiers: [String]", "for identifiers: [NoteID]")],
                                   adding: [("NoteID.swift", Self.wrapper)])
        #expect(try Base.changes(to: wrapped).isEmpty, "String and NoteID are saved as the same text")
        #expect(DiffRun.changes(from: [try Base.version(wrapped)], to: [try Base.version(Base.app)]).isEmpty, "and back")
        // Forwarding another type's text: that type's.
        let uuidWrapper = Self.wrapper.replacingOccurrences(of: "let rawValue: String", with: "let rawValue: UUID")
            .replacingOccurrences(of: "{ rawValue }", with: "{ rawValue.entityIdentifierString }")
        let wrappedUUID = Base.changed([("var id: String", "var id: NoteID")], adding: [("NoteID.swift", uuidWrapper)])
        let uuid = Base.changed([("var id: String", "var id: UUID")])
        #expect(DiffRun.changes(from: [try Base.version(uuid)], to: [try Base.version(wrappedUUID)]).isEmpty)
        // Text the wrapper works out itself: only its conformance knows, so a warning.
        let computed = Self.wrapper.replacingOccurrences(of: "let rawValue: String", with: "let parts: [String]\n    var rawValue: String { parts.joined() }")
        let composite = Base.changed([("var id: String", "var id: NoteID")], adding: [("NoteID.swift", computed)])
        let changes = try Base.changes(to: composite)
        #expect(Base.summary(changes) == ["entity-id-type-changed @ NoteEntity.swift:3"])
        #expect(changes.first?.severity == .warning)
    }

    // MARK: Renames

    @Test func aRenamedCaseGetsTheLineThatKeepsSavedShortcutsWorking() throws {
        // `happy` renamed `joyful`, its title kept: its raw value "happy" is gone.
        let renamed = Base.changed([("case happy\n", "case joyful\n"), (".happy: \"Happy\"", ".joyful: \"Happy\"")])
        let changes = try Base.changes(to: renamed)
        #expect(Base.summary(changes) == ["enum-case-removed @ Mood.swift:4"], "no enum-case-added: the rename is the removal")
        #expect(changes.first?.message == "Case `happy` of `Mood` no longer has the raw value \"happy\" that saved shortcuts store (it looks renamed to `joyful`, with the same title), so shortcuts and automations that chose \"Happy\" stop resolving; `case joyful = \"happy\"` keeps them working")

        // Renamed and retitled, in the same place of a list as long: paired by its place.
        let replaced = Base.changed([("case happy\n", "case cheerful\n"), (".happy: \"Happy\"", ".cheerful: \"Cheerful\"")])
        let replacement = try Base.changes(to: replaced)
        #expect(Base.summary(replacement) == ["enum-case-removed @ Mood.swift:4"])
        #expect(replacement.first?.message.hasSuffix("(it looks renamed to `cheerful`, in its place), so shortcuts and automations that chose \"Happy\" stop resolving; `case cheerful = \"happy\"` keeps them working") == true)
    }

    @Test func aRenamedParameterIsOneRemovalThatNamesIt() throws {
        let renamed = Base.changed([("var folder: String?", "var notebook: String?")])
        let changes = try Base.changes(to: renamed)
        #expect(Base.summary(changes) == ["parameter-removed @ OpenNote.swift:6"], "no parameter-added")
        #expect(changes.first?.message.hasSuffix("It looks renamed to `notebook` (same title and type): keep the property's name `folder`") == true)
    }

    @Test func aRenamedEnumIsOneRemovalThatNamesIt() throws {
        let renamed = Base.changed([("Mood", "Feeling")])
        let changes = try Base.changes(to: renamed)
        let removal = try #require(changes.first { $0.ruleIdentifier == "enum-removed" })
        #expect(removal.message.hasSuffix("It looks renamed to `Feeling` (the same cases): keep the name `Mood`"))
        #expect(!changes.contains { $0.ruleIdentifier == "enum-added" })
    }

    // MARK: The app as a whole

    static func member(_ files: [(name: String, source: String)], module: String, kind: String, app: Set<String>?) throws -> DiffRun.ModuleVersion {
        var version = try Base.version(files, module: module)
        version.id = "project.yml:" + module
        version.kind = kind
        version.shipsWith = app
        return version
    }

    @Test func anIntentRemovedFromAnExtensionThatTheAppStillDeclaresIsNotGone() throws {
        let app: Set<String> = ["project.yml:Notes", "project.yml:NotesWidget"]
        let shared = Base.app
        let widgetOnly = [("Widget.swift", Base.intent.replacingOccurrences(of: "OpenNote", with: "ReloadWidget"))]
        let old = [try Self.member(shared, module: "Notes", kind: "app", app: app),
                   try Self.member(shared + widgetOnly, module: "NotesWidget", kind: "app-extension", app: app)]
        let new = [try Self.member(shared, module: "Notes", kind: "app", app: app),
                   try Self.member(widgetOnly, module: "NotesWidget", kind: "app-extension", app: app)]
        #expect(DiffRun.changes(from: old, to: new).isEmpty, "the app still declares OpenNote, its entity and enum")

        // Gone from the app too: gone.
        let gone = [try Self.member(Base.app.filter { $0.name != "OpenNote.swift" }, module: "Notes", kind: "app", app: app), new[1]]
        #expect(Base.summary(DiffRun.changes(from: old, to: gone)) == ["intent-removed @ OpenNote.swift:3"])
        // No intent, entity or query of the app held a `Mood`: nothing people saved is gone with it.
        let unused = [try Self.member(Base.app.filter { $0.name != "Mood.swift" }, module: "Notes", kind: "app", app: app), new[1]]
        #expect(DiffRun.changes(from: old, to: unused).isEmpty)

        // Another app's module is not this app's: without the app, it is gone.
        let alone = [try Self.member(shared, module: "Notes", kind: "app", app: ["project.yml:Notes"]),
                     try Self.member(widgetOnly, module: "NotesWidget", kind: "app-extension", app: ["project.yml:NotesWidget"])]
        let separate = [try Self.member(shared, module: "Notes", kind: "app", app: ["project.yml:Notes"]),
                        try Self.member(shared + widgetOnly, module: "NotesWidget", kind: "app-extension", app: ["project.yml:NotesWidget"])]
        #expect(DiffRun.changes(from: separate, to: alone).contains { $0.ruleIdentifier == "intent-removed" })
    }

    @Test func anIntentMovedToAnotherModuleOfTheAppIsComparedThere() throws {
        let app: Set<String> = ["project.yml:Notes", "project.yml:NotesKit"]
        let old = [try Self.member(Base.app, module: "Notes", kind: "app", app: app),
                   try Self.member([("Kit.swift", "struct Kit {}\n")], module: "NotesKit", kind: "framework", app: app)]
        // OpenNote moves to the framework, with a parameter retyped on the way.
        let moved = Base.app.filter { $0.name == "OpenNote.swift" }.map { ($0.name, $0.source.replacingOccurrences(of: "var copies: Int", with: "var copies: Double")) }
        let new = [try Self.member(Base.app.filter { $0.name != "OpenNote.swift" }, module: "Notes", kind: "app", app: app),
                   try Self.member(moved, module: "NotesKit", kind: "framework", app: app)]
        let changes = DiffRun.changes(from: old, to: new)
        #expect(Base.summary(changes) == ["parameter-type-changed @ OpenNote.swift:7"], "no intent-removed, no intent-added")
    }
}
