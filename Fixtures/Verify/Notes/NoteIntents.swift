import AppIntents

struct OpenNoteIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Note"
    static let description = IntentDescription("Opens a note in Notes.")
    static let openAppWhenRun = true

    @Parameter(title: "Note")
    var target: NoteEntity

    func perform() async throws -> some IntentResult { .result() }
}

struct CreateNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Note"
    static let description = IntentDescription("Creates a note in a folder.")

    @Parameter(title: "Title", default: "Untitled")
    var noteTitle: String

    @Parameter(title: "Pinned", default: false)
    var pinned: Bool

    @Parameter(title: "Folder", default: .inbox)
    var folder: FolderKind

    @Parameter(title: "Due Date")
    var dueDate: Date?

    static var parameterSummary: some ParameterSummary {
        Summary("Create \(\.$noteTitle) in \(\.$folder)") {
            \.$pinned
            \.$dueDate
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
