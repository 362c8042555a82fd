import AppIntents

struct GetDirectionsIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Directions"
    static let openAppWhenRun = true

    @Parameter(title: "Landmark")
    var landmark: LandmarkEntity

    @Parameter(title: "Transport")
    var transport: TransportMode

    @Parameter(title: "Avoid Tolls", default: false)
    var avoidsTolls: Bool

    static var parameterSummary: some ParameterSummary {
        Switch(\.$transport) {
            Case(.walking) {
                Summary("Walk to \(\.$landmark)") {
                    \.$transport
                }
            }
            Case(.driving) {
                Summary("Drive to \(\.$landmark)") {
                    \.$transport
                    \.$avoidsTolls
                }
            }
            DefaultCase {
                Summary("Get \(\.$transport) directions to \(\.$landmark)")
            }
        }
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        Navigator.shared.show(landmark.landmark)
        return .result()
    }
}
