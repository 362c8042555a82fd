import IntentLintSupport
import IntentLintSyntax

/// The static App Intents manifest of one module: what Xcode's metadata extraction would
/// record, read from source. Its JSON form (`json`) is documented in docs/manifest.md.
///
/// Records also keep a few facts that are not part of the JSON (where a raw type was
/// written, how many `.applicationName` tokens a phrase has) because rules need them.
public struct Manifest: JSONRepresentable, Sendable {
    package static let formatVersion = 1

    package var module: String
    package var actions: [String: ActionRecord] = [:]
    package var entities: [String: EntityRecord] = [:]
    package var enums: [EnumRecord] = []
    package var queries: [String: QueryRecord] = [:]
    package var autoShortcutProvider: ShortcutsProviderRecord?
    package var autoShortcuts: [AutoShortcutRecord] = []
    package var negativePhrases: Evaluated<[PhraseTemplate]>?
    package var shortcutTileColor: Evaluated<String>?
    package var packages: [String: PackageRecord] = [:]
    package var unionValues: [String: UnionValueRecord] = [:]

    package init(module: String) {
        self.module = module
    }

    public var json: JSONValue {
        .object([
            ("formatVersion", .integer(Manifest.formatVersion)),
            ("module", .string(module)),
            ("actions", .object(actions.mapValues(\.json))),
            ("entities", .object(entities.mapValues(\.json))),
            ("enums", .array(enums.map(\.json))),
            ("queries", .object(queries.mapValues(\.json))),
            ("autoShortcutProvider", autoShortcutProvider?.json),
            ("autoShortcuts", .array(autoShortcuts.map(\.json))),
            ("negativePhrases", negativePhrases?.json),
            ("shortcutTileColor", shortcutTileColor?.json),
            ("packages", .object(packages.mapValues(\.json))),
            ("unionValues", .object(unionValues.mapValues(\.json))),
        ])
    }
}

/// Where something is declared: `file` is relative to the scanned root.
public struct SourceReference: Hashable, Sendable, JSONRepresentable {
    package var file: String
    package var location: SourceLocation

    package init(file: String, location: SourceLocation) {
        self.file = file
        self.location = location
    }

    package var line: Int { location.line }
    package var column: Int { location.column }

    public var json: JSONValue {
        .object(["file": .string(file), "line": .integer(line), "column": .integer(column)])
    }
}

// MARK: - Values

/// A metadata value as the build would read it: a compile-time constant, or not.
///
/// Indirect, so that an optional one costs a pointer in the records that hold many (a
/// `NonConstantValue` is 80 bytes inline): a file of 100,000 intents kept ~750 bytes per
/// action record, mostly absent values, in the manifest's dictionary.
public indirect enum Evaluated<Value: JSONRepresentable & Sendable>: JSONRepresentable, Sendable {
    case constant(Value)
    case nonConstant(NonConstantValue)

    public var json: JSONValue {
        switch self {
        case .constant(let value): return value.json
        case .nonConstant(let value): return value.json
        }
    }

    package var constantValue: Value? {
        if case .constant(let value) = self { return value }
        return nil
    }

    package var nonConstantValue: NonConstantValue? {
        if case .nonConstant(let value) = self { return value }
        return nil
    }

    func map<Other>(_ transform: (Value) -> Other) -> Evaluated<Other> {
        switch self {
        case .constant(let value): return .constant(transform(value))
        case .nonConstant(let value): return .nonConstant(value)
        }
    }
}

/// Why a value is not a compile-time constant, in the compiler's terms.
public struct NonConstantValue: Sendable, JSONRepresentable {
    /// The whole value as written.
    package var expression: String
    /// The compiler's const-value kind of the offending part: `FunctionCall`,
    /// `StaticFunctionCall`, `MemberReference`, `InterpolatedStringLiteral`, `Runtime`.
    package var valueKind: String
    /// What makes it not constant, e.g. "calls the function `makeTitle()`".
    package var reason: String
    /// The offending part.
    package var location: SourceReference

    public var json: JSONValue {
        .object([
            "isConstant": .bool(false),
            "expression": .string(expression),
            "valueKind": .string(valueKind),
            "reason": .string(reason),
            "location": location.json,
        ])
    }
}

