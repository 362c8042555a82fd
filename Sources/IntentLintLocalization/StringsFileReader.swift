/// Reads a `.strings` file as Foundation does (CoreFoundation's old-style property list
/// reader, `CFOldStylePList.c` in swift-corelibs-foundation, read for this port), keeping
/// where each key and value starts:
/// - `"key" = "value";` entries, keys and values quoted with `"` or `'` or unquoted (letters,
///   digits and `_ $ / : . -`); `"key";` alone means the key is its own value; a value may also
///   be an array `( … )`, a dictionary `{ … }` or data `< … >`; the whole may be wrapped in `{ }`.
/// - `//` and `/* */` comments anywhere between tokens; a comment left open ends the file.
/// - Escapes: `\n`-style letters, `\"`, `\U` with up to four hexadecimal digits (a UTF-16 unit,
///   so a pair of escapes makes one emoji), `\` with up to three octal digits, and `\` before
///   any other character stands for that character.
/// - A missing `;`, `=` or closing quote is an error. Text after the last entry that cannot
///   start a key (and a key whose quote is never closed) ends the file without one: Foundation
///   stops reading there, and `ignoredTextLocation` says where.
///
/// Every loop consumes a byte or ends, and nesting is limited, so no input makes it hang or
/// run out of stack.
import IntentLintSupport
import IntentLintSyntax

struct StringsFileReader {
    struct Reading {
        var contents: Result<LocalizedStringTable, LocalizationSyntaxError>
        var directives: [CommentDirective]
    }

    /// Far above any real file, far below what would exhaust a thread's stack.
    static let maximumDepth = 200

    private let text: [UInt8]
    private let lines: LineTable
    private let language: String?
    private var position = 0
    /// Byte ranges of the comments passed, from `//` or `/*` to their end.
    private var comments: [Range<Int>] = []
    private var ignoredTextOffset: Int?

    private init(_ text: [UInt8], language: String?) {
        self.text = text
        self.language = language
        lines = text.withUnsafeBufferPointer(LineTable.init)
    }

    /// The entries of `text` (UTF-8, see `LocalizationText`), whose values are in `language`.
    static func read(_ text: [UInt8], language: String?) -> Reading {
        var reader = StringsFileReader(text, language: language)
        let contents: Result<LocalizedStringTable, LocalizationSyntaxError>
        do {
            let entries = try reader.entries()
            contents = .success(LocalizedStringTable(entries: entries, ignoredTextLocation: reader.ignoredTextOffset.map(reader.location)))
        } catch {
            contents = .failure(error)
        }
        return Reading(contents: contents, directives: reader.directives())
    }

    // MARK: The file

    private indirect enum Value {
        case string(String, offset: Int)
        case array([Value])
        case dictionary([LocalizedStringTable.Entry])
        case data

        var kindName: String {
            switch self {
            case .string: return "string"
            case .array: return "array"
            case .dictionary: return "dictionary"
            case .data: return "data"
            }
        }
    }

    /// Like Foundation, reads one value first: a dictionary in braces is the table; a string
    /// followed by more text means the file is entries without braces, read again from the start.
    private mutating func entries() throws(LocalizationSyntaxError) -> [LocalizedStringTable.Entry] {
        guard skipWhitespaceAndComments() else { return [] }
        let start = position
        let first = try value(depth: 0)
        let more = skipWhitespaceAndComments()
        switch first {
        case .dictionary(let entries) where !more:
            return entries
        case .string where more:
            position = 0
            comments = []
            return try dictionaryContent(depth: 0, isTopLevel: true)
        case .string:
            throw error("the file holds a lone string, not `\"key\" = \"value\";` entries", at: start)
        case .array where !more, .data where !more:
            throw error("the file holds one \(first.kindName), not `\"key\" = \"value\";` entries", at: start)
        default:
            throw error("unexpected \(describeNextCharacter()) after the \(first.kindName) that starts at line \(location(start).line)")
        }
    }

    /// `key = value;` entries up to what cannot start a key (the `}` of a dictionary).
    private mutating func dictionaryContent(depth: Int, isTopLevel: Bool) throws(LocalizationSyntaxError) -> [LocalizedStringTable.Entry] {
        var entries: [LocalizedStringTable.Entry] = []
        while skipWhitespaceAndComments() {
            let keyStart = position
            let key: String
            if StringsFileReader.isQuote(text[position]) {
                do {
                    key = try quotedString()
                } catch {
                    // Foundation drops a broken key at the top level with all after it, silently.
                    guard isTopLevel else { throw error }
                    ignoredTextOffset = keyStart
                    break
                }
            } else if StringsFileReader.isUnquotedStringByte(text[position]) {
                key = unquotedString()
            } else {
                if isTopLevel { ignoredTextOffset = keyStart }
                break
            }
            let keyEnd = position
            guard skipWhitespaceAndComments() else {
                throw error("expected '=' or ';' after the key \(QuotedText.quoted(key)), found the end of the file", at: keyEnd)
            }
            let value: Value
            switch text[position] {
            case UInt8(ascii: ";"):
                value = .string(key, offset: keyStart)
            case UInt8(ascii: "="):
                position += 1
                value = try self.value(depth: depth + 1)
            default:
                throw error("expected '=' after the key \(QuotedText.quoted(key)), found \(describeNextCharacter())")
            }
            entries.append(entry(key: key, at: keyStart, value))
            // Reported where the `;` belongs, not at the next line's key that shows it missing.
            let valueEnd = position
            guard skipWhitespaceAndComments(), text[position] == UInt8(ascii: ";") else {
                throw error("expected ';' after the value of \(QuotedText.quoted(key)), found \(describeNextCharacter())", at: valueEnd)
            }
            position += 1
        }
        return entries
    }

