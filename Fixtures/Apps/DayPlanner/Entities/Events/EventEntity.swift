import AppIntents
import Foundation

struct EventEntity: AppEntity, IndexedEntity {
    let id: String

    @Property(title: "Title", indexingKey: \.title)
    var title: String

    @Property(title: "Start Date", indexingKey: \.startDate)
    var startDate: Date

    @Property(title: "End Date")
    var endDate: Date

    @Property(title: "Location", indexingKey: \.namedLocation)
    var location: String?

    @Property(title: "Notes", customIndexingKey: "eventNotes")
    var notes: String?

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Calendar Event"

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(location ?? "No location")")
    }

    static let defaultQuery = EventQuery()

    init(event: CalendarEvent) {
        id = event.id
        title = event.title
        startDate = event.startDate
        endDate = event.endDate
        location = event.location
        notes = event.notes
    }
}

struct EventQuery: EntityQuery {
    func entities(for identifiers: [EventEntity.ID]) async throws -> [EventEntity] {
        await PlannerStore.shared.events(withIDs: identifiers).map(EventEntity.init(event:))
    }

    // Upcoming events, not everything in the calendar.
    func suggestedEntities() async throws -> [EventEntity] {
        await PlannerStore.shared.upcomingEvents(limit: 10).map(EventEntity.init(event:))
    }
}
