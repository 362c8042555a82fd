/// Whether a file mentions any of a set of names, found by a byte-level pass over its
/// identifiers: no tokens, no declarations, a few instructions a byte.
///
/// Used to skip the full scan of files that cannot matter to App Intents. Identifiers in
/// comments and strings count too, so the answer errs towards scanning.
package struct NameMentions: Sendable {
    /// Names hashed by their bytes; a hash hit is confirmed byte by byte.
    private var namesByHash: [UInt64: [[UInt8]]] = [:]
    /// The names' first bytes, as a 256-bit set: most identifiers are rejected by this alone.
    private var firstBytes: [UInt64] = [0, 0, 0, 0]
    /// A 4,096-bit filter of the names' hashes, checked before the dictionary.
    private var hashBits = [UInt64](repeating: 0, count: 64)
    private var shortest = Int.max
    private var longest = 0
    /// Whether a `lint-intents:` comment counts as a mention too.
    private var includesDirectives = false

    /// - Parameter includingDirectives: also answer yes for a `lint-intents:` comment.
    package init<Names: Sequence>(_ names: Names, includingDirectives: Bool = false) where Names.Element == String {
        includesDirectives = includingDirectives
        if includingDirectives { shortest = 4 }
        if includingDirectives { NameMentions.insert(UInt8(ascii: "l"), into: &firstBytes) }
        for name in names where !name.isEmpty {
            let bytes = Array(name.utf8)
            let hash = bytes.withUnsafeBufferPointer { NameMentions.hash($0, 0, bytes.count) }
            namesByHash[hash, default: []].append(bytes)
            NameMentions.insert(bytes[0], into: &firstBytes)
            hashBits[Int(hash & 4095) >> 6] |= 1 << (hash & 63)
            shortest = min(shortest, bytes.count)
            longest = max(longest, bytes.count, includingDirectives ? 4 : 0)
        }
    }

    package var isEmpty: Bool { namesByHash.isEmpty && !includesDirectives }

    /// Whether any identifier in `bytes` is one of the names.
    package func occur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !isEmpty else { return false }
        let isIdentifierByte = IdentifierBytes.table
        let count = bytes.count
        var index = 0
        while index < count {
            // Past the bytes that start no name: eight at a time while eight remain (the
            // spaces, punctuation and line breaks between names are most of a file's bytes).
            if index + 8 <= count {
                let nameBytes = ~IdentifierBytes.nonIdentifierBytes(IdentifierBytes.word(bytes, at: index)) & IdentifierBytes.highBits
                guard nameBytes != 0 else {
                    index += 8
                    continue
                }
                index += nameBytes.trailingZeroBitCount / 8
            } else if !isIdentifierByte[Int(bytes[index])] {
                index += 1
                continue
            }
            let byte = bytes[index]
            let start = index
            index = IdentifierBytes.end(of: bytes, from: index + 1)
            let length = index - start
            // Numbers (a run starting with a digit) never start with a name's first byte.
            guard length >= shortest, length <= longest, NameMentions.contains(byte, in: firstBytes) else { continue }
            if includesDirectives, length == 4, isDirective(bytes, start) { return true }
            let hash = NameMentions.hash(bytes, start, length)
            guard hashBits[Int(hash & 4095) >> 6] & (1 << (hash & 63)) != 0 else { continue }
            if let candidates = namesByHash[hash], candidates.contains(where: { NameMentions.equal($0, bytes, start, length) }) {
                return true
            }
        }
        return false
    }

    /// `lint-intents:` at `start`.
    private func isDirective(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        let directive: StaticString = "lint-intents:"
        guard start + directive.utf8CodeUnitCount <= bytes.count else { return false }
        for offset in 0..<directive.utf8CodeUnitCount where bytes[start + offset] != directive.utf8Start[offset] {
            return false
        }
        return true
    }

    private static func insert(_ byte: UInt8, into set: inout [UInt64]) {
        set[Int(byte) >> 6] |= 1 << UInt64(byte & 63)
    }

    @inline(__always)
    private static func contains(_ byte: UInt8, in set: [UInt64]) -> Bool {
        set[Int(byte) >> 6] & (1 << UInt64(byte & 63)) != 0
    }

    /// FNV-1a over the bytes.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for offset in start..<(start + length) {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func equal(_ name: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        guard name.count == length else { return false }
        for offset in 0..<length where name[offset] != bytes[start + offset] {
            return false
        }
        return true
    }
}
