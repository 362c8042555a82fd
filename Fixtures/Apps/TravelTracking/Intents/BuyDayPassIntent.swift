import AppIntents

struct BuyDayPassIntent: AppIntent {
    static let title: LocalizedStringResource = "Buy Day Pass"
    static let authenticationPolicy = IntentAuthenticationPolicy.requiresLocalDeviceAuthentication

    // Xcode 16 derives the parameter titles from the property names.
    @Parameter var passTarget: DayPassTarget
    @Parameter var visitors: Int?

    static var parameterSummary: some ParameterSummary {
        Summary("Buy a day pass for \(\.$passTarget)") {
            \.$visitors
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        switch passTarget {
        case .landmark(let landmark):
            return .result(dialog: "Your pass for \(landmark.name) is in Wallet.")
        case .collection(let collection):
            return .result(dialog: "Your pass for \(collection.name) is in Wallet.")
        }
    }
}
