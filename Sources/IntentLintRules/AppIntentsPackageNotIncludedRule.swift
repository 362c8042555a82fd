import IntentLintDiscovery
import IntentLintManifest

/// An app or extension that uses another module's App Intents types must include that module's
/// `AppIntentsPackage` in its own.
package struct AppIntentsPackageNotIncludedRule: AppRule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "app-intents-package-not-included",
        name: "App Intents package not included",
        summary: "An app or extension that uses another module's App Intents types must include that module's `AppIntentsPackage` in its own.",
        rationale: """
            A framework or package registers its intents, entities and enums with an `AppIntentsPackage`; \
            an app or extension that uses them must declare its own package whose `includedPackages` \
            lists that one, directly or through a package it includes. Otherwise the system does not \
            index the module's types for that target, and the actions that use them are missing from \
            Shortcuts, with no build error. Add `KitPackage.self` to the `includedPackages` of the \
            target's package (declare one if it has none).

            **Evidence, and severity.** Apple's documentation of `AppIntentsPackage`: "To use the \
            framework's app intents in your app, define an app intents package in your app that depends \
            on the framework's app intents package", with `includedPackages` returning \
            `[MyFrameworkPackage.self]`; "Get to know App Intents" (WWDC25) does the same from the app and \
            from its App Intents extension. The build does not stop, so this is a warning.

            **Not flagged.** A target some of whose files were not read, which may declare its package \
            there. An `includedPackages` that is not a constant list, or that names a package no module \
            linted declares (one in a remote package, say): what it includes cannot be known. A module \
            without any `AppIntentsPackage` (`app-intents-package-missing` reports it).
            """,
        severity: .warning,
        triggeringExamples: [
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["RoutesKit"]),
                ExampleModule("RoutesKit", .library),
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
            ]),
            // With no package of its own, the finding is at the first use.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["RoutesKit"]),
                ExampleModule("RoutesKit", .library),
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
            ]),
        ],
        nonTriggeringExamples: [
            // Included through the package the app includes.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TravelKit"]),
                ExampleModule("TravelKit", .framework, dependsOn: ["RoutesKit"]),
                ExampleModule("RoutesKit", .library),
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
            // A package this run did not read may include it: unknown.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["RoutesKit"]),
                ExampleModule("RoutesKit", .library),
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
        for host in context.members where host.role != .linked && host.knowsWholeModule {
            let hostUses = uses.filter { $0.user == host.id }
            let providers = Array(Set(hostUses.map(\.provider))).sorted()
            guard !providers.isEmpty else { continue }
            let included = IncludedPackages(host: host.id, manifests: manifests)
            let ownPackages = host.manifest.packages.values.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
            for providerID in providers {
                guard let provider = context.member(providerID), provider.role == .linked else { continue }
                let packages = provider.manifest.packages.keys.sorted()
                guard let package = packages.first, !packages.contains(where: { included.includes($0, of: providerID) }),
                      included.isComplete else { continue }
                let used = hostUses.filter { $0.provider == providerID }.sorted { ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line) }
                let types = Array(Set(used.map(\.typeName))).sorted().map { "`\($0)`" }.joined(separator: ", ")
                var related = used.map { use in
                    let place = host.place(use.place)
                    return RelatedLocation(file: place.file, location: place.location, message: "`\(use.typeName)` is used by \(use.how)")
                }
                if let own = ownPackages.first {
                    findings.append(finding(
                        "`\(own.identifier)` does not include `\(package)`, the App Intents package of `\(provider.name)`, so the system does not index `\(provider.name)`'s App Intents types for `\(host.name)` (it uses \(types)), and actions that use them are missing from Shortcuts: add `\(package).self` to `\(own.identifier).includedPackages`",
                        at: host.place(own.location), related: related))
                } else {
                    let first = related.removeFirst()
                    findings.append(finding(
                        "`\(host.name)` uses \(types) of `\(provider.name)` and declares no `AppIntentsPackage` including `\(package)`, so the system does not index them for `\(host.name)` and actions that use them are missing from Shortcuts: declare `struct \(host.name)Package: AppIntentsPackage { static var includedPackages: [any AppIntentsPackage.Type] { [\(package).self] } }` in `\(host.name)`",
                        at: (first.file, first.location), related: related))
                }
            }
        }
        return findings
    }
}
