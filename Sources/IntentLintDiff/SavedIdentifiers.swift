/// What people's saved shortcuts, automations, widgets and controls hold on to in a module:
/// intent identifiers (type names), parameter names, entity type names and id types, enum case
/// identifiers (raw values), and App Shortcut phrases. Read from a manifest's JSON, so a
/// manifest file written by an earlier version and one built from sources now compare alike.
import IntentLintSupport

package struct SavedIdentifiers: Sendable {
    package struct Place: Sendable, Hashable {
        package var file: String
        package var line: Int
        package var column: Int
    }

    package struct Parameter: Sendable {
        package var name: String
        /// The title's key, as people see it in Shortcuts; nil when it is not constant.
        package var title: String?
        /// The declared type without optionality and spaces: `[SoupEntity]`, `Int`.
        package var valueType: String
        package var isRequired: Bool
        package var isDeprecated: Bool
        package var place: Place
    }

    /// An intent, entity or enum is known by its identifier: the key it is stored under.
    package struct Intent: Sendable {
        package var title: String?
        package var parameters: [Parameter]
        package var isDeprecated: Bool
        package var place: Place
    }

    package struct Entity: Sendable {
        package var idType: String?
        package var isDeprecated: Bool
        package var place: Place
    }

    package struct EnumCase: Sendable {
        package var name: String
        /// What a saved shortcut stores for the case: its raw value, as text.
        package var identifier: String
        package var place: Place
    }

    package struct AppEnum: Sendable {
        package var cases: [EnumCase]
        package var isDeprecated: Bool
        package var place: Place
    }

    package struct AppShortcut: Sendable {
        package var intent: String
        /// Phrase templates, as the manifest writes them (`${applicationName}`).
        package var phrases: [String]
        package var place: Place
    }

    package var module: String
    package var intents: [String: Intent] = [:]
    package var entities: [String: Entity] = [:]
    package var enums: [String: AppEnum] = [:]
    package var appShortcuts: [AppShortcut] = []

    /// A module that declares nothing: what a module missing on one side is compared with.
    package init(module: String) {
        self.module = module
    }

    /// Reads a manifest's JSON (docs/manifest.md); throws a one-line error naming `source`
    /// when it is not one.
    package init(manifest json: JSONValue, source: String) throws(InputError) {
        guard case .object(let root) = json, case .string(let module)? = root["module"], case .object? = root["actions"] else {
            throw InputError("\(source): not a lint-intents manifest (no 'module' and 'actions')")
        }
        self.module = module
        for (identifier, action) in Self.members(root["actions"]) {
            let parameters = Self.elements(action["parameters"]).map { parameter in
                Parameter(name: Self.string(parameter["name"]) ?? "",
                          title: Self.localizedKey(parameter["title"]),
                          valueType: Self.normalizedType(Self.string(parameter["valueType"]) ?? ""),
                          isRequired: Self.isRequired(parameter),
                          isDeprecated: parameter["deprecated"] == .bool(true),
                          place: Self.place(parameter["location"]))
            }
            intents[identifier] = Intent(title: Self.localizedKey(action["title"]), parameters: parameters,
                                         isDeprecated: action["deprecated"] == .bool(true), place: Self.place(action["location"]))
        }
        for (identifier, entity) in Self.members(root["entities"]) {
            entities[identifier] = Entity(idType: Self.string(entity["idType"]).map(Self.normalizedType),
                                          isDeprecated: entity["deprecated"] == .bool(true), place: Self.place(entity["location"]))
        }
        for appEnum in Self.elements(root["enums"]) {
            guard let identifier = Self.string(appEnum["identifier"]) else { continue }
            let cases = Self.elements(appEnum["cases"]).map { enumCase -> EnumCase in
                let name = Self.string(enumCase["name"]) ?? ""
                let identifier: String
                switch enumCase["rawValue"] {
                case .string(let text)?: identifier = text
                case .integer(let number)?: identifier = String(number)
                case .number(let number)?: identifier = String(number)
                default: identifier = name
                }
                return EnumCase(name: name, identifier: identifier, place: Self.place(enumCase["location"]))
            }
            enums[identifier] = AppEnum(cases: cases, isDeprecated: appEnum["deprecated"] == .bool(true),
                                        place: Self.place(appEnum["location"]))
        }
        for shortcut in Self.elements(root["autoShortcuts"]) {
            guard let intent = Self.string(shortcut["actionIdentifier"]) else { continue }
            var phrases: [String] = []
            if case .array(let templates)? = shortcut["phraseTemplates"] {
                phrases = templates.compactMap { Self.localizedKey($0) }
            }
            appShortcuts.append(AppShortcut(intent: intent, phrases: phrases, place: Self.place(shortcut["location"])))
        }
    }

    // MARK: Reading JSON

    private typealias Object = [String: JSONValue]

    private static func members(_ value: JSONValue?) -> [(String, Object)] {
        guard case .object(let members)? = value else { return [] }
        return members.compactMap { key, value in
            if case .object(let object) = value { return (key, object) }
            return nil
        }
    }

    private static func elements(_ value: JSONValue?) -> [Object] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap { if case .object(let object) = $0 { return object } else { return nil } }
    }

    private static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    /// The key of a localized string (`{"key": …}`); nil for a value that is not constant.
    private static func localizedKey(_ value: JSONValue?) -> String? {
        guard case .object(let object)? = value else { return nil }
        return string(object["key"])
    }

    private static func place(_ value: JSONValue?) -> Place {
        guard case .object(let object)? = value else { return Place(file: "", line: 1, column: 1) }
        func number(_ key: String) -> Int {
            if case .integer(let value)? = object[key] { return value }
            return 1
        }
        return Place(file: string(object["file"]) ?? "", line: number("line"), column: number("column"))
    }

    /// Not optional, and without a default (`default: nil` does not count), as `ParameterRecord`.
    private static func isRequired(_ parameter: Object) -> Bool {
        if parameter["isOptional"] == .bool(true) { return false }
        guard case .object(let defaultValue)? = parameter["defaultValue"] else { return true }
        return defaultValue["nil"] == .bool(true)
    }

    /// `Int?` and `Optional<Int>` compare as `Int`; spaces do not count.
    static func normalizedType(_ type: String) -> String {
        var text = type.filter { !$0.isWhitespace }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst("Optional<".count).dropLast()) }
        return text
    }
}
