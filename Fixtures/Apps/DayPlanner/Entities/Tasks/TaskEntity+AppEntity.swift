import AppIntents

extension TaskEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("TASK_TYPE_NAME", table: "Tasks")
    )

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", image: .init(systemName: isCompleted ? "checkmark.circle.fill" : "circle"))
    }

    static let defaultQuery = TaskQuery()
}
