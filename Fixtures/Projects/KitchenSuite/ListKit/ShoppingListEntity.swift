import AppIntents

public struct ShoppingListEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shopping List"
    public static let defaultQuery = ShoppingListQuery()

    public let id: String

    public var displayRepresentation: DisplayRepresentation { "\(id)" }
}

public struct ShoppingListQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [ShoppingListEntity] { identifiers.map(ShoppingListEntity.init(id:)) }
}

public struct ListKitPackage: AppIntentsPackage {}
