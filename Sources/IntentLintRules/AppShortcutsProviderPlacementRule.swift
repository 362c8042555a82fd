import IntentLintManifest
import IntentLintCore

/// The system reads App Shortcuts from the app's own provider only.
package struct AppShortcutsProviderPlacementRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "app-shortcuts-provider-placement",
        name: "App Shortcuts provider placement",
        summary: "An app has one `AppShortcutsProvider`, in the app target itself, not in a framework, library or extension.",
        rationale: """
            The build records one App Shortcuts provider for the app (`autoShortcutProviderMangledName` in \
            its exported metadata), and only the app target's counts: a provider in a framework, a package \
            library or an app extension is silently dropped, and with it every App Shortcut it declares — no \
            Siri phrases, no Spotlight actions, no Action button choices. Declare one provider, in the app \
            target, listing all the App Shortcuts; intents from frameworks can be listed there.

            **Evidence, and severity.** The metadata Xcode exports names a single provider \
            (`autoShortcutProviderMangledName` in the `extract.actionsdata` files it writes). That it must be \
            in the app's own module, and that a provider in an extension or package module is dropped, is \
            reported by developers who tried it, not documented by Apple. Where that happens the App Shortcuts \
            do not appear at all, so this is an error.

            **Not flagged.** ExtensionKit extensions, the kind Xcode's App Intents extension template \
            makes: a provider there works, by developers' reports on Apple's forums. Targets of unknown kind: \
            a folder linted without a project file, and SwiftPM executable targets, which can be apps (App \
            Playgrounds, Mac apps built with SwiftPM). Test targets. A second provider in files linted as \
            one app that may be several targets (a project lint-intents could not read).
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                ↓struct WidgetShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: RefreshIntent(), phrases: ["Refresh \\(.applicationName)"], shortTitle: "Refresh", systemImageName: "arrow.clockwise")
                    }
                }
                """, module: .appExtension),
            RuleExample(files: [
                ("AppShortcuts.swift", """
                    struct SoupShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        }
                    }
                    """),
                ("MenuShortcuts.swift", """
                    ↓struct MenuShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: ShowMenuIntent(), phrases: ["Show the menu in \\(.applicationName)"], shortTitle: "Menu", systemImageName: "menucard")
                        }
                    }
                    """),
            ], module: .app),
        ],
        nonTriggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                """, module: .app),
            // An App Intents extension (ExtensionKit) may host the provider.
            RuleExample("""
                struct ServiceShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: StartServiceIntent(), phrases: ["Start \\(.applicationName)"], shortTitle: "Start", systemImageName: "play")
                    }
                }
                """, module: .extensionKitExtension),
            // Without a project file, the target is not known.
            RuleExample("""
                struct WidgetShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: RefreshIntent(), phrases: ["Refresh \\(.applicationName)"], shortTitle: "Refresh", systemImageName: "arrow.clockwise")
                    }
                }
                """),
        ])

    /// Targets whose providers the system ignores.
    private static let ignoredKinds: Set<ModuleKind> = [.framework, .library, .appExtension]

    package func check(_ context: LintContext) -> [Finding] {
        let providers = context.index.entries(in: .shortcutsProvider).compactMap { entry in entry.declaration.map { (entry, $0) } }
            .sorted { ($0.1.file, $0.1.declaration.location.line) < ($1.1.file, $1.1.declaration.location.line) }
        let kind = context.module.kind
        var findings: [Finding] = []
        if AppShortcutsProviderPlacementRule.ignoredKinds.contains(kind) {
            for (provider, declaration) in providers {
                findings.append(finding(
                    "`\(provider.qualifiedName)` is an App Shortcuts provider in \(kind.describedWithArticle) `\(context.module.name)`, where the system ignores it and its App Shortcuts never appear; move it to the app target, which may list intents from `\(context.module.name)`",
                    at: SourceReference(file: declaration.file, location: declaration.declaration.location)))
            }
        } else if kind == .app, !context.module.mayBeSeveralTargets, let first = providers.first {
            // A folder said to be an app that may be several targets may hold several apps' providers.
            // Providers under different `#if` conditions are never compiled together.
            for (provider, declaration) in providers.dropFirst() where declaration.declaration.conditions == first.1.declaration.conditions {
                findings.append(finding(
                    "`\(provider.qualifiedName)` is a second App Shortcuts provider in app `\(context.module.name)` (the first is `\(first.0.qualifiedName)`, \(first.1.file):\(first.1.declaration.location.line)); the app has one, so merge their App Shortcuts into it",
                    at: SourceReference(file: declaration.file, location: declaration.declaration.location)))
            }
        }
        return findings
    }
}

extension ModuleKind {
    /// "an app extension", "a framework", for messages.
    var describedWithArticle: String {
        switch self {
        case .app: return "an app"
        case .appExtension: return "an app extension"
        case .extensionKitExtension: return "an ExtensionKit extension"
        case .executable: return "an executable"
        case .other: return "a target"
        case .folder: return "a folder"
        default: return "a \(rawValue)"
        }
    }
}
