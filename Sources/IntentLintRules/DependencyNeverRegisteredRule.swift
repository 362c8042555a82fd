import IntentLintSupport
import IntentLintCore
import IntentLintManifest

/// An App Intents dependency must be registered somewhere in the app that uses it.
package struct DependencyNeverRegisteredRule: AppRule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "dependency-never-registered",
        name: "Dependency never registered",
        summary: "Every `@Dependency` of an intent, entity or query must be registered with `AppDependencyManager` in the app that runs it.",
        rationale: """
            `@Dependency var modelData: ModelData` in an intent, entity or query reads a value the app \
            registered with `AppDependencyManager.shared.add(dependency:)` (or `add { … }`, \
            `add(key:dependency:)`): "I'll need to register my dependency using the shared App \
            Dependency Manager. You should register dependencies as early as possible in your app's \
            lifecycle" ("Get to know App Intents", WWDC25). The manager keeps each value under the type \
            it was registered as; reading one that nobody registered stops the app: "Fatal error: \
            AppDependency of type Int.Type was not initialized prior to access" (the crash developers \
            report on Apple's forums). Register every dependency where the app and each extension that \
            runs the intent start, such as the `App`'s `init()` or \
            `application(_:didFinishLaunchingWithOptions:)`.

            **Evidence, and severity.** Apple's session and the crash above. Reported only where the \
            whole app was read (its app target, extensions and every module they link, each defined by \
            a project file with every file read) and every registration in it registers a type the code \
            says: then nothing registers the dependency's type, and its first use traps. An error.

            **Not flagged.** An app with a registration whose type is not written where it is made \
            (`add(dependency: NavigationManager.shared)`, a function's result, a parameter, a typealias, \
            a manager kept in a variable): it may be any type. A dependency of a type some registration \
            registers, whatever the key; one of a protocol, a class or a type the app does not declare \
            when something else is registered (a registered subtype might serve it); \
            `@Dependency(…, default: …)` and one read from another manager \
            (`@Dependency(manager:)`); `@Dependency(\\.key)` and other wrappers of that name (another \
            framework's, or one the app declares); a module of no app, a folder linted without its \
            project file, an app some of whose modules were not read.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            // The intent sits in a framework; nothing in the app registers a `ModelData`.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TravelKit"]),
                ExampleModule("TravelKit", .framework),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        var body: some Scene { WindowGroup { ContentView() } }
                    }
                    """),
                ("TravelKit/ClosestLandmarkIntent.swift", """
                    import AppIntents

                    public struct ClosestLandmarkIntent: AppIntent {
                        public static let title: LocalizedStringResource = "Find Closest Landmark"
                        @Dependency var ↓modelData: ModelData
                        public init() {}
                        public func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ]),
            // Registrations of known types, none of them a `LocationService`, which nothing else can be.
            RuleExample(app: [
                ExampleModule("TravelApp", .app),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import AppIntents
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        private let navigator: Navigator
                        init() {
                            let data = ModelData()
                            navigator = Navigator()
                            AppDependencyManager.shared.add(dependency: data)
                            AppDependencyManager.shared.add(dependency: navigator)
                        }
                        var body: some Scene { WindowGroup { ContentView() } }
                    }
                    """),
                ("TravelApp/Intents.swift", """
                    import AppIntents

                    actor LocationService {}

                    struct LandmarkEntityQuery: EntityQuery {
                        @Dependency var modelData: ModelData
                        @Dependency var ↓location: LocationService
                        func entities(for identifiers: [String]) async throws -> [LandmarkEntity] { [] }
                    }
                    """),
            ]),
        ],
        nonTriggering: [
            // Apple's own shape, the closure form, a type's `self`, a key, a default.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TravelKit"]),
                ExampleModule("TravelKit", .framework),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import AppIntents
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        init() {
                            AppDependencyManager.shared.add { ModelData() }
                            AppDependencyManager.shared.add(key: "archive", dependency: Archive.init(folder: .documents))
                            Navigator.shared.setUp()
                        }
                        var body: some Scene { WindowGroup { ContentView() } }
                    }
                    """),
                ("TravelKit/Navigator.swift", """
                    import AppIntents

                    extension Navigator {
                        func setUp() {
                            AppDependencyManager.shared.add(dependency: self)
                        }
                    }
                    """),
                ("TravelKit/Intents.swift", """
                    import AppIntents

                    public struct ClosestLandmarkIntent: AppIntent {
                        public static let title: LocalizedStringResource = "Find Closest Landmark"
                        @Dependency var modelData: ModelData
                        @Dependency private var navigator: Navigator
                        @Dependency(key: "archive") var archive: Archive
                        @Dependency(default: .standard) var units: UnitPreference
                        public init() {}
                        public func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ]),
            // A registration whose type the code does not say: it may be the one the query reads.
            RuleExample(app: [
                ExampleModule("MensaApp", .app),
            ], files: [
                ("MensaApp/AppDelegate.swift", """
                    import AppIntents
                    import UIKit

                    final class AppDelegate: NSObject, UIApplicationDelegate {
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                            AppDependencyManager.shared.add(dependency: MensaDataManager.shared)
                            return true
                        }
                    }
                    """),
                ("MensaApp/MensaQuery.swift", """
                    import AppIntents

                    struct MensaQuery: EntityQuery {
                        @Dependency var dataManager: MensaDataManager
                        @Dependency var settings: SettingsManager
                        func entities(for identifiers: [String]) async throws -> [MensaEntity] { [] }
                    }
                    """),
            ]),
        ])

    package func check(_ context: AppLintContext) -> [Finding] {
        let dependencies = context.members.flatMap(Self.dependencies)
        guard !dependencies.isEmpty,
              !context.members.contains(where: { $0.index.entry("Dependency") != nil || $0.index.entry("AppDependency") != nil })
        else { return [] }
        // Only a whole app can show that nothing registers a type.
        if let why = context.whyNotSeenWhole {
            context.cannotCheck(why)
            return []
        }
        guard let registered = registeredTypes(context) else {
            context.cannotCheck("what one of its `AppDependencyManager` registrations registers cannot be read statically")
            return []
        }
        var findings: [Finding] = []
        for dependency in dependencies {
            let type = Self.normalized(dependency.type)
            guard !registered.contains(where: { Self.normalized($0) == type }) else { continue }
            if !registered.isEmpty, !Self.isOnlyItself(type, context) { continue }
            let others = registered.isEmpty
                ? "nothing in `\(context.app.name)` registers one"
                : "`\(context.app.name)` registers only " + Set(registered.map { "`\($0)`" }).sorted().joined(separator: ", ")
            findings.append(finding(
                "`@Dependency var \(dependency.name): \(dependency.type)` of `\(dependency.owner)` reads a `\(type)` from `AppDependencyManager`, but \(others), so its first use stops the app (\"AppDependency of type \(type).Type was not initialized prior to access\"); register one when the app starts, e.g. `AppDependencyManager.shared.add(dependency: …)` in the `App`'s `init()`",
                at: dependency.member.place(dependency.place)))
        }
        return findings
    }

    private struct Dependency {
        var member: AppMember
        var owner: String
        var name: String
        var type: String
        var place: SourceReference
    }

    /// The `@Dependency` properties of a module's intents, entities and queries that read the
    /// shared manager and have no default: no arguments, or only `key:`.
    private static func dependencies(of member: AppMember) -> [Dependency] {
        let families: AppIntentsFamilies = [.intent, .entity, .query]
        var found: [Dependency] = []
        for family in [AppIntentsFamily.intent, .entity, .query] {
            for entry in member.index.entries(in: family) where !entry.families.isDisjoint(with: families) {
                for (property, file) in entry.properties where !property.isStatic {
                    guard let attribute = property.attributes.first(where: { $0.name == "Dependency" || $0.name == "AppDependency" }),
                          let type = property.typeAnnotation,
                          attribute.argumentSource == nil || (attribute.arguments?.allSatisfy { $0.label == "key" } ?? false),
                          !found.contains(where: { $0.owner == entry.qualifiedName && $0.name == property.name })
                    else { continue }
                    found.append(Dependency(member: member, owner: entry.qualifiedName, name: property.name, type: type,
                                            place: SourceReference(file: file, location: property.location)))
                }
            }
        }
        return found
    }

    /// The types the app's registrations register, or nil when one's type is not known.
    private func registeredTypes(_ context: AppLintContext) -> [String]? {
        var types: [String] = []
        for member in context.members {
            for file in member.syntax.files where file.keepsBytes(for: .dependencyRegistrations) {
                guard let bytes = file.bytesOfCodeBodies else { return nil }
                for registration in DependencyRegistrations.registrations(in: bytes) {
                    guard !registration.candidates.isEmpty else { return nil }
                    for candidate in registration.candidates {
                        guard let type = resolve(candidate, member, context) else { return nil }
                        types.append(type)
                    }
                }
            }
        }
        return types
    }

    /// What a registration's value is: a written type, `self` of a type that is not a protocol,
    /// a stored property declared with its type; not a typealias, which `#if` branches may
    /// declare differently.
    private func resolve(_ registered: DependencyRegistrations.Registered, _ member: AppMember, _ context: AppLintContext) -> String? {
        func unlessAlias(_ type: String?) -> String? {
            guard let type else { return nil }
            let name = Self.normalized(type)
            return context.members.contains { $0.index.typealiases[name] != nil } ? nil : type
        }
        switch registered {
        case .type(let type):
            return unlessAlias(type)
        case .selfOf(let name):
            let declared = member.index.entry(name)?.declaration?.declaration
            guard declared?.kind != .protocol else { return nil }
            // An extension of a type declared elsewhere is still that type.
            return declared.map { _ in member.index.entry(name)!.qualifiedName } ?? name
        case .property(let name, let owner):
            guard let entry = member.index.entry(owner), let property = entry.property(name, isStatic: false)?.property,
                  !property.isComputed else { return nil }
            return unlessAlias(property.typeAnnotation)
        }
    }

    /// `ModelData`, `any Store`, `Kit.ModelData?` → `ModelData`, `Store`, `ModelData`.
    static func normalized(_ written: String) -> String {
        TypeIndex.baseName(PhraseParameterTypeRule.unwrappingOptional(written))
    }

    /// Whether nothing but the type itself is a value of it: a struct, enum or actor the app declares.
    private static func isOnlyItself(_ type: String, _ context: AppLintContext) -> Bool {
        context.members.contains { member in
            guard let kind = member.index.entry(type)?.declaration?.declaration.kind else { return false }
            return kind == .struct || kind == .enum || kind == .actor
        }
    }
}
