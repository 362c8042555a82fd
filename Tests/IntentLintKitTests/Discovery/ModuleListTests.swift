import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintDiscovery
import IntentLintTestSupport
@testable import IntentLintKit

/// `ModuleDiscovery.listed(in:)`: a module list is read strictly, and what it lists becomes
/// modules the way discovery makes them. (`ModulesFileTests` runs it through the executable.)
struct ModuleListTests {
    @Test func listedModulesKeepTheirNameKindAndFiles() throws {
        let scratch = try ScratchFolder()
        let intent = try scratch.write("struct A {}", to: "Sources/App/Intents/A.swift")
        let strings = try scratch.write(#""a" = "b";"#, to: "Sources/App/de.lproj/AppShortcuts.strings")
        try scratch.write("""
            {"modules": [{"name": "App", "kind": "app", "files": ["../Sources/App/Intents/A.swift"],
                          "localizationFiles": ["\(strings)"]},
                         {"name": "Tool", "files": ["../Sources/App/Intents/A.swift"]}]}
            """, to: "work/modules.json")
        let result = try ModuleDiscovery.listed(in: "work/modules.json", workingDirectory: scratch.path)
        #expect(result.modules.map(\.name) == ["App", "Tool"])
        // A module whose kind is not given is treated like a folder: kind-dependent rules stay silent.
        #expect(result.modules.map(\.definition.kind) == [.app, .folder])
        let app = result.modules[0]
        #expect(app.inputs.map(\.absolutePath) == [intent])
        #expect(app.inputs.map(\.displayPath) == ["Sources/App/Intents/A.swift"])
        // Manifest paths start at the deepest folder holding all of the module's files.
        #expect(app.root == scratch.path + "/Sources/App")
        #expect(app.inputs.map(\.relativePath) == ["Intents/A.swift"])
        #expect(app.localizationInputs.map(\.relativePath) == ["de.lproj/AppShortcuts.strings"])
        #expect(app.definition.originPath == scratch.path + "/work/modules.json")
        #expect(result.modules[1].root == scratch.path + "/Sources/App/Intents")
    }

    /// The build tool plugin's build command runs in a folder of the build system's choosing, so
    /// its list asks for absolute paths in reports.
    @Test func reportsNameFilesByAbsolutePathWhenTheListAsks() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("struct A {}", to: "Sources/A.swift")
        let strings = try scratch.write(#""a" = "b";"#, to: "Sources/de.lproj/AppShortcuts.strings")
        let list = ModuleListFile(modules: [.init(name: "A", kind: "library", files: [file], localizationFiles: [strings])],
                                  absolutePathsInReports: true)
        try scratch.write(String(decoding: try list.encoded(), as: UTF8.self), to: "work/modules.json")
        let module = try #require(try ModuleDiscovery.listed(in: "work/modules.json", workingDirectory: scratch.path).modules.first)
        #expect((module.inputs + module.localizationInputs).map(\.displayPath) == [file, strings])
        // Manifest paths do not change.
        #expect(module.inputs.map(\.relativePath) == ["A.swift"])
    }

    @Test func everyMistakeIsOneLineNamingTheFileAndTheModule() throws {
        let scratch = try ScratchFolder()
        try scratch.write("struct A {}", to: "Sources/A.swift")
        let file = "../Sources/A.swift"
        let cases: [(String, String)] = [
            (#"{"modules": [{"name": "A", "files": ["\#(file)"],}]}"#, "invalid JSON at line 1, column"),
            (#"[]"#, "not a module list"),
            (#"{"modules": {}}"#, "not a module list"),
            (#"{"modules": []}"#, "'modules' lists no module"),
            (#"{"modules": [], "root": "."}"#, "unknown key 'root'"),
            (#"{"modules": ["A"]}"#, "module 1 must be an object, found a string"),
            (#"{"modules": [{"files": ["\#(file)"]}]}"#, "module 1 needs a 'name'"),
            (#"{"modules": [{"name": "", "files": ["\#(file)"]}]}"#, "module 1 needs a 'name'"),
            (#"{"modules": [{"name": "A", "kind": "widget", "files": ["\#(file)"]}]}"#, "module 'A': unknown kind 'widget'; choose one of app,"),
            (#"{"modules": [{"name": "A", "kind": 3, "files": ["\#(file)"]}]}"#, "module 'A': unknown kind a number"),
            (#"{"modules": [{"name": "A"}]}"#, "module 'A': needs 'files'"),
            (#"{"modules": [{"name": "A", "files": []}]}"#, "module 'A': 'files' lists no Swift file"),
            (#"{"modules": [{"name": "A", "files": "\#(file)"}]}"#, "module 'A': 'files' must be an array of paths, found a string"),
            (#"{"modules": [{"name": "A", "files": [1]}]}"#, "module 'A': 'files' must be an array of paths, found a number in it"),
            (#"{"modules": [{"name": "A", "files": ["../Sources/Gone.swift"]}]}"#, "module 'A': no such file or directory: ../Sources/Gone.swift"),
            (#"{"modules": [{"name": "A", "files": ["../Sources"]}]}"#, "module 'A': ../Sources in 'files' is not a Swift file"),
            (#"{"modules": [{"name": "A", "files": ["\#(file)"], "localizationFiles": ["\#(file)"]}]}"#,
             "module 'A': \(file) in 'localizationFiles' is not a .strings or .xcstrings file"),
            (#"{"modules": [{"name": "A", "files": ["\#(file)"], "target": "A"}]}"#, "module 'A': unknown key 'target'"),
            (#"{"modules": [{"name": "A", "files": ["\#(file)"]}, {"name": "A", "files": ["\#(file)"]}]}"#, "two modules are named 'A'"),
            (#"{"modules": [{"name": "A", "files": ["\#(file)"]}], "absolutePathsInReports": "yes"}"#,
             "'absolutePathsInReports' must be true or false, found a string"),
        ]
        for (contents, message) in cases {
            try scratch.write(contents, to: "work/bad.json")
            #expect {
                try ModuleDiscovery.listed(in: "work/bad.json", workingDirectory: scratch.path)
            } throws: { error in
                let description = (error as? InputError)?.description ?? ""
                return description.hasPrefix("work/bad.json: " + message) && !description.contains("\n")
            }
        }
        // A folder named like a Swift file is not one.
        try scratch.makeFolder("Sources/Folder.swift")
        try scratch.write(#"{"modules": [{"name": "A", "files": ["../Sources/Folder.swift"]}]}"#, to: "work/bad.json")
        #expect(throws: InputError.self) { try ModuleDiscovery.listed(in: "work/bad.json", workingDirectory: scratch.path) }
    }

    @Test func aMissingListIsAnInputErrorNamingIt() throws {
        let scratch = try ScratchFolder()
        #expect {
            try ModuleDiscovery.listed(in: "missing.json", workingDirectory: scratch.path)
        } throws: { error in
            (error as? InputError)?.description == "no such file or directory: missing.json (the module list)"
        }
    }
}
