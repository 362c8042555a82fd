import AppIntents

struct OutlineEntity: AppEntity {
    // Ids are a type of their own now, saved as the same text.
    var id: OutlineID
    var name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Outline"
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static var defaultQuery = OutlineQuery()
}

struct OutlineQuery: EntityQuery {
    func entities(for identifiers: [OutlineID]) async throws -> [OutlineEntity] { [] }
}
