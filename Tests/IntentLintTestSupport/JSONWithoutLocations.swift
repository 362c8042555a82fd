import IntentLintSupport

extension JSONValue {
    /// The document without its `location` members, for comparing manifests whose source
    /// positions may differ (a rewrite moves them; a test writes none).
    package var withoutLocations: JSONValue {
        switch self {
        case .object(let members):
            return .object(members.filter { $0.key != "location" }.mapValues(\.withoutLocations))
        case .array(let elements):
            return .array(elements.map(\.withoutLocations))
        default:
            return self
        }
    }
}
