import Foundation

struct TaskItem: Identifiable, Sendable {
    /// Assigned by the sync server when the task is first saved.
    let id: UUID
    var title: String
    var notes: String?
    var dueDate: Date?
    var priority: TaskPriority
    var isCompleted: Bool
}

enum TaskPriority: String, Codable, CaseIterable, Sendable {
    case low
    case normal
    case high
    case urgent
}
