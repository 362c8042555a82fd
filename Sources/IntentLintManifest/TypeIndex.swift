#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintSyntax

/// Every type of a module with its extensions merged in, and its App Intents families,
/// followed through the module's own protocols, classes and typealiases.
public struct TypeIndex: Sendable {
    /// One declaration or extension of a type, with the file it is in.
    public struct Part: Sendable {
        package var declaration: TypeDeclaration
        package var file: String
    }

    public struct Entry: Sendable {
        /// `Outer.Inner` for nested types.
        package var qualifiedName: String
        /// The last component of the qualified name: `Inner`.
        package var simpleName: String
        /// Declarations first, then extensions, each in file order.
        package var parts: [Part]
        /// Conformances written on the type and its extensions, with where they were written.
        package var writtenConformances: [(name: String, file: String, location: SourceLocation)]
        package var families: AppIntentsFamilies

        /// The type's own declaration (not an extension), if the module declares it.
        package var declaration: Part? { parts.first { $0.declaration.kind != .extension } }

        /// All properties of the type and its extensions, in order.
        package var properties: [(property: PropertyDeclaration, file: String)] {
            parts.flatMap { part in part.declaration.properties.map { ($0, part.file) } }
        }

        package func property(_ name: String, isStatic: Bool? = nil) -> (property: PropertyDeclaration, file: String)? {
            for part in parts {
                if let property = part.declaration.properties.first(where: { $0.name == name && (isStatic == nil || $0.isStatic == isStatic) }) {
                    return (property, part.file)
                }
            }
            return nil
        }

        package var functions: [FunctionDeclaration] { parts.flatMap(\.declaration.functions) }
        package var typealiases: [TypealiasDeclaration] { parts.flatMap(\.declaration.typealiases) }

        package func attribute(named name: String) -> Attribute? {
            for part in parts {
                if let attribute = part.declaration.attribute(named: name) { return attribute }
            }
            return nil
        }
    }

    package private(set) var entries: [String: Entry] = [:]
    /// The qualified name of the first type with each simple name, and the simple names
    /// several types share.
    private var qualifiedNameBySimpleName: [String: String] = [:]
    private var sharedSimpleNames: Set<String> = []
    /// Qualified names of each family's types, sorted.
    private var members: [AppIntentsFamily: [String]] = [:]
    /// Every typealias of the module by name (file scope and nested), with what it names.
    package private(set) var typealiases: [String: String] = [:]
    /// Each typealias's value by the scope that declares it (a qualified type name, or ""
    /// at file level) and its name; the first declaration of a name in a scope stands.
    private var declaredTypealiases: [String: [String: String]] = [:]
    /// What each typealias followed so far stands for (`resolvingTypealiases`).
    private let resolvedTypealiases = TypealiasResolutions()
    /// The names that are no typealias each typealias stands for, through the others (`reachableConformances`).
    private let aliasTargets = TypealiasTargets()
    /// The names by which a file can add to the App Intents types found so far (the relevance
    /// pre-filter's, `RelevantFiles`).
    package struct RelevantNames: Sendable {
        /// Names that matter wherever a file names them: the module's protocols, classes and
        /// typealiases that pass a family on (a type conforming to one is App Intents code), and
        /// the outermost name of each App Intents type (an extension, a typealias, a key path or an
        /// `.onAppIntentExecution` names it).
        package var mentioned: Set<String> = []
        /// Names that matter only where a file declares or extends them: the inner names of
        /// nested App Intents types, and what the types conform to or are backed by (`Int`,
        /// `Sendable`, a protocol of the module whose extension gives a default member). A use,
        /// such as `let count: Int`, adds nothing to a type declared elsewhere.
        package var declared: Set<String> = []

        package init(mentioned: Set<String> = [], declared: Set<String> = []) {
            self.mentioned = mentioned
            self.declared = declared
        }

        package func subtracting(_ other: RelevantNames) -> RelevantNames {
            RelevantNames(mentioned: mentioned.subtracting(other.mentioned), declared: declared.subtracting(other.declared))
        }

        package mutating func formUnion(_ other: RelevantNames) {
            mentioned.formUnion(other.mentioned)
            declared.formUnion(other.declared)
        }

        package var isEmpty: Bool { mentioned.isEmpty && declared.isEmpty }
    }

