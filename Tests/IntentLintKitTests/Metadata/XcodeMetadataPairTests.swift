import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintDiscovery
@testable import IntentLintManifest
@testable import IntentLintMetadata
import IntentLintTestSupport
@testable import IntentLintKit
@testable import IntentLintEngine

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
        /// The platform built for, where it was not iOS.
        var platform: MetadataBuildSettings.Platform = .iOS
        /// Whether the Xcode that wrote the file is a release whose form differs from Xcode 27's:
        /// then only with its tools version do the leaves agree.
        var isEarlierRelease = false

        var testDescription: String { folder }
    }

    static let pairs = [
        Pair(folder: "DuplicateTasks", module: "DuplicateTasks", toolsVersion: "27A266a", leafCount: 104, isSameText: true),
        Pair(folder: "CodecMetadata", module: "DuplicateTasks", toolsVersion: "27A266a", leafCount: 375, isSameText: false),
        Pair(folder: "CollectionMetadata", module: "DuplicateTasks", toolsVersion: "27A266a", leafCount: 444, isSameText: true),
        Pair(folder: "IntentFileDeclarations", module: "Subject", toolsVersion: "27A266a", leafCount: 78, isSameText: true),
        Pair(folder: "Xcode272Metadata", module: "Subject", toolsVersion: "27B5028f", leafCount: 516, isSameText: true),
        Pair(folder: "JibunKitCounter", module: "JibunKit_App", toolsVersion: "unknown", leafCount: 57, excerpt: "CounterBaseline.json", isSameText: false),
        // Written by Xcode 15.2 in its own form, keys in no order.
        Pair(folder: "TrollLEDs", module: "TrollLEDs", toolsVersion: "15.2", leafCount: 220, isSameText: false, isEarlierRelease: true),
        Pair(folder: "RadioStreams", module: "Radio", toolsVersion: "26.3", leafCount: 620, isSameText: true, platform: .macOS,
             isEarlierRelease: true),
        // The file in the repository ends in a line break that Xcode does not write.
        Pair(folder: "PresenceFM", module: "PresenceFM", toolsVersion: "27A5194q", leafCount: 157, isSameText: false, platform: .macOS),
    ]

    static let directory = Fixtures.directory + "/XcodeMetadata"

    /// The document lint-intents writes for a pair's sources, for a build on the pair's platform.
    static func document(_ pair: Pair, toolsVersion: String = MetadataBuildSettings.defaultToolsVersion) throws -> MetadataDocument {
        let inputs = try ModuleDiscovery.discover([directory + "/" + pair.folder + "/Sources"]).modules[0].inputs
        let (manifest, index) = ManifestBuilder.build(ScannedModule(name: pair.module, files: ModuleLoader.load(inputs, jobs: 2).files))
        return MetadataWriter.document(manifest, index: index, settings: MetadataBuildSettings(toolsVersion: toolsVersion, platform: pair.platform))
    }

    static func exported(_ pair: Pair) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(pair.folder)/\(pair.excerpt ?? "extract.actionsdata")")))
    }

    /// Written for the Xcode that wrote the pair (for those of Xcode 27, with the default tools
    /// version, whose form is theirs).
    @Test(arguments: pairs)
    func everyLeafAgreesButTheGeneratorStamp(pair: Pair) throws {
        let document = try Self.document(pair, toolsVersion: pair.isEarlierRelease ? pair.toolsVersion : MetadataBuildSettings.defaultToolsVersion)
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

/// What an earlier Xcode writes differently, shown by the pairs it wrote: the same sources written
/// for Xcode 27 differ from its file exactly where the releases differ, so `--tools-version`
/// decides them.
struct XcodeReleaseFormTests {
    private func differences(_ folder: String, toolsVersion: String) throws -> [String] {
        let pair = XcodeMetadataPairTests.pairs.first { $0.folder == folder }!
        let document = try XcodeMetadataPairTests.document(pair, toolsVersion: toolsVersion)
        let comparison = MetadataLeafComparison.compare(exported: try LocatedJSON.parse(try XcodeMetadataPairTests.exported(pair)), written: document.json)
        return comparison.differences.filter { !$0.isBuildOnly }.map(\.path)
    }

    @Test func releasesAreReadOffToolsVersions() {
        #expect(XcodeRelease(toolsVersion: "15.2") == .xcode15)
        #expect(XcodeRelease(toolsVersion: "15C500b") == .xcode15)
        #expect(XcodeRelease(toolsVersion: "16B40") == .xcode16)
        #expect(XcodeRelease(toolsVersion: "17C529") == .xcode26)
        #expect(XcodeRelease(toolsVersion: "26.3") == .xcode26)
        #expect(XcodeRelease(toolsVersion: "27A266a") == .xcode27)
        #expect(XcodeRelease(toolsVersion: "28.0") == .xcode27)
        #expect(XcodeRelease(toolsVersion: "unknown") == .xcode27)
    }

    /// Xcode 26.3 counts an entity string query's capabilities from 2 (6), and writes no
    /// `entitySyncMetadata` or `typeSpecificMetadata` for an entity.
    @Test func xcode26CountsQueriesFromTwo() throws {
        let paths = try differences("RadioStreams", toolsVersion: "27A266a")
        #expect(Set(paths) == ["queries.StreamEntityQuery.capabilities", "entities.StreamEntity.entitySyncMetadata.entitySyncType",
                               "entities.StreamEntity.typeSpecificMetadata"], "\(paths)")
        #expect(try differences("RadioStreams", toolsVersion: "26.3").isEmpty)
    }

    /// Xcode 15.2 writes no `alternatives`, no `supportedModes`, `visibilityMetadata` or
    /// `fullyQualifiedTypeName` in an intent, no parameter `capabilities`, no App Shortcut
    /// availability and no assistant collections.
    @Test func xcode15LeavesOutLaterKeys() throws {
        let paths = try differences("TrollLEDs", toolsVersion: "27A266a")
        #expect(paths.contains("actions.ManualIntent.supportedModes"))
        #expect(paths.contains("actions.ManualIntent.parameters[coolLED0].capabilities"))
        #expect(paths.contains("autoShortcuts[0].availabilityAnnotations.LNPlatformNameWildcard.introducedVersion"))
        #expect(paths.contains("actions.AllOnIntent.title.alternatives"))
        #expect(paths.contains("assistantIntents"))
        #expect(try differences("TrollLEDs", toolsVersion: "15.2").isEmpty)
    }
}
