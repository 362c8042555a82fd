/// A value of an old-style (OpenStep) ASCII property list, the format of Xcode's
/// `project.pbxproj`. The format has no numbers or booleans: they are strings.
package indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
    case data([UInt8])

    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var array: [PropertyListValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    package var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }

    /// The member named `key` of a dictionary; nil for a missing key or another kind of value.
    package subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }

    /// The strings of an array (object identifiers, paths); empty for anything else.
    package var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}

/// Why bytes are not an old-style property list, and where: 1-based line, and column
/// counted in bytes.
package struct PropertyListSyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
    package var reason: String
    package var offset: Int
    package var line: Int
    package var column: Int

    package var description: String { "line \(line), column \(column): \(reason)" }
}

/// Reads the text of an old-style property list: `{ key = value; }`, `( a, b, )`, quoted
/// and unquoted strings, `<0fa1>` data, and `/* */` and `//` comments between tokens.
///
/// Recursive descent with a depth limit, so that deep nesting throws instead of running out
/// of stack; every loop consumes a byte or ends, so no input makes it hang.
package struct PropertyListText {
    /// Xcode writes five or six levels; the limit is far above that and far below the
    /// depth that would exhaust a secondary thread's stack.
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var position = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one value `bytes` holds; only whitespace and comments may surround it.
    package static func parse(_ bytes: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListValue {
        var reader = PropertyListText(bytes)
        // A byte-order mark is tolerated, as Xcode's own reader does.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        try reader.skipWhitespaceAndComments()
        guard reader.position < bytes.count else { throw reader.error("the file holds no property list") }
        let value = try reader.value(depth: 0)
        try reader.skipWhitespaceAndComments()
        guard reader.position == bytes.count else {
            throw reader.error("unexpected \(reader.describeNextByte()) after the end of the property list")
        }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(PropertyListSyntaxError) -> PropertyListValue {
        guard depth < PropertyListText.maximumDepth else {
            throw error("values are nested more than \(PropertyListText.maximumDepth) levels deep")
        }
        guard position < bytes.count else { throw error("unexpected end of file: expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "<"): return try data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quotedString())
        case let byte where PropertyListText.isUnquotedStringByte(byte): return .string(unquotedString())
        default: throw error("unexpected \(describeNextByte()): expected a value")
        }
    }

    private mutating func dictionary(depth: Int) throws(PropertyListSyntaxError) -> PropertyListValue {
        let start = position
        position += 1
        var members: [String: PropertyListValue] = [:]
        while true {
            try skipWhitespaceAndComments()
            guard position < bytes.count else { throw error("the dictionary opened here is not closed with '}'", at: start) }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .dictionary(members)
            }
            let key: String
            switch bytes[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try quotedString()
            case let byte where PropertyListText.isUnquotedStringByte(byte): key = unquotedString()
            default: throw error("unexpected \(describeNextByte()): expected a key or '}'")
            }
            try skipWhitespaceAndComments()
            try expect("=", "after the key '\(key)'")
            try skipWhitespaceAndComments()
            let value = try value(depth: depth + 1)
            try skipWhitespaceAndComments()
            try expect(";", "after the value of '\(key)'")
            members[key] = value
        }
    }

    private mutating func array(depth: Int) throws(PropertyListSyntaxError) -> PropertyListValue {
        let start = position
        position += 1
        var elements: [PropertyListValue] = []
        while true {
            try skipWhitespaceAndComments()
            guard position < bytes.count else { throw error("the array opened here is not closed with ')'", at: start) }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return .array(elements)
            }
            elements.append(try value(depth: depth + 1))
            try skipWhitespaceAndComments()
            guard position < bytes.count else { throw error("the array opened here is not closed with ')'", at: start) }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: ")"): continue
            default: throw error("unexpected \(describeNextByte()): expected ',' or ')' in an array")
            }
        }
    }

    /// `<0fa1 b2>`: pairs of hexadecimal digits, with whitespace anywhere between them.
    private mutating func data() throws(PropertyListSyntaxError) -> PropertyListValue {
        let start = position
        position += 1
        var result: [UInt8] = []
        var pendingHighNibble: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                guard pendingHighNibble == nil else { throw error("data has an odd number of hexadecimal digits") }
                position += 1
                return .data(result)
            }
            if PropertyListText.isWhitespace(byte) {
                position += 1
                continue
            }
            guard let nibble = PropertyListText.hexadecimalValue(byte) else {
                throw error("unexpected \(describeNextByte()) in data: expected hexadecimal digits or '>'")
            }
            position += 1
            if let high = pendingHighNibble {
                result.append(high << 4 | nibble)
                pendingHighNibble = nil
            } else {
                pendingHighNibble = nibble
            }
        }
        throw error("the data opened here is not closed with '>'", at: start)
    }

    // MARK: Strings

    /// Letters, digits and `_ $ / : . - +` may appear unquoted (`+` is an extension: Xcode
    /// quotes it, but hand-written files do not always).
    private static func isUnquotedStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
            return true
        default:
            return false
        }
    }

    /// Like Xcode's reader, a `/` inside an unquoted string belongs to it, even as `//`:
    /// comments start only where a token could.
    private mutating func unquotedString() -> String {
        let start = position
        while position < bytes.count, PropertyListText.isUnquotedStringByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A string in `"` or `'`. Its bytes are UTF-8 (the `// !$*UTF8*$!` header says so);
    /// invalid sequences become U+FFFD rather than an error.
    private mutating func quotedString() throws(PropertyListSyntaxError) -> String {
        let start = position
        let quote = bytes[position]
        position += 1
        var decoded: [UInt8] = []
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                let run = bytes[runStart..<position]
                position += 1
                // Most strings have no escape and are decoded straight from the text.
                if runStart == start + 1 { return String(decoding: run, as: UTF8.self) }
                decoded.append(contentsOf: run)
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: bytes[runStart..<position])
                position += 1
                try escape(into: &decoded, stringStart: start)
                runStart = position
            } else {
                position += 1
            }
        }
        throw error("the string opened here is not closed", at: start)
    }

    /// The escape after a `\`: `\n`-style letters, `\U` and up to four hexadecimal digits,
    /// `\` and up to three octal digits, or any other character standing for itself.
    private mutating func escape(into decoded: inout [UInt8], stringStart: Int) throws(PropertyListSyntaxError) {
        guard position < bytes.count else { throw error("the string opened here is not closed", at: stringStart) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "a"): decoded.append(0x07)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "v"): decoded.append(0x0B)
        case UInt8(ascii: "U"):
            let escapeStart = position - 2
            guard var unit = readDigits(maximumCount: 4, radix: 16) else {
                throw error("'\\U' must be followed by hexadecimal digits", at: escapeStart)
            }
            // A UTF-16 surrogate pair is written as two escapes.
            if (0xD800..<0xDC00).contains(unit), bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "U")]) {
                let saved = position
                position += 2
                if let low = readDigits(maximumCount: 4, radix: 16), (0xDC00..<0xE000).contains(low) {
                    unit = 0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)
                } else {
                    position = saved
                }
            }
            append(Unicode.Scalar(unit) ?? "\u{FFFD}", to: &decoded)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            position -= 1
            // Octal escapes name a NeXTSTEP-encoded byte; Xcode writes them only for ASCII,
            // and higher values are read as Latin-1, which agrees with NeXTSTEP for letters.
            let value = readDigits(maximumCount: 3, radix: 8) ?? 0
            append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &decoded)
        default:
            decoded.append(byte)
        }
    }

    /// Up to `maximumCount` digits in `radix` (8 or 16); nil when there is none.
    private mutating func readDigits(maximumCount: Int, radix: UInt32) -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        while count < maximumCount, position < bytes.count,
              let digit = PropertyListText.hexadecimalValue(bytes[position]), UInt32(digit) < radix {
            value = value * radix + UInt32(digit)
            position += 1
            count += 1
        }
        return count == 0 ? nil : value
    }

    private func append(_ scalar: Unicode.Scalar, to decoded: inout [UInt8]) {
        UTF8.encode(scalar) { decoded.append($0) }
    }

    // MARK: Whitespace, comments and errors

    private mutating func skipWhitespaceAndComments() throws(PropertyListSyntaxError) {
        while position < bytes.count {
            let byte = bytes[position]
            if PropertyListText.isWhitespace(byte) {
                position += 1
                continue
            }
            guard byte == UInt8(ascii: "/"), position + 1 < bytes.count else { return }
            switch bytes[position + 1] {
            case UInt8(ascii: "*"):
                let start = position
                position += 2
                while position + 1 < bytes.count,
                      !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                guard position + 1 < bytes.count else { throw error("the comment opened here is not closed with '*/'", at: start) }
                position += 2
            case UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            default:
                return
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, _ context: String) throws(PropertyListSyntaxError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else {
            throw error("expected '\(character)' \(context), found \(describeNextByte())")
        }
        position += 1
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private func describeNextByte() -> String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func error(_ reason: String, at offset: Int? = nil) -> PropertyListSyntaxError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return PropertyListSyntaxError(reason: reason, offset: offset, line: line, column: offset - lineStart + 1)
    }
}
