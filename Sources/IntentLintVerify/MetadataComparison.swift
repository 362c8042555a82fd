import IntentLintSupport
import IntentLintManifest
import IntentLintCore

/// One module of the sources, as `verify` reads it.
package struct SourceModule: Sendable {
    /// Discovery's id for the module (a project file and target), for `--module` and apps.
    package var id: String
    package var name: String
    package var manifest: Manifest
    /// A manifest's file path (relative to the module's root) as reports show it.
    package var displayPath: @Sendable (String) -> String

    package init(id: String, name: String, manifest: Manifest, displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.id = id
        self.name = name
        self.manifest = manifest
        self.displayPath = displayPath
    }

    /// Whether the module declares anything the build exports.
    package var declaresAppIntents: Bool {
        !manifest.actions.isEmpty || !manifest.entities.isEmpty || !manifest.enums.isEmpty || !manifest.autoShortcuts.isEmpty
    }
}

/// The records one module has in the exported metadata, from one file or several (a statically
/// linked module's records can be in the app's file and an extension's), each with its file.
struct ExportedModule {
    struct Located<Record> {
        var record: Record
        var file: String
    }

    var name: String
    var actions: [Located<ExportedMetadata.Action>] = []
    var entities: [Located<ExportedMetadata.Entity>] = []
    var enums: [Located<ExportedMetadata.AppEnum>] = []
    var queries: [Located<ExportedMetadata.Query>] = []
    var autoShortcuts: [Located<ExportedMetadata.AppShortcut>] = []
    var negativePhrases: Located<[(text: String, place: ExportedMetadata.Place)]>?
    /// The files it came from, in order.
    var files: [String] = []

    var isEmpty: Bool {
        actions.isEmpty && entities.isEmpty && enums.isEmpty && queries.isEmpty && autoShortcuts.isEmpty
    }
}

/// Compares one module's manifest with what Xcode exported for that module, and reports each
/// difference as a `Finding` of its `VerifyCheck`: what the sources declare and the export
/// lacks at its declaration, what only the export holds at its place in the metadata file, and
/// each field where the two disagree at the declaration, with the export's place as a related
/// location.
///
/// Only what both sides state is compared, and only where the meaning of Apple's field is on
/// record (docs/verify.md): a value the sources leave unset, or that is not a compile-time
/// constant, is not compared; nor is a declaration under `#if`, which one build leaves out.
struct MetadataComparison {
    let module: SourceModule
    let exported: ExportedModule
    private var findings: [Finding] = []

    init(module: SourceModule, exported: ExportedModule) {
        self.module = module
        self.exported = exported
    }

    static func findings(comparing module: SourceModule, with exported: ExportedModule) -> [Finding] {
        var comparison = MetadataComparison(module: module, exported: exported)
        comparison.compareActions()
        comparison.compareEntities()
        comparison.compareEnums()
        comparison.compareQueries()
        comparison.compareAppShortcuts()
        return comparison.findings
    }

    private var manifest: Manifest { module.manifest }

    // MARK: Reporting

    private func sourcePlace(_ reference: SourceReference) -> (file: String, location: SourceLocation) {
        (module.displayPath(reference.file), reference.location)
    }

    /// A finding at a declaration in the sources, with its place in the export as related.
    private mutating func atSource(_ check: VerifyCheck, _ message: String, _ reference: SourceReference, subject: String,
                                   exportedAt place: ExportedMetadata.Place? = nil, in file: String? = nil) {
        let source = sourcePlace(reference)
        var related: [RelatedLocation] = []
        if let place, let file { related.append(RelatedLocation(file: file, location: place, message: "in the exported metadata")) }
        findings.append(Finding(ruleIdentifier: check.identifier, severity: check.severity, message: message, file: source.file,
                                location: source.location, lineText: "verify \(module.name) \(subject)", related: related))
    }

    /// A finding at a place in the metadata file, with the declaration it belongs to as related.
    private mutating func atExport(_ check: VerifyCheck, _ message: String, _ place: ExportedMetadata.Place, in file: String,
                                   subject: String, declaredAt reference: SourceReference? = nil) {
        var related: [RelatedLocation] = []
        if let reference {
            let source = sourcePlace(reference)
            related.append(RelatedLocation(file: source.file, location: source.location, message: "declared here"))
        }
        findings.append(Finding(ruleIdentifier: check.identifier, severity: check.severity, message: message, file: file,
                                location: place, lineText: "verify \(module.name) \(subject)", related: related))
    }

