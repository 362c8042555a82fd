/// A JSON value that knows where it starts in its text, for findings that point into a JSON
/// file (a string catalog). Foundation's reader gives no positions, hence this small one; it is
/// also what `JSONValue.parse` reads configuration, baselines and manifests with, several times
/// faster than Foundation's reader and its bridging on Linux.
package struct LocatedJSON: Sendable {
    package enum Kind: Sendable {
        /// Members in the order written; a repeated key is kept twice (`member` takes the last).
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        /// The number as written.
        case number(String)
        case boolean(Bool)
        case null
    }

    package struct Member: Sendable {
        package var key: String
        /// Where the key's opening quote is.
        package var keyOffset: Int
        package var value: LocatedJSON
    }

    package var kind: Kind
    /// Byte offset of the value's first character.
    package var offset: Int

    /// The value of `key` in an object; nil for a missing key or another kind of value.
    package func member(_ key: String) -> LocatedJSON? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    package var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    package var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// "an object", "a string", …, for messages.
    package var kindDescription: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .null: return "null"
        }
    }

    /// Why text is not JSON, and at which byte.
    package struct SyntaxError: Error, Equatable {
        package var reason: String
        package var offset: Int
    }

    /// Far above any real catalog, far below what would exhaust a thread's stack.
    static let maximumDepth = 200

    /// The one value `text` (UTF-8) holds, read as RFC 8259 says: no comments, no trailing
    /// commas, no single quotes.
    package static func parse(_ text: [UInt8]) throws(SyntaxError) -> LocatedJSON {
        var reader = Reader(text: text)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == text.count else { throw reader.error("unexpected \(reader.describeNext()) after the JSON value") }
        return value
    }

    private struct Reader {
        let text: [UInt8]
        var position = 0

        mutating func skipWhitespace() {
            while position < text.count {
                let byte = text[position]
                guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
                position += 1
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> LocatedJSON {
            guard depth < LocatedJSON.maximumDepth else { throw error("values are nested more than \(LocatedJSON.maximumDepth) levels deep") }
            guard position < text.count else { throw error("expected a value, found the end of the file") }
            let start = position
            switch text[position] {
            case UInt8(ascii: "{"): return LocatedJSON(kind: .object(try object(depth: depth)), offset: start)
            case UInt8(ascii: "["): return LocatedJSON(kind: .array(try array(depth: depth)), offset: start)
            case UInt8(ascii: "\""): return LocatedJSON(kind: .string(try string()), offset: start)
            case UInt8(ascii: "t"): try literal("true"); return LocatedJSON(kind: .boolean(true), offset: start)
            case UInt8(ascii: "f"): try literal("false"); return LocatedJSON(kind: .boolean(false), offset: start)
            case UInt8(ascii: "n"): try literal("null"); return LocatedJSON(kind: .null, offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
                return LocatedJSON(kind: .number(String(decoding: text[start..<position], as: UTF8.self)), offset: start)
            default: throw error("unexpected \(describeNext()): expected a value")
            }
        }

        private mutating func object(depth: Int) throws(SyntaxError) -> [Member] {
            let start = position
            position += 1
            var members: [Member] = []
            skipWhitespace()
            if position < text.count, text[position] == UInt8(ascii: "}") {
                position += 1
                return members
            }
            while true {
                skipWhitespace()
                guard position < text.count else { throw error("the object opened here is not closed with '}'", at: start) }
                guard text[position] == UInt8(ascii: "\"") else { throw error("unexpected \(describeNext()): expected a key in double quotes") }
                let keyOffset = position
                let key = try string()
                skipWhitespace()
                guard position < text.count, text[position] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key \(QuotedText.quoted(key)), found \(describeNext())")
                }
                position += 1
                skipWhitespace()
                members.append(Member(key: key, keyOffset: keyOffset, value: try value(depth: depth + 1)))
                skipWhitespace()
                guard position < text.count else { throw error("the object opened here is not closed with '}'", at: start) }
                switch text[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "}"): position += 1; return members
                default: throw error("unexpected \(describeNext()): expected ',' or '}' after the value of \(QuotedText.quoted(key))")
                }
            }
        }

        private mutating func array(depth: Int) throws(SyntaxError) -> [LocatedJSON] {
            let start = position
            position += 1
            var elements: [LocatedJSON] = []
            skipWhitespace()
            if position < text.count, text[position] == UInt8(ascii: "]") {
                position += 1
                return elements
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard position < text.count else { throw error("the array opened here is not closed with ']'", at: start) }
                switch text[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"): position += 1; return elements
                default: throw error("unexpected \(describeNext()): expected ',' or ']' in an array")
                }
            }
        }

        /// A string in double quotes. `\u` escapes name UTF-16 units, so that a surrogate pair
        /// is one character (a lone surrogate becomes U+FFFD).
        private mutating func string() throws(SyntaxError) -> String {
            let start = position
            position += 1
            var decoded = DecodedText()
            var runStart = position
            while position < text.count {
                let byte = text[position]
                if byte == UInt8(ascii: "\"") {
                    let run = text[runStart..<position]
                    position += 1
                    // Most strings have no escape and are decoded straight from the text.
                    if runStart == start + 1 { return String(decoding: run, as: UTF8.self) }
                    decoded.append(run)
                    return decoded.string
                }
                if byte < 0x20 { throw error("a control character must be escaped in a string") }
                position += 1
                guard byte == UInt8(ascii: "\\") else { continue }
                decoded.append(text[runStart..<(position - 1)])
                guard position < text.count else { break }
                switch text[position] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(text[position...position])
                case UInt8(ascii: "b"): decoded.append("\u{08}")
                case UInt8(ascii: "f"): decoded.append("\u{0C}")
                case UInt8(ascii: "n"): decoded.append("\n")
                case UInt8(ascii: "r"): decoded.append("\r")
                case UInt8(ascii: "t"): decoded.append("\t")
                case UInt8(ascii: "u"):
                    var value: UInt16 = 0
                    for digit in 1...4 {
                        guard position + digit < text.count, let nibble = HexadecimalDigit.value(of: text[position + digit]) else {
                            throw error("'\\u' must be followed by four hexadecimal digits", at: position - 1)
                        }
                        value = value << 4 | UInt16(nibble)
                    }
                    decoded.appendUTF16(value)
                    position += 4
                default:
                    throw error("unknown escape in a string: '\\' followed by \(describeNext())", at: position - 1)
                }
                position += 1
                runStart = position
            }
            throw error("the string opened here is not closed", at: start)
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        private mutating func number() throws(SyntaxError) {
            if text[position] == UInt8(ascii: "-") { position += 1 }
            guard position < text.count, isDigit(text[position]) else { throw error("expected a digit in a number") }
            if text[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                while position < text.count, isDigit(text[position]) { position += 1 }
            }
            if position < text.count, text[position] == UInt8(ascii: ".") {
                position += 1
                guard position < text.count, isDigit(text[position]) else { throw error("expected a digit after the decimal point") }
                while position < text.count, isDigit(text[position]) { position += 1 }
            }
            if position < text.count, text[position] == UInt8(ascii: "e") || text[position] == UInt8(ascii: "E") {
                position += 1
                if position < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") { position += 1 }
                guard position < text.count, isDigit(text[position]) else { throw error("expected a digit in the exponent") }
                while position < text.count, isDigit(text[position]) { position += 1 }
            }
        }

        private mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let length = word.utf8CodeUnitCount
            guard position + length <= text.count,
                  (0..<length).allSatisfy({ text[position + $0] == word.utf8Start[$0] }) else {
                throw error("unexpected \(describeNext()): expected a value")
            }
            position += length
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        func describeNext() -> String {
            guard position < text.count else { return "the end of the file" }
            let byte = text[position]
            if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }

        func error(_ reason: String, at offset: Int? = nil) -> SyntaxError {
            SyntaxError(reason: reason, offset: min(offset ?? position, text.count))
        }
    }
}
