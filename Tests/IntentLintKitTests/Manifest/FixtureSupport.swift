import Foundation
import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintDiscovery
@testable import IntentLintManifest
@testable import IntentLintEngine

/// The fixture apps and oracle-only modules under `Fixtures/`, and the manifests
/// lint-intents builds for them in-process.
enum Fixtures {
    /// The apps with golden manifests; each must lint clean.
    static let apps = ["DayPlanner", "SoupChef", "TravelTracking", "Wallpapers"]

    /// Modules only the compiler oracle reads: deliberately broken or unusual code.
    static let oracleModules = ["Conformances", "Literals", "NonConstant"]

    /// Four levels up from Tests/IntentLintKitTests/Manifest/FixtureSupport.swift.
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let directory = repositoryRoot + "/Fixtures"

    /// The folder of an app or oracle module; the module name is the folder name.
    static func folder(of module: String) -> String {
        let group = oracleModules.contains(module) ? "Oracle" : "Apps"
        return "\(directory)/\(group)/\(module)"
    }

    static func goldenPath(of app: String) -> String {
        "\(directory)/Golden/\(app).manifest.json"
    }

    /// The manifest of a module, with paths relative to its folder, as
    /// `lint-intents manifest --module-name <module> <folder>` writes it.
    static func manifest(of module: String) throws -> Manifest {
        let inputs = try ModuleDiscovery.discover([folder(of: module)]).modules[0].inputs
        let loaded = ModuleLoader.load(inputs, jobs: 2)
        if let problem = loaded.problems.first {
            throw InputError("\(problem.path): \(problem.message)")
        }
        return ManifestBuilder.build(ScannedModule(name: module, files: loaded.files)).manifest
    }

    /// Every Swift file of a module, sorted, as absolute paths.
    static func swiftFiles(of module: String) -> [String] {
        FileSystem.swiftFiles(under: folder(of: module))
    }
}
