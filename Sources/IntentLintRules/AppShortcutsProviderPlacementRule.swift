import IntentLintSyntax
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
            do not appear at all, so this is an error. A second provider in the app under a condition that \
            holds in every build of it (`#if canImport(AppIntents)`, `#if os(iOS)` in a target built only \
            for iOS) is still a second provider.

            A provider whose file the app compiles too is the app's provider there; the extension's copy is \
            one more, and its App Shortcuts have been seen listed twice. That is a warning: they do appear.

            **Not flagged.** ExtensionKit extensions, the kind Xcode's App Intents extension template \
            makes: a provider there works, by developers' reports on Apple's forums. Targets of unknown kind: \
            a folder linted without a project file, and SwiftPM executable targets, which can be apps (App \
            Playgrounds, Mac apps built with SwiftPM). Test targets. A second provider in files linted as \
            one app that may be several targets (a project lint-intents could not read). Providers under \
            `#if` conditions that are never true in one build together.
            """,
        severity: .error,
        alsoWarns: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                ↓struct WidgetShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: RefreshIntent(), phrases: ["Refresh \\(.applicationName)"], shortTitle: "Refresh", systemImageName: "arrow.clockwise")
                    }
                }
                """, module: .appExtension, expecting: [.error(Message.ignoredProvider("WidgetShortcuts", in: .appExtension, named: "Example"))]),
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
            ], module: .app, expecting: [
                .error(Message.secondProvider("MenuShortcuts", inApp: "Example", first: "SoupShortcuts", file: "AppShortcuts.swift", line: 1)),
            ]),
            // A condition that holds wherever App Intents compile is no condition.
            RuleExample(files: [
                ("AppShortcuts.swift", """
                    struct SoupShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        }
                    }
                    """),
                ("LegacyShortcuts.swift", """
                    #if canImport(AppIntents)
                    ↓struct LegacyShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: ShowMenuIntent(), phrases: ["Show the menu in \\(.applicationName)"], shortTitle: "Menu", systemImageName: "menucard")
                        }
                    }
                    #endif
                    """),
            ], module: .app, expecting: [
                .error(Message.secondProvider("LegacyShortcuts", inApp: "Example", first: "SoupShortcuts", file: "AppShortcuts.swift", line: 1)),
            ]),
            // One file in the app and its widget extension: the extension's copy is one more provider.
            RuleExample("""
                ↓struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                """, module: .appExtension, alsoCompiledInto: [.app], expecting: [.warning(Message.compiledIntoExtensionToo("SoupShortcuts", extension: "Example"))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                """, module: .app),
            // One provider for each platform: never in one build.
            RuleExample("""
                #if os(iOS)
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                #else
                struct MacSoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup on the Mac in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                    }
                }
                #endif
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
                let place = SourceReference(file: declaration.file, location: declaration.declaration.location)
                if kind == .appExtension, context.kindsCompiling(declaration.file).contains(.app) {
                    // The app's copy is the app's provider; the extension's is one more.
                    findings.append(finding(Message.compiledIntoExtensionToo(provider.qualifiedName, extension: context.module.name), at: place, severity: .warning))
                    continue
                }
                findings.append(finding(Message.ignoredProvider(provider.qualifiedName, in: kind, named: context.module.name), at: place))
            }
        } else if kind == .app, !context.module.mayBeSeveralTargets, let first = providers.first {
            // A folder said to be an app that may be several targets may hold several apps' providers.
            // Providers under different `#if` conditions are never compiled together; a condition
            // that holds wherever the app builds App Intents is no condition.
            let conditions = { (declaration: TypeIndex.Part) in
                declaration.declaration.conditions.filter { !Self.alwaysHolds($0, platforms: context.module.platforms) }
            }
            let firstConditions = conditions(first.1)
            for (provider, declaration) in providers.dropFirst() where conditions(declaration) == firstConditions {
                findings.append(finding(Message.secondProvider(provider.qualifiedName, inApp: context.module.name, first: first.0.qualifiedName, file: first.1.file,
                                                               line: first.1.declaration.location.line),
                                        at: SourceReference(file: declaration.file, location: declaration.declaration.location)))
            }
        }
        return findings
    }
}

extension AppShortcutsProviderPlacementRule {
    /// Whether a `#if` condition holds in every build of a target that compiles App Intents for
    /// `platforms`: `canImport(AppIntents)`, and `os(…)` of the one platform the target builds for
    /// (and anything that follows from them), whatever the other conditions are.
    static func alwaysHolds(_ text: String, platforms: [String]) -> Bool {
        let condition = CompilationCondition(parsing: text)
        var free: [String] = []
        var known: [String: Bool] = [:]
        for atom in condition.atoms.sorted() {
            if atom == "canImport(AppIntents)" {
                known[atom] = true
            } else if atom.hasPrefix("os("), atom.hasSuffix(")"), platforms.count == 1 {
                let name = String(atom.dropFirst(3).dropLast())
                known[atom] = (osNames[name] ?? name) == platforms[0]
            } else {
                free.append(atom)
            }
        }
        // Every truth value of the other conditions, while there are few.
        guard free.count <= 8 else { return false }
        for assignment in 0..<(1 << free.count) {
            let holds = condition.holds { atom in
                known[atom] ?? free.firstIndex(of: atom).map { assignment & (1 << $0) != 0 } ?? false
            }
            if !holds { return false }
        }
        return true
    }

    /// `os(…)` names that are not the platform's name.
    private static let osNames = ["OSX": "macOS", "xrOS": "visionOS"]
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

extension AppShortcutsProviderPlacementRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func ignoredProvider(_ provider: String, in kind: ModuleKind, named module: String) -> FindingMessage {
            FindingMessage(
                "`\(provider)` is an App Shortcuts provider in \(kind.describedWithArticle) `\(module)`, " +
                    "where the system ignores it and its App Shortcuts never appear; move it to the app target, which may list intents from `\(module)`")
        }

        static func compiledIntoExtensionToo(_ provider: String, extension module: String) -> FindingMessage {
            FindingMessage(
                "`\(provider)` is compiled into app extension `\(module)` as well as the app, so the App " +
                    "Shortcuts it lists can appear twice; compile its file into the app target only")
        }

        static func secondProvider(_ provider: String, inApp app: String, first: String, file: String, line: Int) -> FindingMessage {
            FindingMessage(
                "`\(provider)` is a second App Shortcuts provider in app `\(app)` (the first is " +
                    "`\(first)`, \(file):\(line)); the app has one, so merge their App Shortcuts into it")
        }
    }
}
