import IntentLintSupport
import IntentLintManifest

/// How `extract.actionsdata` writes a parameter's, property's or result's type (`valueType`), and
/// what else a parameter accepts (`resolvableInputTypes`), for the types real files show next to
/// the source they were built from (Fixtures/XcodeMetadata; docs/metadata.md has the table).
enum ValueTypeCoding {
    /// `typeIdentifier` of `{"primitive": {"wrapper": {"typeIdentifier": N}}}`. String to URL are
    /// on record next to their sources; `CLPlacemark` 10 and `AttributedString` 12 are read off
    /// Apple's own files (docs/metadata.md gives the evidence for each).
    static let primitiveCodes: [String: Int] = [
        "String": 0, "Bool": 1, "Int": 2, "Double": 7, "Date": 8, "DateComponents": 9, "CLPlacemark": 10, "URL": 11,
        "AttributedString": 12,
    ]

    /// `IntentFile` is `{"intents": {"wrapper": {"typeIdentifier": 12}}}`.
    static let intentFileCode = 12

    /// System types App Intents takes as parameters whose form no file on record shows: a
    /// parameter of one is left out, saying so.
    static let systemTypesNotWritten: Set<String> = [
        "IntentPerson", "IntentCurrencyAmount", "IntentPaymentMethod", "Measurement", "Decimal", "Float", "CGFloat",
        "Color", "CGColor", "UIColor", "NSColor", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// The types lint-intents writes, for messages.
    static let writtenTypesList = "String, Bool, Int, Double, Date, DateComponents, URL, CLPlacemark, AttributedString, IntentFile, Duration"

    /// A type `valueType` can name: resolved from how the source spells it.
    indirect enum Resolved: Equatable {
        case primitive(Int)
        case intentFile
        /// `Swift.Duration`, a system codable type.
        case duration
        /// An `AppEntity`, by its qualified name (`Outer.Inner`) in the module that declares it
        /// (nil: this one); the metadata names it by its own name (`Inner`).
        case entity(String, module: String? = nil)
        /// An `AppEnum`, by its qualified name.
        case enumeration(String, module: String? = nil)
        case array(Resolved)
    }

    /// The system type `type` (normalized) is, when lint-intents writes it.
    static func systemType(_ type: String) -> Resolved? {
        let name = type.hasPrefix("CoreLocation.") ? String(type.dropFirst("CoreLocation.".count)) : type
        if let code = primitiveCodes[name] { return .primitive(code) }
        if name == "IntentFile" { return .intentFile }
        if name == "Duration" { return .duration }
        return nil
    }

    static func primitive(_ code: Int) -> JSONValue {
        .object(["primitive": .object(["wrapper": .object(["typeIdentifier": .integer(code)])])])
    }

    static func json(_ type: Resolved) -> JSONValue {
        switch type {
        case .primitive(let code):
            return primitive(code)
        case .intentFile:
            return .object(["intents": .object(["wrapper": .object(["typeIdentifier": .integer(intentFileCode)])])])
        case .duration:
            return durationValueType
        case .entity(let name, _):
            return .object(["entity": .object(["wrapper": .object(["typeName": .string(ownName(name))])])])
        case .enumeration(let name, _):
            return .object(["linkEnumeration": .object(["wrapper": .object(["identifier": .string(ownName(name))])])])
        case .array(let member):
            // `capabilities` 3 in every array real files show, parameters and results alike.
            return .object(["array": .object(["wrapper": .object(["capabilities": .integer(3), "memberValueType": json(member)])])])
        }
    }

    /// What a parameter of `type` also accepts. Real files list these in an order that changes from
    /// one run of the processor to the next (a String parameter's three were written in three
    /// orders by three builds), so the order here is one of them, that of Xcode 27B5028f, and
    /// comparisons treat the list as a set.
    static func resolvableInputTypes(_ type: Resolved) -> [JSONValue] {
        let types: [JSONValue]
        switch type {
        case .primitive(0): types = [primitive(0), primitive(2), json(.array(.primitive(2)))]
        case .primitive(2), .primitive(7): types = [primitive(2), primitive(7), primitive(0)]
        case .primitive(11): types = [primitive(0), primitive(11)]
        case .primitive(let code): types = [primitive(code)]
        case .intentFile: types = [json(.intentFile)]
        case .duration, .entity, .enumeration, .array: types = []
        }
        return types.map { .object(["kindValue": .integer(0), "valueType": $0]) }
    }

    /// `Swift.Duration` as Xcode 27 writes it, with the availability the system gives the type.
    static let durationValueType: JSONValue = {
        let introduced: JSONValue = .object(["introducedVersion": .string("26.0")])
        let availability = JSONValue.object(Dictionary(uniqueKeysWithValues: MetadataBuildSettings.Platform.allCases.map { ($0.annotationKey, introduced) }))
        return .object(["entity": .object(["wrapper": .object([
            "codable": .object([
                "availabilityAnnotations": availability,
                "contentTypeIdentifier": .string("com.apple.Foundation.Duration"),
                "mangledTypeName": .string("s8DurationV"),
            ]),
            "typeName": .string("Swift.Duration"),
        ])])])
    }()

    /// `Outer.Inner` → `Inner`: records are identified by the type's own name.
    static func ownName(_ qualifiedName: String) -> String {
        qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    }

    /// A type as the source spells it, without `?`, `Optional<…>`, a module prefix of the
    /// standard library or Foundation, or spaces: `[String]`, `Date`.
    static func normalized(_ written: String) -> String {
        var text = written.filter { !$0.isWhitespace }
        while true {
            if text.hasSuffix("?") || text.hasSuffix("!") {
                text.removeLast()
            } else if text.hasPrefix("Optional<"), text.hasSuffix(">") {
                text = String(text.dropFirst("Optional<".count).dropLast())
            } else {
                break
            }
        }
        for prefix in ["Swift.", "Foundation.", "AppIntents."] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        return text
    }

    /// The element type of `[T]` or `Array<T>`, when `type` is one.
    static func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst("Array<".count).dropLast()) }
        return nil
    }
}
