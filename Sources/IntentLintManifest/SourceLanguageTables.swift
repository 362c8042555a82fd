import IntentLintSupport
import IntentLintLocalization

/// What people read and say of a module's localized strings in the app's development language,
/// from its strings tables: the manifest writes it beside each title's key (`text`) and each App
/// Shortcut phrase's (`texts`), so that `diff` compares what people see whether it reads sources
/// or manifest files, and a title turned into a key whose text is the old title changes nothing.
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

    /// `string` with the text people read, when a table gives one other than what shows without
    /// tables (its `defaultValue`, else its key).
    func shown(_ string: LocalizedString) -> LocalizedString {
        guard let text = texts[string.table ?? "Localizable"]?[string.key]?.first, text != (string.defaultValue ?? string.key) else { return string }
        var shown = string
        shown.text = text
        return shown
    }

    func shown(_ value: Evaluated<LocalizedString>?) -> Evaluated<LocalizedString>? {
        guard !texts.isEmpty, case .constant(let string)? = value else { return value }
        return .constant(shown(string))
    }

    /// A display representation with its title (a type's name) as people read it.
    func shown(_ value: Evaluated<DisplayRepresentationValue>?) -> Evaluated<DisplayRepresentationValue>? {
        guard !texts.isEmpty, case .constant(var representation)? = value else { return value }
        representation.title = shown(representation.title)
        return .constant(representation)
    }

    /// A phrase with what people say for it: its development-language texts in the module's
    /// `AppShortcuts` table (the only table the build reads phrases from), when they are not the
    /// phrase itself.
    func said(_ phrase: PhraseTemplate) -> PhraseTemplate {
        guard let said = texts["AppShortcuts"]?[phrase.text.key], said != [phrase.text.key] else { return phrase }
        var phrase = phrase
        phrase.texts = said
        return phrase
    }
}
