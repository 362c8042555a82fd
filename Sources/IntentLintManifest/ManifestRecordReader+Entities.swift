
import IntentLintSupport
import IntentLintSyntax

extension ManifestRecordReader {
    static let entityPropertyAttributes = ["Property", "ComputedProperty", "DeferredProperty"]

    func entity(_ entry: TypeIndex.Entry) -> EntityRecord {
        var properties: [EntityPropertyRecord] = []
        for (property, file) in entry.properties where !property.isStatic {
            guard let attribute = property.attributes.first(where: { ManifestRecordReader.entityPropertyAttributes.contains($0.name) }) else { continue }
            let evaluator = ConstantEvaluator(file: file, source: attribute.argumentSource ?? SourceSnippet(text: "", start: 0))
            let title = attribute.argument(MetadataProperty.entityPropertyTitle.name) ?? attribute.arguments?.first { $0.label == nil }?.value
            let valueType = property.typeAnnotation ?? ""
            properties.append(EntityPropertyRecord(
                name: property.name, kind: attribute.name,
                title: title.map { evaluator.localizedString($0) },
                valueType: valueType, isOptional: ManifestRecordReader.isOptionalType(valueType),
                indexingKey: attribute.argument("indexingKey").map { evaluator.text($0) },
                location: reference(file, property.location)))
        }
        let id = entry.property("id", isStatic: false)
        var idType = id?.property.typeAnnotation
        if idType == nil, let initializer = id?.property.initializer, let callee = initializer.expression.callParts?.callee,
           ConstantEvaluator(file: "", source: initializer.source).isTypeName(callee) {
            idType = callee.calleeName
        }
        var defaultQuery: String?
        if let query = entry.property("defaultQuery", isStatic: true)?.property {
            let value = query.initializer?.expression ?? query.getter.flatMap(ManifestRecordReader.returnedExpression)
            if let callee = value?.callParts?.callee, let name = callee.calleeName, name != "init" {
                defaultQuery = name
            } else if let type = query.typeAnnotation {
                defaultQuery = TypeIndex.baseName(type)
            }
        }
        return EntityRecord(
            identifier: entry.qualifiedName,
            fullyQualifiedTypeName: fullyQualifiedName(entry),
            location: location(entry),
            conditions: conditions(entry),
            protocols: protocols(entry),
            appIntentsProtocols: appIntentsProtocols(entry),
            schema: schema(entry, family: .entity),
            typeDisplayRepresentation: texts.shown(evaluate(.entityTypeDisplayRepresentation, of: entry) {
                $0.displayRepresentation($1, isTypeRepresentation: true)
            }),
            idType: idType,
            idSavedAs: idType.flatMap { savedText(ofIdentifier: $0, from: entry.qualifiedName) },
            defaultQuery: defaultQuery,
            properties: properties,
            urlRepresentation: evaluate(.entityURLRepresentation, of: entry) { $0.urlRepresentation($1) },
            isDeprecated: isDeprecated(entry))
    }

    /// The type whose `entityIdentifierString` an id of `type` is saved as, when `type` is the
    /// module's own `EntityIdentifierConvertible` and its `entityIdentifierString` returns a stored
    /// property's: the property itself when it is a `String` (`{ rawValue }`, `{ self.rawValue }`),
    /// or that property's own text (`{ uuid.entityIdentifierString }`: `UUID`). The protocol's
    /// `entityIdentifier(for:)` reads that text back (its documented contract), so an id changed
    /// from `String` to such a wrapper, or back, keeps every saved id.
    func savedText(ofIdentifier type: String, from scope: String) -> String? {
        guard let identifier = index.entry(type, from: scope), index.conforms(identifier, to: "EntityIdentifierConvertible"),
              let getter = identifier.property("entityIdentifierString", isStatic: false)?.property.getter,
              let returned = Self.returnedExpression(getter) else { return nil }
        var forwarded = returned
        var isItsText = false
        if case .member(let base, "entityIdentifierString") = returned.kind {
            forwarded = base
            isItsText = true
        }
        var name: String?
        switch forwarded.kind {
        case .identifier(let property): name = property
        case .member(let base, let property): if case .identifier("self") = base.kind { name = property }
        default: break
        }
        guard let name, let stored = identifier.property(name, isStatic: false)?.property, !stored.isComputed,
              let storedType = stored.typeAnnotation.map({ TypeIndex.baseName($0) }) else { return nil }
        if isItsText { return storedType }
        return storedType == "String" || storedType == "Swift.String" ? "String" : nil
    }

