import AppIntents

/// Visual intelligence asks for the landmarks that match what the camera sees; tapping a
/// result runs `OpenLandmarkIntent`.
struct LandmarkVisualSearchQuery: IntentValueQuery {
    @Dependency var modelData: ModelData

    func values(for input: SemanticContentDescriptor) async throws -> [LandmarkEntity] {
        modelData.landmarks(matching: input.labels.joined(separator: " ")).map(LandmarkEntity.init)
    }
}
