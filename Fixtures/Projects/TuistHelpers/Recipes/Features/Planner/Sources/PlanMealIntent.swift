import AppIntents

struct PlanMealIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Meal"

    func perform() async throws -> some IntentResult { .result() }
}
