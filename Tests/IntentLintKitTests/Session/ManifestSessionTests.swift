import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules

/// The manifest-only path: manifests without running a rule.
@Suite struct ManifestSessionTests {
    @Test func manifestsOnlyRunsNoRule() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "App/Shortcuts.swift")
        // A suppression that suppresses nothing is a finding of its own whenever rules run.
        try folder.write(SessionSources.course() + "\n// lint-intents:disable:next duplicate-query-name\nlet x = 1\n", to: "App/Course.swift")
        let options = LintRun.Options(configuration: Configuration(directory: folder.path), jobs: 2)
        let discovered = try LintRun.modules([folder.path + "/App"], options: options, workingDirectory: folder.path)

        let linted = LintRun.run(discovered, options: options)
        #expect(Set(linted.findings.map(\.ruleIdentifier)) == ["phrase-missing-app-name", "non-string-app-enum", "unused-suppression"])

        let manifestsOnly = LintRun.run(discovered, options: options, mode: .manifestsOnly)
        #expect(manifestsOnly.findings.isEmpty)
        #expect(manifestsOnly.modules.allSatisfy { $0.findings.isEmpty })
        // The manifest is the one linting builds.
        #expect(manifestsOnly.modules.map { $0.manifest.json.serialized() } == linted.modules.map { $0.manifest.json.serialized() })
    }

    @Test func theSessionSelectsOneModuleOrEach() throws {
        let folder = try ScratchFolder()
        try folder.write(SessionSources.shortcutWithoutAppName, to: "Orders/Shortcuts.swift")
        try folder.write(SessionSources.course(), to: "Menu/Course.swift")
        let list = try SessionSources.writeModuleList([
            .init(name: "Orders", kind: "app", files: ["Orders/Shortcuts.swift"], localizationFiles: []),
            .init(name: "Menu", kind: "library", files: ["Menu/Course.swift"], localizationFiles: []),
        ], in: folder)
        let session = try SessionSources.session(in: folder)

        let one = try session.manifests(ManifestRequest(modules: .paths(["Orders"])))
        #expect(one.messages.isEmpty)
        #expect(one.manifests.map(\.module) == ["Orders"])
        #expect(one.manifests.first?.contents.contains("\"OrderSoup\"") == true)

        let each = try session.manifests(ManifestRequest(modules: .moduleList(list), selection: .eachModule))
        #expect(each.manifests.map(\.fileName) == ["Orders.manifest.json", "Menu.manifest.json"])

        let named = try session.manifests(ManifestRequest(modules: .moduleList(list), selection: .module(named: "Menu")))
        #expect(named.manifests.map(\.module) == ["Menu"])
        #expect(throws: UsageError.self) { try session.manifests(ManifestRequest(modules: .moduleList(list))) }
    }

    /// A project file that cannot be read is still said when choosing the module then fails.
    @Test func whatWasSaidBeforeAnErrorIsKept() throws {
        let folder = try ScratchFolder()
        try folder.write("// !$*UTF8*$!\n{ objects = {", to: "Broken.xcodeproj/project.pbxproj")
        try folder.write(SessionSources.course(), to: "Course.swift")
        do {
            _ = try SessionSources.session(in: folder).manifests(ManifestRequest(selection: .module(named: "Nope")))
            Issue.record("expected an error")
        } catch let stopped as StoppedRun {
            #expect(stopped.messages.first?.text.hasPrefix("Broken.xcodeproj/project.pbxproj:2:13: warning:") == true)
            #expect(stopped.error is UsageError)
        }
    }
}
