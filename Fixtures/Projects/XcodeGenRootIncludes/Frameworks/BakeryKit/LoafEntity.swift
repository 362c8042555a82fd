import AppIntents

public struct LoafEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
    public static let defaultQuery = LoafQuery()

    public let id: String

    public var displayRepresentation: DisplayRepresentation { "\(id)" }
}

public struct LoafQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [LoafEntity] { identifiers.map(LoafEntity.init(id:)) }
}

public struct BakeryKitPackage: AppIntentsPackage {}
