/// Maps an identifier's bytes to its `Keyword` without allocating: the bytes are read as
/// two little-endian words and looked up in a small open-addressing hash table.
enum KeywordTable {
    private static let maximumLength = 16

    struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// 0 marks an empty slot.
        var length: Int = 0
        var keyword: Keyword = .none
    }

    /// A fixed table of words; built once, then only read.
    struct Table: @unchecked Sendable {
        static let slotCount = 256
        let slots: UnsafeMutablePointer<Slot>

        init(_ words: [(String, Keyword)]) {
            slots = .allocate(capacity: Table.slotCount)
            slots.initialize(repeating: Slot(), count: Table.slotCount)
            for (word, keyword) in words {
                let bytes = Array(word.utf8)
                let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.words($0, 0, bytes.count) }
                var slot = KeywordTable.hash(low, high, bytes.count)
                while slots[slot].length != 0 { slot = (slot + 1) & (Table.slotCount - 1) }
                slots[slot] = Slot(low: low, high: high, length: bytes.count, keyword: keyword)
            }
        }

        @inline(__always)
        func keyword(_ low: UInt64, _ high: UInt64, _ length: Int) -> Keyword {
            var slot = KeywordTable.hash(low, high, length)
            while true {
                let candidate = slots[slot]
                if candidate.length == 0 { return .none }
                if candidate.low == low && candidate.high == high && candidate.length == length { return candidate.keyword }
                slot = (slot + 1) & (Table.slotCount - 1)
            }
        }
    }

    static let swiftKeywords = Table([
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
    private static let poundKeywords = Table([
        ("if", .poundIf), ("elseif", .poundElseif), ("else", .poundElse), ("endif", .poundEndif),
        ("available", .poundAvailable), ("unavailable", .poundUnavailable),
    ])

    @inline(__always)
    private static func hash(_ low: UInt64, _ high: UInt64, _ length: Int) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed >> 56)
    }

    /// The bytes `start..<start + count` as two little-endian words, zero-padded. Reads
    /// whole words where the buffer allows, bytes near its end.
    @inline(__always)
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (UInt64, UInt64) {
        if start + 16 <= bytes.count {
            let raw = UnsafeRawPointer(bytes.baseAddress! + start)
            var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count < 8 {
                low &= (1 << (UInt64(count) * 8)) - 1
                high = 0
            } else if count < 16 {
                high &= count == 8 ? 0 : (1 << (UInt64(count - 8) * 8)) - 1
            }
            return (low, high)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<count {
            let byte = UInt64(bytes[start + index])
            if index < 8 {
                low |= byte << (UInt64(index) * 8)
            } else {
                high |= byte << (UInt64(index - 8) * 8)
            }
        }
        return (low, high)
    }

    /// `table` is `swiftKeywords`, which the lexer passes in so it reads the global once.
    @inline(__always)
    static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int, in table: Table = swiftKeywords) -> Keyword {
        // Every keyword starts with a lowercase letter, but `Self` and `Any`.
        let first = bytes[start]
        guard count >= 2, count <= maximumLength,
              first >= UInt8(ascii: "a") || first == UInt8(ascii: "S") || first == UInt8(ascii: "A") else { return .none }
        let (low, high) = words(bytes, start, count)
        return table.keyword(low, high, count)
    }

    /// The keyword for `#name`, given the bytes of `name` (without the `#`).
    static func poundKeyword(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Keyword {
        guard count >= 2, count <= maximumLength else { return .none }
        let (low, high) = words(bytes, start, count)
        return poundKeywords.keyword(low, high, count)
    }
}
