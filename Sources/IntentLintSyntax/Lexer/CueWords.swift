/// Words whose tokens the lexer lists as it goes, each list in file order: a rule's question
/// "does this code hold one?" is then a binary search rather than a walk of the code. The lexer
/// knows no word itself; whoever asks (`CodeBodyInterests`) says which, in numbered lists.
///
/// A word is an identifier (`flush`, listed where it is written plainly, and backticked too when
/// `alsoBackticked`) or an operator (`..<`), of at most 31 bytes and starting with an ASCII byte.
/// One table lookup, by length and first byte, turns away every other token. A class, so that
/// the lexer, which is copied whole in places, grows by one reference only; immutable once made.
package final class CueWords: @unchecked Sendable {
    /// One word and the list its tokens go to.
    struct Word: Sendable {
        let bytes: [UInt8]
        let list: Int
        /// Also listed when written in backticks (`` `perform` ``).
        let alsoBackticked: Bool
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

    /// The words, those of one length and first byte next to each other.
    let words: [Word]
    /// By `length << 7 | first byte`: one past the position in `words` of the first word of that
    /// length and first byte, or 0 when there is none; nil when there is no word.
    private let firstWords: UnsafeMutablePointer<UInt16>?
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
        words.sort { ($0.bytes.count, $0.bytes[0]) < ($1.bytes.count, $1.bytes[0]) }
        var firstWords: UnsafeMutablePointer<UInt16>?
        if !words.isEmpty {
            let table = UnsafeMutablePointer<UInt16>.allocate(capacity: 32 << 7)
            table.initialize(repeating: 0, count: 32 << 7)
            for (position, word) in words.enumerated().reversed() {
                table[word.bytes.count << 7 | Int(word.bytes[0])] = UInt16(position + 1)
            }
            firstWords = table
        }
        self.words = words
        self.firstWords = firstWords
        listCount = lists.count
    }

    deinit {
        firstWords?.deallocate()
    }

    /// Calls `found` with the list of each word the `length` bytes at `start` spell (backticks
    /// left out, when `isBackticked`).
    @inline(__always)
    func forEachList(spelledBy bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, isBackticked: Bool = false,
                     _ found: (Int) -> Void) {
        guard length < 32, let firstWords else { return }
        let first = bytes[start]
        guard first < 0x80 else { return }
        var position = Int(firstWords[length << 7 | Int(first)])
        guard position > 0 else { return }
        position -= 1
        while position < words.count, words[position].bytes.count == length, words[position].bytes[0] == first {
            let word = words[position]
            if !isBackticked || word.alsoBackticked, word.bytes.withUnsafeBufferPointer({ spelled in
                var offset = 1
                while offset < length, spelled[offset] == bytes[start + offset] { offset += 1 }
                return offset == length
            }) {
                found(word.list)
            }
            position += 1
        }
    }
}
