import Testing
@testable import IntentLintDiscovery
import IntentLintSupport
import IntentLintTestSupport

/// `Project.swift` read as text: what a static reading settles, and where it stops.
@Suite struct TuistProjectReaderTests {
    private let fixture = Fixtures.directory + "/Projects/Tuist"

    /// A project folder holding `files` (each a small Swift file).
    private func project(_ files: [String]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for file in files { try folder.write("// \(file)\n", to: file) }
        return folder
    }

    private func read(_ manifest: String, in folder: ScratchFolder,
                      surroundings: TuistProjectReader.Surroundings = .init(files: LocalFiles())) -> TuistProjectReader.Reading {
        TuistProjectReader.modules(text: Array(manifest.utf8), projectFile: folder.path + "/Project.swift", surroundings: surroundings)
    }

    /// Each module as `target (module) kind platforms: files relative to the folder`.
    private func summary(_ reading: TuistProjectReader.Reading, in folder: ScratchFolder) -> [String] {
        reading.modules.map { module in
            let files = module.files.map { String($0.dropFirst(folder.path.count + 1)) }
            let name = module.name == module.targetName ? module.name : "\(module.targetName) (\(module.name))"
            return "\(name) \(module.kind.rawValue) \(module.platforms.joined(separator: ",")): " + files.joined(separator: " ")
        }
    }

    // MARK: The fixture

