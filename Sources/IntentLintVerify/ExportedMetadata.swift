import IntentLintSupport

/// What one `extract.actionsdata` file holds, as far as lint-intents compares it with the
/// sources: the records Xcode's `appintentsmetadataprocessor` wrote (intents, entities, enums,
/// queries, App Shortcuts), each with the module its fully qualified name names and its place
/// in the file. `ExportedMetadataReader` reads it; the fields Apple writes that source cannot
/// tell (mangled names, capability bits, integer codes) are not kept.
package struct ExportedMetadata: Sendable {
    /// A record's place in the metadata file.
    package typealias Place = SourceLocation

    package struct Action: Sendable {
        /// The type name within its module (`Outer.Inner` for a nested type), from
        /// `fullyQualifiedTypeName`, else the record's `identifier`.
        package var name: String
        /// The module `fullyQualifiedTypeName` names; nil when the record has none.
        package var module: String?
        package var title: String?
        package var description: String?
        package var parameters: [Parameter]
        package var openAppWhenRun: Bool?
        package var isDiscoverable: Bool?
        /// The text of a plain `Summary` (`actionConfiguration.actionSummary`): `Open ${note}`;
        /// nil for none, or for a `When` or `Switch`.
        package var summaryFormat: String?
        package var place: Place
    }

    package struct Parameter: Sendable {
        package var name: String
        package var title: String?
        package var isOptional: Bool?
        package var valueType: ValueType?
        package var defaultValue: DefaultValue?
        /// Whether the record carries `typeSpecificMetadata` at all, so that a missing default
        /// means there is none rather than a layout that keeps it elsewhere.
        package var hasTypeSpecificMetadata: Bool
        package var place: Place
    }

    /// The `valueType` tagged union, for the kinds whose meaning is on record.
    package indirect enum ValueType: Sendable, Equatable, CustomStringConvertible {
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

        package var description: String {
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
    package enum DefaultValue: Sendable, Equatable, CustomStringConvertible {
        case string(String)
        case integer(Int)
        case double(Double)
        case bool(Bool)
        /// A default of a kind lint-intents does not compare.
        case other

        package var description: String {
            switch self {
            case .string(let text): return QuotedText.quoted(text)
            case .integer(let number): return String(number)
            case .double(let number): return String(number)
            case .bool(let value): return String(value)
            case .other: return "a value"
            }
        }
    }

    package struct Entity: Sendable {
        package var name: String
        package var module: String?
        /// The key of `displayTypeName`: the `typeDisplayRepresentation`'s name.
        package var displayName: String?
        /// `defaultQueryIdentifier` without its module: `TaskQuery`.
        package var defaultQuery: String?
        package var properties: [Property]
        package var place: Place
    }

    package struct Property: Sendable {
        package var identifier: String
        package var title: String?
        package var place: Place
    }

    package struct AppEnum: Sendable {
        package var name: String
        package var module: String?
        package var displayName: String?
        package var cases: [EnumCase]
        package var place: Place
    }

    package struct EnumCase: Sendable {
        /// The raw value, which saved shortcuts store.
        package var identifier: String
        package var title: String?
        package var place: Place
    }

    package struct Query: Sendable {
        package var name: String
        package var module: String?
        /// `entityType`, without a module.
        package var entityType: String?
        package var place: Place
    }

    package struct AppShortcut: Sendable {
        package var actionIdentifier: String
        package var phrases: [(text: String, place: Place)]
        package var shortTitle: String?
        package var systemImageName: String?
        package var place: Place
    }

    /// The file, as reports show it.
    package var file: String
    /// The bundle it was found in (`SoupChef` for `SoupChef.app/…`), a hint at its module when
    /// no record names one.
    package var bundleName: String?
    /// `generator.version`: the Xcode build that wrote it (`17E6107`).
    package var generator: String?
    package var actions: [Action] = []
    package var entities: [Entity] = []
    package var enums: [AppEnum] = []
    package var queries: [Query] = []
    package var autoShortcuts: [AppShortcut] = []
    /// The module of the App Shortcuts provider (from `autoShortcutProviderMangledName`).
    package var shortcutsProviderModule: String?
    package var negativePhrases: [(text: String, place: Place)]?
    /// Where the file starts, for what concerns the file as a whole.
    package var start = Place(line: 1, column: 1)

    package init(file: String, bundleName: String? = nil) {
        self.file = file
        self.bundleName = bundleName
    }

    /// Whether the file holds no App Intents at all.
    package var isEmpty: Bool {
        actions.isEmpty && entities.isEmpty && enums.isEmpty && queries.isEmpty && autoShortcuts.isEmpty
    }

    /// The modules the file's records name, most named first (ties by name).
    package var modules: [String] {
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
