import Testing
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintVerify
import IntentLintCore

/// The Notes sources against metadata files that agree with them or differ in one way each:
/// what is reported, where, and what is not.
@Suite struct MetadataVerificationTests {
    private func verify(_ exportPath: String, module: SourceModule? = nil, chosen: Bool = false) throws -> MetadataVerification.Result {
        try MetadataVerification.verify(modules: [try module ?? VerifyFixtures.notesModule()],
                                        exports: [try VerifyFixtures.export(exportPath)], chosen: chosen)
    }

    /// `rule file:line:column`, sorted.
    private func summary(_ findings: [Finding]) -> [String] {
        findings.sorted(by: Finding.ordered).map { "\($0.ruleIdentifier) \($0.file):\($0.location)" }
    }

    @Test(arguments: [
        VerifyFixtures.notesApp,
        "Products/macOS/Notes.app/Contents/Resources/Metadata.appintents/extract.actionsdata",
        "Products/Notes.xcarchive/Products/Applications/Notes.app/Metadata.appintents/extract.actionsdata",
        "Exports/NewerLayout/extract.actionsdata",
    ])
    func metadataThatAgreesWithTheSourcesHasNoFinding(path: String) throws {
        let result = try verify(path)
        #expect(result.findings.isEmpty, "\(summary(result.findings))")
        #expect(result.comparedModules == ["Notes"] && result.messages.isEmpty)
    }

    @Test func anOlderLayoutAgreesThroughItsBundlesName() throws {
        let result = try MetadataVerification.verify(
            modules: [try VerifyFixtures.notesModule()],
            exports: [try VerifyFixtures.export("Products/Older/Notes.app/Metadata.appintents/extract.actionsdata", bundleName: "Notes")],
            chosen: false)
        #expect(result.findings.isEmpty, "\(summary(result.findings))")
    }

