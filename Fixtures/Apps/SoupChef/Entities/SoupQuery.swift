import AppIntents

struct SoupQuery: EntityStringQuery {
    func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] {
        identifiers.compactMap { SoupMenu.shared.soup(withID: $0) }.map(SoupEntity.init(soup:))
    }

    func suggestedEntities() async throws -> [SoupEntity] {
        SoupMenu.shared.availableSoups.map(SoupEntity.init(soup:))
    }

    func entities(matching string: String) async throws -> [SoupEntity] {
        SoupMenu.shared.soups(matching: string).map(SoupEntity.init(soup:))
    }
}
