import Foundation

/// Every type of a module with its extensions merged in, its protocols followed through
/// the module's own protocols, classes and typealiases, and its App Intents families.
public struct TypeIndex: Sendable {
    /// One declaration or extension of a type, with the file it is in.
    public struct Part: Sendable {
        public var declaration: TypeDeclaration
        public var file: String
    }

    public struct Entry: Sendable {
        /// `Outer.Inner` for nested types.
        public var qualifiedName: String
        /// Declarations first, then extensions, each in file order.
        public var parts: [Part]
        /// Conformances written on the type and its extensions, with where they were written.
        public var writtenConformances: [(name: String, file: String, location: SourceLocation)]
        /// All protocols, followed through the module's protocols, classes and typealiases
        /// (names without module prefix).
        public var allProtocols: Set<String>
        public var families: Set<AppIntentsFamily>

        /// The type's own declaration (not an extension), if the module declares it.
        public var declaration: Part? { parts.first { $0.declaration.kind != .extension } }

        public var simpleName: String {
            qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
        }

        /// All properties of the type and its extensions, in order.
        public var properties: [(property: PropertyDeclaration, file: String)] {
            parts.flatMap { part in part.declaration.properties.map { ($0, part.file) } }
        }

        public func property(_ name: String, isStatic: Bool? = nil) -> (property: PropertyDeclaration, file: String)? {
            for part in parts {
                if let property = part.declaration.properties.first(where: { $0.name == name && (isStatic == nil || $0.isStatic == isStatic) }) {
                    return (property, part.file)
                }
            }
            return nil
        }

        public var functions: [FunctionDeclaration] { parts.flatMap(\.declaration.functions) }
        public var typealiases: [TypealiasDeclaration] { parts.flatMap(\.declaration.typealiases) }

        public func attribute(named name: String) -> Attribute? {
            for part in parts {
                if let attribute = part.declaration.attribute(named: name) { return attribute }
            }
            return nil
        }
    }

    public private(set) var entries: [String: Entry] = [:]
    /// Typealiases declared outside any type, in every file.
    public let topLevelTypealiases: [TypealiasDeclaration]
    private var qualifiedNamesBySimpleName: [String: [String]] = [:]

    public init(files: [FileSyntax], moduleName: String) {
        let files = files.sorted { $0.path < $1.path }
        topLevelTypealiases = files.flatMap(\.typealiases)
        var order: [String] = []
        for file in files {
            for declaration in file.types {
                collect(declaration, file: file.path, enclosing: nil, moduleName: moduleName, order: &order)
            }
        }
        for name in order {
            entries[name]!.parts.sort { ($0.declaration.kind == .extension ? 1 : 0) < ($1.declaration.kind == .extension ? 1 : 0) }
            qualifiedNamesBySimpleName[entries[name]!.simpleName, default: []].append(name)
        }
        let aliases = TypeIndex.protocolAliases(files, topLevel: topLevelTypealiases)
        for name in order {
            var visited: Set<String> = []
            var protocols: Set<String> = []
            expand(entry: name, into: &protocols, visited: &visited, aliases: aliases)
            entries[name]!.allProtocols = protocols
            entries[name]!.families = families(of: entries[name]!)
        }
    }

    private mutating func collect(_ declaration: TypeDeclaration, file: String, enclosing: String?, moduleName: String, order: inout [String]) {
        var written = declaration.name
        if declaration.kind == .extension, written.hasPrefix(moduleName + ".") {
            written = String(written.dropFirst(moduleName.count + 1))
        }
        let qualifiedName = enclosing.map { "\($0).\(written)" } ?? written
        if entries[qualifiedName] == nil {
            entries[qualifiedName] = Entry(qualifiedName: qualifiedName, parts: [], writtenConformances: [], allProtocols: [], families: [])
            order.append(qualifiedName)
        }
        entries[qualifiedName]!.parts.append(Part(declaration: declaration, file: file))
        for inherited in declaration.inheritance {
            entries[qualifiedName]!.writtenConformances.append((inherited.baseName, file, inherited.location))
        }
        for nested in declaration.nestedTypes {
            collect(nested, file: file, enclosing: qualifiedName, moduleName: moduleName, order: &order)
        }
    }

