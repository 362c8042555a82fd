import IntentLintSupport
import IntentLintLocalization
import IntentLintManifest
import IntentLintCore

/// A localization key no table translates is shown as it is.
package struct UnlocalizedKeyRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "unlocalized-key",
        name: "Unlocalized key",
        summary: "A title, description, dialog or phrase written as a localization key (`\"ARCHIVE_NOTE_TITLE\"`) must have an entry in one of the module's strings tables.",
        rationale: """
            A metadata string is a key that the system looks up at run time in the app's strings \
            tables: `Localizable` unless `table:` names another, `AppShortcuts` for App Shortcut \
            phrases. A key no table has is shown as it is, in every language: Shortcuts lists the action \
            as `ARCHIVE_NOTE_TITLE`, and Siri waits for someone to say `SHOW_OPEN_IN_…`. Add the key to \
            the table, or write the words themselves (a literal is its own development-language text), \
            or give a `defaultValue:`.

            **Evidence, and severity.** `LocalizedStringResource` resolves a key through the bundle's \
            table and falls back to the key (Foundation's `Bundle.localizedString(forKey:value:table:)`: \
            "If key is not found and value is nil or an empty string, returns key"); the build exports the \
            key (`{"key": "CREATE_FOLDER_INTENT_TITLE"}` in Apple's own `extract.actionsdata`) and does \
            not check the tables (its strings validation reads App Shortcut phrases only). People see the \
            key for certain, but nothing breaks, so this is a warning.

            **Which strings are keys.** Text without blanks made of two or more words joined by `_` or \
            `.` (`ARCHIVE_NOTE_TITLE`, `intent.archive.title`; for a phrase, what is left without its \
            `${…}`): the form keys take and words do not. Whatever table the key is in counts (shipping \
            apps keep App Shortcut short titles in `AppShortcuts.strings`, and which table the system \
            reads them from is not documented).

            **Not flagged.** Strings with a `defaultValue:` or a `bundle:`; a name written with a dot as brands \
            and sites write theirs (`Duck.ai`: a capitalized word, then lowercase ones); modules that are not an app or \
            an app extension (a framework's or package's strings are looked up in a bundle this reading \
            does not pin down); a key whose table (`Localizable`, the `table:` named, `AppShortcuts` for \
            a phrase) the module does not have; modules with a table that cannot be read, or one the \
            project lists that was not read (a folder linted without its project, a file left out by the \
            configuration, a catalog not checked out): the key may be in it.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample(files: [
                ("ArchiveNoteIntent.swift", """
                    struct ArchiveNoteIntent: AppIntent {
                        static let title: LocalizedStringResource = ↓"ARCHIVE_NOTE_TITLE"
                        static let description = ↓IntentDescription(LocalizedStringResource("intent.archive.description", table: "Intents"))
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    struct NoteShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: ArchiveNoteIntent(), phrases: [↓"ARCHIVE_NOTE_IN_\\(.applicationName)"],
                                        shortTitle: "ARCHIVE_NOTE_SHORT", systemImageName: "archivebox")
                        }
                    }
                    """),
                ("en.lproj/Localizable.strings", """
                    "ARCHIVE_NOTE_SHORT" = "Archive";
                    """),
                ("en.lproj/Intents.strings", """
                    "intent.archive.title" = "Archive Note";
                    """),
                ("AppShortcuts.xcstrings", #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#),
            ], module: .app, expecting: [
                .warning(Message.keyInNoTable("The title of `ArchiveNoteIntent`", key: "ARCHIVE_NOTE_TITLE", table: "Localizable", isPhrase: false)),
                .warning(Message.keyInNoTable("The description of `ArchiveNoteIntent`", key: "intent.archive.description", table: "Intents", isPhrase: false)),
                .warning(Message.keyInNoTable("A phrase of the App Shortcut for `ArchiveNoteIntent`", key: "ARCHIVE_NOTE_IN_${applicationName}", table: "AppShortcuts", isPhrase: true)),
            ]),
        ],
        nonTriggering: [
            // Keys in a table (any table, in any language), words, and keys with a default value.
            RuleExample(files: [
                ("ArchiveNoteIntent.swift", """
                    struct ArchiveNoteIntent: AppIntent {
                        static let title: LocalizedStringResource = "ARCHIVE_NOTE_TITLE"
                        static let description = IntentDescription("Moves a note to the archive.")
                        @Parameter(title: LocalizedStringResource("note.parameter", defaultValue: "Note")) var note: NoteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    struct NoteShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: ArchiveNoteIntent(), phrases: ["ARCHIVE_NOTE_IN_\\(.applicationName)"],
                                        shortTitle: "ARCHIVE_NOTE_SHORT", systemImageName: "archivebox")
                        }
                    }
                    """),
                ("de.lproj/Localizable.strings", """
                    "ARCHIVE_NOTE_TITLE" = "Notiz archivieren";
                    """),
                ("AppShortcuts.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "ARCHIVE_NOTE_IN_${applicationName}" : {
                          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Archive a note in ${applicationName}" } } }
                        },
                        "ARCHIVE_NOTE_SHORT" : {
                          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Archive" } } }
                        }
                      },
                      "version" : "1.0"
                    }
                    """),
            ], module: .app),
            // A name with a dot, as brands and sites are written: words, not a key.
            RuleExample(files: [
                ("AskIntent.swift", """
                    struct AskIntent: AppIntent {
                        static let title: LocalizedStringResource = "Duck.ai"
                        static let description = IntentDescription("Booking.com")
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("en.lproj/Localizable.strings", "\"OTHER_KEY\" = \"Other\";\n"),
            ], module: .app),
            // No table at all, or a folder whose project was not read: the tables are not known.
            RuleExample("""
                struct ArchiveNoteIntent: AppIntent {
                    static let title: LocalizedStringResource = "ARCHIVE_NOTE_TITLE"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, module: .app),
            RuleExample(files: [
                ("ArchiveNoteIntent.swift", """
                    struct ArchiveNoteIntent: AppIntent {
                        static let title: LocalizedStringResource = "ARCHIVE_NOTE_TITLE"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("en.lproj/Localizable.strings", "\"OTHER_KEY\" = \"Other\";\n"),
            ]),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        let module = context.module
        guard module.kind == .app || module.kind.isExtension, context.knowsWholeModule, module.knowsAllLocalizationFiles,
              !module.localizationFiles.isEmpty else { return [] }
        var keys: Set<String> = []
        var tables: Set<String> = []
        for file in module.localizationFiles {
            guard case .success(let table) = file.contents else { return [] }
            keys.formUnion(table.entries.map(\.key))
            tables.insert(file.tableName)
        }
        var findings: [Finding] = []
        for displayed in DisplayedText.all(in: context) {
            let text = displayed.text
            // The table the system looks the key up in must be one the module has: a module without
            // it may get it from where this reading does not see (a catalog not checked out).
            let table = text.table ?? (displayed.role == .phrase ? "AppShortcuts" : "Localizable")
            guard text.defaultValue == nil, text.bundle == nil, tables.contains(table), !keys.contains(text.key),
                  Self.isKey(displayed.role == .phrase ? PhraseText.withoutPlaceholders(text.key) : text.key) else { continue }
            findings.append(finding(Message.keyInNoTable(displayed.subject, key: text.key, table: table, isPhrase: displayed.role == .phrase), at: displayed.place))
        }
        return findings
    }

    /// Two or more words of letters and digits joined by `_` or `.`, with nothing else: a key.
    /// `_` and `.` at either end are ignored (`SHOW_OPEN_IN_` before `${applicationName}`). A
    /// capitalized word followed by lowercase ones, joined by dots only, is a name as brands and
    /// sites write theirs (`Duck.ai`, `Booking.com`), not a key.
    static func isKey(_ text: String) -> Bool {
        if isDottedName(text) { return false }
        var bytes = Substring(text).utf8[...]
        while let first = bytes.first, first == UInt8(ascii: "_") || first == UInt8(ascii: ".") { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == UInt8(ascii: "_") || last == UInt8(ascii: ".") { bytes = bytes.dropLast() }
        var words = 0
        var inWord = false
        var hasLetter = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                hasLetter = true
                if !inWord { words += 1; inWord = true }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if !inWord { words += 1; inWord = true }
            case UInt8(ascii: "_"), UInt8(ascii: "."):
                // Two separators in a row (`..`, `__`) is no key's shape.
                guard inWord else { return false }
                inWord = false
            default:
                return false
            }
        }
        return words >= 2 && hasLetter && inWord
    }

    /// `Duck.ai`, `Last.fm`: an uppercase letter, then lowercase letters and digits, with dots between words.
    private static func isDottedName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), bytes.contains(UInt8(ascii: ".")) else { return false }
        return bytes.dropFirst().allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
        }
    }
}

extension UnlocalizedKeyRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func keyInNoTable(_ subject: String, key: String, table: String, isPhrase: Bool) -> FindingMessage {
            let shown = isPhrase ? "Siri listens for the key itself" : "people see the key itself"
            return FindingMessage(
                "\(subject) is the key `\(key)`, which no strings table of the module has, so \(shown); add it to `\(table).strings` (or `\(table).xcstrings`), or write the words")
        }
    }
}
