import Foundation
import Testing
@testable import IntentLintDiscovery
import IntentLintTestSupport

/// One rule turns a name into a module name, as Xcode's `c99extidentifier` does: for Xcode
/// targets, for a folder linted without a project file, and (in a copy) in the plugins.
@Suite struct ModuleNamingTests {
    /// Name → module name. The plugins' copy documents the same examples.
    static let examples: [(name: String, identifier: String)] = [
        ("Soup Chef", "Soup_Chef"),
        ("3DViewer", "_3DViewer"),
        ("Café", "Café"),
        ("a-b", "a_b"),
        ("My.App 2", "My_App_2"),
        ("Soup🍜", "Soup_"),
        ("", "_"),
    ]

    @Test func namesBecomeIdentifiersAsXcodeMakesThem() {
        for (name, identifier) in Self.examples {
            #expect(ModuleNaming.c99ExtendedIdentifier(name) == identifier, "\(name.debugDescription)")
        }
        #expect(ModuleNaming.isPlainIdentifier("Soup_Chef") && ModuleNaming.isPlainIdentifier("Café"))
        #expect(!ModuleNaming.isPlainIdentifier("3DViewer") && !ModuleNaming.isPlainIdentifier("a-b") && !ModuleNaming.isPlainIdentifier(""))
    }

    @Test func aFolderIsNamedAfterItsLastComponent() {
        #expect(ModuleNaming.identifier(fromFolder: "/work/Sources/Soup Chef") == "Soup_Chef")
        #expect(ModuleNaming.identifier(fromFolder: "/work/3DViewer/") == "_3DViewer")
        #expect(ModuleNaming.identifier(fromFolder: "/") == "Module")
    }

    @Test func aFolderNamed3DViewerIsTheModule_3DViewer() throws {
        let scratch = try ScratchFolder()
        let folder = try scratch.makeFolder("3DViewer")
        try scratch.write("struct Model {}", to: "3DViewer/Model.swift")
        let found = try ModuleDiscovery.discover(["."], workingDirectory: folder)
        #expect(found.modules.map(\.name) == ["_3DViewer"])
    }

    /// The plugins cannot import the library, so `LintedModule.moduleName(ofProduct:)` is a
    /// copy; the examples its comment promises are the library's results.
    @Test func thePluginsCopyDocumentsTheLibrarysResults() throws {
        let plugins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Plugins")
        let files = try #require(FileManager.default.enumerator(atPath: plugins.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        var copies = 0
        for file in files {
            let text = try String(contentsOfFile: plugins.appendingPathComponent(file).path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let function = lines.firstIndex(where: { $0.contains("func moduleName(ofProduct") }) else { continue }
            copies += 1
            var documented: [(name: String, identifier: String)] = []
            for line in lines[..<function].reversed() {
                guard line.hasPrefix("///") else { break }
                // `/// - "name" → "identifier"`
                let parts = line.dropFirst(3).trimmingCharacters(in: .whitespaces).components(separatedBy: "\" → \"")
                guard parts.count == 2, parts[0].hasPrefix("- \""), parts[1].hasSuffix("\"") else { continue }
                documented.insert((String(parts[0].dropFirst(3)), String(parts[1].dropLast())), at: 0)
            }
            #expect(documented.map(\.name) == Self.examples.map(\.name), "\(file) documents other examples")
            for (name, identifier) in documented {
                #expect(ModuleNaming.c99ExtendedIdentifier(name) == identifier, "\(file): \(name.debugDescription)")
            }
        }
        #expect(copies >= 1, "no plugin source declares moduleName(ofProduct:)")
    }
}
