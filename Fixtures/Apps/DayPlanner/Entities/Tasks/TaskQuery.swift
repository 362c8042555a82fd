import AppIntents

struct TaskQuery: EntityQuery {
    func entities(for identifiers: [TaskEntity.ID]) async throws -> [TaskEntity] {
        await PlannerStore.shared.tasks(withIDs: identifiers).map(TaskEntity.init(task:))
    }

    func suggestedEntities() async throws -> [TaskEntity] {
        await PlannerStore.shared.openTasks().prefix(10).map(TaskEntity.init(task:))
    }
}

// Optional: string search, so Siri can find any task by name.
extension TaskQuery: EntityStringQuery {
    func entities(matching string: String) async throws -> [TaskEntity] {
        await PlannerStore.shared.tasks(matching: string).map(TaskEntity.init(task:))
    }
}
