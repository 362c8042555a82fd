import Foundation

/// The fixture apps and oracle-only modules under `Fixtures/`, found from this file's place in
/// the repository.
package enum Fixtures {
    /// The apps with golden manifests; each must lint clean.
    package static let apps = ["DayPlanner", "SoupChef", "TravelTracking", "Wallpapers"]

    /// Modules only the compiler oracle reads: deliberately broken or unusual code.
    package static let oracleModules = ["Conformances", "Literals", "NonConstant"]

    /// Three levels up from Tests/IntentLintTestSupport/Fixtures.swift.
    package static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    package static let directory = repositoryRoot + "/Fixtures"

    /// The folder of an app or oracle module; the module name is the folder name.
    package static func folder(of module: String) -> String {
        let group = oracleModules.contains(module) ? "Oracle" : "Apps"
        return "\(directory)/\(group)/\(module)"
    }

    package static func goldenPath(of app: String) -> String {
        "\(directory)/Golden/\(app).manifest.json"
    }

    /// Every Swift file under `folder`, sorted, as absolute paths.
    package static func swiftFiles(under folder: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }
}
