import AppIntents

enum Catalog {}

extension Catalog {
    struct ItemEntity: CatalogEntity {
        let id: String

        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Catalog Item")

        static let defaultQuery = Query()

        struct Query: EntityQuery {
            func entities(for identifiers: [ItemEntity.ID]) async throws -> [ItemEntity] {
                identifiers.map { ItemEntity(id: $0) }
            }
        }
    }

    /// Int-backed enums compile (Int is LosslessStringConvertible) even though the lint
    /// rules want String.
    enum Level: Int, AppEnum {
        case low = 1, high

        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Level"

        static let caseDisplayRepresentations: [Level: DisplayRepresentation] = [.low: "Low", .high: "High"]
    }
}

extension Catalog.ItemEntity: IndexedEntity {}

/// A query found through another query protocol's refinement, declared in an extension.
struct ItemSearchQuery {}

extension ItemSearchQuery: EntityStringQuery {
    func entities(for identifiers: [Catalog.ItemEntity.ID]) async throws -> [Catalog.ItemEntity] {
        []
    }

    func entities(matching string: String) async throws -> [Catalog.ItemEntity] {
        []
    }
}
