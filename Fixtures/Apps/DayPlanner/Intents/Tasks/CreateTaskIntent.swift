import AppIntents
import Foundation

struct CreateTaskIntent: AppIntent {
    static let title = LocalizedStringResource("CREATE_TASK_TITLE", table: "Tasks")
    static let description = IntentDescription(
        LocalizedStringResource("CREATE_TASK_DESCRIPTION", table: "Tasks"),
        categoryName: LocalizedStringResource("CATEGORY_TASKS", table: "Tasks")
    )

    @Parameter(title: LocalizedStringResource("PARAMETER_TASK_TITLE", table: "Tasks"))
    var taskTitle: String

    @Parameter(title: LocalizedStringResource("PARAMETER_DUE_DATE", table: "Tasks"))
    var dueDate: Date?

    @Parameter(title: LocalizedStringResource("PARAMETER_PRIORITY", table: "Tasks"), default: .normal)
    var priority: TaskPriority

    @Parameter(title: LocalizedStringResource("PARAMETER_NOTES", table: "Tasks"))
    var notes: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$taskTitle)") {
            \.$dueDate
            \.$priority
            \.$notes
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity> & ProvidesDialog {
        let task = try await PlannerStore.shared.addTask(title: taskTitle, notes: notes, dueDate: dueDate, priority: priority)
        return .result(value: TaskEntity(task: task), dialog: "Added “\(task.title)”.")
    }
}
