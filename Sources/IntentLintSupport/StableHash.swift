/// 64-bit FNV-1a over UTF-8 bytes: the same on every machine and every run, unlike `Hasher`.
package struct StableHash {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// Adds `text` followed by a NUL byte, so that ("ab", "c") and ("a", "bc") differ.
    package mutating func combine(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0)
    }

    /// The value as 16 hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
}
