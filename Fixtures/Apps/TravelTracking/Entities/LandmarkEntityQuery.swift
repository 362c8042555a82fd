import AppIntents

struct LandmarkEntityQuery: EntityStringQuery {
    @Dependency var modelData: ModelData

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        modelData
            .landmarks(for: identifiers)
            .map(LandmarkEntity.init)
    }

    func suggestedEntities() async throws -> [LandmarkEntity] {
        modelData
            .favoriteLandmarks()
            .map(LandmarkEntity.init)
    }

    func entities(matching string: String) async throws -> [LandmarkEntity] {
        modelData
            .landmarks(matching: string)
            .map(LandmarkEntity.init)
    }
}
