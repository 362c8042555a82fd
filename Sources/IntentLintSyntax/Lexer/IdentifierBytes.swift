/// Which bytes continue a Swift identifier: letters, digits, `_`, and every non-ASCII byte
/// (the scanner treats all non-ASCII as name characters).
enum IdentifierBytes {
    /// A table, so loops over single bytes do one load a byte instead of a chain of range
    /// checks. Written once, then only read; never freed.
    nonisolated(unsafe) static let table: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 {
            switch UInt8(byte) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
                table[byte] = true
            default:
                table[byte] = false
            }
        }
        return UnsafePointer(table)
    }()

    // Computed, not stored: a stored `static let` is read through its lazy initializer's check
    // at every use, which cost more than the arithmetic in the eight-byte loops.
    @inline(__always) static var highBits: UInt64 { 0x8080_8080_8080_8080 }
    @inline(__always) private static var ones: UInt64 { 0x0101_0101_0101_0101 }

    /// The same test on eight bytes at once (the first in the low byte): the high bit of
    /// each byte of the result is set where that byte does not continue an identifier.
    /// Each comparison works on the low seven bits, where adding or subtracting a byte
    /// constant never carries into the next byte: bit 7 of `b + (0x80 - low)` says
    /// `b >= low`, and of `(0x80 + high) - b` says `b <= high`.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ascii = word & ~highBits
        let lowered = ascii | ones &* 0x20
        let letter = atLeast(lowered, 0x61) & atMost(lowered, 0x7A)
        let digit = atLeast(ascii, 0x30) & atMost(ascii, 0x39)
        let underscore = atMost(ascii ^ (ones &* 0x5F), 0)
        let continues = (letter | digit | underscore) & highBits | word & highBits
        return ~continues & highBits
    }

    /// The high bit of each byte of `word` that is an ASCII capital, `A` to `Z`, compared as
    /// in `nonIdentifierBytes`.
    @inline(__always)
    static func capitals(_ word: UInt64) -> UInt64 {
        let ascii = word & ~highBits
        return atLeast(ascii, 0x41) & atMost(ascii, 0x5A) & ~word & highBits
    }

    @inline(__always) private static func atLeast(_ value: UInt64, _ low: UInt64) -> UInt64 { value &+ ones &* (0x80 - low) }
    @inline(__always) private static func atMost(_ value: UInt64, _ high: UInt64) -> UInt64 { ones &* (0x80 + high) &- value }

    /// Past the identifier bytes of `bytes` from `start`: eight at a time while eight
    /// remain, then one at a time. Every non-ASCII byte counts, U+00A0 too (the lexer ends
    /// a name there itself).
    @inline(__always)
    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var mayHaveNonASCII = false
        return end(of: bytes, from: start, mayHaveNonASCII: &mayHaveNonASCII)
    }

    /// The same, also saying whether the name may hold a non-ASCII byte: never false when
    /// it does, sometimes true when only the bytes after it do.
    @inline(__always)
    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, mayHaveNonASCII: inout Bool) -> Int {
        let count = bytes.count
        var end = start
        var highBitsSeen: UInt64 = 0
        while end + 8 <= count {
            let word = word(bytes, at: end)
            highBitsSeen |= word
            let others = nonIdentifierBytes(word)
            if others != 0 {
                mayHaveNonASCII = highBitsSeen & highBits != 0
                return end + others.trailingZeroBitCount / 8
            }
            end += 8
        }
        while end < count, table[Int(bytes[end])] {
            highBitsSeen |= UInt64(bytes[end])
            end += 1
        }
        mayHaveNonASCII = highBitsSeen & highBits != 0
        return end
    }

    /// The eight bytes at `offset`, the first in the low byte. `offset + 8` must not pass the end.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }
}
