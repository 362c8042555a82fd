import IntentLintSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes with its tokens (paired), comments and line table: everything the
/// scanner, the expression parser and the rules that read code bodies read. Lives only inside
/// `withSource`, which frees the tokens afterwards: they are the lexer's own buffer, lent
/// rather than copied into an array.
package struct TokenizedSource {
    let bytes: UnsafeBufferPointer<UInt8>
    package let tokens: UnsafeBufferPointer<Token>
    let comments: [Token]
    /// For each list of the `CueWords` the source was lexed with, the indices of the tokens that
    /// spell one of its words, in order (empty with `CueWords.none`).
    package let cues: [[Int]]
    let lines: LineTable
    /// Types as written lately in this file, to share (see `RepeatedText`).
    private let repeatedText = RepeatedText()

    /// Tokenizes `bytes`, listing the tokens of `cueWords`, and calls `body` with the result,
    /// which must not escape it.
    package static func withSource<Result>(_ bytes: UnsafeBufferPointer<UInt8>, cueWords: CueWords = .none,
                                           _ body: (TokenizedSource) -> Result) -> Result {
        Lexer.withScanningTokens(bytes, cueWords: cueWords) { lexed in
            body(TokenizedSource(bytes: bytes, tokens: lexed.tokens, comments: lexed.comments, cues: lexed.cues,
                                 lines: lexed.lines))
        }
    }

    var count: Int { tokens.count }

    // MARK: Bracket pairs

    /// For an opening token (`(`, `[`, `{`, string start, `\(`), the index of its closing
    /// partner, and the reverse for a closing token; -1 when unpaired.
    @inline(__always)
    package func partner(of index: Int) -> Int32 {
        tokens[index].partner
    }

    /// The index just past the group opened at `index`, or `index + 1` when it is unpaired.
    @inline(__always)
    package func afterGroup(_ index: Int) -> Int {
        let partner = tokens[index].partner
        return partner > Int32(index) ? Int(partner) + 1 : index + 1
    }

    /// The closing partner of the opener at `index`, or `limit` when it is unpaired.
    @inline(__always)
    package func closer(of index: Int, limit: Int) -> Int {
        let partner = tokens[index].partner
        return partner > Int32(index) ? min(Int(partner), limit) : limit
    }

    /// The end of a call's argument starting at `start`: the next `,` at its level, or the
    /// call's `)` at `closer`.
    package func argumentEnd(from start: Int, closer: Int) -> Int {
        var cursor = start
        while cursor < closer, tokens[cursor].kind != .comma {
            cursor = isOpener(tokens[cursor].kind) ? afterGroup(cursor) : cursor + 1
        }
        return min(cursor, closer)
    }

    @inline(__always)
    package func isOpener(_ kind: TokenKind) -> Bool {
        switch kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringStart: return true
        default: return false
        }
    }

    // MARK: Text

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return text(from: token.start, to: token.end)
    }

    /// An identifier's name, without backticks.
    package func name(_ index: Int) -> String {
        let token = tokens[index]
        if token.flags.contains(.backticked) {
            return text(from: token.start + 1, to: token.end - 1)
        }
        return text(from: token.start, to: token.end)
    }

    /// `text(tokens:)` for what a file writes again and again (a type as written): shared
    /// with the same text read before.
    package func sharedText(tokens range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return sharedText(from: tokens[range.lowerBound].start, to: tokens[range.upperBound - 1].end)
    }

    private func sharedText(from start: Int32, to end: Int32) -> String {
        repeatedText.text(bytes(from: start, to: end))
    }

    package func text(from start: Int32, to end: Int32) -> String {
        String(decoding: bytes(from: start, to: end), as: UTF8.self)
    }

    /// The bytes from `start` to `end`, clamped to the file.
    private func bytes(from start: Int32, to end: Int32) -> UnsafeBufferPointer<UInt8> {
        let lower = max(0, min(Int(start), bytes.count))
        let upper = max(lower, min(Int(end), bytes.count))
        return UnsafeBufferPointer(rebasing: bytes[lower..<upper])
    }

    /// Source text of the tokens `range` (first token start to last token end).
    package func text(tokens range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return text(from: tokens[range.lowerBound].start, to: tokens[range.upperBound - 1].end)
    }

    func snippet(tokens range: Range<Int>) -> SourceSnippet {
        guard !range.isEmpty else { return SourceSnippet(text: "", start: 0) }
        let start = tokens[range.lowerBound].start
        return SourceSnippet(text: text(from: start, to: tokens[range.upperBound - 1].end), start: start)
    }

    /// Whether the token at `index` spells `word` exactly (backticks aside).
    @inline(__always)
    package func `is`(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let isBackticked = token.flags.contains(.backticked)
        let start = Int(token.start) + (isBackticked ? 1 : 0)
        let length = word.utf8CodeUnitCount
        guard token.length - (isBackticked ? 2 : 0) == length else { return false }
        let pointer = word.utf8Start
        var offset = 0
        while offset < length {
            if bytes[start + offset] != pointer[offset] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always)
    package func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    @inline(__always)
    package func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count ? tokens[index].keyword : .none
    }

    /// An identifier that is usable as a name here: not a reserved keyword.
    @inline(__always)
    package func isName(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        let keyword = tokens[index].keyword
        return keyword == .none || keyword.isContextual
    }

    package func location(_ index: Int) -> SourceLocation {
        lines.location(ofOffset: tokens[min(index, tokens.count - 1)].start)
    }

    func location(offset: Int32) -> SourceLocation {
        lines.location(ofOffset: offset)
    }

    func range(_ tokenRange: Range<Int>) -> SourceRange {
        guard !tokenRange.isEmpty else {
            let offset = tokenRange.lowerBound < tokens.count ? tokens[tokenRange.lowerBound].start : Int32(bytes.count)
            return SourceRange(start: offset, end: offset)
        }
        return SourceRange(start: tokens[tokenRange.lowerBound].start, end: tokens[tokenRange.upperBound - 1].end)
    }

    /// Whether the identifier at `index` starts with an uppercase letter (a type name).
    package func startsUppercase(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        var offset = Int(tokens[index].start)
        if tokens[index].flags.contains(.backticked) { offset += 1 }
        let byte = bytes[offset]
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}

/// The long types a file has written lately. A string over 15 bytes has storage of its own, and
/// a file writes the same types again and again (`LocalizedStringResource`, `some
/// ParameterSummary`): one copy of each, rather than one per mention. A small table indexed by
/// a few of the bytes, not a set: a hit costs one comparison and saves the allocation, a miss
/// costs next to nothing (names, far more numerous and rarely as long, are not worth it).
private final class RepeatedText {
    /// Made at the file's first long type: most files have none, and each file has a table of its own.
    private var recent: [String] = []

    func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        // A shorter one is stored inside the string's own 16 bytes: nothing to share.
        guard count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        if recent.isEmpty { recent = [String](repeating: "", count: 64) }
        let slot = (count &* 7 &+ Int(bytes[0]) &+ Int(bytes[count / 2]) &* 3 &+ Int(bytes[count - 1]) &* 5) & 63
        var known = recent[slot]
        let isSame = known.utf8.count == count && known.withUTF8 { memcmp($0.baseAddress!, bytes.baseAddress!, count) == 0 }
        if isSame { return known }
        let text = String(decoding: bytes, as: UTF8.self)
        recent[slot] = text
        return text
    }
}
