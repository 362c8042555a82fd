import AppIntents

struct OutlineEntity: AppEntity {
    var id: String
    var name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Outline"
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static var defaultQuery = OutlineQuery()
}

struct OutlineQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [OutlineEntity] { [] }
}