    private static func quoted(_ text: String) -> String { QuotedText.quoted(text) }

    /// The key of a constant localized string.
    private static func key(_ value: Evaluated<LocalizedString>?) -> String? {
        value?.constantValue?.key
    }

    /// Pairs records by name: the same name within the module, else the same last component
    /// (an export that names a nested type by its own name), each record once.
    private static func pair<Source, Exported>(_ sources: [Source], _ exported: [ExportedModule.Located<Exported>],
                                                sourceName: (Source) -> String, exportedName: (Exported) -> String)
        -> (pairs: [(Source, ExportedModule.Located<Exported>)], onlyInSources: [Source], onlyInExport: [ExportedModule.Located<Exported>]) {
        var remaining = exported
        var pairs: [(Source, ExportedModule.Located<Exported>)] = []
        var onlyInSources: [Source] = []
        func lastComponent(_ name: String) -> Substring { name.split(separator: ".").last ?? Substring(name) }
        for source in sources {
            let name = sourceName(source)
            if let index = remaining.firstIndex(where: { exportedName($0.record) == name })
                ?? remaining.firstIndex(where: { lastComponent(exportedName($0.record)) == lastComponent(name) }) {
                pairs.append((source, remaining.remove(at: index)))
            } else {
                onlyInSources.append(source)
            }
        }
        return (pairs, onlyInSources, remaining)
    }

    // MARK: Intents

    private mutating func compareActions() {
        let sources = manifest.actions.values.sorted { $0.identifier < $1.identifier }
        let matched = Self.pair(sources, exported.actions, sourceName: \.identifier, exportedName: \.name)
        for action in matched.onlyInSources where action.conditions.isEmpty {
            atSource(.intentNotExported, "Intent `\(action.identifier)` is declared here but missing from the exported metadata " +
                "(\(exported.files.joined(separator: ", "))), so Shortcuts and Siri do not offer it: the product was built from other " +
                "sources, or the export left it out; rebuild, and read the build log's App Intents diagnostics",
                     action.location, subject: "intent \(action.identifier)")
        }
        for extra in matched.onlyInExport {
            atExport(.intentOnlyInExport, "The exported metadata holds intent `\(extra.record.name)`, which module `\(module.name)` does " +
                "not declare: the product comes from a stale build or another target; rebuild it from these sources",
                     extra.record.place, in: extra.file, subject: "exported intent \(extra.record.name)")
        }
        for (action, counterpart) in matched.pairs {
            compare(action, counterpart.record, file: counterpart.file)
        }
    }

