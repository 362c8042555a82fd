import IntentLintManifest
import IntentLintCore

/// A parameter in an App Shortcut phrase must be an `AppEntity` or an `AppEnum`.
package struct PhraseParameterTypeRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "phrase-parameter-type",
        name: "Phrase parameter type",
        summary: "A parameter interpolated in an App Shortcut phrase must be an `AppEntity` or an `AppEnum`.",
        rationale: """
            Siri hears a parameter in a phrase as one of a known list of values: the cases of an \
            `AppEnum`, or the entities the app suggests for an `AppEntity`. A `String`, a number, a date \
            or a file has no such list, and the build rejects it in a phrase. Leave the parameter out of the phrase (Siri asks for it \
            with its `requestValueDialog`), or make it an `AppEnum` or an `AppEntity`.

            **Evidence, and severity.** Developers report, quoting their build logs from builds with `String` \
            and `Int` phrase parameters, that the metadata processor halts on "Invalid parameter type. \
            AppEntity and AppEnum are the only allowed types for <parameter>", followed by "At least one \
            halting error produced during export". An error.

            **Not flagged.** A type the module does not declare, other than the framework's own value \
            types (it may be an entity or enum of another module); a type of the module that conforms to \
            a protocol of another module or carries an unknown attached macro, either of which may make \
            it an entity; an array of entities or enums, such as `[SoupEntity]`: no diagnostic or report \
            says whether the build takes it, so it is left alone (an array of `String`s is flagged, as \
            neither the array nor its elements could qualify); a parameter name the intent does not \
            declare, and an intent the module does not declare.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: "Soup") var soup: SoupEntity
                    @Parameter(title: "Quantity") var quantity: Int?
                    @Parameter(title: "Note") var note: Optional<String>
                    @Parameter(title: "Toppings") var toppings: [String]
                    @Parameter(title: "Size") var size: SoupSize
                    func perform() async throws -> some IntentResult { .result() }
                }
                enum SoupSize: String, Codable, CaseIterable {
                    case small, large
                }
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: [
                            "Order \\(\\.$soup) in \\(.applicationName)",
                            ↓"Order \\(\\.$quantity) soups in \\(.applicationName)",
                            ↓"Order soup saying \\(\\.$note) in \\(.applicationName)",
                            ↓"Order soup with \\(\\.$toppings) in \\(.applicationName)",
                            ↓"Order a \\(\\.$size) soup in \\(.applicationName)",
                        ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                """, expecting: [
                .error(Message.parameterNotEntityOrEnum(in: "Order ${quantity} soups in ${applicationName}", parameter: "quantity", of: "OrderSoupIntent",
                                                        type: "Int?", kind: .frameworkValue, isArray: false)),
                .error(Message.parameterNotEntityOrEnum(in: "Order soup saying ${note} in ${applicationName}", parameter: "note", of: "OrderSoupIntent",
                                                        type: "Optional<String>", kind: .frameworkValue, isArray: false)),
                .error(Message.parameterNotEntityOrEnum(in: "Order soup with ${toppings} in ${applicationName}", parameter: "toppings", of: "OrderSoupIntent",
                                                        type: "[String]", kind: .frameworkValue, isArray: true)),
                .error(Message.parameterNotEntityOrEnum(in: "Order a ${size} soup in ${applicationName}", parameter: "size", of: "OrderSoupIntent",
                                                        type: "SoupSize", kind: .plainModuleType, isArray: false)),
            ]),
        ],
        nonTriggering: [
            RuleExample(files: [
                ("Intents.swift", """
                    struct OrderSoupIntent: AppIntent {
                        static let title: LocalizedStringResource = "Order Soup"
                        @Parameter(title: "Soup") var soup: SoupEntity?
                        @Parameter(title: "Size") var size: SoupSize
                        @Parameter(title: "Store") var store: Store
                        @Parameter(title: "Bowls") var bowls: [Bowl]
                        @Parameter(title: "Station") var station: MenuKitStation
                        @Parameter(title: "Kitchen") var kitchen: Kitchen
                        @Parameter(title: "Quantity") var quantity: Int
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    typealias Store = StoreEntity
                    struct StoreEntity: AppEntity {
                        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Store"
                        static var defaultQuery = StoreQuery()
                        var id: String
                        var displayRepresentation: DisplayRepresentation { "\\(id)" }
                    }
                    struct Kitchen: MenuKitEntity {
                        var id: String
                    }
                    """),
                ("Shortcuts.swift", """
                    struct SoupShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: OrderSoupIntent(), phrases: [
                                "Order \\(\\.$soup) in \\(.applicationName)",
                                "Order a \\(\\.$size) soup in \\(.applicationName)",
                                "Order soup at \\(\\.$store) in \\(.applicationName)",
                                "Order soup in \\(\\.$bowls) with \\(.applicationName)",
                                "Order soup from \\(\\.$station) in \\(.applicationName)",
                                "Order soup from \\(\\.$kitchen) in \\(.applicationName)",
                                "Order \\(\\.$quantiy) soups in \\(.applicationName)",
                                "Order \\\\(\\.$quantity) soups in \\(.applicationName)",
                            ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                            AppShortcut(intent: MenuKitIntent(), phrases: ["Show \\(\\.$dish) in \\(.applicationName)"],
                                        shortTitle: "Menu", systemImageName: "menucard")
                        }
                    }
                    enum SoupSize: String, AppEnum {
                        case small, large
                        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                        static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
                    }
                    """),
            ]),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for shortcut in context.manifest.autoShortcuts {
            guard let written = shortcut.actionIdentifier,
                  let intentName = context.index.lookUp(written),
                  let intent = context.manifest.actions[intentName] else { continue }
            for phrase in shortcut.readablePhrases {
                var reported: Set<String> = []
                for name in phrase.parameters where reported.insert(name).inserted {
                    guard let parameter = intent.parameters.first(where: { $0.name == name }),
                          let problem = problem(with: parameter.valueType, in: intentName, context) else { continue }
                    findings.append(finding(Message.parameterNotEntityOrEnum(in: phrase.text.key, parameter: name, of: intentName, type: parameter.valueType,
                                                                             kind: problem.kind, isArray: problem.isArray),
                                            at: phrase.location))
                }
            }
        }
        return findings
    }

    /// What makes `written` certainly not an entity or enum, or nil when it is one or may be.
    private func problem(with written: String, in intent: String, _ context: LintContext) -> (kind: Kind, isArray: Bool)? {
        var type = Self.unwrappingOptional(written)
        var isArray = false
        if let element = Self.arrayElement(type) {
            type = Self.unwrappingOptional(element)
            isArray = true
        }
        guard let kind = kind(of: type, in: intent, context) else { return nil }
        return (kind, isArray)
    }

    fileprivate enum Kind {
        /// `String`, `Int`, `Date`, `IntentFile`: a value type the framework takes as a parameter.
        case frameworkValue
        /// A type the module declares that is certainly neither an entity nor an enum.
        case plainModuleType
    }

    /// What `type` is, when it is certainly not an entity or enum; nil otherwise.
    private func kind(of written: String, in intent: String, _ context: LintContext) -> Kind? {
        let index = context.index
        let resolved = index.resolvingTypealiases(TypeIndex.baseName(written, keepingDots: true), in: intent)
        if Self.arrayElement(resolved) != nil || Self.unwrappingOptional(resolved) != resolved {
            return nil  // an alias of an array or optional: not worth following further
        }
        if let entry = index.entry(resolved, from: intent), entry.declaration != nil {
            // `OtherModule.Kettle` is not this module's `Kettle`.
            if resolved.contains("."), !("." + entry.qualifiedName).hasSuffix("." + resolved),
               resolved != "\(context.manifest.module).\(entry.qualifiedName)" {
                return nil
            }
            return isCertainlyPlain(entry, index, visited: []) ? .plainModuleType : nil
        }
        let name = TypeIndex.baseName(resolved)
        guard FrameworkValueTypes.names.contains(name) else { return nil }
        // `extension Int: AppEnum` would be odd, but it would count.
        if let entry = index.entry(resolved), entry.families.contains(.entity) || entry.families.contains(.appEnum)
            || entry.writtenConformances.contains(where: { AppIntentsFamily.entity.protocols.contains($0.name) || AppIntentsFamily.appEnum.protocols.contains($0.name) }) {
            return nil
        }
        return .frameworkValue
    }

    /// A type of the module that is neither an entity nor an enum, as far as anything it
    /// conforms to or is marked with can tell.
    private func isCertainlyPlain(_ entry: TypeIndex.Entry, _ index: TypeIndex, visited: Set<String>) -> Bool {
        if entry.families.contains(.entity) || entry.families.contains(.appEnum) { return false }
        for part in entry.parts {
            for attribute in part.declaration.attributes where !Self.knownAttributes.contains(attribute.name) {
                return false  // an attached macro may add a conformance
            }
        }
        for conformance in entry.writtenConformances {
            let name = conformance.name
            if Self.knownConformances.contains(name) || FrameworkValueTypes.names.contains(name) { continue }
            if AppIntentsFamily.allCases.contains(where: { $0.protocols.contains(name) }) { continue }
            guard !visited.contains(name), let inherited = index.entry(name) else { return false }
            if !isCertainlyPlain(inherited, index, visited: visited.union([entry.qualifiedName, name])) { return false }
        }
        return true
    }

    /// `Int?`, `Int!` and `Optional<Int>` → `Int`.
    static func unwrappingOptional(_ written: String) -> String {
        var type = written.trimmed(" \t")
        while let last = type.last, last == "?" || last == "!" { type.removeLast() }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            return unwrappingOptional(String(type.dropFirst("Optional<".count).dropLast()))
        }
        return type
    }

    /// The element type of `[Element]` or `Array<Element>`; nil for other types (and
    /// dictionaries).
    static func arrayElement(_ written: String) -> String? {
        let type = written.trimmed(" \t")
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            var depth = 0
            for character in inner {
                switch character {
                case "[", "<", "(": depth += 1
                case "]", ">", ")": depth -= 1
                case ":" where depth == 0: return nil
                default: break
                }
            }
            return inner
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst("Array<".count).dropLast()) }
        return nil
    }

    /// Protocols that say nothing about being an entity or an enum.
    static let knownConformances: Set<String> = [
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Identifiable",
        "Sendable", "CaseIterable", "RawRepresentable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "LosslessStringConvertible", "Error", "LocalizedError",
        "ObservableObject", "Observable", "NSObject", "NSCoding", "NSSecureCoding", "AnyObject",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "BitwiseCopyable",
    ]

    /// Attributes that are not macros adding conformances.
    static let knownAttributes: Set<String> = [
        "MainActor", "Observable", "available", "objc", "objcMembers", "frozen", "usableFromInline",
        "preconcurrency", "dynamicMemberLookup", "propertyWrapper", "resultBuilder", "unchecked",
        "Model", "Sendable", "retroactive",
    ]
}

extension PhraseParameterTypeRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// `type` as the parameter is declared; `kind` and `isArray` say what it is once unwrapped.
        static func parameterNotEntityOrEnum(in phrase: String, parameter name: String, of intent: String, type: String,
                                             kind: PhraseParameterTypeRule.Kind, isArray: Bool) -> FindingMessage {
            let problem = switch (kind, isArray) {
            case (.frameworkValue, false): "is a value type, not an `AppEntity` or `AppEnum`"
            case (.plainModuleType, false): "is declared in this module without `AppEntity` or `AppEnum`"
            case (.frameworkValue, true): "is an array of a value type, not of an `AppEntity` or `AppEnum`"
            case (.plainModuleType, true): "is an array of a type declared in this module without `AppEntity` or `AppEnum`"
            }
            return FindingMessage(
                "App Shortcut phrase \"\(phrase)\" interpolates the parameter `\(name)` of `\(intent)`, whose type " +
                    "`\(type)` \(problem), and the build stops exporting App Intents metadata on it (\"AppEntity and " +
                    "AppEnum are the only allowed types for \(name)\"); leave `\(name)` out of the phrase (Siri asks for it with " +
                    "its `requestValueDialog`), or make its type an `AppEnum` or `AppEntity`")
        }
    }
}