    private func entry(key: String, at offset: Int, _ value: Value) -> LocalizedStringTable.Entry {
        var values: [LocalizedStringTable.Value] = []
        switch value {
        case .string(let text, let offset):
            values = [LocalizedStringTable.Value(text: text, location: location(offset), language: language)]
        case .array(let elements):
            for case .string(let text, let offset) in elements {
                values.append(LocalizedStringTable.Value(text: text, location: location(offset), language: language))
            }
        case .dictionary, .data:
            break
        }
        return LocalizedStringTable.Entry(key: key, keyLocation: location(offset), values: values)
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(LocalizationSyntaxError) -> Value {
        guard depth < StringsFileReader.maximumDepth else {
            throw error("values are nested more than \(StringsFileReader.maximumDepth) levels deep")
        }
        guard skipWhitespaceAndComments() else { throw error("expected a value, found the end of the file") }
        let start = position
        switch text[position] {
        case UInt8(ascii: "{"):
            position += 1
            let entries = try dictionaryContent(depth: depth, isTopLevel: false)
            guard skipWhitespaceAndComments(), text[position] == UInt8(ascii: "}") else {
                throw error("expected '}' to close the dictionary opened at line \(location(start).line), found \(describeNextCharacter())")
            }
            position += 1
            return .dictionary(entries)
        case UInt8(ascii: "("):
            return try array(depth: depth)
        case UInt8(ascii: "<"):
            try data()
            return .data
        case let byte where StringsFileReader.isQuote(byte):
            return .string(try quotedString(), offset: start)
        case let byte where StringsFileReader.isUnquotedStringByte(byte):
            return .string(unquotedString(), offset: start)
        default:
            throw error("unexpected \(describeNextCharacter()): expected a value")
        }
    }

    /// Elements may be left out where Foundation allows it: `()` and a trailing comma.
    private mutating func array(depth: Int) throws(LocalizationSyntaxError) -> Value {
        let start = position
        position += 1
        var elements: [Value] = []
        while let element = try optionalValue(depth: depth + 1) {
            elements.append(element)
            guard skipWhitespaceAndComments() else { break }
            guard text[position] == UInt8(ascii: ",") else { break }
            position += 1
        }
        guard skipWhitespaceAndComments(), text[position] == UInt8(ascii: ")") else {
            throw error("expected ')' to close the array opened at line \(location(start).line), found \(describeNextCharacter())")
        }
        position += 1
        return .array(elements)
    }

    /// A value, or nil (nothing consumed) when none starts here.
    private mutating func optionalValue(depth: Int) throws(LocalizationSyntaxError) -> Value? {
        guard skipWhitespaceAndComments() else { return nil }
        switch text[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"): return try value(depth: depth)
        case let byte where StringsFileReader.isQuote(byte) || StringsFileReader.isUnquotedStringByte(byte): return try value(depth: depth)
        default: return nil
        }
    }

    /// `<0fa1 b2>`: pairs of hexadecimal digits, blanks between pairs.
    private mutating func data() throws(LocalizationSyntaxError) {
        let start = position
        position += 1
        while position < text.count {
            let byte = text[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                position += 1
            } else if let length = lineSeparatorLength(at: position) {
                position += length
            } else if StringsFileReader.isHexadecimalDigit(byte) {
                guard position + 1 < text.count, StringsFileReader.isHexadecimalDigit(text[position + 1]) else {
                    throw error("data must be pairs of hexadecimal digits")
                }
                position += 2
            } else {
                throw error("unexpected \(describeNextCharacter()) in data: expected hexadecimal digits or '>'")
            }
        }
        throw error("the data opened here is not closed with '>'", at: start)
    }

    // MARK: Strings

    private static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    private static func isUnquotedStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func isHexadecimalDigit(_ byte: UInt8) -> Bool {
        hexadecimalValue(byte) != nil
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt16(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func unquotedString() -> String {
        let start = position
        while position < text.count, StringsFileReader.isUnquotedStringByte(text[position]) { position += 1 }
        return String(decoding: text[start..<position], as: UTF8.self)
    }

    /// A string in `"` or `'`, which may span lines. Escapes produce UTF-16 units, as in
    /// Foundation, so that `\UD83D\UDE00` is one emoji; a lone surrogate becomes U+FFFD.
    private mutating func quotedString() throws(LocalizationSyntaxError) -> String {
        let start = position
        let quote = text[position]
        position += 1
        // Most strings have no escape and are decoded straight from the text.
        var units: [UInt16]?
        var runStart = position
        while position < text.count {
            let byte = text[position]
            if byte == quote {
                let run = text[runStart..<position]
                position += 1
                guard var decoded = units else { return String(decoding: run, as: UTF8.self) }
                decoded.append(contentsOf: String(decoding: run, as: UTF8.self).utf16)
                return String(decoding: decoded, as: UTF16.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            var decoded = units ?? []
            units = nil  // so that appending does not copy
            decoded.append(contentsOf: String(decoding: text[runStart..<position], as: UTF8.self).utf16)
            position += 1
            guard position < text.count else { throw error("the string opened here is not closed", at: start) }
            let escaped = text[position]
            switch escaped {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Up to three digits; the value is a byte (Foundation keeps eight bits) in the
                // NeXTSTEP encoding, which agrees with Latin-1 for letters.
                var value: UInt8 = 0
                var count = 0
                while count < 3, position < text.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[position]) {
                    value = value &<< 3 &+ (text[position] - UInt8(ascii: "0"))
                    position += 1
                    count += 1
                }
                decoded.append(UInt16(value))
            case UInt8(ascii: "U"):
                position += 1
                var value: UInt16 = 0
                var count = 0
                while count < 4, position < text.count, let digit = StringsFileReader.hexadecimalValue(text[position]) {
                    value = value << 4 | digit
                    position += 1
                    count += 1
                }
                decoded.append(value)
            default:
                if let control = StringsFileReader.escapedControlCharacters[escaped] {
                    decoded.append(control)
                    position += 1
                } else {
                    // Any other character stands for itself: it starts the next run.
                    runStart = position
                    position += StringsFileReader.sequenceLength(escaped, available: text.count - position)
                    units = decoded
                    continue
                }
            }
            units = decoded
            runStart = position
        }
        throw error("the string opened here is not closed", at: start)
    }

    private static let escapedControlCharacters: [UInt8: UInt16] = [
        UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09, UInt8(ascii: "v"): 0x0B,
    ]

    /// The length of the UTF-8 sequence a byte leads, within what is left.
    private static func sequenceLength(_ lead: UInt8, available: Int) -> Int {
        let length: Int
        switch lead {
        case 0xC0...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF7: length = 4
        default: length = 1
        }
        return min(length, max(available, 1))
    }

    // MARK: Blanks and comments

    /// Moves past blanks (U+2028 and U+2029 included) and comments; false at the end of the text.
    private mutating func skipWhitespaceAndComments() -> Bool {
        while position < text.count {
            let byte = text[position]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                position += 1
                continue
            }
            if let length = lineSeparatorLength(at: position) {
                position += length
                continue
            }
            guard byte == UInt8(ascii: "/"), position + 1 < text.count else { return true }
            let start = position
            switch text[position + 1] {
            case UInt8(ascii: "/"):
                position += 2
                while position < text.count, text[position] != 0x0A, text[position] != 0x0D, lineSeparatorLength(at: position) == nil {
                    position += 1
                }
            case UInt8(ascii: "*"):
                position += 2
                while position < text.count, !(text[position] == UInt8(ascii: "*") && position + 1 < text.count && text[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                position = min(position + 2, text.count)
            default:
                return true
            }
            comments.append(start..<position)
        }
        return false
    }

    /// 3 at U+2028 or U+2029, which Foundation counts as blanks.
    private func lineSeparatorLength(at offset: Int) -> Int? {
        guard text[offset] == 0xE2, offset + 2 < text.count, text[offset + 1] == 0x80,
              text[offset + 2] == 0xA8 || text[offset + 2] == 0xA9 else { return nil }
        return 3
    }

    private func directives() -> [CommentDirective] {
        text.withUnsafeBufferPointer { bytes in
            comments.compactMap { range in
                CommentDirectiveReader.directive(inComment: UnsafeBufferPointer(rebasing: bytes[range]),
                                                 isBlock: bytes[range.lowerBound + 1] == UInt8(ascii: "*"),
                                                 location: location(range.lowerBound),
                                                 isTrailing: CommentDirectiveReader.codePrecedesOnLine(bytes, range.lowerBound))
            }
        }
    }

    // MARK: Positions and errors

    private func location(_ offset: Int) -> SourceLocation {
        lines.location(ofOffset: Int32(truncatingIfNeeded: min(offset, text.count)))
    }

    private func describeNextCharacter() -> String {
        guard position < text.count else { return "the end of the file" }
        let byte = text[position]
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        let length = StringsFileReader.sequenceLength(byte, available: text.count - position)
        guard let scalar = String(decoding: text[position..<(position + length)], as: UTF8.self).unicodeScalars.first else {
            return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private func error(_ reason: String, at offset: Int? = nil) -> LocalizationSyntaxError {
        LocalizationSyntaxError(reason: reason, location: location(offset ?? position))
    }
}

