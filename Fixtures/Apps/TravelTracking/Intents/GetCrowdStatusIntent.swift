import AppIntents

struct GetCrowdStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Crowd Status"
    static let description: IntentDescription = "Tells you how busy a landmark is right now."
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

    /// In a shortcut, the landmark the action before finds.
    @Parameter(title: "Landmark", inputConnectionBehavior: .connectToPreviousIntentResult)
    var landmark: LandmarkEntity

    @Dependency var modelData: ModelData

    static var parameterSummary: some ParameterSummary {
        Summary("How crowded is \(\.$landmark)")
    }

    func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog {
        guard await modelData.isOpen(landmark.landmark) else {
            return .result(value: 0, dialog: "The landmark is currently closed.")
        }
        let status = await modelData.crowdStatus(of: landmark.landmark)
        return .result(value: status, dialog: "Current crowd level: \(status)")
    }
}
