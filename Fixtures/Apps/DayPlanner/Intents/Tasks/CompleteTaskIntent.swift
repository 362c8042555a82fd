import AppIntents

struct CompleteTaskIntent: AppIntent {
    static let title = LocalizedStringResource("COMPLETE_TASK_TITLE", table: "Tasks")
    static let isDiscoverable = true

    @Parameter(
        title: LocalizedStringResource("PARAMETER_TASK", table: "Tasks"),
        requestValueDialog: "Which task did you finish?"
    )
    var task: TaskEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Complete \(\CompleteTaskIntent.$task)")
    }

    init() {}

    init(task: TaskEntity) {
        self.task = task
    }

    func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity?> & ProvidesDialog {
        guard let completed = await PlannerStore.shared.complete(task.id) else {
            return .result(value: nil, dialog: "That task no longer exists.")
        }
        return .result(value: TaskEntity(task: completed), dialog: "Nice work!")
    }
}
