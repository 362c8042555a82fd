import IntentLintSupport
import IntentLintManifest

extension DocumentWriter {
    // MARK: Entities

    mutating func entity(_ record: EntityRecord) -> JSONValue? {
        guard !followsSchema(record.schema, record.identifier, at: record.location) else { return nil }
        guard let mangled = mangledName(record.identifier, at: record.location) else { return nil }
        guard let display = displayRepresentation(record.typeDisplayRepresentation, "the typeDisplayRepresentation of `\(record.identifier)`",
                                                  at: record.location) else { return nil }
        var properties: [JSONValue] = []
        // `@ComputedProperty` and `@DeferredProperty` are macros that leave no `EntityProperty` for
        // the compiler's const values to show, so the export has only `@Property`s.
        for property in record.properties where property.kind == "Property" {
            let what = "property `\(property.name)` of `\(record.identifier)`"
            guard let type = resolvedType(property.valueType, context: record.identifier, "The \(what)", at: property.location) else { continue }
            let title = property.title == nil ? localizedJSON(LocalizedString(key: property.name)) : localized(property.title, "the title of the \(what)", at: property.location)
            guard let title else { continue }
            properties.append(.object([
                "capabilities": .integer(0),
                "identifier": .string(property.name),
                "isOptional": .bool(property.isOptional),
                "title": title,
                "valueType": ValueTypeCoding.json(type),
            ]))
        }
        let systemProtocols = SystemProtocols.entityIdentifiers(record.appIntentsProtocols)
        var members: [String: JSONValue] = [
            "assistantDefinedSchemas": .array([]),
            "availabilityAnnotations": availability(record.identifier),
            "displayTypeName": localizedJSON(display.title),
            "effectiveBundleIdentifiers": .array([]),
            "entitySyncMetadata": .object(["entitySyncType": .integer(0)]),
            "fullyQualifiedTypeName": .string(record.fullyQualifiedTypeName),
            "mangledTypeName": .string(mangled),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "properties": .array(properties),
            "requiredCapabilities": .array([]),
            "systemProtocolMetadata": SystemProtocols.metadata(systemProtocols),
            "systemProtocolMetadataV2": SystemProtocols.metadata(systemProtocols),
            "transient": .bool(record.appIntentsProtocols.contains { $0 == "TransientAppEntity" || $0 == "TransientEntity" }),
            "typeName": .string(simpleName(record.identifier)),
            "typeSpecificMetadata": .array([]),
            "visibilityMetadata": visibility(),
        ]
        if let numericFormat = display.numericFormat { members["numericFormatTypeName"] = localizedJSON(numericFormat) }
        if let query = defaultQuery(of: record) {
            members["defaultQueryIdentifier"] = .string(query.fullyQualifiedTypeName)
        } else if let written = record.defaultQuery {
            members["defaultQueryIdentifier"] = .string("\(manifest.module).\(written)")
        }
        return .object(members)
    }

    /// A `TypeDisplayRepresentation` or `DisplayRepresentation` the build reads, or nil (and an
    /// error: the protocols require one, and a non-constant one stops the export).
    mutating func displayRepresentation(_ value: Evaluated<DisplayRepresentationValue>?, _ what: String,
                                        at place: SourceReference) -> DisplayRepresentationValue? {
        switch value {
        case .constant(let representation)?:
            return representation
        case .nonConstant(let culprit)?:
            nonConstant(culprit, what)
            return nil
        case nil:
            error("\(what) is not declared where lint-intents can read it, so it cannot write the type's record", at: place)
            return nil
        }
    }

    // MARK: Enums

    /// A case's raw value in this build: a case under `#if` before it may move it (`EnumRawValues`).
    func rawValue(of enumCase: EnumCaseRecord) -> JSONValue? {
        enumCase.rawValue { settings.holds([$0]) }
    }

