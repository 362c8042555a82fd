import Testing
@testable import IntentLintDiscovery
import IntentLintSupport
import IntentLintTestSupport

/// BUILD files read as text: Starlark, rules, labels, globs, and what stops the reading.
@Suite struct BazelProjectReaderTests {
    private let fixture = Fixtures.directory + "/Projects/Bazel"

    /// A workspace holding `files` (each a small file) and `MODULE.bazel`.
    private func workspace(_ files: [String]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("module(name = \"w\")\n", to: "MODULE.bazel")
        for file in files { try folder.write("// \(file)\n", to: file) }
        return folder
    }

    private func package(_ text: String, at path: String, in folder: ScratchFolder) throws -> BazelProjectReader.Package {
        let file = try folder.write(text, to: path.isEmpty ? "BUILD.bazel" : path + "/BUILD.bazel")
        return BazelProjectReader.package(text: Array(text.utf8), buildFile: file, workspaceRoot: folder.path, in: LocalFiles())
    }

    /// Each module as `target (module) kind platforms: files relative to the workspace`.
    private func summary(_ modules: [ModuleDefinition], in folder: ScratchFolder) -> [String] {
        modules.map { module in
            let files = (module.files + module.localizationFiles).map { String($0.dropFirst(folder.path.count + 1)) }
            return "\(module.targetName) (\(module.name)) \(module.kind.rawValue) \(module.platforms.joined(separator: ",")): "
                + files.joined(separator: " ")
        }
    }

    // MARK: Starlark

