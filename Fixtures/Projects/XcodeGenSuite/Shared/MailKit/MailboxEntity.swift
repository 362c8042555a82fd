import AppIntents

public struct MailboxEntity: AppEntity {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mailbox"
    public static var defaultQuery = MailboxQuery()

    public let id: String
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

public struct MailboxQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [MailboxEntity] {
        identifiers.map { MailboxEntity(id: $0) }
    }
}

/// A dynamic framework registers its App Intents types for the apps that link it.
public struct MailKitPackage: AppIntentsPackage {}
