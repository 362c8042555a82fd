import AppIntents

enum WorkoutType: String, AppEnum {
    case running
    case cycling
    case swimming
    case yoga
    case strength

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"

    static let caseDisplayRepresentations: [WorkoutType: DisplayRepresentation] = [
        .running: DisplayRepresentation(title: "Run", image: .init(systemName: "figure.run")),
        .cycling: DisplayRepresentation(title: "Ride", image: .init(systemName: "figure.outdoor.cycle")),
        .swimming: DisplayRepresentation(title: "Swim", image: .init(systemName: "figure.pool.swim")),
        .yoga: DisplayRepresentation(title: "Yoga", image: .init(systemName: "figure.yoga")),
        .strength: DisplayRepresentation(title: "Strength Training", synonyms: ["Weights", "Lifting"]),
    ]
}

enum WorkoutGoal: String, AppEnum {
    case open
    case distance
    case time

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Goal"

    static let caseDisplayRepresentations: [WorkoutGoal: DisplayRepresentation] = [
        .open: "Open",
        .distance: "Distance",
        .time: "Time",
    ]
}
