import AppIntents
import Foundation

struct OrderEntity: AppEntity {
    let id: UUID

    @Property(title: "Soup")
    var soupName: String

    @Property(title: "Quantity")
    var quantity: Int

    @Property(title: "Placed")
    var placedAt: Date

    static var typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("ORDER_TYPE_NAME", table: "Orders"),
        numericFormat: LocalizedStringResource("ORDER_COUNT_FORMAT", table: "Orders")
    )

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(quantity) × \(soupName)", subtitle: "Order \(id.uuidString.prefix(6))")
    }

    static var defaultQuery = OrderQuery()

    init(order: Order, soupName: String) {
        id = order.id
        self.soupName = soupName
        quantity = order.quantity
        placedAt = order.placedAt
    }
}

struct OrderQuery: EntityQuery {
    func entities(for identifiers: [OrderEntity.ID]) async throws -> [OrderEntity] {
        var entities: [OrderEntity] = []
        for identifier in identifiers {
            guard let order = await OrderManager.shared.order(withID: identifier),
                  let soup = SoupMenu.shared.soup(withID: order.soupID) else { continue }
            entities.append(OrderEntity(order: order, soupName: soup.name))
        }
        return entities
    }

    func suggestedEntities() async throws -> [OrderEntity] {
        await OrderManager.shared.recentOrders.prefix(5).compactMap { order in
            SoupMenu.shared.soup(withID: order.soupID).map { OrderEntity(order: order, soupName: $0.name) }
        }
    }
}
