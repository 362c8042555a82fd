/// Maps an identifier's bytes to its `Keyword` without allocating: the bytes are packed
/// into two little-endian words and compared against a small per-length list.
enum KeywordTable {
    private struct Entry {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword
    }

    private static let maximumLength = 16

    /// Keywords sorted by length; `ranges[length]` is where that length's entries sit.
    private struct Table {
        var entries: [Entry] = []
        var ranges: [Range<Int>] = []

        init(_ words: [(String, Keyword)]) {
            let sorted = words.sorted { $0.0.utf8.count < $1.0.utf8.count }
            ranges = Array(repeating: 0..<0, count: KeywordTable.maximumLength + 1)
            for (word, keyword) in sorted {
                let bytes = Array(word.utf8)
                let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0, 0, bytes.count) }
                let length = bytes.count
                if ranges[length].isEmpty { ranges[length] = entries.count..<entries.count }
                entries.append(Entry(low: low, high: high, keyword: keyword))
                ranges[length] = ranges[length].lowerBound..<entries.count
            }
        }
    }

    private static let words = Table([
        ("associatedtype", .associatedtype), ("class", .class), ("deinit", .deinit),
        ("enum", .enum), ("extension", .extension), ("func", .func), ("import", .import),
        ("init", .`init`), ("let", .let), ("operator", .operator),
        ("precedencegroup", .precedencegroup), ("protocol", .protocol), ("struct", .struct),
        ("subscript", .subscript), ("typealias", .typealias), ("var", .var), ("actor", .actor),
        ("macro", .macro), ("fileprivate", .fileprivate), ("internal", .internal),
        ("private", .private), ("public", .public), ("open", .open), ("package", .package),
        ("static", .static), ("final", .final), ("lazy", .lazy), ("mutating", .mutating),
        ("nonmutating", .nonmutating), ("override", .override), ("required", .required),
        ("convenience", .convenience), ("dynamic", .dynamic), ("weak", .weak),
        ("unowned", .unowned), ("optional", .optional), ("indirect", .indirect),
        ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix),
        ("nonisolated", .nonisolated), ("consuming", .consuming), ("borrowing", .borrowing),
        ("distributed", .distributed), ("inout", .inout), ("break", .break), ("case", .case),
        ("catch", .catch), ("continue", .continue), ("default", .default), ("defer", .defer),
        ("do", .do), ("else", .else), ("fallthrough", .fallthrough), ("for", .for),
        ("guard", .guard), ("if", .if), ("in", .in), ("repeat", .repeat), ("return", .return),
        ("throw", .throw), ("switch", .switch), ("where", .where), ("while", .while),
        ("as", .as), ("Any", .Any), ("false", .false), ("is", .is), ("nil", .nil),
        ("self", .self), ("Self", .Self), ("super", .super), ("throws", .throws),
        ("rethrows", .rethrows), ("true", .true), ("try", .try), ("await", .await),
        ("some", .some), ("any", .any),
    ])

    /// The `#word` directives and built-ins with a meaning of their own.
    private static let poundWords = Table([
        ("if", .poundIf), ("elseif", .poundElseif), ("else", .poundElse), ("endif", .poundEndif),
        ("available", .poundAvailable), ("unavailable", .poundUnavailable),
    ])

    @inline(__always)
    fileprivate static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < count {
            let byte = UInt64(bytes[start + index])
            if index < 8 {
                low |= byte << (UInt64(index) * 8)
            } else {
                high |= byte << (UInt64(index - 8) * 8)
            }
            index += 1
        }
        return (low, high)
    }

    @inline(__always)
    private static func lookUp(_ table: Table, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Keyword {
        guard count >= 2, count <= maximumLength else { return .none }
        let range = table.ranges[count]
        if range.isEmpty { return .none }
        let (low, high) = pack(bytes, start, count)
        for index in range where table.entries[index].low == low && table.entries[index].high == high {
            return table.entries[index].keyword
        }
        return .none
    }

    static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Keyword {
        // Every keyword starts with a lowercase letter, but `Self` and `Any`.
        let first = bytes[start]
        guard first >= UInt8(ascii: "a") || first == UInt8(ascii: "S") || first == UInt8(ascii: "A") else { return .none }
        return lookUp(words, bytes, start, count)
    }

    /// The keyword for `#name`, given the bytes of `name` (without the `#`).
    static func poundKeyword(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Keyword {
        lookUp(poundWords, bytes, start, count)
    }
}
