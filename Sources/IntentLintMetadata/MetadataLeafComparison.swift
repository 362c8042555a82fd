import IntentLintSupport

/// An `extract.actionsdata` Xcode wrote, compared leaf by leaf with the one lint-intents writes
/// for the same sources. A leaf is a string, number, boolean or null, or an empty array or object;
/// each is found by its path (`actions.CompleteTaskIntent.parameters[task].capabilities`).
///
/// Records in arrays are matched by what identifies them, not by place: parameters by `name`,
/// properties and enum cases by `identifier`, enums by `identifier`. Lists whose order Xcode does
/// not keep from one build to the next are compared as sets: `resolvableInputTypes` (three builds
/// wrote a String parameter's three in three orders), `systemProtocols`, and the key-value lists
/// `systemProtocolMetadata`, `systemProtocolMetadataV2` and `typeSpecificMetadata`.
package struct MetadataLeafComparison: Sendable {
    package struct Difference: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// Both files have the leaf, with different values.
            case differs
            /// Only Xcode's file has it.
            case onlyInExport
            /// Only lint-intents' file has it.
            case onlyFromSources
        }

        package var kind: Kind
        package var path: String
        /// The values as JSON text; nil on the side that lacks the leaf.
        package var exported: String?
        package var written: String?
        /// Where the leaf (or the nearest value that has it) starts in Xcode's file.
        package var offset: Int
        /// A field only the build knows (`generator.version`, bundle identifiers, the empty
        /// `mangledTypeName` of an intent newer than the deployment target).
        package var isBuildOnly: Bool
    }

    /// Leaves of Xcode's file.
    package private(set) var leafCount = 0
    /// Those lint-intents' file has with the same value.
    package private(set) var agreeingCount = 0
    package private(set) var differences: [Difference] = []

    /// - Parameter exportIsExcerpt: Xcode's file holds only some of its members (a test baseline
    ///   kept the records it checks): members it lacks are not compared.
    package static func compare(exported: LocatedJSON, written: JSONValue, exportIsExcerpt: Bool = false) -> MetadataLeafComparison {
        var comparison = MetadataLeafComparison()
        comparison.compare(exported, written, path: "", excerptDepth: exportIsExcerpt ? 1 : 0)
        return comparison
    }

    /// `actions.X.title.key`, the first few differences, for messages.
    package var summary: String {
        "\(agreeingCount) of \(leafCount) leaves agree" + (differences.isEmpty ? "" : "; differences: "
            + differences.prefix(8).map { "\($0.path) (\($0.exported ?? "missing") in the export, \($0.written ?? "missing") from the sources)" }
            .joined(separator: "; "))
    }

    // MARK: Walking

    private mutating func compare(_ exported: LocatedJSON, _ written: JSONValue?, path: String, excerptDepth: Int) {
        switch (exported.kind, written) {
        case (.object(let members), .object(let writtenMembers)?) where !members.isEmpty:
            let exportedKeys = Set(members.map(\.key))
            for member in members {
                compare(member.value, writtenMembers[member.key], path: Self.join(path, member.key), excerptDepth: max(excerptDepth - 1, 0))
            }
            guard excerptDepth == 0 else { return }
            for (key, value) in writtenMembers.sorted(by: { $0.key < $1.key }) where !exportedKeys.contains(key) {
                onlyFromSources(value, path: Self.join(path, key), offset: exported.offset)
            }
        case (.array(let elements), .array(let writtenElements)?) where !elements.isEmpty:
            compareArrays(elements, writtenElements, path: path, offset: exported.offset)
        case (.object, _), (.array, _), (.string, _), (.number, _), (.boolean, _), (.null, _):
            guard let written else {
                onlyInExport(exported, path: path)
                return
            }
            if Self.isLeaf(exported), Self.isLeaf(written), Self.equal(exported, written) {
                leafCount += 1
                agreeingCount += 1
            } else if Self.isLeaf(exported) {
                // A leaf against another leaf, or against a list or object the export has empty.
                leafCount += 1
                record(.differs, path: path, exported: Self.text(exported), written: Self.text(written), offset: exported.offset)
            } else {
                // What the export fills, the sources leave empty or give as a single value.
                onlyInExport(exported, path: path)
                record(.onlyFromSources, path: path, exported: nil, written: Self.text(written), offset: exported.offset)
            }
        }
    }

    private mutating func compareArrays(_ elements: [LocatedJSON], _ written: [JSONValue], path: String, offset: Int) {
        let name = Self.lastComponent(path)
        if Self.unorderedLists.contains(name) {
            compareAsSet(elements, written, path: path, offset: offset)
        } else if Self.keyValueLists.contains(name) {
            compareAsPairs(elements, written, path: path, offset: offset)
        } else if let key = Self.identifyingKeys[name], elements.allSatisfy({ $0.member(key)?.string != nil }) {
            // Records that carry the key (enum cases do; a `Switch`'s `cases` do not).
            compareByIdentity(elements, written, key: key, path: path, offset: offset)
        } else {
            for (position, element) in elements.enumerated() {
                compare(element, position < written.count ? written[position] : nil, path: "\(path)[\(position)]", excerptDepth: 0)
            }
            for position in elements.count..<max(written.count, elements.count) {
                onlyFromSources(written[position], path: "\(path)[\(position)]", offset: offset)
            }
        }
    }

    /// Each element matches an equal one on the other side, in any order.
    private mutating func compareAsSet(_ elements: [LocatedJSON], _ written: [JSONValue], path: String, offset: Int) {
        var unmatched = written.map(Self.canonical)
        var unmatchedValues = written
        for (position, element) in elements.enumerated() {
            if let match = unmatched.firstIndex(of: Self.canonical(Self.value(element))) {
                compare(element, unmatchedValues[match], path: "\(path)[\(position)]", excerptDepth: 0)
                unmatched.remove(at: match)
                unmatchedValues.remove(at: match)
            } else {
                onlyInExport(element, path: "\(path)[\(position)]")
            }
        }
        for (position, value) in unmatchedValues.enumerated() {
            onlyFromSources(value, path: "\(path)[+\(position)]", offset: offset)
        }
    }

    /// `[key, value, key, value, …]`: values matched by their keys, in any order.
    private mutating func compareAsPairs(_ elements: [LocatedJSON], _ written: [JSONValue], path: String, offset: Int) {
        var writtenPairs: [String: JSONValue] = [:]
        var writtenOrder: [String] = []
        var position = 0
        while position + 1 < written.count {
            if case .string(let key) = written[position] {
                writtenPairs[key] = written[position + 1]
                writtenOrder.append(key)
            }
            position += 2
        }
        var seen: Set<String> = []
        position = 0
        while position < elements.count {
            guard position + 1 < elements.count, case .string(let key) = elements[position].kind else {
                onlyInExport(elements[position], path: "\(path)[#\(position)]")
                position += 1
                continue
            }
            seen.insert(key)
            // The key itself is a leaf that agrees when the other side has it too.
            compare(elements[position], writtenPairs[key].map { _ in .string(key) }, path: "\(path)[\(key)]", excerptDepth: 0)
            compare(elements[position + 1], writtenPairs[key], path: "\(path)[\(key)].value", excerptDepth: 0)
            position += 2
        }
        for key in writtenOrder where !seen.contains(key) {
            onlyFromSources(.string(key), path: "\(path)[\(key)]", offset: offset)
            onlyFromSources(writtenPairs[key]!, path: "\(path)[\(key)].value", offset: offset)
        }
    }

    /// Records matched by the value of `key` (`name` for parameters).
    private mutating func compareByIdentity(_ elements: [LocatedJSON], _ written: [JSONValue], key: String, path: String, offset: Int) {
        func identity(_ value: JSONValue) -> String? {
            if case .object(let members) = value, case .string(let identity)? = members[key] { return identity }
            return nil
        }
        var remaining = written
        for (position, element) in elements.enumerated() {
            let name = element.member(key)?.string
            let match = name.flatMap { name in remaining.firstIndex { identity($0) == name } }
            let label = name ?? "#\(position)"
            compare(element, match.map { remaining[$0] }, path: "\(path)[\(label)]", excerptDepth: 0)
            if let match { remaining.remove(at: match) }
        }
        for (position, value) in remaining.enumerated() {
            onlyFromSources(value, path: "\(path)[\(identity(value) ?? "+\(position)")]", offset: offset)
        }
    }

    private mutating func onlyInExport(_ exported: LocatedJSON, path: String) {
        switch exported.kind {
        case .object(let members) where !members.isEmpty:
            for member in members { onlyInExport(member.value, path: Self.join(path, member.key)) }
        case .array(let elements) where !elements.isEmpty:
            for (position, element) in elements.enumerated() { onlyInExport(element, path: "\(path)[\(position)]") }
        default:
            leafCount += 1
            record(.onlyInExport, path: path, exported: Self.text(exported), written: nil, offset: exported.offset)
        }
    }

    private mutating func onlyFromSources(_ written: JSONValue, path: String, offset: Int) {
        switch written {
        case .object(let members) where !members.isEmpty:
            for (key, value) in members.sorted(by: { $0.key < $1.key }) { onlyFromSources(value, path: Self.join(path, key), offset: offset) }
        case .array(let elements) where !elements.isEmpty:
            for (position, element) in elements.enumerated() { onlyFromSources(element, path: "\(path)[\(position)]", offset: offset) }
        default:
            record(.onlyFromSources, path: path, exported: nil, written: Self.text(written), offset: offset)
        }
    }

    private mutating func record(_ kind: Difference.Kind, path: String, exported: String?, written: String?, offset: Int) {
        differences.append(Difference(kind: kind, path: path, exported: exported, written: written, offset: offset,
                                      isBuildOnly: Self.isBuildOnly(path: path, exported: exported, written: written)))
    }

    // MARK: What the paths mean

    static let unorderedLists: Set<String> = ["resolvableInputTypes", "systemProtocols"]
    static let keyValueLists: Set<String> = ["systemProtocolMetadata", "systemProtocolMetadataV2", "typeSpecificMetadata"]
    static let identifyingKeys: [String: String] = ["parameters": "name", "properties": "identifier", "cases": "identifier", "enums": "identifier"]

    /// The fields only the build knows: the Xcode that wrote the file, the bundle identifiers, and
    /// the `mangledTypeName` an intent newer than the deployment target leaves empty.
    static func isBuildOnly(path: String, exported: String?, written: String?) -> Bool {
        if path == "generator.version" { return true }
        let field = lastComponent(path)
        if ["effectiveBundleIdentifiers", "mangledTypeNameByBundleIdentifier", "mangledTypeNameByBundleIdentifierV2"].contains(field)
            || path.contains(".effectiveBundleIdentifiers[") || path.contains(".mangledTypeNameByBundleIdentifier") {
            return true
        }
        return field == "mangledTypeName" && (exported == "\"\"" || written == "\"\"")
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// The last name of a path, without an element's brackets: `parameters` for `actions.X.parameters`.
    private static func lastComponent(_ path: String) -> String {
        var name = Substring(path)
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if let bracket = name.firstIndex(of: "[") { name = name[..<bracket] }
        return String(name)
    }

    // MARK: Values

    private static func isLeaf(_ value: LocatedJSON) -> Bool {
        switch value.kind {
        case .object(let members): return members.isEmpty
        case .array(let elements): return elements.isEmpty
        default: return true
        }
    }

    private static func isLeaf(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members): return members.isEmpty
        case .array(let elements): return elements.isEmpty
        default: return true
        }
    }

    private static func equal(_ exported: LocatedJSON, _ written: JSONValue) -> Bool {
        canonical(value(exported)) == canonical(written)
    }

    /// Xcode's value as a `JSONValue`, numbers as doubles so that `1` and `1.0` are one value.
    static func value(_ located: LocatedJSON) -> JSONValue {
        switch located.kind {
        case .object(let members): return .object(Dictionary(members.map { ($0.key, value($0.value)) }, uniquingKeysWith: { _, last in last }))
        case .array(let elements): return .array(elements.map(value))
        case .string(let text): return .string(text)
        case .number(let text): return .number(Double(text) ?? .nan)
        case .boolean(let flag): return .bool(flag)
        case .null: return .null
        }
    }

    /// One text per value: keys sorted, every number as a double.
    static func canonical(_ value: JSONValue) -> String {
        switch value {
        case .integer(let number): return AppleJSONText.numberText(Double(number))
        case .number(let number): return AppleJSONText.numberText(number)
        case .object(let members):
            return "{" + members.keys.sorted().map { AppleJSONText.compact(.string($0)) + ":" + canonical(members[$0]!) }.joined(separator: ",") + "}"
        case .array(let elements):
            return "[" + elements.map(canonical).joined(separator: ",") + "]"
        default:
            return AppleJSONText.compact(value)
        }
    }

    private static func text(_ value: LocatedJSON) -> String { canonical(Self.value(value)) }
    private static func text(_ value: JSONValue) -> String { canonical(value) }
}