    private mutating func compare(_ action: ActionRecord, _ exported: ExportedMetadata.Action, file: String) {
        let name = action.identifier
        if let source = Self.key(action.title), let export = exported.title, source != export {
            atSource(.intentDiffers,
                "The title of intent `\(name)` is \(Self.quoted(source)) here and \(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                     action.location, subject: "intent \(name) title", exportedAt: exported.place, in: file)
        }
        if let source = Self.key(action.description), let export = exported.description, source != export {
            atSource(.intentDiffers,
                "The description of intent `\(name)` is \(Self.quoted(source)) here and \(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                     action.location, subject: "intent \(name) description", exportedAt: exported.place, in: file)
        }
        for (setting, source, export) in [("openAppWhenRun", action.openAppWhenRun?.constantValue, exported.openAppWhenRun),
                                          ("isDiscoverable", action.isDiscoverable?.constantValue, exported.isDiscoverable)] {
            if let source, let export, source != export {
                atSource(.intentDiffers, "`\(setting)` of intent `\(name)` is \(source) here and \(export) in the exported metadata: the product was built from other sources; rebuild it",
                         action.location, subject: "intent \(name) \(setting)", exportedAt: exported.place, in: file)
            }
        }
        if case .summary(let leaf)? = action.parameterSummary, let source = leaf.formatString, let export = exported.summaryFormat,
           source != export {
            atSource(.intentDiffers,
                "The parameter summary of intent `\(name)` is \(Self.quoted(source)) here and \(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                     leaf.location, subject: "intent \(name) summary", exportedAt: exported.place, in: file)
        }
        compareParameters(of: action, exported, file: file)
    }

    private mutating func compareParameters(of action: ActionRecord, _ exported: ExportedMetadata.Action, file: String) {
        let name = action.identifier
        var remaining = exported.parameters
        for parameter in action.parameters {
            let subject = "intent \(name) parameter \(parameter.name)"
            guard let index = remaining.firstIndex(where: { $0.name == parameter.name }) else {
                if parameter.conditions.isEmpty {
                    atSource(.parameterDiffers, "Parameter `\(parameter.name)` of intent `\(name)` is declared here but missing from the " +
                        "exported metadata, so Shortcuts cannot set it: the product was built from other sources; rebuild it",
                             parameter.location, subject: subject, exportedAt: exported.place, in: file)
                }
                continue
            }
            let counterpart = remaining.remove(at: index)
            func differs(_ what: String, _ source: String, _ export: String) {
                atSource(.parameterDiffers,
                    "The \(what) of parameter `\(parameter.name)` of intent `\(name)` is \(source) here and \(export) in the exported metadata: the product was built from other sources; rebuild it",
                         parameter.location, subject: "\(subject) \(what)", exportedAt: counterpart.place, in: file)
            }
            if let source = Self.key(parameter.title), let export = counterpart.title, source != export {
                differs("title", Self.quoted(source), Self.quoted(export))
            }
            if let export = counterpart.isOptional, export != parameter.isOptional {
                atSource(.parameterDiffers, "Parameter `\(parameter.name)` of intent `\(name)` is " +
                    "\(parameter.isOptional ? "optional" : "not optional") here and \(export ? "optional" : "not optional") in the exported " +
                    "metadata: the product was built from other sources; rebuild it",
                         parameter.location, subject: "\(subject) optionality", exportedAt: counterpart.place, in: file)
            }
            if let expected = expectedValueType(parameter.valueType), let export = counterpart.valueType,
               let same = Self.matches(expected, export), !same {
                differs("type", "`\(parameter.valueType)`", "`\(export)`")
            }
            if let (source, export) = defaultDifference(of: parameter, counterpart) {
                differs("default value", source, export)
            }
        }
        for extra in remaining {
            atExport(.parameterDiffers,
                "The exported metadata gives intent `\(name)` a parameter `\(extra.name)` that its declaration does not have: the product comes from a stale build or another target; rebuild it",
                     extra.place, in: file, subject: "intent \(name) exported parameter \(extra.name)", declaredAt: action.location)
        }
    }

    /// The default as the sources and the export give it, when the two differ.
    private func defaultDifference(of parameter: ParameterRecord, _ exported: ExportedMetadata.Parameter) -> (String, String)? {
        // A default that is not a compile-time constant is not compared.
        if case .nonConstant? = parameter.defaultValue { return nil }
        let source = parameter.defaultValue?.constantValue
        switch (source, exported.defaultValue) {
        case (nil, let export?) where export != .other:
            return ("none", export.description)
        case (let source?, nil) where exported.hasTypeSpecificMetadata:
            return Self.comparableText(source).map { ($0, "none") }
        case (let source?, let export?):
            if let same = defaultMatches(source, export), !same, let text = Self.comparableText(source) {
                return (text, export.description)
            }
            return nil
        default:
            return nil
        }
    }

    /// A default lint-intents compares, as the sources write it; nil for one it does not.
    private static func comparableText(_ value: TypedConstant) -> String? {
        switch value {
        case .string(let text): return quoted(text)
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .bool(let flag): return String(flag)
        case .enumCase(let name): return ".\(name)"
        case .nil, .expression: return nil
        }
    }

    /// Whether a default matches the exported one; nil when they cannot be compared. `Bool`
    /// defaults are exported as the integers 0 and 1, an enum case as its raw value.
    private func defaultMatches(_ source: TypedConstant, _ export: ExportedMetadata.DefaultValue) -> Bool? {
        switch (source, export) {
        case (.string(let text), .string(let exported)): return text == exported
        case (.int(let number), .integer(let exported)): return number == exported
        case (.int(let number), .double(let exported)): return Double(number) == exported
        case (.double(let number), .double(let exported)): return number == exported
        case (.double(let number), .integer(let exported)): return number == Double(exported)
        case (.bool(let flag), .integer(let exported)): return (flag ? 1 : 0) == exported
        case (.bool(let flag), .bool(let exported)): return flag == exported
        case (.enumCase(let name), .string(let exported)):
            let rawValues = manifest.enums.flatMap(\.cases).filter { $0.name == name }.compactMap { Self.identifier(of: $0) }
            return exported == name || rawValues.contains(exported)
        case (_, .other), (.nil, _), (.expression, _): return nil
        default: return false
        }
    }

    /// The `valueType` the build writes for a parameter declared with `written`, when its code
    /// is on record: the primitives real files show, `IntentFile`, arrays, and the module's own
    /// entities and enums.
    func expectedValueType(_ written: String) -> ExportedMetadata.ValueType? {
        var type = written.filter { !$0.isWhitespace }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst("Optional<".count).dropLast()) }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            return expectedValueType(String(type.dropFirst().dropLast())).map { .array($0) }
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") {
            return expectedValueType(String(type.dropFirst("Array<".count).dropLast())).map { .array($0) }
        }
        if let code = ValueTypeNames.primitiveCodes[type] { return .primitive(code) }
        if type == "IntentFile" { return .intents(12) }
        guard !type.contains("<") else { return nil }
        let base = String(type.split(separator: ".").last ?? Substring(type))
        if manifest.entities.values.contains(where: { Self.lastComponent($0.identifier) == base }) { return .entity(base) }
        if manifest.enums.contains(where: { Self.lastComponent($0.identifier) == base }) { return .enumeration(base) }
        return nil
    }

