import AppIntents

struct ClosestLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Closest Landmark"
    static let description = IntentDescription("Finds the landmark nearest to you.", categoryName: "Discover")

    @Dependency var modelData: ModelData

    @MainActor
    func perform() async throws -> some ReturnsValue<LandmarkEntity> & ProvidesDialog {
        let landmark = try await modelData.findClosestLandmark()
        return .result(
            value: LandmarkEntity(landmark: landmark),
            dialog: "The closest landmark to you is \(landmark.name)"
        )
    }
}
