import IntentLintSupport
import IntentLintManifest
import IntentLintCore

/// The build extracts each string's key and table; the system looks the key up in that table of
/// the app's bundle.
package struct LocalizedStringResourceRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "localized-string-resource",
        name: "Localized string resource",
        summary: "A title or description must name its strings table as a table the module has (`Intents`, not `Intents.strings` or `Intent`), and must not name a `bundle:`.",
        rationale: """
            The build extracts a `LocalizedStringResource`'s key and table into the app's metadata, and \
            Siri, Spotlight and Shortcuts look the key up in that table when they show the title. A table \
            is named without its extension: `LocalizedStringResource("intent.title", table: "Intents")` \
            reads `Intents.strings` or `Intents.xcstrings`. Written `table: "Localizable.strings"`, it names \
            a table no app has, so every string under it is shown untranslated, as its key or its default \
            text, in every language. A misspelled table (`Intent` where the module has `Intents.strings`, \
            `localizable` for `Localizable`: lookups are case-sensitive on the device) fails the same way. \
            And `bundle:` \
            cannot be extracted at all: Xcode stops with "Invalid `LocalizedStringResource` \
            initialization, the `bundle` parameter is unsupported for static extraction".

            **Evidence, and severity.** The `bundle:` diagnostic is quoted from a real build (a public \
            app's issue, with its fix: the argument removed), so it is an error. A file name as a table: a \
            public audiobook app's Shortcuts actions showed untranslated German titles though the German \
            `Localizable.strings` had the keys (its issue "Localisation of shortcuts not working"); its \
            titles were written `LocalizedStringResource("…", table: "Localizable.strings")`, and its later \
            source names no table. Strings stay readable, only untranslated, so these are warnings.

            **Not flagged.** Dialogs (`requestValueDialog`), which the build does not export; a table name \
            the module has no file for that is not a near miss of one it has: a catalog may be absent from \
            the checkout, or generated, so only a misspelling is evidence; any table name where the module's \
            tables are not all known (a folder linted without its project) or the module is no app or app \
            extension, whose strings may be looked up in another bundle.
            """,
        severity: .error,
        alsoWarns: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct CancelTimerIntent: AppIntent {
                    static var title: LocalizedStringResource = ↓.init("intent_timer_cancel", table: "Localizable.strings")
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, expecting: [.warning(Message.fileNameAsTable("The title of `CancelTimerIntent`", table: "Localizable.strings", fileExtension: ".strings"))]),
            RuleExample("""
                struct ShowPanicIntent: WidgetConfigurationIntent {
                    static var title: LocalizedStringResource = ↓LocalizedStringResource("widget_title", bundle: .main)
                }
                """, expecting: [.error(Message.bundleNotExtractable("The title of `ShowPanicIntent`"))]),
            RuleExample(files: [
                ("ArchiveNoteIntent.swift", """
                    struct ArchiveNoteIntent: AppIntent {
                        static let title = ↓LocalizedStringResource("archive.title", table: "Intent")
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("en.lproj/Intents.strings", "\"archive.title\" = \"Archive Note\";\n"),
            ], module: .app, expecting: [.warning(Message.noSuchTable("The title of `ArchiveNoteIntent`", table: "Intent", closestMatch: "Intents"))]),
        ],
        nonTriggering: [
            RuleExample(files: [
                ("ArchiveNoteIntent.swift", """
                    struct ArchiveNoteIntent: AppIntent {
                        static let title = LocalizedStringResource("archive.title", table: "Intents")
                        static let description = IntentDescription(LocalizedStringResource("archive.description", table: "Intents"))
                        @Parameter(title: "Note", requestValueDialog: IntentDialog(LocalizedStringResource("ask", bundle: .main)))
                        var note: NoteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("en.lproj/Intents.strings", "\"archive.title\" = \"Archive Note\";\n"),
            ], module: .app),
            // A table the module has no file for, and no near miss of one: the catalog may be absent from the checkout.
            RuleExample(files: [
                ("ArchiveNoteIntent.swift", """
                    struct ArchiveNoteIntent: AppIntent {
                        static let title = LocalizedStringResource("archive.title", defaultValue: "Archive Note", table: "Intents")
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("AppShortcuts.xcstrings", "{ \"sourceLanguage\" : \"en\", \"strings\" : {}, \"version\" : \"1.0\" }"),
            ], module: .app),
            // The module's tables are not known: a folder linted without its project.
            RuleExample("""
                struct ArchiveNoteIntent: AppIntent {
                    static let title = LocalizedStringResource("archive.title", table: "Intents")
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
        ])

    /// The extensions of strings tables' files.
    private static let tableFileExtensions = [".strings", ".xcstrings", ".stringsdict"]

    package func check(_ context: LintContext) -> [Finding] {
        let tables = knownTables(context)
        var findings: [Finding] = []
        for displayed in DisplayedText.all(in: context) where displayed.role != .dialog {
            let text = displayed.text
            if text.bundle != nil {
                findings.append(finding(Message.bundleNotExtractable(displayed.subject), at: displayed.place))
            } else if let table = text.table, let fileExtension = Self.tableFileExtensions.first(where: { table.hasSuffix($0) }) {
                findings.append(finding(Message.fileNameAsTable(displayed.subject, table: table, fileExtension: fileExtension), at: displayed.place, severity: .warning))
            } else if let table = text.table, let tables, !tables.contains(table),
                      let meant = ClosestMatch(tables.sorted(), ignoringCase: true).find(table) {
                findings.append(finding(Message.noSuchTable(displayed.subject, table: table, closestMatch: meant), at: displayed.place, severity: .warning))
            }
        }
        return findings
    }

    /// The module's strings tables by name, where every one is known: an app or app extension a
    /// project file defines, with every file and table read.
    private func knownTables(_ context: LintContext) -> Set<String>? {
        let module = context.module
        guard module.kind == .app || module.kind.isExtension, context.knowsWholeModule, module.knowsAllLocalizationFiles,
              !module.localizationFiles.isEmpty else { return nil }
        return Set(module.localizationFiles.map(\.tableName))
    }
}

extension LocalizedStringResourceRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func bundleNotExtractable(_ subject: String) -> FindingMessage {
            FindingMessage(
                "\(subject) is a `LocalizedStringResource` with a `bundle:`, which the build cannot extract (\"Invalid " +
                    "`LocalizedStringResource` initialization, the `bundle` parameter is unsupported for static extraction\") and stops " +
                    "exporting App Intents metadata; leave `bundle:` out, so the key is looked up in the module's own bundle")
        }

        static func fileNameAsTable(_ subject: String, table: String, fileExtension: String) -> FindingMessage {
            FindingMessage(
                "\(subject) names the table `\(table)`, a file's name where a table's belongs: no app has a table of that " +
                    "name, so people see it untranslated in every language; write `table: \"\(table.dropLast(fileExtension.count))\"`")
        }

        static func noSuchTable(_ subject: String, table: String, closestMatch: String) -> FindingMessage {
            FindingMessage(
                "\(subject) is looked up in the table `\(table)`, but the module has no strings table `\(table)`, so people " +
                    "see it untranslated in every language; did you mean `\(closestMatch)`?")
        }
    }
}