    mutating func appEnum(_ record: EnumRecord) -> JSONValue? {
        guard !followsSchema(record.schema, record.identifier, at: record.location) else { return nil }
        guard let mangled = mangledName(record.identifier, at: record.location) else { return nil }
        guard let display = displayRepresentation(record.typeDisplayRepresentation, "the typeDisplayRepresentation of `\(record.identifier)`",
                                                  at: record.location) else { return nil }
        if let culprit = record.caseDisplayRepresentationsValue {
            nonConstant(culprit, "`caseDisplayRepresentations` of `\(record.identifier)`")
            return nil
        }
        // The cases the app offers: those `allCases` lists, when the enum writes it.
        var offered = record.cases
        switch record.allCases {
        case .constant(let names)?: offered = names.compactMap { name in record.cases.first { $0.name == name } }
        case .nonConstant(let culprit)?:
            nonConstant(culprit, "`allCases` of `\(record.identifier)`")
            return nil
        case nil: break
        }
        var cases: [JSONValue] = []
        for enumCase in offered where settings.holds(enumCase.conditions) {
            let what = "the display representation of `\(record.identifier).\(enumCase.name)`"
            guard let representation = displayRepresentation(enumCase.displayRepresentation, what, at: enumCase.location) else { continue }
            var members: [String: JSONValue] = ["title": localizedJSON(representation.title)]
            if let subtitle = representation.subtitle { members["subtitle"] = localizedJSON(subtitle) }
            if let synonyms = representation.synonyms { members["synonyms"] = .array(synonyms.map(localizedJSON)) }
            if let image = representation.image {
                if image.kind == "systemName" {
                    members["image"] = .object(["systemImageName": .object(["_0": .string(image.name)])])
                } else {
                    warning("the image of \(what) is not written: real files show only system images (`systemName:`)", at: enumCase.location)
                }
            }
            let identifier: String
            switch rawValue(of: enumCase) {
            case .string(let text)?: identifier = text
            case .integer(let number)?: identifier = String(number)
            default: identifier = enumCase.name
            }
            cases.append(.object(["displayRepresentation": .object(members), "identifier": .string(identifier)]))
        }
        var members: [String: JSONValue] = [
            "assistantDefinedSchemas": .array([]),
            "availabilityAnnotations": availability(record.identifier),
            "cases": .array(cases),
            "displayTypeName": localizedJSON(display.title),
            "effectiveBundleIdentifiers": .array([]),
            "fullyQualifiedTypeName": .string(record.fullyQualifiedTypeName),
            "identifier": .string(simpleName(record.identifier)),
            "isSystem": .bool(false),
            "mangledTypeName": .string(mangled),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "systemProtocolMetadata": .array([]),
            "visibilityMetadata": visibility(),
        ]
        if let numericFormat = display.numericFormat { members["numericFormatTypeName"] = localizedJSON(numericFormat) }
        return .object(members)
    }

    // MARK: Queries

    /// An entity query's record. `capabilities` is 66 for a query that finds entities by
    /// identifier, with 4 added for one that also searches by string (`EntityStringQuery`) and 8
    /// for one that lists them all (`EnumerableEntityQuery`). A query that is only an
    /// `IntentValueQuery` finds no entities and has no record.
    mutating func query(_ record: QueryRecord) -> JSONValue? {
        let protocols = Set(record.appIntentsProtocols)
        guard !protocols.subtracting(["IntentValueQuery"]).isEmpty else { return nil }
        guard let written = record.entityType else {
            error("lint-intents cannot tell which entity `\(record.identifier)` finds (declare `typealias Entity` or its `entities(for:)`)", at: record.location)
            return nil
        }
        guard let mangled = mangledName(record.identifier, at: record.location) else { return nil }
        guard case .entity(let entityName)? = resolvedType(written, context: record.identifier, "The entity `\(record.identifier)` finds",
                                                           at: record.location) else { return nil }
        if protocols.contains("EntityPropertyQuery") {
            warning("`\(record.identifier)`'s property comparators and sorting options are not written: no extract.actionsdata on record shows an `EntityPropertyQuery` next to its source", at: record.location)
        }
        var capabilities = 66
        if protocols.contains("EntityStringQuery") { capabilities |= 4 }
        if protocols.contains("EnumerableEntityQuery") { capabilities |= 8 }
        let identifier = simpleName(record.identifier)
        let isDefault = defaultQueries.contains(record.identifier)
        return .object([
            "availabilityAnnotations": availability(record.identifier),
            "capabilities": .integer(capabilities),
            "defaultQueryForEntity": .bool(isDefault),
            "effectiveBundleIdentifiers": .array([]),
            "entityType": .string(simpleName(entityName)),
            "fullyQualifiedIdentifier": .string(record.fullyQualifiedTypeName),
            "identifier": .string(identifier),
            "mangledTypeName": .string(mangled),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "parameters": .array([]),
            "queryType": .string(identifier),
            "resultValueType": ValueTypeCoding.json(.entity(entityName)),
            "sortingOptions": .array([]),
            "visibilityMetadata": visibility(),
        ])
    }
}
