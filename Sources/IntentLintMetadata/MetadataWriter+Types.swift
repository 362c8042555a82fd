import IntentLintSupport
import IntentLintManifest

extension DocumentWriter {
    // MARK: Entities

    mutating func entity(_ record: EntityRecord) -> JSONValue? {
        schemaNotWritten(record.schema, record.identifier, at: record.location)
        guard let mangled = mangledName(record.identifier, record: record.identifier, at: record.location) else { return nil }
        guard let display = displayRepresentation(record.typeDisplayRepresentation, record.identifier, at: record.location) else { return nil }
        var properties: [JSONValue] = []
        // `@ComputedProperty` and `@DeferredProperty` are macros that leave no `EntityProperty` for
        // the compiler's const values to show, so the export has only `@Property`s.
        for property in record.properties where property.kind == "Property" {
            let what = "property `\(property.name)` of `\(record.identifier)`"
            // A property left out leaves the entity usable: only that property is missing.
            guard let type = resolvedTypeIfKnown(property.valueType, context: record.identifier) else {
                notWritable("the \(what) is left out: its type `\(property.valueType)` is neither a system type lint-intents writes nor an entity or enum of the modules read",
                            at: property.location)
                continue
            }
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
            "fullyQualifiedTypeName": .string(fullyQualifiedName(record.identifier, recorded: record.fullyQualifiedTypeName)),
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
        if let numericFormat = display.numericFormatTypeName { members["numericFormatTypeName"] = localizedJSON(numericFormat) }
        if let query = defaultQuery(of: record, in: manifest, index: index) {
            members["defaultQueryIdentifier"] = .string(query.fullyQualifiedTypeName)
        } else if let written = record.defaultQuery {
            members["defaultQueryIdentifier"] = .string("\(manifest.module).\(written)")
        }
        return .object(members)
    }

    /// A `TypeDisplayRepresentation` or `DisplayRepresentation` the build reads; nil (and `record`
    /// left out) when it is not a constant or not declared where lint-intents can read it.
    mutating func displayRepresentation(_ value: Evaluated<DisplayRepresentationValue>?, _ record: String, what: String = "its type display representation",
                                        at place: SourceReference) -> DisplayRepresentationValue? {
        switch value {
        case .constant(let representation)?:
            return representation
        case .nonConstant(let culprit)?:
            nonConstant(culprit, what, leaving: record)
            return nil
        case nil:
            leftOut(record, because: "\(what) is not declared where lint-intents can read it", at: place)
            return nil
        }
    }

    // MARK: Enums

    /// A case's raw value in this build: a case under `#if` before it may move it (`EnumRawValues`).
    func rawValue(of enumCase: EnumCaseRecord) -> JSONValue? {
        enumCase.rawValue { settings.holds([$0]) }
    }

    mutating func appEnum(_ record: EnumRecord) -> JSONValue? {
        schemaNotWritten(record.schema, record.identifier, at: record.location)
        guard let mangled = mangledName(record.identifier, record: record.identifier, at: record.location) else { return nil }
        guard let display = displayRepresentation(record.typeDisplayRepresentation, record.identifier, at: record.location) else { return nil }
        if let culprit = record.caseDisplayRepresentationsValue {
            nonConstant(culprit, "its `caseDisplayRepresentations`", leaving: record.identifier)
            return nil
        }
        // The cases the app offers: those `allCases` lists, when the enum writes it.
        var offered = record.cases
        switch record.allCases {
        case .constant(let names)?: offered = names.compactMap { name in record.cases.first { $0.name == name } }
        case .nonConstant(let culprit)?:
            nonConstant(culprit, "its `allCases`", leaving: record.identifier)
            return nil
        case nil: break
        }
        var cases: [JSONValue] = []
        for enumCase in offered where settings.holds(enumCase.conditions) {
            let what = "the display representation of `\(record.identifier).\(enumCase.name)`"
            guard let representation = displayRepresentation(enumCase.displayRepresentation, record.identifier, what: "the display representation of its case `\(enumCase.name)`",
                                                             at: enumCase.location) else { return nil }
            var members: [String: JSONValue] = ["title": localizedJSON(representation.title)]
            if let subtitle = representation.subtitle { members["subtitle"] = localizedJSON(subtitle) }
            if let synonyms = representation.synonyms { members["synonyms"] = .array(synonyms.map(localizedJSON)) }
            if let image = representation.image {
                if image.kind == "systemName" {
                    members["image"] = .object(["systemImageName": .object(["_0": .string(image.name)])])
                } else {
                    notWritable("the image of \(what) is left out: real files show only system images (`systemName:`)", at: enumCase.location)
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
        if let numericFormat = display.numericFormatTypeName { members["numericFormatTypeName"] = localizedJSON(numericFormat) }
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
            leftOut(record.identifier, because: "lint-intents cannot tell which entity it finds (declare `typealias Entity` or its `entities(for:)`)", at: record.location)
            return nil
        }
        guard let mangled = mangledName(record.identifier, record: record.identifier, at: record.location) else { return nil }
        guard let resolved = resolvedType(written, context: record.identifier, "the entity it finds", record: record.identifier, at: record.location) else { return nil }
        guard case .entity(let entityName, _) = resolved else {
            leftOut(record.identifier, because: "it finds `\(written)`, which is not an entity", at: record.location)
            return nil
        }
        if protocols.contains("EntityPropertyQuery") {
            notWritable("`\(record.identifier)`'s property comparators and sorting options are not written: no extract.actionsdata on " +
                "record shows an `EntityPropertyQuery` next to its source", at: record.location)
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
            "fullyQualifiedIdentifier": .string(fullyQualifiedName(record.identifier, recorded: record.fullyQualifiedTypeName)),
            "identifier": .string(identifier),
            "mangledTypeName": .string(mangled),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "parameters": .array([]),
            "queryType": .string(identifier),
            "resultValueType": ValueTypeCoding.json(resolved),
            "sortingOptions": .array([]),
            "visibilityMetadata": visibility(),
        ])
    }
}
