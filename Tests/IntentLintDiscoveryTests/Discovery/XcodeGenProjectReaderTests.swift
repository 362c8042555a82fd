import Testing
@testable import IntentLintDiscovery
import IntentLintSupport
import IntentLintTestSupport

/// XcodeGen specs read as text: targets, sources, includes, dependencies, and what stops the reading.
@Suite struct XcodeGenProjectReaderTests {
    private let fixture = Fixtures.directory + "/Projects/XcodeGen"

    /// A project folder holding `files` (each a small file).
    private func project(_ files: [String]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for file in files { try folder.write("// \(file)\n", to: file) }
        return folder
    }

    private func read(_ spec: String, in folder: ScratchFolder, named name: String = "project.yml") throws -> XcodeGenProjectReader.Reading {
        let file = try folder.write(spec, to: name)
        return XcodeGenProjectReader.modules(specFile: file)
    }

    /// Each module as `target (module) kind platforms: files relative to the folder`.
    private func summary(_ reading: XcodeGenProjectReader.Reading, in folder: ScratchFolder) -> [String] {
        reading.modules.map { module in
            let files = (module.files + module.localizationFiles).map { String($0.dropFirst(folder.path.count + 1)) }
            let name = module.name == module.targetName ? module.name : "\(module.targetName) (\(module.name))"
            return "\(name) \(module.kind.rawValue) \(module.platforms.joined(separator: ",")): " + files.joined(separator: " ")
        }
    }

