import AppIntents

extension TaskPriority: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("PRIORITY_TYPE_NAME", table: "Tasks")
    )

    static let caseDisplayRepresentations: [TaskPriority: DisplayRepresentation] = [
        .low: DisplayRepresentation(title: LocalizedStringResource("PRIORITY_LOW", table: "Tasks")),
        .normal: DisplayRepresentation(title: LocalizedStringResource("PRIORITY_NORMAL", table: "Tasks")),
        .high: DisplayRepresentation(title: LocalizedStringResource("PRIORITY_HIGH", table: "Tasks"),
                                     image: .init(systemName: "exclamationmark")),
        .urgent: DisplayRepresentation(title: LocalizedStringResource("PRIORITY_URGENT", table: "Tasks"),
                                       image: .init(systemName: "exclamationmark.3")),
    ]
}
