import AppIntents
import LegacyKit

struct PlanTripIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Trip"

    @Parameter(title: "Trip")
    var trip: TripEntity

    func perform() async throws -> some IntentResult { .result() }
}