/// A localizable string: `key` is the literal as written (or the table key).
public struct LocalizedString: Sendable, Equatable, JSONRepresentable {
    package var key: String
    package var table: String?
    package var comment: String?
    package var defaultValue: String?
    /// The `bundle:` argument as written (`.module`), when the string is looked up in a bundle
    /// other than the main one. Not part of the JSON.
    package var bundle: String?
    /// What people read for a title: its text in the app's development language, when the module's
    /// strings tables give one other than what shows without them (`defaultValue`, else `key`).
    package var text: String?

    package init(key: String, table: String? = nil, comment: String? = nil, defaultValue: String? = nil, bundle: String? = nil) {
        self.key = key
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.bundle = bundle
    }

    public var json: JSONValue {
        .object([
            ("key", .string(key)),
            ("table", table.map(JSONValue.string)),
            ("comment", comment.map(JSONValue.string)),
            ("defaultValue", defaultValue.map(JSONValue.string)),
            ("text", text.map(JSONValue.string)),
        ])
    }

    /// What people read: `text`, else `defaultValue`, else `key`.
    package var shownText: String { text ?? defaultValue ?? key }
}

/// An App Shortcut phrase or a negative phrase: its text with interpolations written as
/// `${applicationName}` and `${parameter}`.
public struct PhraseTemplate: Sendable, JSONRepresentable {
    package var text: LocalizedString
    package var location: SourceReference
    /// How many times the phrase says the app's name: `\(.applicationName)` interpolations and
    /// `${applicationName}` written as text, which the compiler hands the build as the same token.
    package var applicationNameCount: Int
    /// Parameters interpolated as `\(\.$name)`.
    package var parameters: [String]
    /// What people say: the phrase's development-language texts in the module's `AppShortcuts`
    /// table, when they are not the phrase as written.
    package var texts: [String]?

    public var json: JSONValue {
        guard let texts, case .object(let members) = text.json else { return text.json }
        return .object(members.merging(["texts": .array(texts.map(JSONValue.string))]) { first, _ in first })
    }
}

/// A `DisplayRepresentation` (or `TypeDisplayRepresentation`, whose `title` is its `name`).
public struct DisplayRepresentationValue: Sendable, JSONRepresentable {
    package var title: LocalizedString
    package var subtitle: LocalizedString?
    package var image: ImageValue?
    package var synonyms: [LocalizedString]?
    /// `TypeDisplayRepresentation(name:numericFormat:)`.
    package var numericFormat: LocalizedString?
    /// Whether this is a type display representation (its title is called `name`).
    package var isTypeRepresentation: Bool
    /// Written as an initializer with `name:` (`TypeDisplayRepresentation(name: "Trail")`), not as
    /// a string literal: Xcode's export then gives the name as the numeric format too.
    package var isNamedByInitializer = false

    /// `numericFormatTypeName`, as real exports show it: the numeric format, else the name an
    /// initializer gives (a string literal gives none).
    package var numericFormatTypeName: LocalizedString? {
        numericFormat ?? (isNamedByInitializer ? title : nil)
    }

    public var json: JSONValue {
        .object([
            (isTypeRepresentation ? "name" : "title", title.json),
            ("subtitle", subtitle?.json),
            ("image", image?.json),
            ("synonyms", synonyms.map { .array($0.map(\.json)) }),
            ("numericFormat", numericFormat?.json),
        ])
    }
}

/// A `urlRepresentation`: a universal link with the type's properties (or the intent's
/// parameters) interpolated, written `${name}` as phrases are: `https://example.com/trail/${id}`.
public struct URLRepresentationValue: Sendable, JSONRepresentable {
    /// The URL with its placeholders; nil for a form that is not one string (an enum's list of URLs).
    package var template: String?
    /// The names interpolated, in order.
    package var placeholders: [String]
    /// The value as written, when there is no template.
    package var expression: String?
    package var location: SourceReference

    public var json: JSONValue {
        .object([
            ("template", template.map(JSONValue.string)),
            ("placeholders", template == nil ? nil : placeholders.json),
            ("expression", expression.map(JSONValue.string)),
            ("location", location.json),
        ])
    }
}

