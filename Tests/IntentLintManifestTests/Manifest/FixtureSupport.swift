import IntentLintTestSupport
@testable import IntentLintSupport
@testable import IntentLintSyntax
@testable import IntentLintDiscovery
@testable import IntentLintManifest

extension Fixtures {
    /// The manifest of a module, with paths relative to its folder, as
    /// `lint-intents manifest --module-name <module> <folder>` writes it: every file scanned
    /// (the run's relevance filter skips only files that cannot change a manifest).
    static func manifest(of module: String) throws -> Manifest {
        let inputs = try ModuleDiscovery.discover([folder(of: module)]).modules[0].inputs
        return ManifestBuilder.build(ScannedModule(name: module, files: try scanned(inputs))).manifest
    }

    /// Every input read and scanned, as `--scan-every-file` reads them (the run's relevance
    /// filter skips only files that cannot change a manifest).
    static func scanned(_ inputs: [SourceInput]) throws -> [FileSyntax] {
        try inputs.map { input in
            DeclarationScanner.scan(try FileSystem.readBytes(input.absolutePath).get(), path: input.relativePath)
        }
    }
}