    /// The value a getter returns, when it is a single expression or starts with `return`.
    static func returnedExpression(_ getter: GetterBody) -> Expression? {
        switch getter.statements.first {
        case .returnStatement(let value?, _)?: return value
        case .expression(let value)?: return value
        default: return nil
        }
    }

    // MARK: - Enums

    /// Types a Swift enum can use as its raw value type.
    static let rawValueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat",
    ]

    func appEnum(_ entry: TypeIndex.Entry) -> EnumRecord {
        let declaration = entry.declaration
        // The raw value type, if any, is the first type in the enum's own inheritance list.
        var rawValueType: String?
        var resolvedRawValueType: String?
        var rawValueTypeLocation: SourceReference?
        if let declaration, let first = declaration.declaration.inheritance.first {
            // A raw type spelled through a typealias: `typealias Code = Int`.
            let resolved = index.resolvingTypealiases(first.baseName, in: entry.qualifiedName)
            if ManifestRecordReader.rawValueTypes.contains(resolved) {
                rawValueType = first.baseName
                resolvedRawValueType = resolved
                rawValueTypeLocation = reference(declaration.file, first.location)
            }
        }
        let representations = caseDisplayRepresentations(entry)
        var cases: [EnumCaseRecord] = []
        var counted: [EnumRawValues.Case] = []
        for part in entry.parts {
            let enumConditions = part.declaration.conditions
            for enumCase in part.declaration.cases {
                var written: Evaluated<TypedConstant>?
                if let value = enumCase.rawValue {
                    written = ConstantEvaluator(file: part.file, source: value.source).typedConstant(value.expression)
                }
                let conditions = enumCase.conditions.starts(with: enumConditions) ? Array(enumCase.conditions.dropFirst(enumConditions.count))
                    : enumCase.conditions
                counted.append(EnumRawValues.Case(name: enumCase.name, written: written, writtenText: enumCase.rawValue?.text, conditions: conditions))
                cases.append(EnumCaseRecord(name: enumCase.name, rawValue: nil, hasExplicitRawValue: enumCase.rawValue != nil,
                                            displayRepresentation: texts.shown(representations.values[enumCase.name]),
                                            location: reference(part.file, enumCase.location), conditions: conditions))
            }
        }
        for (index, value) in EnumRawValues.values(of: counted, rawType: resolvedRawValueType).enumerated() {
            cases[index].rawValue = value.fixed
            cases[index].rawValuesByBuild = value.byBuild
        }
        return EnumRecord(
            identifier: entry.qualifiedName,
            fullyQualifiedTypeName: fullyQualifiedName(entry),
            location: location(entry),
            conditions: conditions(entry),
            appIntentsProtocols: appIntentsProtocols(entry),
            schema: schema(entry, family: .appEnum),
            rawValueType: rawValueType,
            resolvedRawValueType: resolvedRawValueType,
            rawValueTypeLocation: rawValueTypeLocation,
            typeDisplayRepresentation: texts.shown(evaluate(.enumTypeDisplayRepresentation, of: entry) {
                $0.displayRepresentation($1, isTypeRepresentation: true)
            }),
            cases: cases,
            caseDisplayRepresentationsValue: representations.nonConstant,
            caseDisplayRepresentationsLocation: representations.location,
            caseDisplayRepresentationKeys: representations.keys,
            allCases: evaluate(.allCases, of: entry) { $0.enumCases($1) },
            urlRepresentation: evaluate(.enumURLRepresentation, of: entry) { $0.urlRepresentation($1) },
            isDeprecated: isDeprecated(entry))
    }

    /// `caseDisplayRepresentations` read into one display representation per case name.
    private func caseDisplayRepresentations(_ entry: TypeIndex.Entry)
        -> (values: [String: Evaluated<DisplayRepresentationValue>], keys: [(name: String, location: SourceReference)],
            nonConstant: NonConstantValue?, location: SourceReference?) {
        guard let (property, file) = entry.property(MetadataProperty.caseDisplayRepresentations.name, isStatic: true) else { return ([:], [], nil, nil) }
        let location = reference(file, property.location)
        switch writtenValue(of: property, file: file) {
        case .expression(let expression, let evaluator)?:
            guard case .dictionary(let elements) = expression.kind else {
                let culprit = evaluator.firstNonConstantPart(expression, context: .string) ?? (expression, "Runtime", "is not a dictionary literal")
                return ([:], [], evaluator.nonConstant(expression, culprit), location)
            }
            var values: [String: Evaluated<DisplayRepresentationValue>] = [:]
            var keys: [(name: String, location: SourceReference)] = []
            for element in elements {
                guard let name = ConstantEvaluator.caseName(element.key) else { continue }
                values[name] = evaluator.displayRepresentation(element.value, isTypeRepresentation: false)
                keys.append((name, SourceReference(file: file, location: element.key.location)))
            }
            return (values, keys, nil, location)
        case .unreadable(let value)?:
            return ([:], [], value, location)
        case .builder?, nil:
            return ([:], [], nil, location)
        }
    }

    // MARK: - Queries and union values

    func query(_ entry: TypeIndex.Entry, entities: [String: EntityRecord]) -> QueryRecord {
        var methods: Set<String> = []
        for function in entry.functions {
            switch (function.name, function.selector) {
            case ("entities", "entities(for:)"): methods.insert("entities(for:)")
            case ("entities", let selector) where selector.hasPrefix("entities(matching:"): methods.insert("entities(matching:)")
            case ("suggestedEntities", "suggestedEntities()"): methods.insert("suggestedEntities()")
            case ("allEntities", "allEntities()"): methods.insert("allEntities()")
            default: break
            }
        }
        return QueryRecord(
            identifier: entry.qualifiedName,
            fullyQualifiedTypeName: fullyQualifiedName(entry),
            location: location(entry),
            conditions: conditions(entry),
            protocols: protocols(entry),
            appIntentsProtocols: appIntentsProtocols(entry),
            entityType: entityType(of: entry, entities: entities),
            methods: methods,
            valueQuery: valueQuery(entry))
    }

    /// `func values(for input: X) async throws -> [Y]` of an `IntentValueQuery`.
    private func valueQuery(_ entry: TypeIndex.Entry) -> ValueQuerySignature? {
        guard index.conforms(entry, to: "IntentValueQuery"),
              let function = entry.functions.first(where: { $0.name == "values" && $0.selector == "values(for:)" }),
              let input = function.parameterTypes.first, !input.isEmpty else { return nil }
        var result = function.returnType?.trimmed(" \t")
        if let written = result, written.hasPrefix("["), written.hasSuffix("]") { result = String(written.dropFirst().dropLast()).trimmed(" \t") }
        let part = entry.parts.first { $0.declaration.functions.contains { $0.location == function.location && $0.selector == function.selector } }
        return ValueQuerySignature(inputType: input.trimmed(" \t"), resultType: result,
                                   location: reference(part?.file ?? location(entry).file, function.location))
    }

    /// From `typealias Entity = X`, the return type of a query method, or the entity whose
    /// `defaultQuery` this is.
    private func entityType(of entry: TypeIndex.Entry, entities: [String: EntityRecord]) -> String? {
        if let alias = entry.typealiases.first(where: { $0.name == "Entity" }) {
            return TypeIndex.baseName(alias.value)
        }
        for function in entry.functions where ["entities", "suggestedEntities", "allEntities", "entity", "defaultResult"].contains(function.name) {
            if let returnType = function.returnType {
                let element = returnType.trimmed("[]? ").replacingBytes("some ", with: "")
                // `[Soup]`, `Soup?`, or a collection of them: `IntentItemCollection<Soup>`.
                var candidates = [TypeIndex.baseName(element)]
                if let open = element.firstIndex(of: "<"), let close = element.lastIndex(of: ">"), open < close {
                    candidates += element[element.index(after: open)..<close].split(separator: ",").map { TypeIndex.baseName(String($0)) }
                }
                for name in candidates where name.first?.isUppercase == true && index.lookUp(name) != nil { return name }
            }
        }
        let owners = entities.values.filter { $0.defaultQuery == entry.simpleName || $0.defaultQuery == entry.qualifiedName }
        return owners.map(\.identifier).sorted().first
    }

    func unionValue(_ entry: TypeIndex.Entry) -> UnionValueRecord {
        var cases: [(name: String, valueType: String?)] = []
        for part in entry.parts {
            for enumCase in part.declaration.cases {
                let valueType = enumCase.associatedValues?.trimmed("() ")
                cases.append((enumCase.name, valueType))
            }
        }
        return UnionValueRecord(identifier: entry.qualifiedName, location: location(entry), cases: cases)
    }
}
