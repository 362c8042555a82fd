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

            Each target runs in a process of its own: an extension's registrations do not serve the app, \
            nor the app's an extension. An intent of the app target whose dependency only a widget \
            extension registers traps in the app. And a registration must run before any intent can: \
            one in a view's code or in `.task { … }`/`.onAppear { … }` runs only once a scene shows the \
            view, and "intents that launch the app in the background won't have associated UI scenes, so \
            the app must register these values as soon as possible in code paths that don't assume visible \
            UI, such as the `App` initialization" (Apple's App Intents sample code); one after an `await` \
            of the launch work runs after the launch, which an intent may overtake. Public apps register \
            in a view's `init()`.

            **Evidence, and severity.** Apple's session, Apple's sample code and the crash above. \
            Reported only where the whole app was read (its app target, extensions and every module they \
            link, each defined by a project file with every file read) and every registration in it \
            registers a type the code says: then nothing registers the dependency's type, or nothing in the \
            process its intent runs in, and its first use traps: an error. A registration that waits for a \
            scene or an `await` traps only when an intent runs first (in the background, at launch): a \
            warning.

            An app that depends on what the run could not follow (a remote package not checked out) is \
            still checked for the types its own target or an extension's declares: no other module can \
            import a target, so only that target's code, read whole, can name such a type and register \
            it. For the others the run says the rule could not check the app.

            **Not flagged.** An app with a registration whose type is not written where it is made \
            (`add(dependency: NavigationManager.shared)`, a function's result, a parameter, a typealias, \
            a manager kept in a variable): it may be any type. A dependency of a type some registration \
            registers, whatever the key; one of a protocol, a class that is not `final` or a type the app \
            does not declare when something else is registered (a registered subtype might serve it); an \
            intent of a framework or package (the process that runs it is not known) registered by any \
            target that links it; \
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
            ], expecting: [.error(Message.neverRegistered("modelData", ofType: "ModelData", in: "ClosestLandmarkIntent", app: "TravelApp", registers: [],
                                                  declaredOnlyIn: nil))]),
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
            ], expecting: [.error(Message.neverRegistered("location", ofType: "LocationService", in: "LandmarkEntityQuery", app: "TravelApp",
                                                  registers: ["ModelData", "Navigator"], declaredOnlyIn: nil))]),
            // A final class is served by no other type's registration.
            RuleExample(app: [
                ExampleModule("TravelApp", .app),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import AppIntents
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        init() { AppDependencyManager.shared.add(dependency: ModelData()) }
                        var body: some Scene { WindowGroup { ContentView() } }
                    }
                    """),
                ("TravelApp/Intents.swift", """
                    import AppIntents

                    final class TripPlanner {}

                    struct PlanTripIntent: AppIntent {
                        static let title: LocalizedStringResource = "Plan Trip"
                        @Dependency var ↓planner: TripPlanner
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ], expecting: [.error(Message.neverRegistered("planner", ofType: "TripPlanner", in: "PlanTripIntent", app: "TravelApp", registers: ["ModelData"],
                                                  declaredOnlyIn: nil))]),
            // Registered once a scene shows a view: in a view's code, or in `.task { … }`.
            RuleExample(app: [
                ExampleModule("TravelApp", .app),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import AppIntents
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        var body: some Scene {
                            WindowGroup {
                                ContentView().task { AppDependencyManager.shared.add(dependency: Navigator()) }
                            }
                        }
                    }
                    struct ContentView: View {
                        init() {
                            AppDependencyManager.shared.add(dependency: CalendarStore())
                        }
                        var body: some View { Text("Trips") }
                    }
                    """),
                ("TravelApp/Intents.swift", """
                    import AppIntents

                    struct Navigator {}
                    struct CalendarStore {}

                    struct ShowTripIntent: AppIntent {
                        static let title: LocalizedStringResource = "Show Trip"
                        @Dependency var ↓navigator: Navigator
                        @Dependency var ↓calendar: CalendarStore
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ], expecting: [
                .warning(Message.registeredLate("navigator", ofType: "Navigator", in: "ShowTripIntent", waiting: .onViewAppearance("task"),
                                                file: "TravelApp/TravelApp.swift", line: 8)),
                .warning(Message.registeredLate("calendar", ofType: "CalendarStore", in: "ShowTripIntent", waiting: .inView("ContentView"),
                                                file: "TravelApp/TravelApp.swift", line: 14)),
            ]),
            // Registered after an `await` of the launch work.
            RuleExample(app: [
                ExampleModule("TravelApp", .app),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import AppIntents
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        init() {
                            Task {
                                let store = TripStore()
                                await store.load()
                                AppDependencyManager.shared.add(dependency: store)
                            }
                        }
                        var body: some Scene { WindowGroup { Text("Trips") } }
                    }
                    """),
                ("TravelApp/Intents.swift", """
                    import AppIntents

                    actor TripStore {
                        func load() async {}
                    }

                    struct NextTripIntent: AppIntent {
                        static let title: LocalizedStringResource = "Next Trip"
                        @Dependency var ↓store: TripStore
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ], expecting: [.warning(Message.registeredLate("store", ofType: "TripStore", in: "NextTripIntent", waiting: .afterAwait,
                                                      file: "TravelApp/TravelApp.swift", line: 10))]),
            // Registered by the widget extension only: the app's copy of the intent runs in the app.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TravelWidgets"]),
                ExampleModule("TravelWidgets", .appExtension),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        var body: some Scene { WindowGroup { Text("Trips") } }
                    }
                    """),
                ("TravelApp/Intents.swift", """
                    import AppIntents

                    struct Itinerary {}

                    struct ShareItineraryIntent: AppIntent {
                        static let title: LocalizedStringResource = "Share Itinerary"
                        @Dependency var ↓itinerary: Itinerary
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("TravelWidgets/TravelWidgets.swift", """
                    import AppIntents
                    import WidgetKit

                    @main
                    struct TravelWidgets: WidgetBundle {
                        init() { AppDependencyManager.shared.add(dependency: Itinerary()) }
                        var body: some Widget { TripWidget() }
                    }
                    """),
            ], expecting: [.error(Message.registeredInAnotherTarget("itinerary", ofType: "Itinerary", in: "ShareItineraryIntent", runningIn: "TravelApp",
                                                            registeredBy: "TravelWidgets", file: "TravelWidgets/TravelWidgets.swift", line: 6))]),
            // A package the run could not follow cannot name a type the app target declares.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["MapKitExtras"]),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import SwiftUI
                    import MapKitExtras

                    @main
                    struct TravelApp: App {
                        var body: some Scene { WindowGroup { Text("Trips") } }
                    }
                    """),
                ("TravelApp/Intents.swift", """
                    import AppIntents

                    struct TripStore {}

                    struct NextTripIntent: AppIntent {
                        static let title: LocalizedStringResource = "Next Trip"
                        @Dependency var ↓store: TripStore
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ], expecting: [.error(Message.neverRegistered("store", ofType: "TripStore", in: "NextTripIntent", app: "TravelApp", registers: [],
                                                  declaredOnlyIn: "TravelApp"))]),
        ],
        nonTriggering: [
            // A type a framework declares, in an app that links a package the run could not follow: that
            // package may register it (the rule says it could not check the app, not that it passed).
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TravelKit", "MapKitExtras"]),
                ExampleModule("TravelKit", .framework),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        var body: some Scene { WindowGroup { Text("Trips") } }
                    }
                    """),
                ("TravelKit/Intents.swift", """
                    import AppIntents

                    public struct TripStore { public init() {} }

                    public struct NextTripIntent: AppIntent {
                        public static let title: LocalizedStringResource = "Next Trip"
                        @Dependency var store: TripStore
                        public init() {}
                        public func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ]),
            // The app and its widget extension each register what their own intents read, as they start.
            RuleExample(app: [
                ExampleModule("TravelApp", .app, dependsOn: ["TravelWidgets"]),
                ExampleModule("TravelWidgets", .appExtension),
            ], files: [
                ("TravelApp/TravelApp.swift", """
                    import AppIntents
                    import SwiftUI

                    @main
                    struct TravelApp: App {
                        init() { AppDependencyManager.shared.add(dependency: Itinerary()) }
                        var body: some Scene { WindowGroup { Text("Trips").task { await sync() } } }
                    }
                    """),
                ("TravelApp/Intents.swift", """
                    import AppIntents

                    struct Itinerary {}

                    struct ShareItineraryIntent: AppIntent {
                        static let title: LocalizedStringResource = "Share Itinerary"
                        @Dependency var itinerary: Itinerary
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
                ("TravelWidgets/TravelWidgets.swift", """
                    import AppIntents
                    import WidgetKit

                    struct Forecast {}

                    @main
                    struct TravelWidgets: WidgetBundle {
                        init() { AppDependencyManager.shared.add(dependency: Forecast()) }
                        var body: some Widget { TripWidget() }
                    }
                    struct RefreshForecastIntent: AppIntent {
                        static let title: LocalizedStringResource = "Refresh Forecast"
                        @Dependency var forecast: Forecast
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    """),
            ]),
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
        // Only a whole app can show that nothing registers a type; but only code that can name a
        // type can register it, and a type the app's or an extension's own target declares is
        // named by that target's code alone (no other module imports a target), read whole here.
        var checked = dependencies
        let notSeenWhole = context.whyNotSeenWhole
        if let why = notSeenWhole {
            checked = dependencies.filter { Self.declaringTarget(of: Self.normalized($0.type), context) != nil }
            if checked.count < dependencies.count { context.cannotCheck(why) }
            guard !checked.isEmpty else { return [] }
        }
        guard let registrations = registrations(context) else {
            context.cannotCheck("what one of its `AppDependencyManager` registrations registers cannot be read statically")
            return []
        }
        var findings: [Finding] = []
        for dependency in checked {
            let type = Self.normalized(dependency.type)
            let ofType = registrations.filter { Self.normalized($0.type) == type }
            let place = dependency.member.place(dependency.place)
            if ofType.isEmpty {
                if !registrations.isEmpty, !Self.isOnlyItself(type, context) { continue }
                let target = notSeenWhole == nil ? nil : Self.declaringTarget(of: type, context)
                findings.append(finding(Message.neverRegistered(dependency.name, ofType: dependency.type, in: dependency.owner, app: context.app.name,
                                                                registers: registrations.map(\.type), declaredOnlyIn: target?.name),
                                        at: place))
                continue
            }
            // An intent of the app's or an extension's own target runs in that target's process,
            // where only its own code and the modules it links register anything.
            var running = ofType
            if dependency.member.role != .linked {
                let process = Self.process(of: dependency.member, context)
                running = ofType.filter { process.contains($0.member.id) }
                if running.isEmpty {
                    // Something else registered there may serve a type that is not only itself.
                    if !Self.isOnlyItself(type, context), registrations.contains(where: { process.contains($0.member.id) }) { continue }
                    let elsewhere = ofType[0]
                    let at = elsewhere.member.place(SourceReference(file: elsewhere.file, location: elsewhere.registration.location))
                    findings.append(finding(Message.registeredInAnotherTarget(dependency.name, ofType: dependency.type, in: dependency.owner,
                                                                              runningIn: dependency.member.name, registeredBy: elsewhere.member.name,
                                                                              file: at.file, line: at.location.line),
                                            at: place))
                    continue
                }
            }
            // Every registration waits for a scene, or for an `await`.
            let late = running.compactMap { lateness(of: $0, context) }
            guard late.count == running.count, let first = late.first else { continue }
            let at = first.registration.member.place(SourceReference(file: first.registration.file, location: first.registration.registration.location))
            findings.append(finding(Message.registeredLate(dependency.name, ofType: dependency.type, in: dependency.owner, waiting: first.wait,
                                                           file: at.file, line: at.location.line),
                                    at: place, severity: .warning))
        }
        return findings
    }

    /// The app's or an extension's own target that declares `type`, read whole, when no other
    /// member declares a type of that name: only its code can name the type.
    private static func declaringTarget(of type: String, _ context: AppLintContext) -> AppMember? {
        let declaring = context.members.filter { $0.index.entry(type)?.declaration != nil }
        guard declaring.count == 1, let target = declaring.first, target.role != .linked, target.knowsWholeModule else { return nil }
        return target
    }

    /// The modules whose code runs in a target's process: the target and what it links, not the
    /// extensions an app embeds (each its own process) nor the app an extension belongs to.
    private static func process(of target: AppMember, _ context: AppLintContext) -> Set<String> {
        var found: Set<String> = [target.id]
        var pending = target.dependencies
        while let next = pending.popLast() {
            guard let module = context.member(next), module.role == .linked, found.insert(next).inserted else { continue }
            pending += module.dependencies
        }
        return found
    }

    /// A registration made with a type, in a module, in a file.
    private struct Made {
        var type: String
        var member: AppMember
        var file: String
        var registration: DependencyRegistrations.Registration
    }

    /// What a registration waits for before it runs.
    fileprivate enum Wait {
        /// A view modifier's closure (`task`, `onAppear`), which runs once a scene shows the view.
        case onViewAppearance(String)
        /// The code of a view, by its qualified name.
        case inView(String)
        case afterAwait
    }

    /// Why a registration may come after an intent needs it: it waits for a scene (a view's code,
    /// `.task`, `.onAppear`) or for an `await`; nil when it runs as its code does.
    private func lateness(of made: Made, _ context: AppLintContext) -> (registration: Made, wait: Wait)? {
        switch made.registration.timing {
        case .onViewAppearance(let modifier):
            return (made, .onViewAppearance(modifier))
        case .afterAwait:
            return (made, .afterAwait)
        case .whenItsCodeRuns:
            guard let entry = made.member.index.entry(made.registration.enclosingType), made.member.index.conforms(entry, to: "View") else { return nil }
            return (made, .inView(entry.qualifiedName))
        }
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

    /// Every registration of the app with the type it registers, or nil when one's type is not known.
    private func registrations(_ context: AppLintContext) -> [Made]? {
        var made: [Made] = []
        for member in context.members {
            for file in member.syntax.files where file.keepsBytes(for: .dependencyRegistrations) {
                guard let registrations = file.fact(.dependencyRegistrations) else { return nil }
                for registration in registrations {
                    guard !registration.candidates.isEmpty else { return nil }
                    for candidate in registration.candidates {
                        guard let type = resolve(candidate, member, context) else { return nil }
                        made.append(Made(type: type, member: member, file: file.path, registration: registration))
                    }
                }
            }
        }
        return made
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

    /// Whether nothing but the type itself is a value of it: a struct, enum, actor or final class
    /// the app declares (the manager keeps a value under the type it is registered as, and no
    /// subclass of a final class exists).
    private static func isOnlyItself(_ type: String, _ context: AppLintContext) -> Bool {
        context.members.contains { member in
            guard let declaration = member.index.entry(type)?.declaration?.declaration else { return false }
            switch declaration.kind {
            case .struct, .enum, .actor: return true
            case .class: return declaration.isFinal
            default: return false
            }
        }
    }
}

extension DependencyNeverRegisteredRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func neverRegistered(_ property: String, ofType written: String, in owner: String, app: String, registers registered: [String],
                                    declaredOnlyIn target: String?) -> FindingMessage {
            let type = DependencyNeverRegisteredRule.normalized(written)
            var others = registered.isEmpty
                ? "nothing in `\(app)` registers one"
                : "`\(app)` registers only " + Set(registered.map { "`\($0)`" }).sorted().joined(separator: ", ")
            if let target {
                others += " (`\(type)` is declared in `\(target)`, whose code alone can register it)"
            }
            return FindingMessage(
                "\(declared(property, written, owner)) reads a `\(type)` from `AppDependencyManager`, but \(others), so its first use stops the app \(trap(type)); " +
                    "register one when the app starts, e.g. `AppDependencyManager.shared.add(dependency: …)` in the `App`'s `init()`")
        }

        static func registeredInAnotherTarget(_ property: String, ofType written: String, in owner: String, runningIn target: String,
                                              registeredBy other: String, file: String, line: Int) -> FindingMessage {
            let type = DependencyNeverRegisteredRule.normalized(written)
            return FindingMessage(
                "\(declared(property, written, owner)) reads a `\(type)` from `AppDependencyManager` in `\(target)`, but only " +
                    "`\(other)` registers one (\(file):\(line)), and each target runs in a process " +
                    "of its own, so in `\(target)` its first use stops the app \(trap(type)); register it where `\(target)` starts too")
        }

        static func registeredLate(_ property: String, ofType written: String, in owner: String, waiting wait: DependencyNeverRegisteredRule.Wait,
                                   file: String, line: Int) -> FindingMessage {
            let scene = "which runs only once a scene shows the view: a run from Siri or Shortcuts in the background on a cold launch has no scene"
            let (when, consequence) = switch wait {
            case .onViewAppearance(let modifier): ("in `.\(modifier) { … }`", scene)
            case .inView(let view): ("in the code of the view `\(view)`", scene)
            case .afterAwait: ("after an `await`", "which runs later than the app's launch: an intent run at launch may come first")
            }
            let type = DependencyNeverRegisteredRule.normalized(written)
            return FindingMessage(
                "\(declared(property, written, owner)) is registered with `AppDependencyManager` only \(when) (\(file):\(line)), " +
                    "\(consequence), so its first use stops the app \(trap(type)); register it before anything waits, in the `App`'s `init()` or `application(_:didFinishLaunchingWithOptions:)`")
        }

        private static func declared(_ property: String, _ written: String, _ owner: String) -> String {
            "`@Dependency var \(property): \(written)` of `\(owner)`"
        }

        /// The manager's own words when it traps.
        private static func trap(_ type: String) -> String {
            "(\"AppDependency of type \(type).Type was not initialized prior to access\")"
        }
    }
}
