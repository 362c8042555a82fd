import AppIntents

struct StartWorkoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Workout"
    static let description: IntentDescription = "Starts tracking a workout."
    static let supportedModes: IntentModes = [.background, .foreground(.deferred)]

    @Parameter(title: "Workout")
    var workoutType: WorkoutType

    @Parameter(title: "Goal", default: .open)
    var goal: WorkoutGoal

    @Parameter(title: "Distance (km)")
    var distance: Double?

    @Parameter(title: "Duration (minutes)")
    var duration: Int?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$goal) {
            Case(.distance) {
                Summary("Start a \(\.$distance) km \(\.$workoutType)") {
                    \.$goal
                }
            }
            Case(.time) {
                Summary("Start a \(\.$duration) minute \(\.$workoutType)") {
                    \.$goal
                }
            }
            DefaultCase {
                Summary("Start an open \(\.$workoutType)") {
                    \.$goal
                }
            }
        }
    }

    init() {}

    init(workoutType: WorkoutType) {
        self.workoutType = workoutType
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Starting your workout.")
    }
}
