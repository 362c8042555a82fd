import AppIntents

public struct RouteEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
    public static let defaultQuery = RouteQuery()

    public let id: String

    public var displayRepresentation: DisplayRepresentation { "\(id)" }
}

public struct RouteQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [RouteEntity] { [] }
}
