import IntentLintSupport
import IntentLintCore

/// What people's saved shortcuts, automations, widgets and controls hold on to in a module:
/// intent identifiers (type names), parameter names, entity type names and id types, enum case
/// identifiers (raw values), and App Shortcut phrases; and what people see of them (titles, in
/// the app's development language). Read from a manifest's JSON, so a manifest file written by
/// an earlier version and one built from sources now compare alike.
package struct SavedIdentifiers: Sendable {
    package struct Place: Sendable, Hashable {
        package var file: String
        package var line: Int
        package var column: Int

        package init(file: String, line: Int = 1, column: Int = 1) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    package struct Parameter: Sendable {
        package var name: String
        /// The title as people read it in Shortcuts; nil when it is not constant.
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
        /// The type whose text an id is saved as, for an id type of the module's own that forwards
        /// a stored property's (`EntityRecord.idSavedAs`).
        package var idSavedAs: String?
        /// The type's display name as people read it; nil when it is not constant.
        package var title: String?
        package var isDeprecated: Bool
        package var place: Place
    }

    package struct EnumCase: Sendable {
        package var name: String
        /// What a saved shortcut stores for the case: its raw value, as text, when it is the same
        /// in every build; nil when it is not known or depends on the build (`identifiersByBuild`).
        package var identifier: String?
        /// The raw value in each kind of build: the `#if` atoms that give it (`DEBUG`, `!DEBUG`).
        package var identifiersByBuild: [(when: [String], identifier: String)] = []
        /// The `#if` conditions under which the enum has the case.
        package var conditions: [String] = []
        /// The case's display title as people read it; nil when it has none that is constant.
        package var title: String?
        /// Whether the raw value is a string (`"relaxed"`), not a number.
        package var isText = true
        package var place: Place

        /// Its raw value in a build where `holds` says which conditions hold; nil when that build
        /// does not compile it, or its raw value is not known.
        func identifier(where holds: (String) -> Bool) -> String? {
            guard conditions.allSatisfy(holds) else { return nil }
            return identifier ?? identifiersByBuild.first { $0.when.allSatisfy(holds) }?.identifier
        }

        /// Every raw value it has in some build.
        var identifiers: [String] {
            identifier.map { [$0] } ?? identifiersByBuild.map(\.identifier)
        }
    }

    package struct AppEnum: Sendable {
        /// The type's display name as people read it; nil when it is not constant.
        package var title: String?
        package var cases: [EnumCase]
        package var isDeprecated: Bool
        package var place: Place
    }

    package struct AppShortcut: Sendable {
        package var intent: String
        /// What people say to Siri, as the manifest writes phrases (`${applicationName}`): each
        /// phrase's development-language localizations, or the phrase itself. A phrase the build
        /// cannot export (`isExportable`) is left out: nobody ever said it.
        package var phrases: [String]
        package var place: Place
    }

    package var module: String
    package var intents: [String: Intent] = [:]
    package var entities: [String: Entity] = [:]
    package var enums: [String: AppEnum] = [:]
    package var appShortcuts: [AppShortcut] = []
    /// Where the module's `AppShortcutsProvider` is declared, if it has one.
    package var provider: Place?
    /// The types whose values saved shortcuts hold, by their last name (`Size` for `[Kit.Size]?`):
    /// each intent parameter's, each entity property's (a "find" action compares them) and each
    /// query's input. An `AppEnum` none of them is in the app had no value saved.
    package var savedTypes: Set<String> = []

    /// A module that declares nothing: what a module missing on one side is compared with.
    package init(module: String) {
        self.module = module
    }

    /// Reads a manifest's JSON (docs/manifest.md); throws a one-line error naming `source`
    /// when it is not one. Titles and phrases are what people read and say: the development
    /// language's text the manifest writes beside a key (`text`, `texts`), else the key's
    /// `defaultValue`, else the key, as the system shows a key no table localizes.
    package init(manifest json: JSONValue, source: String) throws(InputError) {
        guard case .object(let root) = json, case .string(let module)? = root["module"], case .object? = root["actions"] else {
            throw InputError("\(source): not a lint-intents manifest (no 'module' and 'actions')")
        }
        self.module = module
        func text(_ value: JSONValue?) -> String? {
            guard case .object(let object)? = value, let key = Self.string(object["key"]) else { return nil }
            return Self.string(object["text"]) ?? Self.string(object["defaultValue"]) ?? key
        }
        for (identifier, action) in Self.members(root["actions"]) {
            let parameters = Self.elements(action["parameters"]).map { parameter in
                Parameter(name: Self.string(parameter["name"]) ?? "",
                          title: text(parameter["title"]),
                          valueType: Self.normalizedType(Self.string(parameter["valueType"]) ?? ""),
                          isRequired: Self.isRequired(parameter),
                          isDeprecated: parameter["deprecated"] == .bool(true),
                          place: Self.place(parameter["location"]))
            }
            intents[identifier] = Intent(title: text(action["title"]), parameters: parameters,
                                         isDeprecated: action["deprecated"] == .bool(true), place: Self.place(action["location"]))
        }
        for (_, action) in Self.members(root["actions"]) {
            for parameter in Self.elements(action["parameters"]) { savedTypes.insert(Self.savedTypeName(Self.string(parameter["valueType"]) ?? "")) }
        }
        for (_, entity) in Self.members(root["entities"]) {
            for property in Self.elements(entity["properties"]) { savedTypes.insert(Self.savedTypeName(Self.string(property["valueType"]) ?? "")) }
        }
        for (_, query) in Self.members(root["queries"]) {
            if let input = Self.object(query["valueQuery"]).flatMap({ Self.string($0["inputType"]) }) { savedTypes.insert(Self.savedTypeName(input)) }
        }
        for (identifier, entity) in Self.members(root["entities"]) {
            entities[identifier] = Entity(idType: Self.string(entity["idType"]).map(Self.normalizedType),
                                          idSavedAs: Self.string(entity["idSavedAs"]).map(Self.normalizedType),
                                          title: Self.object(entity["typeDisplayRepresentation"]).flatMap { text($0["name"]) },
                                          isDeprecated: entity["deprecated"] == .bool(true), place: Self.place(entity["location"]))
        }
        for appEnum in Self.elements(root["enums"]) {
            guard let identifier = Self.string(appEnum["identifier"]) else { continue }
            let hasRawValues = appEnum["rawValueType"] != nil
            let cases = Self.elements(appEnum["cases"]).map { enumCase -> EnumCase in
                let name = Self.string(enumCase["name"]) ?? ""
                // An enum without raw values is known by its cases' names (its own
                // `RawRepresentable` decides, which the manifest cannot read).
                let byBuild = Self.elements(enumCase["rawValues"]).compactMap { entry -> (when: [String], identifier: String)? in
                    guard let identifier = Self.rawValueText(entry["rawValue"]) else { return nil }
                    return (Self.strings(entry["when"]), identifier)
                }
                let firstRawValue = enumCase["rawValue"] ?? Self.elements(enumCase["rawValues"]).first?["rawValue"]
                return EnumCase(name: name,
                                identifier: Self.rawValueText(enumCase["rawValue"]) ?? (hasRawValues || !byBuild.isEmpty ? nil : name),
                                identifiersByBuild: byBuild, conditions: Self.strings(enumCase["conditions"]),
                                title: Self.object(enumCase["displayRepresentation"]).flatMap { text($0["title"]) },
                                isText: firstRawValue.map(Self.isText) ?? true, place: Self.place(enumCase["location"]))
            }
            enums[identifier] = AppEnum(title: Self.object(appEnum["typeDisplayRepresentation"]).flatMap { text($0["name"]) },
                                        cases: cases, isDeprecated: appEnum["deprecated"] == .bool(true),
                                        place: Self.place(appEnum["location"]))
        }
        provider = Self.object(root["autoShortcutProvider"]).map { Self.place($0["location"]) }
        for shortcut in Self.elements(root["autoShortcuts"]) {
            guard let intent = Self.string(shortcut["actionIdentifier"]) else { continue }
            var phrases: [String] = []
            if case .array(let templates)? = shortcut["phraseTemplates"] {
                phrases = templates.compactMap { template -> [String]? in
                    guard let key = Self.localizedKey(template), isExportable(key, of: intent) else { return nil }
                    guard case .object(let object) = template, case .array(let texts)? = object["texts"] else { return [key] }
                    // The build checks the table's texts as it checks the phrase.
                    return texts.compactMap { Self.string($0) }.filter { isExportable($0, of: intent) }
                }.flatMap { $0 }
            }
            appShortcuts.append(AppShortcut(intent: intent, phrases: phrases, place: Self.place(shortcut["location"])))
        }
    }

    /// Whether the build can export `phrase` of an App Shortcut for `intent`. It halts the
    /// export on a phrase that does not say the app's name (`phrase-missing-app-name`), that
    /// interpolates more than one parameter (`phrase-multiple-parameters`), or one of a framework
    /// value type (`String`, `Int`, `Date`, or an array of one) that the module declares no entity
    /// or enum of, the one type `phrase-parameter-type` is certain of from a manifest. Nobody ever
    /// said such a phrase.
    private func isExportable(_ phrase: String, of intent: String) -> Bool {
        let names = Self.interpolatedNames(phrase)
        guard names.contains("applicationName"), names.filter({ $0 != "applicationName" }).count <= 1 else { return false }
        guard let parameters = intents[intent]?.parameters else { return true }
        for name in names where name != "applicationName" {
            guard let type = parameters.first(where: { $0.name == name })?.valueType else { continue }
            var element = type
            if element.hasPrefix("["), element.hasSuffix("]") { element = Self.normalizedType(String(element.dropFirst().dropLast())) }
            if FrameworkValueTypes.names.contains(element), entities[element] == nil, enums[element] == nil {
                return false
            }
        }
        return true
    }

    /// `note` and `applicationName` of `Open ${note} in ${applicationName}`.
    static func interpolatedNames(_ phrase: String) -> [String] {
        var names: [String] = []
        var rest = Substring(phrase)
        while let start = rest.range(ofBytes: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// A phrase as people say it: letters, digits and the interpolations in order, lowercased,
    /// one space between words. Two phrases that differ only in punctuation, letter case or
    /// spacing are said the same way.
    static func spokenForm(_ phrase: String) -> String {
        var words: [String] = []
        var word = ""
        var rest = Substring(phrase)
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        while !rest.isEmpty {
            if rest.hasPrefix("${"), let end = rest.firstIndex(of: "}") {
                endWord()
                words.append(String(rest[...end]))
                rest = rest[rest.index(after: end)...]
                continue
            }
            let character = rest.removeFirst()
            if character.isLetter || character.isNumber {
                word += character.lowercased()
            } else if character.isWhitespace {
                endWord()
            }
            // Punctuation is not said: `don't` is said as `dont`, `Hi, there` as `hi there`.
        }
        endWord()
        return words.joined(separator: " ")
    }

    /// The same, with each place's file as `display` names it (a report's path for a manifest's).
    package func withFiles(_ display: (String) -> String) -> SavedIdentifiers {
        var copy = self
        func moved(_ place: Place) -> Place { Place(file: display(place.file), line: place.line, column: place.column) }
        for (name, intent) in intents {
            var intent = intent
            intent.place = moved(intent.place)
            for index in intent.parameters.indices { intent.parameters[index].place = moved(intent.parameters[index].place) }
            copy.intents[name] = intent
        }
        for (name, entity) in entities {
            var entity = entity
            entity.place = moved(entity.place)
            copy.entities[name] = entity
        }
        for (name, appEnum) in enums {
            var appEnum = appEnum
            appEnum.place = moved(appEnum.place)
            for index in appEnum.cases.indices { appEnum.cases[index].place = moved(appEnum.cases[index].place) }
            copy.enums[name] = appEnum
        }
        for index in copy.appShortcuts.indices { copy.appShortcuts[index].place = moved(copy.appShortcuts[index].place) }
        copy.provider = provider.map(moved)
        return copy
    }

    /// Every identifier it declares, by kind (`intent X`): what two versions of a module share.
    package var declaredNames: Set<String> {
        Set(intents.keys.map { "intent " + $0 } + entities.keys.map { "entity " + $0 } + enums.keys.map { "enum " + $0 })
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

    private static func object(_ value: JSONValue?) -> Object? {
        if case .object(let object)? = value { return object }
        return nil
    }

    private static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap { string($0) }
    }

    /// A raw value as text, as saved shortcuts hold it: `relaxed`, `1`, `2.5`.
    private static func rawValueText(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .integer(let number)?: return String(number)
        case .number(let number)?: return String(number)
        default: return nil
        }
    }

    private static func isText(_ value: JSONValue) -> Bool {
        if case .string = value { return true }
        return false
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

    /// The last name of the type a value of `type` holds: `Size` for `[Kit.Size]?`, `Outer.Size`, `Size`.
    package static func savedTypeName(_ type: String) -> String {
        var name = normalizedType(type)
        while name.hasPrefix("["), name.hasSuffix("]") { name = normalizedType(String(name.dropFirst().dropLast())) }
        return String(name.split(separator: ".").last ?? Substring(name))
    }

    /// `Int?` and `Optional<Int>` compare as `Int`; spaces do not count.
    static func normalizedType(_ type: String) -> String {
        var text = type.filter { !$0.isWhitespace }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst("Optional<".count).dropLast()) }
        return text
    }
}
