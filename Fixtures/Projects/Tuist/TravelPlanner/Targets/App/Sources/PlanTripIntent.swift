import AppIntents
import TravelKit

struct PlanTripIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Trip"

    @Parameter(title: "Landmark")
    var landmark: LandmarkEntity

    func perform() async throws -> some IntentResult { .result() }
}
