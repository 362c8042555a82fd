import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintDiscovery
@testable import IntentLintManifest
@testable import IntentLintMetadata

/// Real Swift sources next to the `extract.actionsdata` Xcode wrote from them
/// (Fixtures/XcodeMetadata, each with its provenance and license). For each pair, the file
/// lint-intents writes from the sources must agree with Xcode's on every leaf but the generator
/// stamp, and where Xcode wrote its unordered lists in the order lint-intents writes them, be the
/// same text byte for byte.
struct XcodeMetadataPairTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var folder: String
        var module: String
        /// The Xcode build that wrote the file (`generator.version`).
        var toolsVersion: String
        /// Leaves of Xcode's file, pinned: the count the docs and the closing note give.
        var leafCount: Int
        /// The file Xcode wrote, when it is not `extract.actionsdata` (an excerpt a test kept).
        var excerpt: String?
        /// Whether Xcode happened to write its unordered lists as lint-intents does.
        var isSameText: Bool

        var testDescription: String { folder }
    }

    static let pairs = [
        Pair(folder: "DuplicateTasks", module: "DuplicateTasks", toolsVersion: "27A266a", leafCount: 104, isSameText: true),
        Pair(folder: "CodecMetadata", module: "DuplicateTasks", toolsVersion: "27A266a", leafCount: 375, isSameText: false),
        Pair(folder: "CollectionMetadata", module: "DuplicateTasks", toolsVersion: "27A266a", leafCount: 444, isSameText: true),
        Pair(folder: "IntentFileDeclarations", module: "Subject", toolsVersion: "27A266a", leafCount: 78, isSameText: true),
        Pair(folder: "Xcode272Metadata", module: "Subject", toolsVersion: "27B5028f", leafCount: 516, isSameText: true),
        Pair(folder: "JibunKitCounter", module: "JibunKit_App", toolsVersion: "unknown", leafCount: 57, excerpt: "CounterBaseline.json", isSameText: false),
    ]

    static let directory = Fixtures.directory + "/XcodeMetadata"

    /// The document lint-intents writes for a pair's sources, for an iOS build.
    static func document(_ pair: Pair, toolsVersion: String = MetadataBuildSettings.defaultToolsVersion) throws -> MetadataDocument {
        let inputs = try ModuleDiscovery.discover([directory + "/" + pair.folder + "/Sources"]).modules[0].inputs
        let loaded = ModuleLoader.load(inputs, jobs: 2)
        let (manifest, index) = ManifestBuilder.build(ScannedModule(name: pair.module, files: loaded.files))
        return MetadataWriter.document(manifest, index: index, settings: MetadataBuildSettings(toolsVersion: toolsVersion))
    }

    static func exported(_ pair: Pair) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(pair.folder)/\(pair.excerpt ?? "extract.actionsdata")")))
    }

    @Test(arguments: pairs)
    func everyLeafAgreesButTheGeneratorStamp(pair: Pair) throws {
        let document = try Self.document(pair)
        #expect(document.problems.isEmpty, "\(document.problems.map(\.message))")
        let comparison = MetadataLeafComparison.compare(exported: try LocatedJSON.parse(try Self.exported(pair)), written: document.json,
                                                        exportIsExcerpt: pair.excerpt != nil)
        let stamp = comparison.differences.filter { $0.path == "generator.version" }
        #expect(comparison.differences.count == stamp.count, "\(comparison.summary)")
        #expect(comparison.agreeingCount + stamp.count == comparison.leafCount)
        #expect(comparison.leafCount == pair.leafCount, "\(comparison.summary)")
    }

    /// With Xcode's own tools version, the file is Xcode's, byte for byte.
    @Test(arguments: pairs.filter(\.isSameText))
    func theTextIsXcodes(pair: Pair) throws {
        let document = try Self.document(pair, toolsVersion: pair.toolsVersion)
        #expect(AppleJSONText.compact(document.json) == String(decoding: try Self.exported(pair), as: UTF8.self))
    }
}
