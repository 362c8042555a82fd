import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest

extension DocumentWriter {
    /// An intent's record, under its identifier; nil (and the intent left out, saying why) when
    /// a part of it cannot be written.
    mutating func action(_ record: ActionRecord) -> (String, JSONValue)? {
        let identifier = simpleName(record.identifier)
        let entry = index.entries[record.identifier]
        schemaNotWritten(record.schema, record.identifier, at: record.location)
        guard let mangled = mangledName(record.identifier, record: record.identifier, at: record.location) else { return nil }
        guard let title = localized(record.title, "its title", leaving: record.identifier, at: record.location) else {
            if record.title == nil { leftOut(record.identifier, because: "it declares no `title` lint-intents can read", at: record.location) }
            return nil
        }
        let openAppWhenRun = flag(record.openAppWhenRun, "`openAppWhenRun` of `\(record.identifier)`") ?? false
        let isDiscoverable = flag(record.isDiscoverable, "`isDiscoverable` of `\(record.identifier)`") ?? true
        guard let result = performResult(entry, record) else { return nil }
        var parameters: [JSONValue] = []
        for parameter in record.parameters where settings.holds(parameter.conditions) {
            // A parameter left out would leave the intent's `perform()` reading one the system never sets.
            guard let value = self.parameter(parameter, of: record) else { return nil }
            parameters.append(value)
        }
        // An intent introduced after the deployment target has no `mangledTypeName` (a runtime
        // older than the type cannot look it up) in the files of Xcode 16 to 26; Xcode 27 writes
        // it. `mangledTypeNameV2` names it regardless.
        var mangledForDeployment = mangled
        if settings.release < .xcode27, let target = settings.deploymentTarget, let introduced = introducedVersion(record.identifier),
           VersionNumber(introduced) > VersionNumber(target) {
            mangledForDeployment = ""
        }
        let systemProtocols = SystemProtocols.intentIdentifiers(record.appIntentsProtocols)
        var members: [String: JSONValue] = [
            "assistantDefinedSchemaTraits": .array([]),
            "assistantDefinedSchemas": .array([]),
            "authenticationPolicy": .integer(authenticationPolicy(record)),
            "availabilityAnnotations": availability(record.identifier),
            "effectiveBundleIdentifiers": .array([]),
            "fullyQualifiedTypeName": .string(record.fullyQualifiedTypeName),
            "identifier": .string(identifier),
            "isAuthPolExplicit": .bool(record.authenticationPolicy != nil),
            "isDiscoverable": .bool(isDiscoverable),
            "mangledTypeName": .string(mangledForDeployment),
            "mangledTypeNameByBundleIdentifier": .object([:]),
            "mangledTypeNameByBundleIdentifierV2": .object([:]),
            "mangledTypeNameV2": .string(mangled),
            "openAppWhenRun": .bool(openAppWhenRun),
            "outputFlags": .integer(result.flags),
            "parameters": .array(parameters),
            "presentationStyle": .integer(0),
            "requiredCapabilities": .array([]),
            "supportedModes": .integer(supportedModes(record, openAppWhenRun: openAppWhenRun)),
            "systemProtocolMetadata": SystemProtocols.metadata(systemProtocols),
            "systemProtocolMetadataV2": SystemProtocols.metadata(systemProtocols),
            "systemProtocols": .array(systemProtocols.map(JSONValue.string)),
            "title": title,
            "typeSpecificMetadata": .array([]),
            "visibilityMetadata": visibility(isDiscoverable),
        ]
        if let outputType = result.outputType { members["outputType"] = outputType }
        if let description = localized(record.description, "the description of `\(record.identifier)`", at: record.location) {
            members["descriptionMetadata"] = descriptionMetadata(description, entry)
        }
        if let summary = record.parameterSummary, let configuration = actionConfiguration(summary, record) {
            members["actionConfiguration"] = configuration
        }
        return (identifier, .object(members))
    }

    /// A flag the build reads, or nil (and an error when it is not a constant).
    private mutating func flag(_ value: Evaluated<Bool>?, _ what: String) -> Bool? {
        switch value {
        case .constant(let flag)?: return flag
        case .nonConstant(let culprit)?:
            nonConstant(culprit, what)
            return nil
        case nil: return nil
        }
    }

