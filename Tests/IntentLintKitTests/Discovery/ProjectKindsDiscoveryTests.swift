import Foundation
import Testing
@testable import IntentLintDiscovery
import IntentLintSupport
import IntentLintTestSupport
@testable import IntentLintKit
@testable import IntentLintEngine

/// Tuist, XcodeGen and Bazel projects feed the same modules and apps as Xcode projects and
/// packages do; what cannot be read is a warning and a folder module.
@Suite struct ProjectKindsDiscoveryTests {
    private let projects = Fixtures.directory + "/Projects"

    private func lines(_ modules: [ModuleDiscovery.Module]) -> [String] {
        modules.map { "\($0.id) \($0.definition.kind.rawValue): " + $0.inputs.map(\.displayPath).joined(separator: " ") }
    }

    // MARK: Tuist

    @Test func theTuistFixture() throws {
        let found = try ModuleDiscovery.discover(["."], workingDirectory: projects + "/Tuist")
        #expect(lines(found.modules) == [
            "Packages/RoutesKit/Package.swift:RoutesKit library: Packages/RoutesKit/Sources/RoutesKit/RouteEntity.swift",
            "Modules/Profile/Project.swift:Profile framework: Modules/Profile/Sources/ProfileEntity.swift",
            "TravelPlanner/Project.swift:TravelPlanner app: TravelPlanner/Targets/App/Sources/Package.swift "
                + "TravelPlanner/Targets/App/Sources/PlanTripIntent.swift TravelPlanner/Targets/App/Sources/TravelShortcuts.swift",
            "TravelPlanner/Project.swift:TravelPlannerWidgets app-extension: TravelPlanner/Targets/Widgets/Sources/LandmarkWidgetIntent.swift",
            "TravelPlanner/Project.swift:TravelKit framework: TravelPlanner/Targets/Kit/Sources/LandmarkEntity.swift",
            "TravelPlanner/Project.swift:TravelPlannerTests test: TravelPlanner/Targets/App/Tests/PlanTripIntentTests.swift",
            // The project made by a helper function is linted as plain files.
            ". folder: Modules/Broken/Sources/ArchiveTripIntent.swift",
        ])
        // Tuist's manifests and helpers are no sources, and `Tuist/Package.swift` declares no target without a warning.
        #expect(found.warnings == [
            "Modules/Broken/Project.swift:4: warning: cannot read it (`let project = Project.framework(name: \"Broken\", dependencies: [.target(…` is not `Project(…)`: a helper function whose result a static reading cannot know); its Swift files are linted as one folder module",
        ])
        // Drafts/ is excluded by the target on purpose: not "in no target".
        #expect(found.filesInNoTarget.isEmpty)
        // The folder module holds the unread project's files: it may be several targets.
        #expect(found.module(id: ".")?.definition.mayBeSeveralTargets == true)
        let app = try #require(found.apps.first)
        #expect(found.apps.count == 1)
        #expect(app.members.map { "\($0.module) \($0.role.rawValue)" } == [
            "TravelPlanner/Project.swift:TravelPlanner app",
            "TravelPlanner/Project.swift:TravelPlannerWidgets extension",
            "TravelPlanner/Project.swift:TravelKit linked",
            "Modules/Profile/Project.swift:Profile linked",
            "Packages/RoutesKit/Package.swift:RoutesKit linked",
        ])
        #expect(app.unresolved == [
            "product `Collections` of a package Tuist/Package.swift names: none linted declares it, and https://github.com/apple/swift-collections is not checked out among the folders linted",
        ])
        #expect(found.module(id: "TravelPlanner/Project.swift:TravelPlanner")?.localizationInputs.map(\.displayPath)
                == ["TravelPlanner/Targets/App/Resources/en.lproj/AppShortcuts.strings"])
    }

    @Test func oneTuistProjectOfSeveral() throws {
        let found = try ModuleDiscovery.discover(["TravelPlanner"], workingDirectory: projects + "/Tuist")
        #expect(found.modules.map(\.id) == [
            "Project.swift:TravelPlanner", "Project.swift:TravelPlannerWidgets", "Project.swift:TravelKit", "Project.swift:TravelPlannerTests",
        ])
        // The root's `Tuist/Package.swift` is read all the same; the packages it names are not among the folders linted.
        #expect(found.apps.first?.unresolved == [
            "target `Profile` of Profile, a project not among the folders linted",
            "product `RoutesKit` of a package Tuist/Package.swift names: none linted declares it, and https://github.com/apple/swift-collections is not checked out among the folders linted",
            "product `Collections` of a package Tuist/Package.swift names: none linted declares it, and https://github.com/apple/swift-collections is not checked out among the folders linted",
        ])
    }

    @Test func aProjectSwiftThatIsNotTuistsIsSource() throws {
        let folder = try ScratchFolder()
        try folder.write("struct Project {\n    var name: String\n}\n", to: "App/Models/Project.swift")
        try folder.write("struct Workspace {}\n", to: "App/Workspace.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings.isEmpty)
        #expect(lines(found.modules) == [". folder: App/Models/Project.swift App/Workspace.swift"])
    }

    /// A committed `.xcodeproj` generated from the project file beside it is what the build uses.
    @Test func theXcodeProjectBesideAProjectSwiftWins() throws {
        let folder = try ScratchFolder()
        try folder.write(XcodeProjectTexts.singleTarget(name: "App", files: ["App/A.swift"]), to: "App.xcodeproj/project.pbxproj")
        try folder.write("""
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "Other", destinations: .iOS, product: .app, bundleId: "a", sources: ["App/**"]),
            ])
            """, to: "Project.swift")
        try folder.write("struct A {}", to: "App/A.swift")
        try folder.write("""
            import ProjectDescription
            let project = Project(name: "Tests", targets: [
                .target(name: "Tests", destinations: .iOS, product: .unitTests, bundleId: "t", sources: ["*.swift"],
                        dependencies: [.project(target: "App", path: "..")]),
            ])
            """, to: "Tests/Project.swift")
        try folder.write("struct T {}", to: "Tests/T.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings == ["Project.swift: note: not read: App.xcodeproj beside it is what the build uses"])
        #expect(lines(found.modules) == ["App.xcodeproj:App app: App/A.swift", "Tests/Project.swift:Tests test: Tests/T.swift"])
        // A dependency on a target of the Project.swift goes to the project built in its place.
        #expect(found.module(id: "Tests/Project.swift:Tests")?.dependencies == ["App.xcodeproj:App"])
    }

    @Test func aWorkspaceBringsInProjectsOutsideTheFolderNamed() throws {
        let folder = try ScratchFolder()
        try folder.write("import ProjectDescription\nlet workspace = Workspace(name: \"W\", projects: [\"../Kit\"])", to: "App/Workspace.swift")
        try folder.write("""
            import ProjectDescription
            let project = Project(name: "Kit", targets: [
                .target(name: "Kit", destinations: .macOS, product: .framework, bundleId: "k", sources: ["Sources/**"]),
            ])
            """, to: "Kit/Project.swift")
        try folder.write("struct K {}", to: "Kit/Sources/K.swift")
        try folder.write("struct A {}", to: "App/A.swift")
        let found = try ModuleDiscovery.discover(["App"], workingDirectory: folder.path)
        #expect(found.warnings.isEmpty)
        #expect(lines(found.modules) == ["../Kit/Project.swift:Kit framework: Kit/Sources/K.swift", ". folder: App/A.swift"])
    }

    /// Both readers read strings with `ManifestLiterals` and say in their own words where it
    /// stopped: `Package.swift`'s reader names the whole argument at the target's line, Tuist's the
    /// innermost expression at its own line.
    @Test func anUnreadableSourceIsTheArgumentInAPackageAndTheInnermostValueInTuist() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Pkg", targets: [
                .target(name: "Core",
                        sources: ["Core.swift",
                                  "\\(generated())/Extra.swift"]),
            ])
            """, to: "Pkg/Package.swift")
        try folder.write("struct A {}", to: "Pkg/Sources/Core/Core.swift")
        try folder.write("""
            import ProjectDescription

            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "com.example.app",
                        sources: ["Sources/**",
                                  "\\(generated())/**"]),
            ])
            """, to: "App/Project.swift")
        try folder.write("struct B {}", to: "App/Sources/App.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings == [
            #"Pkg/Package.swift:5:1: warning: cannot read target 'Core' statically: its sources `["Core.swift", "\(generated())/Extra.swift"]` are not string literals; its files are not linted"#,
            "Pkg/Package.swift: warning: cannot read it (it declares no Swift target); its Swift files are linted as one folder module",
            "App/Project.swift:6: warning: cannot read target 'App': cannot read a value statically: `generated()` is not a literal; the Swift files no target read compiles are linted as one folder module",
        ])
        #expect(lines(found.modules) == [". folder: App/Sources/App.swift Pkg/Sources/Core/Core.swift"])
    }

    /// A Tuist project whose app targets come from a function of the manifest written with a
    /// `var` array, `if` on a parameter, `append`, `+=` and `+`, and whose top level appends to its
    /// list of targets under an `if` on a constant: every target is read but the one a `for`
    /// loop builds, whose files (and those of the target the `if` leaves out) fall back to the
    /// folder module, with a warning that names the line that stopped it.
    @Test func theTuistHelpersFixture() throws {
        let found = try ModuleDiscovery.discover(["."], workingDirectory: projects + "/TuistHelpers")
        #expect(lines(found.modules) == [
            "Recipes/Project.swift:Recipes app: Recipes/App/Full/ShareRecipeIntent.swift Recipes/App/Sources/CookRecipeIntent.swift",
            "Recipes/Project.swift:RecipesLite app: Recipes/App/Sources/CookRecipeIntent.swift",
            "Recipes/Project.swift:RecipeKit framework: Recipes/Kit/Sources/RecipeEntity.swift",
            "Recipes/Project.swift:RecipeWidgets app-extension: Recipes/Widgets/Sources/RecipeWidgetIntent.swift",
            ". folder: Recipes/Features/Planner/Sources/PlanMealIntent.swift Recipes/Labs/Sources/TasteTestIntent.swift",
        ])
        #expect(found.warnings == [
            #"Recipes/Project.swift:34: warning: cannot read the target `featureTarget("Planner")` (line 71): `for folder in ["Features/\(name)/Sources", "Features/Shar…` is code a static reading does not follow (in `featureTarget`); the Swift files no target read compiles are linted as one folder module"#,
        ])
        #expect(found.module(id: ".")?.definition.mayBeSeveralTargets == true)
        // A dependency on the target not read is not taken for one that links nothing.
        #expect(found.apps.map(\.unresolved) == [[String]](repeating: ["target `Planner` of Recipes/Project.swift, one of whose targets could not be read"], count: 2))
        #expect(found.apps.first?.members.map(\.module) == ["Recipes/Project.swift:Recipes", "Recipes/Project.swift:RecipeWidgets", "Recipes/Project.swift:RecipeKit"])
    }

    // MARK: XcodeGen

    @Test func theXcodeGenFixture() throws {
        let found = try ModuleDiscovery.discover(["."], workingDirectory: projects + "/XcodeGen")
        #expect(lines(found.modules) == [
            "TravelPlanner/Packages/RoutesKit/Package.swift:RoutesKit library: TravelPlanner/Packages/RoutesKit/Sources/RoutesKit/RouteEntity.swift",
            "TravelPlanner/project.yml:TravelPlannerWidgets app-extension: TravelPlanner/Widgets/LandmarkWidgetIntent.swift",
            "TravelPlanner/project.yml:TravelKit framework: TravelPlanner/Kit/LandmarkEntity.swift",
            "TravelPlanner/project.yml:TravelPlanner app: TravelPlanner/App/PlanTripIntent.swift TravelPlanner/App/TravelShortcuts.swift",
            "TravelPlanner/project.yml:TravelPlannerTests test: TravelPlanner/Tests/PlanTripIntentTests.swift",
            ". folder: Broken/Sources/ArchiveTripIntent.swift",
        ])
        #expect(found.warnings == [
            "Broken/project.yml:7: warning: cannot read it (a tab indents this line; YAML indents with spaces); its Swift files are linted as one folder module",
        ])
        // Drafts/ is excluded by the target on purpose: not "in no target".
        #expect(found.filesInNoTarget.isEmpty)
        #expect(found.apps.map { $0.members.map { "\($0.module) \($0.role.rawValue)" } } == [[
            "TravelPlanner/project.yml:TravelPlanner app",
            "TravelPlanner/project.yml:TravelPlannerWidgets extension",
            "TravelPlanner/project.yml:TravelKit linked",
            "TravelPlanner/Packages/RoutesKit/Package.swift:RoutesKit linked",
        ]])
        #expect(found.module(id: "TravelPlanner/project.yml:TravelPlanner")?.embedded
                == ["TravelPlanner/project.yml:TravelPlannerWidgets", "TravelPlanner/project.yml:TravelKit"])
    }

    @Test func anIncludedFilesProblemIsOneLineNamingIt() throws {
        let folder = try ScratchFolder()
        try folder.write("name: App\ninclude: [Specs/targets.yml]\n", to: "project.yml")
        try folder.write("targets:\n  App:\n    type: application\n    templates: [Base]\n", to: "Specs/targets.yml")
        try folder.write("struct A {}", to: "App/A.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings == [
            "Specs/targets.yml:4: warning: cannot read it (target 'App' uses the template 'Base', which `targetTemplates:` does not declare); the Swift files of project.yml, which includes it, are linted as one folder module",
        ])
        #expect(lines(found.modules) == [". folder: App/A.swift"])
    }

    /// `Fixtures/Projects/XcodeGenSuite`: two apps of one repository, each from a spec of its own
    /// name (`xcodegen --spec mail-project.yml`) made of a shared template; both declare a
    /// `ViewController`, which two targets may.
    @Test func xcodeGenSpecsOfAnyNameAreReadByTheirContents() throws {
        let folder = projects + "/XcodeGenSuite"
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder)
        #expect(found.warnings.isEmpty)
        #expect(lines(found.modules) == [
            "calendar-project.yml:Calendar app: Calendar/Sources/AddEventIntent.swift Calendar/Sources/ViewController.swift",
            "mail-project.yml:Mail app: Mail/Sources/ComposeIntent.swift Mail/Sources/ViewController.swift",
            "mail-project.yml:MailKit framework: Shared/MailKit/MailboxEntity.swift",
        ])
        #expect(found.apps.map { $0.members.map(\.module) } == [
            ["calendar-project.yml:Calendar"], ["mail-project.yml:Mail", "mail-project.yml:MailKit"],
        ])
        let options = LintRun.Options(configuration: Configuration(directory: folder), jobs: 2)
        #expect(LintRun.run(try LintRun.modules(["."], options: options, workingDirectory: folder), options: options).findings.isEmpty)
    }

    /// A file a spec includes is part of that spec even when it has a `name:` of its own; a YAML
    /// file of other keys is no spec.
    @Test func aSpecAnotherIncludesIsReadOnlyWithIt() throws {
        let folder = try ScratchFolder()
        try folder.write("name: Base\ntargets:\n  Kit: {type: framework, platform: iOS, sources: [Kit]}\n", to: "base-project.yml")
        try folder.write("name: App\ninclude: [base-project.yml]\ntargets:\n  App: {type: application, platform: iOS, sources: [App]}\n",
                         to: "app-project.yml")
        try folder.write("name: ci\ntargets:\n  - lint\non: push\n", to: "pipeline.yml")
        try folder.write("struct K {}", to: "Kit/K.swift")
        try folder.write("struct A {}", to: "App/A.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings.isEmpty)
        #expect(lines(found.modules) == ["app-project.yml:Kit framework: Kit/K.swift", "app-project.yml:App app: App/A.swift"])

        // Spec-like keys that give no target: no project, and its folder's files are linted.
        let other = try ScratchFolder()
        try other.write("name: Tools\ninclude: [settings.yml]\n", to: "tools.yml")
        try other.write("options:\n  bundleIdPrefix: com.example\n", to: "settings.yml")
        try other.write("struct T {}", to: "Tools/T.swift")
        let otherFound = try ModuleDiscovery.discover(["."], workingDirectory: other.path)
        #expect(otherFound.warnings.isEmpty)
        #expect(lines(otherFound.modules) == [". folder: Tools/T.swift"])
    }

    /// A spec of another name yields only to the `.xcodeproj` generated from it, named after its
    /// `name:`; the one beside it generated from another spec is no reason not to read it.
    @Test func aSpecYieldsToTheProjectOfItsName() throws {
        let folder = try ScratchFolder()
        try folder.write(XcodeProjectTexts.singleTarget(name: "Mail", files: ["Mail/M.swift"]), to: "Mail.xcodeproj/project.pbxproj")
        try folder.write("name: Mail\ntargets:\n  Mail: {type: application, platform: iOS, sources: [Mail]}\n", to: "mail-project.yml")
        try folder.write("name: Calendar\ntargets:\n  Calendar: {type: application, platform: iOS, sources: [Calendar]}\n",
                         to: "calendar-project.yml")
        try folder.write("struct M {}", to: "Mail/M.swift")
        try folder.write("struct C {}", to: "Calendar/C.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings == ["mail-project.yml: note: not read: Mail.xcodeproj beside it is what the build uses"])
        #expect(lines(found.modules) == ["Mail.xcodeproj:Mail app: Mail/M.swift", "calendar-project.yml:Calendar app: Calendar/C.swift"])
    }

    /// Files that look like part of a project but are not read (a YAML file with `targets:` that no
    /// spec includes, an `.xcodeproj` without its `project.pbxproj`): one line names them, and the
    /// folder module beside them may be several targets, so a type declared in two of them is
    /// no finding. A plain folder of files is one module, and two declarations there are one.
    @Test func projectFilesSeenButNotReadAreSaidAndTheFolderClaimsNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("targets:\n  Calendar:\n    type: application\n", to: "Specs/calendar-targets.yml")
        try folder.write("// no project file", to: "Old.xcodeproj/README")
        try folder.write("struct ViewController { var title = \"Agenda\" }\nstruct OpenIntent: AppIntent { static var title: LocalizedStringResource = \"Open\" }\n",
                         to: "Calendar/ViewController.swift")
        try folder.write("struct ViewController { var title = \"Inbox\" }\nstruct OpenIntent: AppIntent { static var title: LocalizedStringResource = \"Open\" }\n",
                         to: "Mail/ViewController.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings == [
            "Old.xcodeproj: note: seen but not read as a project: Old.xcodeproj (no project.pbxproj in it), Specs/calendar-targets.yml (`targets:` in a YAML file that no XcodeGen spec includes); the Swift files no project claims are linted as one folder module, which may be several targets, so rules about one module's contents stay silent on it",
        ])
        #expect(found.modules.map(\.definition.mayBeSeveralTargets) == [true])
        let options = LintRun.Options(configuration: Configuration(directory: folder.path), jobs: 2)
        let findings = LintRun.run(try LintRun.modules(["."], options: options, workingDirectory: folder.path), options: options).findings
        #expect(!findings.contains { $0.ruleIdentifier == "duplicate-type-declaration" })

        let plain = try ScratchFolder()
        try plain.write("struct ViewController {}\nstruct OpenIntent: AppIntent { static var title: LocalizedStringResource = \"Open\" }\n", to: "A/ViewController.swift")
        try plain.write("struct ViewController {}\nstruct OpenIntent: AppIntent { static var title: LocalizedStringResource = \"Open\" }\n", to: "B/ViewController.swift")
        let plainFound = try ModuleDiscovery.discover(["."], workingDirectory: plain.path)
        #expect(plainFound.warnings.isEmpty)
        #expect(plainFound.modules.map(\.definition.mayBeSeveralTargets) == [false])
        let plainFindings = LintRun.run(plainFound, options: options).findings
        #expect(plainFindings.filter { $0.ruleIdentifier == "duplicate-type-declaration" }.count == 2)
    }

    @Test func theXcodeProjectBesideAProjectYmlWins() throws {
        let folder = try ScratchFolder()
        try folder.write(XcodeProjectTexts.singleTarget(name: "App", files: ["App/A.swift"]), to: "App.xcodeproj/project.pbxproj")
        try folder.write("name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n", to: "project.yml")
        try folder.write("struct A {}", to: "App/A.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings == ["project.yml: note: not read: App.xcodeproj beside it is what the build uses"])
        #expect(lines(found.modules) == ["App.xcodeproj:App app: App/A.swift"])
    }

    @Test func aProjectYmlThatIsNotXcodeGensIsLeftAlone() throws {
        let folder = try ScratchFolder()
        try folder.write("stages:\n\t- build\n", to: "project.yml")
        try folder.write("struct A {}", to: "A.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings.isEmpty)
        #expect(lines(found.modules) == [". folder: A.swift"])
    }

    /// A file a target's sources leave out on purpose (Tuist's `excluding:`, XcodeGen's
    /// `excludes:` and `includes:`, Bazel's `glob(exclude:)`) is not "in no target"; a file
    /// beside it that no target names is.
    @Test(arguments: ["Tuist", "XcodeGen", "Bazel"])
    func filesATargetExcludesAreNotInNoTarget(kind: String) throws {
        let folder = try ScratchFolder()
        switch kind {
        case "Tuist":
            try folder.write("""
                import ProjectDescription
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
                            sources: [.glob("Sources/**", excluding: ["Sources/Drafts/**"])]),
                ])
                """, to: "Project.swift")
        case "XcodeGen":
            try folder.write("""
                name: App
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources:
                      - path: Sources
                        excludes:
                          - "Drafts"
                      - path: Generated
                        includes:
                          - "*.g.swift"
                """, to: "project.yml")
            try folder.write("struct G {}", to: "Generated/Model.g.swift")
            try folder.write("struct H {}", to: "Generated/Handwritten.swift")
        default:
            try folder.write("""
                load("@rules_swift//swift:swift.bzl", "swift_library")
                swift_library(name = "App", srcs = glob(["Sources/**/*.swift"], exclude = ["Sources/Drafts/**"]))
                """, to: "BUILD.bazel")
            try folder.write("", to: "MODULE.bazel")
        }
        try folder.write("struct A {}", to: "Sources/A.swift")
        try folder.write("struct D {}", to: "Sources/Drafts/D.swift")
        try folder.write("struct Forgotten {}", to: "Forgotten.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings.isEmpty, "\(kind): \(found.warnings)")
        #expect(found.modules.flatMap { $0.inputs.map(\.displayPath) }.contains("Sources/A.swift"), "\(kind)")
        // XcodeGen's `includes:` leaves Generated/Handwritten.swift out on purpose too.
        #expect(found.filesInNoTarget == ["Forgotten.swift"], "\(kind)")
    }

    /// An XcodeGen app spec whose include (and own paths) are written from the repository's
    /// root, as a script that copies it there before running xcodegen has them: the include is
    /// found in the folder above, the spec's sources are read from there, and the framework it
    /// includes is seen linked.
    @Test func anIncludeWrittenFromTheRepositorysRoot() throws {
        let found = try ModuleDiscovery.discover(["."], workingDirectory: projects + "/XcodeGenRootIncludes")
        #expect(found.warnings.isEmpty, "\(found.warnings)")
        #expect(lines(found.modules) == [
            "Configs/Bakery/project.yml:BakeryKit framework: Frameworks/BakeryKit/LoafEntity.swift",
            "Configs/Bakery/project.yml:Bakery app: Apps/Bakery/OrderBreadIntent.swift",
        ])
        #expect(found.apps.first?.members.map { "\($0.module) \($0.role.rawValue)" } == [
            "Configs/Bakery/project.yml:Bakery app", "Configs/Bakery/project.yml:BakeryKit linked",
        ])
        // Not found anywhere up to the root: said, naming where it was looked for.
        let folder = try ScratchFolder()
        try folder.write("name: App\ninclude: [Shared/missing.yml]\ntargets:\n  App: {type: application, platform: iOS, sources: [App]}\n",
                         to: "Configs/project.yml")
        try folder.write("struct A {}\n", to: "App/A.swift")
        let missing = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(missing.warnings == [
            "Configs/project.yml:2: warning: cannot read it (cannot read the included file Shared/missing.yml: it is neither beside project.yml nor in a folder above it up to ..); its Swift files are linted as one folder module",
        ])
    }

    // MARK: Bazel

    @Test func theBazelFixture() throws {
        let found = try ModuleDiscovery.discover(["."], workingDirectory: projects + "/Bazel")
        #expect(lines(found.modules) == [
            "App/BUILD.bazel:TravelPlanner app: App/Sources/PlanTripIntent.swift App/Sources/TravelShortcuts.swift",
            "App/BUILD.bazel:TravelPlannerWidgets app-extension: App/Widgets/LandmarkWidgetIntent.swift",
            "App/BUILD.bazel:TravelPlannerTests test: App/Tests/PlanTripIntentTests.swift",
            "Kit/BUILD.bazel:TravelKitFramework framework: Kit/LandmarkEntity.swift",
            ". folder: Broken/ArchiveTripIntent.swift",
        ])
        #expect(found.warnings == [
            "Broken/BUILD.bazel:4: warning: cannot read it (`app_library` is a macro loaded from //tools:swift.bzl, whose targets a static reading cannot know); the Swift files of its package are linted as one folder module",
        ])
        // Drafts/ is excluded by the target on purpose: not "in no target".
        #expect(found.filesInNoTarget.isEmpty)
        #expect(found.apps.map { $0.members.map { "\($0.module) \($0.role.rawValue)" } } == [[
            "App/BUILD.bazel:TravelPlanner app", "App/BUILD.bazel:TravelPlannerWidgets extension", "Kit/BUILD.bazel:TravelKitFramework linked",
        ]])
        #expect(found.module(id: "App/BUILD.bazel:TravelPlanner")?.name == "TravelPlanner")
        #expect(found.module(id: "Kit/BUILD.bazel:TravelKitFramework")?.name == "Kit_TravelKit")
    }

    @Test func bazelOutputsAndFilesOutsideAWorkspace() throws {
        let folder = try ScratchFolder()
        // Not in a workspace: a BUILD file of notes.
        try folder.write("Build with make.", to: "Notes/BUILD")
        try folder.write("struct N {}", to: "Notes/N.swift")
        try folder.write("", to: "Repo/WORKSPACE")
        try folder.write("swift_library(name = \"Lib\", srcs = glob([\"*.swift\"]))", to: "Repo/Lib/BUILD.bazel")
        try folder.write("this BUILD file is not read: BUILD.bazel beside it is", to: "Repo/Lib/BUILD")
        try folder.write("struct L {}", to: "Repo/Lib/L.swift")
        // What `bazel build` leaves in the workspace's root: links to its outputs.
        try folder.write("struct Copy {}", to: "Output/Lib/L.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Repo/bazel-out", withDestinationPath: folder.path + "/Output")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.warnings.isEmpty)
        #expect(lines(found.modules) == ["Repo/Lib/BUILD.bazel:Lib library: Repo/Lib/L.swift", ". folder: Notes/N.swift Output/Lib/L.swift"])
    }
}
