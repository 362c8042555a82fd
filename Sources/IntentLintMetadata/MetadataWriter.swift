import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest

/// What the file leaves out of the sources, or holds other than as the sources say.
package struct MetadataProblem: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// lint-intents cannot write it as Xcode would: no real file shows its form next to its
        /// source, or it names what the sources read do not declare. The code is not at fault.
        case notWritable
        /// A value that is not a compile-time constant, which the export leaves out (`halts`
        /// false) or stops on (`halts` true); `lint` reports it too (`non-constant-metadata` and
        /// the rules `MetadataExportHalt` lists), so `metadata` says it only when no rule did.
        case notConstant(halts: Bool)
    }

    package var kind: Kind
    package var message: String
    /// Where in the sources; its file relative to the module's root.
    package var place: SourceReference?
}

/// A module's `extract.actionsdata`, and what it leaves out.
package struct MetadataDocument: Sendable {
    /// The file's value; write it with `AppleJSONText.compact`.
    package var json: JSONValue
    package var problems: [MetadataProblem]
    /// Where each record's type is declared, by its place in the file: `actions.Order`.
    package var places: [String: SourceReference] = [:]

    package init(json: JSONValue, problems: [MetadataProblem], places: [String: SourceReference] = [:]) {
        self.json = json
        self.problems = problems
        self.places = places
    }

    /// Whether the module exports nothing: no intent, entity, enum, query or App Shortcut.
    package var isEmpty: Bool {
        Self.recordKinds.allSatisfy { count(of: $0.key) == 0 }
    }

    /// What the file holds, for the line that says what was written: `3 intents, 1 entity, 2 App Shortcuts`.
    package var contentsSummary: String {
        let parts = Self.recordKinds.compactMap { kind -> String? in
            let number = count(of: kind.key)
            guard number > 0 else { return nil }
            return "\(number) \(number == 1 ? kind.singular : kind.plural)"
        }
        guard let last = parts.last else { return "nothing" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }

    private static let recordKinds: [(key: String, singular: String, plural: String)] = [
        ("actions", "intent", "intents"), ("entities", "entity", "entities"), ("enums", "enum", "enums"),
        ("queries", "query", "queries"), ("autoShortcuts", "App Shortcut", "App Shortcuts"),
    ]

    private func count(of key: String) -> Int {
        guard case .object(let members) = json else { return 0 }
        switch members[key] {
        case .object(let records)?: return records.count
        case .array(let records)?: return records.count
        default: return 0
        }
    }
}

/// Another module whose declarations the file may name: one the module links or includes. A type
/// the module extends (`extension Dish: AppEntity`) is declared there, and a parameter may be of
/// an entity or enum declared there.
package struct LinkedModule: Sendable {
    package var name: String
    package var manifest: Manifest
    package var index: TypeIndex

    package init(name: String, manifest: Manifest, index: TypeIndex) {
        self.name = name
        self.manifest = manifest
        self.index = index
    }
}

/// Writes Apple's `extract.actionsdata` for one module from its manifest and type index, as
/// Xcode's `appintentsmetadataprocessor` writes it, in the form of the Xcode release the build
/// settings name. Each field's source, and the real files that show it, are in docs/metadata.md.
/// What it cannot write as Xcode would, it leaves out, saying so; a record it cannot write whole
/// is left out whole, and the rest of the file is written.
package enum MetadataWriter {
    /// - Parameter linked: the modules the module links or includes, whose types it may name.
    package static func document(_ manifest: Manifest, index: TypeIndex, settings: MetadataBuildSettings,
                                 linked: [LinkedModule] = []) -> MetadataDocument {
        var writer = DocumentWriter(manifest: manifest, index: index, settings: settings, linked: linked)
        let json = ReleaseForm.shaped(writer.document(), for: settings.release)
        let typeRecords = writer.places.filter { !$0.key.hasPrefix("actions.") }.sorted { $0.key < $1.key }
        if settings.release == .xcode15, let first = typeRecords.first {
            let subject = typeRecords.count == 1 ? "`\(first.key)` is" : "its \(typeRecords.count) entities, enums and queries are"
            writer.notWritable("\(subject) written in Xcode 26's form: no extract.actionsdata of Xcode 15 on record shows an entity, enum or query",
                               at: first.value)
        }
        return MetadataDocument(json: json, problems: writer.problems, places: writer.places)
    }
}

/// One document being written: the records the build keeps, and what went wrong so far.
struct DocumentWriter {
    let manifest: Manifest
    let index: TypeIndex
    let settings: MetadataBuildSettings
    let linked: [LinkedModule]
    /// The records a build with `settings` compiles (their `#if` conditions hold), by name.
    let actions: [ActionRecord]
    let entities: [String: EntityRecord]
    let enums: [String: EnumRecord]
    let queries: [String: QueryRecord]
    /// The queries the entities' `defaultQuery` create, by qualified name.
    let defaultQueries: Set<String>
    /// The non-constant values the build stops on (their places), from the manifest's list.
    let haltingValues: Set<SourceReference>
    var problems: [MetadataProblem] = []
    /// Where each record written is declared: `actions.Order`.
    var places: [String: SourceReference] = [:]
    /// The problems so far, each said once.
    private var said: Set<MetadataProblem> = []
    /// The strings tables localized strings name (`table:`), which the file does not record, with
    /// how many strings name each and where the first is.
    var tables: [String: (count: Int, first: SourceReference)] = [:]

    init(manifest: Manifest, index: TypeIndex, settings: MetadataBuildSettings, linked: [LinkedModule]) {
        self.manifest = manifest
        self.index = index
        self.settings = settings
        self.linked = linked
        actions = manifest.actions.values.filter { settings.holds($0.conditions) }.sorted { $0.identifier < $1.identifier }
        entities = manifest.entities.filter { settings.holds($0.value.conditions) }
        enums = Dictionary(manifest.enums.filter { settings.holds($0.conditions) }.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        queries = manifest.queries.filter { settings.holds($0.value.conditions) }
        defaultQueries = Set(entities.values.compactMap { entity in entity.defaultQuery.flatMap { index.lookUp($0, from: entity.identifier) } })
        haltingValues = Set(manifest.nonConstantMetadata.compactMap { item in
            if case .halts = item.property.export { return item.value.location }
            return nil
        })
    }

    mutating func document() -> JSONValue {
        var actionMembers: [String: JSONValue] = [:]
        for record in actions {
            if let (key, value) = action(record) { add(value, as: key, to: &actionMembers, family: "intent", record: record.identifier, place: record.location) }
        }
        var entityMembers: [String: JSONValue] = [:]
        for record in entities.values.sorted(by: { $0.identifier < $1.identifier }) {
            if let value = entity(record) { add(value, as: simpleName(record.identifier), to: &entityMembers, family: "entity", record: record.identifier, place: record.location) }
        }
        var enumsByIdentifier: [String: JSONValue] = [:]
        for record in enums.values.sorted(by: { $0.identifier < $1.identifier }) {
            if let value = appEnum(record) { add(value, as: simpleName(record.identifier), to: &enumsByIdentifier, family: "enum", record: record.identifier, place: record.location) }
        }
        var queryMembers: [String: JSONValue] = [:]
        for record in queries.values.sorted(by: { $0.identifier < $1.identifier }) {
            if let value = query(record) { add(value, as: simpleName(record.identifier), to: &queryMembers, family: "query", record: record.identifier, place: record.location) }
        }
        var members: [String: JSONValue] = [
            "actions": .object(actionMembers),
            "assistantEntities": .array([]),
            "assistantIntentNegativePhrases": .array([]),
            "assistantIntents": .array([]),
            "entities": .object(entityMembers),
            // An array, where the other collections are objects; sorted by identifier here.
            "enums": .array(enumsByIdentifier.keys.sorted().map { enumsByIdentifier[$0]! }),
            "generator": .object(["name": .string("xcode-tools"), "version": .string(settings.toolsVersion)]),
            "queries": .object(queryMembers),
            "version": .integer(1),
        ]
        for (key, value) in shortcutMembers() { members[key] = value }
        notWritten()
        for (table, use) in tables.sorted(by: { $0.key < $1.key }) {
            notWritable("\(use.count) localized string\(use.count == 1 ? " names" : "s name") the table `\(table)`, and " +
                "\(use.count == 1 ? "is" : "are") written with \(use.count == 1 ? "its key" : "their keys") only: no extract.actionsdata on record shows how it records a table", at: use.first)
        }
        return .object(members)
    }

    /// Adds a record under its identifier. The file holds one record of a family per name, so a
    /// second type of the same name is left out (Xcode's export stops on two queries of one name,
    /// "Found multiple, identical identifiers for query", which `duplicate-query-name` reports).
    private mutating func add(_ value: JSONValue, as key: String, to members: inout [String: JSONValue], family: String,
                              record: String, place: SourceReference) {
        guard members[key] == nil else {
            if family != "query" {
                notWritable("`\(record)` is left out: another \(family) type is named `\(key)` too, and the file holds one \(family) of each name", at: place)
            }
            return
        }
        members[key] = value
        let collection = ["intent": "actions", "entity": "entities", "enum": "enums", "query": "queries"][family] ?? family
        places["\(collection).\(key)"] = place
    }

    /// What the sources declare that the file does not hold, because no real file shows its form.
    private mutating func notWritten() {
        for record in manifest.unionValues.values.sorted(by: { $0.identifier < $1.identifier }) {
            notWritable("the union value `\(record.identifier)` is not written: no extract.actionsdata on record shows how it records one", at: record.location)
        }
    }

    // MARK: Shared parts

    /// `Outer.Inner` → `Inner`: records are identified by the type's own name.
    func simpleName(_ qualifiedName: String) -> String {
        ValueTypeCoding.ownName(qualifiedName)
    }

    /// `{"alternatives": [], "key": "Open Note"}`.
    func localizedJSON(_ string: LocalizedString) -> JSONValue {
        .object(["alternatives": .array([]), "key": .string(string.key)])
    }

    /// A localized string the build reads, or nil when there is none or it is not a constant
    /// (leaving out `record`, when the record cannot go without it).
    mutating func localized(_ value: Evaluated<LocalizedString>?, _ what: String, leaving record: String? = nil,
                            at place: SourceReference) -> JSONValue? {
        switch value {
        case .constant(let string)?:
            if let table = string.table {
                tables[table, default: (0, place)].count += 1
            }
            return localizedJSON(string)
        case .nonConstant(let culprit)?:
            nonConstant(culprit, what, leaving: record)
            return nil
        case nil:
            return nil
        }
    }

    /// A value that is not a compile-time constant: the export stops on it, or leaves it out, as
    /// the manifest's table of metadata properties says (`MetadataProperty.export`).
    mutating func nonConstant(_ value: NonConstantValue, _ what: String, leaving record: String? = nil) {
        let halts = haltingValues.contains(value.location)
        let consequence = halts ? "Xcode's metadata export stops on it" : "Xcode's metadata export leaves it out"
        let reason = "not a compile-time constant (`\(value.expression)` \(value.reason)), and \(consequence)"
        say(MetadataProblem(kind: .notConstant(halts: halts),
                            message: record.map { "`\($0)` is left out: \(what) is \(reason)" } ?? "\(what) is left out: it is \(reason)",
                            place: value.location))
    }

    /// What lint-intents cannot write as Xcode would. Messages say so: the code is not at fault.
    mutating func notWritable(_ message: String, at place: SourceReference?) {
        say(MetadataProblem(kind: .notWritable, message: message + "; this is a limit of lint-intents, not a mistake in the code", place: place))
    }

    /// A record left out whole, and why: `Order` is left out: its parameter … .
    mutating func leftOut(_ record: String, because reason: String, at place: SourceReference?) {
        notWritable("`\(record)` is left out: \(reason)", at: place)
    }

    /// Messages quote source (a type written over two lines), and each is one line.
    private mutating func say(_ problem: MetadataProblem) {
        var problem = problem
        problem.message = QuotedText.singleLine(problem.message)
        if said.insert(problem).inserted { problems.append(problem) }
    }

    /// An assistant schema (`@AppIntent(schema:)`) is not written: the record is, with its
    /// `assistantDefinedSchemas` empty.
    mutating func schemaNotWritten(_ schema: String?, _ identifier: String, at place: SourceReference) {
        guard let schema else { return }
        notWritable("`\(identifier)` is written without its assistant schema `\(schema)` (its `assistantDefinedSchemas` are empty): no " +
            "extract.actionsdata on record shows one next to its source", at: place)
    }

    /// `{"assistantOnly": false, "isDiscoverable": …}`.
    func visibility(_ isDiscoverable: Bool = true) -> JSONValue {
        .object(["assistantOnly": .bool(false), "isDiscoverable": .bool(isDiscoverable)])
    }

    // MARK: Types

    /// Where a type the module names is declared: this module, or one it links (a type it extends
    /// with a conformance of its own, `extension Dish: AppEntity`, is declared there).
    struct Declaring {
        var module: String
        var index: TypeIndex
        /// Its qualified name in that module: `Outer.Inner`.
        var qualifiedName: String
    }

    /// The module that declares `qualifiedName` (not only extends it), and its name there; nil
    /// when none of the modules read does (a system framework's type, or another package's).
    func declaring(_ qualifiedName: String) -> Declaring? {
        if index.entries[qualifiedName]?.declaration != nil { return Declaring(module: manifest.module, index: index, qualifiedName: qualifiedName) }
        for module in linked {
            // `extension Kit.Dish` names the module; `extension Dish` does not.
            let name = qualifiedName.hasPrefix(module.name + ".") ? String(qualifiedName.dropFirst(module.name.count + 1)) : qualifiedName
            if let found = module.index.lookUp(name), module.index.entries[found]?.declaration != nil {
                return Declaring(module: module.name, index: module.index, qualifiedName: found)
            }
        }
        return nil
    }

    /// `Module.Outer.Type`, with the module that declares the type.
    func fullyQualifiedName(_ qualifiedName: String, recorded: String) -> String {
        guard let declaring = declaring(qualifiedName), declaring.module != manifest.module else { return recorded }
        return declaring.module + "." + declaring.qualifiedName
    }

    /// The type named `qualifiedName` (`Outer.Inner`) as the compiler mangles it, in the module
    /// that declares it; nil (and the record left out) when that is not a module read, or a type
    /// on its path is not a struct, class, actor or enum.
    mutating func mangledName(_ qualifiedName: String, record: String, at place: SourceReference) -> String? {
        guard let declaring = declaring(qualifiedName) else {
            leftOut(record, because: "`\(qualifiedName)` is declared in a module lint-intents does not read (a system framework, or a " +
                "package not among the sources), so it cannot write the type's mangled name", at: place)
            return nil
        }
        var components: [SwiftMangling.Component] = []
        var prefix = ""
        var isInsidePrivateType = false
        for name in declaring.qualifiedName.split(separator: ".").map(String.init) {
            prefix = prefix.isEmpty ? name : prefix + "." + name
            guard let part = declaring.index.entries[prefix]?.declaration else {
                leftOut(record, because: "`\(prefix)` is not declared where lint-intents can read it, so it cannot write the mangled name of `\(qualifiedName)`", at: place)
                return nil
            }
            let kind: SwiftMangling.Kind
            switch part.declaration.kind {
            case .struct: kind = .struct
            case .class, .actor: kind = .class
            case .enum: kind = .enum
            case .protocol, .extension:
                leftOut(record, because: "`\(prefix)` is not a struct, class, actor or enum, so lint-intents cannot write the mangled name of `\(qualifiedName)`", at: place)
                return nil
            }
            // The outermost private type carries the discriminator; a type inside it is private
            // because it is (the scanner marks both), and carries none of its own.
            let isPrivate = part.declaration.isFilePrivate && !isInsidePrivateType
            isInsidePrivateType = isInsidePrivateType || part.declaration.isFilePrivate
            components.append(SwiftMangling.Component(name: name, kind: kind, privateFileName: isPrivate ? Paths.lastComponent(part.file) : nil))
        }
        guard let mangled = SwiftMangling.typeName(module: declaring.module, path: components) else {
            leftOut(record, because: "`\(qualifiedName)` is not a name lint-intents can mangle", at: place)
            return nil
        }
        return mangled
    }

    /// `availabilityAnnotations`: every platform `@available` on the type names with the version
    /// it introduces the type in (`unavailable` as `obsoletedVersion` `*`), and the wildcard.
    func availability(_ qualifiedName: String) -> JSONValue {
        var members: [String: JSONValue] = ["LNPlatformNameWildcard": .object(["introducedVersion": .string("*")])]
        for (platform, entry) in availabilityEntries(qualifiedName) {
            members[platform.annotationKey] = .object(entry)
        }
        return .object(members)
    }

    /// The platforms `@available` attributes of the type's declaration name.
    func availabilityEntries(_ qualifiedName: String) -> [(MetadataBuildSettings.Platform, [String: JSONValue])] {
        guard let declaration = index.entries[qualifiedName]?.declaration?.declaration else { return [] }
        var entries: [MetadataBuildSettings.Platform: [String: JSONValue]] = [:]
        for attribute in declaration.attributes where attribute.name == "available" {
            for item in AvailabilityText.items(attribute.argumentText ?? "") {
                guard let platform = MetadataBuildSettings.Platform.named(item.platform) else { continue }
                if let version = item.introduced { entries[platform, default: [:]]["introducedVersion"] = .string(version) }
                if item.isUnavailable { entries[platform, default: [:]]["obsoletedVersion"] = .string("*") }
            }
        }
        return entries.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
    }

    /// The version `@available` introduces the type in on the build's platform.
    func introducedVersion(_ qualifiedName: String) -> String? {
        availabilityEntries(qualifiedName).first { $0.0 == settings.platform }?.1["introducedVersion"].flatMap {
            if case .string(let version) = $0 { return version }
            return nil
        }
    }

    // MARK: Value types

    /// What `written` (a type as the source spells it, inside the type `context`) is in the
    /// metadata, or nil (and `what` left out of `record`) when no real file shows how it is written.
    mutating func resolvedType(_ written: String, context: String, _ what: String, record: String, at place: SourceReference) -> ValueTypeCoding.Resolved? {
        if let resolved = resolvedTypeIfKnown(written, context: context) { return resolved }
        let type = ValueTypeCoding.normalized(written)
        let reason = ValueTypeCoding.systemTypesNotWritten.contains(TypeIndex.baseName(type)) || type.hasPrefix("Measurement<")
            ? "`\(type)` is a system type whose form in extract.actionsdata is not on record"
            : "it is neither a system type lint-intents writes nor an entity or enum of the modules read"
        leftOut(record, because: "\(what) has the type `\(written)`, and \(reason) (lint-intents writes " +
            "\(ValueTypeCoding.writtenTypesList), the entities and enums of the module and the modules it links, and arrays of them)", at: place)
        return nil
    }

    func resolvedTypeIfKnown(_ written: String, context: String) -> ValueTypeCoding.Resolved? {
        let type = ValueTypeCoding.normalized(index.resolvingTypealiases(ValueTypeCoding.normalized(written), in: context))
        if let element = ValueTypeCoding.arrayElement(type) {
            return resolvedTypeIfKnown(element, context: context).map { .array($0) }
        }
        if let system = ValueTypeCoding.systemType(type) { return system }
        if let qualified = index.lookUp(type, from: context) {
            if entities[qualified] != nil { return .entity(qualified) }
            if enums[qualified] != nil { return .enumeration(qualified) }
        }
        // An entity or enum a linked module declares: the build reads its records from that
        // module's metadata, and names it by its own name, as any other.
        for module in linked {
            let name = type.hasPrefix(module.name + ".") ? String(type.dropFirst(module.name.count + 1)) : type
            guard let qualified = module.index.lookUp(name) else { continue }
            if let entity = module.manifest.entities[qualified], settings.holds(entity.conditions) { return .entity(qualified, module: module.name) }
            if let appEnum = module.manifest.enums.first(where: { $0.identifier == qualified }), settings.holds(appEnum.conditions) {
                return .enumeration(qualified, module: module.name)
            }
        }
        return nil
    }

    /// The entity record `resolved` names, for an entity or an array of them, with the module it
    /// is in and that module's type index.
    func entityRecord(_ resolved: ValueTypeCoding.Resolved) -> (record: EntityRecord, manifest: Manifest, index: TypeIndex)? {
        switch resolved {
        case .entity(let name, let module?):
            return linked.first { $0.name == module }.flatMap { module in module.manifest.entities[name].map { ($0, module.manifest, module.index) } }
        case .entity(let name, nil): return entities[name].map { ($0, manifest, index) }
        case .array(let member): return entityRecord(member)
        default: return nil
        }
    }

    /// The enum record `resolved` names.
    func enumRecord(_ resolved: ValueTypeCoding.Resolved) -> EnumRecord? {
        switch resolved {
        case .enumeration(let name, let module?):
            return linked.first { $0.name == module }?.manifest.enums.first { $0.identifier == name }
        case .enumeration(let name, nil): return enums[name]
        default: return nil
        }
    }

    /// The query an entity's `defaultQuery` creates, in the entity's module.
    func defaultQuery(of entity: EntityRecord, in manifest: Manifest, index: TypeIndex) -> QueryRecord? {
        guard let written = entity.defaultQuery, let qualified = index.lookUp(written, from: entity.identifier) else { return nil }
        return manifest.queries[qualified]
    }
}

/// The items of an `@available(…)` argument list: `iOS 16.0`, `*`, `watchOS, unavailable`,
/// `iOS, introduced: 17.0, deprecated: 18.0`.
enum AvailabilityText {
    struct Item: Equatable {
        var platform: String
        var introduced: String?
        var isUnavailable: Bool
    }

    static func items(_ argumentText: String) -> [Item] {
        var text = Substring(argumentText.trimmed(" \t\n"))
        if text.hasPrefix("(") { text = text.dropFirst() }
        if text.hasSuffix(")") { text = text.dropLast() }
        let parts = text.split(separator: ",").map { $0.trimmed(" \t\n") }
        guard let first = parts.first else { return [] }
        // The long form names one platform first, then labeled arguments.
        if !first.contains(" "), parts.count > 1, parts.dropFirst().allSatisfy({ $0.contains(":") || ["unavailable", "deprecated"].contains($0) }) {
            var item = Item(platform: first, introduced: nil, isUnavailable: false)
            for part in parts.dropFirst() {
                if part == "unavailable" { item.isUnavailable = true }
                if part.hasPrefix("introduced:") { item.introduced = part.dropFirst("introduced:".count).trimmed(" \t") }
            }
            return [item]
        }
        return parts.compactMap { part in
            let words = part.split(separator: " ").map(String.init)
            guard words.count == 2 else { return nil }
            return Item(platform: words[0], introduced: words[1], isUnavailable: false)
        }
    }
}

extension MetadataDocument {
    /// The host module's file with the records of `included` modules added, as an app's export
    /// holds the records of the statically linked modules it includes: intents, entities, enums
    /// and queries; the App Shortcuts, negative phrases and tile color are the host's. A record of
    /// an included module whose name the file already holds is left out, and returned with the
    /// module whose record it is: the file cannot hold two of one name. The problems are the
    /// host's; each included module's stay with its own document.
    package func including(_ included: [(module: String, document: MetadataDocument)])
        -> (document: MetadataDocument, leftOut: [(module: String, problem: MetadataProblem)]) {
        guard case .object(var members) = json else { return (self, []) }
        var merged = self
        var leftOut: [(module: String, problem: MetadataProblem)] = []
        for (module, other) in included {
            guard case .object(let otherMembers) = other.json else { continue }
            for key in ["actions", "entities", "queries", "enums"] {
                let records = Self.records(members[key]), more = Self.records(otherMembers[key])
                var combined = records
                for (name, record) in more.sorted(by: { $0.key < $1.key }) {
                    guard combined[name] == nil else {
                        leftOut.append((module, MetadataProblem(kind: .notWritable,
                            message: "`\(module).\(name)` is left out: the file already holds a record named `\(name)`, and it holds one of each name",
                            place: other.places["\(key).\(name)"])))
                        continue
                    }
                    combined[name] = record
                    merged.places["\(key).\(name)"] = other.places["\(key).\(name)"]
                }
                members[key] = key == "enums" ? .array(combined.keys.sorted().map { combined[$0]! }) : .object(combined)
            }
        }
        merged.json = .object(members)
        return (merged, leftOut)
    }

    /// A collection's records by name: an object's members, or an array's records by `identifier`.
    private static func records(_ collection: JSONValue?) -> [String: JSONValue] {
        switch collection {
        case .object(let records)?: return records
        case .array(let records)?:
            return Dictionary(records.map { record in
                if case .object(let fields) = record, case .string(let identifier)? = fields["identifier"] { return (identifier, record) }
                return ("", record)
            }, uniquingKeysWith: { first, _ in first })
        default: return [:]
        }
    }
}
