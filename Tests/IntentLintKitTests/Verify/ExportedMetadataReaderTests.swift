import Testing
@testable import IntentLintSupport
@testable import IntentLintVerify

/// Reading Apple's `extract.actionsdata`: the records and fields lint-intents compares, their
/// places, and leniency about everything but the JSON itself.
@Suite struct ExportedMetadataReaderTests {
    @Test func readsTheRecordsOfAnAppsMetadata() throws {
        let metadata = try VerifyFixtures.export(VerifyFixtures.notesApp)
        #expect(metadata.generator == "17E6107")
        #expect(metadata.modules == ["Notes"])
        #expect(metadata.actions.map(\.name).sorted() == ["CreateNoteIntent", "OpenNoteIntent"])
        #expect(metadata.entities.map(\.name) == ["NoteEntity"])
        #expect(metadata.enums.map(\.name) == ["FolderKind"])
        #expect(metadata.queries.map(\.name) == ["NoteQuery"])
        #expect(metadata.autoShortcuts.map(\.actionIdentifier) == ["CreateNoteIntent", "OpenNoteIntent"])
        #expect(metadata.shortcutsProviderModule == "Notes")
        #expect(metadata.negativePhrases?.map(\.text) == ["Take a note"])

        let open = try #require(metadata.actions.first { $0.name == "OpenNoteIntent" })
        #expect(open.module == "Notes" && open.title == "Open Note" && open.description == "Opens a note in Notes.")
        #expect(open.openAppWhenRun == true && open.isDiscoverable == true)
        #expect(open.parameters.map(\.valueType) == [.entity("NoteEntity")])

        let create = try #require(metadata.actions.first { $0.name == "CreateNoteIntent" })
        #expect(create.parameters.map(\.name) == ["noteTitle", "pinned", "folder", "dueDate"])
        #expect(create.parameters.map(\.defaultValue) == [.string("Untitled"), .integer(0), .string("inbox"), nil])
        #expect(create.parameters.map(\.valueType) == [.primitive(0), .primitive(1), .enumeration("FolderKind"), .primitive(8)])
        #expect(create.parameters.map(\.isOptional) == [false, false, false, true])

        let folder = try #require(metadata.enums.first)
        #expect(folder.displayName == "Folder")
        #expect(folder.cases.map(\.identifier) == ["inbox", "archive", "shared-with-me"])
        #expect(folder.cases.map(\.title) == ["Inbox", "Archive", "Shared with Me"])
        #expect(metadata.entities[0].defaultQuery == "NoteQuery")
        #expect(metadata.entities[0].properties.map(\.identifier) == ["title", "wordCount"])
        #expect(metadata.queries[0].entityType == "NoteEntity")
        #expect(metadata.autoShortcuts[0].phrases.map(\.text) == ["Create a note in ${applicationName}", "New ${applicationName} note in ${folder}"])
        #expect(metadata.autoShortcuts[0].shortTitle == "Create Note" && metadata.autoShortcuts[0].systemImageName == "square.and.pencil")
    }

    @Test func placesAreLinesAndColumnsInTheFile() throws {
        // Xcode writes the file on one line: a record's place is a column of line 1.
        let text = "{\"actions\":{\n  \"A\":{\"fullyQualifiedTypeName\":\"M.A\",\"parameters\":[{\"name\":\"p\"}]}}}"
        let metadata = try ExportedMetadataReader.read(Array(text.utf8), path: "x.actionsdata")
        #expect(metadata.actions[0].place == IntentLintSupport.SourceLocation(line: 2, column: 7))
        #expect(metadata.actions[0].parameters[0].place == IntentLintSupport.SourceLocation(line: 2, column: 53))
        let real = try VerifyFixtures.export(VerifyFixtures.notesApp)
        #expect(real.actions.allSatisfy { $0.place.line == 1 && $0.place.column > 1 })
    }

    @Test func aNewerLayoutWithUnknownFieldsReadsTheSame() throws {
        let newer = try VerifyFixtures.export("Exports/NewerLayout/extract.actionsdata")
        let agreeing = try VerifyFixtures.export(VerifyFixtures.notesApp)
        #expect(newer.generator == "28A101")
        #expect(newer.actions.map(\.name).sorted() == agreeing.actions.map(\.name).sorted())
        #expect(newer.enums.map(\.name) == agreeing.enums.map(\.name))
        #expect(newer.enums[0].cases.map(\.identifier) == agreeing.enums[0].cases.map(\.identifier))
        #expect(newer.actions.flatMap(\.parameters).map(\.name).sorted() == agreeing.actions.flatMap(\.parameters).map(\.name).sorted())
    }

