import Foundation
import Testing

/// A plugin target can depend on no library target, so each plugin folder holds real copies of
/// the files it shares with the others, and with the library (`IntentLintKit/SharedWithPlugins`:
/// the types of the files lint-intents and the plugins exchange). Copies, not symbolic links,
/// which break on Windows checkouts, in registry archives and in editors that save by replacing.
/// These tests keep the copies from drifting apart.
@Suite struct PluginCopiesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sharedFolder = "Sources/IntentLintKit/SharedWithPlugins"

    /// Each `.swift` file of each plugin folder and of the library's shared folder, by name.
    static func copies() throws -> [String: [String]] {
        let manager = FileManager.default
        let plugins = try manager.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Plugins").path)
            .sorted().map { "Plugins/" + $0 }
        var copies: [String: [String]] = [:]
        for folder in plugins + [sharedFolder] {
            for name in try manager.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path).sorted()
            where name.hasSuffix(".swift") {
                copies[name, default: []].append(folder + "/" + name)
            }
        }
        return copies
    }

    @Test func sharedFilesAreIdenticalCopies() throws {
        let copies = try Self.copies().filter { $0.value.count > 1 }
        // The files known to be shared, so that a rename cannot make this test check nothing.
        #expect(Set(copies.keys).isSuperset(of: ["LintedModule.swift", "TargetLinting.swift", "ModuleListFile.swift", "RunSummary.swift"]))
        for paths in copies.values {
            let contents = try paths.map { try Data(contentsOf: Self.packageRoot.appendingPathComponent($0)) }
            for (path, content) in zip(paths.dropFirst(), contents.dropFirst()) {
                #expect(content == contents[0], "\(path) differs from \(paths[0]): copy one over the other")
            }
        }
    }

    @Test func everyFileTheLibrarySharesIsInAPlugin() throws {
        let copies = try Self.copies()
        for (name, paths) in copies where paths.contains(Self.sharedFolder + "/" + name) {
            #expect(paths.contains { $0.hasPrefix("Plugins/") }, "\(name) is in \(Self.sharedFolder) but in no plugin folder")
        }
    }

    @Test func pluginFilesAreNoLinks() throws {
        for paths in try Self.copies().values {
            for path in paths {
                let attributes = try FileManager.default.attributesOfItem(atPath: Self.packageRoot.appendingPathComponent(path).path)
                #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(path) is not a regular file")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent("Plugins/Shared").path))
    }
}
