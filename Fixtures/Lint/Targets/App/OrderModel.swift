import AppIntents
import PlayerKit

struct ReorderIntent: AppIntent {
    static var title: LocalizedStringResource = "Reorder"
    @Parameter(title: "Order") var order: OrderEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct OrderEntity: AppEntity { // expect: missing-type-display-representation
    var id: String
    static var defaultQuery = OrderEntity.Query()
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    struct Query: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [OrderEntity] { identifiers.map { OrderEntity(id: $0) } }
    }
}

struct CustomerEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Customer"
    var id: String
    static var defaultQuery = CustomerEntity.Query()
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    struct Query: EntityQuery { // expect: duplicate-query-name
        func entities(for identifiers: [String]) async throws -> [CustomerEntity] { [] }
    }
}

enum Spiciness: String, AppEnum { // expect: case-display-representations
    case mild, hot
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Spiciness"
}

// `PlaybackSpeed` comes from PlayerKit: the build cannot read its cases.
extension PlaybackSpeed: AppEnum { // expect: app-enum-from-other-module
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
    static var caseDisplayRepresentations: [PlaybackSpeed: DisplayRepresentation] = [.normal: "Normal"]
}

@AssistantIntent(schema: .system.search) // expect: deprecated-assistant-schema
struct SearchOrdersIntent: ShowInAppSearchResultsIntent {
    static var searchScopes: [StringSearchScope] = [.general]
    var criteria: StringSearchCriteria
    func perform() async throws -> some IntentResult { .result() }
}
