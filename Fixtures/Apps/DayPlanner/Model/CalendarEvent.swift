import Foundation

struct CalendarEvent: Identifiable, Sendable {
    /// The calendar server's event identifier.
    let id: String
    var title: String
    var startDate: Date
    var endDate: Date
    var location: String?
    var notes: String?
}