    /// What a file must name, and where, to add to the App Intents types found so far.
    package var relevantNames: RelevantNames {
        let mentioned = Set(namesPassingFamilies.keys).subtracting(AppIntentsFamily.markerNames).union(outerNamesOfWrittenMembers)
        return RelevantNames(mentioned: mentioned, declared: namesOfWrittenMembers.subtracting(mentioned))
    }
    /// The families each protocol name stands for (`familiesOfProtocolNames`).
    private var namesPassingFamilies: [String: AppIntentsFamilies] = [:]
    /// The names (each part of a nested name) and written conformances of the types and
    /// extensions that name a family.
    private var namesOfWrittenMembers: Set<String> = []
    /// The outermost part of the names of the types and extensions that name a family.
    private var outerNamesOfWrittenMembers: Set<String> = []
    /// Every declaration (not extension) of each type declared more than once, in file order:
    /// `#if` branches, or two targets' files linted as one module. The index keeps one of them
    /// (`chosenDeclarations`, else the first); `Linter` checks each in turn.
    package private(set) var repeatedDeclarations: [String: [Part]] = [:]
    /// Whether any type names an App Intents family, through a conformance (written, or
    /// reached through the module's protocols, classes and typealiases) or a macro, in any of
    /// its declarations, those of a type declared more than once included. When none does, each
    /// choice among a repeated type's declarations gives an index with no App Intents type and
    /// an empty manifest, so checking each choice in turn (`Linter`) cannot find anything new.
    package private(set) var namesAnyFamily = false

    /// - Parameter chosenDeclarations: for a type declared more than once, which of its
    ///   declarations (counted from 0 in file order) the index keeps; the first by default.
    package init(files: [FileSyntax], moduleName: String, chosenDeclarations: [String: Int] = [:]) {
        let files = files.sorted { $0.path < $1.path }
        var collection = Collection(chosen: chosenDeclarations, modulePrefix: moduleName + ".")
        for file in files {
            for declaration in file.types {
                TypeIndex.collect(declaration, file: file.path, enclosing: nil, into: &collection)
            }
        }
        var collected = collection.entries
        for name in collection.repeatedNames {
            repeatedDeclarations[name] = collection.slots[name]!.declarations
        }
        entries.reserveCapacity(collected.count)
        for position in collected.indices {
            // Declarations before extensions; the sort is stable, so file order stays.
            if collected[position].parts.count > 1 {
                collected[position].parts.sort { ($0.declaration.kind == .extension ? 1 : 0) < ($1.declaration.kind == .extension ? 1 : 0) }
            }
            let entry = collected[position]
            entries[entry.qualifiedName] = entry
            if qualifiedNameBySimpleName.updateValue(entry.qualifiedName, forKey: entry.simpleName) != nil {
                sharedSimpleNames.insert(entry.simpleName)
            }
        }
        typealiases = TypeIndex.typealiases(files)
        for alias in files.flatMap(\.typealiases) where declaredTypealiases["", default: [:]][alias.name] == nil {
            declaredTypealiases["", default: [:]][alias.name] = alias.value
        }
        // Over the parts themselves: `Entry.typealiases` makes an array for every type.
        for entry in collected {
            for part in entry.parts {
                for alias in part.declaration.typealiases where declaredTypealiases[entry.qualifiedName, default: [:]][alias.name] == nil {
                    declaredTypealiases[entry.qualifiedName, default: [:]][alias.name] = alias.value
                }
            }
        }
        let familiesByName = familiesOfProtocolNames(collected)
        namesPassingFamilies = familiesByName
        for entry in collected where !entry.writtenConformances.isEmpty || entry.parts.contains(where: { !$0.declaration.attributes.isEmpty }) {
            let (written, families) = self.families(of: entry, familiesByName: familiesByName)
            if !written.isEmpty { namesAnyFamily = true }
            // Extensions count here: the type they extend may be declared in a file not
            // scanned yet, and that file must be found by its name.
            if !written.isEmpty {
                let parts = entry.qualifiedName.split(separator: ".").map(String.init)
                namesOfWrittenMembers.formUnion(parts)
                if let outer = parts.first { outerNamesOfWrittenMembers.insert(outer) }
                namesOfWrittenMembers.formUnion(entry.writtenConformances.map(\.name))
            }
            guard !families.isEmpty else { continue }
            entries[entry.qualifiedName]!.families = families
            for family in families.members { members[family, default: []].append(entry.qualifiedName) }
        }
        for family in members.keys { members[family]!.sort() }
        if !namesAnyFamily {
            namesAnyFamily = repeatedDeclarations.values.contains { parts in
                parts.contains { TypeIndex.namesFamily($0.declaration, familiesByName) }
            }
        }
    }

