import Foundation

actor PlannerStore {
    static let shared = PlannerStore()

    private var tasks: [TaskItem] = []
    private var events: [CalendarEvent] = []
    private var logs: [WorkoutLog] = []
    private let client = SyncClient()

    let plans: [WorkoutPlan] = [
        WorkoutPlan(id: "couch-to-5k", name: "Couch to 5K", weeks: 9),
        WorkoutPlan(id: "strength-basics", name: "Strength Basics", weeks: 6),
        WorkoutPlan(id: "morning-yoga", name: "Morning Yoga", weeks: 4),
    ]

    func tasks(withIDs ids: [TaskItem.ID]) -> [TaskItem] {
        tasks.filter { ids.contains($0.id) }
    }

    func openTasks() -> [TaskItem] {
        tasks.filter { !$0.isCompleted }
    }

    func tasks(matching text: String) -> [TaskItem] {
        tasks.filter { $0.title.localizedCaseInsensitiveContains(text) }
    }

    /// The server assigns the identifier; the task is stored only once it has one.
    func addTask(title: String, notes: String?, dueDate: Date?, priority: TaskPriority) async throws -> TaskItem {
        let serverID = try await client.createTask(title: title)
        let task = TaskItem(id: serverID, title: title, notes: notes, dueDate: dueDate, priority: priority, isCompleted: false)
        tasks.append(task)
        return task
    }

    func complete(_ id: TaskItem.ID) -> TaskItem? {
        guard let position = tasks.firstIndex(where: { $0.id == id }) else { return nil }
        tasks[position].isCompleted = true
        return tasks[position]
    }

    func delete(_ ids: [TaskItem.ID]) {
        tasks.removeAll { ids.contains($0.id) }
    }

    func events(withIDs ids: [CalendarEvent.ID]) -> [CalendarEvent] {
        events.filter { ids.contains($0.id) }
    }

    func upcomingEvents(limit: Int) -> [CalendarEvent] {
        Array(events.sorted { $0.startDate < $1.startDate }.prefix(limit))
    }

    func addEvent(title: String, startDate: Date, endDate: Date, notes: String) async throws -> CalendarEvent {
        let serverID = try await client.createEvent(title: title)
        let event = CalendarEvent(id: serverID, title: title, startDate: startDate, endDate: endDate, notes: notes)
        events.append(event)
        return event
    }

    func log(_ log: WorkoutLog) {
        logs.append(log)
    }
}

/// Talks to the sync server, which owns every identifier.
struct SyncClient: Sendable {
    func createTask(title: String) async throws -> UUID {
        throw SyncError.offline
    }

    func createEvent(title: String) async throws -> String {
        throw SyncError.offline
    }
}

enum SyncError: Error {
    case offline
}
