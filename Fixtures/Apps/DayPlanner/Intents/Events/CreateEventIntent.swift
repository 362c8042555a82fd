import AppIntents
import Foundation

struct CreateEventIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Event"
    static let description = IntentDescription("Adds an event to your planner.", categoryName: "Calendar")

    // An instance `title` next to the static one: the parameter is the event's title.
    @Parameter(title: "Title")
    var title: String

    @Parameter(title: "Start Date")
    var startDate: Date

    @Parameter(title: "End Date")
    var endDate: Date

    @Parameter(title: "Notes")
    var notes: String

    @Parameter(title: "Reminder", default: .fifteenMinutes)
    var reminder: ReminderOffset

    static var parameterSummary: some ParameterSummary {
        Summary("Create '\(\.$title)' from \(\.$startDate) to \(\.$endDate)") {
            \.$notes
            \.$reminder
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<EventEntity> {
        let event = try await PlannerStore.shared.addEvent(title: title, startDate: startDate, endDate: endDate, notes: notes)
        return .result(value: EventEntity(event: event))
    }
}
