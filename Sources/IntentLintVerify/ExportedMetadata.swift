/// What one `extract.actionsdata` file holds, as far as lint-intents compares it with the
/// sources: the records Xcode's `appintentsmetadataprocessor` wrote (intents, entities, enums,
/// queries, App Shortcuts), each with the module its fully qualified name names and its place
/// in the file. `ExportedMetadataReader` reads it; the fields Apple writes that source cannot
/// tell (mangled names, capability bits, integer codes) are not kept.
import IntentLintSupport

public struct ExportedMetadata: Sendable {
    /// A record's place in the metadata file.
    public typealias Place = SourceLocation

    public struct Action: Sendable {
        /// The type name within its module (`Outer.Inner` for a nested type), from
        /// `fullyQualifiedTypeName`, else the record's `identifier`.
        public var name: String
        /// The module `fullyQualifiedTypeName` names; nil when the record has none.
        public var module: String?
        public var title: String?
        public var description: String?
        public var parameters: [Parameter]
        public var openAppWhenRun: Bool?
        public var isDiscoverable: Bool?
        /// The text of a plain `Summary` (`actionConfiguration.actionSummary`): `Open ${note}`;
        /// nil for none, or for a `When` or `Switch`.
        public var summaryFormat: String?
        public var place: Place
    }

    public struct Parameter: Sendable {
        public var name: String
        public var title: String?
        public var isOptional: Bool?
        public var valueType: ValueType?
        public var defaultValue: DefaultValue?
        /// Whether the record carries `typeSpecificMetadata` at all, so that a missing default
        /// means there is none rather than a layout that keeps it elsewhere.
        public var hasTypeSpecificMetadata: Bool
        public var place: Place
    }

    /// The `valueType` tagged union, for the kinds whose meaning is on record.
    public indirect enum ValueType: Sendable, Equatable, CustomStringConvertible {
        /// `{"primitive": {"wrapper": {"typeIdentifier": N}}}`.
        case primitive(Int)
        /// `{"entity": {"wrapper": {"typeName": "X"}}}`, also system codable types (`Swift.Duration`).
        case entity(String)
        /// `{"linkEnumeration": {"wrapper": {"identifier": "X"}}}`: an `AppEnum`.
        case enumeration(String)
        /// `{"array": {"wrapper": {"memberValueType": …}}}`.
        case array(ValueType)
        /// `{"intents": {"wrapper": {"typeIdentifier": N}}}`: `IntentFile` is 12.
        case intents(Int)
        /// A kind lint-intents does not compare (`measurement`, newer ones): its tag.
        case other(String)

        public var description: String {
            switch self {
            case .primitive(let identifier): return ValueTypeNames.primitiveNames[identifier] ?? "primitive type \(identifier)"
            case .entity(let name): return name
            case .enumeration(let name): return name
            case .array(let member): return "[\(member)]"
            case .intents(let identifier): return identifier == 12 ? "IntentFile" : "intents type \(identifier)"
            case .other(let tag): return "a value of kind '\(tag)'"
            }
        }
    }

    /// A parameter's default, from `typeSpecificMetadata`'s `LNValueTypeSpecificMetadataKeyDefaultValue`.
    public enum DefaultValue: Sendable, Equatable, CustomStringConvertible {
        case string(String)
        case integer(Int)
        case double(Double)
        case bool(Bool)
        /// A default of a kind lint-intents does not compare.
        case other

        public var description: String {
            switch self {
            case .string(let text): return QuotedText.quoted(text)
            case .integer(let number): return String(number)
            case .double(let number): return String(number)
            case .bool(let value): return String(value)
            case .other: return "a value"
            }
        }
    }

    public struct Entity: Sendable {
        public var name: String
        public var module: String?
        /// The key of `displayTypeName`: the `typeDisplayRepresentation`'s name.
        public var displayName: String?
        /// `defaultQueryIdentifier` without its module: `TaskQuery`.
        public var defaultQuery: String?
        public var properties: [Property]
        public var place: Place
    }

    public struct Property: Sendable {
        public var identifier: String
        public var title: String?
        public var place: Place
    }

    public struct AppEnum: Sendable {
        public var name: String
        public var module: String?
        public var displayName: String?
        public var cases: [EnumCase]
        public var place: Place
    }

    public struct EnumCase: Sendable {
        /// The raw value, which saved shortcuts store.
        public var identifier: String
        public var title: String?
        public var place: Place
    }

    public struct Query: Sendable {
        public var name: String
        public var module: String?
        /// `entityType`, without a module.
        public var entityType: String?
        public var place: Place
    }

    public struct AppShortcut: Sendable {
        public var actionIdentifier: String
        public var phrases: [(text: String, place: Place)]
        public var shortTitle: String?
        public var systemImageName: String?
        public var place: Place
    }

    /// The file, as reports show it.
    public var file: String
    /// The bundle it was found in (`SoupChef` for `SoupChef.app/…`), a hint at its module when
    /// no record names one.
    public var bundleName: String?
    /// `generator.version`: the Xcode build that wrote it (`17E6107`).
    public var generator: String?
    public var actions: [Action] = []
    public var entities: [Entity] = []
    public var enums: [AppEnum] = []
    public var queries: [Query] = []
    public var autoShortcuts: [AppShortcut] = []
    /// The module of the App Shortcuts provider (from `autoShortcutProviderMangledName`).
    public var shortcutsProviderModule: String?
    public var negativePhrases: [(text: String, place: Place)]?
    /// Where the file starts, for what concerns the file as a whole.
    public var start = Place(line: 1, column: 1)

    public init(file: String, bundleName: String? = nil) {
        self.file = file
        self.bundleName = bundleName
    }

    /// Whether the file holds no App Intents at all.
    public var isEmpty: Bool {
        actions.isEmpty && entities.isEmpty && enums.isEmpty && queries.isEmpty && autoShortcuts.isEmpty
    }

    /// The modules the file's records name, most named first (ties by name).
    public var modules: [String] {
        var counts: [String: Int] = [:]
        for module in actions.map(\.module) + entities.map(\.module) + enums.map(\.module) + queries.map(\.module) + [shortcutsProviderModule] {
            if let module { counts[module, default: 0] += 1 }
        }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }
}

/// The meaning of the integer codes of `valueType` that real files show (see
/// docs/verify.md): String 0, Bool 1, Int 2, Double 7, Date 8, DateComponents 9, URL 11.
enum ValueTypeNames {
    static let primitiveNames: [Int: String] = [
        0: "String", 1: "Bool", 2: "Int", 7: "Double", 8: "Date", 9: "DateComponents", 11: "URL",
    ]

    static let primitiveCodes: [String: Int] = Dictionary(uniqueKeysWithValues: primitiveNames.map { ($1, $0) })
}
