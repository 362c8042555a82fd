import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest

/// Something the sources hold that stops the export, or that lint-intents cannot write as Xcode
/// would. An error means no file is written: Xcode's processor halts on the same sources (a value
/// that is not a compile-time constant), or the value's form in Apple's format is not on record
/// (a parameter type no real file shows). A warning means the file is written without the field.
package struct MetadataProblem: Sendable, Hashable {
    package enum Severity: String, Sendable {
        case error, warning
    }

    package var severity: Severity
    package var message: String
    /// Where in the sources; its file relative to the module's root.
    package var place: SourceReference?
}

/// A module's `extract.actionsdata`, and what kept it from being whole.
package struct MetadataDocument: Sendable {
    /// The file's value; write it with `AppleJSONText.compact`.
    package var json: JSONValue
    package var problems: [MetadataProblem]

    /// Whether the file can be written: nothing stops the export.
    package var isExportable: Bool { !problems.contains { $0.severity == .error } }

    /// Whether the module exports nothing: no intent, entity, enum, query or App Shortcut.
    package var isEmpty: Bool {
        guard case .object(let members) = json else { return true }
        return ["actions", "entities", "enums", "queries", "autoShortcuts"].allSatisfy { key in
            switch members[key] {
            case .object(let records)?: return records.isEmpty
            case .array(let records)?: return records.isEmpty
            default: return true
            }
        }
    }
}

/// Writes Apple's `extract.actionsdata` for one module from its manifest and type index, as
/// Xcode 27's `appintentsmetadataprocessor` writes it. Each field's source, and the real files
/// that show it, are in docs/metadata.md.
package enum MetadataWriter {
    package static func document(_ manifest: Manifest, index: TypeIndex, settings: MetadataBuildSettings) -> MetadataDocument {
        var writer = DocumentWriter(manifest: manifest, index: index, settings: settings)
        let json = writer.document()
        return MetadataDocument(json: json, problems: writer.problems)
    }
}

/// One document being written: the records the build keeps, and what went wrong so far.
struct DocumentWriter {
    let manifest: Manifest
    let index: TypeIndex
    let settings: MetadataBuildSettings
    /// The records a build with `settings` compiles (their `#if` conditions hold), by name.
    let actions: [ActionRecord]
    let entities: [String: EntityRecord]
    let enums: [String: EnumRecord]
    let queries: [String: QueryRecord]
    /// The queries the entities' `defaultQuery` create, by qualified name.
    let defaultQueries: Set<String>
    var problems: [MetadataProblem] = []
    /// The warnings so far, each said once.
    private var warned: Set<MetadataProblem> = []
    /// The strings tables localized strings name (`table:`), which the file does not record, with
    /// how many strings name each and where the first is.
    var tables: [String: (count: Int, first: SourceReference)] = [:]

