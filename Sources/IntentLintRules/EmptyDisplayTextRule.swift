import IntentLintSupport
import IntentLintManifest
import IntentLintCore

/// Titles, descriptions and images people see must not be empty strings.
package struct EmptyDisplayTextRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "empty-display-text",
        name: "Empty display text",
        summary: "Titles, descriptions, App Shortcut short titles and image names, and case titles must not be empty strings.",
        rationale: """
            The build exports these strings as written, and Shortcuts, Siri and Spotlight show them as \
            they are: an intent titled `""` is an action without a name, a case titled `""` a blank choice, \
            an App Shortcut with `shortTitle: ""` a tile without a title, and `systemImageName: ""` names \
            no SF Symbol, so the tile has no image. Write the text, or leave out what is optional (a \
            description).

            **Evidence, and severity.** The exported metadata holds the strings as the source writes \
            them (`title`, `descriptionMetadata`, `shortTitle`, `systemImageName` in \
            `extract.actionsdata`), and neither the compiler nor the build checks that they say \
            anything. What people see is certain, what it costs depends on the app, so this is a warning.

            **Not flagged.** A display representation's empty `subtitle` (apps write `subtitle: ""` for \
            no subtitle); text made only of a key whose table may hold the words (a \
            `LocalizedStringResource("key", defaultValue: "")` has a key); values that are not constant \
            (`non-constant-metadata` reports those).
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct ArchiveNoteIntent: AppIntent {
                    static let title: LocalizedStringResource = ↓""
                    static let description = ↓IntentDescription("")
                    @Parameter(title: "") var ↓note: NoteEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                enum NoteColor: String, AppEnum {
                    case yellow, blue
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
                    static let caseDisplayRepresentations: [NoteColor: DisplayRepresentation] = [
                        .yellow: "Yellow",
                        ↓.blue: DisplayRepresentation(title: " ", subtitle: "Cool"),
                    ]
                }
                """, expecting: [
                .warning(Message.emptyText("The title of `ArchiveNoteIntent`", so: "Shortcuts, Siri and Spotlight show an action without a name")),
                .warning(Message.emptyText("The description of `ArchiveNoteIntent`", so: "Shortcuts shows a blank description (leave `description` out instead)")),
                .warning(Message.emptyText("The title of parameter `note` of `ArchiveNoteIntent`", so: "it has no label")),
                .warning(Message.emptyText("The title of case `blue` of `NoteColor`", so: "people pick a blank choice")),
            ]),
            RuleExample("""
                struct NoteShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        // Two findings here: the short title and the image.
                        ↓↓AppShortcut(intent: ArchiveNoteIntent(), phrases: ["Archive a note in \\(.applicationName)"],
                                    shortTitle: "", systemImageName: "")
                    }
                }
                """, expecting: [
                .warning(Message.emptyText("The `shortTitle` of the App Shortcut for `ArchiveNoteIntent`", so: "its tile in Shortcuts and Spotlight has no title")),
                .warning(Message.emptySystemImageName(ofShortcutFor: "ArchiveNoteIntent")),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
                struct ArchiveNoteIntent: AppIntent {
                    static let title: LocalizedStringResource = "Archive Note"
                    static let description = IntentDescription("Moves the note to the archive.")
                    @Parameter(title: "Note") var note: NoteEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                enum NoteColor: String, AppEnum {
                    case yellow, blue
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
                    static let caseDisplayRepresentations: [NoteColor: DisplayRepresentation] = [
                        .yellow: DisplayRepresentation(title: "Yellow", subtitle: ""),
                        .blue: "Blue",
                    ]
                }
                struct NoteShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: ArchiveNoteIntent(), phrases: ["Archive a note in \\(.applicationName)"],
                                    shortTitle: LocalizedStringResource("archive.short", defaultValue: "Archive"),
                                    systemImageName: "archivebox")
                    }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for displayed in DisplayedText.all(in: context) where Self.isEmpty(displayed.text.key) {
            guard let consequence = Self.consequence(of: displayed.role) else { continue }
            findings.append(finding(Message.emptyText(displayed.subject, so: consequence), at: displayed.place))
        }
        for shortcut in context.manifest.autoShortcuts {
            if case .constant(let image)? = shortcut.systemImageName, Self.isEmpty(image) {
                findings.append(finding(Message.emptySystemImageName(ofShortcutFor: shortcut.actionIdentifier), at: shortcut.location))
            }
        }
        return findings
    }

    /// What people see when the text is empty; nil where an empty text is how apps say "none"
    /// (a subtitle) or another rule reports it (a phrase).
    private static func consequence(of role: DisplayedText.Role) -> String? {
        switch role {
        case .intentTitle: return "Shortcuts, Siri and Spotlight show an action without a name"
        case .intentDescription: return "Shortcuts shows a blank description (leave `description` out instead)"
        case .parameterTitle, .propertyTitle: return "it has no label"
        case .typeName: return "people see a type without a name"
        case .caseTitle: return "people pick a blank choice"
        case .shortTitle: return "its tile in Shortcuts and Spotlight has no title"
        case .parameterDescription, .dialog, .caseSubtitle, .phrase: return nil
        }
    }

    /// Nothing but blanks.
    static func isEmpty(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }
    }
}

extension EmptyDisplayTextRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// `consequence`: what people see instead, from `consequence(of:)`, which also decides whether the text is reported.
        static func emptyText(_ subject: String, so consequence: String) -> FindingMessage {
            FindingMessage("\(subject) is empty, so \(consequence); write the text people should see")
        }

        static func emptySystemImageName(ofShortcutFor intent: String?) -> FindingMessage {
            FindingMessage(
                "The `systemImageName` of the App Shortcut for `\(intent ?? "?")` is empty, so it names no SF Symbol " +
                    "and the tile has no image; name a symbol such as `\"archivebox\"`")
        }
    }
}
