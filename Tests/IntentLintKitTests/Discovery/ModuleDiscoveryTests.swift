import Foundation
import Testing
@testable import IntentLintDiscovery
import IntentLintSupport
import IntentLintTestSupport
@testable import IntentLintKit
@testable import IntentLintEngine

/// The modules a run finds under its paths, and what linting them module by module changes.
@Suite struct ModuleDiscoveryTests {
    private let widgetApp = Fixtures.directory + "/Projects/WidgetApp"

    private func run(_ paths: [String], workingDirectory: String) throws -> LintRun.Outcome {
        let options = LintRun.Options(configuration: Configuration(directory: workingDirectory), jobs: 2)
        return LintRun.run(try LintRun.modules(paths, options: options, workingDirectory: workingDirectory), options: options)
    }

    private func names(_ outcome: LintRun.Outcome, _ module: String) -> [String] {
        outcome.modules.first { $0.module.name == module }?.manifest.actions.keys.sorted() ?? []
    }

    /// `--jobs` reaches discovery (package manifests, targets' files): one thread finds what
    /// several do, in the same order, with the same warnings and apps.
    @Test func discoveryOnOneThreadFindsWhatItFindsOnSeveral() throws {
        let projects = Fixtures.directory + "/Projects"
        let serial = try ModuleDiscovery.discover(["."], workingDirectory: projects, jobs: 1)
        let parallel = try ModuleDiscovery.discover(["."], workingDirectory: projects, jobs: 4)
        #expect(serial.modules.count > 10, "found only \(serial.modules.map(\.id))")
        #expect(serial.modules.map(\.id) == parallel.modules.map(\.id))
        #expect(serial.modules.map { $0.inputs.map(\.displayPath) } == parallel.modules.map { $0.inputs.map(\.displayPath) })
        #expect(serial.warnings == parallel.warnings)
        #expect(serial.apps == parallel.apps)
        // Through the run's options, as `--jobs` sets them.
        let options = LintRun.Options(configuration: Configuration(directory: projects), jobs: 1)
        #expect(try LintRun.modules(["."], options: options, workingDirectory: projects).modules.map(\.id) == serial.modules.map(\.id))
    }

