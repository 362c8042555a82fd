import AppIntents

/// Configures the Control Center control that shows an order's progress.
struct OrderStatusControlIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Order Status"
    static let isDiscoverable = false

    @Parameter(title: "Order")
    var order: OrderEntity?
}
