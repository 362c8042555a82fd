import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintDiscovery
import IntentLintCore
import IntentLintTestSupport

@Suite struct XcodeProjectReaderTests {
    private let projectFolder = "/Users/dev/Project"
    private var projectFile: String { projectFolder + "/Project.xcodeproj/project.pbxproj" }

    private func modules(_ text: String, projectFolder: String? = nil) throws -> [ModuleDefinition] {
        try XcodeProjectReader.modules(text: Array(text.utf8), projectFile: projectFile,
                                       projectFolder: projectFolder ?? self.projectFolder, in: LocalFiles())
    }

    private func module(_ name: String, in modules: [ModuleDefinition]) -> ModuleDefinition? {
        modules.first { $0.name == name }
    }

    // MARK: Targets and files

    @Test func nativeTargetsInProjectOrderWithTheirSwiftFiles() throws {
        let read = try modules(XcodeProjectTexts.appAndWidget(absoluteFolder: "/Volumes/Shared Code"))
        // Aggregate and legacy targets and a dangling target identifier are skipped.
        #expect(read.map(\.name) == ["My_App", "WidgetCore"])
        #expect(read.map(\.kind) == [.app, .appExtension])
        #expect(read.allSatisfy { $0.originPath == projectFile })
        #expect(read.first?.files == [
            "/Users/dev/Project/Shared/Model.swift",
            "/Users/dev/Project/Sources/App/Features/OrderIntent.swift",
            // A localized file compiles each localization; the group `Intents` has no path.
            "/Users/dev/Project/Sources/App/ReorderIntent.swift",
            "/Users/dev/Project/Sources/App/de.lproj/Greeting.swift",
            "/Users/dev/Project/Sources/App/en.lproj/Greeting.swift",
            "/Volumes/Shared Code/Absolute.swift",
        ])
        #expect(read.last?.files == [
            "/Users/dev/Project/Shared/Model.swift",
            "/Users/dev/Project/Sources/Widget/WidgetIntent.swift",
        ])
    }

    /// A source with `platformFilter` or `platformFilters` is compiled for those platforms only;
    /// one also listed without a filter is compiled always.
    @Test func platformFiltersOfSources() throws {
        var text = XcodeProjectTexts.singleTarget(name: "App", files: ["iOS/App.swift", "visionOS/App.swift", "Shared.swift", "Both.swift"])
        text = text.replacingOccurrences(of: "BUILD0 = {isa = PBXBuildFile; fileRef = FILE0; };",
                                         with: "BUILD0 = {isa = PBXBuildFile; fileRef = FILE0; platformFilter = ios; };")
        text = text.replacingOccurrences(of: "BUILD1 = {isa = PBXBuildFile; fileRef = FILE1; };",
                                         with: "BUILD1 = {isa = PBXBuildFile; fileRef = FILE1; platformFilters = (xros, ); };")
        text = text.replacingOccurrences(of: "BUILD3 = {isa = PBXBuildFile; fileRef = FILE3; };",
                                         with: "BUILD3 = {isa = PBXBuildFile; fileRef = FILE3; platformFilter = ios; };\n\t\tBUILD3_AGAIN = {isa = PBXBuildFile; fileRef = FILE3; };")
        text = text.replacingOccurrences(of: "BUILD3, ", with: "BUILD3, BUILD3_AGAIN, ")
        let app = try #require(try modules(text).first)
        #expect(app.files.count == 4)
        #expect(app.platformFilters == [projectFolder + "/iOS/App.swift": ["ios"], projectFolder + "/visionOS/App.swift": ["xros"]])
    }

    @Test func projectDirPathMovesGroupAndSourceRootPaths() throws {
        let text = XcodeProjectTexts.appAndWidget(absoluteFolder: "/elsewhere")
        let relative = try modules(text.replacingOccurrences(of: #"projectDirPath = "";"#, with: "projectDirPath = ../Code;"))
        #expect(relative.first?.files.first == "/Users/dev/Code/Shared/Model.swift")
        #expect(relative.last?.files == ["/Users/dev/Code/Shared/Model.swift", "/Users/dev/Code/Sources/Widget/WidgetIntent.swift"])
        let absolute = try modules(text.replacingOccurrences(of: #"projectDirPath = "";"#, with: "projectDirPath = /src/app/;"))
        #expect(absolute.last?.files == ["/src/app/Shared/Model.swift", "/src/app/Sources/Widget/WidgetIntent.swift"])
        // An <absolute> path does not move.
        #expect(absolute.first?.files.first == "/elsewhere/Absolute.swift")
    }

    @Test func groupPathsClimbAndFilesOutsideAnyGroupStartAtTheProject() throws {
        let read = try modules(XcodeProjectTexts.project("""
            PROJECT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (TOOL, ); };
            MAIN = {isa = PBXGroup; children = (UP, ); sourceTree = "<group>"; };
            UP = {isa = PBXGroup; children = (UP_FILE, ); path = ../Vendor/./Kit; sourceTree = "<group>"; };
            UP_FILE = {isa = PBXFileReference; path = Kit.swift; };
            ORPHAN = {isa = PBXFileReference; path = Tools/Orphan.swift; sourceTree = "<group>"; };
            LOOP_A = {isa = PBXGroup; children = (LOOP_B, ); path = A; sourceTree = "<group>"; };
            LOOP_B = {isa = PBXGroup; children = (LOOP_A, LOOPED, ); path = B; sourceTree = "<group>"; };
            LOOPED = {isa = PBXFileReference; path = Looped.swift; sourceTree = "<group>"; };
            TOOL = {isa = PBXNativeTarget; buildPhases = (SOURCES, ); name = tool; productType = "com.apple.product-type.tool"; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (F1, F2, F3, ); };
            F1 = {isa = PBXBuildFile; fileRef = UP_FILE; };
            F2 = {isa = PBXBuildFile; fileRef = ORPHAN; };
            F3 = {isa = PBXBuildFile; fileRef = LOOPED; };
            """))
        // A file without a sourceTree is group-relative; groups in a cycle resolve to nothing.
        #expect(read == [ModuleDefinition(name: "tool", kind: .executable, originPath: projectFile, files: [
            "/Users/dev/Project/Tools/Orphan.swift",
            "/Users/dev/Vendor/Kit/Kit.swift",
        ])])
    }

    // MARK: Module names and kinds

    @Test func moduleNamesFollowXcodesBuildSettings() throws {
        let read = try modules(XcodeProjectTexts.project("""
            PROJECT = {isa = PBXProject; buildConfigurationList = PROJECT_LIST; mainGroup = MAIN; targets = (T1, T2, T3, T4, T5, T6, T7, T8, ); };
            MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            PROJECT_LIST = {isa = XCConfigurationList; buildConfigurations = (PROJECT_RELEASE, ); defaultConfigurationName = Release; };
            PROJECT_RELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = dev.example; }; name = Release; };
            T1 = {isa = PBXNativeTarget; buildPhases = (); name = "3D Tools"; productType = "com.apple.product-type.tool"; };
            T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = "Widget-Extension"; };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(PRODUCT_NAME:c99extidentifier)"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
            T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); name = CoreKitFramework; };
            L3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
            C3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "Core Kit"; PRODUCT_NAME = CoreKit; }; name = Debug; };
            T4 = {isa = PBXNativeTarget; buildConfigurationList = L4; buildPhases = (); name = macOS; };
            L4 = {isa = XCConfigurationList; buildConfigurations = (C4, ); };
            C4 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(PROJECT_NAME)"; }; name = Debug; };
            T5 = {isa = PBXNativeTarget; buildConfigurationList = L5; buildPhases = (); name = Inherited; productName = Other; };
            L5 = {isa = XCConfigurationList; buildConfigurations = (C5, ); };
            C5 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(SOME_SETTING)"; PRODUCT_NAME = "${TARGET_NAME}Kit"; }; name = Debug; };
            T6 = {isa = PBXNativeTarget; buildConfigurationList = L6; buildPhases = (); name = Versions; };
            L6 = {isa = XCConfigurationList; buildConfigurations = (C6_DEBUG, C6_RELEASE, ); defaultConfigurationName = Release; };
            C6_DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = DebugName; }; name = Debug; };
            C6_RELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = ReleaseName; }; name = Release; };
            T7 = {isa = PBXNativeTarget; buildConfigurationList = L7; buildPhases = (); name = Unknown; };
            L7 = {isa = XCConfigurationList; buildConfigurations = (C7, ); };
            C7 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(inherited)"; }; name = Debug; };
            T8 = {isa = PBXNativeTarget; buildPhases = (); name = "Café Über"; };
            """))
        #expect(read.map(\.name) == [
            "_3D_Tools", "Widget_Extension", "CoreKit", "Project", "InheritedKit", "ReleaseName", "Unknown", "Café_Über",
        ])
    }

    @Test func projectLevelSettingsApplyUnlessTheTargetSetsItsOwn() throws {
        let read = try modules(XcodeProjectTexts.project("""
            PROJECT = {isa = PBXProject; buildConfigurationList = PROJECT_LIST; mainGroup = MAIN; targets = (PLAIN, OWN, ); };
            MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            PROJECT_LIST = {isa = XCConfigurationList; buildConfigurations = (PROJECT_DEBUG, ); };
            PROJECT_DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)Module"; }; name = Debug; };
            PLAIN = {isa = PBXNativeTarget; buildPhases = (); name = "My Plain"; };
            OWN = {isa = PBXNativeTarget; buildConfigurationList = OWN_LIST; buildPhases = (); name = Own; };
            OWN_LIST = {isa = XCConfigurationList; buildConfigurations = (OWN_DEBUG, ); };
            OWN_DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Mine; }; name = Debug; };
            """))
        #expect(read.map(\.name) == ["My_PlainModule", "Mine"])
    }

    @Test func kindsFromProductTypes() {
        let expected: [String: ModuleKind] = [
            "com.apple.product-type.application": .app,
            "com.apple.product-type.application.watchapp2": .app,
            "com.apple.product-type.application.watchapp2-container": .app,
            "com.apple.product-type.application.messages": .app,
            "com.apple.product-type.application.on-demand-install-capable": .app,
            "com.apple.product-type.app-extension": .appExtension,
            "com.apple.product-type.app-extension.messages": .appExtension,
            "com.apple.product-type.extensionkit-extension": .extensionKitExtension,
            "com.apple.product-type.watchkit2-extension": .appExtension,
            "com.apple.product-type.tv-app-extension": .appExtension,
            "com.apple.product-type.widgetkit-extension": .appExtension,
            "com.apple.product-type.app-extension.intents-service": .appExtension,
            "com.apple.product-type.framework": .framework,
            "com.apple.product-type.framework.static": .framework,
            "com.apple.product-type.library.static": .library,
            "com.apple.product-type.library.dynamic": .library,
            "com.apple.product-type.tool": .executable,
            "com.apple.product-type.bundle.unit-test": .test,
            "com.apple.product-type.bundle.ui-testing": .test,
            "com.apple.product-type.bundle": .other,
            "com.apple.product-type.xpc-service": .other,
            "": .other,
        ]
        for (productType, kind) in expected {
            #expect(XcodeProjectReader.kind(ofProductType: productType) == kind, "\(productType)")
        }
    }

    /// How a framework or library is linked: a framework is dynamic unless its `MACH_O_TYPE`
    /// (the target's, else the project's, default configuration first) makes it static.
    @Test func linkageFromProductTypesAndMachOType() throws {
        let read = try modules(XcodeProjectTexts.project("""
            PROJECT = {isa = PBXProject; buildConfigurationList = PROJECT_LIST; mainGroup = MAIN; targets = (T1, T2, T3, T4, T5, T6, ); };
            MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            PROJECT_LIST = {isa = XCConfigurationList; buildConfigurations = (PROJECT_DEBUG, ); };
            PROJECT_DEBUG = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; }; name = Debug; };
            T1 = {isa = PBXNativeTarget; buildPhases = (); name = Dynamic; productType = "com.apple.product-type.framework"; };
            T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = StaticByType; productType = "com.apple.product-type.framework"; };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            C2 = {isa = XCBuildConfiguration; buildSettings = {MACH_O_TYPE = staticlib; }; name = Debug; };
            T3 = {isa = PBXNativeTarget; buildPhases = (); name = Library; productType = "com.apple.product-type.library.static"; };
            T4 = {isa = PBXNativeTarget; buildPhases = (); name = DynamicLibrary; productType = "com.apple.product-type.library.dynamic"; };
            T5 = {isa = PBXNativeTarget; buildConfigurationList = L5; buildPhases = (); name = FromSetting; productType = "com.apple.product-type.framework"; };
            L5 = {isa = XCConfigurationList; buildConfigurations = (C5, ); };
            C5 = {isa = XCBuildConfiguration; buildSettings = {MACH_O_TYPE = "$(LINKAGE)"; }; name = Debug; };
            T6 = {isa = PBXNativeTarget; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
            """))
        #expect(read.map(\.linkage) == [.dynamic, .static, .static, .dynamic, .unknown, .unknown])
    }

    // MARK: Synchronized folders

    @Test func synchronizedFoldersWithMembershipExceptions() throws {
        let scratch = try ScratchFolder()
        for file in ["A.swift", "Sub/B.swift", "Excluded.swift", "Legacy/Old.swift", "Legacy/Deeper/Older.swift",
                     ".hidden/Hidden.swift", ".Dot.swift", "Scripts.bundle/Script.swift", "Notes.txt"] {
            try scratch.write("// \(file)\n", to: "Sources/Synced/" + file)
        }
        try scratch.write("// T\n", to: "Tests/T.swift")
        try scratch.write("// F\n", to: "Tests/Fixtures/F.swift")
        // A link back to the folder itself must neither loop nor list files twice.
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Sources/Synced/Loop", withDestinationPath: ".")
        let read = try modules(XcodeProjectTexts.project("""
            PROJECT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (APP, WIDGET, TESTS, ); };
            MAIN = {isa = PBXGroup; children = (SOURCES_GROUP, TESTS_FOLDER, ); sourceTree = "<group>"; };
            SOURCES_GROUP = {isa = PBXGroup; children = (SYNCED, ); path = Sources; sourceTree = "<group>"; };
            SYNCED /* Synced */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (APP_EXCEPTIONS, WIDGET_EXCEPTIONS, ); explicitFileTypes = {}; explicitFolders = (Scripts.bundle, ); path = Synced; sourceTree = "<group>"; };
            APP_EXCEPTIONS /* Exceptions for "Synced" folder in "App" target */ = {
                isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                membershipExceptions = (Excluded.swift, Legacy/, Notes.txt, );
                target = APP /* App */;
            };
            WIDGET_EXCEPTIONS /* Exceptions for "Synced" folder in "Widget" target */ = {
                isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                membershipExceptions = (Excluded.swift, Sub, );
                target = WIDGET /* Widget */;
            };
            TESTS_FOLDER = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (TESTS_SOURCES_EXCEPTIONS, TESTS_COPY_EXCEPTIONS, ); path = Tests; sourceTree = SOURCE_ROOT; };
            TESTS_SOURCES_EXCEPTIONS = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = TESTS_SOURCES; membershipExceptions = (Fixtures, ); };
            TESTS_COPY_EXCEPTIONS = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = TESTS_COPY; membershipExceptions = (T.swift, ); };
            APP = {isa = PBXNativeTarget; buildPhases = (APP_SOURCES, ); fileSystemSynchronizedGroups = (SYNCED, ); name = App; productType = "com.apple.product-type.application"; };
            APP_SOURCES = {isa = PBXSourcesBuildPhase; files = (); };
            WIDGET = {isa = PBXNativeTarget; buildPhases = (WIDGET_SOURCES, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
            WIDGET_SOURCES = {isa = PBXSourcesBuildPhase; files = (); };
            TESTS = {isa = PBXNativeTarget; buildPhases = (TESTS_SOURCES, TESTS_COPY, ); fileSystemSynchronizedGroups = (TESTS_FOLDER, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
            TESTS_SOURCES = {isa = PBXSourcesBuildPhase; files = (); };
            TESTS_COPY = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 7; files = (); };
            """), projectFolder: scratch.path)
        let synced = scratch.path + "/Sources/Synced/"
        // The app lists the folder: its exceptions leave it (a folder with all below it);
        // hidden entries and the explicit folder's files never compile.
        #expect(module("App", in: read)?.files == [synced + "A.swift", synced + "Sub/B.swift"])
        // The widget does not list the folder: its exceptions are all it gets from it.
        #expect(module("Widget", in: read)?.files == [synced + "Excluded.swift", synced + "Sub/B.swift"])
        // A Sources phase's exception set counts; a copy phase's does not change what compiles.
        #expect(module("AppTests", in: read)?.files == [scratch.path + "/Tests/T.swift"])
    }

    // MARK: Localization files

    @Test func localizationFilesComeFromTheResourcesPhaseAndSynchronizedFolders() throws {
        let scratch = try ScratchFolder()
        for file in ["Synced/en.lproj/AppShortcuts.strings", "Synced/AppShortcuts.xcstrings", "Synced/Widget.strings",
                     "Synced/Intent.swift", "Synced/Bundle.bundle/In.strings", "Synced/.hidden/Hidden.strings"] {
            try scratch.write("/* \(file) */\n", to: "App/" + file)
        }
        let read = try modules(XcodeProjectTexts.project("""
            PROJECT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (APP, WIDGET, ); };
            MAIN = {isa = PBXGroup; children = (APP_GROUP, ); sourceTree = "<group>"; };
            APP_GROUP = {isa = PBXGroup; children = (SHORTCUT_VARIANTS, CATALOG, INTENT, SYNCED, ); path = App; sourceTree = "<group>"; };
            SHORTCUT_VARIANTS /* AppShortcuts.strings */ = {isa = PBXVariantGroup; children = (SHORTCUTS_EN, SHORTCUTS_DE, ); name = AppShortcuts.strings; sourceTree = "<group>"; };
            SHORTCUTS_EN = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/AppShortcuts.strings; sourceTree = "<group>"; };
            SHORTCUTS_DE = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/AppShortcuts.strings; sourceTree = "<group>"; };
            CATALOG = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
            ASSETS = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
            INTENT = {isa = PBXFileReference; path = Intent.swift; sourceTree = "<group>"; };
            SYNCED = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (APP_EXCEPTIONS, WIDGET_EXCEPTIONS, ); explicitFolders = (Bundle.bundle, ); path = Synced; sourceTree = "<group>"; };
            APP_EXCEPTIONS = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget.strings, ); target = APP; };
            WIDGET_EXCEPTIONS = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = WIDGET_RESOURCES; membershipExceptions = (Widget.strings, ); };
            APP = {isa = PBXNativeTarget; buildPhases = (APP_SOURCES, APP_RESOURCES, ); fileSystemSynchronizedGroups = (SYNCED, ); name = App; productType = "com.apple.product-type.application"; };
            APP_SOURCES = {isa = PBXSourcesBuildPhase; files = (APP_INTENT, ); };
            APP_RESOURCES = {isa = PBXResourcesBuildPhase; files = (APP_SHORTCUTS, APP_CATALOG, APP_ASSETS, APP_INTENT_AS_RESOURCE, ); };
            APP_INTENT = {isa = PBXBuildFile; fileRef = INTENT; };
            APP_SHORTCUTS = {isa = PBXBuildFile; fileRef = SHORTCUT_VARIANTS; };
            APP_CATALOG = {isa = PBXBuildFile; fileRef = CATALOG; };
            APP_ASSETS = {isa = PBXBuildFile; fileRef = ASSETS; };
            APP_INTENT_AS_RESOURCE = {isa = PBXBuildFile; fileRef = INTENT; };
            WIDGET = {isa = PBXNativeTarget; buildPhases = (WIDGET_SOURCES, WIDGET_RESOURCES, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
            WIDGET_SOURCES = {isa = PBXSourcesBuildPhase; files = (APP_INTENT, ); };
            WIDGET_RESOURCES = {isa = PBXResourcesBuildPhase; files = (); };
            """), projectFolder: scratch.path)
        let app = scratch.path + "/App/"
        // A localized file gives each localization. The synchronized folder gives its strings
        // files but the excepted one, those of the explicit folder (copied as it is) and hidden ones.
        #expect(module("App", in: read)?.localizationFiles == [
            app + "Localizable.xcstrings", app + "Synced/AppShortcuts.xcstrings",
            app + "Synced/en.lproj/AppShortcuts.strings", app + "de.lproj/AppShortcuts.strings", app + "en.lproj/AppShortcuts.strings",
        ])
        // A Swift file in the Resources phase is copied, not compiled.
        #expect(module("App", in: read)?.files == [app + "Intent.swift", app + "Synced/Intent.swift"])
        // A Resources phase's exception set adds its files to the target owning the phase.
        #expect(module("Widget", in: read)?.localizationFiles == [app + "Synced/Widget.strings"])
        #expect(module("Widget", in: read)?.files == [app + "Intent.swift"])
    }

    // MARK: Files on disk and errors

    @Test func readsTheProjectFileOrItsBundleFolder() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write(XcodeProjectTexts.appAndWidget(absoluteFolder: "/elsewhere"), to: "Nested/App.xcodeproj/project.pbxproj")
        let fromFile = try XcodeProjectReader.modules(projectFile: file)
        let fromBundle = try XcodeProjectReader.modules(projectFile: scratch.path + "/Nested/./App.xcodeproj/")
        #expect(fromFile == fromBundle)
        #expect(fromFile.first?.originPath == file)
        #expect(fromFile.last?.files.first == scratch.path + "/Nested/Shared/Model.swift")
    }

    @Test func errorsAreOneLineAndNameTheFile() throws {
        let scratch = try ScratchFolder()
        let broken = try scratch.write("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n\t};\n}\n", to: "Broken.xcodeproj/project.pbxproj")
        let notProject = try scratch.write("{ objects = {}; rootObject = NOTHING; }", to: "Other.xcodeproj/project.pbxproj")
        let cases: [(path: String, message: String)] = [
            (broken, "\(broken): invalid Xcode project: expected ';' after the value of 'isa', found '}'"),
            (notProject, "\(notProject): not an Xcode project: no 'rootObject' naming a PBXProject in 'objects'"),
            (scratch.path + "/Missing.xcodeproj", "\(scratch.path)/Missing.xcodeproj: cannot read Xcode project: No such file or directory"),
        ]
        for (path, message) in cases {
            let error = #expect(throws: InputError.self) { try XcodeProjectReader.modules(projectFile: path) }
            #expect(error?.description == message)
        }
        // Where the text stops being a project: discovery says it as `path:line:column:`.
        let error = #expect(throws: InputError.self) { try XcodeProjectReader.modules(projectFile: broken) }
        #expect(error?.line == 5 && error?.column == 2)
    }

    /// Truncated and randomly edited projects either read or throw a one-line error naming
    /// the file; dangling references, wrong kinds of values and cycles never crash.
    @Test(.timeLimit(.minutes(5)))
    func damagedProjectsNeverCrash() {
        let text = Array(XcodeProjectTexts.appAndWidget(absoluteFolder: "/elsewhere").utf8)
        var random = SeededRandom(seed: 7)
        // Half are cut short; the others swap words for identifiers and values, which mostly
        // keeps the text readable and points references at the wrong objects.
        let replacements = ["APP", "MAIN_GROUP", "SHARED_FILE", "PROJECT", "()", "{}", "\"<group>\"", "SOURCE_ROOT", "x"]
        for round in 0..<1_000 {
            var mutated = text
            if round % 2 == 0 {
                mutated = Array(mutated[..<random.next(below: mutated.count)])
            } else {
                var words = String(decoding: mutated, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                for _ in 0...random.next(below: 6) {
                    words[random.next(below: words.count)] = replacements[random.next(below: replacements.count)]
                }
                mutated = Array(words.joined(separator: " ").utf8)
            }
            do {
                _ = try XcodeProjectReader.modules(text: mutated, projectFile: projectFile, projectFolder: projectFolder, in: LocalFiles())
            } catch {
                #expect(error.description.hasPrefix(projectFile + ": ") && !error.description.contains("\n"))
            }
        }
    }
}
