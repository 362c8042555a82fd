import IntentLintDiscovery
import IntentLintManifest

/// A framework or package whose App Intents types the app's other modules use must register them
/// with an `AppIntentsPackage`.
package struct AppIntentsPackageMissingRule: AppRule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "app-intents-package-missing",
        name: "App Intents package missing",
        summary: "A framework or package whose App Intents types other modules of the app use must declare an `AppIntentsPackage`.",
        rationale: """
            The build extracts App Intents metadata target by target. When an app or extension uses an \
            intent, entity or enum declared in a framework, a Swift package or a static library, the \
            module that declares it must describe its App Intents with a type conforming to \
            `AppIntentsPackage`, and the app's own package must include it; otherwise the system does not \
            index those types for the app, and the actions that use them are missing from Shortcuts, \
            with no build error. Declare `public struct KitPackage: AppIntentsPackage {}` in the module \
            and list `KitPackage.self` in the `includedPackages` of the app's (and each extension's) package.

            **Evidence, and severity.** Apple's documentation of `AppIntentsPackage`: "To make app intent \
            declarations available with your framework, it needs to define its own app intents package \
            type … To use the framework's app intents in your app, define an app intents package in your \
            app that depends on the framework's app intents package". "Explore enhancements to App \
            Intents" (WWDC23) introduced packages for frameworks, and "Get to know App Intents" (WWDC25) \
            for Swift packages and static libraries: "When using App Intent types across targets, you \
            must provide the runtime with additional information about each target. This ensures that \
            your types are properly indexed and validated." Whether a statically linked module needs one \
            is told differently by different sources; the build does not stop either way, so this is a \
            warning.

            **Not flagged.** A module some of whose files were not read (listed by the project but \
            missing, left out by the configuration, unreadable), or a folder linted without a project \
            file: it may declare its package in one of them. Types no other module of the app uses. \
            A type name the using module declares itself, or that several of its dependencies declare.
            """,
        severity: .warning,
        triggeringExamples: [
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
            ]),
        ],
        nonTriggeringExamples: [
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
            // The app declares its own `TripEntity`: the framework's is not the one it uses.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TripKit"]),
                ExampleModule("TripKit", .framework),
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
        for provider in context.members where provider.role == .linked {
            let used = uses.filter { $0.provider == provider.id }
            guard !used.isEmpty, provider.manifest.packages.isEmpty, provider.knowsWholeModule else { continue }
            let first = used.min { ($0.declaration.file, $0.declaration.line) < ($1.declaration.file, $1.declaration.line) }!
            let types = Array(Set(used.map(\.typeName))).sorted().map { "`\($0)`" }.joined(separator: ", ")
            let related = used.compactMap { use -> RelatedLocation? in
                guard let user = context.member(use.user) else { return nil }
                let place = user.place(use.place)
                return RelatedLocation(file: place.file, location: place.location, message: "`\(use.typeName)` is used by \(use.how) in `\(user.name)`")
            }
            findings.append(finding(
                "`\(provider.name)` declares App Intents types that other modules of the app use (\(types)) and no `AppIntentsPackage`, so the system does not index them and actions that use them are missing from Shortcuts: declare `public struct \(provider.name)Package: AppIntentsPackage {}` in `\(provider.name)` and include it in the `includedPackages` of the package of each target that uses them",
                at: provider.place(first.declaration), related: related))
        }
        return findings
    }
}
