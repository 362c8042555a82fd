import Testing
@testable import IntentLintSupport
@testable import IntentLintDiscovery
@testable import IntentLintManifest
@testable import IntentLintMetadata
import IntentLintTestSupport

/// The mangled name `metadata` writes for every intent, entity, enum, query and App Shortcuts
/// provider of the fixture modules (written with the compiler's own `#if` choices aside) is the
/// one `swiftc -emit-const-values-path` gives the type.
/// Needs `swiftc` on PATH, as `CompilerOracleTests` does.
struct MangledNamesOracleTests {
    @Test(arguments: Fixtures.apps + Fixtures.oracleModules)
    func mangledNamesAreTheCompilers(module: String) throws {
        let compiler = Dictionary(try CompilerOracle.constValues(of: module).map { ($0.name, $0.mangledName) }, uniquingKeysWith: { first, _ in first })
        let inputs = try ModuleDiscovery.discover([Fixtures.folder(of: module)]).modules[0].inputs
        let (manifest, index) = ManifestBuilder.build(ScannedModule(name: module, files: try Fixtures.scanned(inputs)))
        let document = MetadataWriter.document(manifest, index: index, settings: MetadataBuildSettings())
        var written: [(type: String, mangled: String)] = []
        func collect(_ records: JSONValue?, nameKeys: [String]) {
            let values: [JSONValue]
            switch records {
            case .object(let members)?: values = Array(members.values)
            case .array(let elements)?: values = elements
            default: values = []
            }
            for case .object(let record) in values {
                guard case .string(let mangled)? = record["mangledTypeNameV2"] ?? record["mangledTypeName"],
                      case .string(let qualified)? = nameKeys.lazy.compactMap({ record[$0] }).first else { continue }
                written.append((String(qualified.dropFirst(module.count + 1)), mangled))
            }
        }
        guard case .object(let root) = document.json else { return }
        collect(root["actions"], nameKeys: ["fullyQualifiedTypeName"])
        collect(root["entities"], nameKeys: ["fullyQualifiedTypeName"])
        collect(root["enums"], nameKeys: ["fullyQualifiedTypeName"])
        collect(root["queries"], nameKeys: ["fullyQualifiedIdentifier"])
        if case .string(let provider)? = root["autoShortcutProviderMangledName"], let name = manifest.autoShortcutProvider?.identifier {
            written.append((name, provider))
        }
        // The compiler here builds for Linux, where `#if os(iOS)` code is not compiled: those
        // types are not compared.
        let compared = written.filter { compiler[$0.type] != nil }
        #expect(compared.count >= written.count / 2 && !compared.isEmpty)
        for (type, mangled) in compared {
            #expect(compiler[type] == mangled, "\(module).\(type)")
        }
    }
}