    /// `{"descriptionText": …, "searchKeywords": […]}`, with `categoryName` when
    /// `IntentDescription(_:categoryName:searchKeywords:)` gives one.
    private func descriptionMetadata(_ text: JSONValue, _ entry: TypeIndex.Entry?) -> JSONValue {
        var members: [String: JSONValue] = ["descriptionText": text, "searchKeywords": .array([])]
        guard let property = entry?.property(MetadataProperty.intentDescription.name, isStatic: true)?.property,
              let value = property.initializer?.expression ?? property.getter.flatMap(Self.returnedExpression),
              case .call(_, let arguments) = value.kind else { return .object(members) }
        if let category = arguments.first(where: { $0.label == "categoryName" }).flatMap({ Self.literalText($0.value) }) {
            members["categoryName"] = .object(["title": localizedJSON(LocalizedString(key: category))])
        }
        if let keywords = arguments.first(where: { $0.label == "searchKeywords" })?.value, case .array(let elements) = keywords.kind {
            members["searchKeywords"] = .array(elements.compactMap(Self.literalText).map { localizedJSON(LocalizedString(key: $0)) })
        }
        return .object(members)
    }

    static func returnedExpression(_ getter: GetterBody) -> Expression? {
        switch getter.statements.first {
        case .returnStatement(let value?, _)?, .expression(let value)?: return value
        default: return nil
        }
    }

    /// The text of a string literal without interpolations.
    static func literalText(_ expression: Expression) -> String? {
        guard case .stringLiteral(let literal) = expression.kind else { return nil }
        var text = ""
        for segment in literal.segments {
            guard case .text(let part) = segment else { return nil }
            text += part
        }
        return text
    }

    // MARK: Codes

    /// `authenticationPolicy`: `alwaysAllowed` 0, `requiresAuthentication` 1,
    /// `requiresLocalDeviceAuthentication` 2, in the order Apple declares them.
    private mutating func authenticationPolicy(_ record: ActionRecord) -> Int {
        switch record.authenticationPolicy {
        case .constant(let name)?:
            let codes = ["alwaysAllowed": 0, "requiresAuthentication": 1, "requiresLocalDeviceAuthentication": 2]
            if let code = codes[name] { return code }
            notWritable("`\(record.identifier)`'s authenticationPolicy `.\(name)` is written as 0: its code is not on record", at: record.location)
            return 0
        case .nonConstant(let culprit)?:
            nonConstant(culprit, "`authenticationPolicy` of `\(record.identifier)`")
            return 0
        case nil:
            return 0
        }
    }

    /// `supportedModes`: from `supportedModes` when the intent declares it (`.background` 1,
    /// `.foreground` 2, `.foreground(.dynamic)` 4, `.foreground(.deferred)` 8, added up), else 2 for
    /// an intent that opens the app (4 when it is also foreground-continuable), else 1.
    private mutating func supportedModes(_ record: ActionRecord, openAppWhenRun: Bool) -> Int {
        switch record.supportedModes {
        case .constant(let names)?:
            let codes = ["background": 1, "foreground": 2, "foreground(immediate)": 2, "foreground(dynamic)": 4, "foreground(deferred)": 8]
            var modes = 0
            for name in names {
                guard let code = codes[name] else {
                    notWritable("`\(record.identifier)`'s supported mode `.\(name)` is left out: its code is not on record", at: record.location)
                    continue
                }
                modes |= code
            }
            return modes == 0 ? 1 : modes
        case .nonConstant(let culprit)?:
            nonConstant(culprit, "`supportedModes` of `\(record.identifier)`")
            return 1
        case nil:
            guard openAppWhenRun else { return 1 }
            return record.appIntentsProtocols.contains("ForegroundContinuableIntent") ? 4 : 2
        }
    }

