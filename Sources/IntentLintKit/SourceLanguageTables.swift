import IntentLintSupport
import IntentLintLocalization
import IntentLintDiff

/// What people read and say of a module's localized strings in the app's development
/// language, from its strings tables, for `diff`: a title turned into a key whose
/// development-language text is the old title changes nothing people see.
///
/// A string catalog names its development language (`sourceLanguage`), and a key it has no
/// text for in that language shows as itself. A `.strings` table's language is its `.lproj`
/// folder's: of the languages a table has, `Base` is the development one, else `en` (Xcode's and
/// SwiftPM's usual one), else the only one; a table in several other languages is not read, since
/// which is the development one is not known there. Where no table says, a string shows its
/// `defaultValue`, else its key.
struct SourceLanguageTables {
    /// Each table's development-language texts by key, by table name (`Localizable`, `AppShortcuts`).
    private var texts: [String: [String: [String]]] = [:]

    init(_ files: [LocalizationFile]) {
        var catalogs: [String: [String: [String]]] = [:]
        var stringsFiles: [String: [String: [String: [String]]]] = [:]  // table → language → key → texts
        for file in files {
            guard case .success(let table) = file.contents else { continue }
            let name = Self.tableName(file.fileName)
            switch file.format {
            case .stringCatalog:
                var entries: [String: [String]] = [:]
                for entry in table.entries {
                    let own = entry.values.filter { $0.language == table.sourceLanguage }.map(\.text)
                    entries[entry.key] = own.isEmpty ? [entry.key] : own
                }
                catalogs[name, default: [:]].merge(entries) { first, _ in first }
            case .strings:
                guard let language = LocalizationFile.language(ofPath: file.path) else { continue }
                for entry in table.entries where !entry.values.isEmpty {
                    stringsFiles[name, default: [:]][language, default: [:]][entry.key] = entry.values.map(\.text)
                }
            }
        }
        texts = catalogs
        for (name, languages) in stringsFiles where texts[name] == nil {
            let development = languages["Base"] ?? languages["en"] ?? (languages.count == 1 ? languages.first?.value : nil)
            if let development { texts[name] = development }
        }
    }

    /// `Localizable` for `Localizable.strings` and `Localizable.xcstrings`.
    private static func tableName(_ fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: ".") else { return fileName }
        return String(fileName[..<dot])
    }

    var language: SavedIdentifiers.SourceLanguage {
        guard !texts.isEmpty else { return .withoutTables }
        let texts = self.texts
        return SavedIdentifiers.SourceLanguage(
            text: { key, table, defaultValue in texts[table ?? "Localizable"]?[key]?.first ?? defaultValue ?? key },
            // App Shortcut phrases are localized in `AppShortcuts` tables only (swift-build reads no other).
            phrases: { template in texts["AppShortcuts"]?[template] ?? [template] })
    }
}
