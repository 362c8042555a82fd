import AppIntents

public struct RecipeEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    public static let defaultQuery = RecipeQuery()

    public let id: String

    public var displayRepresentation: DisplayRepresentation { "\(id)" }
}

public struct RecipeQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [RecipeEntity] { [] }
}
