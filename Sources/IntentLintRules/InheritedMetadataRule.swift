import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// The build reads the metadata a type and its extensions declare, not what it inherits.
package struct InheritedMetadataRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "inherited-metadata",
        name: "Inherited metadata",
        summary: "An intent's, entity's or enum's metadata must be declared on the type itself, not inherited from a protocol extension or a superclass.",
        rationale: """
            Swift lets a type take a static property from an extension of a protocol it conforms to, \
            or from its superclass: `protocol AppAction: AppIntent {}` with `extension AppAction { static \
            var openAppWhenRun: Bool { true } }`, or `class BaseIntent: AppIntent` with a `title`. The app \
            compiles and runs with those values, but the build does not see them: it reads the metadata \
            the type and its own extensions declare, and exports the framework's default for the rest \
            (`openAppWhenRun` false, no description), or stops on a missing title. Declare the value in \
            the type (or an extension of the type).

            **Evidence, and severity.** swiftc 6.3's const-value extraction, which is all the build reads \
            (`swiftc -emit-const-values-path` with Xcode's protocol list; the `Conformances` fixture of \
            `CompilerOracleTests`): a type conforming through the app's own protocol is extracted, with \
            `AppIntent` among its conformances, but with only its own members, so `title` is missing for \
            `struct Untitled: TitledIntent` whose title an extension of `TitledIntent` gives, and for \
            `final class DerivedIntent: BaseIntent`. An intent without a title stops the export, as a \
            build log shows: "the property `title` must be implemented when conforming to \
            `AppIntents.AppIntent`, and a compile-time static value must be provided" followed by "At \
            least one halting error produced during export" (swiftlang/swift#78866): an error. Any other \
            property is exported as the framework's default instead of the app's value, silently: a \
            warning.

            **Not flagged.** An inherited property whose type is not the framework's (a `static var \
            description: String` is no `IntentDescription`, so the intent's own is the default and nothing \
            is lost); `allCases`, which `CaseIterable` gives; a protocol's requirement (`static var title: LocalizedStringResource { get }` \
            in the protocol itself: the type must still implement it); an extension of the framework's own \
            protocols (`extension AppIntent`), whose members compete with the framework's defaults; a \
            protocol or class of another module, whose extensions are not read; modules some of whose files were not read (an \
            extension of the type in one of them may declare the value).
            """,
        severity: .error,
        alsoWarns: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample(files: [
                ("AppAction.swift", """
                    protocol AppAction: AppIntent {}
                    extension AppAction {
                        static var openAppWhenRun: Bool { true }
                        static var title: LocalizedStringResource { "Action" }
                    }
                    """),
                ("Intents.swift", """
                    ↓↓struct OpenInboxIntent: AppAction {
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    ↓struct ComposeIntent: AppAction {
                        static let title: LocalizedStringResource = "Compose"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ], expecting: [
                .error(Message.titleInherited(by: "OpenInboxIntent", from: "an extension of `AppAction`")),
                .warning(Message.propertiesInherited(["openAppWhenRun"], by: "OpenInboxIntent", from: ["an extension of `AppAction`"])),
                .warning(Message.propertiesInherited(["openAppWhenRun"], by: "ComposeIntent", from: ["an extension of `AppAction`"])),
            ]),
            RuleExample("""
                class MailIntent: AppIntent {
                    static var title: LocalizedStringResource { "Mail" }
                    required init() {}
                    func perform() async throws -> some IntentResult { .result() }
                }
                final ↓class ArchiveMailIntent: MailIntent {}
                """, expecting: [.error(Message.titleInherited(by: "ArchiveMailIntent", from: "its superclass `MailIntent`"))]),
        ],
        nonTriggering: [
            // Each intent declares its own; the protocol only requires.
            RuleExample(files: [
                ("AppAction.swift", """
                    protocol AppAction: AppIntent {
                        static var title: LocalizedStringResource { get }
                    }
                    extension AppAction {
                        func log() {}
                    }
                    """),
                ("Intents.swift", """
                    struct OpenInboxIntent: AppAction {
                        static let title: LocalizedStringResource = "Open Inbox"
                        static let openAppWhenRun = true
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ]),
            // A static member of another type that only shares a name: not the intent's description.
            RuleExample("""
                protocol AppAction: AppIntent {}
                extension AppAction {
                    static var description: String { String(describing: Self.self) }
                }
                struct OpenInboxIntent: AppAction {
                    static let title: LocalizedStringResource = "Open Inbox"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
            // Declared in an extension of the type: the build reads it.
            RuleExample("""
                protocol AppAction: AppIntent {}
                extension AppAction {
                    static var openAppWhenRun: Bool { true }
                }
                struct OpenInboxIntent: AppAction {
                    func perform() async throws -> some IntentResult { .result() }
                }
                extension OpenInboxIntent {
                    static var title: LocalizedStringResource { "Open Inbox" }
                    static var openAppWhenRun: Bool { true }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        guard context.module.isComplete else { return [] }
        var findings: [Finding] = []
        for (family, owner) in [(AppIntentsFamily.intent, MetadataProperty.Owner.intent), (.entity, .entity), (.appEnum, .appEnum)] {
            let properties = MetadataProperty.all.filter { $0.owner == owner }
            for entry in context.index.entries(in: family) {
                guard let declaration = entry.declaration else { continue }
                let providers = self.providers(of: entry, context.index)
                guard !providers.isEmpty else { continue }
                var inherited: [(property: MetadataProperty, from: String, place: SourceReference)] = []
                for property in properties where entry.property(property.name, isStatic: true) == nil {
                    for provider in providers {
                        if let place = provider.places[property.name] {
                            inherited.append((property, provider.name, place))
                            break
                        }
                    }
                }
                let typePlace = SourceReference(file: declaration.file, location: declaration.declaration.location)
                let name = entry.qualifiedName
                if family == .intent, let title = inherited.first(where: { $0.property == .intentTitle }) {
                    findings.append(finding(
                        Message.titleInherited(by: name, from: title.from),
                        at: typePlace, severity: .error,
                        related: [RelatedLocation(file: title.place.file, location: title.place.location, message: "the `title` `\(name)` inherits")]))
                }
                let others = inherited.filter { $0.property != .intentTitle }
                guard !others.isEmpty else { continue }
                findings.append(finding(
                    Message.propertiesInherited(others.map(\.property.name), by: name, from: others.map(\.from)),
                    at: typePlace, severity: .warning,
                    related: others.map { RelatedLocation(file: $0.place.file, location: $0.place.location, message: "the `\($0.property.name)` `\(name)` inherits") }))
            }
        }
        return findings
    }

    /// A protocol or class of the module the type conforms through, by how messages name it, and
    /// where each static property it gives conformers is declared: an extension's for a protocol
    /// (the protocol's own body only requires), any of a class's.
    private struct Provider {
        var name: String
        var places: [String: SourceReference]
    }

    /// The type a metadata property has in the framework, by name, where another type would make
    /// an inherited property of that name something else (`static var description: String`).
    /// `title` has no default in the framework: an intent without its own has the inherited one.
    private static let witnessTypes: [String: String] = [
        "description": "IntentDescription", "openAppWhenRun": "Bool", "isDiscoverable": "Bool",
        "authenticationPolicy": "IntentAuthenticationPolicy", "supportedModes": "IntentModes", "parameterSummary": "ParameterSummary",
        "typeDisplayRepresentation": "TypeDisplayRepresentation", "caseDisplayRepresentations": "DisplayRepresentation",
        "urlRepresentation": "URLRepresentation", "allCases": "",
    ]

    /// Whether the inherited property can be the one the framework's protocol asks for: its type
    /// is written and names the framework's type, or its value is a literal or initializer of it.
    private static func mayWitness(_ property: PropertyDeclaration) -> Bool {
        guard let type = witnessTypes[property.name] else { return true }
        // `allCases` comes from `CaseIterable`, whatever a protocol says.
        guard !type.isEmpty else { return false }
        if let annotation = property.typeAnnotation { return annotation.contains(bytes: type) }
        guard let value = property.initializer?.expression else { return false }
        if case .booleanLiteral = value.kind { return type == "Bool" }
        return value.calleeName == type
    }

    private func providers(of entry: TypeIndex.Entry, _ index: TypeIndex) -> [Provider] {
        index.reachableConformances(entry).sorted().compactMap { name -> Provider? in
            guard let inherited = index.entry(name), inherited.qualifiedName != entry.qualifiedName else { return nil }
            // The module's own protocols and classes. An extension of the framework's protocol
            // (`extension AppIntent`) competes with the framework's own defaults, and which one a type
            // gets is not this reading's to say.
            let kind = inherited.declaration?.declaration.kind
            guard kind == .protocol || kind == .class else { return nil }
            var places: [String: SourceReference] = [:]
            for part in inherited.parts where kind == .class || part.declaration.kind == .extension {
                for property in part.declaration.properties where property.isStatic && places[property.name] == nil
                    && Self.mayWitness(property) {
                    places[property.name] = SourceReference(file: part.file, location: property.location)
                }
            }
            guard !places.isEmpty else { return nil }
            let described = kind == .class ? "its superclass `\(inherited.qualifiedName)`" : "an extension of `\(inherited.qualifiedName)`"
            return Provider(name: described, places: places)
        }
    }
}

extension InheritedMetadataRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func titleInherited(by type: String, from provider: String) -> FindingMessage {
            FindingMessage(
                "`\(type)` has no `title` of its own but takes one from \(provider), which the build does not read for it, and " +
                    "the build stops on an intent without a title (\"the property `title` must be implemented when conforming to " +
                    "`AppIntents.AppIntent`\"); declare `static let title` in `\(type)`")
        }

        /// `providers`, one for each property, are named once each.
        static func propertiesInherited(_ properties: [String], by type: String, from providers: [String]) -> FindingMessage {
            let names = properties.map { "`\($0)`" }.joined(separator: ", ")
            let sources = Array(Set(providers)).sorted().joined(separator: " and ")
            return FindingMessage(
                "`\(type)` takes \(names) from \(sources), which the build does not read for it, so it exports the framework's default " +
                    "instead; declare \(properties.count == 1 ? "it" : "them") in `\(type)`")
        }
    }
}
