import IntentLintSyntax

/// One type of the compiler's const-values output (`-emit-const-values-path`).
package struct CompilerType: Sendable {
    package struct Property: Sendable {
        package var label: String
        package var type: String
        package var isStatic: Bool
        package var value: ConstValue
    }

    /// Without the module: `Catalog.ItemEntity`.
    package var name: String
    /// The compiler's mangled name of the type, without `$s`: `7Catalog10ItemEntityV`.
    package var mangledName: String
    /// Bare protocol names, including inherited ones: `AppIntent`, `OpenIntent`, …
    package var conformances: Set<String>
    package var properties: [Property]
    /// An enum's cases with their raw values as the compiler prints them.
    package var cases: [(name: String, rawValue: String?)]
    /// Associated types as the type's conformances bind them: `Input` → `AppIntents.SemanticContentDescriptor`.
    package var associatedTypes: [String: String]

    package init(_ json: [String: Any]) {
        let qualified = json["typeName"] as? String ?? ""
        name = qualified.firstIndex(of: ".").map { String(qualified[qualified.index(after: $0)...]) } ?? qualified
        mangledName = json["mangledTypeName"] as? String ?? ""
        conformances = Set((json["conformances"] as? [String] ?? []).map(CompilerType.bareName))
        properties = (json["properties"] as? [[String: Any]] ?? []).map { property in
            Property(label: property["label"] as? String ?? "", type: property["type"] as? String ?? "",
                     isStatic: property["isStatic"] as? String == "true", value: ConstValue(property))
        }
        cases = (json["cases"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["rawValue"].map { "\($0)" }) }
        var associatedTypes: [String: String] = [:]
        for alias in json["associatedTypeAliases"] as? [[String: Any]] ?? [] {
            if let name = alias["typeAliasName"] as? String, let type = alias["substitutedTypeName"] as? String { associatedTypes[name] = type }
        }
        self.associatedTypes = associatedTypes
    }

    package func staticProperty(_ label: String) -> ConstValue? {
        properties.first { $0.isStatic && $0.label == label }?.value
    }

    /// `@Parameter var soup` is the backing property `_soup`, initialized by an
    /// `IntentParameter` init call whose arguments are the attribute's.
    package var parameters: [(name: String, initializer: ConstValue)] {
        wrappedProperties("AppIntents.IntentParameter<")
    }

    /// `@Property var name`, backed by `_name: EntityProperty<…>`. (`@ComputedProperty` and
    /// `@DeferredProperty` are macros and leave no backing property.)
    package var entityProperties: [(name: String, initializer: ConstValue)] {
        wrappedProperties("AppIntents.EntityProperty<")
    }

    private func wrappedProperties(_ wrapperTypePrefix: String) -> [(name: String, initializer: ConstValue)] {
        properties.compactMap { property in
            guard !property.isStatic, property.label.hasPrefix("_"), property.type.hasPrefix(wrapperTypePrefix) else { return nil }
            return (String(property.label.dropFirst()), property.value)
        }
    }

    /// `AppIntents.AppIntent` → `AppIntent`; `SoupChef.OrderSoupIntent` → `OrderSoupIntent`.
    package static func bareName(_ qualified: String) -> String {
        qualified.firstIndex(of: ".").map { String(qualified[qualified.index(after: $0)...]) } ?? qualified
    }
}