    /// Whether the declaration or one nested in it names a family: a conformance that reaches
    /// one in this index, or a family's macro. Checking the declarations of the other choices
    /// this way is enough: a family that only another choice gives a type is passed on from a
    /// declaration of that choice, which names one of these names (a protocol of that choice
    /// that passes a family on conforms to such a name in turn).
    private static func namesFamily(_ declaration: TypeDeclaration, _ familiesByName: [String: AppIntentsFamilies]) -> Bool {
        declaration.inheritance.contains { !(familiesByName[$0.baseName] ?? []).isEmpty }
            || declaration.attributes.contains { AppIntentsFamily.family(ofMacro: $0.name) != nil }
            || declaration.nestedTypes.contains { namesFamily($0, familiesByName) }
    }

    /// What `collect` builds up.
    private struct Collection {
        var chosen: [String: Int]
        /// `Module.`, which an extension may write before the type's name.
        var modulePrefix: String
        var entries: [Entry] = []
        /// What is known of each qualified name, found with one lookup per declaration.
        var slots: [String: Slot] = [:]
        /// Names declared more than once (extensions aside), in the order their second
        /// declaration was met.
        var repeatedNames: [String] = []
    }

    private struct Slot {
        /// The position of the name's entry in `Collection.entries`, once it has one.
        var entry: Int?
        /// The first declaration of the name (extensions aside), and the others: most names
        /// are declared once, and need no array.
        var firstDeclaration: Part?
        var laterDeclarations: [Part] = []

        /// Every declaration of the name seen so far, in order.
        var declarations: [Part] { (firstDeclaration.map { [$0] } ?? []) + laterDeclarations }

        /// Notes `part`, and says where its entry is (`newEntry` if it has none yet), or nil
        /// for a declaration that is not the chosen one; and whether it is the name's second
        /// declaration.
        mutating func add(_ part: Part, chosen: Int, newEntry: Int) -> (entry: Int?, isRepeated: Bool) {
            var isRepeated = false
            if part.declaration.kind != .extension {
                let ordinal = firstDeclaration == nil ? 0 : 1 + laterDeclarations.count
                if ordinal == 0 { firstDeclaration = part } else { laterDeclarations.append(part) }
                isRepeated = ordinal == 1
                guard ordinal == chosen else { return (nil, isRepeated) }
            }
            if entry == nil { entry = newEntry }
            return (entry, isRepeated)
        }
    }

    /// Adds a declaration and its nested types to the entry of its qualified name.
    private static func collect(_ declaration: TypeDeclaration, file: String, enclosing: String?, into collection: inout Collection) {
        var written = declaration.name
        if declaration.kind == .extension, written.hasPrefix(collection.modulePrefix) {
            written = String(written.dropFirst(collection.modulePrefix.count))
        }
        let qualifiedName = enclosing.map { "\($0).\(written)" } ?? written
        let part = Part(declaration: declaration, file: file)
        let chosen = collection.chosen.isEmpty ? 0 : collection.chosen[qualifiedName] ?? 0
        let newEntry = collection.entries.count
        // One lookup: the slot is made, read and changed in place.
        let (position, isRepeated) = collection.slots[qualifiedName, default: Slot()].add(part, chosen: chosen, newEntry: newEntry)
        if isRepeated { collection.repeatedNames.append(qualifiedName) }
        // A type declared again (another `#if` branch, another target's file): one
        // declaration stands, the chosen one, with its nested types.
        guard let position else { return }
        let conformances = declaration.inheritance.map { (name: $0.baseName, file: file, location: $0.location) }
        if position == newEntry {
            let simpleName = written.utf8.contains(UInt8(ascii: ".")) ? written.split(separator: ".").last.map(String.init) ?? written : written
            collection.entries.append(Entry(qualifiedName: qualifiedName, simpleName: simpleName, parts: [part],
                                            writtenConformances: conformances, families: []))
        } else {
            collection.entries[position].parts.append(part)
            collection.entries[position].writtenConformances += conformances
        }
        for nested in declaration.nestedTypes {
            collect(nested, file: file, enclosing: qualifiedName, into: &collection)
        }
    }

