import AppIntents

struct ReorderLastIntent: AppIntent {
    static var title: LocalizedStringResource = "Reorder Last Soup"
    static var description: IntentDescription = "Places your most recent order again."
    static var isDiscoverable = true
    static let openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let last = await OrderManager.shared.recentOrders.first,
              let soup = SoupMenu.shared.soup(withID: last.soupID) else {
            return .result(dialog: "You haven't ordered anything yet.")
        }
        _ = await OrderManager.shared.place(soup: soup, quantity: last.quantity, size: last.size,
                                            toppings: last.toppings, deliveryAddress: last.deliveryAddress)
        return .result(dialog: "Ordered \(soup.name) again.")
    }
}