/// An App Shortcut's `parameterPresentation: ParameterPresentation(for: \.$trail, summary:
/// Summary("Open \(\.$trail)"), optionsCollections: { … })`.
public struct ParameterPresentationValue: Sendable, JSONRepresentable {
    /// The parameter of `for:`.
    package var parameter: String?
    /// The summary, with parameters written `${name}`; a phrase's parameters are its `parameters`.
    package var summary: Evaluated<PhraseTemplate>?
    package var optionsCollections: [OptionsCollectionValue]
    package var location: SourceReference

    public struct OptionsCollectionValue: Sendable, JSONRepresentable {
        /// The options provider's type: `TrailQuery` for `OptionsCollection(TrailQuery(), …)`.
        package var provider: String?
        package var title: Evaluated<LocalizedString>?
        package var systemImageName: Evaluated<String>?

        public var json: JSONValue {
            .object([
                ("provider", provider.map(JSONValue.string)),
                ("title", title?.json),
                ("systemImageName", systemImageName?.json),
            ])
        }
    }

    public var json: JSONValue {
        .object([
            ("parameter", parameter.map(JSONValue.string)),
            ("summary", summary?.json),
            ("optionsCollections", .array(optionsCollections.map(\.json))),
            ("location", location.json),
        ])
    }
}

public struct ImageValue: Sendable, JSONRepresentable {
    /// `systemName` or `named`.
    package var kind: String
    package var name: String

    public var json: JSONValue { .object([kind: .string(name)]) }
}

/// A typed constant (a parameter default, a `When` comparison value): `{"string": "x"}`,
/// `{"int": 1}`, `{"double": 1.5}`, `{"bool": true}`, `{"enumCase": "small"}`, `{"nil": true}`.
public enum TypedConstant: Sendable, JSONRepresentable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case enumCase(String)
    case `nil`
    /// Something constant but structured (an init call, an array): its source text.
    case expression(String)

    public var json: JSONValue {
        switch self {
        case .string(let value): return .object(["string": .string(value)])
        case .int(let value): return .object(["int": .integer(value)])
        case .double(let value): return .object(["double": .number(value)])
        case .bool(let value): return .object(["bool": .bool(value)])
        case .enumCase(let value): return .object(["enumCase": .string(value)])
        case .nil: return .object(["nil": .bool(true)])
        case .expression(let value): return .object(["expression": .string(value)])
        }
    }
}

// MARK: - Records

/// The members every type record starts with.
private func typeIdentity(_ identifier: String, _ fullyQualifiedTypeName: String, _ location: SourceReference,
                          _ conditions: [String], deprecated: Bool = false) -> [(String, JSONValue?)] {
    [
        ("identifier", .string(identifier)),
        ("fullyQualifiedTypeName", .string(fullyQualifiedTypeName)),
        ("location", location.json),
        ("conditions", conditions.isEmpty ? nil : conditions.json),
        ("deprecated", deprecated ? .bool(true) : nil),
    ]
}

/// A class, and never changed once read: a module's dictionary of actions keeps a pointer
/// for each, where a value took 184 bytes in each of its buckets, filled or not.
public final class ActionRecord: Sendable, JSONRepresentable {
    package let identifier: String
    package let fullyQualifiedTypeName: String
    package let location: SourceReference
    package let conditions: [String]
    package let protocols: [String]
    /// The App Intents protocols the type conforms to by any path, sorted (`OpenIntent`,
    /// `SnippetIntent`, `TargetContentProvidingIntent`, `URLRepresentableIntent`, …).
    package let appIntentsProtocols: [String]
    /// The schema of `@AppIntent(schema:)`, e.g. `.photos.openAsset`.
    package let schema: String?
    package let title: Evaluated<LocalizedString>?
    package let description: Evaluated<LocalizedString>?
    package let parameters: [ParameterRecord]
    package let parameterSummary: ParameterSummaryNode?
    package let openAppWhenRun: Evaluated<Bool>?
    package let isDiscoverable: Evaluated<Bool>?
    package let authenticationPolicy: Evaluated<String>?
    package let supportedModes: Evaluated<[String]>?
    package let dependencies: [DependencyRecord]
    /// `urlRepresentation` of a `URLRepresentableIntent`.
    package let urlRepresentation: Evaluated<URLRepresentationValue>?
    /// Marked for deprecation (`DeprecatedAppIntent`, `@available(*, deprecated)`): kept so that
    /// saved shortcuts go on working, while people are told to move on.
    package let isDeprecated: Bool

