import AppIntents
import TravelKit

struct OpenLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Landmark"
    static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Landmark")
    var landmark: LandmarkEntity

    func perform() async throws -> some IntentResult { .result() }
}
