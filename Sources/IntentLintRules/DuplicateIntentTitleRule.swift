import IntentLintSupport
import IntentLintLocalization
import IntentLintManifest
import IntentLintCore

/// Two actions of one app that people see under one name cannot be told apart.
package struct DuplicateIntentTitleRule: AppRule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "duplicate-intent-title",
        name: "Duplicate intent title",
        summary: "Two discoverable intents of one app must not have the same title.",
        rationale: """
            Shortcuts lists an app's actions by title, Spotlight shows them by title, and Siri names them \
            by title when it asks which one is meant. Two intents of one app (its own target, its \
            extensions and what they link) titled alike are two rows people cannot tell apart, and the \
            wrong one gets added to a shortcut. Give each a title of its own.

            **Evidence, and severity.** "The title is a unique, localized string which will appear as the \
            name of the intent" (WWDC25 "Get to know App Intents"). An intent a widget's button runs is \
            listed in Shortcuts too unless it sets `isDiscoverable = false` (Apple's DTS on the developer \
            forums, thread 761318, to a developer whose widget intents "are showing up in the Shortcuts \
            app"). Public apps have shipped duplicate titles and fixed them by renaming one intent. The \
            build accepts it, so this is a warning.

            **What counts as the same title.** What people see: the same key in the same table of one \
            module, or, where the module's strings tables are all known, the same text once a key is \
            looked up in them (its English or base text, else its `defaultValue`, else the key), ignoring \
            case and surrounding blanks.

            **Not flagged.** An intent with `isDiscoverable = false` (Apple: system features "can't \
            access it", so Siri, Spotlight and Shortcuts list only the other); a deprecated one \
            (`DeprecatedAppIntent`, `@available(*, deprecated)`), which keeps old shortcuts working \
            beside its replacement; two under different `#if` conditions (`os(iOS)` and `os(macOS)` \
            variants never ship in one build); one type compiled into two targets (the same action); \
            a widget's and a control's configuration intents (`WidgetConfigurationIntent`, \
            `ControlConfigurationIntent`) titled alike, as the one feature both configure: each is shown \
            where its widget or control is set up, and no source shows them listed side by side; titles \
            that are not constant, and keys whose text is not known.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample(app: [
                ExampleModule("Notes", .app),
                ExampleModule("NotesIntents", .extensionKitExtension),
            ], files: [
                ("Notes/OpenNoteIntent.swift", """
                    struct OpenNoteIntent: OpenIntent {
                        static let title: LocalizedStringResource = "Open Note"
                        @Parameter(title: "Note") var target: NoteEntity
                    }
                    """),
                ("NotesIntents/ShowNoteIntent.swift", """
                    struct ShowNoteIntent: AppIntent {
                        static let title: LocalizedStringResource = ↓"Open note"
                        @Parameter(title: "Note") var note: NoteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            // Case is ignored to compare, and kept to say the title: as this intent writes it.
            ], expecting: [.warning(Message.sameTitle("ShowNoteIntent", as: "OpenNoteIntent", titledIn: "Notes/OpenNoteIntent.swift", line: 2, shown: "Open note",
                                                      key: "Open note"))]),
            // A key whose table text is another intent's title.
            RuleExample(app: [
                ExampleModule("Notes", .app),
            ], files: [
                ("Notes/Intents.swift", """
                    struct ArchiveNoteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Archive Note"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    struct StoreNoteIntent: AppIntent {
                        static let title = ↓LocalizedStringResource("STORE_NOTE_TITLE")
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("Notes/en.lproj/Localizable.strings", """
                    "STORE_NOTE_TITLE" = "Archive Note";
                    """),
            ], expecting: [.warning(Message.sameTitle("StoreNoteIntent", as: "ArchiveNoteIntent", titledIn: "Notes/Intents.swift", line: 2, shown: "Archive Note",
                                                      key: "STORE_NOTE_TITLE"))]),
        ],
        nonTriggering: [
            RuleExample(app: [
                ExampleModule("Notes", .app),
                ExampleModule("NotesWidgets", .appExtension),
            ], files: [
                // Shown in widgets only, not in Siri, Spotlight or Shortcuts.
                ("NotesWidgets/ToggleNoteIntent.swift", """
                    struct TogglePinIntent: AppIntent {
                        static let title: LocalizedStringResource = "Pin Note"
                        static let isDiscoverable = false
                        @Parameter(title: "Note") var note: NoteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("Notes/Intents.swift", """
                    struct PinNoteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Pin Note"
                        @Parameter(title: "Note") var note: NoteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    // Kept for the shortcuts people saved before `PinNoteIntent`.
                    struct LegacyPinNoteIntent: DeprecatedAppIntent {
                        static let title: LocalizedStringResource = "Pin Note"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    #if os(iOS)
                    struct ShareNoteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Share Note"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    #else
                    struct ShareNoteMacIntent: AppIntent {
                        static let title: LocalizedStringResource = "Share Note"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    #endif
                    """),
            ]),
            // A widget's and a control's configuration of one feature.
            RuleExample(app: [
                ExampleModule("Timers", .app),
                ExampleModule("TimersWidgets", .appExtension),
            ], files: [
                ("TimersWidgets/TimerConfiguration.swift", """
                    struct TimerWidgetConfiguration: WidgetConfigurationIntent {
                        static let title: LocalizedStringResource = "Timer"
                        @Parameter(title: "Timer") var timer: TimerEntity?
                    }
                    struct TimerControlConfiguration: ControlConfigurationIntent {
                        static let title: LocalizedStringResource = "Timer"
                        @Parameter(title: "Timer") var timer: TimerEntity?
                    }
                    """),
            ]),
        ])

    /// One intent as people see it: its title's text where it is known.
    private struct SeenIntent {
        var member: AppMember
        var action: ActionRecord
        var title: LocalizedString
        /// The title as people read it, as written (trimmed); nil when a table not read may change it.
        var shown: String?
        /// `shown` folded for comparison: case ignored.
        var text: String? { shown?.lowercased() }
    }

    package func check(_ context: AppLintContext) -> [Finding] {
        var seen: [SeenIntent] = []
        var identifiers: Set<String> = []
        for member in context.members {
            let tables = LocalizedTexts(member.syntax)
            for action in member.manifest.actions.values.sorted(by: { $0.identifier < $1.identifier }) {
                // A type two targets compile is one action.
                guard identifiers.insert(action.identifier).inserted, !action.isDeprecated,
                      case .constant(true)? = action.isDiscoverable ?? .constant(true),
                      let title = action.title?.constantValue, !EmptyDisplayTextRule.isEmpty(title.key) else { continue }
                seen.append(SeenIntent(member: member, action: action, title: title, shown: tables.text(of: title)))
            }
        }
        // The first intent of each title, by what makes two titles one: the same key (and table and
        // bundle) in one module, or the same known text; either under the same `#if` conditions.
        var firstByKey: [String: SeenIntent] = [:]
        var firstByText: [String: SeenIntent] = [:]
        var findings: [Finding] = []
        for intent in seen {
            let conditions = intent.action.conditions.joined(separator: "\u{0}")
            let key = [intent.member.id, intent.title.table ?? "", intent.title.bundle ?? "", intent.title.key, conditions]
                .joined(separator: "\u{1}")
            let text = intent.text.map { [$0, conditions].joined(separator: "\u{1}") }
            guard let first = firstByKey[key] ?? text.flatMap({ firstByText[$0] }) else {
                firstByKey[key] = intent
                if let text { firstByText[text] = intent }
                continue
            }
            // A widget's and a control's configuration, titled as the feature both configure, are each
            // shown where that widget or control is set up; no source shows them listed side by side.
            if Self.isConfiguration(intent.action), Self.isConfiguration(first.action) { continue }
            let place = intent.member.place(titlePlace(of: intent))
            let other = first.member.place(titlePlace(of: first))
            findings.append(finding(
                // As the intent writes it: two titles that differ in case only are said as this one has it.
                Message.sameTitle(intent.action.identifier, as: first.action.identifier, titledIn: other.file, line: other.location.line,
                                  shown: intent.shown, key: intent.title.key),
                at: place,
                related: [RelatedLocation(file: other.file, location: other.location, message: "`\(first.action.identifier)` has the same title")]))
        }
        return findings
    }

    /// A widget's or a control's configuration intent.
    private static func isConfiguration(_ action: ActionRecord) -> Bool {
        action.appIntentsProtocols.contains("WidgetConfigurationIntent") || action.appIntentsProtocols.contains("ControlConfigurationIntent")
    }

    /// Where the intent's title is written: its value, or the intent.
    private func titlePlace(of intent: SeenIntent) -> SourceReference {
        intent.member.index.valuePlace(of: .intentTitle, in: intent.action.identifier) ?? intent.action.location
    }
}