    package init(identifier: String, fullyQualifiedTypeName: String, location: SourceReference, conditions: [String],
                 protocols: [String], appIntentsProtocols: [String], schema: String?,
                 title: Evaluated<LocalizedString>?, description: Evaluated<LocalizedString>?,
                 parameters: [ParameterRecord], parameterSummary: ParameterSummaryNode?,
                 openAppWhenRun: Evaluated<Bool>?, isDiscoverable: Evaluated<Bool>?, authenticationPolicy: Evaluated<String>?,
                 supportedModes: Evaluated<[String]>?, dependencies: [DependencyRecord],
                 urlRepresentation: Evaluated<URLRepresentationValue>?, isDeprecated: Bool) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.location = location
        self.conditions = conditions
        self.protocols = protocols
        self.appIntentsProtocols = appIntentsProtocols
        self.schema = schema
        self.title = title
        self.description = description
        self.parameters = parameters
        self.parameterSummary = parameterSummary
        self.openAppWhenRun = openAppWhenRun
        self.isDiscoverable = isDiscoverable
        self.authenticationPolicy = authenticationPolicy
        self.supportedModes = supportedModes
        self.dependencies = dependencies
        self.urlRepresentation = urlRepresentation
        self.isDeprecated = isDeprecated
    }

    public var json: JSONValue {
        .object(typeIdentity(identifier, fullyQualifiedTypeName, location, conditions, deprecated: isDeprecated) + [
            ("protocols", protocols.json),
            ("appIntentsProtocols", appIntentsProtocols.json),
            ("schema", schema.map(JSONValue.string)),
            ("title", title?.json),
            ("description", description?.json),
            ("parameters", .array(parameters.map(\.json))),
            ("parameterSummary", parameterSummary?.json),
            ("openAppWhenRun", openAppWhenRun?.json),
            ("isDiscoverable", isDiscoverable?.json),
            ("authenticationPolicy", authenticationPolicy?.json),
            ("supportedModes", supportedModes?.json),
            ("dependencies", dependencies.isEmpty ? nil : .array(dependencies.map(\.json))),
            ("urlRepresentation", urlRepresentation?.json),
        ])
    }
}

public struct ParameterRecord: Sendable, JSONRepresentable {
    package var name: String
    package var title: Evaluated<LocalizedString>?
    package var description: Evaluated<LocalizedString>?
    /// The declared type as written, e.g. `SoupEntity`, `Int?`.
    package var valueType: String
    package var isOptional: Bool
    package var defaultValue: Evaluated<TypedConstant>?
    package var requestValueDialog: Evaluated<LocalizedString>?
    /// `inputConnectionBehavior:` as the case name: `never`, `connectToPreviousIntentResult`.
    package var inputConnectionBehavior: Evaluated<String>?
    package var location: SourceReference
    package var conditions: [String]
    package var isDeprecated = false

    /// A parameter the user must always supply: not optional and without a default
    /// (`default: nil` does not count as one).
    package var isRequired: Bool {
        if isOptional { return false }
        guard let defaultValue else { return true }
        if case .constant(.nil) = defaultValue { return true }
        return false
    }

    public var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("title", title?.json),
            ("description", description?.json),
            ("valueType", .string(valueType)),
            ("isOptional", .bool(isOptional)),
            ("defaultValue", defaultValue?.json),
            ("requestValueDialog", requestValueDialog?.json),
            ("inputConnectionBehavior", inputConnectionBehavior?.json),
            ("location", location.json),
            ("conditions", conditions.isEmpty ? nil : conditions.json),
            ("deprecated", isDeprecated ? .bool(true) : nil),
        ])
    }
}

public struct DependencyRecord: Sendable, JSONRepresentable {
    package var name: String
    package var valueType: String

    public var json: JSONValue { .object(["name": .string(name), "valueType": .string(valueType)]) }
}