    /// `outputFlags` and `outputType`, from what `perform()` is declared to return: `ProvidesDialog`
    /// 4, `OpensIntent` 1, `ShowsSnippetView` 2, added up; `ReturnsValue<T>` gives `outputType`. An
    /// intent that declares no `perform()` (a widget or control configuration) has 8.
    private mutating func performResult(_ entry: TypeIndex.Entry?, _ record: ActionRecord) -> (flags: Int, outputType: JSONValue?)? {
        guard let perform = entry?.functions.first(where: { $0.name == "perform" && !$0.isStatic }) else { return (8, nil) }
        guard let written = perform.returnType else { return (0, nil) }
        var flags = 0
        var outputType: JSONValue?
        for component in DeclaredIntentResult(written).components {
            let base = TypeIndex.baseName(component)
            switch base {
            case "ProvidesDialog": flags |= 4
            case "OpensIntent": flags |= 1
            case "ShowsSnippetView": flags |= 2
            case "ReturnsValue":
                guard let open = component.firstIndex(of: "<"), component.hasSuffix(">") else { continue }
                let value = String(component[component.index(after: open)..<component.index(before: component.endIndex)])
                guard let resolved = resolvedType(value, context: record.identifier, "the value it returns", record: record.identifier,
                                                  at: record.location) else { return nil }
                outputType = ValueTypeCoding.json(resolved)
            default:
                continue
            }
        }
        return (flags, outputType)
    }

    // MARK: Parameters

    /// A parameter's record; nil (and its intent left out, saying why) when its type or title
    /// cannot be written.
    private mutating func parameter(_ parameter: ParameterRecord, of record: ActionRecord) -> JSONValue? {
        let what = "parameter `\(parameter.name)` of `\(record.identifier)`"
        guard let type = resolvedType(parameter.valueType, context: record.identifier, "its parameter `\(parameter.name)`",
                                      record: record.identifier, at: parameter.location) else { return nil }
        // A parameter without a title is titled with its name.
        let title = parameter.title == nil ? localizedJSON(LocalizedString(key: parameter.name))
            : localized(parameter.title, "the title of its parameter `\(parameter.name)`", leaving: record.identifier, at: parameter.location)
        guard let title else { return nil }
        let attribute = index.entries[record.identifier]?.property(parameter.name, isStatic: false)?.property.attribute(named: "Parameter")
        var typeSpecific: [JSONValue] = []
        var members: [String: JSONValue] = [
            "capabilities": .integer(0),
            "dynamicOptionsSupport": .integer(dynamicOptionsSupport(type, attribute)),
            "inputConnectionBehavior": .integer(inputConnectionBehavior(parameter, what)),
            "isInput": .bool(false),
            "isOptional": .bool(parameter.isOptional),
            "name": .string(parameter.name),
            "resolvableInputTypes": .array(ValueTypeCoding.resolvableInputTypes(type)),
            "title": title,
            "valueType": ValueTypeCoding.json(type),
        ]
        if let description = localized(parameter.description, "the description of the \(what)", at: parameter.location) {
            members["parameterDescription"] = description
        }
        switch parameter.defaultValue {
        case .constant(.nil)?, nil:
            break
        case .constant(let value)?:
            // A parameter with a default has capability 1.
            members["capabilities"] = .integer(1)
            if let encoded = defaultValue(value, type) {
                typeSpecific += [.string("LNValueTypeSpecificMetadataKeyDefaultValue"), encoded]
            } else {
                notWritable("the default of the \(what) is left out: no extract.actionsdata on record shows a default of that form", at: parameter.location)
            }
        case .nonConstant(let culprit)?:
            members["capabilities"] = .integer(1)
            notWritable("the default of the \(what) is left out: lint-intents cannot write `\(culprit.expression)` as a value", at: culprit.location)
        }
        typeSpecific += numberRange(attribute, type, what, at: parameter.location)
        members["typeSpecificMetadata"] = .array(typeSpecific)
        return .object(members)
    }