    @Test func starlarkReadsAnyBuildFile() throws {
        let statements = try StarlarkFile.parse(Array(#"""
            """A docstring."""
            load("@rules_swift//swift:swift.bzl", "swift_library", lib = "swift_library")
            SRCS = glob(["*.swift"]) + [
                "a.swift",  # a comment
            ]
            COPTS = ["-a"] if True else []; NAMES = [n for n in ["a", "b"] if n != "c"]
            x, y = 1, 2
            COUNT = -1 + 2 * 3 // 4 % 5 ** 2
            D = {"a": [1, (2, 3)], 'b': r'\d', "c": """multi
            line""", "d": not False, "e": 1 in [1] and 2 not in [], "f": lambda a: a, "g": "s"[0:1], "h": {k: 1 for k in []}}
            swift_library(name = "L", \
                srcs = SRCS, *args, **kwargs)
            EMPTY = ()
            pass
            """#.utf8))
        #expect(statements.count == 10)
        guard case .assignment("SRCS", let sources, false, 3) = statements[2], case .binary("+", _, let list) = sources.kind,
              case .list(let elements) = list.kind, case .string("a.swift") = elements.first?.kind else {
            Issue.record("SRCS: \(statements[2])")
            return
        }
        guard case .expression(let call) = statements[8], case .call(_, let arguments) = call.kind else {
            Issue.record("the call: \(statements[8])")
            return
        }
        #expect(call.line == 11)
        #expect(arguments.map(\.name) == ["name", "srcs", nil, nil])
    }

    @Test(arguments: [
        ("def f():\n    pass", 1, "a `def` statement, which a BUILD file cannot hold"),
        ("x = \"open", 1, "a string that does not end"),
        ("x = [1, 2", 1, "expected ',' or ']', found the file's end"),
        ("x = 1 y = 2", 1, "expected the line's end, found 'y'"),
        ("x = $", 1, "'$' is not Starlark"),
        ("x = a.", 1, "expected a name after '.', found the line's end"),
        ("x = 1 \\ 2", 1, "a '\\' outside a string that does not end its line"),
    ])
    func starlarkItCannotRead(text: String, line: Int, message: String) {
        let problem = #expect(throws: StarlarkFile.Problem.self) { try StarlarkFile.parse(Array(text.utf8)) }
        #expect(problem == .init(line: line, message: message))
    }

    @Test func starlarkNeverCrashes() {
        let inputs = [String(repeating: "[", count: 5_000), String(repeating: "-", count: 5_000) + "1", String(repeating: "a.", count: 5_000) + "b",
                      String(repeating: "f(", count: 3_000), "\"\"\"", "r'\\", "x = " + String(repeating: "not ", count: 3_000) + "y",
                      String(repeating: "(", count: 200) + String(repeating: ")", count: 200), "lambda", "x if", "[x for", "{1:", "a[", "@"]
        for input in inputs { _ = try? StarlarkFile.parse(Array(input.utf8)) }
    }

    // MARK: Labels

    @Test func labels() {
        typealias Label = BazelProjectReader.Label
        #expect(Label(":Lib", in: "App") == .local(path: "App", name: "Lib"))
        #expect(Label("Lib", in: "App") == .local(path: "App", name: "Lib"))
        #expect(Label("//Kit:TravelKit", in: "App") == .local(path: "Kit", name: "TravelKit"))
        #expect(Label("//Features/Profile", in: "App") == .local(path: "Features/Profile", name: "Profile"))
        #expect(Label("//:root", in: "App") == .local(path: "", name: "root"))
        #expect(Label("@//Kit:Kit", in: "") == .local(path: "Kit", name: "Kit"))
        #expect(Label("@@//Kit", in: "") == .local(path: "Kit", name: "Kit"))
        #expect(Label("@swift_collections//:OrderedCollections", in: "") == .external(repository: "swift_collections"))
        #expect(Label("@@rules_swift~//swift", in: "") == .external(repository: "rules_swift~"))
        #expect(Label("@zlib", in: "") == .external(repository: "zlib"))
    }

    // MARK: The fixture

    @Test func theFixtureWorkspace() throws {
        var packages: [BazelProjectReader.Package] = []
        for path in ["App", "Kit", "Broken", "tools"] {
            let file = fixture + "/" + path + "/BUILD.bazel"
            packages.append(BazelProjectReader.package(text: try FileSystem.readBytes(file).get(), buildFile: file, workspaceRoot: fixture, in: LocalFiles()))
        }
        #expect(packages.map { $0.problem?.line } == [nil, nil, 4, nil])
        #expect(packages[2].problem?.message == "`app_library` is a macro loaded from //tools:swift.bzl, whose targets a static reading cannot know")
        let (modules, notes) = BazelProjectReader.modules(of: packages, in: LocalFiles())
        #expect(notes.isEmpty)
        let app = fixture + "/App/BUILD.bazel"
        let kit = fixture + "/Kit/BUILD.bazel"
        let widgets = ModuleReference.target(name: "TravelPlannerWidgets", project: app)
        let framework = ModuleReference.target(name: "TravelKitFramework", project: kit)
        // What a glob's `exclude` leaves out is left out on purpose, by the rule that globs.
        #expect(modules.map(\.excludedPaths) == [[fixture + "/App/Sources/Drafts/DraftIntent.swift"], [], [], []])
        #expect(modules.map(\.withoutExcludedPaths) == [
            // The app is its library's code; the library is no module of its own.
            ModuleDefinition(name: "TravelPlanner", targetName: "TravelPlanner", kind: .app, originPath: app,
                             files: [fixture + "/App/Sources/PlanTripIntent.swift", fixture + "/App/Sources/TravelShortcuts.swift"],
                             localizationFiles: [fixture + "/App/Resources/en.lproj/AppShortcuts.strings"], platforms: ["iOS"],
                             dependencies: [framework,
                                            .unresolvable("`@swift_collections//:OrderedCollections`, a target of the external repository @swift_collections, which lint-intents does not read"),
                                            widgets],
                             embedded: [widgets, framework]),
            ModuleDefinition(name: "TravelPlannerWidgets", targetName: "TravelPlannerWidgets", kind: .appExtension, originPath: app,
                             files: [fixture + "/App/Widgets/LandmarkWidgetIntent.swift"], platforms: ["iOS"], dependencies: [framework]),
            ModuleDefinition(name: "App_TravelPlannerTestsLib", targetName: "TravelPlannerTests", kind: .test, originPath: app,
                             files: [fixture + "/App/Tests/PlanTripIntentTests.swift"], platforms: ["iOS"],
                             dependencies: [.target(name: "TravelPlanner", project: app)]),
            // rules_swift's default module name: the package and the name.
            ModuleDefinition(name: "Kit_TravelKit", targetName: "TravelKitFramework", kind: .framework, originPath: kit,
                             files: [fixture + "/Kit/LandmarkEntity.swift"], platforms: ["iOS"], linkage: .dynamic),
        ])
    }

    // MARK: Odd but valid

    @Test func librariesBundlesAndWhatIsNotGuessed() throws {
        let folder = try workspace(["Lib/A.swift", "Lib/Sub/B.swift", "Lib/Sub/C.m", "Lib/Nested/N.swift", "Lib/Nested/BUILD",
                                    "Tool/main.swift", "Ext/E.swift", "Ext/F.swift", "Two/X.swift", "Two/Y.swift", "Lib/Strings.xcstrings"])
        let lib = try package("""
            load("@build_bazel_rules_swift//swift:swift.bzl", library = "swift_library", "swift_binary")
            load("@bazel_skylib//rules:write_file.bzl", "write_file")
            write_file(name = "w", out = "w.txt", content = select({"//c": ["a"]}))
            objc_library(name = "Legacy", srcs = ["Sub/C.m"])
            library(name = "Lib", srcs = glob(["**/*.swift"]) + ["//Tool:main.swift"], deps = [":Legacy", "//Lib/Nested:N"])
            swift_binary(name = "1tool", srcs = [])
            """, at: "Lib", in: folder)
        #expect(lib.problem == nil)
        let ext = try package("""
            load("@rules_apple//apple:ios.bzl", "ios_extension")
            load("@rules_swift//swift:swift.bzl", "swift_library")
            swift_library(name = "ExtLib", srcs = ["E.swift"])
            swift_library(name = "Intents", srcs = ["F.swift"], module_name = "Intents")
            ios_extension(name = "Ext", deps = [":ExtLib", ":Intents"], app_intents = [":Intents"], extensionkit_extension = True)
            """, at: "Ext", in: folder)
        let two = try package("""
            swift_library(name = "X", srcs = ["X.swift"])
            swift_library(name = "Y", srcs = ["Y.swift"])
            visionos_application(name = "App", deps = [":X", ":Y"], extensions = ["//Ext"])
            """, at: "Two", in: folder)
        let (modules, notes) = BazelProjectReader.modules(of: [lib, ext, two], in: LocalFiles())
        #expect(summary(modules, in: folder) == [
            // A glob stops at subpackages (Nested has a BUILD file) and names files of this package only.
            "Lib (Lib_Lib) library : Lib/A.swift Lib/Sub/B.swift Tool/main.swift",
            "1tool (Lib_1tool) executable : ",
            "ExtLib (Ext_ExtLib) library : Ext/E.swift",
            // `app_intents` names the library that holds the bundle's code.
            "Ext (Intents) extensionkit-extension iOS: Ext/F.swift",
            "X (Two_X) library : Two/X.swift",
            "Y (Two_Y) library : Two/Y.swift",
        ])
        #expect(modules[0].dependencies == [.target(name: "Legacy", project: folder.path + "/Lib/BUILD.bazel"),
                                            .target(name: "N", project: folder.path + "/Lib/Nested/BUILD")])
        #expect(notes.map(\.message) == [
            "visionos_application 'App' depends on several swift_library targets (X, Y) and names none in `app_intents`, so which holds its own code is not guessed: each is a library module, and 'App' is none",
        ])
        #expect(notes.first?.line == 3)
    }

    // MARK: What stops the reading

    @Test(arguments: [
        ("load(\"//bazel:defs.bzl\", \"swift_library\")\nswift_library(name = \"A\")", 2,
         "`swift_library` is a macro loaded from //bazel:defs.bzl, whose targets a static reading cannot know"),
        ("load(\"@rules_ios//rules:framework.bzl\", \"apple_framework\")\napple_framework(name = \"A\")", 2,
         "`apple_framework` is a macro loaded from @rules_ios//rules:framework.bzl, whose targets a static reading cannot know"),
        ("load(\"@rules_swift//swift:swift.bzl\", \"mixed_language_library\")\nmixed_language_library(name = \"A\")", 2,
         "`mixed_language_library` of @rules_swift//swift:swift.bzl is a rule lint-intents does not read, and it may compile Swift"),
        ("swift_library(name = \"A\", srcs = select({\"//c\": [\"a.swift\"]}))", 1,
         "cannot read `srcs` of swift_library 'A' statically: a select() chooses by configuration"),
        ("swift_library(name = NAME)", 1, "cannot read `name` of swift_library statically: `NAME` is bound to nothing read"),
        ("S = []\nS += [\"a.swift\"]\nswift_library(name = \"A\", srcs = S)", 3,
         "cannot read `srcs` of swift_library 'A' statically: `S` is bound more than once"),
        ("swift_library(name = \"A\", srcs = [\":generated\"])", 1,
         "cannot read `srcs` of swift_library 'A' statically: `:generated` names a target, whose files a static reading cannot know"),
        ("swift_library(name = \"A\", srcs = glob([\"../*.swift\"]))", 1,
         "cannot read `srcs` of swift_library 'A' statically: '../*.swift' leaves the package"),
        ("swift_library(name = \"A\", deps = [d for d in DEPS])", 1,
         "cannot read `deps` of swift_library 'A' statically: it is a comprehension"),
        ("ios_application(name = \"A\", **ATTRIBUTES)", 1, "the arguments of a ios_application are unpacked (`**`), so a static reading cannot know them"),
        ("if True:\n    swift_library(name = \"A\")", 1, "a `if` statement, which a BUILD file cannot hold"),
        ("swift_library(srcs = [])", 1, "a swift_library without `name`"),
    ])
    func whatStopsTheReading(text: String, line: Int, message: String) throws {
        let folder = try workspace([])
        let read = try package(text, at: "P", in: folder)
        #expect(read.rules.isEmpty)
        #expect(read.problem == .init(file: folder.path + "/P/BUILD.bazel", line: line, message: message))
    }

    @Test func referencesOutsideWhatWasRead() throws {
        let folder = try workspace(["Broken/BUILD.bazel"])
        let broken = try package("load(\"//m.bzl\", \"m\")\nm()", at: "Broken", in: folder)
        let app = try package("""
            swift_library(name = "Lib", srcs = [], deps = ["//Broken:B", "//Elsewhere:E", "//Plain"])
            """, at: "App", in: folder)
        let (modules, _) = BazelProjectReader.modules(of: [broken, app], in: LocalFiles())
        #expect(modules.first?.dependencies == [
            .unresolvable("`//Broken:B`, in a Bazel package lint-intents could not read"),
            .target(name: "E", project: folder.path + "/Elsewhere/BUILD.bazel"),
            .target(name: "Plain", project: folder.path + "/Plain/BUILD.bazel"),
        ])
    }
}
