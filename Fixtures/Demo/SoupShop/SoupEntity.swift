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
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [SoupEntity] {
        Menu.soups.enumerated().map { SoupEntity(id: "\($0.offset)", name: $0.element) }
    }
}

enum Menu {
    static let soups = ["Tomato", "Miso", "Pho"]
    static let soupOfTheDay = "Miso"
}
