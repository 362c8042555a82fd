import AppIntents

/// A plain model type: the app makes it an entity.
public struct Dish: Sendable {
    public var id: String
    public var name: String
}

/// An entity of the library, linked into the app statically: its records are in the app's file.
public struct Bowl: AppEntity {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Bowl")
    public static let defaultQuery = BowlQuery()
    public var id: String
    public var displayRepresentation: DisplayRepresentation { "\(id)" }
}

public struct BowlQuery: EntityStringQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [Bowl] { identifiers.map { Bowl(id: $0) } }
    public func entities(matching string: String) async throws -> [Bowl] { [Bowl(id: string)] }
}