/// A parameter summary: a `Summary`, or a `When`/`Switch` choosing between summaries.
public indirect enum ParameterSummaryNode: Sendable, JSONRepresentable {
    case summary(SummaryLeaf)
    case when(WhenNode)
    case switchOn(SwitchNode)
    case nonConstant(NonConstantValue)

    public struct SummaryLeaf: Sendable {
        /// The text with `${parameter}` placeholders; nil for `Summary()`.
        package var formatString: String?
        package var parameterIdentifiers: [String]
        /// Parameters listed in the summary's trailing block.
        package var otherParameterIdentifiers: [String]
        package var location: SourceReference
    }

    public struct WhenNode: Sendable {
        package var parameter: String
        package var comparison: String?
        package var value: TypedConstant?
        package var then: ParameterSummaryNode?
        package var otherwise: ParameterSummaryNode?
        package var location: SourceReference
    }

    public struct SwitchNode: Sendable {
        package var parameter: String
        package var cases: [(value: TypedConstant?, summary: ParameterSummaryNode?)]
        package var defaultCase: ParameterSummaryNode?
        package var location: SourceReference
    }

    public var json: JSONValue {
        switch self {
        case .summary(let leaf):
            return .object(["summary": .object([
                ("formatString", leaf.formatString.map(JSONValue.string)),
                ("parameterIdentifiers", leaf.parameterIdentifiers.json),
                ("otherParameterIdentifiers", leaf.otherParameterIdentifiers.json),
                ("location", leaf.location.json),
            ])])
        case .when(let node):
            return .object(["when": .object([
                ("parameter", .string(node.parameter)),
                ("comparison", node.comparison.map(JSONValue.string)),
                ("value", node.value?.json),
                ("then", node.then?.json),
                ("otherwise", node.otherwise?.json),
                ("location", node.location.json),
            ])])
        case .switchOn(let node):
            return .object(["switch": .object([
                ("parameter", .string(node.parameter)),
                ("cases", .array(node.cases.map { .object([("value", $0.value?.json), ("summary", $0.summary?.json)]) })),
                ("default", node.defaultCase?.json),
                ("location", node.location.json),
            ])])
        case .nonConstant(let value):
            return value.json
        }
    }

    /// Where the summary (or its `When`/`Switch`) is written; nil for one that is not constant.
    package var location: SourceReference? {
        switch self {
        case .summary(let leaf): return leaf.location
        case .when(let node): return node.location
        case .switchOn(let node): return node.location
        case .nonConstant: return nil
        }
    }

    /// Every summary a user can end up seeing, with the branch that leads there; nil
    /// summaries stand for branches that show none.
    package var leaves: [SummaryLeaf] {
        switch self {
        case .summary(let leaf): return [leaf]
        case .when(let node): return (node.then?.leaves ?? []) + (node.otherwise?.leaves ?? [])
        case .switchOn(let node): return node.cases.flatMap { $0.summary?.leaves ?? [] } + (node.defaultCase?.leaves ?? [])
        case .nonConstant: return []
        }
    }
}

/// A class, never changed once read, as `ActionRecord` is and for the same reason.
public final class EntityRecord: Sendable, JSONRepresentable {
    package let identifier: String
    package let fullyQualifiedTypeName: String
    package let location: SourceReference
    package let conditions: [String]
    package let protocols: [String]
    /// The App Intents protocols the type conforms to by any path (`IndexedEntity`,
    /// `URLRepresentableEntity`, …).
    package let appIntentsProtocols: [String]
    package let schema: String?
    package let typeDisplayRepresentation: Evaluated<DisplayRepresentationValue>?
    /// The declared type of `id`.
    package let idType: String?
    /// The type whose text an id is saved as (`entityIdentifierString`), when `idType` is the
    /// module's own `EntityIdentifierConvertible` that forwards a stored property's: `String` for
    /// `struct NoteID { let rawValue: String; var entityIdentifierString: String { rawValue } }`.
    package let idSavedAs: String?
    /// The type of `defaultQuery`, when it is created in place (`= SoupQuery()`).
    package let defaultQuery: String?
    package let properties: [EntityPropertyRecord]
    /// `urlRepresentation` of a `URLRepresentableEntity`.
    package let urlRepresentation: Evaluated<URLRepresentationValue>?
    package let isDeprecated: Bool

