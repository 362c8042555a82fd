import IntentLintSupport

/// The file in the form of an earlier Xcode release than 27, whose form `MetadataWriter` writes:
/// what each earlier release leaves out or counts otherwise, as real files of that release show
/// it next to their sources (docs/metadata.md, "Versions"). One table, so that a difference
/// between releases is a line here and not a condition in every record's code.
enum ReleaseForm {
    static func shaped(_ document: JSONValue, for release: XcodeRelease) -> JSONValue {
        guard release < .xcode27, case .object(var members) = document else { return document }
        // Xcode 16 and 26 (a file of Xcode 26.3, `Fixtures/XcodeMetadata/RadioStreams`): entities
        // without `entitySyncMetadata` or `typeSpecificMetadata`, enums without
        // `systemProtocolMetadata`, and a query's capabilities counted from 2 rather than 66.
        members["entities"] = mapRecords(members["entities"]) { $0.removing(["entitySyncMetadata", "typeSpecificMetadata"]) }
        members["enums"] = mapRecords(members["enums"]) { $0.removing(["systemProtocolMetadata"]) }
        members["queries"] = mapRecords(members["queries"]) { query in
            guard case .object(var fields) = query, case .integer(let capabilities)? = fields["capabilities"] else { return query }
            fields["capabilities"] = .integer(capabilities - 64)
            return .object(fields)
        }
        guard release == .xcode15 else { return .object(members) }
        // Xcode 15 (a file of Xcode 15.2, `Fixtures/XcodeMetadata/TrollLEDs`): no assistant
        // collections, fewer keys in an intent, a parameter and an App Shortcut, and localized
        // strings without `alternatives`.
        for key in ["assistantEntities", "assistantIntentNegativePhrases", "assistantIntents"] { members[key] = nil }
        members["actions"] = mapRecords(members["actions"]) { action in
            var action = action.removing(["assistantDefinedSchemaTraits", "assistantDefinedSchemas", "fullyQualifiedTypeName", "isAuthPolExplicit",
                                          "supportedModes", "systemProtocolMetadataV2", "visibilityMetadata"])
            if case .object(var fields) = action, case .array(let parameters)? = fields["parameters"] {
                fields["parameters"] = .array(parameters.map { $0.removing(["capabilities"]) })
                action = .object(fields)
            }
            return action
        }
        if case .array(let shortcuts)? = members["autoShortcuts"] {
            members["autoShortcuts"] = .array(shortcuts.map { $0.removing(["availabilityAnnotations"]) })
        }
        return withoutAlternatives(.object(members))
    }

    /// Each record of a collection (an object of records, or an array) changed by `change`.
    private static func mapRecords(_ collection: JSONValue?, _ change: (JSONValue) -> JSONValue) -> JSONValue? {
        switch collection {
        case .object(let records)?: return .object(records.mapValues(change))
        case .array(let records)?: return .array(records.map(change))
        default: return collection
        }
    }

    /// `{"alternatives": [], "key": "Open"}` → `{"key": "Open"}`, everywhere.
    private static func withoutAlternatives(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(var members):
            if members.count == 2, members["key"] != nil, members["alternatives"] == .array([]) { members["alternatives"] = nil }
            return .object(members.mapValues(withoutAlternatives))
        case .array(let elements):
            return .array(elements.map(withoutAlternatives))
        default:
            return value
        }
    }
}

private extension JSONValue {
    /// An object without `keys`; any other value as it is.
    func removing(_ keys: [String]) -> JSONValue {
        guard case .object(var members) = self else { return self }
        for key in keys { members[key] = nil }
        return .object(members)
    }
}
