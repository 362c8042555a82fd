/// Reads the old-style (OpenStep) property list format, in which Xcode writes `project.pbxproj`
/// and people write `.strings` files: `{ key = value; }` dictionaries, `( a, b, )` arrays,
/// strings in `"` or `'` or unquoted, `<0fa1>` data, and `//` and `/* */` comments between
/// tokens. Each value keeps where it starts. The readers of the two formats differ in details,
/// which `Dialect` names; `PropertyListText` and `StringsFileReader` read the whole file.
///
/// Escapes in quoted strings: `\n`-style letters, `\U` with up to four hexadecimal digits (a
/// UTF-16 unit, so a pair of escapes makes one emoji), `\` with up to three octal digits (a
/// NeXTSTEP-encoded byte; Xcode writes them only for ASCII, and higher values are read as
/// Latin-1, which agrees with NeXTSTEP for letters), and `\` before any other character stands
/// for that character.
///
/// Recursive descent with a depth limit, so that deep nesting throws instead of running out of
/// stack; every loop consumes a byte or ends, so no input makes it hang.
package struct OldStylePropertyListReader {
    /// Whose reader to agree with where the two differ.
    package enum Dialect: Sendable {
        /// Xcode's `project.pbxproj`.
        case projectFile
        /// `.strings` files, read as Foundation does (CoreFoundation's old-style property list
        /// reader, `CFOldStylePList.c` in swift-corelibs-foundation, read for this port).
        case stringsFile

        /// `+` may be unquoted: Xcode quotes it, but hand-written project files do not always.
        var allowsUnquotedPlus: Bool { self == .projectFile }
        /// U+2028 and U+2029 are line breaks: blanks between tokens, and the end of a `//` comment.
        var readsLineSeparatorsAsBlanks: Bool { self == .stringsFile }
        /// A `/*` never closed ends the text silently (Foundation), rather than being an error.
        var endsTextAtUnclosedComment: Bool { self == .stringsFile }
        /// `"key";` alone is an entry whose value is its key.
        var takesKeyAloneAsItsValue: Bool { self == .stringsFile }
        /// An octal escape keeps eight bits, as Foundation does: `\777` is U+00FF, not U+01FF.
        var keepsEightBitsOfOctalEscapes: Bool { self == .stringsFile }
        /// `\U` without a hexadecimal digit is U+0000 (Foundation), rather than an error.
        var readsBareUnicodeEscapeAsZero: Bool { self == .stringsFile }
        /// Data is pairs of hexadecimal digits with blanks only between pairs (Foundation);
        /// Xcode's reader takes blanks anywhere.
        var readsDataInPairs: Bool { self == .stringsFile }
    }

    package indirect enum Value {
        case string(String, offset: Int)
        case array([Value])
        /// Entries in the order written; a repeated key is kept twice.
        case dictionary([Entry])
        case data([UInt8])

        /// "string", "array", …, for messages.
        package var kindName: String {
            switch self {
            case .string: return "string"
            case .array: return "array"
            case .dictionary: return "dictionary"
            case .data: return "data"
            }
        }
    }

    package struct Entry {
        package var key: String
        package var keyOffset: Int
        package var value: Value
    }

    /// Why the text is not a property list, and at which byte.
    package struct SyntaxError: Error {
        package var reason: String
        package var offset: Int
    }

    /// Xcode writes five or six levels; the limit is far above that and far below the depth
    /// that would exhaust a secondary thread's stack.
    package static let maximumDepth = 200

    package let bytes: [UInt8]
    package let dialect: Dialect
    package private(set) var position: Int
    /// In a strings file, the byte ranges of the comments passed, from `//` or `/*` to their
    /// end: they hold `lint-intents:` directives.
    package private(set) var comments: [Range<Int>] = []
    /// At a strings file's top level, where Foundation stops reading without an error: at text
    /// that cannot start a key, or at a key whose quote is never closed.
    package private(set) var ignoredTextOffset: Int?

    package init(_ bytes: [UInt8], dialect: Dialect, startingAt position: Int = 0) {
        self.bytes = bytes
        self.dialect = dialect
        self.position = position
    }

    /// Back to the start, forgetting the comments passed.
    package mutating func restart() {
        position = 0
        comments = []
    }

    // MARK: Values

    package mutating func value(depth: Int) throws(SyntaxError) -> Value {
        guard depth < Self.maximumDepth else { throw error("values are nested more than \(Self.maximumDepth) levels deep") }
        guard try skipBlanksAndComments() else {
            throw error(dialect == .projectFile ? "unexpected end of file: expected a value" : "expected a value, found the end of the file")
        }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            return .dictionary(try entries(depth: depth, openedAt: start))
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "<"): return try data()
        case let byte where Self.isQuote(byte): return .string(try quotedString(), offset: start)
        case let byte where isUnquotedStringByte(byte): return .string(unquotedString(), offset: start)
        default: throw error("unexpected \(describeNext()): expected a value")
        }
    }

    /// `key = value;` entries up to the `}` that closes the dictionary opened at `start`, or,
    /// at a strings file's top level (`start` nil), up to the end or to what cannot start a key.
    package mutating func entries(depth: Int, openedAt start: Int?) throws(SyntaxError) -> [Entry] {
        var entries: [Entry] = []
        while true {
            guard try skipBlanksAndComments() else {
                guard let start else { return entries }
                throw unfinished("dictionary", closer: "}", openedAt: start, expecting: "a key or '}'")
            }
            let keyOffset = position
            let key: String
            if start != nil, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return entries
            } else if Self.isQuote(bytes[position]) {
                do {
                    key = try quotedString()
                } catch {
                    // Foundation drops a broken key at the top level with all after it, silently.
                    guard start == nil else { throw error }
                    ignoredTextOffset = keyOffset
                    return entries
                }
            } else if isUnquotedStringByte(bytes[position]) {
                key = unquotedString()
            } else {
                guard let start else {
                    ignoredTextOffset = keyOffset
                    return entries
                }
                throw unfinished("dictionary", closer: "}", openedAt: start, expecting: "a key or '}'")
            }
            let keyEnd = position
            guard try skipBlanksAndComments() else {
                // Reported where the `=` belongs in a strings file.
                throw dialect.takesKeyAloneAsItsValue
                    ? error("expected '=' or ';' after the key \(named(key)), found the end of the file", at: keyEnd)
                    : error("expected '=' after the key \(named(key)), found the end of the file")
            }
            let value: Value
            if bytes[position] == UInt8(ascii: ";"), dialect.takesKeyAloneAsItsValue {
                value = .string(key, offset: keyOffset)
            } else if bytes[position] == UInt8(ascii: "=") {
                position += 1
                value = try self.value(depth: depth + 1)
            } else {
                throw error("expected '=' after the key \(named(key)), found \(describeNext())")
            }
            entries.append(Entry(key: key, keyOffset: keyOffset, value: value))
            let valueEnd = position
            guard try skipBlanksAndComments(), bytes[position] == UInt8(ascii: ";") else {
                // A strings file's is reported where the `;` belongs, not at the next line's key
                // that shows it missing.
                throw error("expected ';' after the value of \(named(key)), found \(describeNext())",
                            at: dialect == .stringsFile ? valueEnd : position)
            }
            position += 1
        }
    }

    /// `( a, b )`; `()` and a trailing comma are allowed.
    private mutating func array(depth: Int) throws(SyntaxError) -> Value {
        let start = position
        position += 1
        var elements: [Value] = []
        while true {
            guard try skipBlanksAndComments() else { throw unfinished("array", closer: ")", openedAt: start, expecting: "a value") }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return .array(elements)
            }
            guard canStartValue(bytes[position]) else { throw unfinished("array", closer: ")", openedAt: start, expecting: "a value") }
            elements.append(try value(depth: depth + 1))
            guard try skipBlanksAndComments() else { throw unfinished("array", closer: ")", openedAt: start, expecting: "a value") }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: ")"): continue
            default: throw unfinished("array", closer: ")", openedAt: start, expecting: "',' or ')' in an array")
            }
        }
    }

    /// `<0fa1 b2>`: hexadecimal digits, with blanks between them.
    private mutating func data() throws(SyntaxError) -> Value {
        let start = position
        position += 1
        var result: [UInt8] = []
        var highNibble: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                guard highNibble == nil else { throw error("data has an odd number of hexadecimal digits") }
                position += 1
                return .data(result)
            }
            if let length = blankInDataLength(at: position) {
                position += length
                continue
            }
            guard let nibble = HexadecimalDigit.value(of: byte) else {
                throw error("unexpected \(describeNext()) in data: expected hexadecimal digits or '>'")
            }
            if dialect.readsDataInPairs {
                guard position + 1 < bytes.count, let low = HexadecimalDigit.value(of: bytes[position + 1]) else {
                    throw error("data must be pairs of hexadecimal digits")
                }
                result.append(nibble << 4 | low)
                position += 2
            } else if let high = highNibble {
                result.append(high << 4 | nibble)
                highNibble = nil
                position += 1
            } else {
                highNibble = nibble
                position += 1
            }
        }
        throw error("the data opened here is not closed with '>'", at: start)
    }

    private func blankInDataLength(at offset: Int) -> Int? {
        let byte = bytes[offset]
        guard dialect.readsDataInPairs else { return Self.isBlank(byte) ? 1 : nil }
        if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { return 1 }
        return lineSeparatorLength(at: offset)
    }

    // MARK: Strings

    private static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Letters, digits and `_ $ / : . -` (and `+` in project files).
    private func isUnquotedStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        case UInt8(ascii: "+"):
            return dialect.allowsUnquotedPlus
        default:
            return false
        }
    }

    private func canStartValue(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") || Self.isQuote(byte)
            || isUnquotedStringByte(byte)
    }

    /// Like Xcode's and Foundation's readers, a `/` inside an unquoted string belongs to it, even
    /// as `//`: comments start only where a token could.
    private mutating func unquotedString() -> String {
        let start = position
        while position < bytes.count, isUnquotedStringByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A string in `"` or `'`, which may span lines. Its bytes are UTF-8; invalid sequences
    /// become U+FFFD rather than an error.
    private mutating func quotedString() throws(SyntaxError) -> String {
        let start = position
        let quote = bytes[position]
        position += 1
        var text = DecodedText()
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                let run = bytes[runStart..<position]
                position += 1
                // Most strings have no escape and are decoded straight from the text.
                if runStart == start + 1 { return String(decoding: run, as: UTF8.self) }
                text.append(run)
                return text.string
            }
            position += 1
            guard byte == UInt8(ascii: "\\") else { continue }
            text.append(bytes[runStart..<(position - 1)])
            guard position < bytes.count else { break }
            try escape(into: &text)
            runStart = position
        }
        throw error("the string opened here is not closed", at: start)
    }

    /// The escape whose `\` was just passed.
    private mutating func escape(into text: inout DecodedText) throws(SyntaxError) {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "a"): text.append("\u{07}")
        case UInt8(ascii: "b"): text.append("\u{08}")
        case UInt8(ascii: "f"): text.append("\u{0C}")
        case UInt8(ascii: "n"): text.append("\n")
        case UInt8(ascii: "r"): text.append("\r")
        case UInt8(ascii: "t"): text.append("\t")
        case UInt8(ascii: "v"): text.append("\u{0B}")
        case UInt8(ascii: "U"):
            let unit = digits(maximumCount: 4, radix: 16)
            if unit == nil, !dialect.readsBareUnicodeEscapeAsZero {
                throw error("'\\U' must be followed by hexadecimal digits", at: position - 2)
            }
            text.appendUTF16(UInt16(unit ?? 0))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            position -= 1
            let value = digits(maximumCount: 3, radix: 8) ?? 0
            text.append(Unicode.Scalar(dialect.keepsEightBitsOfOctalEscapes ? value & 0xFF : value) ?? "\u{FFFD}")
        default:
            text.append(bytes[(position - 1)..<position])
        }
    }

    /// Up to `maximumCount` digits in `radix` (8 or 16); nil when there is none.
    private mutating func digits(maximumCount: Int, radix: UInt32) -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        while count < maximumCount, position < bytes.count, let digit = HexadecimalDigit.value(of: bytes[position]), UInt32(digit) < radix {
            value = value * radix + UInt32(digit)
            position += 1
            count += 1
        }
        return count == 0 ? nil : value
    }

    // MARK: Blanks and comments

    /// Moves past blanks and comments; false at the end of the text.
    package mutating func skipBlanksAndComments() throws(SyntaxError) -> Bool {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isBlank(byte) {
                position += 1
                continue
            }
            if let length = lineSeparatorLength(at: position) {
                position += length
                continue
            }
            guard byte == UInt8(ascii: "/"), position + 1 < bytes.count else { return true }
            let start = position
            switch bytes[position + 1] {
            case UInt8(ascii: "/"):
                position += 2
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D, lineSeparatorLength(at: position) == nil {
                    position += 1
                }
            case UInt8(ascii: "*"):
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                if position + 1 < bytes.count {
                    position += 2
                } else if dialect.endsTextAtUnclosedComment {
                    position = bytes.count
                } else {
                    throw error("the comment opened here is not closed with '*/'", at: start)
                }
            default:
                return true
            }
            if dialect == .stringsFile { comments.append(start..<position) }
        }
        return false
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// 3 at U+2028 or U+2029, where the dialect reads them as line breaks.
    private func lineSeparatorLength(at offset: Int) -> Int? {
        guard dialect.readsLineSeparatorsAsBlanks, bytes[offset] == 0xE2, offset + 2 < bytes.count, bytes[offset + 1] == 0x80,
              bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 else { return nil }
        return 3
    }

    // MARK: Errors

    /// What a message calls the next character: `'x'`, or a byte or code point by number.
    package func describeNext() -> String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        if dialect == .stringsFile {
            // The character the byte starts (U+FFFD for one that cannot start a character).
            let length: Int
            switch byte {
            case 0xC0...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF7: length = 4
            default: length = 1
            }
            let scalar = String(decoding: bytes[position..<min(position + length, bytes.count)], as: UTF8.self).unicodeScalars.first!
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// A key as messages show it.
    private func named(_ key: String) -> String {
        dialect == .projectFile ? "'\(key)'" : QuotedText.quoted(key)
    }

    /// Where a dictionary's or array's contents cannot go on: at the end of the text, or at a
    /// character that is neither what comes next nor the closing bracket.
    private func unfinished(_ kind: String, closer: Character, openedAt start: Int, expecting: String) -> SyntaxError {
        switch dialect {
        case .projectFile:
            guard position < bytes.count else { return error("the \(kind) opened here is not closed with '\(closer)'", at: start) }
            return error("unexpected \(describeNext()): expected \(expecting)")
        case .stringsFile:
            let line = bytes.withUnsafeBufferPointer(LineTable.init).location(ofOffset: Int32(truncatingIfNeeded: start)).line
            return error("expected '\(closer)' to close the \(kind) opened at line \(line), found \(describeNext())")
        }
    }

    package func error(_ reason: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(reason: reason, offset: min(offset ?? position, bytes.count))
    }
}
