import IntentLintManifest
import IntentLintCore

/// An app may have at most 10 App Shortcuts.
package struct TooManyAppShortcutsRule: Rule {
    package init() {}

    static let maximum = 10

    package static let description = RuleDescription(
        identifier: "too-many-app-shortcuts",
        name: "Too many App Shortcuts",
        summary: "An app may have at most 10 App Shortcuts in any one build, on any one device.",
        rationale: """
            Apple limits an app to 10 App Shortcuts. The count is of the `AppShortcut(…)` values one build \
            of the app has on one device: each `#if` keeps one clause and each `if #available … else` \
            runs one arm, nested conditions likewise, and everything else adds up. A build is for one \
            platform, which decides `os(…)`, `canImport(UIKit)` and `canImport(AppKit)` (so `#if \
            os(iOS)` and `#if os(macOS)` are never in one build); a device runs one version of it, which \
            decides every `#available` and `#unavailable` (so `if #available(iOS 18, *)` and `if \
            #unavailable(iOS 18)` never both hold); other conditions, such as `DEBUG`, may hold in any \
            combination. Keep at most 10 in every configuration: drop the least used ones (their intents \
            stay available as actions in the Shortcuts app), or make alternatives the two arms of one \
            `if #available … else` or clauses of one `#if`.

            **Evidence, and severity.** WWDC22 "Implement App Shortcuts with App Intents" says "your app can \
            have a maximum of 10 app shortcuts" (as quoted on Apple's developer forums, thread 710816). In \
            that thread one developer reports a build error when adding an eleventh and another built 11 \
            without error (2022); recent projects describe the limit as enforced by the build, but no build \
            diagnostic for it has been found in any public source. A warning: Apple states the limit, but \
            whether the build halts or the system drops the extra shortcuts is reported, not verified.

            **Not flagged.** 10 or fewer in each configuration, however many are written in all; \
            shortcuts of different providers (the build exports one); a provider behind more than 8 \
            independent `#if` conditions, too many builds to try one by one.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var ↓appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        AppShortcut(intent: ReorderIntent(), phrases: ["Reorder in \\(.applicationName)"], shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                        AppShortcut(intent: CancelOrderIntent(), phrases: ["Cancel my order in \\(.applicationName)"], shortTitle: "Cancel", systemImageName: "xmark")
                        AppShortcut(intent: OpenMenuIntent(), phrases: ["Show the menu in \\(.applicationName)"], shortTitle: "Menu", systemImageName: "menucard")
                        AppShortcut(intent: TrackOrderIntent(), phrases: ["Track my order in \\(.applicationName)"], shortTitle: "Track", systemImageName: "location")
                        AppShortcut(intent: RateSoupIntent(), phrases: ["Rate my soup in \\(.applicationName)"], shortTitle: "Rate", systemImageName: "star")
                        AppShortcut(intent: FindStoreIntent(), phrases: ["Find a store in \\(.applicationName)"], shortTitle: "Stores", systemImageName: "map")
                        AppShortcut(intent: SoupOfTheDayIntent(), phrases: ["Soup of the day in \\(.applicationName)"], shortTitle: "Today", systemImageName: "sun.max")
                        if #available(iOS 18, *) {
                            AppShortcut(intent: ScanRecipeIntent(), phrases: ["Scan a recipe in \\(.applicationName)"], shortTitle: "Scan", systemImageName: "camera")
                            AppShortcut(intent: ShareSoupIntent(), phrases: ["Share my soup in \\(.applicationName)"], shortTitle: "Share", systemImageName: "square.and.arrow.up")
                        } else {
                            AppShortcut(intent: LegacyScanIntent(), phrases: ["Scan in \\(.applicationName)"], shortTitle: "Scan", systemImageName: "camera")
                        }
                        #if os(iOS)
                        AppShortcut(intent: OrderAheadIntent(), phrases: ["Order ahead in \\(.applicationName)"], shortTitle: "Ahead", systemImageName: "clock")
                        #endif
                    }
                }
                """, expecting: [.warning(Message.tooManyShortcuts(of: "SoupShortcuts", count: 11, platform: "iOS",
                                                                   conditions: ["#available(iOS 18, *)", "#if os(iOS)"]))]),
        ],
        nonTriggering: [
            // At most ten: six always, two on iOS 18 (one before), then one on iOS or watchOS and two on macOS.
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        AppShortcut(intent: ReorderIntent(), phrases: ["Reorder in \\(.applicationName)"], shortTitle: "Reorder", systemImageName: "arrow.clockwise")
                        AppShortcut(intent: CancelOrderIntent(), phrases: ["Cancel my order in \\(.applicationName)"], shortTitle: "Cancel", systemImageName: "xmark")
                        AppShortcut(intent: OpenMenuIntent(), phrases: ["Show the menu in \\(.applicationName)"], shortTitle: "Menu", systemImageName: "menucard")
                        AppShortcut(intent: TrackOrderIntent(), phrases: ["Track my order in \\(.applicationName)"], shortTitle: "Track", systemImageName: "location")
                        AppShortcut(intent: RateSoupIntent(), phrases: ["Rate my soup in \\(.applicationName)"], shortTitle: "Rate", systemImageName: "star")
                        if #available(iOS 18, *) {
                            AppShortcut(intent: ScanRecipeIntent(), phrases: ["Scan a recipe in \\(.applicationName)"], shortTitle: "Scan", systemImageName: "camera")
                            AppShortcut(intent: ShareSoupIntent(), phrases: ["Share my soup in \\(.applicationName)"], shortTitle: "Share", systemImageName: "square.and.arrow.up")
                        } else {
                            AppShortcut(intent: LegacyScanIntent(), phrases: ["Scan in \\(.applicationName)"], shortTitle: "Scan", systemImageName: "camera")
                        }
                        #if os(iOS)
                        AppShortcut(intent: OrderAheadIntent(), phrases: ["Order ahead in \\(.applicationName)"], shortTitle: "Ahead", systemImageName: "clock")
                        #elseif os(macOS)
                        AppShortcut(intent: ExportIntent(), phrases: ["Export recipes in \\(.applicationName)"], shortTitle: "Export", systemImageName: "square.and.arrow.up")
                        #else
                        AppShortcut(intent: WatchTimerIntent(), phrases: ["Start a soup timer in \\(.applicationName)"], shortTitle: "Timer", systemImageName: "timer")
                        #endif
                        #if os(macOS)
                        AppShortcut(intent: ImportIntent(), phrases: ["Import recipes in \\(.applicationName)"], shortTitle: "Import", systemImageName: "square.and.arrow.down")
                        #endif
                    }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for (provider, shortcuts) in AppShortcutConfigurations.byProvider(context.manifest.autoShortcuts) {
            guard shortcuts.count > Self.maximum,
                  let largest = AppShortcutConfigurations(shortcuts).largestConfiguration(),
                  largest.members.count > Self.maximum else { continue }
            var conditions: [String] = []
            for member in largest.members {
                for condition in shortcuts[member].availability where !conditions.contains(condition) { conditions.append(condition) }
            }
            var location = shortcuts[0].location
            if let entry = context.index.entry(provider), let (property, file) = entry.property(MetadataProperty.appShortcuts.name, isStatic: true) {
                location = SourceReference(file: file, location: property.location)
            }
            findings.append(finding(Message.tooManyShortcuts(of: provider, count: largest.members.count, platform: largest.configuration.platform?.rawValue,
                                                             conditions: conditions),
                                    at: location))
        }
        return findings
    }
}

extension TooManyAppShortcutsRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// `count` App Shortcuts in the build for `platform` (any when nil) where `conditions` hold.
        static func tooManyShortcuts(of provider: String, count: Int, platform: String?, conditions: [String]) -> FindingMessage {
            var described = conditions.map { "`\($0)`" }
            if described.count > 1 { described[described.count - 1] = "and " + described[described.count - 1] }
            var configuration = described.isEmpty ? "" : "with " + described.joined(separator: described.count > 2 ? ", " : " ")
            if let platform {
                configuration = "on \(platform)" + (configuration.isEmpty ? "" : ", \(configuration)")
            }
            let which = configuration.isEmpty ? "in every build" : "in one configuration (\(configuration))"
            let maximum = TooManyAppShortcutsRule.maximum
            return FindingMessage(
                "`appShortcuts` of `\(provider)` has \(count) App Shortcuts \(which), more than the \(maximum) an app " +
                    "may have (WWDC22: \"a maximum of 10 app shortcuts\"; builds with more are reported to fail); keep at most " +
                    "\(maximum) in each configuration: drop the least used (their intents stay in the Shortcuts app), or make " +
                    "alternatives clauses of one `#if` or arms of one `if #available … else`")
        }
    }
}