/// The texts of a module's strings tables by table and key, to tell what people read for a key.
private struct LocalizedTexts {
    /// English (or base) text by table name and key; a key with no English text maps to nil.
    private var texts: [String: [String: String?]] = [:]
    private var knowsEveryTable: Bool

    init(_ module: ScannedModule) {
        knowsEveryTable = module.kind != .folder && module.isComplete && module.knowsAllLocalizationFiles
        for file in module.localizationFiles {
            guard case .success(let table) = file.contents else {
                knowsEveryTable = false
                continue
            }
            let name = file.tableName
            for entry in table.entries {
                let english = entry.values.first { value in
                    guard let language = value.language else { return false }
                    return language == "en" || language.hasPrefix("en-") || language == "Base"
                }
                if let english {
                    texts[name, default: [:]][entry.key] = .some(english.text)
                } else if texts[name]?[entry.key] == nil {
                    texts[name, default: [:]][entry.key] = .some(nil)
                }
            }
        }
    }

    /// The text people read for `string`, its blanks trimmed; nil when unknown.
    func text(of string: LocalizedString) -> String? {
        guard string.bundle == nil else { return nil }
        let table = string.table ?? "Localizable"
        let shown: String
        if let entry = texts[table]?[string.key] {
            // A key a table has, in no English or base localization: what people read is not known.
            guard let english = entry else { return nil }
            shown = english
        } else {
            guard knowsEveryTable else { return nil }
            shown = string.defaultValue ?? string.key
        }
        return shown.trimmed()
    }
}

extension DuplicateIntentTitleRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// `shown` is the title as people read it, when known; else the message names its `key`.
        static func sameTitle(_ intent: String, as first: String, titledIn file: String, line: Int, shown: String?, key: String) -> FindingMessage {
            let title = shown.map { "\"\($0)\"" } ?? "`\(key)`"
            return FindingMessage(
                "`\(intent)` and `\(first)` (\(file):\(line)) are both titled " +
                    "\(title), so Siri, Spotlight and Shortcuts show two actions people cannot tell apart; give one a title of its own (or " +
                    "`isDiscoverable = false` to one only a widget or control runs)")
        }
    }
}
