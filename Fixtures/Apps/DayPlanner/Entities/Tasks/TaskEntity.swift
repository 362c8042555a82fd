import AppIntents
import Foundation

/// What App Intents sees of a task. The AppEntity conformance lives in
/// TaskEntity+AppEntity.swift.
struct TaskEntity: Identifiable, Sendable {
    let id: UUID

    @Property(title: "Title")
    var title: String

    @Property(title: "Due Date")
    var dueDate: Date?

    @Property(title: "Priority")
    var priority: TaskPriority

    @Property(title: "Completed")
    var isCompleted: Bool

    init(task: TaskItem) {
        id = task.id
        title = task.title
        dueDate = task.dueDate
        priority = task.priority
        isCompleted = task.isCompleted
    }
}
