#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file mentions any of a set of names, found by a byte-level pass over its
/// identifiers: no tokens, no declarations, a few instructions a byte.
///
/// Used to skip the full scan of files that cannot matter to App Intents. Identifiers in
/// comments and strings count too, so the answer errs towards scanning.
package struct NameMentions: Sendable {
    /// Names hashed by their bytes; a hash hit is confirmed byte by byte.
    private var namesByHash: [UInt64: [Name]] = [:]
    /// The names' first bytes, as a 256-bit set: most identifiers are rejected by this alone.
    private var firstBytes: [UInt64] = [0, 0, 0, 0]
    /// A 4,096-bit filter of the names' hashes, checked before the dictionary.
    private var hashBits = [UInt64](repeating: 0, count: 64)
    private var shortest = Int.max
    private var longest = 0
    /// Whether a `lint-intents:` comment counts as a mention too.
    private var includesDirectives = false
    /// A name to look for, and whether it counts only where a declaration or an extension
    /// names it (`declaresOrExtends`), not where code uses it.
    private struct Name {
        var bytes: [UInt8]
        var countsOnlyDeclared: Bool
    }

    /// Whether every name starts with an ASCII capital, as the App Intents names do: then only
    /// identifiers that start with one need reading (`occurFromCapitals`).
    private var namesStartCapitalized = true

    /// - Parameters:
    ///   - names: names that count wherever they occur.
    ///   - includingDirectives: also answer yes for a `lint-intents:` comment.
    ///   - declaredNames: names that count only right after `extension`, `struct`, `class`,
    ///     `enum`, `actor`, `protocol` or `typealias`: where a file declares or extends them.
    package init<Names: Sequence>(_ names: Names, includingDirectives: Bool = false,
                                  declaredNames: Set<String> = []) where Names.Element == String {
        includesDirectives = includingDirectives
        if includingDirectives { shortest = 4 }
        if includingDirectives { NameMentions.insert(UInt8(ascii: "l"), into: &firstBytes) }
        let mentioned = names.map { ($0, false) }
        for (name, countsOnlyDeclared) in mentioned + declaredNames.sorted().map({ ($0, true) }) where !name.isEmpty {
            let bytes = Array(name.utf8)
            let hash = bytes.withUnsafeBufferPointer { NameMentions.hash($0, 0, bytes.count) }
            namesByHash[hash, default: []].append(Name(bytes: bytes, countsOnlyDeclared: countsOnlyDeclared))
            NameMentions.insert(bytes[0], into: &firstBytes)
            if !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[0]) { namesStartCapitalized = false }
            hashBits[Int(hash & 4095) >> 6] |= 1 << (hash & 63)
            shortest = min(shortest, bytes.count)
            longest = max(longest, bytes.count, includingDirectives ? 4 : 0)
        }
    }

    package var isEmpty: Bool { namesByHash.isEmpty && !includesDirectives }

    /// Whether any identifier in `bytes` is one of the names.
    package func occur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !isEmpty else { return false }
        return namesStartCapitalized ? occurFromCapitals(in: bytes) : occurInAnyIdentifier(in: bytes)
    }

    /// `occur(in:)` for names that all start with an ASCII capital: eight bytes at a time, only
    /// the identifiers that start with a capital are read (most start lowercase), and a
    /// `lint-intents:` comment is searched for on its own.
    func occurFromCapitals(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        // The high bit of byte 0 set when the byte before the word is no identifier's: so at
        // the start of the file.
        var afterNonIdentifier: UInt64 = 0x80
        let isIdentifierByte = IdentifierBytes.table
        while index + 8 <= count {
            let word = IdentifierBytes.word(bytes, at: index)
            var starts = IdentifierBytes.capitals(word)
            // A word with no capital starts no name: only its last byte matters, to the next word.
            if starts != 0 {
                starts &= IdentifierBytes.nonIdentifierBytes(word) << 8 | afterNonIdentifier
                while starts != 0 {
                    if nameStarts(at: index + starts.trailingZeroBitCount / 8, in: bytes) { return true }
                    starts &= starts - 1
                }
            }
            afterNonIdentifier = isIdentifierByte[Int(truncatingIfNeeded: word >> 56)] ? 0 : 0x80
            index += 8
        }
        // The last bytes, one at a time.
        while index < count {
            let startsIdentifier = index == 0 || !IdentifierBytes.table[Int(bytes[index - 1])]
            if startsIdentifier, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index]), nameStarts(at: index, in: bytes) {
                return true
            }
            index += 1
        }
        return includesDirectives && containsDirective(bytes)
    }

    /// Whether the identifier that starts at `start` is one of the names.
    @inline(__always)
    private func nameStarts(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = IdentifierBytes.end(of: bytes, from: start + 1) - start
        guard length >= shortest, length <= longest, NameMentions.contains(bytes[start], in: firstBytes) else { return false }
        return isName(bytes, start, length)
    }

    /// Whether the identifier at `start` follows a keyword that declares or extends a type,
    /// with only blanks between: `extension Name`, `struct Name`, `typealias Name`.
    private static func declaresOrExtends(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var end = start
        // A name in backticks: ``extension `Type` ``.
        if end > 0, bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
        let nameStart = end
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")
                || bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        guard end < nameStart else { return false }
        var keywordStart = end
        while keywordStart > 0, IdentifierBytes.table[Int(bytes[keywordStart - 1])] { keywordStart -= 1 }
        switch KeywordTable.keyword(bytes, start: keywordStart, count: end - keywordStart) {
        case .extension, .struct, .class, .enum, .actor, .protocol, .typealias: return true
        default: return false
        }
    }

    /// Whether the `length` bytes at `start` spell one of the names, where it counts: their
    /// hash, checked in the filter first, then byte by byte.
    @inline(__always)
    private func isName(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        let hash = NameMentions.hash(bytes, start, length)
        guard hashBits[Int(hash & 4095) >> 6] & (1 << (hash & 63)) != 0 else { return false }
        return namesByHash[hash]?.contains {
            NameMentions.equal($0.bytes, bytes, start, length) && (!$0.countsOnlyDeclared || NameMentions.declaresOrExtends(bytes, start))
        } ?? false
    }

    /// A `lint-intents:` whose `lint` starts an identifier, as `occurInAnyIdentifier` finds it:
    /// found from its `-`, a byte far rarer in Swift than the `l` it starts with.
    private func containsDirective(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var from = 4
        while from < bytes.count, let found = memchr(base + from, Int32(UInt8(ascii: "-")), bytes.count - from) {
            let dash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let start = dash - 4
            if (start == 0 || !IdentifierBytes.table[Int(bytes[start - 1])]) && isDirective(bytes, start) { return true }
            from = dash + 1
        }
        return false
    }

    /// `occur(in:)` for any names: every identifier of the file is read.
    func occurInAnyIdentifier(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
            if isName(bytes, start, length) { return true }
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
