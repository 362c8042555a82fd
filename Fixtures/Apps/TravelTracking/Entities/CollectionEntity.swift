import AppIntents

struct CollectionEntity: AppEntity {
    let id: LandmarkCollection.ID

    @Property(title: "Name")
    var name: String

    @Property(title: "Landmark Count")
    var landmarkCount: Int

    static let typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Collection",
        numericFormat: "Collections"
    )

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(landmarkCount) landmarks",
                              image: .init(systemName: "square.stack"))
    }

    static let defaultQuery = CollectionEntityQuery()

    init(collection: LandmarkCollection) {
        id = collection.id
        name = collection.name
        landmarkCount = collection.landmarkIDs.count
    }
}

/// Every collection fits in memory, so the system can list and filter them itself.
struct CollectionEntityQuery: EnumerableEntityQuery {
    @Dependency var modelData: ModelData

    func entities(for identifiers: [CollectionEntity.ID]) async throws -> [CollectionEntity] {
        modelData.collections(for: identifiers).map(CollectionEntity.init(collection:))
    }

    func allEntities() async throws -> [CollectionEntity] {
        modelData.collections.map(CollectionEntity.init(collection:))
    }
}
