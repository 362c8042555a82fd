/// Turns the raw text of a string segment into the string's value: escapes decoded
/// (`\n`, `\u{…}`, and for raw strings only `\#n`), and for multi-line strings the
/// indentation of the closing delimiter removed from every line, as Swift does.
enum StringLiteralDecoder {
    static func decode(_ raw: UnsafeBufferPointer<UInt8>, hashCount: Int, multilineIndentation: Int?,
                       startsAfterOpeningDelimiter: Bool, endsAtClosingDelimiter: Bool) -> String {
        let isMultiline = multilineIndentation != nil
        let indentation = multilineIndentation ?? 0
        var end = raw.count
        var index = 0
        var atLineStart = false
        if isMultiline && endsAtClosingDelimiter {
            // Drop the closing delimiter's line (whitespace only) and the line break before it.
            var cursor = end
            while cursor > 0, raw[cursor - 1] == 0x20 || raw[cursor - 1] == 0x09 { cursor -= 1 }
            if cursor > 0, raw[cursor - 1] == 0x0A {
                cursor -= 1
                if cursor > 0, raw[cursor - 1] == 0x0D { cursor -= 1 }
                end = cursor
            } else if cursor > 0, raw[cursor - 1] == 0x0D {
                end = cursor - 1
            }
        }
        if isMultiline && startsAfterOpeningDelimiter {
            while index < raw.count, raw[index] != 0x0A, raw[index] != 0x0D { index += 1 }
            if index < raw.count, raw[index] == 0x0D { index += 1 }
            if index < raw.count, raw[index] == 0x0A { index += 1 }
            atLineStart = true
        }
        var output: [UInt8] = []
        output.reserveCapacity(max(0, end - index))
        while index < end {
            if atLineStart {
                var removed = 0
                while removed < indentation, index < end, raw[index] == 0x20 || raw[index] == 0x09 {
                    index += 1
                    removed += 1
                }
                atLineStart = false
                continue
            }
            let byte = raw[index]
            if byte == UInt8(ascii: "\\") {
                var hashes = 0
                while hashes < hashCount, index + 1 + hashes < end, raw[index + 1 + hashes] == UInt8(ascii: "#") { hashes += 1 }
                let escapeIndex = index + 1 + hashCount
                if hashes == hashCount, escapeIndex < end {
                    let escaped = raw[escapeIndex]
                    index = escapeIndex + 1
                    switch escaped {
                    case UInt8(ascii: "n"): output.append(0x0A)
                    case UInt8(ascii: "t"): output.append(0x09)
                    case UInt8(ascii: "r"): output.append(0x0D)
                    case UInt8(ascii: "0"): output.append(0x00)
                    case UInt8(ascii: "u"):
                        index = appendUnicodeEscape(raw, from: index, end: end, to: &output)
                    case 0x0A, 0x0D:
                        // Line continuation in a multi-line string.
                        if escaped == 0x0D, index < end, raw[index] == 0x0A { index += 1 }
                        atLineStart = true
                    default:
                        output.append(escaped)
                    }
                    continue
                }
            }
            if byte == 0x0D {
                output.append(0x0A)
                index += 1
                if index < end, raw[index] == 0x0A { index += 1 }
                atLineStart = isMultiline
                continue
            }
            if byte == 0x0A {
                atLineStart = isMultiline
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes `{XXXX}` after `\u`; returns the index after it.
    private static func appendUnicodeEscape(_ raw: UnsafeBufferPointer<UInt8>, from start: Int, end: Int,
                                            to output: inout [UInt8]) -> Int {
        guard start < end, raw[start] == UInt8(ascii: "{") else { return start }
        var index = start + 1
        var value: UInt32 = 0
        var digits = 0
        while index < end, raw[index] != UInt8(ascii: "}"), digits < 8 {
            guard let digit = hexValue(raw[index]) else { break }
            value = value << 4 | UInt32(digit)
            digits += 1
            index += 1
        }
        if index < end, raw[index] == UInt8(ascii: "}") { index += 1 }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        output.append(contentsOf: Array(String(Character(scalar)).utf8))
        return index
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