    package init(identifier: String, fullyQualifiedTypeName: String, location: SourceReference, conditions: [String],
                 protocols: [String], appIntentsProtocols: [String], schema: String?,
                 typeDisplayRepresentation: Evaluated<DisplayRepresentationValue>?, idType: String?, idSavedAs: String? = nil, defaultQuery: String?,
                 properties: [EntityPropertyRecord], urlRepresentation: Evaluated<URLRepresentationValue>?, isDeprecated: Bool) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.location = location
        self.conditions = conditions
        self.protocols = protocols
        self.appIntentsProtocols = appIntentsProtocols
        self.schema = schema
        self.typeDisplayRepresentation = typeDisplayRepresentation
        self.idType = idType
        self.idSavedAs = idSavedAs
        self.defaultQuery = defaultQuery
        self.properties = properties
        self.urlRepresentation = urlRepresentation
        self.isDeprecated = isDeprecated
    }

    public var json: JSONValue {
        .object(typeIdentity(identifier, fullyQualifiedTypeName, location, conditions, deprecated: isDeprecated) + [
            ("protocols", protocols.json),
            ("appIntentsProtocols", appIntentsProtocols.json),
            ("schema", schema.map(JSONValue.string)),
            ("typeDisplayRepresentation", typeDisplayRepresentation?.json),
            ("idType", idType.map(JSONValue.string)),
            ("idSavedAs", idSavedAs.map(JSONValue.string)),
            ("defaultQuery", defaultQuery.map(JSONValue.string)),
            ("properties", .array(properties.map(\.json))),
            ("urlRepresentation", urlRepresentation?.json),
        ])
    }
}

public struct EntityPropertyRecord: Sendable, JSONRepresentable {
    package var name: String
    /// `Property`, `ComputedProperty` or `DeferredProperty`.
    package var kind: String
    package var title: Evaluated<LocalizedString>?
    package var valueType: String
    package var isOptional: Bool
    /// The key path of `indexingKey:`, e.g. `\.displayName`.
    package var indexingKey: String?
    package var location: SourceReference

    public var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("kind", .string(kind)),
            ("title", title?.json),
            ("valueType", .string(valueType)),
            ("isOptional", .bool(isOptional)),
            ("indexingKey", indexingKey.map(JSONValue.string)),
            ("location", location.json),
        ])
    }
}

public struct EnumRecord: Sendable, JSONRepresentable {
    package var identifier: String
    package var fullyQualifiedTypeName: String
    package var location: SourceReference
    package var conditions: [String]
    /// The App Intents protocols the type conforms to by any path (`AppEnum`,
    /// `URLRepresentableEnum`).
    package var appIntentsProtocols: [String] = []
    package var schema: String?
    /// The raw value type as written (`String`, `Int`), or nil when the enum has none.
    package var rawValueType: String?
    /// The raw value type after following the module's typealiases (`Key` → `String`).
    package var resolvedRawValueType: String?
    package var rawValueTypeLocation: SourceReference?
    package var typeDisplayRepresentation: Evaluated<DisplayRepresentationValue>?
    package var cases: [EnumCaseRecord]
    /// Set when `caseDisplayRepresentations` is declared but is not a constant dictionary.
    package var caseDisplayRepresentationsValue: NonConstantValue?
    /// Where `caseDisplayRepresentations` is declared, if it is.
    package var caseDisplayRepresentationsLocation: SourceReference?
    /// The case names `caseDisplayRepresentations` lists, where each is written.
    package var caseDisplayRepresentationKeys: [(name: String, location: SourceReference)] = []
    /// The cases an explicit `static var allCases` lists, which are the ones the app offers;
    /// nil when the compiler synthesizes `allCases` (every case).
    package var allCases: Evaluated<[String]>?
    /// `urlRepresentation` of a `URLRepresentableEnum`.
    package var urlRepresentation: Evaluated<URLRepresentationValue>?
    package var isDeprecated = false

