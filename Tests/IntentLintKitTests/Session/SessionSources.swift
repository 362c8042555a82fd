import Foundation
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// Sources and helpers the session tests share: a scratch folder the session runs in, as the
/// command line would run in the current folder, and git.
enum SessionSources {
    /// An App Shortcut phrase without the app's name: one error (`phrase-missing-app-name`).
    static let shortcutWithoutAppName = """
        import AppIntents

        struct OrderSoup: AppIntent {
            static var title: LocalizedStringResource = "Order Soup"
            func perform() async throws -> some IntentResult { .result() }
        }

        struct SoupShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OrderSoup(), phrases: ["Order soup"], shortTitle: "Order", systemImageName: "cup.and.saucer")
            }
        }
        """

    /// The same shortcut, with the app's name: no finding.
    static let shortcutWithAppName = shortcutWithoutAppName.replacingOccurrences(of: "\"Order soup\"", with: "\"Order soup in \\(.applicationName)\"")

    /// An enum backed by `Int` whose raw values come from the order of its cases: one warning
    /// (`non-string-app-enum`).
    static func course(backing: String = "Int") -> String {
        """
        import AppIntents

        enum Course: \(backing), AppEnum {
            case starters, soups
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
            static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [.starters: "Starters", .soups: "Soups"]
        }
        """
    }

    /// A package at `folder` with one library target, `name`, in `Sources/<name>`.
    static func package(_ folder: String, target name: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "\(folder)", targets: [.target(name: "\(name)")])
        """
    }

    /// Writes a module list naming `modules` (name and files, relative to the folder) to
    /// `work/modules.json`; returns its path, relative to the folder.
    @discardableResult
    static func writeModuleList(_ modules: [ModuleListFile.Module], in folder: ScratchFolder) throws -> String {
        let relocated = modules.map { module in
            ModuleListFile.Module(name: module.name, kind: module.kind, files: module.files.map { "../" + $0 },
                                  localizationFiles: module.localizationFiles.map { "../" + $0 })
        }
        try folder.write(String(decoding: try ModuleListFile(modules: relocated).encoded(), as: UTF8.self), to: "work/modules.json")
        return "work/modules.json"
    }

    /// A session working in `folder`, as `lint-intents` run there.
    static func session(in folder: ScratchFolder, configurationFile: String? = nil) throws -> LintSession {
        try LintSession(LintSession.Settings(configurationFile: configurationFile, jobs: 2, workingDirectory: folder.path))
    }

    /// `git arguments…` in `folder`; its standard output.
    @discardableResult
    static func git(_ arguments: [String], in folder: ScratchFolder) throws -> String {
        String(decoding: try Git.run(arguments, in: folder.path), as: UTF8.self)
    }

    /// A repository in `folder` with a committer, so commits work on any machine.
    static func makeRepository(in folder: ScratchFolder) throws {
        try git(["init", "-q"], in: folder)
        try git(["config", "user.email", "test@example.com"], in: folder)
        try git(["config", "user.name", "Test"], in: folder)
        try git(["config", "commit.gpgsign", "false"], in: folder)
    }

    static func commitAll(in folder: ScratchFolder, message: String) throws {
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", message], in: folder)
    }
}
