import Foundation
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintDiscovery
@testable import IntentLintSyntax
@testable import IntentLintManifest
@testable import IntentLintVerify
@testable import IntentLintEngine
import IntentLintTestSupport

/// `Fixtures/Verify`: the Notes module's sources, metadata files in Apple's format that agree
/// with them or differ in one way each, built products in every layout, and build logs.
enum VerifyFixtures {
    static let directory = Fixtures.directory + "/Verify"

    /// A fixture's bytes; `path` is relative to `Fixtures/Verify`.
    static func bytes(_ path: String) throws -> [UInt8] {
        try FileSystem.readBytes(directory + "/" + path).get()
    }

    /// The metadata file at `path` (relative to `Fixtures/Verify`), shown as that path.
    static func export(_ path: String, bundleName: String? = nil) throws -> ExportedMetadata {
        try ExportedMetadataReader.read(try bytes(path), path: path, bundleName: bundleName)
    }

    /// The agreeing export of the Notes app, in the iOS layout.
    static let notesApp = "Products/iOS/Notes.app/Metadata.appintents/extract.actionsdata"

    /// The Notes module of the sources, as `verify` reads it, with paths relative to its folder.
    static func notesModule(named name: String = "Notes") throws -> SourceModule {
        let inputs = try ModuleDiscovery.discover([directory + "/Notes"]).modules[0].inputs
        let loaded = ModuleLoader.load(inputs, jobs: 2)
        let manifest = ManifestBuilder.build(ScannedModule(name: name, files: loaded.files)).manifest
        return SourceModule(id: name, name: name, manifest: manifest)
    }

    /// A module built from one source text.
    static func module(_ source: String, named name: String = "Notes") -> SourceModule {
        let file = DeclarationScanner.scan(source, path: "Example.swift")
        return SourceModule(id: name, name: name, manifest: ManifestBuilder.build(ScannedModule(name: name, files: [file])).manifest)
    }

    /// Copies fixture folders (relative to `Fixtures/Verify`) into `folder`, under the same paths.
    static func copy(_ paths: [String], into folder: ScratchFolder) throws {
        for path in paths {
            let destination = folder.path + "/" + path
            try FileManager.default.createDirectory(atPath: Paths.parent(of: destination), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: directory + "/" + path, toPath: destination)
        }
    }
}