    /// `typealias Name = Value` at any level.
    private static func typealiases(_ files: [FileSyntax]) -> [String: String] {
        var aliases: [String: String] = [:]
        func visit(_ declaration: TypeDeclaration) {
            for alias in declaration.typealiases where aliases[alias.name] == nil {
                aliases[alias.name] = alias.value
            }
            declaration.nestedTypes.forEach(visit)
        }
        for file in files {
            for alias in file.typealiases where aliases[alias.name] == nil {
                aliases[alias.name] = alias.value
            }
            file.types.forEach(visit)
        }
        return aliases
    }

    /// The framework's protocols' families, by name: what every module's families start from.
    private static let frameworkFamilies: [String: AppIntentsFamilies] = AppIntentsFamily.allCases.reduce(into: [:]) { families, family in
        for name in family.protocols { families[name, default: []].insert(AppIntentsFamilies(family)) }
    }

    /// The families each protocol name stands for: the framework's own protocols, and the
    /// module's protocols, classes and typealiases that reach them. Families flow from each
    /// name to the names that conform to it or alias it; a worklist passes them on only
    /// when they grow, so a long chain costs its length, not its square.
    private func familiesOfProtocolNames(_ collected: [Entry]) -> [String: AppIntentsFamilies] {
        var families = TypeIndex.frameworkFamilies
        // For each name, the names it passes its families on to.
        var heirs: [String: [String]] = [:]
        for entry in collected {
            guard let kind = entry.declaration?.declaration.kind, kind == .protocol || kind == .class else { continue }
            for conformance in entry.writtenConformances { heirs[conformance.name, default: []].append(entry.simpleName) }
        }
        for (name, value) in typealiases {
            for component in value.split(separator: "&") { heirs[TypeIndex.baseName(String(component)), default: []].append(name) }
        }
        // A name no type conforms to or aliases passes nothing on: most of the framework's.
        var worklist = heirs.keys.filter { families[$0] != nil }
        while let name = worklist.popLast() {
            let reached = families[name] ?? []
            for heir in heirs[name] ?? [] where !reached.isSubset(of: families[heir] ?? []) {
                families[heir, default: []].formUnion(reached)
                worklist.append(heir)
            }
        }
        return families
    }

    /// The families the type's and its extensions' conformances and macros name (`written`),
    /// and those the type is in: the same, for a type the module declares that is not a protocol.
    private func families(of entry: Entry, familiesByName: [String: AppIntentsFamilies]) -> (written: AppIntentsFamilies, families: AppIntentsFamilies) {
        var written: AppIntentsFamilies = []
        for conformance in entry.writtenConformances {
            written.formUnion(familiesByName[conformance.name] ?? [])
        }
        for part in entry.parts {
            for attribute in part.declaration.attributes {
                if let family = AppIntentsFamily.family(ofMacro: attribute.name) { written.insert(AppIntentsFamilies(family)) }
            }
        }
        guard let declaration = entry.declaration else {
            // A type the module only extends, declared in another module
            // (`extension ItemID: @retroactive AppEntity`): the compiler's const values list it
            // among this module's types, with the conformance, so it is one of its entities. Not
            // an enum (the build rejects an `AppEnum` implemented in another module) nor another
            // family, and not a typealias, whose extension extends the type it names.
            guard typealiases[entry.qualifiedName] == nil else { return (written, []) }
            return (written, written.intersection(.entity))
        }
        guard declaration.declaration.kind != .protocol else { return (written, []) }
        return (written, written)
    }