    /// `@Parameter(inclusiveRange: (0, 255))` of a number: its bounds, as doubles, and the range's
    /// kind (`0`), as a real file of Xcode 15 shows them (docs/metadata.md).
    private mutating func numberRange(_ attribute: Attribute?, _ type: ValueTypeCoding.Resolved, _ what: String,
                                      at place: SourceReference) -> [JSONValue] {
        guard let range = attribute?.argument("inclusiveRange") else { return [] }
        guard case .primitive(let code) = type, code == 2 || code == 7, case .tuple(let bounds) = range.kind, bounds.count == 2,
              let lower = Self.number(bounds[0].value), let upper = Self.number(bounds[1].value) else {
            notWritable("the range of the \(what) is left out: lint-intents writes an `inclusiveRange` of two number literals of an Int or Double parameter", at: place)
            return []
        }
        func double(_ value: Double) -> JSONValue { .object(["double": .object(["wrapper": .number(value)])]) }
        return [
            .string("LNValueTypeMetadataKeyNumberLowerBound"), double(lower),
            .string("LNValueTypeMetadataKeyNumberRangeType"), .object(["int": .object(["wrapper": .integer(0)])]),
            .string("LNValueTypeMetadataKeyNumberUpperBound"), double(upper),
        ]
    }

    /// A number literal, `-` before it or not.
    static func number(_ expression: Expression) -> Double? {
        switch expression.kind {
        case .integerLiteral(let text), .floatLiteral(let text): return Double(text.filter { $0 != "_" })
        case .prefixOperator("-", let operand): return number(operand).map { -$0 }
        default: return nil
        }
    }

    /// 2 for an entity whose default query searches by string (`EntityStringQuery`), 1 for another
    /// entity or a parameter with an `optionsProvider`, 0 otherwise.
    private func dynamicOptionsSupport(_ type: ValueTypeCoding.Resolved, _ attribute: Attribute?) -> Int {
        if let (entity, manifest, index) = entityRecord(type) {
            return defaultQuery(of: entity, in: manifest, index: index)?.appIntentsProtocols.contains("EntityStringQuery") == true ? 2 : 1
        }
        return attribute?.argument("optionsProvider") != nil ? 1 : 0
    }

    /// `inputConnectionBehavior`: `.default` 0, `.never` 1, `.connectToPreviousIntentResult` 2, in
    /// the order Apple declares them.
    private mutating func inputConnectionBehavior(_ parameter: ParameterRecord, _ what: String) -> Int {
        switch parameter.inputConnectionBehavior {
        case .constant(let name)?:
            return ["default": 0, "never": 1, "connectToPreviousIntentResult": 2][name] ?? 0
        case .nonConstant(let culprit)?:
            nonConstant(culprit, "`inputConnectionBehavior` of the \(what)")
            return 0
        case nil:
            return 0
        }
    }

    /// `{"string": {"wrapper": "Fixture"}}`, `{"int": {"wrapper": 42}}` (a Bool as 0 or 1),
    /// `{"double": {"wrapper": 1.25}}`, an enum case as its raw value; nil for another form.
    private func defaultValue(_ value: TypedConstant, _ type: ValueTypeCoding.Resolved) -> JSONValue? {
        func wrapped(_ tag: String, _ value: JSONValue) -> JSONValue { .object([tag: .object(["wrapper": value])]) }
        switch (value, type) {
        case (.string(let text), .primitive(0)): return wrapped("string", .string(text))
        case (.bool(let flag), .primitive(1)): return wrapped("int", .integer(flag ? 1 : 0))
        case (.int(let number), .primitive(2)): return wrapped("int", .integer(number))
        case (.int(let number), .primitive(7)): return wrapped("double", .number(Double(number)))
        case (.double(let number), .primitive(7)): return wrapped("double", .number(number))
        case (.enumCase(let name), .enumeration):
            switch enumRecord(type)?.cases.first(where: { $0.name == name }).flatMap(rawValue) {
            case .string(let raw)?: return wrapped("string", .string(raw))
            case .integer(let raw)?: return wrapped("int", .integer(raw))
            default: return nil
            }
        default: return nil
        }
    }
}

/// A dotted version, compared number by number: `17.2` > `17.0`, `18` > `17.4`.
struct VersionNumber: Comparable {
    var parts: [Int]

    init(_ text: String) {
        parts = text.split(separator: ".").map { Int($0) ?? 0 }
        while parts.last == 0 { parts.removeLast() }
    }

    static func < (left: VersionNumber, right: VersionNumber) -> Bool {
        left.parts.lexicographicallyPrecedes(right.parts)
    }
}
