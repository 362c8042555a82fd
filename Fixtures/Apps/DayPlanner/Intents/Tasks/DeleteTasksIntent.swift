import AppIntents

struct DeleteTasksIntent: DeleteIntent {
    static let title = LocalizedStringResource("DELETE_TASKS_TITLE", table: "Tasks")
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication

    @Parameter(title: LocalizedStringResource("PARAMETER_TASKS", table: "Tasks"))
    var entities: [TaskEntity]

    static var parameterSummary: some ParameterSummary {
        Summary("Delete \(\.$entities)")
    }

    func perform() async throws -> some IntentResult {
        await PlannerStore.shared.delete(entities.map(\.id))
        return .result()
    }
}