    /// The innermost scope from `scope` out (file level last) that declares a typealias `name`.
    private static func declaringScope(of name: String, visibleFrom scope: String, _ declared: [String: [String: String]]) -> String? {
        var scope = scope
        while !scope.isEmpty {
            if declared[scope]?[name] != nil { return scope }
            scope = scope.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(scope[..<$0]) } ?? ""
        }
        return declared[""]?[name] != nil ? "" : nil
    }

    /// What `name`, written inside the type `scope`, stands for once typealiases are
    /// followed; `name` itself when no alias of it is visible or its aliases form a cycle (or
    /// lead into one). An alias's value is looked up where the alias is declared: that scope,
    /// the enclosing ones, then file level, as the compiler does. Followed when asked, not for
    /// every alias up front: few names are asked about, and a module may declare thousands. What
    /// each alias on the way stands for is kept, so that many names behind one long chain cost
    /// its length once, not once each.
    package func resolvingTypealiases(_ name: String, in scope: String) -> String {
        guard let declaring = TypeIndex.declaringScope(of: name, visibleFrom: scope, declaredTypealiases) else { return name }
        var current = ScopedTypealias(scope: declaring, name: name)
        var path: [ScopedTypealias] = []
        var onPath: Set<ScopedTypealias> = []
        var resolved: String?
        while true {
            if let known = resolvedTypealiases.value(of: current) {
                resolved = known
                break
            }
            guard onPath.insert(current).inserted else { break }
            path.append(current)
            let value = TypeIndex.baseName(declaredTypealiases[current.scope]![current.name]!)
            guard let next = TypeIndex.declaringScope(of: value, visibleFrom: current.scope, declaredTypealiases) else {
                resolved = value
                break
            }
            current = ScopedTypealias(scope: next, name: value)
        }
        resolvedTypealiases.record(path, as: resolved)
        // "" is an alias with no value; nil, a cycle.
        guard let resolved, !resolved.isEmpty else { return name }
        return resolved
    }

    // MARK: Lookup

    /// The qualified name a written type name refers to: exact, relative to `context`
    /// (innermost scope first), or the one type with that simple name.
    package func lookUp(_ written: String, from context: String? = nil) -> String? {
        let name = TypeIndex.baseName(written, keepingDots: true)
        if var scope = context {
            while true {
                let candidate = "\(scope).\(name)"
                if entries[candidate] != nil { return candidate }
                guard let dot = scope.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                scope = String(scope[..<dot])
            }
        }
        if entries[name] != nil { return name }
        let simple = name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").last.map(String.init) ?? name : name
        guard let match = qualifiedNameBySimpleName[simple], !sharedSimpleNames.contains(simple) else { return nil }
        return match
    }

    package func entry(_ written: String, from context: String? = nil) -> Entry? {
        lookUp(written, from: context).flatMap { entries[$0] }
    }

    /// Whether the type conforms to the protocol `name` (matched by its bare name, as the
    /// compiler's const-value extraction matches them), directly or through the module's own
    /// protocols, classes and typealiases.
    package func conforms(_ entry: Entry, to name: String) -> Bool {
        reachableConformances(entry).contains(name)
    }

    /// Whether any type of the module could conform to `name` (see `conforms(_:to:)`): the
    /// name is written as a conformance somewhere, or is part of a typealias. A rule about one
    /// protocol asks once, rather than following every type's conformances.
    package func mayConform(to name: String) -> Bool {
        entries.values.contains { $0.writtenConformances.contains { $0.name == name } }
            || typealiases.values.contains { $0.split(separator: "&").contains { TypeIndex.baseName(String($0)) == name } }
    }

    /// Every protocol name the type reaches: those written on it and its extensions, and
    /// theirs in turn through the module's own protocols and classes; a typealias stands for
    /// what it names (`typealias Item = AppEntity & Identifiable`), the alias's own name left out.
    package func reachableConformances(_ entry: Entry) -> Set<String> {
        var pending = entry.writtenConformances.map(\.name)
        var seen: Set<String> = []
        while let next = pending.popLast() {
            if typealiases[next] != nil {
                pending += aliasTargets.targets(of: next, in: typealiases)
                continue
            }
            guard seen.insert(next).inserted else { continue }
            if let inherited = self.entry(next), inherited.qualifiedName != entry.qualifiedName {
                pending += inherited.writtenConformances.map(\.name)
            }
        }
        return seen
    }

    /// Entries of a family, sorted by name.
    package func entries(in family: AppIntentsFamily) -> [Entry] {
        (members[family] ?? []).map { entries[$0]! }
    }

    /// A written type without generic arguments, optionality, `any`/`some` and, unless
    /// `keepingDots`, module prefix: `AppIntents.AppEntity` → `AppEntity`.
    package static func baseName(_ written: String, keepingDots: Bool = false) -> String {
        // Most names are plain already (`AppIntent`, `Outer.Inner`): returned as they are,
        // without the copies below. Without blanks there is no `any `/`some ` to drop either.
        if !written.utf8.contains(where: { byte in
            byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
                || (!keepingDots && byte == UInt8(ascii: "."))
        }) {
            return written
        }
        var name = written.trimmed(" \t")
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count).trimmed(" \t")
        }
        // Searched as bytes: `firstIndex(of:)` on the string compares Characters, which cost
        // 8,000 to 11,000 instructions a call on these names.
        if let angle = name.utf8.firstIndex(of: UInt8(ascii: "<")) { name = String(name[..<angle]) }
        while let last = name.last, last == "?" || last == "!" || last == " " { name.removeLast() }
        if !keepingDots, let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            name = String(name[name.utf8.index(after: dot)...])
        }
        return name
    }
}

