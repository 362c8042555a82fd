import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// A navigation intent without `perform()` does something only where a view handles it.
package struct UnhandledNavigationIntentRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "unhandled-navigation-intent",
        name: "Unhandled navigation intent",
        summary: "A `TargetContentProvidingIntent` without `perform()` needs an `.onAppIntentExecution(Intent.self)` in its app.",
        rationale: """
            A `TargetContentProvidingIntent` tells the app which content to show. It may leave out \
            `perform()` and be handled by the view that shows the content instead, with SwiftUI's \
            `.onAppIntentExecution(OpenTrailIntent.self) { intent in … }`. An intent with neither does \
            nothing: Spotlight, Siri or a shortcut brings the app forward and nothing changes. Add the \
            modifier to the view that shows the content (or a `perform()` to the intent).

            **Evidence, and severity.** WWDC25 "Get to know App Intents": these intents "do not require a \
            perform method. Instead, I can attach an onAppIntentExecution modifier to my view"; SwiftUI \
            declares `onAppIntentExecution(_:perform:)` for `I: TargetContentProvidingIntent` only. The build \
            says nothing, so this is a warning.

            **Not flagged.** Intents with a `perform()` of their own, or one their class or the app's own \
            protocol gives them (or a base the module does not declare, which may); `UISceneAppIntent`s, \
            which UIKit scene delegates handle (`scene(_:willPerformAppIntent:)`, \
            `performNavigation(forScene:)`); intents of a module that is not an app target, or whose files \
            were not all read (a folder linted without its project: the handler may be in a file not \
            linted), since the handler must be in the app, the one module that both sees the intent and \
            shows its scenes; every intent of an app with an `.onAppIntentExecution` whose intent type is \
            not written out as `Intent.self` (inferred from the closure, or passed in), or named through a \
            typealias of the intent. An intent declared in a framework is not checked: the app that links \
            it handles it in files that name no App Intents protocol, which lint-intents does not read.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample(files: [
                ("OpenTrailIntent.swift", """
                    struct OpenTrailIntent: OpenIntent, ↓TargetContentProvidingIntent {
                        static let title: LocalizedStringResource = "Open Trail"
                        @Parameter(title: "Trail") var target: TrailEntity
                    }
                    struct ShowMapIntent: AppIntent, TargetContentProvidingIntent {
                        static let title: LocalizedStringResource = "Show Map"
                    }
                    """),
                ("TrailsView.swift", """
                    struct TrailsView: View {
                        @State private var path: [Trail] = []
                        var body: some View {
                            NavigationStack(path: $path) { TrailList() }
                                .onAppIntentExecution(ShowMapIntent.self) { _ in path.removeAll() }
                        }
                    }
                    """),
            ], module: .app, expecting: [.warning(Message.unhandled("OpenTrailIntent"))]),
            RuleExample(files: [
                ("OpenTrailIntent.swift", """
                    struct OpenTrailIntent: OpenIntent, ↓TargetContentProvidingIntent {
                        static let title: LocalizedStringResource = "Open Trail"
                        @Parameter(title: "Trail") var target: TrailEntity
                    }
                    """),
            ], module: .app, expecting: [.warning(Message.unhandled("OpenTrailIntent"))]),
        ],
        nonTriggering: [
            // Handled by the view that shows the trail.
            RuleExample(files: [
                ("OpenTrailIntent.swift", """
                    struct OpenTrailIntent: OpenIntent, TargetContentProvidingIntent {
                        static let title: LocalizedStringResource = "Open Trail"
                        @Parameter(title: "Trail") var target: TrailEntity
                    }
                    """),
                ("TrailsView.swift", """
                    struct TrailsView: View {
                        @State private var path: [Trail] = []
                        var body: some View {
                            NavigationStack(path: $path) { TrailList() }
                                .onAppIntentExecution(OpenTrailIntent.self) { intent in
                                    path.append(intent.target.trail)
                                }
                        }
                    }
                    """),
            ], module: .app),
            // Performed by the intent itself.
            RuleExample("""
                struct ShowMapIntent: TargetContentProvidingIntent {
                    static let title: LocalizedStringResource = "Show Map"
                    @MainActor func perform() async throws -> some IntentResult {
                        Navigator.shared.showMap()
                        return .result()
                    }
                }
                """, module: .app),
            // A view extension's helper handles it, calling the modifier on `self` without naming it.
            RuleExample(files: [
                ("OpenTrailIntent.swift", """
                    struct OpenTrailIntent: OpenIntent, TargetContentProvidingIntent {
                        static let title: LocalizedStringResource = "Open Trail"
                        @Parameter(title: "Trail") var target: TrailEntity
                    }
                    """),
                ("View+Trails.swift", """
                    extension View {
                        @ViewBuilder
                        func opensTrails(_ navigator: TrailNavigator) -> some View {
                            if #available(iOS 26, *) {
                                onAppIntentExecution(OpenTrailIntent.self) { intent in navigator.show(intent.target) }
                            } else {
                                self
                            }
                        }
                    }
                    """),
            ], module: .app),
            // A handler whose intent type is inferred: which intent it handles is unknown.
            RuleExample(files: [
                ("ShowMapIntent.swift", """
                    struct ShowMapIntent: TargetContentProvidingIntent {
                        static let title: LocalizedStringResource = "Show Map"
                    }
                    """),
                ("MapView.swift", """
                    struct MapView: View {
                        var body: some View {
                            Map().onAppIntentExecution { (intent: ShowMapIntent) in focus() }
                        }
                    }
                    """),
            ], module: .app),
            // UIKit: the scene delegate handles scene intents.
            RuleExample("""
                struct ShowMapIntent: UISceneAppIntent {
                    static let title: LocalizedStringResource = "Show Map"
                }
                """, module: .app),
            // In a framework, or a folder of unknown kind: the app's handler is not seen.
            RuleExample("""
                struct ShowMapIntent: TargetContentProvidingIntent {
                    static let title: LocalizedStringResource = "Show Map"
                }
                """, module: .framework),
            RuleExample("""
                struct ShowMapIntent: TargetContentProvidingIntent {
                    static let title: LocalizedStringResource = "Show Map"
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        guard context.module.kind == .app, context.knowsWholeModule, context.index.mayConform(to: "TargetContentProvidingIntent") else { return [] }
        let handlers = context.intentHandlers
        // A handler of an intent not written out may handle any of them.
        guard handlers.allSatisfy({ $0.intentType != nil }) else { return [] }
        let handled = Set(handlers.compactMap { $0.intentType.flatMap { context.index.lookUp($0) } })
        var findings: [Finding] = []
        for action in context.manifest.actions.values {
            let protocols = action.appIntentsProtocols
            guard protocols.contains("TargetContentProvidingIntent"), !protocols.contains("UISceneAppIntent"),
                  let entry = context.index.entry(action.identifier), !handled.contains(entry.qualifiedName),
                  !mayPerform(entry, context.index), !isAliased(entry, context.index) else { continue }
            let written = entry.writtenConformances.first { $0.name == "TargetContentProvidingIntent" }
            findings.append(finding(Message.unhandled(action.identifier), at: written.map { SourceReference(file: $0.file, location: $0.location) } ?? action.location))
        }
        return findings
    }

    /// Whether the type, or a class or protocol it conforms through, may implement `perform()`:
    /// one of them declares it, or a name it reaches is neither the module's nor the framework's.
    private func mayPerform(_ entry: TypeIndex.Entry, _ index: TypeIndex) -> Bool {
        if entry.functions.contains(where: { $0.name == "perform" && !$0.isStatic }) { return true }
        for name in index.reachableConformances(entry) where !AppIntentsFamily.allProtocols.contains(name) {
            guard let inherited = index.entry(name) else {
                // `Sendable`, `Identifiable` and the like give no `perform()`; any other name might.
                if !Self.standardProtocols.contains(name) && index.typealiases[name] == nil { return true }
                continue
            }
            if inherited.functions.contains(where: { $0.name == "perform" && !$0.isStatic }) { return true }
        }
        return false
    }

    private static let standardProtocols: Set<String> = ["Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Decodable",
                                                          "Encodable", "CustomStringConvertible"]

    /// Whether a typealias of the module names the intent: a handler may name it so, in a file
    /// that names nothing lint-intents reads.
    private func isAliased(_ entry: TypeIndex.Entry, _ index: TypeIndex) -> Bool {
        index.typealiases.values.contains { value in
            value.split(separator: "&").contains { TypeIndex.baseName(String($0), keepingDots: true) == entry.qualifiedName
                || TypeIndex.baseName(String($0)) == entry.simpleName }
        }
    }
}

extension UnhandledNavigationIntentRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func unhandled(_ intent: String) -> FindingMessage {
            FindingMessage(
                "`\(intent)` has no `perform()` and no view of the app handles it, so running it brings the app forward and " +
                    "shows nothing; add `.onAppIntentExecution(\(intent).self) { intent in … }` to the view that shows its content")
        }
    }
}
