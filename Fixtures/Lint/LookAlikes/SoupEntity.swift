import AppIntents

struct SoupEntity: AppEntity {
    var id: String
    var name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static var defaultQuery = SoupQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct SoupQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SoupEntity] {
        identifiers.map { SoupEntity(id: $0, name: $0) }
    }

    func suggestedEntities() async throws -> [SoupEntity] {
        // The position is only shown, never used as the id.
        Menu.soups.enumerated().map { SoupEntity(id: $0.element, name: "\($0.offset + 1). \($0.element)") }
    }
}

enum Menu {
    static let soups = ["Tomato", "Miso"]
}
