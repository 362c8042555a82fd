import Testing
@testable import IntentLintKit
@testable import IntentLintManifest
@testable import IntentLintRules
@testable import IntentLintDiff
import IntentLintCore
@testable import IntentLintEngine
import IntentLintTestSupport
import IntentLintEngineTestSupport

/// Each change `diff` reports, on pairs of small modules, and the look-alikes that change
/// nothing saved shortcuts hold on to.
struct ManifestDiffTests {
    static let intent = """
        import AppIntents

        struct OpenNote: AppIntent {
            static var title: LocalizedStringResource = "Open Note"
            @Parameter(title: "Note") var note: NoteEntity
            @Parameter(title: "Folder") var folder: String?
            @Parameter(title: "Copies", default: 1) var copies: Int
            func perform() async throws -> some IntentResult { .result() }
        }
        """
    static let entity = """
        import AppIntents

        struct NoteEntity: AppEntity {
            var id: String
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
            var displayRepresentation: DisplayRepresentation { "Note" }
            static var defaultQuery = NoteQuery()
        }

        struct NoteQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [NoteEntity] { [] }
        }
        """
    static let mood = """
        import AppIntents

        enum Mood: String, AppEnum {
            case happy
            case calm = "relaxed"
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
            static var caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.happy: "Happy", .calm: "Calm"]
        }
        """
    static let shortcuts = """
        import AppIntents

        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OpenNote(), phrases: ["Open a note in \\(.applicationName)", "Show my note in \\(.applicationName)"],
                            shortTitle: "Open Note", systemImageName: "note")
            }
        }
        """
    static let app: [(name: String, source: String)] = [
        ("OpenNote.swift", intent), ("NoteEntity.swift", entity), ("Mood.swift", mood), ("Shortcuts.swift", shortcuts),
    ]

    /// `app` with `replacing` swapped for `with` in every file, and files added.
    static func changed(_ replacements: [(String, String)], adding: [(name: String, source: String)] = []) -> [(name: String, source: String)] {
        app.map { file in
            (file.name, replacements.reduce(file.source) { $0.replacingOccurrences(of: $1.0, with: $1.1) })
        } + adding
    }

    /// A module of `files`; those not named `.swift` are its strings tables.
    static func version(_ files: [(name: String, source: String)], module: String = "Notes") throws -> DiffRun.ModuleVersion {
        let syntax = InMemoryModule.syntax(files, moduleName: module)
        let manifest = ManifestBuilder.build(syntax).manifest
        return DiffRun.ModuleVersion(identifiers: try SavedIdentifiers(manifest: manifest.json, source: module))
    }

    static func changes(to files: [(name: String, source: String)], module: String = "Notes") throws -> [Finding] {
        DiffRun.changes(from: [try version(app)], to: [try version(files, module: module)])
    }

