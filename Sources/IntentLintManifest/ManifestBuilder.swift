import IntentLintSupport
import IntentLintSyntax

/// Builds the manifest of a module: merges extensions, classifies types, and reads every
/// metadata value as the compiler would.
package enum ManifestBuilder {
    /// - Parameter chosenDeclarations: for types declared more than once, which declaration
    ///   to read (see `TypeIndex.init`); the first by default, as the manifest records it.
    package static func build(_ module: ScannedModule, chosenDeclarations: [String: Int] = [:]) -> (manifest: Manifest, index: TypeIndex) {
        let index = TypeIndex(files: module.files, moduleName: module.name, chosenDeclarations: chosenDeclarations)
        let texts = SourceLanguageTables(module.localizationFiles)
        let reader = ManifestRecordReader(index: index, moduleName: module.name, texts: texts)
        var manifest = Manifest(module: module.name)
        // Sized up front: growing moved every record already in, again at each doubling.
        let intents = index.entries(in: .intent)
        manifest.actions.reserveCapacity(intents.count)
        for entry in intents {
            manifest.actions[entry.qualifiedName] = reader.action(entry)
        }
        let entities = index.entries(in: .entity)
        manifest.entities.reserveCapacity(entities.count)
        for entry in entities {
            manifest.entities[entry.qualifiedName] = reader.entity(entry)
        }
        manifest.enums = index.entries(in: .appEnum).map(reader.appEnum)
        for entry in index.entries(in: .query) {
            manifest.queries[entry.qualifiedName] = reader.query(entry, entities: manifest.entities)
        }
        for entry in index.entries(in: .package) {
            manifest.packages[entry.qualifiedName] = reader.package(entry)
        }
        for entry in index.entries(in: .unionValue) {
            manifest.unionValues[entry.qualifiedName] = reader.unionValue(entry)
        }
        let providers = index.entries(in: .shortcutsProvider)
        if let provider = providers.first {
            let shortcuts = reader.shortcutsProvider(provider)
            manifest.autoShortcutProvider = shortcuts.record
            manifest.negativePhrases = shortcuts.negativePhrases
            manifest.shortcutTileColor = shortcuts.tileColor
        }
        // The build uses one provider; the others' shortcuts are still linted.
        for provider in providers {
            manifest.autoShortcuts += reader.shortcutsProvider(provider).shortcuts
        }
        // What people say for each phrase, from the `AppShortcuts` table.
        if !module.localizationFiles.isEmpty {
            for index in manifest.autoShortcuts.indices {
                guard case .constant(let phrases) = manifest.autoShortcuts[index].phraseTemplates else { continue }
                manifest.autoShortcuts[index].phraseTemplates = .constant(phrases.map { $0.map(texts.said) })
            }
        }
        return (manifest, index)
    }
}
