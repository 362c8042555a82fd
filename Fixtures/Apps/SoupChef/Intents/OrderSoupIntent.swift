import AppIntents
import Foundation

struct OrderSoupIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Soup"
    static var description = IntentDescription("Orders a soup for pickup or delivery.", categoryName: "Ordering")

    @Parameter(title: "Soup", requestValueDialog: "Which soup would you like?")
    var soup: SoupEntity

    @Parameter(title: "Quantity", default: 1)
    var quantity: Int

    @Parameter(title: "Size", default: .bowl)
    var size: SoupSize

    @Parameter(title: "Toppings")
    var toppings: [Topping]?

    @Parameter(title: "Pickup", description: "Pick the order up at the counter instead of having it delivered.")
    var isPickup: Bool = true

    @Parameter(title: "Delivery Address")
    var deliveryAddress: String?

    static var parameterSummary: some ParameterSummary {
        When(\.$isPickup, .equalTo, true) {
            Summary("Order \(\.$quantity) \(\.$soup) for pickup") {
                \.$size
                \.$toppings
                \.$isPickup
            }
        } otherwise: {
            Summary("Deliver \(\.$quantity) \(\.$soup) to \(\.$deliveryAddress)") {
                \.$size
                \.$toppings
                \.$isPickup
            }
        }
    }

    init() {}

    init(soup: SoupEntity, quantity: Int = 1) {
        self.soup = soup
        self.quantity = quantity
    }

    func perform() async throws -> some IntentResult & ReturnsValue<OrderEntity> & ProvidesDialog {
        guard let menuSoup = SoupMenu.shared.soup(withID: soup.id), menuSoup.isAvailable else {
            throw OrderError.soupUnavailable
        }
        let order = await OrderManager.shared.place(soup: menuSoup, quantity: quantity, size: size,
                                                    toppings: toppings ?? [], deliveryAddress: isPickup ? nil : deliveryAddress)
        return .result(value: OrderEntity(order: order, soupName: menuSoup.name),
                       dialog: "Your \(menuSoup.name) is on its way to the kitchen.")
    }
}
