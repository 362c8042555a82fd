/// The text of a quoted string being decoded: the runs of its UTF-8 bytes between escapes, as
/// written, and what its escapes stand for. Property lists and JSON escape different characters
/// in different ways, but both name UTF-16 units (`\U` and `\u`), so that a character outside
/// the Basic Multilingual Plane is written as two escapes: a high surrogate followed by a low
/// one makes one character, and a surrogate left alone is U+FFFD.
package struct DecodedText {
    private var utf8: [UInt8] = []
    /// A high surrogate waiting for its low one.
    private var highSurrogate: UInt16?

    package init() {}

    /// Bytes as written, or one byte an escape stands for.
    package mutating func append(_ bytes: ArraySlice<UInt8>) {
        guard !bytes.isEmpty else { return }
        endSurrogatePair()
        utf8.append(contentsOf: bytes)
    }

    package mutating func append(_ scalar: Unicode.Scalar) {
        endSurrogatePair()
        UTF8.encode(scalar) { utf8.append($0) }
    }

    package mutating func appendUTF16(_ unit: UInt16) {
        if let high = highSurrogate, UTF16.isTrailSurrogate(unit) {
            highSurrogate = nil
            append(Unicode.Scalar(0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(unit) - 0xDC00))!)
        } else if UTF16.isLeadSurrogate(unit) {
            endSurrogatePair()
            highSurrogate = unit
        } else {
            append(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
    }

    package var string: String {
        var text = self
        text.endSurrogatePair()
        return String(decoding: text.utf8, as: UTF8.self)
    }

    /// A high surrogate followed by anything but a low one stands alone: U+FFFD.
    private mutating func endSurrogatePair() {
        guard highSurrogate != nil else { return }
        highSurrogate = nil
        UTF8.encode("\u{FFFD}") { utf8.append($0) }
    }
}

package enum HexadecimalDigit {
    /// The value of `0`–`9`, `a`–`f` or `A`–`F`; nil for any other byte.
    package static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
