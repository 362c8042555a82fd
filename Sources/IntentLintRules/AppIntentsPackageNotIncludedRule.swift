import IntentLintManifest
import IntentLintCore

/// An app or extension that uses another module's App Intents types must include that module's
/// `AppIntentsPackage` in its own.
package struct AppIntentsPackageNotIncludedRule: AppRule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "app-intents-package-not-included",
        name: "App Intents package not included",
        summary: "An app or extension that uses a dynamic framework's App Intents types must include that framework's `AppIntentsPackage` in its own.",
        rationale: """
            A dynamic framework (or library, or package product of type `.dynamic`) registers its intents, \
            entities and enums with an `AppIntentsPackage`; an app or extension that uses them must declare \
            its own package whose `includedPackages` lists that one, directly or through a package it \
            includes, and an app must do so for a framework it links with App Intents types even where it \
            uses none. Otherwise the system does not index the framework's types for that target, and the \
            actions that use them are missing from Shortcuts, with no build error. Add `KitPackage.self` to \
            the `includedPackages` of the target's package (declare one if it has none).

            **Evidence, and severity.** Apple's documentation of `AppIntentsPackage`: "To use the \
            framework's app intents in your app, define an app intents package in your app that depends \
            on the framework's app intents package", with `includedPackages` returning \
            `[MyFrameworkPackage.self]`; "Get to know App Intents" (WWDC25) does the same from the app and \
            from its App Intents extension. The build does not stop, so this is a warning.

            **Static linkage.** A statically linked module's metadata is merged into the app's by the \
            build, and WWDC25 says "You should use App Intents Package when referencing code not compiled \
            into a static library"; apps that declared packages for statically linked Swift packages \
            report losing every action and their App Shortcuts until they removed them. So this rule never \
            asks for a package around a statically linked module \
            ([App Intents packages and linkage](app-intents-packages.md) has the sources).

            **Not flagged.** A statically linked module (a Swift package's target in a product of \
            automatic or static type, a static library or framework) or one whose linkage the project \
            does not say. A target some of whose files were not read, which may declare its package \
            there. An `includedPackages` that is not a constant list, or that names a package no module \
            linted declares (one in a remote package, say): what it includes cannot be known. A module \
            without any `AppIntentsPackage` (`app-intents-package-missing` reports it).
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["RoutesKit"]),
                ExampleModule("RoutesKit", .framework),
            ], files: [
                ("TravelApp/FollowRouteIntent.swift", """
                    import AppIntents
                    import RoutesKit

                    ↓struct TravelAppPackage: AppIntentsPackage {
                        static var includedPackages: [any AppIntentsPackage.Type] { [] }
                    }

                    struct FollowRouteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Follow Route"
                        @Parameter(title: "Route") var route: RouteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("RoutesKit/RouteEntity.swift", """
                    import AppIntents

                    public struct RoutesKitPackage: AppIntentsPackage {}

                    public struct RouteEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
                        public static let defaultQuery = RouteQuery()
                        public let id: String
                        public var displayRepresentation: DisplayRepresentation { "Route" }
                    }
                    """),
            ], expecting: [.warning(Message.packageNotIncluded("RoutesKitPackage", of: "RoutesKit", kind: .framework, in: "TravelAppPackage", for: "TravelApp",
                                                                types: ["RouteEntity"], used: true))]),
            // The app uses none of the framework's types, and still includes no package of it.
            RuleExample(app: [
                ExampleModule("MusicApp", .app, dependsOn: ["PlayerKit"]),
                ExampleModule("PlayerKit", .framework),
            ], files: [
                ("MusicApp/MusicAppPackage.swift", """
                    import AppIntents

                    ↓struct MusicAppPackage: AppIntentsPackage {}
                    """),
                ("PlayerKit/PlayTrackIntent.swift", """
                    import AppIntents

                    public struct PlayerKitPackage: AppIntentsPackage {}

                    public struct PlayTrackIntent: AppIntent {
                        public static let title: LocalizedStringResource = "Play Track"
                        public init() {}
                        public func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ], expecting: [.warning(Message.packageNotIncluded("PlayerKitPackage", of: "PlayerKit", kind: .framework, in: "MusicAppPackage", for: "MusicApp",
                                                                types: ["PlayTrackIntent"], used: false))]),
            // Neither a package nor a use in the app: the finding is at the framework's package.
            RuleExample(app: [
                ExampleModule("MusicApp", .app, dependsOn: ["PlayerKit"]),
                ExampleModule("PlayerKit", .framework),
            ], files: [
                ("MusicApp/MusicApp.swift", """
                    import PlayerKit

                    struct Library {}
                    """),
                ("PlayerKit/PlayTrackIntent.swift", """
                    import AppIntents

                    public ↓struct PlayerKitPackage: AppIntentsPackage {}

                    public struct PlayTrackIntent: AppIntent {
                        public static let title: LocalizedStringResource = "Play Track"
                        public init() {}
                        public func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ], expecting: [.warning(Message.linksWithoutPackage("PlayerKitPackage", of: "PlayerKit", kind: .framework, by: "MusicApp",
                                                                 types: ["PlayTrackIntent"]))]),
            // With no package of its own, the finding is at the first use.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["RoutesKit"]),
                ExampleModule("RoutesKit", .framework),
            ], files: [
                ("TravelApp/FollowRouteIntent.swift", """
                    import AppIntents
                    import RoutesKit

                    struct FollowRouteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Follow Route"
                        @Parameter(title: "Route") var ↓route: RouteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("RoutesKit/RouteEntity.swift", """
                    import AppIntents

                    public struct RoutesKitPackage: AppIntentsPackage {}

                    public struct RouteEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
                        public static let defaultQuery = RouteQuery()
                        public let id: String
                        public var displayRepresentation: DisplayRepresentation { "Route" }
                    }
                    """),
            ], expecting: [.warning(Message.usesWithoutPackage("RoutesKitPackage", of: "RoutesKit", kind: .framework, by: "TravelApp", types: ["RouteEntity"]))]),
        ],
        nonTriggering: [
            // Included through the package the app includes.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TravelKit"]),
                ExampleModule("TravelKit", .framework, dependsOn: ["RoutesKit"]),
                ExampleModule("RoutesKit", .framework),
            ], files: [
                ("TravelApp/FollowRouteIntent.swift", """
                    import AppIntents
                    import RoutesKit
                    import TravelKit

                    struct TravelAppPackage: AppIntentsPackage {
                        static var includedPackages: [any AppIntentsPackage.Type] { [TravelKitPackage.self] }
                    }

                    struct FollowRouteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Follow Route"
                        @Parameter(title: "Route") var route: RouteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("TravelKit/TravelKitPackage.swift", """
                    import AppIntents
                    import RoutesKit

                    public struct TravelKitPackage: AppIntentsPackage {
                        public static var includedPackages: [any AppIntentsPackage.Type] { [RoutesKitPackage.self] }
                    }
                    """),
                ("RoutesKit/RouteEntity.swift", """
                    import AppIntents

                    public struct RoutesKitPackage: AppIntentsPackage {}

                    public struct RouteEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
                        public static let defaultQuery = RouteQuery()
                        public let id: String
                        public var displayRepresentation: DisplayRepresentation { "Route" }
                    }
                    """),
            ]),
            // A Swift package's target, linked statically: its metadata is the app's already.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["RouteModels"]),
                ExampleModule("RouteModels", .library),
            ], files: [
                ("TravelApp/FollowRouteIntent.swift", """
                    import AppIntents
                    import RouteModels

                    struct FollowRouteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Follow Route"
                        @Parameter(title: "Route") var route: RouteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("RouteModels/RouteEntity.swift", """
                    import AppIntents

                    public struct RouteModelsPackage: AppIntentsPackage {}

                    public struct RouteEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
                        public static let defaultQuery = RouteQuery()
                        public let id: String
                        public var displayRepresentation: DisplayRepresentation { "Route" }
                    }
                    """),
            ]),
            // A package this run did not read may include it: unknown.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["RoutesKit"]),
                ExampleModule("RoutesKit", .framework),
            ], files: [
                ("TravelApp/FollowRouteIntent.swift", """
                    import AppIntents
                    import MapsKit
                    import RoutesKit

                    struct TravelAppPackage: AppIntentsPackage {
                        static var includedPackages: [any AppIntentsPackage.Type] { [MapsKitPackage.self] }
                    }

                    struct FollowRouteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Follow Route"
                        @Parameter(title: "Route") var route: RouteEntity
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("RoutesKit/RouteEntity.swift", """
                    import AppIntents

                    public struct RoutesKitPackage: AppIntentsPackage {}

                    public struct RouteEntity: AppEntity {
                        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
                        public static let defaultQuery = RouteQuery()
                        public let id: String
                        public var displayRepresentation: DisplayRepresentation { "Route" }
                    }
                    """),
            ]),
        ])

    package func check(_ context: AppLintContext) -> [Finding] {
        let uses = CrossModuleUse.uses(in: context)
        let manifests = context.manifests
        var findings: [Finding] = []
        for host in context.members where host.role != .linked {
            let hostUses = uses.filter { $0.user == host.id }
            var providers = Array(Set(hostUses.map(\.provider))).sorted()
            // An app includes the packages of the dynamic frameworks it links whether or not it uses their types.
            if host.role == .app {
                for member in context.members where member.role == .linked && member.linkage == .dynamic && !providers.contains(member.id)
                    && !AppIntentsPackageMissingRule.appIntentsTypes(of: member.manifest).isEmpty {
                    providers.append(member.id)
                }
            }
            guard !providers.isEmpty else { continue }
            guard host.knowsWholeModule else {
                context.cannotCheck("`\(host.name)` was not read whole, so which App Intents packages it includes is not known")
                continue
            }
            let included = IncludedPackages(host: host.id, manifests: manifests)
            let ownPackages = host.manifest.packages.values.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
            for providerID in providers {
                guard let provider = context.member(providerID), provider.role == .linked, provider.linkage == .dynamic else { continue }
                let packages = provider.manifest.packages.keys.sorted()
                guard let package = packages.first, !packages.contains(where: { included.includes($0, of: providerID) }) else { continue }
                guard included.isComplete else {
                    context.cannotCheck("what `\(host.name)`'s packages include is not all known (\(included.unknowns[0]))")
                    continue
                }
                let used = hostUses.filter { $0.provider == providerID }.sorted { ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line) }
                var related = used.map { use in
                    let place = host.place(use.place)
                    return RelatedLocation(file: place.file, location: place.location, message: "`\(use.typeName)` is used by \(use.how)")
                }
                // The types the host uses, or else every one the provider declares.
                let types = used.isEmpty ? AppIntentsPackageMissingRule.appIntentsTypes(of: provider.manifest).map(\.name) : used.map(\.typeName)
                let kind = provider.syntax.kind
                if let own = ownPackages.first {
                    findings.append(finding(Message.packageNotIncluded(package, of: provider.name, kind: kind, in: own.identifier, for: host.name, types: types,
                                                                       used: !used.isEmpty),
                                            at: host.place(own.location), related: related))
                } else if !related.isEmpty {
                    let first = related.removeFirst()
                    findings.append(finding(Message.usesWithoutPackage(package, of: provider.name, kind: kind, by: host.name, types: types),
                                            at: (first.file, first.location), related: related))
                } else if let declaration = provider.manifest.packages[package] {
                    // Nothing of the app's to point at: the framework's package says what to include.
                    findings.append(finding(Message.linksWithoutPackage(package, of: provider.name, kind: kind, by: host.name, types: types),
                                            at: provider.place(declaration.location)))
                }
            }
        }
        return findings
    }
}

extension AppIntentsPackageNotIncludedRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func packageNotIncluded(_ package: String, of provider: String, kind: ModuleKind, in own: String, for host: String,
                                       types: [String], used: Bool) -> FindingMessage {
            let types = AppIntentsPackageMissingRule.listed(types)
            let what = used ? "declares \(types), which `\(host)` uses" : "declares \(types)"
            return FindingMessage(
                "`\(own)` does not include `\(package)`, the App Intents package of `\(provider)` (\(built(kind)) that " +
                    "\(what)), so the system does not index `\(provider)`'s App Intents types for `\(host)`, and they and " +
                    "the actions that use them are missing from Shortcuts: add `\(package).self` to `\(own).includedPackages`")
        }

        static func usesWithoutPackage(_ package: String, of provider: String, kind: ModuleKind, by host: String, types: [String]) -> FindingMessage {
            FindingMessage(
                "`\(host)` uses \(AppIntentsPackageMissingRule.listed(types)) of `\(provider)` (\(built(kind))) and declares no `AppIntentsPackage` including " +
                    "`\(package)`, so the system does not index them for `\(host)` and actions that use them are missing from " +
                    "Shortcuts: declare `struct \(host)Package: AppIntentsPackage { static var includedPackages: [any AppIntentsPackage.Type] { [\(package).self] } }` in `\(host)`")
        }

        /// Said only where the host uses none of the provider's types.
        static func linksWithoutPackage(_ package: String, of provider: String, kind: ModuleKind, by host: String, types: [String]) -> FindingMessage {
            FindingMessage(
                "`\(host)` links `\(provider)` (\(built(kind)) that declares \(AppIntentsPackageMissingRule.listed(types))) and declares no `AppIntentsPackage` including its " +
                    "`\(package)`, so the system does not index `\(provider)`'s App Intents types for `\(host)` and they " +
                    "are missing from Shortcuts: declare `struct \(host)Package: AppIntentsPackage { static var " +
                    "includedPackages: [any AppIntentsPackage.Type] { [\(package).self] } }` in `\(host)`")
        }

        private static func built(_ kind: ModuleKind) -> String {
            AppIntentsPackageMissingRule.dynamicModule(kind)
        }
    }
}
