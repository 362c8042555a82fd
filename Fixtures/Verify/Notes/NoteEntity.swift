import AppIntents

struct NoteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()

    var id: String

    @Property(title: "Title")
    var title: String

    @Property(title: "Word Count")
    var wordCount: Int

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct NoteQuery: EntityStringQuery {
    func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] { [] }
    func entities(matching string: String) async throws -> [NoteEntity] { [] }
}

enum FolderKind: String, AppEnum {
    case inbox
    case archive
    case shared = "shared-with-me"

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
    static let caseDisplayRepresentations: [FolderKind: DisplayRepresentation] = [
        .inbox: "Inbox",
        .archive: "Archive",
        .shared: "Shared with Me",
    ]
}
