import AppIntents
import Foundation

struct LogWorkoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Workout"

    @Parameter(title: "Workout")
    var workoutType: WorkoutType

    // `default: nil` still needs a value before the intent can run.
    @Parameter(title: "Minutes", default: nil, requestValueDialog: "How many minutes?")
    var minutes: Int

    @Parameter(title: "Plan")
    var plan: WorkoutPlanEntity?

    static var parameterSummary: some ParameterSummary {
        When(\.$plan, .hasAnyValue) {
            Summary("Log \(\.$minutes) minutes of \(\.$workoutType) for \(\.$plan)")
        } otherwise: {
            Summary("Log \(\.$minutes) minutes of \(\.$workoutType)") {
                \.$plan
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await PlannerStore.shared.log(WorkoutLog(type: workoutType.rawValue, minutes: minutes, date: Date()))
        return .result(dialog: "Logged \(minutes) minutes.")
    }
}
