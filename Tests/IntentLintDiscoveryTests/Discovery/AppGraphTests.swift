import Testing
@testable import IntentLintSupport
@testable import IntentLintDiscovery
import IntentLintTestSupport

/// Which modules make up each app: the app target, the extensions it embeds, the frameworks and
/// packages they link, read from project files and resolved into the run's modules.
@Suite struct AppGraphTests {
    /// SwiftPM's identity of a package, which `.product(name:package:)` names: the last
    /// component of its URL or folder, without `.git`, lowercased.
    @Test(arguments: [
        ("https://github.com/apple/swift-nio.git", "swift-nio"),
        ("https://github.com/Apple/Swift-Collections", "swift-collections"),
        ("git@github.com:Org/Repo.git/", "repo"),
        ("https://example.com/packages//MyKit//", "mykit"),
        ("Kit", "kit"),
        ("/", "/"),
        ("", ""),
    ])
    func aPackagesIdentityIsItsLastComponentLowercased(url: String, identity: String) {
        #expect(PackageLocation.remote(url: url).identity == identity)
        #expect(PackageLocation.local(folder: url).identity == identity)
    }

    /// `Fixtures/Projects/TravelApp`: an app embedding a widget and two frameworks, linking a
    /// local package and a remote one that is not checked out.
    @Test func theTravelAppIsItsTargetItsWidgetAndWhatTheyLink() throws {
        let found = try ModuleDiscovery.discover([Fixtures.directory + "/Projects/TravelApp"])
        #expect(found.modules.map(\.id) == [
            "TravelApp.xcodeproj:TravelApp", "TravelApp.xcodeproj:TravelWidgets", "TravelApp.xcodeproj:TravelKit",
            "TravelApp.xcodeproj:LegacyKit", "TravelApp.xcodeproj:Shared iOS", "TravelApp.xcodeproj:Shared watchOS",
            "Packages/RoutesKit/Package.swift:RoutesKit",
        ])
        #expect(found.modules.map(\.definition.platforms) == [["iOS"], ["iOS"], ["iOS"], ["iOS"], ["iOS"], ["watchOS"], ["iOS"]])
        let app = try #require(found.apps.first)
        #expect(found.apps.count == 1)
        #expect(app.members.map { "\($0.module) \($0.role.rawValue)" } == [
            "TravelApp.xcodeproj:TravelApp app", "TravelApp.xcodeproj:TravelWidgets extension",
            "TravelApp.xcodeproj:TravelKit linked", "TravelApp.xcodeproj:LegacyKit linked",
            "TravelApp.xcodeproj:Shared iOS linked", "Packages/RoutesKit/Package.swift:RoutesKit linked",
        ])
        #expect(app.unresolved == ["product `ChartsKit` of https://github.com/example/swift-charts-kit.git, a remote package not checked out among the folders linted"])
        #expect(!app.isComplete)
        // The watchOS framework is in no app; the widget is in the app's.
        #expect(found.apps(containing: "TravelApp.xcodeproj:Shared watchOS").isEmpty)
        #expect(found.apps(containing: "TravelApp.xcodeproj:TravelWidgets").map(\.id) == ["TravelApp.xcodeproj:TravelApp"])
        let travelApp = try #require(found.module(id: "TravelApp.xcodeproj:TravelApp"))
        #expect(travelApp.embedded == ["TravelApp.xcodeproj:TravelWidgets", "TravelApp.xcodeproj:TravelKit",
                                       "TravelApp.xcodeproj:LegacyKit", "TravelApp.xcodeproj:Shared iOS"])
    }

    /// Package.swift's target dependencies, by target, by name and by product of another package.
    @Test func packageDependenciesResolveThroughProductsAndNames() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [
                    .package(path: "../Kit"),
                    .package(url: "https://github.com/example/swift-remote.git", from: "1.0.0"),
                ],
                targets: [
                    .executableTarget(name: "Tool", dependencies: ["Core", .product(name: "KitLibrary", package: "Kit"),
                                                                   .product(name: "Remote", package: "swift-remote")]),
                    .target(name: "Core", dependencies: [.target(name: "Base"), "KitLibrary"]),
                    .target(name: "Base"),
                ]
            )
            """, to: "App/Package.swift")
        for file in ["App/Sources/Tool/main.swift", "App/Sources/Core/Core.swift", "App/Sources/Base/Base.swift",
                     "Kit/Sources/KitCore/KitCore.swift"] {
            try folder.write("struct A {}\n", to: file)
        }
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "KitLibrary", targets: ["KitCore"])],
                                  targets: [.target(name: "KitCore")])
            """, to: "Kit/Package.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        let tool = try #require(found.module(id: "App/Package.swift:Tool"))
        #expect(tool.definition.platforms == ["iOS", "macOS"])
        #expect(tool.dependencies == ["App/Package.swift:Core", "Kit/Package.swift:KitCore"])
        #expect(tool.unresolvedDependencies.map(\.description) == ["product `Remote` of https://github.com/example/swift-remote.git, a remote package not checked out among the folders linted"])
        // `"KitLibrary"` by name: no target of App is named so, a product of its dependency is.
        #expect(found.module(id: "App/Package.swift:Core")?.dependencies == ["App/Package.swift:Base", "Kit/Package.swift:KitCore"])
    }

    /// A project that names its local packages only as folders among its files (older Xcode).
    @Test func aProductOfAnUnnamedLocalPackageIsFoundInTheProjectsFolders() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Models", products: [.library(name: "Models", targets: ["Models"])],
                                  targets: [.target(name: "Models")])
            """, to: "Packages/Models/Package.swift")
        try folder.write("struct Note {}\n", to: "Packages/Models/Sources/Models/Note.swift")
        try folder.write("struct App {}\n", to: "App/App.swift")
        try folder.write(XcodeProjectTexts.project("""
            		APP_SWIFT = {isa = PBXBuildFile; fileRef = APP_FILE; };
            		APP_MODELS = {isa = PBXBuildFile; productRef = MODELS_PRODUCT; };
            		APP_FILE = {isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
            		MODELS_FOLDER = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Models; path = Packages/Models; sourceTree = "<group>"; };
            		MAIN_GROUP = {isa = PBXGroup; children = (APP_FILE, MODELS_FOLDER, ); sourceTree = "<group>"; };
            		APP_SOURCES = {isa = PBXSourcesBuildPhase; files = (APP_SWIFT, ); };
            		APP_FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (APP_MODELS, ); };
            		MODELS_PRODUCT = {isa = XCSwiftPackageProductDependency; productName = Models; };
            		APP_TARGET = {isa = PBXNativeTarget; buildPhases = (APP_SOURCES, APP_FRAMEWORKS, ); name = App;
            			packageProductDependencies = (MODELS_PRODUCT, ); productType = "com.apple.product-type.application"; };
            		PROJECT = {isa = PBXProject; mainGroup = MAIN_GROUP; targets = (APP_TARGET, ); };
            """), to: "App.xcodeproj/project.pbxproj")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.module(id: "App.xcodeproj:App")?.dependencies == ["Packages/Models/Package.swift:Models"])
        #expect(found.apps.first?.members.map(\.module) == ["App.xcodeproj:App", "Packages/Models/Package.swift:Models"])
        #expect(found.apps.first?.isComplete == true)
    }

    /// `.package(name: "Intents", path: "../Intents")`: `.product(name:package:)` may name the
    /// package by that name instead of its identity (its folder's name).
    @Test func aLocalPackageIsFoundByTheNameTheManifestGivesIt() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 5.5
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(name: "Intents", path: "../ShortcutsSupport")],
                targets: [.target(name: "Feature", dependencies: [.product(name: "IntentsKit", package: "Intents")])]
            )
            """, to: "App/Package.swift")
        try folder.write("""
            // swift-tools-version: 5.5
            import PackageDescription
            let package = Package(name: "Intents", products: [.library(name: "IntentsKit", targets: ["IntentsKit"])],
                                  targets: [.target(name: "IntentsKit")])
            """, to: "ShortcutsSupport/Package.swift")
        try folder.write("struct Feature {}\n", to: "App/Sources/Feature/Feature.swift")
        try folder.write("struct Kit {}\n", to: "ShortcutsSupport/Sources/IntentsKit/Kit.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        let feature = try #require(found.module(id: "App/Package.swift:Feature"))
        #expect(feature.dependencies == ["ShortcutsSupport/Package.swift:IntentsKit"])
        #expect(feature.unresolvedDependencies.isEmpty)
    }

    /// A product that names no package, in a project that lists its local packages as
    /// `XCLocalSwiftPackageReference`s (or as a synchronized folder of packages): one of them.
    @Test func aProductOfALocalPackageReferenceIsFoundThere() throws {
        let folder = try ScratchFolder()
        for (package, product) in [("Kits/Notes", "NotesKit"), ("Modules/Sync", "SyncKit")] {
            try folder.write("""
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "\(product)", products: [.library(name: "\(product)", targets: ["\(product)"])],
                                      targets: [.target(name: "\(product)")])
                """, to: "\(package)/Package.swift")
            try folder.write("struct A {}\n", to: "\(package)/Sources/\(product)/A.swift")
        }
        try folder.write("struct App {}\n", to: "App/App.swift")
        try folder.write(XcodeProjectTexts.project("""
            		APP_SWIFT = {isa = PBXBuildFile; fileRef = APP_FILE; };
            		APP_NOTES = {isa = PBXBuildFile; productRef = NOTES_PRODUCT; };
            		APP_SYNC = {isa = PBXBuildFile; productRef = SYNC_PRODUCT; };
            		APP_FILE = {isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
            		MODULES = {isa = PBXFileSystemSynchronizedRootGroup; path = Modules; sourceTree = "<group>"; };
            		MAIN_GROUP = {isa = PBXGroup; children = (APP_FILE, MODULES, ); sourceTree = "<group>"; };
            		APP_SOURCES = {isa = PBXSourcesBuildPhase; files = (APP_SWIFT, ); };
            		APP_FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (APP_NOTES, APP_SYNC, ); };
            		NOTES_REFERENCE = {isa = XCLocalSwiftPackageReference; relativePath = Kits/Notes; };
            		OUTSIDE_REFERENCE = {isa = XCLocalSwiftPackageReference; relativePath = ../Elsewhere/Share; };
            		NOTES_PRODUCT = {isa = XCSwiftPackageProductDependency; productName = NotesKit; };
            		SYNC_PRODUCT = {isa = XCSwiftPackageProductDependency; productName = SyncKit; };
            		SHARE_PRODUCT = {isa = XCSwiftPackageProductDependency; productName = ShareKit; };
            		APP_TARGET = {isa = PBXNativeTarget; buildPhases = (APP_SOURCES, APP_FRAMEWORKS, ); name = App;
            			packageProductDependencies = (NOTES_PRODUCT, SYNC_PRODUCT, SHARE_PRODUCT, ); productType = "com.apple.product-type.application"; };
            		PROJECT = {isa = PBXProject; mainGroup = MAIN_GROUP; packageReferences = (NOTES_REFERENCE, OUTSIDE_REFERENCE, ); targets = (APP_TARGET, ); };
            """), to: "App.xcodeproj/project.pbxproj")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        let app = try #require(found.module(id: "App.xcodeproj:App"))
        #expect(app.dependencies == ["Kits/Notes/Package.swift:NotesKit", "Modules/Sync/Package.swift:SyncKit"])
        // A product of none of the packages linted, where one of the project's was not linted: said so.
        #expect(app.unresolvedDependencies.map(\.description) == [
            "product `ShareKit` of a local package of the project: no package linted declares it, and the one at ../Elsewhere/Share was not linted",
        ])
    }

    /// A macro target is a tool the compiler runs, not code the app links: no member of the app.
    @Test func aMacroTargetIsNoMemberOfTheApp() throws {
        let folder = try ScratchFolder()
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            import CompilerPluginSupport
            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [
                    .target(name: "Kit", dependencies: ["KitMacros"]),
                    .macro(name: "KitMacros"),
                ]
            )
            """, to: "Kit/Package.swift")
        try folder.write("struct Kit {}\n", to: "Kit/Sources/Kit/Kit.swift")
        try folder.write("struct Macro {}\n", to: "Kit/Sources/KitMacros/Macro.swift")
        try folder.write("struct App {}\n", to: "App/App.swift")
        try folder.write(XcodeProjectTexts.project("""
            		APP_SWIFT = {isa = PBXBuildFile; fileRef = APP_FILE; };
            		APP_KIT = {isa = PBXBuildFile; productRef = KIT_PRODUCT; };
            		APP_FILE = {isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
            		MAIN_GROUP = {isa = PBXGroup; children = (APP_FILE, ); sourceTree = "<group>"; };
            		APP_SOURCES = {isa = PBXSourcesBuildPhase; files = (APP_SWIFT, ); };
            		APP_FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (APP_KIT, ); };
            		KIT_REFERENCE = {isa = XCLocalSwiftPackageReference; relativePath = Kit; };
            		KIT_PRODUCT = {isa = XCSwiftPackageProductDependency; package = KIT_REFERENCE; productName = Kit; };
            		APP_TARGET = {isa = PBXNativeTarget; buildPhases = (APP_SOURCES, APP_FRAMEWORKS, ); name = App;
            			packageProductDependencies = (KIT_PRODUCT, ); productType = "com.apple.product-type.application"; };
            		PROJECT = {isa = PBXProject; mainGroup = MAIN_GROUP; targets = (APP_TARGET, ); };
            """), to: "App.xcodeproj/project.pbxproj")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder.path)
        #expect(found.module(id: "Kit/Package.swift:Kit")?.dependencies == ["Kit/Package.swift:KitMacros"])
        #expect(found.apps.first?.members.map(\.module) == ["App.xcodeproj:App", "Kit/Package.swift:Kit"])
    }
}
