import AppIntents

struct OpenOrderIntent: OpenIntent {
    static var title: LocalizedStringResource = "Open Order"
    static var description: IntentDescription = "Shows an order's status in Soup Chef."

    @Parameter(title: "Order")
    var target: OrderEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$target)")
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        OrderRouter.shared.show(orderID: target.id)
        return .result()
    }
}

@MainActor
final class OrderRouter {
    static let shared = OrderRouter()

    private(set) var visibleOrderID: OrderEntity.ID?

    func show(orderID: OrderEntity.ID) {
        visibleOrderID = orderID
    }
}