    /// `typealias Name = A & B` at any level: the names it stands for.
    private static func protocolAliases(_ files: [FileSyntax], topLevel: [TypealiasDeclaration]) -> [String: [String]] {
        var aliases: [String: [String]] = [:]
        func add(_ alias: TypealiasDeclaration) {
            aliases[alias.name] = alias.value.split(separator: "&").map { TypeIndex.baseName(String($0)) }
        }
        func visit(_ declaration: TypeDeclaration) {
            declaration.typealiases.forEach(add)
            declaration.nestedTypes.forEach(visit)
        }
        topLevel.forEach(add)
        files.forEach { $0.types.forEach(visit) }
        return aliases
    }

    private func expand(entry name: String, into protocols: inout Set<String>, visited: inout Set<String>, aliases: [String: [String]]) {
        guard visited.insert(name).inserted, let entry = entries[name] else { return }
        for conformance in entry.writtenConformances {
            expand(name: conformance.name, into: &protocols, visited: &visited, aliases: aliases)
        }
    }

    private func expand(name: String, into protocols: inout Set<String>, visited: inout Set<String>, aliases: [String: [String]]) {
        protocols.insert(name)
        if let components = aliases[name], visited.insert("typealias " + name).inserted {
            for component in components {
                expand(name: component, into: &protocols, visited: &visited, aliases: aliases)
            }
        }
        // The module's own protocols and base classes pass their conformances on.
        if let target = lookUp(name), entries[target]?.declaration != nil {
            expand(entry: target, into: &protocols, visited: &visited, aliases: aliases)
        }
    }

    private func families(of entry: Entry) -> Set<AppIntentsFamily> {
        guard let declaration = entry.declaration, declaration.declaration.kind != .protocol else { return [] }
        var families: Set<AppIntentsFamily> = []
        for family in AppIntentsFamily.allCases {
            if !entry.allProtocols.isDisjoint(with: family.protocols)
                || entry.parts.contains(where: { part in part.declaration.attributes.contains { family.macros.contains($0.name) } }) {
                families.insert(family)
            }
        }
        return families
    }

    // MARK: Lookup

    /// The qualified name a written type name refers to: exact, relative to `context`
    /// (innermost scope first), or the one type with that simple name.
    public func lookUp(_ written: String, from context: String? = nil) -> String? {
        let name = TypeIndex.baseName(written, keepingDots: true)
        if var scope = context {
            while true {
                let candidate = "\(scope).\(name)"
                if entries[candidate] != nil { return candidate }
                guard let dot = scope.lastIndex(of: ".") else { break }
                scope = String(scope[..<dot])
            }
        }
        if entries[name] != nil { return name }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        if let matches = qualifiedNamesBySimpleName[simple], matches.count == 1 { return matches[0] }
        return nil
    }

    public func entry(_ written: String, from context: String? = nil) -> Entry? {
        lookUp(written, from: context).flatMap { entries[$0] }
    }

    /// Entries of a family, sorted by name.
    public func entries(in family: AppIntentsFamily) -> [Entry] {
        entries.values.filter { $0.families.contains(family) }.sorted { $0.qualifiedName < $1.qualifiedName }
    }

    /// A written type without generic arguments, optionality, `any`/`some` and, unless
    /// `keepingDots`, module prefix: `AppIntents.AppEntity` → `AppEntity`.
    public static func baseName(_ written: String, keepingDots: Bool = false) -> String {
        var name = written.trimmingCharacters(in: .whitespaces)
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        while let last = name.last, last == "?" || last == "!" || last == " " { name.removeLast() }
        if !keepingDots, let dot = name.lastIndex(of: ".") {
            name = String(name[name.index(after: dot)...])
        }
        return name
    }
}
