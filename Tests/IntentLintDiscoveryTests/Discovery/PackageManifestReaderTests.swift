import Foundation
import Testing
@testable import IntentLintDiscovery
import IntentLintSupport
import IntentLintTestSupport

@Suite(.timeLimit(.minutes(5)))
struct PackageManifestReaderTests {
    /// A package folder holding `files` (relative path → contents; `""` for a plain Swift file).
    private func package(_ files: [String]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for file in files { try folder.write("// \(file)\n", to: file) }
        return folder
    }

    private func read(_ manifest: String, in folder: ScratchFolder) -> (modules: [ModuleDefinition], warnings: [String]) {
        let reading = PackageManifestReader.modules(manifestText: manifest, packageFolder: folder.path)
        return (reading.modules, reading.warnings.map { "Package.swift:\($0.line):1: warning: \($0.message)" })
    }

    /// Each module as `name kind: files relative to the package`, for readable expectations.
    private func summary(_ modules: [ModuleDefinition], in folder: ScratchFolder) -> [String] {
        modules.map { module in
            let files = module.files.map { $0.hasPrefix(folder.path + "/") ? String($0.dropFirst(folder.path.count + 1)) : $0 }
            return "\(module.name) \(module.kind.rawValue): " + files.joined(separator: " ")
        }
    }

