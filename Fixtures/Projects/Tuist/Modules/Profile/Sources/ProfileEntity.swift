import AppIntents

public struct ProfileEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Profile"
    public static let defaultQuery = ProfileQuery()

    public let id: String

    public var displayRepresentation: DisplayRepresentation { "\(id)" }
}

public struct ProfileQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [ProfileEntity] { [] }
}
