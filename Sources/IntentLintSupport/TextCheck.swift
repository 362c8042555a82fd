/// Decides whether bytes are Swift source text: valid UTF-8 without NUL bytes.
package enum TextCheck {
    package enum Problem: Equatable {
        case containsNul(offset: Int)
        case invalidUTF8(offset: Int)
    }

    /// The first problem, or nil for valid text. ASCII runs are checked 32 bytes at a time,
    /// then eight, where a run ends.
    package static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 32 <= count {
                let words = UnsafeRawPointer(bytes.baseAddress! + index)
                let a = words.loadUnaligned(as: UInt64.self), b = words.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let c = words.loadUnaligned(fromByteOffset: 16, as: UInt64.self), d = words.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if (a | b | c | d) & highBits == 0, zeroBytes(a) | zeroBytes(b) | zeroBytes(c) | zeroBytes(d) == 0 {
                    index += 32
                    continue
                }
            }
            if index + 8 <= count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                // All ASCII and no zero byte: skip the word.
                if word & highBits == 0 && zeroBytes(word) == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte == 0 { return .containsNul(offset: index) }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
            default: return .invalidUTF8(offset: index)
            }
            guard index + length <= count else { return .invalidUTF8(offset: index) }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return .invalidUTF8(offset: index) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return .invalidUTF8(offset: index)
            }
            index += length
        }
        return nil
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when a byte of an ASCII `word` is zero (exact only where no byte has its high bit
    /// set, which the callers check with it).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & highBits
    }
}