    /// Whether the exported type is the expected one; nil when the export's kind is one not compared.
    static func matches(_ expected: ExportedMetadata.ValueType, _ exported: ExportedMetadata.ValueType) -> Bool? {
        switch (expected, exported) {
        case (_, .other): return nil
        case (.array(let member), .array(let exportedMember)): return matches(member, exportedMember)
        case (.entity(let name), .entity(let exportedName)), (.enumeration(let name), .enumeration(let exportedName)):
            return lastComponent(exportedName) == name
        default: return expected == exported
        }
    }

    private static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    // MARK: Entities

    private mutating func compareEntities() {
        let sources = manifest.entities.values.sorted { $0.identifier < $1.identifier }
        let matched = Self.pair(sources, exported.entities, sourceName: \.identifier, exportedName: \.name)
        for entity in matched.onlyInSources where entity.conditions.isEmpty {
            atSource(.entityNotExported, "Entity `\(entity.identifier)` is declared here but missing from the exported metadata " +
                "(\(exported.files.joined(separator: ", "))), so parameters of its type cannot be filled: the product was built from other " +
                "sources, or the export left it out; rebuild, and read the build log's App Intents diagnostics",
                     entity.location, subject: "entity \(entity.identifier)")
        }
        for extra in matched.onlyInExport {
            atExport(.entityOnlyInExport, "The exported metadata holds entity `\(extra.record.name)`, which module `\(module.name)` does " +
                "not declare: the product comes from a stale build or another target; rebuild it from these sources",
                     extra.record.place, in: extra.file, subject: "exported entity \(extra.record.name)")
        }
        for (entity, counterpart) in matched.pairs {
            let exported = counterpart.record
            let name = entity.identifier
            if let source = entity.typeDisplayRepresentation?.constantValue?.title.key, let export = exported.displayName, source != export {
                atSource(.entityDiffers,
                    "The display name of entity `\(name)` is \(Self.quoted(source)) here and \(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                         entity.location, subject: "entity \(name) display name", exportedAt: exported.place, in: counterpart.file)
            }
            if let source = entity.defaultQuery, let export = exported.defaultQuery, Self.lastComponent(source) != Self.lastComponent(export) {
                atSource(.entityDiffers, "The default query of entity `\(name)` is `\(source)` here and `\(export)` in the exported metadata: the product was built from other sources; rebuild it",
                         entity.location, subject: "entity \(name) default query", exportedAt: exported.place, in: counterpart.file)
            }
            var remaining = exported.properties
            for property in entity.properties {
                guard let index = remaining.firstIndex(where: { $0.identifier == property.name }) else {
                    // Only `@Property` is on record in exported files; computed and deferred
                    // properties may be written elsewhere.
                    if property.kind == "Property" {
                        atSource(.entityDiffers,
                            "Property `\(property.name)` of entity `\(name)` is declared here but missing from the exported metadata: the product was built from other sources; rebuild it",
                                 property.location, subject: "entity \(name) property \(property.name)", exportedAt: exported.place, in: counterpart.file)
                    }
                    continue
                }
                let exportedProperty = remaining.remove(at: index)
                if let source = Self.key(property.title), let export = exportedProperty.title, source != export {
                    atSource(.entityDiffers, "The title of property `\(property.name)` of entity `\(name)` is \(Self.quoted(source)) here " +
                        "and \(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                             property.location, subject: "entity \(name) property \(property.name) title", exportedAt: exportedProperty.place, in: counterpart.file)
                }
            }
            for extra in remaining {
                atExport(.entityDiffers, "The exported metadata gives entity `\(name)` a property `\(extra.identifier)` that its " +
                    "declaration does not have: the product comes from a stale build or another target; rebuild it",
                         extra.place, in: counterpart.file, subject: "entity \(name) exported property \(extra.identifier)", declaredAt: entity.location)
            }
        }
    }

    // MARK: Enums

    /// What a saved shortcut stores for a case, and what the export calls it: its raw value.
    static func identifier(of enumCase: EnumCaseRecord) -> String? {
        switch enumCase.rawValue {
        case .string(let text)?: return text
        case .integer(let number)?: return String(number)
        case .number(let number)?: return String(number)
        default: return enumCase.name
        }
    }

    private mutating func compareEnums() {
        let matched = Self.pair(manifest.enums, exported.enums, sourceName: \.identifier, exportedName: \.name)
        for appEnum in matched.onlyInSources where appEnum.conditions.isEmpty {
            atSource(.enumNotExported, "AppEnum `\(appEnum.identifier)` is declared here but missing from the exported metadata " +
                "(\(exported.files.joined(separator: ", "))): the product was built from other sources, or the export left it out; rebuild, and read the build log's App Intents diagnostics",
                     appEnum.location, subject: "enum \(appEnum.identifier)")
        }
        for extra in matched.onlyInExport {
            atExport(.enumOnlyInExport, "The exported metadata holds AppEnum `\(extra.record.name)`, which module `\(module.name)` does not " +
                "declare: the product comes from a stale build or another target; rebuild it from these sources",
                     extra.record.place, in: extra.file, subject: "exported enum \(extra.record.name)")
        }
        for (appEnum, counterpart) in matched.pairs {
            let exported = counterpart.record
            let name = appEnum.identifier
            if let source = appEnum.typeDisplayRepresentation?.constantValue?.title.key, let export = exported.displayName, source != export {
                atSource(.enumDiffers,
                    "The display name of AppEnum `\(name)` is \(Self.quoted(source)) here and \(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                         appEnum.location, subject: "enum \(name) display name", exportedAt: exported.place, in: counterpart.file)
            }
            // The cases the app offers: an explicit `allCases`, else every case.
            var offered = appEnum.cases
            if case .constant(let names)? = appEnum.allCases {
                offered = appEnum.cases.filter { names.contains($0.name) }
            } else if appEnum.allCases != nil {
                continue
            }
            var remaining = exported.cases
            let sourceIdentifiers = Set(offered.compactMap(Self.identifier(of:)))
            for enumCase in offered {
                guard let identifier = Self.identifier(of: enumCase) else { continue }
                guard let index = remaining.firstIndex(where: { $0.identifier == identifier }) else {
                    // A case of the same title whose identifier the sources do not have: the
                    // same case, with another raw value.
                    let title = enumCase.displayRepresentation?.constantValue?.title.key
                    if let title, let renamed = remaining.firstIndex(where: { $0.title == title && !sourceIdentifiers.contains($0.identifier) }) {
                        let other = remaining.remove(at: renamed)
                        atSource(.enumDiffers, "Case `\(enumCase.name)` of AppEnum `\(name)` has the identifier \(Self.quoted(identifier)) " +
                            "here and \(Self.quoted(other.identifier)) in the exported metadata, and saved shortcuts store the identifier: the product was built from other sources; rebuild it",
                                 enumCase.location, subject: "enum \(name) case \(identifier) identifier", exportedAt: other.place, in: counterpart.file)
                        continue
                    }
                    atSource(.enumDiffers, "Case `\(enumCase.name)` of AppEnum `\(name)` (identifier \(Self.quoted(identifier))) is " +
                        "declared here but missing from the exported metadata: the product was built from other sources; rebuild it",
                             enumCase.location, subject: "enum \(name) case \(identifier)", exportedAt: exported.place, in: counterpart.file)
                    continue
                }
                let exportedCase = remaining.remove(at: index)
                if let source = enumCase.displayRepresentation?.constantValue?.title.key, let export = exportedCase.title, source != export {
                    atSource(.enumDiffers, "The title of case `\(enumCase.name)` of AppEnum `\(name)` is \(Self.quoted(source)) here and " +
                        "\(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                             enumCase.location, subject: "enum \(name) case \(identifier) title", exportedAt: exportedCase.place, in: counterpart.file)
                }
            }
            for extra in remaining {
                atExport(.enumDiffers, "The exported metadata gives AppEnum `\(name)` a case with identifier " +
                    "\(Self.quoted(extra.identifier)) that its declaration does not have: the product comes from a stale build or another target; rebuild it",
                         extra.place, in: counterpart.file, subject: "enum \(name) exported case \(extra.identifier)", declaredAt: appEnum.location)
            }
        }
    }

    // MARK: Queries

    /// Queries of the `EntityQuery` family; an `IntentValueQuery` alone may be written elsewhere.
    private static func isEntityQuery(_ query: QueryRecord) -> Bool {
        !(query.protocols.contains("IntentValueQuery") && !query.protocols.contains { $0.hasSuffix("EntityQuery") || $0 == "EntityQuery" })
    }

    private mutating func compareQueries() {
        let sources = manifest.queries.values.filter(Self.isEntityQuery).sorted { $0.identifier < $1.identifier }
        let matched = Self.pair(sources, exported.queries, sourceName: \.identifier, exportedName: \.name)
        for query in matched.onlyInSources where query.conditions.isEmpty {
            atSource(.queryNotExported, "Entity query `\(query.identifier)` is declared here but missing from the exported metadata " +
                "(\(exported.files.joined(separator: ", "))): the product was built from other sources, or the export left it out; rebuild, and read the build log's App Intents diagnostics",
                     query.location, subject: "query \(query.identifier)")
        }
        for extra in matched.onlyInExport {
            atExport(.queryOnlyInExport, "The exported metadata holds entity query `\(extra.record.name)`, which module `\(module.name)` " +
                "does not declare: the product comes from a stale build or another target; rebuild it from these sources",
                     extra.record.place, in: extra.file, subject: "exported query \(extra.record.name)")
        }
        for (query, counterpart) in matched.pairs {
            if let source = query.entityType, let export = counterpart.record.entityType, Self.lastComponent(source) != Self.lastComponent(export) {
                atSource(.queryDiffers, "Entity query `\(query.identifier)` returns `\(source)` here and `\(export)` in the exported metadata: the product was built from other sources; rebuild it",
                         query.location, subject: "query \(query.identifier) entity", exportedAt: counterpart.record.place, in: counterpart.file)
            }
        }
    }

    // MARK: App Shortcuts

    private mutating func compareAppShortcuts() {
        // One module's shortcuts by intent, paired in order: an intent may have several.
        var remaining = exported.autoShortcuts
        for shortcut in manifest.autoShortcuts {
            guard let intent = shortcut.actionIdentifier else { continue }
            let subject = "app shortcut \(intent)"
            guard let index = remaining.firstIndex(where: { Self.lastComponent($0.record.actionIdentifier) == Self.lastComponent(intent) }) else {
                // A shortcut under `#if` is in one build's export only.
                if !shortcut.availability.contains(where: { $0.hasPrefix("#if ") }) {
                    atSource(.appShortcutNotExported, "The App Shortcut for `\(intent)` is declared here but missing from the exported " +
                        "metadata (\(exported.files.joined(separator: ", "))), so its Siri phrases do nothing: only the app target's " +
                        "`AppShortcutsProvider` is exported, and only from a build of these sources; rebuild, and read the build log's App Intents diagnostics",
                             shortcut.location, subject: subject)
                }
                continue
            }
            let counterpart = remaining.remove(at: index)
            compare(shortcut, counterpart.record, file: counterpart.file, subject: subject)
        }
        for extra in remaining {
            atExport(.appShortcutOnlyInExport, "The exported metadata holds an App Shortcut for `\(extra.record.actionIdentifier)`, which " +
                "module `\(module.name)` does not declare: the product comes from a stale build or another target; rebuild it from these sources",
                     extra.record.place, in: extra.file, subject: "exported app shortcut \(extra.record.actionIdentifier)")
        }
        compareNegativePhrases()
    }

    private mutating func compare(_ shortcut: AutoShortcutRecord, _ exported: ExportedMetadata.AppShortcut, file: String, subject: String) {
        let intent = exported.actionIdentifier
        if case .constant(let list) = shortcut.phraseTemplates, list.allSatisfy({ $0.constantValue != nil }) {
            let sourcePhrases = shortcut.readablePhrases
            let exportedTexts = Set(exported.phrases.map(\.text))
            for phrase in sourcePhrases where !exportedTexts.contains(phrase.text.key) {
                atSource(.appShortcutDiffers, "Phrase \(Self.quoted(PhraseText.sourceForm(phrase.text.key))) of the App Shortcut for " +
                    "`\(intent)` is declared here but missing from the exported metadata, so saying it to Siri does nothing: the product was built from other sources; rebuild it",
                         phrase.location, subject: "\(subject) phrase \(phrase.text.key)", exportedAt: exported.place, in: file)
            }
            let sourceTexts = Set(sourcePhrases.map(\.text.key))
            for phrase in exported.phrases where !sourceTexts.contains(phrase.text) {
                atExport(.appShortcutDiffers, "The exported metadata gives the App Shortcut for `\(intent)` the phrase " +
                    "\(Self.quoted(PhraseText.sourceForm(phrase.text))), which its declaration does not have: the product comes from a stale build or another target; rebuild it",
                         phrase.place, in: file, subject: "\(subject) exported phrase \(phrase.text)", declaredAt: shortcut.location)
            }
        }
        if let source = Self.key(shortcut.shortTitle), let export = exported.shortTitle, source != export {
            atSource(.appShortcutDiffers, "The short title of the App Shortcut for `\(intent)` is \(Self.quoted(source)) here and " +
                "\(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                     shortcut.location, subject: "\(subject) short title", exportedAt: exported.place, in: file)
        }
        if let source = shortcut.systemImageName?.constantValue, let export = exported.systemImageName, source != export {
            atSource(.appShortcutDiffers, "The image of the App Shortcut for `\(intent)` is \(Self.quoted(source)) here and " +
                "\(Self.quoted(export)) in the exported metadata: the product was built from other sources; rebuild it",
                     shortcut.location, subject: "\(subject) image", exportedAt: exported.place, in: file)
        }
    }

    private mutating func compareNegativePhrases() {
        guard case .constant(let phrases)? = manifest.negativePhrases, let exportedPhrases = exported.negativePhrases,
              let provider = manifest.autoShortcutProvider else { return }
        let exportedTexts = Set(exportedPhrases.record.map(\.text))
        for phrase in phrases where !exportedTexts.contains(phrase.text.key) {
            atSource(.appShortcutDiffers,
                "Negative phrase \(Self.quoted(phrase.text.key)) is declared here but missing from the exported metadata: the product was built from other sources; rebuild it",
                     phrase.location, subject: "negative phrase \(phrase.text.key)")
        }
        let sourceTexts = Set(phrases.map(\.text.key))
        for phrase in exportedPhrases.record where !sourceTexts.contains(phrase.text) {
            atExport(.appShortcutDiffers, "The exported metadata holds the negative phrase \(Self.quoted(phrase.text)), which " +
                "`\(provider.identifier)` does not declare: the product comes from a stale build or another target; rebuild it",
                     phrase.place, in: exportedPhrases.file, subject: "exported negative phrase \(phrase.text)", declaredAt: provider.location)
        }
    }
}
