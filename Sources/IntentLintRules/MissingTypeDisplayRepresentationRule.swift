import IntentLintManifest
import IntentLintCore

/// Entities and enums are shown by their type's display representation.
package struct MissingTypeDisplayRepresentationRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "missing-type-display-representation",
        name: "Missing type display representation",
        summary: "Every `AppEntity` and `AppEnum` must declare `static var typeDisplayRepresentation`.",
        rationale: """
            Shortcuts, Siri and Spotlight name an entity or enum type by its `typeDisplayRepresentation` \
            ("Soup", "Size"), and the build exports it with the type. `AppEntity` and `AppEnum` require it. \
            Declare it as a constant: `static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"`.

            **Evidence, and severity.** It is a requirement of both protocols (`AppValue`'s \
            `StaticDisplayRepresentable`, in Apple's documentation), and the build reads it at compile time \
            ("These representations must be constant values, since this information is used at compile time", \
            WWDC25 "Get to know App Intents"; developers quote the build error "'TypeDisplayRepresentation' must \
            be initialized with a call to its initializer"). A type without it does not build, so this is an \
            error; lint-intents says so before the build does, at the type.

            **Not flagged.** Modules not known whole: a folder linted without a project file (an extension \
            in another folder may declare it) and a module some of whose files were not read. Types that \
            may inherit it: those conforming to a protocol or class the module \
            declares (an extension there may provide it); types with a schema macro (`@AppEntity(schema:)`, \
            `@AppEnum(schema:)`), whose schema supplies the type's representation.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                ↓struct SoupEntity: AppEntity {
                    var id: String
                    static var defaultQuery = SoupQuery()
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                ↓enum SoupSize: String, AppEnum {
                    case small, large
                    static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
                }
                """, module: .app, expecting: [
                .error(Message.noTypeDisplayRepresentation(of: "SoupEntity", protocol: "AppEntity")),
                .error(Message.noTypeDisplayRepresentation(of: "SoupSize", protocol: "AppEnum")),
            ]),
        ],
        nonTriggering: [
            RuleExample(files: [
                ("SoupEntity.swift", """
                    struct SoupEntity: AppEntity {
                        var id: String
                        static var defaultQuery = SoupQuery()
                        var displayRepresentation: DisplayRepresentation { "\\(id)" }
                    }
                    """),
                ("SoupEntity+Display.swift", """
                    extension SoupEntity {
                        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Soup" }
                    }
                    """),
            ], module: .app),
            RuleExample("""
                protocol CatalogEntity: AppEntity {}
                extension CatalogEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Catalog Item" }
                }
                struct Wallpaper: CatalogEntity {
                    var id: String
                }
                @AppEntity(schema: .photos.asset)
                struct AssetEntity: IndexedEntity {
                    let id: String
                }
                """, module: .app),
            // A folder without a project file may be part of a module.
            RuleExample("""
                struct SoupEntity: AppEntity {
                    var id: String
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        // An extension in a file not read could declare it: only a whole module says it is missing.
        guard context.knowsWholeModule else { return [] }
        var findings: [Finding] = []
        let types: [(name: String, location: SourceReference, schema: String?, hasValue: Bool, kind: String)] =
            context.manifest.entities.values.map { ($0.identifier, $0.location, $0.schema, $0.typeDisplayRepresentation != nil, "AppEntity") }
            + context.manifest.enums.map { ($0.identifier, $0.location, $0.schema, $0.typeDisplayRepresentation != nil, "AppEnum") }
        for type in types where !type.hasValue && type.schema == nil {
            guard let entry = context.index.entry(type.name), !inheritsFromModuleType(entry, context.index) else { continue }
            findings.append(finding(Message.noTypeDisplayRepresentation(of: type.name, protocol: type.kind), at: type.location))
        }
        return findings
    }

    /// Whether the type conforms to a protocol or inherits from a class the module declares,
    /// either of which may provide the property.
    private func inheritsFromModuleType(_ entry: TypeIndex.Entry, _ index: TypeIndex) -> Bool {
        entry.writtenConformances.contains { conformance in
            guard let kind = index.entry(conformance.name)?.declaration?.declaration.kind else { return false }
            return kind == .protocol || kind == .class
        }
    }
}

extension MissingTypeDisplayRepresentationRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func noTypeDisplayRepresentation(of type: String, protocol kind: String) -> FindingMessage {
            FindingMessage(
                "\(kind) `\(type)` has no `typeDisplayRepresentation`, which `\(kind)` requires and the build exports with " +
                    "the type; add `static var typeDisplayRepresentation: TypeDisplayRepresentation = \"…\"`")
        }
    }
}