    @Test func theFixtureSpec() throws {
        let folder = fixture + "/TravelPlanner"
        let spec = folder + "/project.yml"
        let reading = XcodeGenProjectReader.modules(specFile: spec)
        #expect(reading.problem == nil)
        let widgets = ModuleReference.target(name: "TravelPlannerWidgets", project: spec)
        let kit = ModuleReference.target(name: "TravelKit", project: spec)
        // What `excludes:` leaves out (a folder, here) is left out on purpose; other files than
        // Swift and strings files are nothing a target could compile.
        #expect(reading.modules.map(\.excludedPaths) == [[], [], [folder + "/App/Drafts"], []])
        #expect(reading.modules.map(\.withoutExcludedPaths) == [
            // The included file's targets come first, as XcodeGen merges a spec onto what it includes.
            ModuleDefinition(name: "TravelPlannerWidgets", kind: .appExtension, originPath: spec,
                             files: [folder + "/Widgets/LandmarkWidgetIntent.swift"], platforms: ["iOS"], dependencies: [kit]),
            ModuleDefinition(name: "TravelKit", kind: .framework, originPath: spec, files: [folder + "/Kit/LandmarkEntity.swift"],
                             platforms: ["iOS", "macOS"], linkage: .dynamic),
            ModuleDefinition(name: "TravelPlanner", kind: .app, originPath: spec,
                             files: [folder + "/App/PlanTripIntent.swift", folder + "/App/TravelShortcuts.swift"],
                             localizationFiles: [folder + "/App/en.lproj/AppShortcuts.strings"], platforms: ["iOS"],
                             dependencies: [widgets, kit, .product(name: "RoutesKit", package: .local(folder: folder + "/Packages/RoutesKit")),
                                            .product(name: "OrderedCollections", package: .remote(url: "https://github.com/apple/swift-collections"))],
                             embedded: [widgets, kit]),
            ModuleDefinition(name: "TravelPlannerTests", kind: .test, originPath: spec, files: [folder + "/Tests/PlanTripIntentTests.swift"],
                             platforms: ["iOS"], dependencies: [.target(name: "TravelPlanner", project: spec)]),
        ])
    }

    @Test func theBrokenFixtureNamesItsLine() {
        let spec = fixture + "/Broken/project.yml"
        let reading = XcodeGenProjectReader.modules(specFile: spec)
        #expect(reading.modules.isEmpty)
        #expect(reading.problem == .init(file: spec, line: 7, message: "a tab indents this line; YAML indents with spaces"))
    }

    // MARK: Odd but valid

    @Test func sourcesEveryWay() throws {
        let folder = try project(["One.swift", "Two/A.swift", "Two/B.swift", "Two/Skip/C.swift", "Two/de.lproj/L.strings", "Three/D.swift",
                                  "Four/E.swift", "Four/Assets.xcassets/F.swift", "Five/G.swift", "Six/H.swift"])
        let reading = try read("""
            targets:
              Tool:
                type: tool
                platform: macOS
                sources: One.swift
              Lib:
                type: library.static
                platform: [iOS, tvOS]
                productName: Lib-${platform}
                sources:
                  - path: Two
                    excludes: [Skip]
                  - path: Three
                    buildPhase: resources
                  - path: Four
                  - path: Five
                    type: folder
                  - path: Six
                    buildPhase: none
                  - path: Generated
                    optional: true
            """, in: folder)
        #expect(reading.problem == nil)
        #expect(summary(reading, in: folder) == [
            "Tool executable macOS: One.swift",
            // A target per platform, named and named into with `${platform}`.
            "Lib_iOS library iOS: Four/E.swift Two/A.swift Two/B.swift Two/de.lproj/L.strings",
            "Lib_tvOS library tvOS: Four/E.swift Two/A.swift Two/B.swift Two/de.lproj/L.strings",
        ])
        #expect(reading.modules.map(\.name) == ["Tool", "Lib_iOS", "Lib_tvOS"])
    }

    @Test func includesMergeAsXcodeGenMergesThem() throws {
        let folder = try project(["App/A.swift", "Extra/X.swift", "Module/Sources/M.swift", "Root/R.swift"])
        try folder.write("""
            targets:
              App:
                sources: [../Extra]
                dependencies: [{target: Module}]
              Module:
                type: framework
                platform: iOS
                sources: [Sources]
            """, to: "Module/module.yml")
        try folder.write("""
            targets:
              App:
                type: application
                platform: iOS
                sources: [Root]
            """, to: "Shared/base.yml")
        let reading = try read("""
            include:
              - Module/module.yml
              - path: Shared/base.yml
                relativePaths: false
            targets:
              App:
                sources: [App]
                settings:
                  PRODUCT_MODULE_NAME: Main
              Module:
                platform:REPLACE: macOS
            """, in: folder)
        #expect(reading.problem == nil)
        // Sequences add up in include order, then the spec's; `:REPLACE` replaces.
        #expect(summary(reading, in: folder) == ["App (Main) app iOS: Extra/X.swift Root/R.swift App/A.swift".sortedFiles,
                                                 "Module framework macOS: Module/Sources/M.swift"])
        #expect(reading.modules.first?.embedded == [.target(name: "Module", project: folder.path + "/project.yml")])
    }

    /// Three apps of one spec made from the same templates, as XcodeGen makes them: nested
    /// templates first, `${target_name}` and `$target_name`, `templateAttributes`, a template of
    /// several platforms, and templates from an included file with paths relative to it.
    @Test func targetTemplatesApplyAsXcodeGenAppliesThem() throws {
        let folder = try project(["Calendar/Sources/C.swift", "Mail/Sources/M.swift", "Mail/Shared/S.swift", "Kits/Core/Core.swift",
                                  "Kits/Core/en.lproj/AppShortcuts.strings", "Widgets/Mail/W.swift"])
        try folder.write("""
            targetTemplates:
              Kit:
                type: framework
                platform: [iOS, macOS]
                sources:
                  - ${kit_folder}
            """, to: "Templates/kits.yml")
        let reading = try read("""
            name: Suite
            include: [Templates/kits.yml]
            targetTemplates:
              Platform:
                platform: iOS
              App:
                templates: [Platform]
                type: application
                sources:
                  - ${target_name}/Sources
                dependencies:
                  - target: Core_iOS
                  - target: $target_name Widget
              Widget:
                templates: [Platform]
                type: app-extension
                sources:
                  - path: Widgets/${app}
            targets:
              Calendar:
                templates: [App]
              Mail:
                templates: [App]
                sources: [Mail/Shared]
              Mail Widget:
                templates: [Widget]
                templateAttributes:
                  app: Mail
              Core:
                templates: [Kit]
                templateAttributes:
                  kit_folder: ../Kits/Core
            """, in: folder, named: "suite-project.yml")
        #expect(reading.problem == nil)
        #expect(summary(reading, in: folder) == [
            "Calendar app iOS: Calendar/Sources/C.swift",
            "Mail app iOS: Mail/Shared/S.swift Mail/Sources/M.swift",
            "Mail Widget (Mail_Widget) app-extension iOS: Widgets/Mail/W.swift",
            "Core_iOS framework iOS: Kits/Core/Core.swift Kits/Core/en.lproj/AppShortcuts.strings",
            "Core_macOS framework macOS: Kits/Core/Core.swift Kits/Core/en.lproj/AppShortcuts.strings",
        ])
        let spec = folder.path + "/suite-project.yml"
        #expect(reading.modules[1].dependencies == [.target(name: "Core_iOS", project: spec), .target(name: "Mail Widget", project: spec)])
        #expect(reading.modules[1].embedded == [.target(name: "Core_iOS", project: spec), .target(name: "Mail Widget", project: spec)])
        // Calendar's widget is named but declared by no target: a reference to nothing.
        #expect(reading.modules[0].dependencies.last == .target(name: "Calendar Widget", project: spec))
    }

    @Test func aJSONSpec() throws {
        let folder = try project(["S/A.swift"])
        let reading = try read(#"""
            {"name": "P", "targets": {"App": {"type": "application", "supportedDestinations": ["iOS", "visionOS"],
             "sources": ["S"], "dependencies": [{"package": "Kit", "products": ["Kit", "KitUI"]}, {"framework": "Vendor/V.framework"}]}},
             "packages": {"Kit": {"github": "example/kit", "from": "1.0.0"}}}
            """#, in: folder, named: "project.json")
        #expect(reading.problem == nil)
        #expect(summary(reading, in: folder) == ["App app iOS,visionOS: S/A.swift"])
        #expect(reading.modules.first?.dependencies == [
            .product(name: "Kit", package: .remote(url: "https://github.com/example/kit")),
            .product(name: "KitUI", package: .remote(url: "https://github.com/example/kit")),
        ])
    }

    @Test func embeddingAndReferences() throws {
        let folder = try project(["S/A.swift", "Other/Other.xcodeproj/project.pbxproj", "Third/project.yml"])
        let reading = try read("""
            projectReferences:
              Other:
                path: Other/Other.xcodeproj
              Third:
                path: Third/Third.xcodeproj
                spec: Third/project.yml
            targets:
              App:
                type: application
                platform: iOS
                sources: [S]
                dependencies:
                  - target: Static
                  - target: Dynamic
                    embed: false
                  - target: Widget
                  - target: Other/Kit
                  - target: Third/Lib
                  - target: Nowhere/X
                  - package: Missing
              Static: {type: library.static, platform: iOS}
              Dynamic: {type: framework, platform: iOS}
              Widget: {type: app-extension.intents-service, platform: iOS}
            """, in: folder)
        #expect(reading.problem == nil)
        let spec = folder.path + "/project.yml"
        #expect(reading.modules.first?.dependencies == [
            .target(name: "Static", project: spec), .target(name: "Dynamic", project: spec), .target(name: "Widget", project: spec),
            .target(name: "Kit", project: folder.path + "/Other/Other.xcodeproj/project.pbxproj"),
            .target(name: "Lib", project: folder.path + "/Third/project.yml"),
            .unresolvable("target `X` of project `Nowhere`, which `projectReferences:` does not name"),
            .unresolvable("product `Missing` of package `Missing`, which `packages:` does not name"),
        ])
        // A static library is linked, `embed: false` is said; an extension is embedded.
        #expect(reading.modules.first?.embedded == [.target(name: "Widget", project: spec)])
        #expect(reading.modules.map { "\($0.name) \($0.linkage.rawValue)" } == ["App unknown", "Static static", "Dynamic dynamic", "Widget unknown"])
    }

    // MARK: What stops the reading

    @Test(arguments: [
        ("targets:\n  App:\n    type: application\n    templates: [Base]", 4, "target 'App' uses the template 'Base', which `targetTemplates:` does not declare"),
        ("targetTemplates:\n  Base: {type: framework}\ntargets:\n  App:\n    templates: Base", 5, "`templates:` of target 'App' is a list of template names"),
        ("targets:\n  App:\n    platform: iOS", 3, "target 'App' has no `type:`"),
        ("targets:\n  App:\n    type: application\n    sources: [Missing]", 4, "target 'App' lists the source Missing, which does not exist, so XcodeGen would stop there"),
        ("targets:\n  App:\n    type: application\n    dependencies:\n      - carthagee: X", 5, "a dependency is one of `target:`, `package:`, `framework:`, `carthage:`, `sdk:` or `bundle:`"),
        ("targets: [App]", 1, "`targets:` is a mapping of target names to targets"),
        ("targets:\n  App: application", 2, "target 'App' is not a mapping"),
        ("- a", 1, "a spec is a mapping of keys such as `name:` and `targets:`"),
        ("include: [missing.yml]", 1, "cannot read the included file missing.yml: No such file or directory"),
        ("targets:\n  App:\n    type: application\n    sources:\n      - path: .\n        excludes: [\"[x\"]", 6,
         "cannot read the pattern '[x' of target 'App': the '[' at character 1 has no closing ']'"),
        ("packages:\n  Kit:\n    from: 1.0.0", 3, "package 'Kit' has no `url:`, `github:` or `path:`"),
        ("targets: {App: {type: application, sources: [{name: x}]}}", 1, "a source of target 'App' is a path or a mapping with `path:`"),
    ])
    func whatStopsTheReading(spec: String, line: Int, message: String) throws {
        let folder = try project([])
        let reading = try read(spec, in: folder)
        #expect(reading.modules.isEmpty)
        #expect(reading.problem == .init(file: folder.path + "/project.yml", line: line, message: message))
    }

    @Test func aProblemInAnIncludedFileNamesThatFile() throws {
        let folder = try project([])
        try folder.write("targets:\n  Kit:\n    type: framework\n    dependencies: [{unknown: 1}]\n", to: "Specs/kit.yml")
        try folder.write("include: [../project.yml]", to: "Specs/loop.yml")
        let reading = try read("include: [Specs/kit.yml]", in: folder)
        #expect(reading.problem == .init(file: folder.path + "/Specs/kit.yml", line: 4,
                                         message: "a dependency is one of `target:`, `package:`, `framework:`, `carthage:`, `sdk:` or `bundle:`"))
        let loop = try read("include: [Specs/loop.yml]", in: folder)
        #expect(loop.problem?.message == "it includes itself")
        let json = try read("{\"targets\": {\n\"A\": [}}", in: folder, named: "project.json")
        #expect(json.problem?.line == 2)
    }

    @Test func whatLooksLikeASpec() {
        #expect(XcodeGenProjectReader.looksLikeSpec(Array("# spec\nname: App\n".utf8), isJSON: false))
        #expect(XcodeGenProjectReader.looksLikeSpec(Array("include:\n  - a.yml".utf8), isJSON: false))
        #expect(!XcodeGenProjectReader.looksLikeSpec(Array("stages:\n  - build\n  name: x\n".utf8), isJSON: false))
        #expect(XcodeGenProjectReader.looksLikeSpec(Array(#"{"targets": {}}"#.utf8), isJSON: true))
        #expect(!XcodeGenProjectReader.looksLikeSpec(Array(#"{"version": 1}"#.utf8), isJSON: true))
    }

    @Test func garbageNeverCrashes() throws {
        let folder = try project([])
        for text in ["", "targets:", "targets:\n  A:", "targets:\n  A:\n    type:", "targets:\n  A:\n    type: [x]", "include: 3",
                     "include: [{path: }]", "targets: {A: {type: application, sources: 1, dependencies: x}}",
                     "targets: {A: {type: application, platform: [[iOS]]}}", "packages: [1]", "projectReferences: 1",
                     "targets: {A: {type: application, dependencies: [{target: a/b/c}]}}"] {
            let reading = try read(text, in: folder)
            #expect(reading.problem?.message.contains("\n") != true)
        }
    }
}

private extension String {
    /// The summary line with its files sorted, as the reader sorts them.
    var sortedFiles: String {
        guard let colon = range(of: ": ") else { return self }
        let files = self[colon.upperBound...].split(separator: " ").sorted().joined(separator: " ")
        return self[..<colon.upperBound] + files
    }
}
