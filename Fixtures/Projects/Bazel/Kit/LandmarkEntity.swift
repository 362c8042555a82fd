import AppIntents

public struct LandmarkEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
    public static let defaultQuery = LandmarkQuery()

    public let id: String
    public let name: String

    public var displayRepresentation: DisplayRepresentation { "\(name)" }
}

public struct LandmarkQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [LandmarkEntity] { [] }
}