    public var json: JSONValue {
        .object(typeIdentity(identifier, fullyQualifiedTypeName, location, conditions, deprecated: isDeprecated) + [
            ("appIntentsProtocols", appIntentsProtocols.json),
            ("schema", schema.map(JSONValue.string)),
            ("rawValueType", rawValueType.map(JSONValue.string)),
            ("typeDisplayRepresentation", typeDisplayRepresentation?.json),
            ("cases", .array(cases.map(\.json))),
            ("caseDisplayRepresentations", caseDisplayRepresentationsValue?.json),
            ("allCases", allCases?.json),
            ("urlRepresentation", urlRepresentation?.json),
        ])
    }
}

public struct EnumCaseRecord: Sendable, JSONRepresentable {
    package var name: String
    /// The raw value saved shortcuts store, as the compiler counts it (`EnumRawValues`), when it is
    /// the same in every build that compiles the case; nil when it depends on the build
    /// (`rawValuesByBuild`) or the enum has no raw values.
    package var rawValue: JSONValue?
    /// Whether the raw value is written (`case a = 1`) rather than implied by the case's name
    /// or its place among the cases.
    package var hasExplicitRawValue: Bool
    package var displayRepresentation: Evaluated<DisplayRepresentationValue>?
    package var location: SourceReference
    /// The `#if` conditions around the case inside the enum, outermost first (the enum's own are
    /// the record's).
    package var conditions: [String] = []
    /// The raw value in each kind of build, when a case under `#if` before it makes it differ:
    /// `case small; #if DEBUG case debug #endif; case large` makes `large` 2 where `DEBUG` holds
    /// and 1 where it does not.
    package var rawValuesByBuild: [BuildRawValue] = []

    /// A raw value and the `#if` atoms that give it, each one holding (`DEBUG`) or not (`!DEBUG`).
    public struct BuildRawValue: Sendable, JSONRepresentable {
        package var when: [String]
        package var rawValue: JSONValue

        public var json: JSONValue {
            .object([("when", when.json), ("rawValue", rawValue)])
        }
    }

    /// The raw value in a build where `holds` says which `#if` conditions (as the manifest writes
    /// them) hold; nil when the build does not compile the case.
    package func rawValue(where holds: (String) -> Bool) -> JSONValue? {
        guard conditions.allSatisfy(holds) else { return nil }
        return rawValue ?? rawValuesByBuild.first { $0.when.allSatisfy(holds) }?.rawValue
    }

    public var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("rawValue", rawValue),
            ("rawValues", rawValuesByBuild.isEmpty ? nil : .array(rawValuesByBuild.map(\.json))),
            ("conditions", conditions.isEmpty ? nil : conditions.json),
            ("displayRepresentation", displayRepresentation?.json),
            ("location", location.json),
        ])
    }
}

public struct QueryRecord: Sendable, JSONRepresentable {
    package static let knownMethods = ["allEntities()", "entities(for:)", "entities(matching:)", "suggestedEntities()"]

    package var identifier: String
    package var fullyQualifiedTypeName: String
    package var location: SourceReference
    package var conditions: [String]
    package var protocols: [String]
    /// The App Intents protocols the type conforms to by any path (`EntityStringQuery`,
    /// `IntentValueQuery`, …).
    package var appIntentsProtocols: [String] = []
    package var entityType: String?
    /// The selectors of `knownMethods` the query implements.
    package var methods: Set<String>
    /// What an `IntentValueQuery`'s `values(for:)` takes and returns.
    package var valueQuery: ValueQuerySignature?

    public var json: JSONValue {
        .object(typeIdentity(identifier, fullyQualifiedTypeName, location, conditions) + [
            ("protocols", protocols.json),
            ("appIntentsProtocols", appIntentsProtocols.json),
            ("entityType", entityType.map(JSONValue.string)),
            ("methods", .object(Dictionary(uniqueKeysWithValues: QueryRecord.knownMethods.map { ($0, JSONValue.bool(methods.contains($0))) }))),
            ("valueQuery", valueQuery?.json),
        ])
    }
}

