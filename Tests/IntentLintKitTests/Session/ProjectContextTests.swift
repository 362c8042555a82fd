import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
import IntentLintTestSupport

/// A path inside a project is linted with the project's modules, found by looking up as git
/// does, and only findings under the path are reported.
@Suite struct ProjectContextTests {
    static let package = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Soup", targets: [.target(name: "Kit"), .executableTarget(name: "App")])
        """

    static let shortcuts = """
        import AppIntents
        struct OrderSoup: AppIntent {
            static var title: LocalizedStringResource = "Order Soup"
        }
        struct SoupShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OrderSoup(), phrases: ["Order soup in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
            }
        }
        """

    static let sizes = """
        enum SoupSize: String {
            case small, large
        }
        """

    static let sizesAsAppEnum = """
        import AppIntents
        extension SoupSize: AppEnum {
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
            static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "Small"]
        }
        """

    /// A package whose library `Kit` keeps its App Intents code in `Sources/Kit/Intents`.
    private func makePackage() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write(Self.package, to: "Package.swift")
        try folder.write(Self.shortcuts, to: "Sources/Kit/Intents/Shortcuts.swift")
        try folder.write(Self.sizes, to: "Sources/Kit/Sizes.swift")
        try folder.write(Self.sizesAsAppEnum, to: "Sources/Kit/Intents/Sizes+AppEnum.swift")
        try folder.write("print(1)\n", to: "Sources/App/main.swift")
        return folder
    }

    private func places(_ outcome: LintOutcome) -> [String] {
        outcome.report?.content.findings.map { "\($0.file):\($0.location.line) [\($0.ruleIdentifier)]" } ?? []
    }

    @Test func aSubfolderIsLintedWithItsTargetAndReportedAlone() throws {
        let folder = try makePackage()
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["Sources/Kit/Intents"])))

        // The provider is in a library, which only the package says; the enum's cases are in
        // another file of the target.
        #expect(places(outcome) == [
            "Sources/Kit/Intents/Shortcuts.swift:5 [app-shortcuts-provider-placement]",
            "Sources/Kit/Intents/Sizes+AppEnum.swift:4 [case-display-representations]",
        ])
        #expect(outcome.messages == [SessionMessage(.note, "note: Sources/Kit/Intents is part of Package.swift: linting the project's modules, reporting findings under Sources/Kit/Intents only")])
    }

    @Test func theWholeFolderAloneSeesNeither() throws {
        let folder = try makePackage()
        // As it was: `--context` names the root, and a folder named as its own root is one module.
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .context(folder: "Sources/Kit/Intents", reportedFiles: [])))
        #expect(places(outcome).isEmpty)
    }

    @Test func aFileIsReportedAloneAndPathsAreWrittenFromTheWorkingFolder() throws {
        let folder = try makePackage()
        let inside = try LintSession(LintSession.Settings(jobs: 2, workingDirectory: folder.path + "/Sources/Kit/Intents"))
        let outcome = try inside.lint(LintRequest(modules: .paths(["Sizes+AppEnum.swift"])))
        #expect(places(outcome) == ["Sizes+AppEnum.swift:4 [case-display-representations]"])
        #expect(outcome.messages.first?.text == "note: Sizes+AppEnum.swift is part of ../../../Package.swift: linting the project's modules, reporting findings under Sizes+AppEnum.swift only")

        let here = try inside.lint(LintRequest(modules: .paths(["."])))
        #expect(places(here) == ["Shortcuts.swift:5 [app-shortcuts-provider-placement]", "Sizes+AppEnum.swift:4 [case-display-representations]"])
    }

    @Test func aFolderNoTargetCompilesIsLintedOnItsOwn() throws {
        let folder = try makePackage()
        try folder.write(Self.shortcuts, to: "Fixtures/Demo/Shortcuts.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["Fixtures/Demo"])))
        #expect(places(outcome).isEmpty)
        #expect(outcome.messages.isEmpty)
        #expect(outcome.summary?.modules.map(\.name) == ["Demo"])
    }

    @Test func aProjectFolderIsItsOwnRoot() throws {
        let folder = try makePackage()
        try folder.write(Self.package.replacingOccurrences(of: "\"Soup\"", with: "\"Inner\""), to: "Packages/Inner/Package.swift")
        try folder.write(Self.shortcuts, to: "Packages/Inner/Sources/Kit/Shortcuts.swift")
        try folder.write("print(1)\n", to: "Packages/Inner/Sources/App/main.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["Packages/Inner"])))
        #expect(places(outcome) == ["Packages/Inner/Sources/Kit/Shortcuts.swift:5 [app-shortcuts-provider-placement]"])
        #expect(outcome.messages.isEmpty)
        #expect(outcome.summary?.files == 2)
    }

    @Test func theLookStopsAtTheTopOfTheRepository() throws {
        let folder = try makePackage()
        // A checkout inside the package's folder is a repository of its own, not part of the package.
        try folder.makeFolder("Vendor/Other/.git")
        try folder.write(Self.shortcuts, to: "Vendor/Other/Sources/Shortcuts.swift")
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .paths(["Vendor/Other/Sources"])))
        #expect(outcome.messages.isEmpty)
        #expect(outcome.summary?.modules.map(\.name) == ["Sources"])
    }

    @Test func filesWhoseModuleTheCallerNamesAreThatModule() throws {
        let folder = try makePackage()
        // As the Xcode build phase runs it: the target's files, its name and its kind.
        let named = try LintSession(LintSession.Settings(jobs: 2, folderModuleName: "Intents", folderModuleKind: .app, workingDirectory: folder.path))
        let outcome = try named.lint(LintRequest(modules: .paths(["Sources/Kit/Intents/Shortcuts.swift"])))
        #expect(outcome.messages.isEmpty)
        #expect(outcome.summary?.modules.map(\.name) == ["Intents"])
        #expect(places(outcome).isEmpty, "an App Shortcuts provider in the app is where it belongs")
    }
}
