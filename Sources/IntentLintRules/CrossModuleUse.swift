import IntentLintManifest

/// An App Intents type (intent, entity, enum) that one module of an app declares and another
/// uses in its metadata: a parameter's or property's type, an App Shortcut's intent, a query's
/// entity, a union value's case.
struct CrossModuleUse: Sendable {
    /// The id of the module that uses the type, and of the one that declares it.
    var user: String
    var provider: String
    /// The type's name in the module that declares it, and where it declares it.
    var typeName: String
    var declaration: SourceReference
    /// Where the user uses it, and how, for messages, to follow "used by": "the parameter `trip`
    /// of `PlanTripIntent`", "an App Shortcut of `TravelShortcuts`".
    var place: SourceReference
    var how: String

    /// Every use of another member's App Intents types in `context`'s app. A name is taken to be
    /// another module's when the user does not declare it itself and exactly one module it
    /// depends on (directly or not) declares an App Intents type of that name; a name qualified
    /// with a module's name (`TravelKit.LandmarkEntity`) is that module's.
    static func uses(in context: AppLintContext) -> [CrossModuleUse] {
        var found: [CrossModuleUse] = []
        for user in context.members {
            let providers = context.dependencies(of: user.id).compactMap(context.member)
            guard !providers.isEmpty else { continue }
            let declared = providers.map { ($0, appIntentsTypes(of: $0.manifest)) }
            for (written, place, how) in typesUsed(by: user.manifest) {
                let name = usedTypeName(written)
                let matches: [(AppMember, String, SourceReference)]
                if let dot = name.firstIndex(of: "."), let module = providers.first(where: { $0.name == name[..<dot] }) {
                    let local = String(name[name.index(after: dot)...])
                    matches = declared.filter { $0.0.id == module.id }.compactMap { member, types in types[local].map { (member, local, $0) } }
                } else {
                    guard user.index.entry(name) == nil else { continue }
                    matches = declared.compactMap { member, types in types[name].map { (member, name, $0) } }
                }
                guard matches.count == 1, let (provider, typeName, declaration) = matches.first else { continue }
                found.append(CrossModuleUse(user: user.id, provider: provider.id, typeName: typeName, declaration: declaration,
                                            place: place, how: how))
            }
        }
        return found
    }

    /// The intents, entities and enums a manifest declares, by name, with where.
    private static func appIntentsTypes(of manifest: Manifest) -> [String: SourceReference] {
        var types: [String: SourceReference] = [:]
        for action in manifest.actions.values { types[action.identifier] = action.location }
        for entity in manifest.entities.values { types[entity.identifier] = entity.location }
        for appEnum in manifest.enums { types[appEnum.identifier] = appEnum.location }
        return types
    }

    /// The types a manifest's metadata names, as written, with where and how.
    private static func typesUsed(by manifest: Manifest) -> [(type: String, place: SourceReference, how: String)] {
        var used: [(type: String, place: SourceReference, how: String)] = []
        for action in manifest.actions.values.sorted(by: { $0.identifier < $1.identifier }) {
            for parameter in action.parameters {
                used.append((parameter.valueType, parameter.location, "the parameter `\(parameter.name)` of `\(action.identifier)`"))
            }
        }
        for entity in manifest.entities.values.sorted(by: { $0.identifier < $1.identifier }) {
            for property in entity.properties {
                used.append((property.valueType, property.location, "the property `\(property.name)` of `\(entity.identifier)`"))
            }
        }
        for shortcut in manifest.autoShortcuts {
            if let intent = shortcut.actionIdentifier { used.append((intent, shortcut.location, "an App Shortcut of `\(shortcut.provider)`")) }
        }
        for query in manifest.queries.values.sorted(by: { $0.identifier < $1.identifier }) {
            if let entity = query.entityType { used.append((entity, query.location, "the query `\(query.identifier)`")) }
        }
        for union in manifest.unionValues.values.sorted(by: { $0.identifier < $1.identifier }) {
            for unionCase in union.cases {
                if let type = unionCase.valueType { used.append((type, union.location, "the case `\(unionCase.name)` of `\(union.identifier)`")) }
            }
        }
        return used
    }

    /// `[Trip]?`, `Optional<Trip>`, `Array<Trip>`, `Set<Trip>` → `Trip`; `any`, `some` dropped.
    static func usedTypeName(_ written: String) -> String {
        var name = Substring(written.trimmed(" \t"))
        while true {
            let before = name
            for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
            while let last = name.last, last == "?" || last == "!" || last == " " { name = name.dropLast() }
            if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { name = name.dropFirst().dropLast() }
            for wrapper in ["Optional<", "Array<", "Set<"] where name.hasPrefix(wrapper) && name.hasSuffix(">") {
                name = name.dropFirst(wrapper.count).dropLast()
            }
            name = Substring(name.trimmed(" \t"))
            if name == before { return String(name) }
        }
    }
}
