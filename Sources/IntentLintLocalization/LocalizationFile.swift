import IntentLintSupport
import IntentLintSyntax

/// A `.strings` file or a string catalog (`.xcstrings`) of a module, as rules read it: the
/// loader reads its bytes, and it is parsed once, here, so that rules never touch the file
/// system and never parse a file twice.
public struct LocalizationFile: Sendable {
    public enum Format: Sendable, Equatable {
        /// Old-style `"key" = "value";` text, UTF-8 or UTF-16.
        case strings
        /// A string catalog: JSON with every language in one file.
        case stringCatalog
    }

    /// Relative to the module's root, as the manifest names files; findings carry it.
    package var path: String
    /// As the user would name it; the engine puts it on findings.
    package var displayPath: String
    package var format: Format
    /// The entries, or why the file is not valid in its format.
    package var contents: Result<LocalizedStringTable, LocalizationSyntaxError>
    /// `lint-intents:` comments; only `.strings` files have comments.
    package var directives: [CommentDirective]
    package var lineCount: Int
    /// The text as UTF-8 when the file is in another encoding (UTF-16), for the lines of
    /// findings; nil when the bytes on disk are already that text.
    package var transcodedText: [UInt8]?

    /// Parses `bytes` by the file's extension: `.xcstrings` is a string catalog, anything
    /// else is read as a `.strings` file.
    package init(path: String, displayPath: String, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        let (text, transcoded) = LocalizationText.utf8(bytes)
        transcodedText = transcoded ? text : nil
        lineCount = text.withUnsafeBufferPointer(LineTable.init).lineCount
        let language = LocalizationFile.language(ofPath: path)
        if path.hasSuffix(".xcstrings") {
            format = .stringCatalog
            contents = StringCatalogReader.read(text)
            directives = []
        } else {
            format = .strings
            let read = StringsFileReader.read(text, language: language)
            contents = read.contents
            directives = read.directives
        }
    }

    /// `AppShortcuts.strings` for `de.lproj/AppShortcuts.strings`.
    package var fileName: String {
        Paths.lastComponent(path)
    }

    /// The table's name, which `LocalizedStringResource(_:table:)` names: `Localizable` for
    /// `en.lproj/Localizable.strings` and `Localizable.xcstrings`.
    package var tableName: String {
        let name = fileName
        return name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
    }

    /// Whether this is the file the build validates and reads App Shortcut phrases from:
    /// named exactly `AppShortcuts.strings` or `AppShortcuts.xcstrings`.
    package var holdsAppShortcutPhrases: Bool {
        LocalizationFile.appShortcutsFileNames.contains(fileName)
    }

    /// swift-build passes only files of these names to the strings validator and the phrase
    /// training step (`AppIntentsMetadataTaskProducer`).
    package static let appShortcutsFileNames: Set<String> = ["AppShortcuts.strings", "AppShortcuts.xcstrings"]

    /// `de` for `…/de.lproj/Name.strings`, `Base` for `Base.lproj`; nil outside an `.lproj` folder.
    package static func language(ofPath path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
        return String(folder.dropLast(".lproj".count))
    }
}

/// The keys of a localization file and their localized texts, each with where it is written.
public struct LocalizedStringTable: Sendable {
    public struct Entry: Sendable {
        package var key: String
        /// Where the key starts (its opening quote).
        package var keyLocation: SourceLocation
        /// The localized texts of the key: a `.strings` entry's value (each string of an array
        /// value), or each string unit, string set value and variation of a catalog entry.
        package var values: [Value]
    }

    public struct Value: Sendable {
        package var text: String
        /// Where the text starts (its opening quote).
        package var location: SourceLocation
        /// The `.lproj` folder's language for a `.strings` file, the localization's for a catalog.
        package var language: String?
    }

    package var entries: [Entry]
    /// A string catalog's `sourceLanguage`: the language whose texts are what the app's
    /// developers wrote (nil for a `.strings` file, whose folder names only its own language).
    package var sourceLanguage: String?
    /// Where the build's reader stops without an error, ignoring the rest of the file: text
    /// after the last entry that cannot start a key (`.strings` files only).
    package var ignoredTextLocation: SourceLocation?
}

/// Why a localization file cannot be read in its format, and where.
public struct LocalizationSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: String
    package var location: SourceLocation

    public var description: String { "line \(location.line), column \(location.column): \(reason)" }
}
