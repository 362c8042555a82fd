import AppIntents

/// Runs when a landmark is tapped in Spotlight. The app's navigation stack observes it with
/// `onAppIntentExecution`, so there is no `perform()`.
struct OpenLandmarkIntent: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Landmark"

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
    var target: LandmarkEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\OpenLandmarkIntent.$target)")
    }
}
