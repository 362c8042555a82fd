/// Words whose tokens the lexer lists as it goes, each list in file order: a rule's question
/// "does this code hold one?" is then a binary search rather than a walk of the code. The lexer
/// knows no word itself; whoever asks (`CodeBodyInterests`) says which, in numbered lists.
///
/// A word is an identifier (`flush`, listed where it is written plainly, and backticked too when
/// `alsoBackticked`) or an operator (`..<`), of at most 31 bytes and starting with an ASCII byte.
/// One table lookup, by length and first byte, turns away most other tokens. A class, so that
/// the lexer, which is copied whole in places, grows by one reference only; immutable once made.
package final class CueWords: @unchecked Sendable {
    /// One word and the list its tokens go to.
    struct Word: Sendable {
        let bytes: [UInt8]
        let list: Int
        /// Also listed when written in backticks (`` `perform` ``).
        let alsoBackticked: Bool
        /// Its place in `firstWords`.
        let slot: Int

        init(bytes: [UInt8], list: Int, alsoBackticked: Bool) {
            self.bytes = bytes
            self.list = list
            self.alsoBackticked = alsoBackticked
            slot = CueWords.slot(length: bytes.count, first: bytes[0])
        }
    }

    /// One list of words.
    package struct List: Sendable {
        package var words: [String]
        package var alsoBackticked: Bool

        package init(_ words: [String], alsoBackticked: Bool = false) {
            self.words = words
            self.alsoBackticked = alsoBackticked
        }
    }

    /// The words, those of one slot next to each other.
    let words: [Word]
    /// By `slot`: one past the position in `words` of the first word of that slot, or 0 when there
    /// is none. The lexer reads it for every identifier and operator, so it is a plain table of
    /// every slot: no bounds to check.
    let firstWords: UnsafeMutablePointer<UInt16>
    package let listCount: Int

    /// No word: the lexer lists nothing.
    package static let none = CueWords([])

    package init(_ lists: [List]) {
        var words: [Word] = []
        for (list, entry) in lists.enumerated() {
            for word in entry.words {
                let bytes = Array(word.utf8)
                precondition(!bytes.isEmpty && bytes.count < 32 && bytes[0] < 0x80, "a cue word has 1 to 31 bytes and starts with an ASCII byte: \(word)")
                words.append(Word(bytes: bytes, list: list, alsoBackticked: entry.alsoBackticked))
            }
        }
        words.sort { $0.slot < $1.slot }
        firstWords = UnsafeMutablePointer<UInt16>.allocate(capacity: 32 << 8)
        firstWords.initialize(repeating: 0, count: 32 << 8)
        for (position, word) in words.enumerated().reversed() {
            firstWords[word.slot] = UInt16(position + 1)
        }
        self.words = words
        listCount = lists.count
    }

    deinit {
        firstWords.deallocate()
    }

    /// Where `firstWords` holds the words `length` long starting with `first`; a token of 32
    /// bytes or more shares the slot of a shorter one, and is told apart by its length. (Reading
    /// the last byte too, which would set `if`, `in` and `is` apart from `id`, cost the lexer
    /// more than the comparisons it spares.)
    @inline(__always)
    static func slot(length: Int, first: UInt8) -> Int {
        (length & 31) << 8 | Int(first)
    }

    /// Calls `found` with the list of each word the `length` bytes at `start` spell (backticks
    /// left out, when `isBackticked`), given their slot's entry in `firstWords`, which is not 0.
    func forEachList(from entry: UInt16, spelledBy bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int,
                     isBackticked: Bool, _ found: (Int) -> Void) {
        let slot = CueWords.slot(length: length, first: bytes[start])
        var position = Int(entry) - 1
        while position < words.count, words[position].slot == slot {
            let word = words[position]
            if word.bytes.count == length, !isBackticked || word.alsoBackticked, word.bytes.withUnsafeBufferPointer({ spelled in
                var offset = 0
                while offset < length, spelled[offset] == bytes[start + offset] { offset += 1 }
                return offset == length
            }) {
                found(word.list)
            }
            position += 1
        }
    }
}