/// `func values(for input: SemanticContentDescriptor) async throws -> [LandmarkEntity]`.
public struct ValueQuerySignature: Sendable, JSONRepresentable {
    /// The input type as written: `SemanticContentDescriptor` for visual intelligence.
    package var inputType: String
    /// The type of the values returned (the element of the array), as written.
    package var resultType: String?
    package var location: SourceReference

    public var json: JSONValue {
        .object([
            ("inputType", .string(inputType)),
            ("resultType", resultType.map(JSONValue.string)),
            ("location", location.json),
        ])
    }
}

public struct ShortcutsProviderRecord: Sendable, JSONRepresentable {
    package var identifier: String
    package var location: SourceReference
    /// Set when `appShortcuts` cannot be read statically.
    package var appShortcutsValue: NonConstantValue?

    public var json: JSONValue {
        .object([
            ("identifier", .string(identifier)),
            ("location", location.json),
            ("appShortcuts", appShortcutsValue?.json),
        ])
    }
}

public struct AutoShortcutRecord: Sendable, JSONRepresentable {
    /// The intent type of `intent:`.
    package var actionIdentifier: String?
    /// Each phrase, or the whole list when it is not written inline.
    package var phraseTemplates: Evaluated<[Evaluated<PhraseTemplate>]>
    /// The phrases the build reads: each written as a literal, in a list written inline.
    package var readablePhrases: [PhraseTemplate] {
        guard case .constant(let phrases) = phraseTemplates else { return [] }
        return phrases.compactMap { if case .constant(let phrase) = $0 { phrase } else { nil } }
    }
    package var shortTitle: Evaluated<LocalizedString>?
    package var systemImageName: Evaluated<String>?
    /// `parameterPresentation:`: the parameter whose values each become a shortcut.
    package var parameterPresentation: Evaluated<ParameterPresentationValue>?
    package var location: SourceReference
    /// `#available` and `#if` conditions around the shortcut.
    package var availability: [String]
    /// The same conditions as the statements and arms they come from, outermost first: what
    /// tells two shortcuts in one `if`'s two arms from two shortcuts behind equal conditions.
    package var branches: [ShortcutBranch]
    package var provider: String

    public var json: JSONValue {
        .object([
            ("actionIdentifier", actionIdentifier.map(JSONValue.string)),
            ("phraseTemplates", phraseTemplates.json),
            ("shortTitle", shortTitle?.json),
            ("systemImageName", systemImageName?.json),
            ("parameterPresentation", parameterPresentation?.json),
            ("location", location.json),
            ("availability", availability.isEmpty ? nil : availability.json),
        ])
    }
}

/// One `if` or `#if` around an App Shortcut in `appShortcuts`, and which of its arms holds
/// the shortcut. Not part of the JSON.
public struct ShortcutBranch: Sendable, Hashable {
    public enum Statement: Sendable, Hashable {
        /// `if #available(…) { … } else { … }`: the device decides. Arm 0 is the `if`, 1 the `else`.
        case runtime(condition: String)
        /// `#if A … #elseif B … #else … #endif`: each clause's own condition as written (nil for
        /// `#else`); a build keeps the first clause whose condition holds.
        case compilation(clauses: [String?])
    }

    /// Numbers the `if` and `#if` statements of one provider's `appShortcuts` in reading order.
    package var statement: Int
    /// Which arm or clause, counted from 0.
    package var arm: Int
    package var kind: Statement
}

public struct PackageRecord: Sendable, JSONRepresentable {
    package var identifier: String
    package var location: SourceReference
    package var includedPackages: Evaluated<[String]>?

    public var json: JSONValue {
        .object([
            ("identifier", .string(identifier)),
            ("location", location.json),
            ("includedPackages", includedPackages?.json),
        ])
    }
}

public struct UnionValueRecord: Sendable, JSONRepresentable {
    package var identifier: String
    package var location: SourceReference
    package var cases: [(name: String, valueType: String?)]

    public var json: JSONValue {
        .object([
            ("identifier", .string(identifier)),
            ("location", location.json),
            ("cases", .array(cases.map { .object([("name", .string($0.name)), ("valueType", $0.valueType.map(JSONValue.string))]) })),
        ])
    }
}

extension Set: JSONRepresentable where Element == String {
    public var json: JSONValue { .array(sorted().map(JSONValue.string)) }
}