    @Test func aDroppedIntentIsReportedAtItsDeclaration() throws {
        let result = try verify("Exports/Dropped/extract.actionsdata")
        #expect(summary(result.findings) == [
            "intent-not-exported NoteIntents.swift:14:1",
            "app-shortcut-not-exported NotesShortcuts.swift:5:9",
        ])
        #expect(result.findings.allSatisfy { $0.severity == .error })
        #expect(result.findings.first { $0.ruleIdentifier == "intent-not-exported" }?.message.hasPrefix("Intent `CreateNoteIntent` is declared here but missing from the exported metadata (Exports/Dropped/extract.actionsdata)") == true)
    }

    @Test func aStaleIntentIsReportedInTheMetadataFile() throws {
        let result = try verify("Exports/Stale/extract.actionsdata")
        #expect(summary(result.findings) == ["intent-only-in-export Exports/Stale/extract.actionsdata:1:33"])
        #expect(result.findings[0].message.hasPrefix("The exported metadata holds intent `ArchiveNoteIntent`, which module `Notes` does not declare"))
    }

    @Test func changedFieldsAreReportedAtTheirDeclarationsWithTheExportRelated() throws {
        let result = try verify("Exports/Changed/extract.actionsdata")
        #expect(summary(result.findings) == [
            "app-shortcut-differs Exports/Changed/extract.actionsdata:1:4428",
            "enum-differs NoteEntity.swift:26:10",
            "intent-differs NoteIntents.swift:3:1",
            "parameter-differs NoteIntents.swift:19:9",
            "parameter-differs NoteIntents.swift:28:9",
            "app-shortcut-differs NotesShortcuts.swift:9:17",
        ])
        let messages = result.findings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("The title of intent `OpenNoteIntent` is \"Open Note\" here and \"Show Note\" in the exported metadata") })
        #expect(messages.contains { $0.hasPrefix("The default value of parameter `noteTitle` of intent `CreateNoteIntent` is \"Untitled\" here and \"New Note\"") })
        #expect(messages.contains { $0.hasPrefix("The type of parameter `dueDate` of intent `CreateNoteIntent` is `Date?` here and `String`") })
        // A case whose raw value changed is one finding, not a missing and an extra case.
        #expect(messages.contains { $0.hasPrefix("Case `shared` of AppEnum `FolderKind` has the identifier \"shared-with-me\" here and \"shared\" in the exported metadata") })
        #expect(messages.contains { $0.hasPrefix("Phrase \"New \\(.applicationName) note in \\(\\.$folder)\" of the App Shortcut for `CreateNoteIntent` is declared here but missing") })
        let title = try #require(result.findings.first { $0.ruleIdentifier == "intent-differs" })
        #expect(title.related.map(\.file) == ["Exports/Changed/extract.actionsdata"] && title.related[0].location.line == 1)
    }

    @Test func aChangedSummaryIsReportedAtTheSummary() throws {
        let result = try verify("Exports/ChangedSummary/extract.actionsdata")
        #expect(summary(result.findings) == ["intent-differs NoteIntents.swift:31:9"])
        #expect(result.findings[0].message.hasPrefix("The parameter summary of intent `CreateNoteIntent` is \"Create ${noteTitle} in ${folder}\" here and \"New ${noteTitle} in ${folder}\""))
    }

    @Test func everyFindingHasAPlaceAndABaselineSubject() throws {
        for path in ["Exports/Dropped/extract.actionsdata", "Exports/Stale/extract.actionsdata", "Exports/Changed/extract.actionsdata"] {
            for finding in try verify(path).findings {
                #expect(!finding.file.isEmpty && finding.location.line >= 1 && finding.location.column >= 1)
                #expect(finding.lineText.hasPrefix("verify Notes "))
            }
        }
    }

    @Test func declarationsUnderIfAndComputedPropertiesAreNotReportedMissing() throws {
        let module = VerifyFixtures.module("""
            import AppIntents

            #if os(macOS)
            struct MacOnlyIntent: AppIntent {
                static let title: LocalizedStringResource = "Mac Only"
            }
            #endif

            struct NoteEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
                var id: String
                @ComputedProperty(title: "Length") var length: Int { 0 }
            }
            """)
        let export = """
            {"actions": {}, "entities": {"NoteEntity": {"fullyQualifiedTypeName": "Notes.NoteEntity", "typeName": "NoteEntity",
             "displayTypeName": {"key": "Note"}, "properties": []}}}
            """
        let result = try MetadataVerification.verify(modules: [module], exports: [try ExportedMetadataReader.read(Array(export.utf8), path: "m")],
                                                     chosen: false)
        #expect(result.findings.isEmpty, "\(summary(result.findings))")
    }

    @Test func parameterTypesAndDefaultsCompareOnlyWhereTheirCodesAreKnown() throws {
        let module = VerifyFixtures.module("""
            import AppIntents

            struct Plan: AppIntent {
                static let title: LocalizedStringResource = "Plan"
                @Parameter(title: "Count", default: 2) var count: Int
                @Parameter(title: "Ratio", default: 1.5) var ratio: Double
                @Parameter(title: "Flag", default: true) var flag: Bool
                @Parameter(title: "Tags") var tags: [String]
                @Parameter(title: "Length") var length: Measurement<UnitLength>
                @Parameter(title: "When") var when: Date
            }
            """)
        func export(_ parameters: String) -> String {
            "{\"actions\": {\"Plan\": {\"fullyQualifiedTypeName\": \"Notes.Plan\", \"title\": {\"key\": \"Plan\"}, \"parameters\": [\(parameters)]}}}"
        }
        func parameter(_ name: String, _ title: String, _ type: String, default value: String? = nil) -> String {
            let metadata = value.map { "[\"LNValueTypeSpecificMetadataKeyDefaultValue\", \($0)]" } ?? "[]"
            return "{\"name\": \"\(name)\", \"title\": {\"key\": \"\(title)\"}, \"isOptional\": false, \"valueType\": \(type), \"typeSpecificMetadata\": \(metadata)}"
        }
        let primitive = { (code: Int) in "{\"primitive\": {\"wrapper\": {\"typeIdentifier\": \(code)}}}" }
        let agreeing = [
            parameter("count", "Count", primitive(2), default: "{\"int\": {\"wrapper\": 2}}"),
            parameter("ratio", "Ratio", primitive(7), default: "{\"double\": {\"wrapper\": 1.5}}"),
            parameter("flag", "Flag", primitive(1), default: "{\"int\": {\"wrapper\": 1}}"),
            parameter("tags", "Tags", "{\"array\": {\"wrapper\": {\"capabilities\": 3, \"memberValueType\": \(primitive(0))}}}"),
            parameter("length", "Length", "{\"measurement\": {\"wrapper\": {\"unitType\": 3}}}"),
            parameter("when", "When", primitive(8)),
        ]
        let same = try MetadataVerification.verify(modules: [module], exports: [try ExportedMetadataReader.read(Array(export(agreeing.joined(separator: ",")).utf8), path: "m")], chosen: false)
        #expect(same.findings.isEmpty, "\(summary(same.findings))")

        var differing = agreeing
        differing[0] = parameter("count", "Count", primitive(2), default: "{\"int\": {\"wrapper\": 3}}")
        differing[2] = parameter("flag", "Flag", primitive(1))
        differing[3] = parameter("tags", "Tags", "{\"array\": {\"wrapper\": {\"memberValueType\": \(primitive(2))}}}")
        differing[5] = parameter("when", "When", primitive(9))
        let different = try MetadataVerification.verify(modules: [module], exports: [try ExportedMetadataReader.read(Array(export(differing.joined(separator: ",")).utf8), path: "m")], chosen: false)
        #expect(different.findings.map(\.message).map { String($0.prefix(while: { $0 != ":" })) } == [
            "The default value of parameter `count` of intent `Plan` is 2 here and 3 in the exported metadata",
            "The default value of parameter `flag` of intent `Plan` is true here and none in the exported metadata",
            "The type of parameter `tags` of intent `Plan` is `[String]` here and `[Int]` in the exported metadata",
            "The type of parameter `when` of intent `Plan` is `Date` here and `DateComponents` in the exported metadata",
        ])
    }

    @Test func aModuleNamedDifferentlyIsComparedWhenItIsTheOnlyOne() throws {
        let result = try MetadataVerification.verify(modules: [try VerifyFixtures.notesModule(named: "NotesApp")],
                                                     exports: [try VerifyFixtures.export(VerifyFixtures.notesApp)], chosen: false)
        #expect(result.findings.isEmpty)
        #expect(result.messages == [MetadataVerification.Message(isWarning: false, text: "note: comparing the export of module `Notes` (Products/iOS/Notes.app/Metadata.appintents/extract.actionsdata) with module `NotesApp` of the sources; if that is its name, name the sources' module alike (--module-name Notes)")])
    }

    @Test func modulesOfTheSourcesTheExportLacksAreNotesUnlessChosen() throws {
        let notes = try VerifyFixtures.notesModule()
        let widgets = VerifyFixtures.module("""
            import AppIntents
            struct Refresh: AppIntent { static let title: LocalizedStringResource = "Refresh" }
            """, named: "Widgets")
        let exports = [try VerifyFixtures.export(VerifyFixtures.notesApp)]
        let unchosen = try MetadataVerification.verify(modules: [notes, widgets], exports: exports, chosen: false)
        #expect(unchosen.findings.isEmpty && unchosen.comparedModules == ["Notes"])
        #expect(unchosen.messages.map(\.text) == ["note: module `Widgets` declares App Intents and the exported metadata has none of them; not compared (choose it with --module, or its app with --app, to report it)"])

        let chosen = try MetadataVerification.verify(modules: [notes, widgets], exports: exports, chosen: true)
        #expect(summary(chosen.findings) == ["module-not-exported Example.swift:2:1"])
        #expect(chosen.findings[0].message.hasPrefix("Module `Widgets` declares 1 intent, and the product holds none of them (looked in Products/iOS/Notes.app/Metadata.appintents/extract.actionsdata)"))
    }

    @Test func anAppBundleWithoutMetadataLeavesItsModuleUnexported() throws {
        let result = try MetadataVerification.verify(modules: [try VerifyFixtures.notesModule()], exports: [],
                                                     emptyBundles: [.init(name: "Notes", path: "Build/Notes.app")], chosen: false)
        #expect(summary(result.findings) == ["module-not-exported NoteEntity.swift:3:1"])
    }

    @Test func exportsOfModulesTheSourcesDoNotHaveAreSaidAndNothingMatchingIsAnError() throws {
        let other = VerifyFixtures.module("struct Plain {}", named: "Other")
        do {
            _ = try MetadataVerification.verify(modules: [other, VerifyFixtures.module("struct B {}", named: "B")],
                                                exports: [try VerifyFixtures.export(VerifyFixtures.notesApp)], chosen: false)
            Issue.record("nothing matched, and no error")
        } catch {
            #expect(String(describing: error) == "nothing to verify: the exported metadata holds the App Intents of `Notes`, and the sources declare none; choose the module with --module or --app, or name it with --module-name")
        }
        let widgets = VerifyFixtures.module("import AppIntents\nstruct Refresh: AppIntent { static let title: LocalizedStringResource = \"Refresh\" }", named: "Widgets")
        let partly = try MetadataVerification.verify(modules: [try VerifyFixtures.notesModule(), widgets],
                                                     exports: [try VerifyFixtures.export(VerifyFixtures.notesApp),
                                                               try ExportedMetadataReader.read(Array("{\"actions\": {\"X\": {\"fullyQualifiedTypeName\": \"Vendor.X\"}}}".utf8), path: "Vendor.framework/x")],
                                                     chosen: false)
        #expect(partly.messages.map(\.isWarning) == [false, true])
        #expect(partly.messages[1].text.hasPrefix("warning: Vendor.framework/x: the App Intents of module `Vendor` are not compared: the sources have no module of that name"))
    }

    @Test func aStaticallyLinkedModulesRecordsAreFoundInTheAppsFile() throws {
        let app = """
            {"actions": {"Go": {"fullyQualifiedTypeName": "App.Go", "title": {"key": "Go"}}},
             "entities": {"RouteEntity": {"fullyQualifiedTypeName": "Routes.RouteEntity", "displayTypeName": {"key": "Route"}}}}
            """
        let grouped = MetadataVerification.group([try ExportedMetadataReader.read(Array(app.utf8), path: "App.app/x")])
        #expect(grouped.keys.sorted() == ["App", "Routes"])
        #expect(grouped["Routes"]?.entities.map(\.record.name) == ["RouteEntity"])
        #expect(grouped["Routes"]?.files == ["App.app/x"])
    }
}