    /// `rule-id @ file:line` of each change, the way a reviewer scans them.
    static func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.ruleIdentifier) @ \($0.file):\($0.location.line)" }
    }

    // MARK: Look-alikes: nothing saved changes

    @Test func anUnchangedModuleHasNoChanges() throws {
        #expect(try Self.changes(to: Self.app).isEmpty)
    }

    @Test func reorderingDeclarationsMembersAndCasesChangesNothing() throws {
        let reordered = Self.changed([
            ("""
                    @Parameter(title: "Note") var note: NoteEntity
                    @Parameter(title: "Folder") var folder: String?
                """, """
                    @Parameter(title: "Folder") var folder: String?
                    @Parameter(title: "Note") var note: NoteEntity
                """),
            ("""
                    case happy
                    case calm = "relaxed"
                """, """
                    case calm = "relaxed"
                    case happy
                """),
        ])
        #expect(try Self.changes(to: reordered.reversed()).isEmpty)
    }

    /// `${applicationName}` written as text is the token the build writes for `\(.applicationName)`
    /// (the compiler hands on a literal's text as written): the same phrase to diff, and to lint.
    @Test func theAppNameWrittenAsTextIsTheSamePhrase() throws {
        let written = Self.changed([("\"Show my note in \\(.applicationName)\"", "\"Show my note in ${applicationName}\"")])
        #expect(written.contains { $0.source.contains("\"Show my note in ${applicationName}\"") })
        #expect(try Self.changes(to: written).isEmpty)
        #expect(InMemoryModule.lint(written).filter { $0.ruleIdentifier == "phrase-missing-app-name" }.isEmpty)
        let dropped = Self.changed([("\"Show my note in \\(.applicationName)\"", "\"Show my note\"")])
        #expect(InMemoryModule.lint(dropped).map(\.ruleIdentifier).contains("phrase-missing-app-name"))
    }

    @Test func movingATypeToAnotherFileChangesNothing() throws {
        let moved = [("Everything.swift", Self.app.map(\.source).joined(separator: "\n"))]
        #expect(try Self.changes(to: moved).isEmpty)
    }

    @Test func aTypeTurnedIntoAnExtensionChangesNothing() throws {
        let split = Self.changed([("struct OpenNote: AppIntent {", "struct OpenNote {}\n\nextension OpenNote: AppIntent {")])
        #expect(try Self.changes(to: split).isEmpty)
    }

    @Test func renamingACaseThatKeepsItsRawValueChangesNothing() throws {
        let renamed = Self.changed([("case calm = \"relaxed\"", "case peaceful = \"relaxed\""), (".calm: \"Calm\"", ".peaceful: \"Calm\"")])
        #expect(try Self.changes(to: renamed).isEmpty)
    }

    @Test func anOptionalOrDefaultedParameterAddedIsANote() throws {
        let added = Self.changed([("    func perform()", """
                @Parameter(title: "Tag") var tag: String?
                @Parameter(title: "Pinned", default: false) var pinned: Bool
                func perform()
            """)])
        let changes = try Self.changes(to: added)
        #expect(Self.summary(changes) == ["parameter-added @ OpenNote.swift:8", "parameter-added @ OpenNote.swift:9"])
        #expect(changes.allSatisfy { $0.severity == .note })
    }

    @Test func deprecatingAndKeepingAnIntentIsANoteNotARemoval() throws {
        let deprecated = Self.changed([("struct OpenNote: AppIntent {", "@available(*, deprecated, renamed: \"ShowNote\")\nstruct OpenNote: AppIntent {")],
                                      adding: [("ShowNote.swift", Self.intent.replacingOccurrences(of: "OpenNote", with: "ShowNote"))])
        let changes = try Self.changes(to: deprecated)
        #expect(Self.summary(changes) == ["intent-deprecated @ OpenNote.swift:4", "intent-added @ ShowNote.swift:3"])
        #expect(!changes.contains { $0.severity != .note })
    }

    @Test func deprecatedAppIntentConformanceCountsAsDeprecation() throws {
        let deprecated = Self.changed([("struct OpenNote: AppIntent {", "struct OpenNote: DeprecatedAppIntent {")])
        #expect(Self.summary(try Self.changes(to: deprecated)) == ["intent-deprecated @ OpenNote.swift:3"])
    }

    // MARK: Breaking changes

    @Test func aRenamedIntentIsOneRemovalThatSaysItLooksRenamed() throws {
        let withoutShortcut = Self.app.filter { $0.name != "Shortcuts.swift" }
        let renamed = withoutShortcut.map { ($0.name, $0.source.replacingOccurrences(of: "OpenNote", with: "ShowNote")) }
        let changes = DiffRun.changes(from: [try Self.version(withoutShortcut)], to: [try Self.version(renamed)])
        // Saved shortcuts hold the old name: one error, and the new name is in it, not a note of its own.
        #expect(Self.summary(changes) == ["intent-removed @ OpenNote.swift:3"])
        let removal = try #require(changes.first)
        #expect(removal.severity == .error)
        #expect(removal.message.contains("`OpenNote`") && removal.message.contains("renamed to `ShowNote`"))
        #expect(!removal.message.contains("Siri"))
    }

    @Test func aRenamedIntentWhoseAppShortcutKeepsItsPhrasesIsOneChangeAboutSavedShortcuts() throws {
        let renamed = Self.changed([("OpenNote", "ShowNote")])
        let changes = try Self.changes(to: renamed)
        #expect(Self.summary(changes) == ["intent-removed @ OpenNote.swift:3"], "no App Shortcut removed or added, no intent added")
        let message = try #require(changes.first?.message)
        #expect(message == "Intent `OpenNote` is gone, so shortcuts and automations that use it fail with \"action not found\". It looks renamed to `ShowNote` (same title and parameters; its App Shortcut phrases moved with it, so what people say to Siri still works), and a rename is a removal for saved shortcuts: keep `OpenNote`, marked `DeprecatedAppIntent`, beside it")

        // A phrase the rename dropped is gone for Siri: that one is a warning of its own.
        let lostPhrase = Self.changed([("OpenNote", "ShowNote"), (", \"Show my note in \\(.applicationName)\"", "")])
        let lost = try Self.changes(to: lostPhrase)
        #expect(Self.summary(lost) == ["intent-removed @ OpenNote.swift:3", "app-shortcut-removed @ Shortcuts.swift:5"])
        #expect(lost[1].message.hasPrefix("Phrase \"Show my note in \\(.applicationName)\" of the App Shortcut for `OpenNote` is gone"))
        #expect(!lost[0].message.contains("Siri"), "not every phrase moved")
    }

    @Test func anAppShortcutIsRemovedOnlyWhenItsPhrasesAreGoneFromTheApp() throws {
        // The intent keeps its identity, but its App Shortcut now runs a new intent with the
        // same phrases: what people say to Siri still works.
        let archive = Self.intent.replacingOccurrences(of: "OpenNote", with: "ArchiveNote").replacingOccurrences(of: "Open Note", with: "Archive Note")
        let moved = Self.changed([("AppShortcut(intent: OpenNote()", "AppShortcut(intent: ArchiveNote()")], adding: [("ArchiveNote.swift", archive)])
        #expect(Self.summary(try Self.changes(to: moved)) == ["intent-added @ ArchiveNote.swift:3"])
    }

    @Test func anIntentRemovedWithADifferentShapeSaysToKeepItDeprecated() throws {
        let removed = Self.changed([("struct OpenNote: AppIntent {", "struct OpenNote {"), ("AppShortcut(intent: OpenNote()", "AppShortcut(intent: Other()")])
        let removal = try #require(try Self.changes(to: removed).first { $0.ruleIdentifier == "intent-removed" })
        #expect(!removal.message.contains("renamed"))
        #expect(removal.message.contains("DeprecatedAppIntent"))
    }

    @Test func aRemovedParameterIsAnError() throws {
        let removed = Self.changed([("    @Parameter(title: \"Folder\") var folder: String?\n", "")])
        let changes = try Self.changes(to: removed)
        #expect(Self.summary(changes) == ["parameter-removed @ OpenNote.swift:6"])
        #expect(changes[0].message.contains("`folder`") && changes[0].severity == .error)
    }

    @Test func aParameterTypeChangeIsAnErrorButOptionalityAloneIsNot() throws {
        let retyped = Self.changed([("var copies: Int", "var copies: Double")])
        let changes = try Self.changes(to: retyped)
        #expect(Self.summary(changes) == ["parameter-type-changed @ OpenNote.swift:7"])
        #expect(changes[0].message.contains("from `Int` to `Double`"))
        let optional = Self.changed([("var note: NoteEntity", "var note: NoteEntity?")])
        #expect(try Self.changes(to: optional).isEmpty)
    }

    @Test func anOptionalOrDefaultedParameterThatBecomesRequiredIsAnError() throws {
        let required = Self.changed([("var folder: String?", "var folder: String"), ("(title: \"Copies\", default: 1)", "(title: \"Copies\")")])
        #expect(Self.summary(try Self.changes(to: required)) == ["parameter-became-required @ OpenNote.swift:6", "parameter-became-required @ OpenNote.swift:7"])
    }

    @Test func aNewRequiredParameterIsAnError() throws {
        let added = Self.changed([("    func perform()", "    @Parameter(title: \"Tag\") var tag: String\n    func perform()")])
        let changes = try Self.changes(to: added)
        #expect(Self.summary(changes) == ["parameter-became-required @ OpenNote.swift:8"])
        #expect(changes[0].message.contains("new and required"))
    }

    @Test func aRemovedOrRenamedEntityIsAnError() throws {
        // Renamed: the same display name and id type. One removal that names the new type.
        let renamed = Self.changed([("NoteEntity", "NoteItem")])
        let changes = try Self.changes(to: renamed)
        let removal = try #require(changes.first { $0.ruleIdentifier == "entity-removed" })
        #expect(removal.file == "NoteEntity.swift" && removal.location.line == 3 && removal.severity == .error)
        #expect(removal.message.contains("It looks renamed to `NoteItem` (same display name and id type): keep the name `NoteEntity`"))
        #expect(changes.contains { $0.ruleIdentifier == "parameter-type-changed" && $0.message.contains("`NoteEntity` to `NoteItem`") })
        #expect(!changes.contains { $0.ruleIdentifier == "entity-added" }, "the rename is the removal")

        // Another display name: gone, and a new entity.
        let replaced = Self.changed([("NoteEntity", "NoteItem"), ("TypeDisplayRepresentation = \"Note\"", "TypeDisplayRepresentation = \"Item\"")])
        let replacement = try Self.changes(to: replaced)
        #expect(replacement.contains { $0.ruleIdentifier == "entity-removed" && !$0.message.contains("renamed to") })
        #expect(replacement.contains { $0.ruleIdentifier == "entity-added" })
    }

    @Test func anEntityIDTypeChangeIsAnError() throws {
        let retyped = Self.changed([("var id: String", "var id: UUID"), ("for identifiers: [String]", "for identifiers: [UUID]")])
        let changes = try Self.changes(to: retyped)
        #expect(Self.summary(changes) == ["entity-id-type-changed @ NoteEntity.swift:3"])
        #expect(changes[0].message.contains("from `String` to `UUID`"))
    }

    @Test func aRemovedEnumIsAnError() throws {
        let removed = Self.app.filter { $0.name != "Mood.swift" }
        let changes = try Self.changes(to: removed)
        #expect(Self.summary(changes) == ["enum-removed @ Mood.swift:3"])
        #expect(changes[0].severity == .error)
    }

    @Test func aRemovedCaseOrAChangedRawValueIsAnError() throws {
        let changedRawValue = Self.changed([("case calm = \"relaxed\"", "case calm")])
        let changes = try Self.changes(to: changedRawValue)
        #expect(Self.summary(changes) == ["enum-case-raw-value-changed @ Mood.swift:5"])
        #expect(changes[0].message == "Case `calm` of `Mood` changed its raw value from \"relaxed\" to \"calm\", so shortcuts and automations that chose \"Calm\" no longer resolve; `case calm = \"relaxed\"` keeps them working")
        #expect(changes[0].severity == .error)

        let removed = Self.changed([("    case happy\n", ""), (".happy: \"Happy\", ", "")])
        let removal = try Self.changes(to: removed)
        #expect(Self.summary(removal) == ["enum-case-removed @ Mood.swift:4"])
        #expect(removal[0].message.contains("the case is gone"))
    }

    @Test func aRemovedPhraseOrAppShortcutIsAWarningQuotedAsInSource() throws {
        let phraseGone = Self.changed([(", \"Show my note in \\(.applicationName)\"", "")])
        let changes = try Self.changes(to: phraseGone)
        #expect(Self.summary(changes) == ["app-shortcut-removed @ Shortcuts.swift:5"])
        #expect(changes[0].severity == .warning)
        #expect(changes[0].message.contains("\"Show my note in \\(.applicationName)\""))

        let shortcutGone = Self.app.filter { $0.name != "Shortcuts.swift" }
        #expect(Self.summary(try Self.changes(to: shortcutGone)) == ["app-shortcut-removed @ Shortcuts.swift:5"])
    }

    @Test func aRenamedModuleIsAWarning() throws {
        let changes = try Self.changes(to: Self.app, module: "NotesKit")
        // At its first declaration, by file.
        #expect(Self.summary(changes) == ["module-renamed @ Mood.swift:3"])
        #expect(changes[0].message.contains("`Notes.X` become `NotesKit.X`"))
    }

    @Test func whatPeopleSeeDifferIsANote() throws {
        let retitled = Self.changed([("\"Open Note\"", "\"Open a Note\"")])
        let changes = try Self.changes(to: retitled)
        #expect(Self.summary(changes) == ["title-changed @ OpenNote.swift:3"])
        #expect(changes[0].severity == .note && changes[0].message.contains("from \"Open Note\" to \"Open a Note\""))

        let parameterRetitled = Self.changed([("@Parameter(title: \"Folder\")", "@Parameter(title: \"Notebook\")")])
        let parameterChanges = try Self.changes(to: parameterRetitled)
        #expect(Self.summary(parameterChanges) == ["title-changed @ OpenNote.swift:6"])
        #expect(parameterChanges[0].severity == .note)
        #expect(parameterChanges[0].message == "The title of parameter `folder` of `OpenNote` changed from \"Folder\" to \"Notebook\"")
        #expect(parameterChanges[0].lineText == "intent OpenNote parameter folder title Notebook")
    }

    @Test func modulesArePairedByNameAndAModuleGoneRemovesEverything() throws {
        let old = [try Self.version(Self.app), try Self.version([("Widget.swift", Self.intent.replacingOccurrences(of: "OpenNote", with: "RefreshWidget"))], module: "Widgets")]
        let new = [try Self.version(Self.app), try Self.version([("Widget.swift", Self.intent.replacingOccurrences(of: "OpenNote", with: "ReloadWidget"))], module: "Extra")]
        let changes = DiffRun.changes(from: old, to: [new[0]])
        #expect(changes.map(\.ruleIdentifier) == ["intent-removed"], "the widget module is gone, the app unchanged")
        let added = DiffRun.changes(from: [old[0]], to: new)
        #expect(added.allSatisfy { $0.severity == .note } && added.contains { $0.ruleIdentifier == "intent-added" })
    }

    @Test func twoModulesOfOneNameArePairedInOrderEachWithItsOwn() throws {
        // Two packages of one repository may each have a target `App`; each is compared with
        // its own next version, not both with the first.
        let widget = [("Widget.swift", Self.intent.replacingOccurrences(of: "OpenNote", with: "RefreshWidget"))]
        let both = [try Self.version(Self.app, module: "App"), try Self.version(widget, module: "App")]
        #expect(DiffRun.changes(from: both, to: both).isEmpty)
        let changed = [try Self.version(Self.app, module: "App"),
                       try Self.version([("Widget.swift", widget[0].1.replacingOccurrences(of: "RefreshWidget", with: "ReloadWidget"))], module: "App")]
        #expect(DiffRun.changes(from: both, to: changed).filter { $0.severity == .error }.map(\.message).allSatisfy { $0.contains("RefreshWidget") })
        #expect(DiffRun.changes(from: both, to: changed).contains { $0.ruleIdentifier == "intent-removed" })
    }

    @Test func modulesArePairedByIdBeforeName() throws {
        // Two targets `App`, one in each of two projects: each is compared with its own, whatever
        // order discovery found them in.
        func app(_ files: [(name: String, source: String)], id: String) throws -> DiffRun.ModuleVersion {
            var version = try Self.version(files, module: "App")
            version.id = id
            return version
        }
        let widget = [("Widget.swift", Self.intent.replacingOccurrences(of: "OpenNote", with: "RefreshWidget"))]
        let old = [try app(Self.app, id: "Notes/Package.swift:App"), try app(widget, id: "Widgets/Package.swift:App")]
        let new = [try app(widget, id: "Widgets/Package.swift:App"), try app(Self.app, id: "Notes/Package.swift:App")]
        #expect(DiffRun.changes(from: old, to: new).isEmpty)
        #expect(DiffRun.pairs(from: old, to: new).count == 2)
        // A module whose project moved keeps its name: paired by name.
        let moved = [try app(Self.app, id: "Moved/Package.swift:App"), try app(widget, id: "Widgets/Package.swift:App")]
        #expect(DiffRun.changes(from: old, to: moved).isEmpty)
    }

    @Test func aChangeSeveralModulesSeeIsOneWithTheOtherTargetsRelated() throws {
        func target(_ name: String, kind: String, _ files: [(name: String, source: String)]) throws -> DiffRun.ModuleVersion {
            var version = try Self.version(files, module: name)
            version.id = "project.yml:" + name
            version.kind = kind
            return version
        }
        let widgetOnly = ("Widget.swift", "import AppIntents\nstruct Refresh: AppIntent {\n    static var title: LocalizedStringResource = \"Refresh\"\n    func perform() async throws -> some IntentResult { .result() }\n}\n")
        let retyped = Self.changed([("var copies: Int", "var copies: Double")])
        let old = [try target("App", kind: "app", Self.app), try target("Widget", kind: "app-extension", Self.app + [widgetOnly])]
        let new = [try target("App", kind: "app", retyped), try target("Widget", kind: "app-extension", retyped + [widgetOnly])]
        let changes = DiffRun.changes(from: old, to: new)
        #expect(Self.summary(changes) == ["parameter-type-changed @ OpenNote.swift:7"])
        #expect(changes[0].related == [RelatedLocation(file: "OpenNote.swift", location: changes[0].location,
                                                       message: "also compiled into `Widget` (app-extension)", kind: .target)])
    }

    // MARK: Configuration and baselines

    @Test func configurationDisablesChangesAndSetsTheirSeverity() throws {
        let changes = try Self.changes(to: Self.changed([("OpenNote", "ShowNote"), ("\"Open Note\"", "\"Show Note\"")]))
        var configuration = Configuration(directory: "/")
        configuration.disabledRules = ["intent-added", "app-shortcut-added"]
        configuration.severities = ["intent-removed": .warning]
        let filtered = configuration.applied(to: changes, of: ChangeKind.descriptions)
        #expect(!filtered.contains { $0.ruleIdentifier == "intent-added" || $0.ruleIdentifier == "app-shortcut-added" })
        #expect(filtered.first { $0.ruleIdentifier == "intent-removed" }?.severity == .warning)
    }

    @Test func aBaselineKeepsAcceptingAChangeWhenCodeMoves() throws {
        let scratch = try ScratchFolder()
        let retyped = Self.changed([("var copies: Int", "var copies: Double")])
        try Baseline.write(try Self.changes(to: retyped), to: scratch.path + "/baseline.json", relativeTo: scratch.path)
        let baseline = try Baseline.read(path: scratch.path + "/baseline.json")
        // The same change, reported at another line once the file above it grew.
        let moved = retyped.map { ($0.name, "// A new comment\n// and another\n" + $0.source) }
        let changes = try Self.changes(to: moved)
        #expect(Self.summary(changes) == ["parameter-type-changed @ OpenNote.swift:9"])
        #expect(baseline.newFindings(changes, relativeTo: scratch.path).isEmpty)
        let another = try Self.changes(to: Self.changed([("var copies: Int", "var copies: String")]))
        #expect(baseline.newFindings(another, relativeTo: scratch.path).count == 1, "a different change is not accepted")
    }
}
