import Foundation

struct Order: Identifiable, Sendable {
    enum Status: String, Sendable {
        case placed, preparing, ready, delivered, canceled
    }

    /// Made once, when the order is placed, and stored with it.
    let id = UUID()
    var soupID: Soup.ID
    var quantity: Int
    var size: SoupSize
    var toppings: [Topping]
    var deliveryAddress: String?
    var placedAt: Date
    var status: Status = .placed
}

actor OrderManager {
    static let shared = OrderManager()

    private var orders: [Order] = []

    var recentOrders: [Order] {
        orders.sorted { $0.placedAt > $1.placedAt }
    }

    func order(withID id: Order.ID) -> Order? {
        orders.first { $0.id == id }
    }

    func place(soup: Soup, quantity: Int, size: SoupSize, toppings: [Topping], deliveryAddress: String?) -> Order {
        let order = Order(soupID: soup.id, quantity: quantity, size: size, toppings: toppings,
                          deliveryAddress: deliveryAddress, placedAt: Date())
        orders.append(order)
        return order
    }

    func cancel(_ id: Order.ID) throws {
        guard let position = orders.firstIndex(where: { $0.id == id }) else { throw OrderError.notFound }
        guard orders[position].status == .placed else { throw OrderError.alreadyInKitchen }
        orders[position].status = .canceled
    }
}

enum OrderError: Error {
    case notFound, alreadyInKitchen, soupUnavailable
}
