import AppIntents

struct NavigateIntent: AppIntent {
    static let title: LocalizedStringResource = "Navigate to Section"
    static let supportedModes: IntentModes = .foreground

    @Parameter(
        title: "Section",
        requestValueDialog: IntentDialog("Which section of the app would you like to go to?")
    )
    var navigationOption: NavigationOption

    static var parameterSummary: some ParameterSummary {
        Summary("Navigate to \(\.$navigationOption)")
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        Navigator.shared.navigate(to: navigationOption)
        return .result()
    }
}