    @Test func anXcodeProjectIsOneModulePerTarget() throws {
        let found = try ModuleDiscovery.discover(["."], workingDirectory: widgetApp)
        #expect(found.warnings.isEmpty)
        #expect(found.modules.map(\.name) == ["WidgetApp", "WidgetAppWidgets"])
        #expect(found.modules.map(\.definition.kind) == [.app, .appExtension])
        #expect(found.modules.map { $0.inputs.map(\.displayPath) } == [
            ["App/RefreshIntent.swift", "Shared/SharedIntent.swift", "Synced/Nested/ArchiveIntent.swift", "Synced/SyncedIntent.swift"],
            ["Shared/SharedIntent.swift", "Synced/WidgetOnlyIntent.swift", "Widgets/RefreshIntent.swift"],
        ])
        // Manifest paths are relative to the folder holding the project.
        #expect(found.modules[1].inputs.map(\.relativePath).last == "Widgets/RefreshIntent.swift")
    }

    @Test func eachTargetIsLintedAndDescribedOnItsOwn() throws {
        let outcome = try run(["."], workingDirectory: widgetApp)
        #expect(names(outcome, "WidgetApp") == ["ArchiveIntent", "MarkAsReadIntent", "RefreshIntent", "ShowInboxIntent"])
        #expect(names(outcome, "WidgetAppWidgets") == ["MarkAsReadIntent", "RefreshIntent", "ToggleCompactIntent"])
        let titles = outcome.modules.map { $0.manifest.actions["RefreshIntent"]?.title?.constantValue?.key }
        #expect(titles == ["Refresh Everything", "Refresh Widget"])
        #expect(outcome.modules[1].manifest.actions["RefreshIntent"]?.fullyQualifiedTypeName == "WidgetAppWidgets.RefreshIntent")
        // The widget's mistake is found once, in its own module; no type is declared twice.
        #expect(outcome.findings.map { "\($0.file):\($0.location.line) \($0.ruleIdentifier)" }
                == ["Widgets/RefreshIntent.swift:7 non-constant-metadata"])
        // The file both targets compile is read once.
        #expect(outcome.fileCount == 6)
    }

    @Test func twoTargetsLintedAsOneFolderReportTheRepeatAndCheckBoth() throws {
        let outcome = try run(["App", "Widgets"], workingDirectory: widgetApp)
        #expect(outcome.modules.map(\.module.definition.kind) == [.folder])
        #expect(outcome.modules.map(\.module.name) == ["WidgetApp"])
        // The manifest holds the first `RefreshIntent`; the second one's mistake is still found.
        #expect(outcome.modules[0].manifest.actions["RefreshIntent"]?.title?.constantValue?.key == "Refresh Everything")
        #expect(outcome.findings.map { "\($0.file):\($0.location.line) \($0.ruleIdentifier)" } == [
            "Widgets/RefreshIntent.swift:5 duplicate-type-declaration",
            "Widgets/RefreshIntent.swift:7 non-constant-metadata",
        ])
        #expect(outcome.findings[0].message.contains("App/RefreshIntent.swift:5:1"))
    }

    @Test func filesInAProjectFolderThatNoTargetClaimsAreNotCompiledSoNotLinted() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")])
            """, to: "Package.swift")
        try folder.write("struct A {}", to: "Sources/Kit/A.swift")
        try folder.write("struct B {}", to: "Scripts/B.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path, folderModuleName: "Loose")
        #expect(found.modules.map(\.name) == ["Kit"])
        #expect(found.modules.map(\.definition.kind) == [.library])
        #expect(found.modules.map { $0.inputs.map(\.displayPath) } == [["Sources/Kit/A.swift"]])
        #expect(found.filesInNoTarget == ["Scripts/B.swift"])
        // Named on the command line, it is linted all the same, in the folder module.
        let named = try ModuleDiscovery.discover([".", "Scripts/B.swift"], workingDirectory: folder.path, folderModuleName: "Loose")
        #expect(named.modules.map(\.name) == ["Kit", "Loose"])
        #expect(named.modules.last?.inputs.map(\.displayPath) == ["Scripts/B.swift"])
        #expect(named.filesInNoTarget.isEmpty)
    }

    @Test func swiftFilesOutsideEveryProjectFolderFormTheFolderModule() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")])
            """, to: "Kit/Package.swift")
        try folder.write("struct A {}", to: "Kit/Sources/Kit/A.swift")
        try folder.write("struct B {}", to: "Scripts/B.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path, folderModuleName: "Loose")
        #expect(found.modules.map(\.name) == ["Kit", "Loose"])
        #expect(found.modules.map(\.definition.kind) == [.library, .folder])
        #expect(found.modules.map { $0.inputs.map(\.displayPath) } == [["Kit/Sources/Kit/A.swift"], ["Scripts/B.swift"]])
    }

    @Test func withoutProjectFilesAFolderIsOneModuleAsBefore() throws {
        let folder = try ScratchFolder()
        try folder.write("struct A {}", to: "App/A.swift")
        try folder.write("struct B {}", to: "App/Deep/B.swift")
        let found = try ModuleDiscovery.discover(["App"], workingDirectory: folder.path)
        #expect(found.modules.map(\.name) == ["App"])
        #expect(found.modules[0].inputs.map(\.displayPath) == ["App/A.swift", "App/Deep/B.swift"])
        #expect(found.modules[0].inputs.map(\.relativePath) == ["A.swift", "Deep/B.swift"])
        let named = try ModuleDiscovery.discover(["App/A.swift", "App/Deep/B.swift"], workingDirectory: folder.path)
        #expect(named.modules.count == 1)
        #expect(named.modules[0].inputs.map(\.displayPath) == ["App/A.swift", "App/Deep/B.swift"])
    }

    @Test func anUnreadableProjectFileIsAWarningAndItsFolderStillLints() throws {
        let folder = try ScratchFolder()
        try folder.write("// !$*UTF8*$!\n{ archiveVersion = 1; objects = { ", to: "App.xcodeproj/project.pbxproj")
        try folder.write("struct A {}", to: "App/A.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings.count == 1)
        // Said at the place the project file breaks, as `path:line:column:`, where editors go.
        #expect(found.warnings.first?.hasPrefix("App.xcodeproj/project.pbxproj:2:33: warning: cannot read it (invalid Xcode project: ") == true,
                "\(found.warnings)")
        #expect(found.warnings.first?.contains("\n") == false)
        #expect(found.modules.map(\.definition.kind) == [.folder])
        #expect(found.modules[0].inputs.map(\.displayPath) == ["App/A.swift"])
    }

    @Test func packageManifestsAreNeverModuleSources() throws {
        let folder = try ScratchFolder()
        try folder.write("// swift-tools-version: 5.9\nimport PackageDescription\ngarbage that declares no target (", to: "Package.swift")
        try folder.write("// swift-tools-version:6.0\nimport PackageDescription\n", to: "Package@swift-6.0.swift")
        try folder.write("struct A {}", to: "A.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.modules.flatMap { $0.inputs.map(\.displayPath) } == ["A.swift"])
        #expect(found.warnings == ["Package.swift:3:33: warning: cannot read it (the `(` is never closed: is the file cut short?); its Swift files are linted as one folder module"])
    }

    /// A manifest cut short (a save interrupted, a bad merge) is no manifest SwiftPM could run,
    /// so the targets read from it would be guesses: one warning, and its folder lints as files,
    /// as for an unreadable Xcode project.
    @Test func aTruncatedOrUnbalancedManifestIsAOneLineWarning() throws {
        let cases = [
            ("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\"",
             "3:22", "the `(` is never closed: is the file cut short?"),
            ("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")]))\n",
             "3:68", "the `)` closes nothing"),
            ("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App, targets: [])\n",
             "3:22", "the `(` is never closed: is the file cut short?"),
        ]
        for (manifest, place, problem) in cases {
            let folder = try ScratchFolder()
            try folder.write(manifest, to: "Package.swift")
            try folder.write("struct A {}", to: "Sources/App/A.swift")
            let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
            #expect(found.warnings == ["Package.swift:\(place): warning: cannot read it (\(problem)); its Swift files are linted as one folder module"])
            #expect(found.modules.map(\.definition.kind) == [.folder])
            #expect(found.modules.flatMap { $0.inputs.map(\.displayPath) } == ["Sources/App/A.swift"])
        }
    }

    /// A file is a manifest when it holds one, not because of its name: an app's
    /// `Package.swift` declaring `public protocol Package` is linted like any other file.
    @Test func aSourceFileNamedPackageSwiftIsSource() throws {
        let folder = try ScratchFolder()
        try folder.write("public protocol Package {\n    var name: String { get }\n}\n", to: "App/Package.swift")
        // Not a manifest either: the tools-version comment is not first, or nothing imports PackageDescription.
        try folder.write("import Foundation\n// swift-tools-version: 5.9\nimport PackageDescription\n", to: "App/Deep/Package.swift")
        try folder.write("// swift-tools-version: 5.9\nimport PackageDescriptionKit\n", to: "App/Other/Package.swift")
        try folder.write("struct OpenIntent {}", to: "App/OpenIntent.swift")
        let found = try ModuleDiscovery.discover(["App"], workingDirectory: folder.path)
        #expect(found.warnings.isEmpty)
        #expect(found.modules.map(\.definition.kind) == [.folder])
        #expect(found.modules[0].inputs.map(\.displayPath) == [
            "App/Deep/Package.swift", "App/OpenIntent.swift", "App/Other/Package.swift", "App/Package.swift",
        ])
        let outcome = try run(["App"], workingDirectory: folder.path)
        #expect(outcome.fileCount == 4)
    }

    @Test func whatMakesAManifest() {
        func isManifest(_ text: String) -> Bool { FileSystem.isPackageManifest(contents: Array(text.utf8)) }
        #expect(isManifest("// swift-tools-version: 5.9\nimport PackageDescription\n"))
        #expect(isManifest("// swift-tools-version:5.1\n@preconcurrency import PackageDescription"))
        #expect(isManifest("\u{FEFF}//Swift-Tools-Version: 6.0\n\nimport\tPackageDescription\nlet package = Package(name: \"P\")"))
        #expect(isManifest("\n\n// swift-tools-version: 6.0\nimport PackageDescription"))
        #expect(!isManifest(""))
        #expect(!isManifest("//"))
        #expect(!isManifest("public protocol Package {}"))
        #expect(!isManifest("// swift-tools-version: 6.0\n"))
        #expect(!isManifest("// swift-tools-version: 6.0\nimport PackageDescriptions"))
        #expect(!isManifest("// swift-tools-version: 6.0\nreimport PackageDescription"))
        #expect(!isManifest("/* swift-tools-version: 6.0 */\nimport PackageDescription"))
        #expect(!isManifest("// Package.swift\n// swift-tools-version: 6.0\nimport PackageDescription"))
    }

    @Test func whatNamesAManifest() {
        for path in ["Package.swift", "/work/App/Package.swift", "Kit/Package@swift-5.9.swift", "/Package@swift-6.swift"] {
            #expect(FileSystem.hasPackageManifestName(path), "\(path)")
        }
        for path in ["", "/", "MyPackage.swift", "/work/Package.swift/Other.swift", "Package.swift.bak", "package.swift",
                     "Package@swift-5.9.txt", "Package@swift.swift", "/work/Package@swift-5.9/Intent.swift"] {
            #expect(!FileSystem.hasPackageManifestName(path), "\(path)")
        }
    }

    // MARK: Localization files

    private static let soupShortcuts = """
        struct SoupShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"],
                            shortTitle: "Order", systemImageName: "cup.and.saucer")
            }
        }
        """

    @Test func aFoldersStringsFilesAreItsModulesAndFindingsNameThemAsNamed() throws {
        let folder = try ScratchFolder()
        try folder.write(Self.soupShortcuts, to: "App/Shortcuts.swift")
        try folder.write("\"Order soup in ${applicationName}\" = \"Suppe bestellen\";\n", to: "App/de.lproj/AppShortcuts.strings")
        try folder.write("// lint-intents:disable:next app-shortcuts-strings\n\"Order soup in ${applicationName}\" = \"Soupe\";\n",
                         to: "App/fr.lproj/AppShortcuts.strings")
        try folder.write(#"{"strings": {"Order pizza in ${applicationName}": {}}}"#, to: "App/Other/AppShortcuts.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Gone.strings", withDestinationPath: "missing")
        let found = try ModuleDiscovery.discover(["App"], workingDirectory: folder.path)
        #expect(found.modules.map { $0.localizationInputs.map(\.displayPath) } == [[
            "App/Gone.strings", "App/Other/AppShortcuts.xcstrings", "App/de.lproj/AppShortcuts.strings", "App/fr.lproj/AppShortcuts.strings",
        ]])
        #expect(found.modules[0].definition.localizationFiles.count == 4)
        // A link to nothing is an unreadable file; a comment in a strings file suppresses there.
        let outcome = try run(["App"], workingDirectory: folder.path)
        #expect(outcome.findings.map { "\($0.file):\($0.location) \($0.ruleIdentifier) \($0.severity.rawValue)" } == [
            "App/Gone.strings:1:1 unreadable-file warning",
            "App/Other/AppShortcuts.xcstrings:1:14 app-shortcuts-strings warning",
            "App/de.lproj/AppShortcuts.strings:1:38 app-shortcuts-strings error",
        ])
        #expect(outcome.findings[1].message.contains("(did you mean \"Order soup in ${applicationName}\"?)"))
    }

    @Test func stringsFilesInAProjectFolderBelongToTheTargetsListingThem() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")])
            """, to: "Kit/Package.swift")
        try folder.write("struct A {}", to: "Kit/Sources/Kit/A.swift")
        try folder.write("\"a\" = \"b\";", to: "Kit/Sources/Kit/en.lproj/Localizable.strings")
        try folder.write("\"a\" = \"b\";", to: "Kit/Scripts/InNoTarget.strings")
        try folder.write("struct B {}", to: "Scripts/B.swift")
        try folder.write("\"a\" = \"b\";", to: "Scripts/Loose.strings")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path, folderModuleName: "Loose")
        #expect(found.modules.map(\.name) == ["Kit", "Loose"])
        // In the package's folder but in no target: a resource of nothing, like a Swift file there.
        #expect(found.modules.map { $0.localizationInputs.map(\.displayPath) } == [
            ["Kit/Sources/Kit/en.lproj/Localizable.strings"], ["Scripts/Loose.strings"],
        ])
        #expect(found.modules.map { $0.localizationInputs.map(\.relativePath) } == [["Sources/Kit/en.lproj/Localizable.strings"], ["Scripts/Loose.strings"]])
    }
}
