import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintEngine
import IntentLintTestSupport

/// What `--staged` reads from git (`GitIndex`), the modules it lints, and how git is run.
@Suite struct GitIndexTests {
    /// A package of two targets: `Orders`, whose intent is one only through a conformance in
    /// another file, and `Menu`, with a warning of its own.
    private func makeOrdersAndMenu(in folder: ScratchFolder) throws {
        try SessionSources.makeRepository(in: folder)
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "Orders"), .target(name: "Menu")])
            """, to: "Package.swift")
        try folder.write("""
            import AppIntents

            struct OrderSoup {
                static var title: LocalizedStringResource = makeTitle()
                func perform() async throws -> some IntentResult { .result() }
            }

            func makeTitle() -> LocalizedStringResource { "Order Soup" }
            """, to: "Sources/Orders/OrderSoup.swift")
        try folder.write("import AppIntents\n\nextension OrderSoup: AppIntent {}\n", to: "Sources/Orders/OrderSoup+AppIntent.swift")
        try folder.write(SessionSources.course(), to: "Sources/Menu/Course.swift")
        try SessionSources.commitAll(in: folder, message: "first")
    }

    /// The commit holds the index's version of every file, staged or not: a file with unstaged
    /// changes is read as the index has it, and only the module of the staged file is linted.
    @Test func theIndexVersionOfAnUnstagedFileIsLintedWithTheStagedOne() throws {
        let folder = try ScratchFolder()
        try makeOrdersAndMenu(in: folder)
        try folder.write("// touched\n" + (try String(contentsOfFile: folder.path + "/Sources/Orders/OrderSoup.swift", encoding: .utf8)),
                         to: "Sources/Orders/OrderSoup.swift")
        try SessionSources.git(["add", "Sources/Orders/OrderSoup.swift"], in: folder)
        // Not staged: the working tree drops the conformance the commit still holds.
        try folder.write("import AppIntents\n", to: "Sources/Orders/OrderSoup+AppIntent.swift")

        let index = try GitIndex.read(in: folder.path)
        #expect(index.stagedFiles == [folder.path + "/Sources/Orders/OrderSoup.swift"])
        #expect(Set(index.stagedContents.keys) == [folder.path + "/Sources/Orders/OrderSoup.swift",
                                                    folder.path + "/Sources/Orders/OrderSoup+AppIntent.swift"])
        #expect(index.stagedContents[folder.path + "/Sources/Orders/OrderSoup+AppIntent.swift"]
            == Array("import AppIntents\n\nextension OrderSoup: AppIntent {}\n".utf8))

        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .stagedFiles))
        #expect(outcome.report?.content.findings.map { "\($0.file):\($0.location.line) \($0.ruleIdentifier)" }
            == ["Sources/Orders/OrderSoup.swift:5 non-constant-metadata"])
        // Menu compiles no staged file, so it is not read at all.
        #expect(outcome.summary?.modules.map(\.name) == ["Orders"])
        #expect(outcome.summary?.files == 2)
    }

    /// Manifests asked for are every module's, whatever is staged.
    @Test func manifestsOfAStagedRunAreEveryModules() throws {
        let folder = try ScratchFolder()
        try makeOrdersAndMenu(in: folder)
        try folder.write("struct Extra {}\n", to: "Sources/Orders/Extra.swift")
        try SessionSources.git(["add", "Sources/Orders/Extra.swift"], in: folder)
        let outcome = try SessionSources.session(in: folder).lint(LintRequest(modules: .stagedFiles, manifests: .eachModule))
        #expect(outcome.manifests.map(\.module) == ["Orders", "Menu"])
        #expect(outcome.report?.content.findings.isEmpty == true)
    }

    /// A staged file's modules are linted with every other module of their apps, which app rules
    /// read. (`Fixtures/Projects/TravelApp`: an app, its widget, frameworks and a package; the
    /// watchOS framework, in no app, shares one file with the iOS one.)
    @Test func aStagedFilesAppIsLintedWhole() throws {
        let folder = Fixtures.directory + "/Projects/TravelApp"
        let options = LintRun.Options(configuration: Configuration(directory: folder))
        let discovered = try LintRun.modules([folder], options: options)
        func linted(_ file: String) -> [String] {
            var options = options
            options.reportedFiles = [folder + "/" + file]
            let (modules, apps) = LintRun.linted(discovered, options: options)
            return modules.map(\.id) + apps.map { "app " + $0.id }
        }
        let app = ["TravelApp.xcodeproj:TravelApp", "TravelApp.xcodeproj:TravelWidgets", "TravelApp.xcodeproj:TravelKit",
                   "TravelApp.xcodeproj:LegacyKit", "TravelApp.xcodeproj:Shared iOS"]
        #expect(linted("Widgets/LandmarkWidgetIntent.swift") == app + ["Packages/RoutesKit/Package.swift:RoutesKit", "app TravelApp.xcodeproj:TravelApp"])
        #expect(linted("Shared/Formatting.swift") == app + ["TravelApp.xcodeproj:Shared watchOS", "Packages/RoutesKit/Package.swift:RoutesKit",
                                                            "app TravelApp.xcodeproj:TravelApp"])
        #expect(linted("Elsewhere.swift").isEmpty)
    }

    /// Added, copied and modified files are staged, as `git diff --cached --diff-filter=ACM`
    /// names them (a rename is not); odd names come through whole.
    @Test func stagedFilesAreTheAddedAndModifiedOnes() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write("struct Kept {}\n", to: "Kept.swift")
        try folder.write("struct Moved {}\n", to: "Moved.swift")
        try folder.write("struct Gone {}\n", to: "Gone.swift")
        try SessionSources.commitAll(in: folder, message: "first")
        try folder.write("struct Kept { var a = 1 }\n", to: "Kept.swift")
        try folder.write("struct New {}\n", to: "Odd \"name\"\nwith a line break.swift")
        try folder.write("// notes\n", to: "Notes.txt")
        try SessionSources.git(["mv", "Moved.swift", "Renamed.swift"], in: folder)
        try SessionSources.git(["rm", "-q", "Gone.swift"], in: folder)
        try SessionSources.git(["add", "-A"], in: folder)

        let index = try GitIndex.read(in: folder.path)
        #expect(index.stagedFiles == [folder.path + "/Kept.swift", folder.path + "/Odd \"name\"\nwith a line break.swift"])
        #expect(index.stagedContents[folder.path + "/Odd \"name\"\nwith a line break.swift"] == Array("struct New {}\n".utf8))
        #expect(index.stagedContents.count == 2)
    }

    /// `git status --porcelain=v2 -z` records: ordinary, renamed (with the original path as the
    /// next record), unmerged, and a symbolic link, whose blob is not a file's bytes.
    @Test func statusRecordsAreRead() {
        let output = Array(("1 M. N... 100644 100644 100644 aaa bbb Sources/A b.swift\u{0}"
            + "2 R. N... 100644 100644 100644 ccc ddd R100 New.swift\u{0}Old.swift\u{0}"
            + "u UU N... 100644 100644 100644 100644 e1 e2 e3 Conflict.swift\u{0}"
            + "1 .M N... 100644 100644 100644 fff fff Edited.swift\u{0}"
            + "1 A. N... 000000 120000 120000 000 ggg Link.swift\u{0}").utf8)
        let entries = GitIndex.StatusEntry.parse(output)
        #expect(entries.map(\.path) == ["Sources/A b.swift", "New.swift", "Edited.swift", "Link.swift"])
        #expect(entries.map(\.isStaged) == [true, false, false, true])
        #expect(entries.map(\.differsInWorkingTree) == [false, false, true, false])
        #expect(entries.map(\.indexObject) == ["bbb", "ddd", "fff", "ggg"])
        #expect(entries.map(\.holdsFile) == [true, true, true, false])
    }

    /// Far more input and output than a pipe holds: nothing waits on anything.
    @Test func aChildProcessExchangesMoreThanAPipeHolds() throws {
        let input = (0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let copied = try ChildProcess.run(["cat"], input: input)
        #expect(copied.status == 0 && copied.output == input && copied.errors.isEmpty)
        // A child that reads none of its input ends the exchange; this process goes on.
        let ignoring = try ChildProcess.run(["sh", "-c", "echo done; exit 3"], input: input)
        #expect(ignoring.status == 3 && ignoring.output == Array("done\n".utf8))
    }

    @Test func gitsOwnMessageIsTheError() throws {
        let folder = try ScratchFolder()
        let error = #expect(throws: InputError.self) { try Git.run(["rev-parse", "--show-toplevel"], in: folder.path) }
        #expect(error?.description.hasPrefix("git rev-parse --show-toplevel failed: fatal: not a git repository") == true)
        let missing = #expect(throws: InputError.self) { try ChildProcess.run(["lint-intents-no-such-program"], input: []) }
        #expect(missing?.description == "No such file or directory")
    }
}