/// A typealias by the scope that declares it ("" at file level) and its name.
private struct ScopedTypealias: Hashable {
    var scope: String
    var name: String
}

/// What each typealias followed so far stands for, shared by the copies of one index and by
/// the rules that ask on every core: the type its chain ends at, "" for an alias without a
/// value, nil for one whose chain ends in a cycle.
private final class TypealiasResolutions: @unchecked Sendable {
    private let lock = Lock()
    private var resolved: [ScopedTypealias: String?] = [:]

    func value(of alias: ScopedTypealias) -> String?? {
        lock.lock()
        defer { lock.unlock() }
        return resolved[alias]
    }

    func record(_ aliases: [ScopedTypealias], as value: String?) {
        lock.lock()
        defer { lock.unlock() }
        for alias in aliases { resolved[alias] = .some(value) }
    }
}

/// The names each typealias of a module stands for once the other typealiases are followed
/// (`typealias Item = Named & AppEntity`, `typealias Named = Identifiable`: `Identifiable`,
/// `AppEntity`), found once per alias: a long chain of aliases behind many types costs its
/// length once, not once per type. Aliases that form a cycle, which the compiler rejects, stand
/// for what leaves the cycle.
private final class TypealiasTargets: @unchecked Sendable {
    private let lock = Lock()
    private var targetsByAlias: [String: [String]] = [:]

    func targets(of alias: String, in typealiases: [String: String]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = targetsByAlias[alias] { return known }
        func components(_ alias: String) -> [String] {
            typealiases[alias]!.split(separator: "&").map { TypeIndex.baseName(String($0)) }
        }
        // Depth first without recursion (a chain may be thousands long): an alias is done once
        // every alias it names is.
        var pending: [(alias: String, isExpanded: Bool)] = [(alias, false)]
        var inProgress: Set<String> = []
        while let (next, isExpanded) = pending.popLast() {
            guard targetsByAlias[next] == nil else { continue }
            let named = components(next)
            if !isExpanded {
                guard inProgress.insert(next).inserted else { continue }
                pending.append((next, true))
                for name in named where typealiases[name] != nil && targetsByAlias[name] == nil && !inProgress.contains(name) {
                    pending.append((name, false))
                }
            } else {
                var targets: [String] = []
                for name in named {
                    for target in typealiases[name] != nil ? targetsByAlias[name] ?? [] : [name] where !targets.contains(target) {
                        targets.append(target)
                    }
                }
                targetsByAlias[next] = targets
                inProgress.remove(next)
            }
        }
        return targetsByAlias[alias] ?? []
    }
}