    @Test func anOlderLayoutWithoutQualifiedNamesTakesItsModuleFromTheBundle() throws {
        let older = try VerifyFixtures.export("Products/Older/Notes.app/Metadata.appintents/extract.actionsdata", bundleName: "Notes")
        #expect(older.actions.allSatisfy { $0.module == nil })
        #expect(older.modules.isEmpty && older.bundleName == "Notes")
        // Titles written as plain strings are read as well.
        #expect(Set(older.actions.compactMap(\.title)) == ["Open Note", "Create Note"])
        #expect(older.generator == nil && older.shortcutsProviderModule == nil)
    }

    @Test func malformedJSONIsAOneLineErrorNamingTheFile() throws {
        do {
            _ = try VerifyFixtures.export("Exports/Malformed/extract.actionsdata")
            Issue.record("malformed JSON was read")
        } catch {
            #expect(String(describing: error).hasPrefix("Exports/Malformed/extract.actionsdata: invalid JSON at line 1, column "))
            #expect(!String(describing: error).contains("\n"))
        }
    }

    @Test(arguments: [
        ("[1, 2]", "the file holds an array, not an object"),
        ("{\"version\": 1, \"generator\": {}}", "it has none of 'actions', 'entities', 'enums', 'queries', 'autoShortcuts'"),
        ("", "invalid JSON at line 1, column 1"),
    ])
    func jsonThatIsNotMetadataIsAnError(text: String, reason: String) {
        do {
            _ = try ExportedMetadataReader.read(Array(text.utf8), path: "f.actionsdata")
            Issue.record("\(text) was read as metadata")
        } catch {
            #expect(String(describing: error).hasPrefix("f.actionsdata: "))
            #expect(String(describing: error).contains(reason), "\(String(describing: error))")
        }
    }

    @Test func fieldsOfUnexpectedShapesAreAbsentNotErrors() throws {
        let text = """
            {"actions": {"A": {"title": 5, "parameters": {"x": 1}, "openAppWhenRun": "yes"},
                         "B": [], "C": {"parameters": [7, {"name": "p", "valueType": {"primitive": []}, "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue"]}]}},
             "enums": [{"identifier": "E", "cases": [{"identifier": 3}, {}]}],
             "autoShortcuts": [{"phraseTemplates": []}, {"actionIdentifier": "A", "phraseTemplates": [{"key": 1}, "Go ${applicationName}"]}],
             "negativePhrases": {"phrase": "x"}}
            """
        let metadata = try ExportedMetadataReader.read(Array(text.utf8), path: "odd.actionsdata")
        #expect(metadata.actions.map(\.name) == ["A", "C"])
        #expect(metadata.actions[0].title == nil && metadata.actions[0].parameters.isEmpty && metadata.actions[0].openAppWhenRun == nil)
        #expect(metadata.actions[1].parameters.map(\.name) == ["p"])
        #expect(metadata.actions[1].parameters[0].valueType == nil && metadata.actions[1].parameters[0].defaultValue == nil)
        #expect(metadata.enums[0].cases.map(\.identifier) == ["3"])
        #expect(metadata.autoShortcuts.map(\.actionIdentifier) == ["A"])
        #expect(metadata.autoShortcuts[0].phrases.map(\.text) == ["Go ${applicationName}"])
        #expect(metadata.negativePhrases == nil)
    }

    @Test func theProvidersModuleComesFromItsMangledName() {
        #expect(ExportedMetadataReader.moduleOfMangledName("10VoiceMemos21RecordingAppShortcutsV") == "VoiceMemos")
        #expect(ExportedMetadataReader.moduleOfMangledName("$s7Weather14OpenMoonIntentV") == "Weather")
        #expect(ExportedMetadataReader.moduleOfMangledName("99Short") == nil)
        #expect(ExportedMetadataReader.moduleOfMangledName("") == nil)
        #expect(ExportedMetadataReader.moduleOfMangledName("V") == nil)
    }
}
