import AppIntents

struct CancelOrderIntent: AppIntent {
    static var title = LocalizedStringResource("CANCEL_ORDER_TITLE", defaultValue: "Cancel Order", table: "Orders")
    static var description = IntentDescription(LocalizedStringResource("CANCEL_ORDER_DESCRIPTION", table: "Orders"))
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(
        title: LocalizedStringResource("CANCEL_ORDER_PARAMETER", table: "Orders"),
        requestValueDialog: IntentDialog(LocalizedStringResource("CANCEL_ORDER_WHICH", table: "Orders"))
    )
    var order: OrderEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Cancel \(\.$order)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await OrderManager.shared.cancel(order.id)
        return .result(dialog: "Canceled. Nothing will be charged.")
    }
}