    @Test func theFixtureProject() throws {
        let folder = fixture + "/TravelPlanner"
        let file = folder + "/Project.swift"
        let surroundings = TuistProjectReader.Surroundings(
            rootFolder: fixture,
            dependencies: (fixture + "/Tuist/Package.swift", [.local(folder: fixture + "/Packages/RoutesKit"),
                                                              .remote(url: "https://github.com/apple/swift-collections")]),
            files: LocalFiles())
        let reading = TuistProjectReader.modules(text: try FileSystem.readBytes(file).get(), projectFile: file, surroundings: surroundings)
        #expect(reading.problem == nil)
        #expect(reading.notes.isEmpty)
        let widgets = ModuleReference.target(name: "TravelPlannerWidgets", project: file)
        let kit = ModuleReference.target(name: "TravelKit", project: file)
        let packages = PackageLocation.anyOf(surroundings.dependencies!.packages, manifest: fixture + "/Tuist/Package.swift")
        // What a glob's `excluding:` leaves out is left out on purpose.
        #expect(reading.modules.map(\.excludedPaths) == [[folder + "/Targets/App/Sources/Drafts/DraftIntent.swift"], [], [], []])
        #expect(reading.modules.map(\.withoutExcludedPaths) == [
            ModuleDefinition(name: "TravelPlanner", kind: .app, originPath: file, files: [
                folder + "/Targets/App/Sources/Package.swift", folder + "/Targets/App/Sources/PlanTripIntent.swift",
                folder + "/Targets/App/Sources/TravelShortcuts.swift",
            ], localizationFiles: [folder + "/Targets/App/Resources/en.lproj/AppShortcuts.strings"], platforms: ["iOS"],
            dependencies: [widgets, kit, .target(name: "Profile", project: fixture + "/Modules/Profile/Project.swift"),
                           .product(name: "RoutesKit", package: packages), .product(name: "Collections", package: packages)],
            embedded: [widgets, kit]),
            ModuleDefinition(name: "TravelPlannerWidgets", kind: .appExtension, originPath: file,
                             files: [folder + "/Targets/Widgets/Sources/LandmarkWidgetIntent.swift"], platforms: ["iOS"], dependencies: [kit]),
            // `PRODUCT_MODULE_NAME` names the module, not the product name.
            ModuleDefinition(name: "TravelKit", kind: .framework, originPath: file,
                             files: [folder + "/Targets/Kit/Sources/LandmarkEntity.swift"], platforms: ["iOS"], linkage: .dynamic),
            ModuleDefinition(name: "TravelPlannerTests", kind: .test, originPath: file,
                             files: [folder + "/Targets/App/Tests/PlanTripIntentTests.swift"], platforms: ["iOS"],
                             dependencies: [.target(name: "TravelPlanner", project: file)]),
        ])
    }

    @Test func aHelperProjectIsAProblemAtItsLine() throws {
        let file = fixture + "/Modules/Broken/Project.swift"
        let reading = TuistProjectReader.modules(text: try FileSystem.readBytes(file).get(), projectFile: file,
                                                 surroundings: .init(rootFolder: fixture, files: LocalFiles()))
        #expect(reading.modules.isEmpty)
        #expect(reading.problem?.line == 4)
        #expect(reading.problem?.message.hasSuffix("is not `Project(…)`: a helper function whose result a static reading cannot know") == true)
    }

    // MARK: Odd but valid

    @Test func everySpellingOfATargetAndItsSources() throws {
        let folder = try project(["A/a.swift", "A/Sub/b.swift", "A/Sub/c.swift", "B/x.swift", "B/y.swift", "C/z.swift", "D/d.SWIFT",
                                  "E/e.swift", "E/f.m"])
        let reading = read("""
            import ProjectDescription

            let shared: SourceFilesList = SourceFilesList(globs: ["B/x.swift"])
            let name = "Delta"
            let lib = Target.target(name: "Lib", destinations: Destinations.macOS, product: .staticLibrary, bundleId: "b",
                                    sources: .paths([.relativeToManifest("C/z.swift")]))
            let project: Project = .init(name: "P", targets: [
                Target(name: "Old", platform: .watchOS, product: .watch2App, bundleId: "a",
                       sources: [.glob("A/**", excluding: "A/Sub/c.swift")]),
                .target(name: "Multi", destinations: [.iPhone, .mac, .appleVision], product: .extensionKitExtension,
                        bundleId: "m", sources: shared, dependencies: [.target(lib)]),
                lib,
                .target(name: "\\(name)-Tool", destinations: .macOS, product: .commandLineTool, productName: "delta tool",
                        bundleId: "d", sources: ["D/*.swift", "D/*.SWIFT"]),
                .target(name: "Braces", destinations: .iOS, product: .dynamicLibrary, bundleId: "e", sources: "{E,Nowhere}/*"),
                .target(name: "Macros", destinations: .macOS, product: .macro, bundleId: "f"),
            ])
            """, in: folder)
        #expect(reading.problem == nil)
        #expect(summary(reading, in: folder) == [
            "Old app watchOS: A/Sub/b.swift A/a.swift",
            "Multi extensionkit-extension iOS,macOS,visionOS: B/x.swift",
            "Lib library macOS: C/z.swift",
            "Delta-Tool (delta_tool) executable macOS: D/d.SWIFT",
            "Braces library iOS: E/e.swift",
            "Macros macro macOS: ",
        ])
        #expect(reading.modules[1].dependencies == [.target(name: "Lib", project: folder.path + "/Project.swift")])
        // Only an app embeds.
        #expect(reading.modules.allSatisfy { $0.embedded.isEmpty })
    }

    @Test func packageProductsAndWhatLinksNothing() throws {
        let folder = try project(["S/a.swift"])
        let reading = read("""
            import ProjectDescription
            let project = Project(
                name: "P",
                packages: [.remote(url: "https://github.com/a/Kit.git", requirement: .upToNextMajor(from: "1.0.0")), .local(path: "../Local")],
                targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: ["S/**"], dependencies: [
                    .package(product: "Kit"),
                    .package(product: "Lint", type: .plugin),
                    .packagePlugin(product: "Gen"),
                    .sdk(name: "c++", type: .library, status: .required),
                    .xcframework(path: "Vendor/X.xcframework"),
                    .external(name: "Collections"),
                    .xctest,
                ])]
            )
            """, in: folder)
        #expect(reading.problem == nil)
        let packages = PackageLocation.anyOf([.remote(url: "https://github.com/a/Kit.git"), .local(folder: Paths.parent(of: folder.path) + "/Local")],
                                             manifest: folder.path + "/Project.swift")
        #expect(reading.modules.first?.dependencies == [
            .product(name: "Kit", package: packages),
            .unresolvable("external dependency `Collections`: no Tuist/Package.swift names the packages it comes from"),
        ])
    }

    @Test func pathsFromTheRootAndTheLiteralsBoundToNames() throws {
        let folder = try project(["App/Sources/a.swift", "Shared/s.swift"])
        let reading = read("""
            import ProjectDescription
            let sources: [SourceFileGlob] = ["Sources/**", .glob(.relativeToRoot("Shared/**"))]
            let project = Project(name: "P", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: sources),
            ])
            """, in: folder, surroundings: .init(rootFolder: folder.path, files: LocalFiles()))
        // The manifest is in the scratch folder itself: `Sources/**` is relative to it, and matches nothing.
        #expect(reading.problem == nil)
        #expect(summary(reading, in: folder) == ["App app iOS: Shared/s.swift"])
    }

    /// A function the manifest declares itself, called with literals: its parameters are bound,
    /// its `let`s and a ternary on a Bool passed in are evaluated, and its `.target(…)` read.
    @Test func theManifestsOwnFunctionsAreCalled() throws {
        let folder = try project(["Mac/Sources/A.swift", "Mac/Store/B.swift", "Widgets/W.swift", "Kit/K.swift"])
        let reading = read("""
            import ProjectDescription

            let appName = "Notebook"

            func appTarget(selfCompiled: Bool, platform: Destinations = .macOS) -> Target {
                let folder = "Mac"
                return .target(
                    name: selfCompiled ? appName : "\\(appName)Store",
                    destinations: .macOS,
                    product: .app,
                    bundleId: "com.example.\\(selfCompiled ? "direct" : "store")",
                    sources: ["\\(folder)/Sources/**"],
                    dependencies: [.target(name: "Kit")]
                )
            }

            func extensionTarget(_ name: String, sources path: String) -> Target {
                .target(name: name, destinations: .macOS, product: .appExtension, bundleId: "x", sources: [path])
            }

            func kit() -> [Target] {
                [.target(name: "Kit", destinations: .macOS, product: .framework, bundleId: "k", sources: ["Kit/**"])]
            }

            let store = appTarget(selfCompiled: false)

            let project = Project(name: "Notebook", targets: [
                appTarget(selfCompiled: true),
                extensionTarget("Widgets", sources: "Widgets/**"),
            ])
            """, in: folder)
        #expect(reading.problem?.message == nil)
        #expect(summary(reading, in: folder) == [
            "Notebook app macOS: Mac/Sources/A.swift",
            "Widgets app-extension macOS: Widgets/W.swift",
        ])
        #expect(reading.modules.first?.dependencies == [.target(name: "Kit", project: folder.path + "/Project.swift")])

        // `+` of two arrays the reading knows is their elements.
        let withExtra = read("""
            func appTarget(selfCompiled: Bool, extraSources: [String] = []) -> Target {
                .target(name: selfCompiled ? "A" : "B", destinations: .macOS, product: .app, bundleId: "a",
                        sources: ["Mac/Sources/**"] + extraSources)
            }
            let project = Project(name: "N", targets: [appTarget(selfCompiled: false)])
            """, in: folder)
        #expect(summary(withExtra, in: folder) == ["B app macOS: Mac/Sources/A.swift"])
        // A list of targets from a function of the manifest, and a ternary on a Bool it binds.
        let listed = read("""
            let direct = false
            func targets(store: Bool = !direct) -> [Target] {
                [.target(name: store ? "Store" : "Direct", destinations: .macOS, product: .app, bundleId: "a", sources: ["Mac/Store/**"])]
            }
            let project = Project(name: "N", targets: targets())
            """, in: folder)
        #expect(listed.problem?.message == nil)
        #expect(summary(listed, in: folder) == ["Store app macOS: Mac/Store/B.swift"])
    }

    /// The small imperative subset Tuist helpers use: a `var` array and string, `append`,
    /// `append(contentsOf:)`, `+=`, `+`, and `if`/`else` on a Bool the call passes.
    @Test func theImperativeSubsetOfTheManifestsFunctions() throws {
        let folder = try project(["App/Sources/A.swift", "App/Full/F.swift", "App/Lite/L.swift"])
        let reading = read("""
            import ProjectDescription

            let prefix = "Notes"

            func appTarget(lite: Bool) -> Target {
                var conditions = [String]()
                var name = prefix
                var sources = ["App/Sources/**"]
                if lite {
                    conditions.append("LITE")
                    name += "Lite"
                    sources.append(contentsOf: ["App/Lite/**"])
                } else if conditions.isEmpty {
                    sources = sources + ["App/Full/**"]
                } else {
                    sources = []
                }
                return .target(name: name, destinations: .iOS, product: .app, bundleId: "b", sources: sources,
                               settings: .settings(base: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": .array(conditions)]))
            }

            let project = Project(name: "N", targets: [appTarget(lite: false), appTarget(lite: true)])
            """, in: folder)
        // The `else if` tests what cannot be known: the first call stops there, the second does not.
        #expect(reading.problem == nil)
        #expect(summary(reading, in: folder) == ["NotesLite app iOS: App/Lite/L.swift App/Sources/A.swift"])
        #expect(reading.unreadTargets.map(\.line) == [13])
        #expect(reading.unreadTargets.first?.message == "cannot read the target `appTarget(lite: false)` (line 22): the `if` at line 13 tests `conditions.isEmpty`, which a static reading cannot know (in `appTarget`)")

        let known = read("""
            func appTarget(lite: Bool) -> Target {
                var sources = ["App/Sources/**"]
                if !lite { sources += ["App/Full/**"] }
                return .target(name: lite ? "Lite" : "Full", destinations: .iOS, product: .app, bundleId: "b", sources: sources)
            }
            let project = Project(name: "N", targets: [appTarget(lite: false), appTarget(lite: true)])
            """, in: folder)
        #expect(known.unreadTargets.isEmpty && known.problem == nil)
        #expect(summary(known, in: folder) == ["Full app iOS: App/Full/F.swift App/Sources/A.swift", "Lite app iOS: App/Sources/A.swift"])
    }

    /// The top level is read in order: what a statement changes is its value from there on, and
    /// a name changed where a static reading cannot follow is not known any more, with why.
    @Test(arguments: [
        ("let more = true\nvar targets = [a]\nif more {\n    targets.append(b)\n}\ntargets += [c]", nil, ["A", "B", "C"]),
        ("let more = false\nvar targets = [a]\nif more { targets.append(b) } else { targets = [c] }", nil, ["C"]),
        ("var names = [\"A\"]\nnames.append(\"B\")\nvar targets = [a]\nif names.count > 1 { targets.append(b) }",
         "cannot read `targets:` statically: `targets` is changed under the `if` at line 7, whose condition `names.count > 1` a static reading cannot know", []),
        ("var targets = [a]\nfor extra in [b, c] {\n    targets.append(extra)\n}",
         "cannot read `targets:` statically: `targets` is changed by `for extra in [b, c] {`, which a static reading does not run", []),
        ("var targets = [a]\ndo {\n    targets.append(b)\n} catch {\n    print(error)\n}\ntargets += [c]",
         "cannot read `targets:` statically: `targets` is changed by `do {`, which a static reading does not run", []),
        ("var targets = [a]\n#if LITE\ntargets.append(b)\n#endif",
         "cannot read `targets:` statically: `targets` is changed under the `#if` at line 5, and which branch the build compiles is not known", []),
    ] as [(String, String?, [String])])
    func theTopLevelIsReadInOrder(statements: String, problem: String?, targets: [String]) throws {
        let folder = try project(["A/a.swift", "B/b.swift", "C/c.swift"])
        let reading = read("""
            let a = Target.target(name: "A", destinations: .iOS, product: .framework, bundleId: "a", sources: ["A/**"])
            let b = Target.target(name: "B", destinations: .iOS, product: .framework, bundleId: "b", sources: ["B/**"])
            let c = Target.target(name: "C", destinations: .iOS, product: .framework, bundleId: "c", sources: ["C/**"])
            \(statements)
            let project = Project(name: "P", targets: targets)
            """, in: folder)
        #expect(reading.problem?.message == problem, "\(reading.problem?.message ?? "read")")
        #expect(reading.modules.map(\.name) == targets)
    }

    /// Blocks nested past what any manifest writes stop the reading at a line, and never the
    /// thread's stack: `if` in `if`, and `else if` after `else if`, at the top level and in a function.
    @Test func deepNestingNeitherCrashesNorHangs() throws {
        let folder = try project([])
        let nested = String(repeating: "if true {\n", count: 20_000) + "targets.append(a)\n" + String(repeating: "}\n", count: 20_000)
        let chain = "if false { }" + String(repeating: " else if false { }", count: 20_000)
        for (statements, changesTargets) in [(nested, true), (chain, false)] {
            let reading = read("""
                let a = Target.target(name: "A", destinations: .iOS, product: .app, bundleId: "a", sources: ["A/**"])
                var targets = [a]
                \(statements)
                func app() -> Target {
                    \(statements)
                    return a
                }
                let project = Project(name: "P", targets: targets + [app()])
                """, in: folder)
            // What the blocks change is not known, and the function is not read.
            #expect(reading.modules.map(\.name) == (changesTargets ? [] : ["A"]))
            #expect((reading.problem ?? reading.unreadTargets.first)?.message.contains("nest deeper than a static reading follows") == true,
                    "\(reading.problem?.message ?? reading.unreadTargets.first?.message ?? "read")")
        }
    }

    /// One target a static reading cannot settle stops only itself: the others are read.
    @Test func oneUnreadTargetLeavesTheOthersRead() throws {
        let folder = try project(["A/a.swift", "B/b.swift"])
        let reading = read("""
            func featureTarget(_ name: String) -> Target {
                var sources: [String] = []
                for folder in [name, "Shared"] { sources.append(folder + "/**") }
                return .target(name: name, destinations: .iOS, product: .framework, bundleId: "f", sources: sources)
            }
            let project = Project(name: "P", targets: [
                .target(name: "A", destinations: .iOS, product: .app, bundleId: "a", sources: ["A/**"],
                        dependencies: [.target(name: "B"), .feature(.settings)]),
                .target(name: "B", destinations: .iOS, product: .framework, bundleId: "b", sources: ["B/**"]),
                featureTarget("C"),
            ])
            """, in: folder)
        #expect(reading.problem == nil)
        #expect(summary(reading, in: folder) == ["B framework iOS: B/b.swift"])
        #expect(reading.unreadTargets.map { "\($0.line): \($0.message)" } == [
            "8: cannot read target 'A': cannot read a dependency statically: `.feature(.settings)` is not a literal",
            "3: cannot read the target `featureTarget(\"C\")` (line 10): `for folder in [name, \"Shared\"] { sources.append(folder + …` is code a static reading does not follow (in `featureTarget`)",
        ])
    }

    @Test(arguments: [
        ("func app() -> Target {\n if x { return .target(name: \"A\") }\n return .target(name: \"B\")\n}\nlet project = Project(name: \"P\", targets: [app()])", 2,
         "the `if` at line 2 tests `x`, which a static reading cannot know (in `app`)"),
        ("func app() -> Target {\n for x in [1] { print(x) }\n return .target(name: \"B\")\n}\nlet project = Project(name: \"P\", targets: [app()])", 2,
         "`for x in [1] { print(x) }` is code a static reading does not follow (in `app`)"),
        ("func app(_ x: Bool) -> Target { .target(name: \"A\") }\nfunc app(_ y: Int) -> Target { .target(name: \"B\") }\nlet project = Project(name: \"P\", targets: [app(true)])", 3,
         "`app` is declared more than once in the manifest"),
        ("func app(named: String) -> Target { .target(name: named) }\nlet project = Project(name: \"P\", targets: [app()])", 2,
         "`app()` does not pass `named`, which `app` needs"),
        ("func app(flag: Bool) -> Target {\n .target(name: flag ? \"A\" : \"B\", destinations: .iOS, product: .app, bundleId: \"a\")\n}\nlet project = Project(name: \"P\", targets: [app(flag: value)])", 2,
         "cannot read a value statically"),
    ])
    func whatTheManifestsFunctionsCannotSettle(manifest: String, line: Int, message: String) throws {
        let folder = try project([])
        let reading = read(manifest, in: folder)
        #expect(reading.modules.isEmpty)
        #expect(stop(reading)?.line == line)
        #expect(stop(reading)?.message.contains(message) == true, "\(stop(reading)?.message ?? "no problem")")
    }

    /// What stopped the reading of the project, or of its first target that could not be read.
    private func stop(_ reading: TuistProjectReader.Reading) -> TuistProjectReader.Problem? {
        reading.problem ?? reading.unreadTargets.first
    }

    // MARK: What stops the reading

    @Test(arguments: [
        ("let project = makeProject()", 1, "is not `Project(…)`: a helper function whose result a static reading cannot know"),
        ("import ProjectDescription", 1, "it declares no `let project = Project(…)`"),
        ("#if A\nlet project = Project(name: \"A\")\n#else\nlet project = Project(name: \"B\")\n#endif", 1,
         "`project` is bound more than once (in `#if` branches?), so which project it is cannot be read statically"),
        ("let project = Project(name: \"P\", targets: [.app(name: \"A\")])", 1,
         "`.app(name: \"A\")` is not `.target(…)`: a helper function whose targets a static reading cannot know"),
        ("let project = Project(name: \"P\",\n targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\", team: \"x\")])", 2,
         "has the argument `team:`, which Tuist's targets do not: a helper function whose targets a static reading cannot know"),
        ("let project = Project(name: \"P\", targets: [.target(name: \"A\", product: .app)])", 1,
         "lacks the `name:`, `destinations:`, `product:` or `bundleId:` Tuist's targets have"),
        ("let project = Project(name: \"P\", targets: base + [])", 1, "`base + []` joins `base` and `[]`, which are not two arrays or two strings a static reading knows"),
        ("let project = Project(name: \"P\", targets: [.target(name: n(), destinations: .iOS, product: .app, bundleId: \"a\")])", 1,
         "cannot read a value statically: `n()` is not a literal"),
        ("let project = Project(name: \"P\", targets: [.target(name: \"A\", destinations: .iOS, product: kind, bundleId: \"a\")])", 1,
         "cannot read the product of target 'A' statically: `kind` is not a literal"),
        ("let project = Project(name: \"P\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\",\n sources: [\"S/**\"] + extra)])", 2,
         "joins `[\"S/**\"]` and `extra`, which are not two arrays or two strings a static reading knows"),
        ("let project = Project(name: \"P\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\",\n sources: [.relativeToRoot(\"S/**\")])])", 2,
         "is relative to Tuist's root, and no folder above the project holds `Tuist/`, `Tuist.swift` or `.git`"),
        ("let project = Project(name: \"P\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\",\n sources: [\"S/**.swift\"])])", 2,
         "cannot read the glob"),
        ("let project = Project(name: \"P\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\",\n dependencies: [.feature(.profile)])])", 2,
         "cannot read a dependency statically: `.feature(.profile)` is not a literal"),
        ("let project = Project(name: \"P\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\",\n buildableFolders: [.folder(\"S\", exceptions: .exceptions([]))])])", 2,
         "cannot read a buildable folder statically"),
    ])
    func whatAStaticReadingCannotSettle(manifest: String, line: Int, message: String) throws {
        let folder = try project([])
        let reading = read(manifest, in: folder)
        #expect(reading.modules.isEmpty)
        #expect(stop(reading)?.line == line)
        #expect(stop(reading)?.message.contains(message) == true, "\(stop(reading)?.message ?? "no problem")")
        #expect(stop(reading)?.message.contains("\n") == false)
    }

    /// A call that fits a function of `ProjectDescriptionHelpers` by name and labels may be it.
    @Test func helpersOfTheSameNameAreNotGuessed() throws {
        let folder = try project(["S/a.swift"])
        let helpers = TuistProjectReader.helperFunctions(text: Array("""
            extension Target {
                public static func target(name: String, destinations: Destinations, product: Product, bundleId: String,
                                          sources: SourceFilesList? = nil) -> Target { fatalError() }
                static func app<T>(_ name: String, _ t: T) -> Target { fatalError() }
            }
            """.utf8))
        #expect(helpers["target"] == [["name", "destinations", "product", "bundleId", "sources"]])
        #expect(helpers["app"] == [["_", "_"]])
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(name: "P", targets: [
                .target(name: "A", destinations: .iOS, product: .app, bundleId: "a", sources: ["S/**"]),
            ])
            """
        let reading = read(manifest, in: folder, surroundings: .init(helperFunctions: helpers, files: LocalFiles()))
        #expect(stop(reading)?.line == 4)
        #expect(stop(reading)?.message.hasSuffix("may be the `target` function ProjectDescriptionHelpers declares, whose targets a static reading cannot know") == true)
        // A label the helper lacks rules it out; so does not importing the helpers.
        #expect(read(manifest.replacingOccurrences(of: "sources:", with: "resources: [], sources:"), in: folder,
                     surroundings: .init(helperFunctions: helpers, files: LocalFiles())).problem == nil)
        #expect(read(manifest.replacingOccurrences(of: "import ProjectDescriptionHelpers", with: ""), in: folder,
                     surroundings: .init(helperFunctions: helpers, files: LocalFiles())).problem == nil)
    }

    @Test func unreadableResourcesAreANoteNotAProblem() throws {
        let folder = try project(["S/a.swift"])
        let reading = read("""
            let project = Project(name: "P", targets: [
                .target(name: "A", destinations: .iOS, product: .app, bundleId: "a", sources: ["S/**"], resources: .resources(all)),
            ])
            """, in: folder)
        #expect(reading.problem == nil)
        #expect(reading.modules.count == 1)
        #expect(reading.notes.map(\.line) == [2])
        #expect(reading.notes.first?.message.hasSuffix("; the strings files of target 'A' are not known") == true)
    }

    // MARK: Workspaces and garbage

    @Test func aWorkspaceListsProjectFolders() throws {
        let folder = try project([])
        for file in ["Apps/One/Project.swift", "Apps/Two/Project.swift", "Apps/Three/Other.swift", "Kit/Project.swift"] {
            try folder.write("import ProjectDescription", to: file)
        }
        let found = TuistProjectReader.projectFiles(workspaceText: Array("""
            import ProjectDescription
            let workspace = Workspace(name: "W", projects: ["Apps/*", .relativeToRoot("Kit"), "Missing"])
            """.utf8), workspaceFile: folder.path + "/Workspace.swift", rootFolder: folder.path, in: LocalFiles())
        #expect(try found.get() == ["Apps/One", "Apps/Two", "Kit"].map { folder.path + "/" + $0 + "/Project.swift" })
        let garbage = TuistProjectReader.projectFiles(workspaceText: Array("let workspace = Workspace(projects: paths())".utf8),
                                                      workspaceFile: folder.path + "/Workspace.swift", rootFolder: nil, in: LocalFiles())
        #expect(throws: TuistProjectReader.Problem.self) { try garbage.get() }
    }

    @Test func garbageNeverCrashes() throws {
        let folder = try project([])
        let inputs = [
            "", "let", "let project", "let project =", "let project = Project(", "let project = Project(targets: [",
            "let project = Project(targets: [.target(name: \"\\(", String(repeating: "let a = b\n", count: 300) + "let b = a",
            "let project = Project(name: \"P\", targets: [" + String(repeating: "[", count: 5_000),
            "let project = Project(name: \"P\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\", sources: \""
                + String(repeating: "{a,", count: 2_000) + "\")])",
            "let x = y\nlet y = x\nlet project = Project(name: x, targets: [.target(name: y, destinations: .iOS, product: .app, bundleId: x)])",
        ]
        for input in inputs {
            let reading = read(input, in: folder)
            #expect(reading.modules.isEmpty)
            #expect(reading.problem?.message.contains("\n") != true)
        }
    }
}
