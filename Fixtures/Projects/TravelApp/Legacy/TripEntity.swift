import AppIntents

// LegacyKit declares an entity the app uses, and no AppIntentsPackage.
public struct TripEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
    public static let defaultQuery = TripQuery()

    public let id: UUID
    public let destination: String

    public var displayRepresentation: DisplayRepresentation { "\(destination)" }
}

public struct TripQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [UUID]) async throws -> [TripEntity] { [] }
}
