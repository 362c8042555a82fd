import Foundation

struct WorkoutPlan: Identifiable, Sendable {
    /// A slug from the bundled plan catalog, such as "couch-to-5k".
    let id: String
    var name: String
    var weeks: Int
}

struct WorkoutLog: Sendable {
    var type: String
    var minutes: Int
    var date: Date
}
