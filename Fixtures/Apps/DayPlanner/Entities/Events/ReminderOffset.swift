import AppIntents

enum ReminderOffset: String, AppEnum {
    case none
    case atStart = "at-start"
    case fiveMinutes = "5m"
    case fifteenMinutes = "15m"
    case oneHour = "1h"
    case oneDay = "1d"

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reminder"

    static let caseDisplayRepresentations: [ReminderOffset: DisplayRepresentation] = [
        .none: "None",
        .atStart: "At start of event",
        .fiveMinutes: "5 minutes before",
        .fifteenMinutes: "15 minutes before",
        .oneHour: "1 hour before",
        .oneDay: "1 day before",
    ]
}
