import Testing
@testable import IntentLintRules
@testable import IntentLintManifest
import IntentLintEngineTestSupport

/// Which App Shortcuts one build on one device has, which `too-many-app-shortcuts` counts and
/// `duplicate-app-shortcut-phrase` compares.
@Suite struct AppShortcutConfigurationsTests {
    /// A provider whose `appShortcuts` is `body`, where each `S(name)` stands for an App Shortcut.
    private func configurations(_ body: String) -> AppShortcutConfigurations {
        let source = body.replacing(/S\((\w+)\)/) { match in
            "AppShortcut(intent: \(match.1)(), phrases: [\"\(match.1) \\(.applicationName)\"], shortTitle: \"\(match.1)\", systemImageName: \"x\")"
        }
        let provider = "struct Shortcuts: AppShortcutsProvider {\n static var appShortcuts: [AppShortcut] {\n\(source)\n}\n}"
        return AppShortcutConfigurations(ManifestBuilder.build(InMemoryModule.syntax([("Soup.swift", provider)], moduleName: "SoupKit")).manifest.autoShortcuts)
    }

    private func largest(_ configurations: AppShortcutConfigurations) -> [String] {
        configurations.largestConfiguration()?.members.map { configurations.shortcuts[$0].actionIdentifier ?? "?" } ?? []
    }

    @Test func availabilityFollowsTheDevicesVersion() {
        let shortcuts = configurations("""
            if #available(iOS 18, *) { S(A) }
            if #unavailable(iOS 18.0) { S(B) }
            if #available(iOS 17, *) {} else { S(C) }
            if #unavailable(macOS 15) { S(D) }
            """)
        #expect(shortcuts.canCoexist(0, 1) == false)  // iOS 18 or later, and earlier
        #expect(shortcuts.canCoexist(0, 2) == false)  // iOS 18 or later, and before 17
        #expect(shortcuts.canCoexist(1, 2) == true)   // before 17 is before 18
        #expect(shortcuts.canCoexist(0, 3) == true)   // on macOS 14, `*` passes iOS 18
        #expect(shortcuts.canCoexist(2, 3) == false)  // `#unavailable(macOS 15)` fails on iOS
    }

    @Test func theLargerArmOfEachIfCountsAndNestedOnesLikewise() {
        let shortcuts = configurations("""
            S(A)
            if #available(iOS 18, *) {
                S(B)
                if #available(iOS 26, *) { S(C); S(D) } else { S(E) }
            } else {
                S(F); S(G)
            }
            if #available(iOS 18, *) { S(H) }
            """)
        #expect(largest(shortcuts) == ["A", "B", "C", "D", "H"])
    }

    @Test func oneClauseOfEachIfDirectiveAndOnePlatformPerBuild() {
        let shortcuts = configurations("""
            #if os(iOS)
            S(A); S(B)
            #elseif os(macOS)
            S(C); S(D); S(E)
            #else
            S(F)
            #endif
            #if os(macOS)
            S(G)
            #endif
            #if canImport(UIKit)
            S(H)
            #endif
            #if DEBUG
            S(I)
            #endif
            #if !DEBUG
            S(J)
            #endif
            """)
        // A macOS build: C, D, E and G, and one of I and J.
        let members = largest(shortcuts)
        #expect(members.count == 5 && members.prefix(4) == ["C", "D", "E", "G"])
        #expect(shortcuts.largestConfiguration()?.configuration.platform == .macOS)
        // A (0) and H (7) are both in iOS builds, C (2) and G (6) in macOS ones; A and C never
        // are together, nor I (8) and J (9).
        #expect(shortcuts.canCoexist(0, 7) == true)
        #expect(shortcuts.canCoexist(2, 6) == true)
        #expect(shortcuts.canCoexist(0, 2) == false)
        #expect(shortcuts.canCoexist(8, 9) == false)
    }

    @Test func catalystIsAnIOSBuild() {
        let shortcuts = configurations("""
            #if targetEnvironment(macCatalyst)
            S(A)
            #endif
            #if os(macOS)
            S(B)
            #endif
            #if os(iOS)
            S(C)
            #endif
            """)
        #expect(shortcuts.canCoexist(0, 1) == false)
        #expect(shortcuts.canCoexist(0, 2) == true)
    }

    @Test func tooManyConditionsToTryEveryBuildIsUnknown() {
        let flags = (0...AppShortcutConfigurations.maximumFreeConditions).map { "#if FLAG\($0)\nS(A\($0))\n#endif" }
        let shortcuts = configurations(flags.joined(separator: "\n"))
        #expect(shortcuts.largestConfiguration() == nil)
        #expect(shortcuts.canCoexist(0, 1) == true)
    }
}