/// A compile-time value as the compiler records it: a value kind and its parts.
package struct ConstValue: Sendable {
    package struct Argument: Sendable {
        package var label: String
        /// The parameter's type, e.g. `Soup.OrderSoupIntent` for `intent:`.
        package var type: String
        package var value: ConstValue
    }

    /// `RawLiteral`, `InitCall`, `MemberReference`, `Builder`, …
    package var kind: String
    /// A raw literal's text.
    package var literal: String?
    /// An enum case's name, or a key path's path (`$soup`).
    package var name: String?
    /// An init call's or a `T.self` value's type.
    package var type: String?
    package var arguments: [Argument] = []
    /// Array and tuple elements, dictionary keys and values, interpolation segments,
    /// result-builder elements.
    package var elements: [ConstValue] = []

    /// From a node with `valueKind` and `value`.
    package init(_ node: [String: Any]) {
        kind = node["valueKind"] as? String ?? "Runtime"
        let value = node["value"]
        switch kind {
        case "RawLiteral":
            literal = value.map { "\($0)" }
        case "KeyPath":
            name = (value as? [String: Any])?["path"] as? String
        case "InitCall", "Enum", "FunctionCall", "StaticFunctionCall", "Type":
            let object = value as? [String: Any] ?? [:]
            type = object["type"] as? String
            name = object["name"] as? String
            arguments = (object["arguments"] as? [[String: Any]] ?? []).map {
                Argument(label: $0["label"] as? String ?? "", type: $0["type"] as? String ?? "", value: ConstValue($0))
            }
        case "Array", "Tuple":
            elements = (value as? [[String: Any]] ?? []).map(ConstValue.init)
        case "Dictionary":
            elements = (value as? [[String: Any]] ?? []).flatMap { pair in
                [pair["key"], pair["value"]].compactMap { $0 as? [String: Any] }.map(ConstValue.init)
            }
        case "InterpolatedStringLiteral":
            elements = ((value as? [String: Any])?["segments"] as? [[String: Any]] ?? []).map(ConstValue.init)
        case "Builder":
            elements = ConstValue.builderElements((value as? [String: Any])?["members"])
        default:
            break
        }
    }

    /// Every element of a result-builder body, through `if`/`else` and `#available` branches.
    private static func builderElements(_ members: Any?) -> [ConstValue] {
        var elements: [ConstValue] = []
        for member in members as? [[String: Any]] ?? [] {
            var nodes = [member["element"]]
            for key in ["ifElements", "elseElements", "elements"] {
                nodes += (member[key] as? [[String: Any]] ?? []).map { $0["element"] ?? $0 }
            }
            // Empty `{}` placeholders carry no value kind.
            elements += nodes.compactMap { $0 as? [String: Any] }.filter { $0["valueKind"] != nil }.map(ConstValue.init)
        }
        return elements
    }

    /// Constant the way the build needs: literals, and init calls, enum cases,
    /// collections and interpolations made only of constants.
    package var isConstant: Bool {
        switch kind {
        case "RawLiteral", "NilLiteral", "KeyPath", "Type":
            return true
        case "InitCall", "Enum":
            return arguments.allSatisfy(\.value.isConstant)
        case "Array", "Dictionary", "Tuple", "InterpolatedStringLiteral":
            return elements.allSatisfy(\.isConstant)
        default:
            return false
        }
    }

    /// The value kind lint-intents reports for a non-constant value: that of the first
    /// offending part, except that a non-constant interpolation is reported as a whole.
    package var culpritKind: String? {
        guard !isConstant else { return nil }
        switch kind {
        case "InitCall", "Enum":
            return arguments.lazy.compactMap(\.value.culpritKind).first
        case "Array", "Dictionary", "Tuple":
            return elements.lazy.compactMap(\.culpritKind).first
        default:
            return kind
        }
    }

    package func argument(_ label: String) -> ConstValue? {
        arguments.first { $0.label == label }?.value
    }

    /// A constant string's key and table: a literal, an interpolation of literals, or an
    /// init call (`LocalizedStringResource`, `IntentDescription`, `TypeDisplayRepresentation`)
    /// whose key argument is one of those.
    package var localizedKey: (key: String, table: String?)? {
        switch kind {
        case "RawLiteral":
            return literal.map { ($0, nil) }
        case "InterpolatedStringLiteral":
            return (elements.compactMap(\.literal).joined(), nil)
        case "InitCall":
            guard let keyArgument = arguments.first(where: { ["", "stringLiteral", "name", "title"].contains($0.label) }),
                  let inner = keyArgument.value.localizedKey else { return nil }
            return (inner.key, argument("table")?.literal ?? inner.table)
        default:
            return nil
        }
    }

    /// An App Shortcut phrase with `${applicationName}` and `${parameter}` placeholders, as
    /// the build renders it; nil when it is not a constant phrase.
    package var phraseText: String? {
        switch kind {
        case "RawLiteral":
            return literal
        case "InterpolatedStringLiteral":
            var text = ""
            for segment in elements {
                switch (segment.kind, segment.name) {
                case ("RawLiteral", _): text += segment.literal ?? ""
                case ("Enum", "applicationName"?): text += "${applicationName}"
                case ("KeyPath", let path?) where path.hasPrefix("$"): text += "${\(path.dropFirst())}"
                default: return nil
                }
            }
            return text
        default:
            return nil
        }
    }

    /// A URL representation with `${name}` for each interpolated key path (`\\.id`, `\\.$name`),
    /// as the manifest writes it; nil when it is not one.
    package var urlTemplate: String? {
        switch kind {
        case "RawLiteral":
            return literal
        case "InterpolatedStringLiteral":
            var text = ""
            for segment in elements {
                switch (segment.kind, segment.name) {
                case ("RawLiteral", _): text += segment.literal ?? ""
                case ("KeyPath", let path?): text += "${\(path.hasPrefix("$") ? String(path.dropFirst()) : path)}"
                default: return nil
                }
            }
            return text
        case "InitCall":
            return arguments.count == 1 ? arguments[0].value.urlTemplate : nil
        default:
            return nil
        }
    }

    /// A dictionary literal's key–value pairs.
    package var pairs: [(key: ConstValue, value: ConstValue)] {
        guard kind == "Dictionary" else { return [] }
        return stride(from: 0, to: elements.count - 1, by: 2).map { (elements[$0], elements[$0 + 1]) }
    }

    /// Every `AppShortcut(…)` init call in the value (an `appShortcuts` builder).
    package var appShortcuts: [ConstValue] {
        if kind == "InitCall", type == "AppIntents.AppShortcut" { return [self] }
        return (arguments.map(\.value) + elements).flatMap(\.appShortcuts)
    }
}
