import AppIntents

struct OutlineID: Hashable, Sendable, EntityIdentifierConvertible {
    let rawValue: String

    var entityIdentifierString: String { rawValue }

    static func entityIdentifier(for entityIdentifierString: String) -> OutlineID? {
        OutlineID(rawValue: entityIdentifierString)
    }
}