    init(manifest: Manifest, index: TypeIndex, settings: MetadataBuildSettings) {
        self.manifest = manifest
        self.index = index
        self.settings = settings
        actions = manifest.actions.values.filter { settings.holds($0.conditions) }.sorted { $0.identifier < $1.identifier }
        entities = manifest.entities.filter { settings.holds($0.value.conditions) }
        enums = Dictionary(manifest.enums.filter { settings.holds($0.conditions) }.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        queries = manifest.queries.filter { settings.holds($0.value.conditions) }
        defaultQueries = Set(entities.values.compactMap { entity in entity.defaultQuery.flatMap { index.lookUp($0, from: entity.identifier) } })
    }

    mutating func document() -> JSONValue {
        var actionMembers: [String: JSONValue] = [:]
        for record in actions {
            if let (key, value) = action(record) { add(value, as: key, to: &actionMembers, family: "intent", place: record.location) }
        }
        var entityMembers: [String: JSONValue] = [:]
        for record in entities.values.sorted(by: { $0.identifier < $1.identifier }) {
            if let value = entity(record) { add(value, as: simpleName(record.identifier), to: &entityMembers, family: "entity", place: record.location) }
        }
        var enumsByIdentifier: [String: JSONValue] = [:]
        for record in enums.values.sorted(by: { $0.identifier < $1.identifier }) {
            if let value = appEnum(record) { add(value, as: simpleName(record.identifier), to: &enumsByIdentifier, family: "enum", place: record.location) }
        }
        var queryMembers: [String: JSONValue] = [:]
        for record in queries.values.sorted(by: { $0.identifier < $1.identifier }) {
            if let value = query(record) { add(value, as: simpleName(record.identifier), to: &queryMembers, family: "query", place: record.location) }
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
            warning("\(use.count) localized string\(use.count == 1 ? " names" : "s name") the table `\(table)`, and \(use.count == 1 ? "is" : "are") written with \(use.count == 1 ? "its key" : "their keys") only: no extract.actionsdata on record shows how it records a table", at: use.first)
        }
        return .object(members)
    }

    /// Adds a record under its identifier; two records of one family with the same identifier stop
    /// the export, as Xcode's "Found multiple, identical identifiers for query" does.
    private mutating func add(_ value: JSONValue, as key: String, to members: inout [String: JSONValue], family: String, place: SourceReference) {
        guard members[key] == nil else {
            error("two \(family) types are named `\(key)`; the exported metadata identifies each by its name alone, so Xcode's export stops (\"Found multiple, identical identifiers\"): rename one", at: place)
            return
        }
        members[key] = value
    }

    /// What the sources declare that the file does not hold, because no real file shows its form.
    private mutating func notWritten() {
        for record in manifest.unionValues.values.sorted(by: { $0.identifier < $1.identifier }) {
            warning("the union value `\(record.identifier)` is not written: no extract.actionsdata on record shows how it records one", at: record.location)
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

    /// A localized string the build reads, or nil (and an error) when it is not a constant.
    mutating func localized(_ value: Evaluated<LocalizedString>?, _ what: String, at place: SourceReference) -> JSONValue? {
        switch value {
        case .constant(let string)?:
            if let table = string.table {
                tables[table, default: (0, place)].count += 1
            }
            return localizedJSON(string)
        case .nonConstant(let culprit)?:
            nonConstant(culprit, what)
            return nil
        case nil:
            return nil
        }
    }

    mutating func nonConstant(_ value: NonConstantValue, _ what: String) {
        error("\(what) is not a compile-time constant (`\(value.expression)` \(value.reason)), so Xcode's metadata export stops here too", at: value.location)
    }

    /// Messages quote source (a type written over two lines), and each is one line.
    mutating func error(_ message: String, at place: SourceReference?) {
        problems.append(MetadataProblem(severity: .error, message: QuotedText.singleLine(message), place: place))
    }

    mutating func warning(_ message: String, at place: SourceReference?) {
        let problem = MetadataProblem(severity: .warning, message: QuotedText.singleLine(message), place: place)
        if warned.insert(problem).inserted { problems.append(problem) }
    }

    /// Whether the type follows an assistant schema (`@AppIntent(schema:)`), which stops the file
    /// being written: no real file shows how one is recorded next to its source.
    mutating func followsSchema(_ schema: String?, _ identifier: String, at place: SourceReference) -> Bool {
        guard let schema else { return false }
        error("`\(identifier)` follows the assistant schema `\(schema)`, which lint-intents does not write: no extract.actionsdata on record shows one next to its source", at: place)
        return true
    }

    /// `{"assistantOnly": false, "isDiscoverable": …}`.
    func visibility(_ isDiscoverable: Bool = true) -> JSONValue {
        .object(["assistantOnly": .bool(false), "isDiscoverable": .bool(isDiscoverable)])
    }

    // MARK: Types

    /// The type named `qualifiedName` (`Outer.Inner`) as the compiler mangles it, or nil (and an
    /// error) when a type on its path is not declared in the module as a struct, class, actor or
    /// enum.
    mutating func mangledName(_ qualifiedName: String, at place: SourceReference) -> String? {
        var components: [SwiftMangling.Component] = []
        var prefix = ""
        var isInsidePrivateType = false
        for name in qualifiedName.split(separator: ".").map(String.init) {
            prefix = prefix.isEmpty ? name : prefix + "." + name
            guard let part = index.entries[prefix]?.declaration else {
                error("`\(prefix)` is not declared in this module, so lint-intents cannot write the mangled name of `\(qualifiedName)`", at: place)
                return nil
            }
            let kind: SwiftMangling.Kind
            switch part.declaration.kind {
            case .struct: kind = .struct
            case .class, .actor: kind = .class
            case .enum: kind = .enum
            case .protocol, .extension:
                error("`\(prefix)` is not a struct, class, actor or enum, so lint-intents cannot write the mangled name of `\(qualifiedName)`", at: place)
                return nil
            }
            // The outermost private type carries the discriminator; a type inside it is private
            // because it is (the scanner marks both), and carries none of its own.
            let isPrivate = part.declaration.isFilePrivate && !isInsidePrivateType
            isInsidePrivateType = isInsidePrivateType || part.declaration.isFilePrivate
            components.append(SwiftMangling.Component(name: name, kind: kind, privateFileName: isPrivate ? Paths.lastComponent(part.file) : nil))
        }
        guard let mangled = SwiftMangling.typeName(module: manifest.module, path: components) else {
            error("`\(qualifiedName)` is not a name lint-intents can mangle", at: place)
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
    /// metadata, or nil (and an error naming `what`) when no real file shows how it is written.
    mutating func resolvedType(_ written: String, context: String, _ what: String, at place: SourceReference) -> ValueTypeCoding.Resolved? {
        if let resolved = resolvedTypeIfKnown(written, context: context) { return resolved }
        error("\(what) has the type `\(written)`, whose form in extract.actionsdata is not on record (lint-intents writes String, Bool, Int, Double, Date, DateComponents, URL, IntentFile, Duration, the module's entities and enums, and arrays of them), so lint-intents writes no file", at: place)
        return nil
    }

    func resolvedTypeIfKnown(_ written: String, context: String) -> ValueTypeCoding.Resolved? {
        let type = ValueTypeCoding.normalized(index.resolvingTypealiases(ValueTypeCoding.normalized(written), in: context))
        if let element = ValueTypeCoding.arrayElement(type) {
            return resolvedTypeIfKnown(element, context: context).map { .array($0) }
        }
        if let code = ValueTypeCoding.primitiveCodes[type] { return .primitive(code) }
        if type == "IntentFile" { return .intentFile }
        if type == "Duration" { return .duration }
        guard let qualified = index.lookUp(type, from: context) else { return nil }
        if entities[qualified] != nil { return .entity(qualified) }
        if enums[qualified] != nil { return .enumeration(qualified) }
        return nil
    }

    /// The entity record `resolved` names, for an entity or an array of them.
    func entityRecord(_ resolved: ValueTypeCoding.Resolved) -> EntityRecord? {
        switch resolved {
        case .entity(let name): return entities[name]
        case .array(let member): return entityRecord(member)
        default: return nil
        }
    }

    /// The query an entity's `defaultQuery` creates.
    func defaultQuery(of entity: EntityRecord) -> QueryRecord? {
        guard let written = entity.defaultQuery, let qualified = index.lookUp(written, from: entity.identifier) else { return nil }
        return queries[qualified]
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
    /// holds the records of the statically linked modules whose `AppIntentsPackage` it includes:
    /// intents, entities, enums and queries; the App Shortcuts, negative phrases and tile color
    /// are the host's. Returns the names that two modules both use for one kind of record, which
    /// the file cannot hold twice.
    package func including(_ included: [MetadataDocument]) -> (document: MetadataDocument, collisions: [String]) {
        guard case .object(var members) = json else { return (self, []) }
        var collisions: [String] = []
        for other in included {
            guard case .object(let otherMembers) = other.json else { continue }
            for key in ["actions", "entities", "queries"] {
                guard case .object(var records)? = members[key], case .object(let more)? = otherMembers[key] else { continue }
                for (name, record) in more {
                    if records[name] != nil { collisions.append("\(key).\(name)") } else { records[name] = record }
                }
                members[key] = .object(records)
            }
            if case .array(let enums)? = members["enums"], case .array(let more)? = otherMembers["enums"] {
                members["enums"] = .array((enums + more).sorted { Self.identifier($0) < Self.identifier($1) })
            }
        }
        return (MetadataDocument(json: .object(members), problems: problems + included.flatMap(\.problems)), collisions)
    }

    private static func identifier(_ record: JSONValue) -> String {
        if case .object(let members) = record, case .string(let identifier)? = members["identifier"] { return identifier }
        return ""
    }
}