    /// A library target is linked statically unless every product that offers it is dynamic.
    @Test func aTargetsLinkageComesFromTheProductsThatOfferIt() throws {
        let folder = try package(["Sources/Models/A.swift", "Sources/Player/B.swift", "Sources/Both/C.swift", "Sources/Inner/D.swift",
                                  "Sources/Tool/main.swift"])
        let (modules, warnings) = read("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", products: [
                .library(name: "Models", targets: ["Models", "Both"]),
                .library(name: "Player", type: .dynamic, targets: ["Player", "Both"]),
                .library(name: "StaticPlayer", type: .static, targets: ["Player"]),
            ], targets: [
                .target(name: "Models"), .target(name: "Player"), .target(name: "Both"), .target(name: "Inner"),
                .executableTarget(name: "Tool"),
            ])
            """, in: folder)
        #expect(warnings.isEmpty)
        #expect(modules.map { "\($0.name) \($0.linkage.rawValue)" } == [
            "Models static", "Player unknown", "Both unknown", "Inner static", "Tool unknown",
        ])
        let dynamicOnly = read("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Player", type: .dynamic, targets: ["Player"])],
                                  targets: [.target(name: "Player")])
            """, in: folder)
        #expect(dynamicOnly.modules.map(\.linkage) == [.dynamic])
    }

    // MARK: Default folders

    @Test func eachKindHasItsDefaultFolder() throws {
        let folder = try package([
            "Sources/Lib/Lib.swift", "Sources/Lib/Deep/Er/Nested.swift", "Sources/Tool/main.swift",
            "Sources/Macros/Macro.swift", "Tests/LibTests/LibTests.swift", "Plugins/Gen/Plugin.swift",
        ])
        let (modules, warnings) = read("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Lib"),
                .executableTarget(name: "Tool"),
                .macro(name: "Macros"),
                .testTarget(name: "LibTests"),
                .plugin(name: "Gen", capability: .buildTool()),
            ])
            """, in: folder)
        #expect(summary(modules, in: folder) == [
            "Lib library: Sources/Lib/Deep/Er/Nested.swift Sources/Lib/Lib.swift",
            "Tool executable: Sources/Tool/main.swift",
            "Macros macro: Sources/Macros/Macro.swift",
            "LibTests test: Tests/LibTests/LibTests.swift",
            "Gen plugin: Plugins/Gen/Plugin.swift",
        ])
        #expect(warnings.isEmpty)
        #expect(modules.allSatisfy { $0.originPath == folder.path + "/Package.swift" })
    }

    @Test func aRegularTargetWithAMainFileIsAnExecutable() throws {
        let folder = try package(["Sources/Cli/Commands/Main.swift", "Sources/Cli/Run.swift", "Sources/Lib/main.swift.txt"])
        let (modules, _) = read(#"Package(targets: [.target(name: "Cli"), .target(name: "Lib")])"#, in: folder)
        #expect(modules.map(\.kind) == [.executable, .library])
    }

    @Test func theFirstPredefinedFolderThatExistsIsTheOnlyOneLookedIn() throws {
        // No Tests/: test targets are looked for under Sources/, like SwiftPM does.
        let sources = try package(["Sources/Lib/Lib.swift", "Sources/LibTests/T.swift"])
        let tests = read(#"let package = Package(targets: [.target(name: "Lib"), .testTarget(name: "LibTests")])"#, in: sources)
        #expect(summary(tests.modules, in: sources) == ["Lib library: Sources/Lib/Lib.swift", "LibTests test: Sources/LibTests/T.swift"])

        let src = try package(["src/Lib/Lib.swift"])
        #expect(summary(read(#"Package(targets: [.target(name: "Lib"), .target(name: "Other")])"#, in: src).modules, in: src)
                    .first == "Lib library: src/Lib/Lib.swift")

        // Sources/ exists, so src/Lib is not found: SwiftPM does not fall back either.
        let both = try package(["Sources/Other/O.swift", "src/Lib/Lib.swift"])
        let (modules, warnings) = read(#"Package(targets: [.target(name: "Lib"), .target(name: "Other")])"#, in: both)
        #expect(summary(modules, in: both) == ["Lib library: ", "Other library: Sources/Other/O.swift"])
        #expect(warnings == ["Package.swift:1:1: warning: target 'Lib' has no folder Sources/Lib"])
    }

    @Test func aLoneTargetMayUseTheWholeRootFolderFromTools5_9() throws {
        let folder = try package(["Sources/Flat.swift", "Sources/Sub/Deeper.swift", "Tests/FlatTests.swift"])
        let manifest = #"Package(targets: [.target(name: "Solo"), .testTarget(name: "SoloTests")])"#
        let modern = read("// swift-tools-version:5.9\n" + manifest, in: folder)
        #expect(summary(modern.modules, in: folder) == [
            "Solo library: Sources/Flat.swift Sources/Sub/Deeper.swift", "SoloTests test: Tests/FlatTests.swift",
        ])
        #expect(modern.warnings.isEmpty)
        let older = read("// swift-tools-version:5.8\n" + manifest, in: folder)
        #expect(summary(older.modules, in: folder) == ["Solo library: ", "SoloTests test: "])
        #expect(older.warnings.count == 2)
        // A binary target shares the root with the library, so the library is not alone.
        let shared = read("// swift-tools-version:5.9\n" + #"Package(targets: [.target(name: "Solo"), .binaryTarget(name: "B", path: "B.xcframework")])"#, in: folder)
        #expect(summary(shared.modules, in: folder) == ["Solo library: "])
    }

    // MARK: path, sources, exclude, resources

    @Test func customPathsAreRelativeToThePackage() throws {
        let folder = try package(["Tools/KitTool/Entry.swift", "Root.swift", "Sources/Lib/L.swift", "Package@swift-5.9.swift"])
        let (modules, warnings) = read("""
            Package(targets: [
                .executableTarget(name: "kit-tool", path: "Tools/KitTool/"),
                .target(name: "Everything", path: "."),
                .target(name: "Outside", path: "../Elsewhere"),
                .target(name: "Missing", path: "Nowhere"),
            ])
            """, in: folder)
        #expect(summary(modules, in: folder) == [
            "kit_tool executable: Tools/KitTool/Entry.swift",
            // The manifests at the package root are not sources.
            "Everything library: Root.swift Sources/Lib/L.swift Tools/KitTool/Entry.swift",
            "Missing library: ",
        ])
        #expect(warnings == [
            "Package.swift:4:1: warning: target 'Outside' has path '../Elsewhere' outside the package; its files are not linted",
            "Package.swift:5:1: warning: target 'Missing' has path 'Nowhere', which is not a folder",
        ])
    }

    @Test func sourcesRestrictTheFilesToThoseListed() throws {
        let folder = try package([
            "Sources/Lib/Core.swift", "Sources/Lib/Feature/A.swift", "Sources/Lib/Feature/Sub/B.swift",
            "Sources/Lib/Unlisted.swift", "Sources/Lib/Other/C.swift",
        ])
        let (modules, _) = read(#"Package(targets: [.target(name: "Lib", sources: ["Core.swift", "Feature/"])])"#, in: folder)
        #expect(summary(modules, in: folder) == [
            "Lib library: Sources/Lib/Core.swift Sources/Lib/Feature/A.swift Sources/Lib/Feature/Sub/B.swift",
        ])
    }

    @Test func excludeRemovesFilesAndFolders() throws {
        let folder = try package([
            "Sources/Lib/Kept.swift", "Sources/Lib/Old.swift", "Sources/Lib/Drafts/D.swift", "Sources/Lib/Deep/Gen/G.swift",
            "Sources/Lib/Deep/Kept2.swift",
        ])
        let (modules, _) = read(#"Package(targets: [.target(name: "Lib", exclude: ["Old.swift", "Drafts", "./Deep/Gen"])])"#, in: folder)
        #expect(summary(modules, in: folder) == ["Lib library: Sources/Lib/Deep/Kept2.swift Sources/Lib/Kept.swift"])
    }

    @Test func resourcesHiddenEntriesAndResourceFoldersAreNotSources() throws {
        let folder = try package([
            "Sources/Lib/Lib.swift", "Sources/Lib/Templates/T.swift", "Sources/Lib/Copied/C.swift",
            "Sources/Lib/.hidden/H.swift", "Sources/Lib/.Hidden.swift", "Sources/Lib/Lib.docc/Snippet.swift",
            "Sources/Lib/Try.playground/P.swift", "Sources/Lib/en.lproj/Strings.swift", "Sources/Lib/Upper.SWIFT",
            "Sources/Lib/notes.txt",
        ])
        let (modules, warnings) = read("""
            Package(targets: [.target(name: "Lib", resources: [.process("Templates"), .copy("Copied")])])
            """, in: folder)
        #expect(summary(modules, in: folder) == ["Lib library: Sources/Lib/Lib.swift Sources/Lib/en.lproj/Strings.swift"])
        #expect(warnings.isEmpty)
    }

    @Test func localizationFilesAreTheTargetsStringsResourcesWhereverTheyAre() throws {
        let folder = try package([
            "Sources/App/App.swift", "Sources/App/Resources/en.lproj/AppShortcuts.strings", "Sources/App/de.lproj/Localizable.strings",
            "Sources/App/AppShortcuts.xcstrings", "Sources/App/Copied/fr.lproj/AppShortcuts.strings", "Sources/App/Old.strings",
            "Sources/App/.hidden/AppShortcuts.strings", "Sources/App/Notes.stringsdict", "Sources/Other/Other.swift",
            "Sources/Other/Other.strings",
        ])
        let (modules, _) = read("""
            Package(targets: [
                .target(name: "App", exclude: ["Old.strings"], resources: [.process("Resources"), .copy("Copied")]),
                .target(name: "Other"),
            ])
            """, in: folder)
        let localizationFiles = modules.map { $0.localizationFiles.map { String($0.dropFirst(folder.path.count + 1)) } }
        // Copied folders keep their files as they are; excluded and hidden ones are no resources.
        #expect(localizationFiles == [
            ["Sources/App/AppShortcuts.xcstrings", "Sources/App/Resources/en.lproj/AppShortcuts.strings", "Sources/App/de.lproj/Localizable.strings"],
            ["Sources/Other/Other.strings"],
        ])
        #expect(summary(modules, in: folder) == ["App library: Sources/App/App.swift", "Other library: Sources/Other/Other.swift"])
    }

    /// Package targets are walked over the listings of the tree's own walk (`ListedFolders`):
    /// every answer must be the disk's, for the folders the walk listed and those it did not
    /// (hidden ones, a folder reached again through a link, paths that are not there).
    @Test func listedFoldersAnswerAsTheDiskDoes() throws {
        let folder = try package(["Sources/Lib/Lib.swift", "Sources/Lib/.hidden/Hidden.swift", "Shared/Shared.swift", "Sources/Lib/Notes.txt"])
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Lib/Shared", withDestinationPath: "../../Shared")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Lib/Broken.swift", withDestinationPath: "Nowhere.swift")
        let tree = FileSystem.sourceTree(under: folder.path)
        #expect(tree.listings[folder.path + "/Sources/Lib"] != nil)
        #expect(tree.listings[folder.path + "/Sources/Lib/.hidden"] == nil)
        let listed = ListedFolders(LocalFiles(), listings: tree.listings)
        let disk = LocalFiles()
        let paths = ["", "/Sources", "/Sources/Lib", "/Sources/Lib/Lib.swift", "/Sources/Lib/.hidden", "/Sources/Lib/.hidden/Hidden.swift",
                     "/Sources/Lib/Shared", "/Sources/Lib/Shared/Shared.swift", "/Sources/Lib/Broken.swift", "/Sources/Lib/Notes.txt",
                     "/Sources/Lib/Missing.swift", "/Sources/Lib/.", "/Sources/Lib/..", "/Sources/Lib/", "/Shared"].map { folder.path + $0 }
        for path in paths {
            #expect(listed.kind(of: path) == disk.kind(of: path), "\(path)")
            #expect(listed.folder(path).map { $0.entries.map(\.name).sorted() } == disk.folder(path).map { $0.entries.map(\.name).sorted() }, "\(path)")
        }
        // The target's files are the same either way.
        let manifest = "Package(targets: [.target(name: \"Lib\")])"
        let fromDisk = PackageManifestReader.modules(manifest: Array(manifest.utf8), packageFolder: folder.path, in: disk)
        let fromListings = PackageManifestReader.modules(manifest: Array(manifest.utf8), packageFolder: folder.path, in: listed)
        #expect(fromListings.modules.map(\.files) == fromDisk.modules.map(\.files))
        #expect(fromListings.modules.first?.files.contains(folder.path + "/Sources/Lib/Shared/Shared.swift") == true)
    }

    /// The disk lists a tree's folders ahead, on every core, for the walk to take: the tree must
    /// be the one a walk listing one folder at a time finds, through link loops, a folder two
    /// links lead to (the walk keeps the first path), and a Bazel workspace's `bazel-*` links,
    /// which are never listed.
    @Test func foldersListedAheadGiveTheTreeAWalkFindsAlone() throws {
        /// The disk, listing one folder at a time: `FileSource`'s default lists nothing ahead.
        struct OneByOne: FileSource {
            func kind(of path: String) -> FileSystem.Kind { FileSystem.kind(of: path) }
            func bytes(of path: String) -> Result<[UInt8], InputError> { FileSystem.readBytes(path) }
            func folder(_ path: String) -> FolderListing? { FileSystem.folder(path) }
        }
        let folder = try package(["Sources/Lib/Lib.swift", "Sources/Lib/Deep/Er/Deeper.swift", "Shared/Shared.swift",
                                  "Sources/.hidden/Hidden.swift", "Output/Generated.swift", "App.xcodeproj/project.pbxproj",
                                  "MODULE.bazel", "BUILD.bazel"])
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Lib/Loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Lib/Shared", withDestinationPath: "../../Shared")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Again", withDestinationPath: "../Shared")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/bazel-out", withDestinationPath: "Output")
        let ahead = LocalFiles().folderListings(under: folder.path) {
            FileSystem.enteredSubfolders(of: $0.entries, inBazelWorkspace: FileSystem.isBazelWorkspaceRoot($0.entries))
        }
        #expect(ahead[folder.path + "/Sources/Lib/Deep/Er"] != nil)
        #expect(ahead[folder.path + "/bazel-out"] == nil && ahead[folder.path + "/Sources/.hidden"] == nil)
        #expect(ahead[folder.path + "/App.xcodeproj"] == nil)
        let listedAhead = FileSystem.sourceTree(under: folder.path, in: LocalFiles())
        let oneByOne = FileSystem.sourceTree(under: folder.path, in: OneByOne())
        #expect(listedAhead.swiftFiles == oneByOne.swiftFiles)
        #expect(listedAhead.xcodeProjects == oneByOne.xcodeProjects && listedAhead.xcodeProjects.count == 1)
        #expect(listedAhead.bazelBuildFiles == oneByOne.bazelBuildFiles)
        #expect(listedAhead.listings.keys.sorted() == oneByOne.listings.keys.sorted())
        #expect(!listedAhead.swiftFiles.contains { $0.contains("/bazel-out/") || $0.contains("Hidden") })
        #expect(listedAhead.swiftFiles.filter { $0.hasSuffix("Shared.swift") }.count == 1)
    }

    @Test func symbolicLinksAreFollowedAndLoopsEnd() throws {
        let folder = try package(["Sources/Lib/Lib.swift", "Shared/Shared.swift"])
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Lib/Loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Lib/Shared", withDestinationPath: "../../Shared")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Lib/Broken.swift", withDestinationPath: "Nowhere.swift")
        let (modules, _) = read(#"Package(targets: [.target(name: "Lib")])"#, in: folder)
        #expect(summary(modules, in: folder) == ["Lib library: Sources/Lib/Lib.swift Sources/Lib/Shared/Shared.swift"])
    }

    // MARK: Finding targets

    @Test func targetsAreFoundInVariablesLoopsAndAppends() throws {
        let folder = try package([
            "Sources/Core/C.swift", "Sources/Appended/A.swift", "Sources/Added/A.swift", "Sources/Looped1/L.swift",
            "Sources/Looped2/L.swift", "Features/Mapped1/M.swift", "Features/Mapped2/M.swift", "Sources/CoreKit/K.swift",
            "Sources/Listed/L.swift", "Sources/Qualified/Q.swift",
        ])
        let (modules, warnings) = read("""
            import PackageDescription

            let coreName = "Core"
            let prefix = "Core"
            enum Names { static let listed = "Listed" }
            let featureNames: [String] = ["Mapped1", "Mapped2"]
            let targets: [Target] = [
                .target(name: coreName),
                .target(name: "\\(prefix)Kit"),
                .target(name: Names.listed),
            ]
            let package = Package(name: "P", targets: targets)
            package.targets.append(.target(name: "Appended"))
            package.targets += [PackageDescription.Target.target(name: "Qualified")]
            package.targets.append(contentsOf: [.target(name: "Added")])
            for index in ["1", "2"] {
                package.targets.append(.target(name: "Looped\\(index)"))
            }
            package.targets += featureNames.map { name in .target(name: name, path: "Features/\\(name)") }
            """, in: folder)
        #expect(summary(modules, in: folder) == [
            "Core library: Sources/Core/C.swift",
            "CoreKit library: Sources/CoreKit/K.swift",
            "Listed library: Sources/Listed/L.swift",
            "Appended library: Sources/Appended/A.swift",
            "Qualified library: Sources/Qualified/Q.swift",
            "Added library: Sources/Added/A.swift",
            "Looped1 library: Sources/Looped1/L.swift",
            "Looped2 library: Sources/Looped2/L.swift",
            "Mapped1 library: Features/Mapped1/M.swift",
            "Mapped2 library: Features/Mapped2/M.swift",
        ])
        #expect(warnings.isEmpty)
    }

    @Test func dependenciesProductsAndPluginUsagesAreNotTargets() throws {
        let folder = try package(["Sources/Lib/L.swift", "Plugins/Gen/G.swift"])
        let (modules, warnings) = read("""
            let shared: [Target.Dependency] = [.target(name: "Ghost1"), .product(name: "X", package: "x")]
            let single = Target.Dependency.target(name: "Ghost2")
            extension Target.Dependency {
                static var local: Target.Dependency { .target(name: "Ghost3") }
            }
            let package = Package(
                products: [.plugin(name: "Gen", targets: ["Gen"]), .library(name: "Lib", targets: ["Lib"])],
                targets: [
                    .target(name: "Lib", dependencies: [.target(name: "Ghost4"), .target(name: "Ghost5", condition: .when(platforms: [.iOS]))],
                            plugins: [.plugin(name: "Lint", package: "lint")]),
                    .plugin(name: "Gen", capability: .command(intent: .custom(verb: "gen", description: "")))
                ]
            )
            package.targets.first?.dependencies.append(.target(name: "Ghost6"))
            """, in: folder)
        #expect(modules.map(\.name) == ["Lib", "Gen"])
        #expect(warnings.isEmpty)
    }

    @Test func everyConditionalBranchIsRead() throws {
        let folder = try package(["Sources/Shared/S.swift", "Linux/Shared/L.swift", "Sources/MacOnly/M.swift", "Sources/Other/O.swift"])
        let (modules, warnings) = read("""
            #if os(Linux)
            let platformTargets: [Target] = [.target(name: "Shared", path: "Linux/Shared")]
            #elseif os(macOS)
            let platformTargets: [Target] = [.target(name: "Shared"), .target(name: "MacOnly")]
            #else
            let platformTargets: [Target] = []
            #endif
            let package = Package(targets: platformTargets)
            #if canImport(Darwin)
            package.targets.append(.target(name: "Other"))
            #endif
            """, in: folder)
        #expect(summary(modules, in: folder) == [
            "Shared library: Linux/Shared/L.swift Sources/Shared/S.swift",
            "MacOnly library: Sources/MacOnly/M.swift",
            "Other library: Sources/Other/O.swift",
        ])
        #expect(warnings.isEmpty)
    }

    @Test func commentsAndStringsHideTargetsAndMultilineNamesAreRead() throws {
        let folder = try package(["Sources/Multi/M.swift", "Sources/Raw/R.swift"])
        let (modules, warnings) = read(#"""
            // .target(name: "LineComment"),
            /* .target(name: "BlockComment"), /* nested */ .target(name: "Nested") */
            let help = """
                .target(name: "InString")
                """
            let package = Package(targets: [
                .target(
                    name: """
                        Multi
                        """ // the name
                ),
                .target(name: #"Raw"#),
            ])
            """#, in: folder)
        #expect(modules.map(\.name) == ["Multi", "Raw"])
        #expect(warnings.isEmpty)
    }

    @Test func unreadableTargetsAreWarningsNeverSilent() throws {
        let folder = try package(["Sources/Good/G.swift", "Sources/Partial/P.swift", "Sources/Partial/Old.swift"])
        let (modules, warnings) = read("""
            func feature(_ name: String) -> Target { .target(name: name) }
            let package = Package(targets: [
                .target(name: "Good"),
                .target(name: makeName()),
                .target(name: "Computed", path: root + "/Computed"),
                .target(name: "Listed", sources: files()),
                .target(name: "Partial", exclude: excludes()),
                .target(dependencies: []),
                feature("Hidden"),
            ])
            """, in: folder)
        #expect(summary(modules, in: folder) == [
            "Good library: Sources/Good/G.swift", "Partial library: Sources/Partial/Old.swift Sources/Partial/P.swift",
        ])
        #expect(warnings == [
            "Package.swift:1:1: warning: cannot read a .target statically: its name `name` is not a string literal; its files are not linted",
            "Package.swift:4:1: warning: cannot read a .target statically: its name `makeName()` is not a string literal; its files are not linted",
            "Package.swift:5:1: warning: cannot read target 'Computed' statically: its path `root + \"/Computed\"` is not a string literal; its files are not linted",
            "Package.swift:6:1: warning: cannot read target 'Listed' statically: its sources `files()` are not string literals; its files are not linted",
            "Package.swift:7:1: warning: cannot read the `exclude:` of target 'Partial' statically (`excludes()`); excluded files are linted",
            "Package.swift:8:1: warning: cannot read a .target statically: it has no `name:`; its files are not linted",
        ])
        #expect(warnings.allSatisfy { !$0.contains("\n") })
    }

    @Test func moduleNamesAreTheTargetsC99Names() {
        #expect(PackageTargetLayout.moduleName(forTarget: "kit-tool") == "kit_tool")
        #expect(PackageTargetLayout.moduleName(forTarget: "1st Kit") == "_st_Kit")
        #expect(PackageTargetLayout.moduleName(forTarget: "Café_2") == "Café_2")
        #expect(PackageTargetLayout.moduleName(forTarget: "") == "")
    }

    /// What SwiftPM calls an extension: after the last dot, unless the dot is first or last;
    /// a dot that a combining mark makes part of another character is no dot.
    @Test func pathExtensionsAreAfterTheLastDot() {
        let cases: [(String, String?)] = [
            ("Soup.swift", "swift"), ("a.b.xcassets", "xcassets"), (".hidden", nil), ("trailing.", nil), ("none", nil),
            ("Café.lproj", "lproj"), ("Résumé.strings", "strings"), ("x.\u{301}swift", nil), ("a.b.\u{301}c", "b.\u{301}c"), ("", nil),
        ]
        for (name, expected) in cases {
            #expect(PackageTargetLayout.pathExtension(name) == expected, "\(name)")
        }
    }

    @Test func toolsVersionComesFromTheFirstLine() {
        #expect(PackageManifestReader.toolsVersion(Array("// swift-tools-version:5.9\n".utf8)) == (5, 9))
        #expect(PackageManifestReader.toolsVersion(Array("// swift-tools-version: 6.0.1\nimport".utf8)) == (6, 0))
        #expect(PackageManifestReader.toolsVersion(Array("//Swift-Tools-Version:5.3".utf8)) == (5, 3))
        #expect(PackageManifestReader.toolsVersion(Array("import PackageDescription\n// swift-tools-version:5.0".utf8)) == (6, 0))
    }

    // MARK: Files on disk

    @Test func anUnreadableManifestIsAOneLineErrorNamingIt() throws {
        let folder = try ScratchFolder()
        let missing = folder.path + "/Package.swift"
        #expect {
            try PackageManifestReader.modules(packageFile: missing)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix(missing + ": cannot read the package manifest") && !text.contains("\n")
        }
    }

    @Test func theMultiTargetFixtureReadsAsSwiftPMBuildsIt() throws {
        let root = Fixtures.directory + "/Projects/MultiTargetKit"
        let reading = try PackageManifestReader.modules(packageFile: root + "/Package.swift")
        let (modules, warnings) = (reading.modules, reading.warnings)
        #expect(warnings.isEmpty)
        #expect(modules.map(\.name) == ["IntentsKit", "kit_tool", "IntentsKitTests"])
        #expect(modules.map(\.kind) == [.library, .executable, .test])
        #expect(modules.allSatisfy { $0.originPath == root + "/Package.swift" })
        #expect(modules.map(\.files) == [
            [root + "/Sources/IntentsKit/Entities/LampColor.swift", root + "/Sources/IntentsKit/ToggleIntent.swift"],
            [root + "/Tools/KitTool/KitTool.swift", root + "/Tools/KitTool/ToggleIntent.swift"],
            [root + "/Tests/IntentsKitTests/PreviewIntent.swift"],
        ])
    }

    // MARK: Hostile input

    @Test func garbageTruncationAndDeepNestingNeitherCrashNorHang() throws {
        let folder = try package(["Sources/A/A.swift"])
        let fixture = try String(contentsOfFile: Fixtures.directory + "/Projects/MultiTargetKit/Package.swift", encoding: .utf8)
        let bytes = Array(fixture.utf8)
        for end in 0...bytes.count {
            _ = PackageManifestReader.modules(manifest: Array(bytes[..<end]), packageFolder: folder.path, in: LocalFiles())
        }
        var random = SeededRandom(seed: 42)
        let pieces = [".target(", ".plugin(", "name:", "path:", "sources:", "\"A\"", "\"\\(", "[", "]", "(", ")", "{", "}",
                      ",", "#if X\n", "#endif\n", "for x in ", "let a = ", "$0", ".map {", "\"\"\"\n", "//", "/*", "\n", "x", "+"]
        for _ in 0..<300 {
            let text = (0..<random.next(below: 400)).map { _ in pieces[random.next(below: pieces.count)] }.joined(separator: " ")
            _ = read(text, in: folder)
            let noise = (0..<random.next(below: 2000)).map { _ in UInt8(truncatingIfNeeded: random.next(below: 256)) }
            _ = PackageManifestReader.modules(manifest: noise, packageFolder: folder.path, in: LocalFiles())
        }
        for (open, close, depth) in [("[", "]", 100_000), ("(", ")", 100_000), ("{", "}", 100_000),
                                     (".target(name: ", ")", 100_000), ("for x in [\"A\"] {", "}", 20_000)] {
            let nested = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            _ = read(nested, in: folder)
            _ = read(String(repeating: open, count: depth), in: folder)
        }
        let many = read(String(repeating: ".target(name: \"A\"), ", count: 20_000), in: folder)
        #expect(many.modules.map(\.name) == ["A"])
        let looped = read(String(repeating: "for x in [\"A\", \"B\", \"C\"] { ", count: 50) + ".target(name: x)"
                          + String(repeating: " }", count: 50), in: folder)
        #expect(looped.modules.map(\.name) == ["A", "B", "C"])
    }
}
