import AppIntents

struct WorkoutPlanEntity: AppEntity {
    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Weeks")
    var weeks: Int

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Training Plan", numericFormat: "Training Plans")

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(weeks) weeks")
    }

    static let defaultQuery = WorkoutPlanQuery()

    init(plan: WorkoutPlan) {
        id = plan.id
        name = plan.name
        weeks = plan.weeks
    }
}

/// The plan catalog ships with the app and is small: list it all.
struct WorkoutPlanQuery: EnumerableEntityQuery {
    func entities(for identifiers: [WorkoutPlanEntity.ID]) async throws -> [WorkoutPlanEntity] {
        await PlannerStore.shared.plans.filter { identifiers.contains($0.id) }.map(WorkoutPlanEntity.init(plan:))
    }

    func allEntities() async throws -> [WorkoutPlanEntity] {
        await PlannerStore.shared.plans.map(WorkoutPlanEntity.init(plan:))
    }
}
