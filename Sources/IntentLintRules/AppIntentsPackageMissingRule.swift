import IntentLintManifest
import IntentLintCore

/// A dynamic framework or library with App Intents types must register them with an
/// `AppIntentsPackage`; a statically linked one need not, and is not told to.
package struct AppIntentsPackageMissingRule: AppRule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "app-intents-package-missing",
        name: "App Intents package missing",
        summary: "A dynamic framework or library an app links that declares App Intents types must declare an `AppIntentsPackage`.",
        rationale: """
            The build extracts App Intents metadata target by target. A dynamic framework (or dynamic \
            library, or a package product of type `.dynamic`) is a binary of its own, with metadata of its \
            own: when it declares intents, entities or enums, it must describe them with a type conforming \
            to `AppIntentsPackage`, and the app's own package must include it; otherwise the system does not \
            index those types for the app, and they and the actions that use them are missing from \
            Shortcuts, with no build error. Declare `public struct KitPackage: AppIntentsPackage {}` in the \
            module and list `KitPackage.self` in the `includedPackages` of the app's (and each extension's) \
            package.

            **Evidence, and severity.** Apple's documentation of `AppIntentsPackage`: "To make app intent \
            declarations available with your framework, it needs to define its own app intents package \
            type … To use the framework's app intents in your app, define an app intents package in your \
            app that depends on the framework's app intents package". "Explore enhancements to App \
            Intents" (WWDC23) introduced packages for frameworks. The build does not stop, so this is a \
            warning.

            **Static linkage.** Code linked statically is another matter. swift-build hands the app's \
            metadata extraction the metadata of every statically linked dependency (a static library or \
            framework, and a Swift package's target, which Xcode links statically unless its product is \
            `.dynamic`) with `--static-metadata-file-list` (`AppIntentsMetadataTaskProducer`), and "Get to \
            know App Intents" (WWDC25) says "You should use App Intents Package when referencing code not \
            compiled into a static library", after saying that each target must be registered: its wording \
            is split. Developers who measured it report the intents, entities and queries of a statically \
            linked package in the app's own metadata with no package declared, and that declaring one only \
            adds an `extract.packagedata` naming it, which the system failed to resolve for statically \
            linked code: apps lost every action, and their App Shortcuts, until they removed the \
            declaration. So a statically linked module is not told to declare a package \
            ([App Intents packages and linkage](app-intents-packages.md) has the sources).

            **Not flagged.** A static library or framework, a Swift package's target in a product of \
            automatic or static type, and a framework whose linkage the project does not say (a \
            `MACH_O_TYPE` from an `.xcconfig` file). A module some of whose files were not read (listed by \
            the project but missing, left out by the configuration, unreadable), or a folder linted \
            without a project file: it may declare its package in one of them. An App Shortcuts provider \
            alone: a framework's provider is ignored whatever it declares (`app-shortcuts-provider-placement`). \
            A type name the using module declares itself, or that several of its dependencies declare.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TripKit"]),
                ExampleModule("TripKit", .framework),
            ], files: [
                ("TravelApp/PlanTripIntent.swift", """
                    import AppIntents
                    import TripKit

                    struct PlanTripIntent: AppIntent {
                        static let title: LocalizedStringResource = "Plan Trip"
                        @Parameter(title: "Trip") var trip: TripEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("TripKit/TripEntity.swift", """
                    import AppIntents

                    public ↓struct TripEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
                        public static let defaultQuery = TripQuery()
                        public let id: UUID
                        public var displayRepresentation: DisplayRepresentation { "Trip" }
                    }
                    """),
            ], expecting: [.warning(Message.noPackageForUsedTypes("TripKit", kind: .framework, types: ["TripEntity"]))]),
            // No other module uses them: the framework's own intents are still not indexed.
            RuleExample(app: [
                ExampleModule("MusicApp", .app, dependsOn: ["PlayerKit"]),
                ExampleModule("PlayerKit", .framework),
            ], files: [
                ("MusicApp/MusicApp.swift", """
                    import PlayerKit

                    struct Library {
                        let player = Player()
                    }
                    """),
                ("PlayerKit/PlayTrackIntent.swift", """
                    import AppIntents

                    public ↓struct PlayTrackIntent: AppIntent {
                        public static let title: LocalizedStringResource = "Play Track"
                        @Parameter(title: "Track") public var track: String
                        public init() {}
                        public func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ], expecting: [.warning(Message.noPackage("PlayerKit", kind: .framework, types: ["PlayTrackIntent"]))]),
        ],
        nonTriggering: [
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TripKit"]),
                ExampleModule("TripKit", .framework),
            ], files: [
                ("TravelApp/PlanTripIntent.swift", """
                    import AppIntents
                    import TripKit

                    struct TravelAppPackage: AppIntentsPackage {
                        static var includedPackages: [any AppIntentsPackage.Type] { [TripKitPackage.self] }
                    }

                    struct PlanTripIntent: AppIntent {
                        static let title: LocalizedStringResource = "Plan Trip"
                        @Parameter(title: "Trip") var trip: TripEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("TripKit/TripEntity.swift", """
                    import AppIntents

                    public struct TripKitPackage: AppIntentsPackage {}

                    public struct TripEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
                        public static let defaultQuery = TripQuery()
                        public let id: UUID
                        public var displayRepresentation: DisplayRepresentation { "Trip" }
                    }
                    """),
            ]),
            // A Swift package's target, linked statically: its metadata is merged into the app's.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TripModels"]),
                ExampleModule("TripModels", .library),
            ], files: [
                ("TravelApp/PlanTripIntent.swift", """
                    import AppIntents
                    import TripModels

                    struct PlanTripIntent: AppIntent {
                        static let title: LocalizedStringResource = "Plan Trip"
                        @Parameter(title: "Trip") var trip: TripEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("TripModels/TripEntity.swift", """
                    import AppIntents

                    public struct TripEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
                        public static let defaultQuery = TripQuery()
                        public let id: UUID
                        public var displayRepresentation: DisplayRepresentation { "Trip" }
                    }
                    """),
            ]),
            // The app declares its own `TripEntity`: the framework's is not the one it uses, and the
            // framework's linkage is not known.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TripKit"]),
                ExampleModule("TripKit", .framework, linkage: .unknown),
            ], files: [
                ("TravelApp/PlanTripIntent.swift", """
                    import AppIntents

                    struct TripEntity: AppEntity {
                        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
                        static let defaultQuery = TripQuery()
                        let id: UUID
                        var displayRepresentation: DisplayRepresentation { "Trip" }
                    }

                    struct PlanTripIntent: AppIntent {
                        static let title: LocalizedStringResource = "Plan Trip"
                        @Parameter(title: "Trip") var trip: TripEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("TripKit/TripEntity.swift", """
                    import AppIntents

                    public struct TripEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
                        public static let defaultQuery = TripQuery()
                        public let id: UUID
                        public var displayRepresentation: DisplayRepresentation { "Trip" }
                    }
                    """),
            ]),
        ])

    package func check(_ context: AppLintContext) -> [Finding] {
        let uses = CrossModuleUse.uses(in: context)
        var findings: [Finding] = []
        for provider in context.members where provider.role == .linked && provider.linkage != .static {
            guard provider.manifest.packages.isEmpty else { continue }
            let declaresTypes = !Self.appIntentsTypes(of: provider.manifest).isEmpty || uses.contains { $0.provider == provider.id }
            guard provider.linkage == .dynamic, provider.knowsWholeModule else {
                if declaresTypes {
                    context.cannotCheck(provider.linkage == .dynamic
                        ? "`\(provider.name)` was not read whole, so whether it declares an `AppIntentsPackage` is not known"
                        : "how the app links `\(provider.name)` is not known, so whether it needs an `AppIntentsPackage` is not either")
                }
                continue
            }
            let used = uses.filter { $0.provider == provider.id }
            if let first = used.min(by: { ($0.declaration.file, $0.declaration.line) < ($1.declaration.file, $1.declaration.line) }) {
                let related = used.compactMap { use -> RelatedLocation? in
                    guard let user = context.member(use.user) else { return nil }
                    let place = user.place(use.place)
                    return RelatedLocation(file: place.file, location: place.location, message: "`\(use.typeName)` is used by \(use.how) in `\(user.name)`")
                }
                findings.append(finding(Message.noPackageForUsedTypes(provider.name, kind: provider.syntax.kind, types: used.map(\.typeName)),
                                        at: provider.place(first.declaration), related: related))
                continue
            }
            let declared = Self.appIntentsTypes(of: provider.manifest)
            guard let first = declared.first else { continue }
            findings.append(finding(Message.noPackage(provider.name, kind: provider.syntax.kind, types: declared.map(\.name)), at: provider.place(first.location)))
        }
        return findings
    }

    /// The intents, entities and enums a manifest declares, in file order.
    static func appIntentsTypes(of manifest: Manifest) -> [(name: String, location: SourceReference)] {
        let types = manifest.actions.values.map { ($0.identifier, $0.location) } + manifest.entities.values.map { ($0.identifier, $0.location) }
            + manifest.enums.map { ($0.identifier, $0.location) }
        return types.sorted { ($0.1.file, $0.1.line, $0.0) < ($1.1.file, $1.1.line, $1.0) }.map { (name: $0.0, location: $0.1) }
    }

    /// What a module of `kind` that declares a package is to the app: `a dynamic framework`.
    static func dynamicModule(_ kind: ModuleKind) -> String {
        "a dynamic \(kind == .framework ? "framework" : "library")"
    }

    /// `` `A`, `B` `` and at most five names, then how many more.
    static func listed(_ names: [String]) -> String {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        unique.sort()
        let shown = unique.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
        return unique.count > 5 ? "\(shown) and \(unique.count - 5) more" : shown
    }
}

extension AppIntentsPackageMissingRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func noPackageForUsedTypes(_ module: String, kind: ModuleKind, types: [String]) -> FindingMessage {
            FindingMessage(
                "`\(module)`, \(built(kind)), declares App Intents types that other modules of the app use " +
                    "(\(AppIntentsPackageMissingRule.listed(types))) and no `AppIntentsPackage`, so the system does not index them and actions " +
                    "that use them are missing from Shortcuts: \(fix(module)) and include it in the `includedPackages` of the package of each target that uses them")
        }

        static func noPackage(_ module: String, kind: ModuleKind, types: [String]) -> FindingMessage {
            FindingMessage(
                "`\(module)`, \(built(kind)), declares App Intents types (\(AppIntentsPackageMissingRule.listed(types))) and no " +
                    "`AppIntentsPackage`, so the system does not index them for the app and they are missing from Shortcuts: \(fix(module)) " +
                    "and include it in the `includedPackages` of the app's package")
        }

        private static func built(_ kind: ModuleKind) -> String {
            AppIntentsPackageMissingRule.dynamicModule(kind) + " the app links"
        }

        private static func fix(_ module: String) -> String {
            "declare `public struct \(module)Package: AppIntentsPackage {}` in `\(module)`"
        }
    }
}
