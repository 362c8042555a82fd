import IntentLintSupport
import IntentLintSyntax

/// Reads a `.strings` file as Foundation does (`OldStylePropertyListReader.Dialect.stringsFile`),
/// keeping where each key and value starts and the file's `lint-intents:` comments:
/// - `"key" = "value";` entries; `"key";` alone means the key is its own value; a value may also
///   be an array `( … )` (each string in it is a value), a dictionary `{ … }` or data `< … >`;
///   the whole may be wrapped in `{ }`.
/// - A missing `;`, `=` or closing quote is an error. Text after the last entry that cannot
///   start a key (and a key whose quote is never closed) ends the file without one: Foundation
///   stops reading there, and `ignoredTextLocation` says where.
enum StringsFileReader {
    struct Reading {
        var contents: Result<LocalizedStringTable, LocalizationSyntaxError>
        var directives: [CommentDirective]
    }

    private typealias Reader = OldStylePropertyListReader

    /// The entries of `text` (UTF-8, see `LocalizationText`), whose values are in `language`.
    static func read(_ text: [UInt8], language: String?) -> Reading {
        var reader = Reader(text, dialect: .stringsFile)
        let lines = text.withUnsafeBufferPointer(LineTable.init)
        let location = { (offset: Int) in lines.location(ofOffset: Int32(truncatingIfNeeded: min(offset, text.count))) }
        let contents: Result<LocalizedStringTable, LocalizationSyntaxError>
        do {
            let entries = try self.entries(&reader, location: location).map { entry($0, language: language, location: location) }
            contents = .success(LocalizedStringTable(entries: entries, ignoredTextLocation: reader.ignoredTextOffset.map(location)))
        } catch {
            contents = .failure(LocalizationSyntaxError(reason: error.reason, location: location(error.offset)))
        }
        let directives = text.withUnsafeBufferPointer { bytes in
            reader.comments.compactMap { range in
                CommentDirectiveReader.directive(inComment: UnsafeBufferPointer(rebasing: bytes[range]),
                                                 isBlock: bytes[range.lowerBound + 1] == UInt8(ascii: "*"),
                                                 location: location(range.lowerBound),
                                                 isTrailing: CommentDirectiveReader.codePrecedesOnLine(bytes, range.lowerBound))
            }
        }
        return Reading(contents: contents, directives: directives)
    }

    /// Like Foundation, reads one value first: a dictionary in braces is the table; a string
    /// followed by more text means the file is entries without braces, read again from the start.
    private static func entries(_ reader: inout Reader, location: (Int) -> SourceLocation) throws(Reader.SyntaxError) -> [Reader.Entry] {
        guard try reader.skipBlanksAndComments() else { return [] }
        let start = reader.position
        let first = try reader.value(depth: 0)
        let more = try reader.skipBlanksAndComments()
        switch first {
        case .dictionary(let entries) where !more:
            return entries
        case .string where more:
            reader.restart()
            return try reader.entries(depth: 0, openedAt: nil)
        case .string:
            throw reader.error("the file holds a lone string, not `\"key\" = \"value\";` entries", at: start)
        case .array where !more, .data where !more:
            throw reader.error("the file holds one \(first.kindName), not `\"key\" = \"value\";` entries", at: start)
        default:
            throw reader.error("unexpected \(reader.describeNext()) after the \(first.kindName) that starts at line \(location(start).line)")
        }
    }

    private static func entry(_ entry: Reader.Entry, language: String?, location: (Int) -> SourceLocation) -> LocalizedStringTable.Entry {
        var values: [LocalizedStringTable.Value] = []
        switch entry.value {
        case .string(let text, let offset):
            values = [LocalizedStringTable.Value(text: text, location: location(offset), language: language)]
        case .array(let elements):
            for case .string(let text, let offset) in elements {
                values.append(LocalizedStringTable.Value(text: text, location: location(offset), language: language))
            }
        case .dictionary, .data:
            break
        }
        return LocalizedStringTable.Entry(key: entry.key, keyLocation: location(entry.keyOffset), values: values)
    }
}
