#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IntentLintSupport

/// Turns a file's UTF-8 bytes into tokens and comments.
///
/// Works on raw bytes, never throws, never traps, and always advances: anything it cannot
/// make sense of becomes an `.error` token and lexing goes on. String interpolation is a
/// stack of frames, so interpolations nest to any depth without recursion.
public struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    /// The lookup tables, read once here: a global's every access checks it is initialized.
    private let byteClasses = ByteClass.table
    private let identifierBytes = IdentifierBytes.table
    private let keywords = KeywordTable.swiftKeywords
    private var position = 0
    private var tokens: GrowableBuffer<Token>
    private var comments: GrowableBuffer<Token>
    private var pairing: BracketPairing
    /// Where each line starts, as `LineTable` counts lines. Recorded as newlines are passed
    /// over, so no second pass reads the file for them.
    private var lineStarts: GrowableBuffer<Int32>
    /// The words whose tokens are listed, and for each list the indices of its tokens (see
    /// `TokenizedSource.cues`).
    private let cueWords: CueWords
    /// `cueWords.firstWords`, read here for every identifier and operator.
    private let cueTable: UnsafePointer<UInt16>
    private var cues: [[Int]]
    /// Flags collected from whitespace and comments since the last token.
    private var pendingFlags: TokenFlags = []
    /// One frame per open string interpolation, innermost last.
    private var interpolations: [InterpolationFrame] = []
    /// The fewest `#`s of a multi-line `#/` literal found unclosed at the end of the file.
    private var unclosedMultilineRegexHashCount: Int?

    private struct InterpolationFrame {
        var hashCount: Int
        var isMultiline: Bool
        /// Parentheses opened inside the interpolation and not yet closed.
        var openParentheses: Int
    }

    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [Token], comments: [Token]) {
        var lexer = Lexer(bytes: bytes, cueWords: .none)
        lexer.run()
        lexer.pairing.free()
        lexer.lineStarts.free()
        return (lexer.tokens.finish(), lexer.comments.finish())
    }

    /// What the scanner reads: the tokens (paired), the comments, the tokens of each list of
    /// `CueWords`, and the line table.
    struct ScanningTokens {
        let tokens: UnsafeBufferPointer<Token>
        let comments: [Token]
        let cues: [[Int]]
        let lines: LineTable
    }

    /// Tokenizes `bytes` and lends the lexer's buffers to `body`, freeing them after it
    /// returns: the scanner reads them in place instead of from copies.
    static func withScanningTokens<Result>(_ bytes: UnsafeBufferPointer<UInt8>, cueWords: CueWords,
                                           _ body: (ScanningTokens) -> Result) -> Result {
        var lexer = Lexer(bytes: bytes, cueWords: cueWords)
        lexer.run()
        lexer.pairing.free()
        defer { lexer.tokens.free() }
        return body(ScanningTokens(tokens: lexer.tokens.buffer, comments: lexer.comments.finish(),
                                   cues: lexer.cues,
                                   lines: LineTable(lineStarts: lexer.lineStarts.finish())))
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, cueWords: CueWords) {
        self.bytes = bytes
        self.count = bytes.count
        self.cueWords = cueWords
        cueTable = UnsafePointer(cueWords.firstWords)
        cues = [[Int]](repeating: [], count: cueWords.listCount)
        tokens = GrowableBuffer(capacity: bytes.count / 5 + 16)
        comments = GrowableBuffer(capacity: bytes.count / 200 + 16)
        pairing = BracketPairing()
        lineStarts = GrowableBuffer(capacity: bytes.count / 32 + 16)
        lineStarts.append(0)
    }

    // MARK: - Main loop

    private mutating func run() {
        skipByteOrderMarkAndShebang()
        while position < count {
            switch byteClasses[Int(bytes[position])] {
            case .space:
                skipBlanksThenLexName()
            case .newline:
                pendingFlags.formUnion([.whitespaceBefore, .newlineBefore])
                noteLineBreak(at: position)
                position += 1
                endSingleLineInterpolations()
                // A line mostly starts with its indentation, then a name: read them here
                // rather than back through the dispatch on each byte's class.
                if position < count, bytes[position] == 0x20 || bytes[position] == 0x09 { skipBlanksThenLexName() }
            case .slash:
                lexSlash()
            case .c2:
                if isNonBreakingSpace(at: position) {
                    // The compiler reads a non-breaking space (⌥-space) as a space, with a warning.
                    pendingFlags.insert(.whitespaceBefore)
                    position += 2
                } else {
                    lexIdentifier()
                }
            case .identifier:
                lexIdentifier()
            case .digit:
                lexNumber()
            case .quote:
                lexString(hashCount: 0, start: position)
            case .pound:
                lexPound()
            case .at:
                lexAttribute()
            case .backtick:
                lexBacktickedIdentifier()
            case .dollar:
                lexDollarIdentifier()
            case .leftParen:
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].openParentheses += 1 }
                emitOpener(.leftParen, position, position + 1)
            case .rightParen:
                if let frame = interpolations.last, frame.openParentheses == 0 {
                    interpolations.removeLast()
                    emitCloser(.interpolationEnd, closing: .interpolationStart, position, position + 1)
                    lexStringBody(hashCount: frame.hashCount, isMultiline: frame.isMultiline)
                } else {
                    if !interpolations.isEmpty { interpolations[interpolations.count - 1].openParentheses -= 1 }
                    emitCloser(.rightParen, closing: .leftParen, position, position + 1)
                }
            case .leftBracket: emitOpener(.leftBracket, position, position + 1)
            case .rightBracket: emitCloser(.rightBracket, closing: .leftBracket, position, position + 1)
            case .leftBrace: emitOpener(.leftBrace, position, position + 1)
            case .rightBrace: emitCloser(.rightBrace, closing: .leftBrace, position, position + 1)
            case .comma: emit(.comma, position, position + 1)
            case .colon: emit(.colon, position, position + 1)
            case .semicolon: emit(.semicolon, position, position + 1)
            case .backslash: emit(.backslash, position, position + 1)
            case .period:
                // `..<`, `...` and dot operators (SIMD's `.==`, `.&`); a lone `.` is a period.
                let next = byte(at: position + 1)
                if next == UInt8(ascii: ".") || (Lexer.isOperatorByte(next) && !startsComment(at: position + 1)) {
                    lexOperator()
                } else {
                    emit(.period, position, position + 1)
                }
            case .operator:
                lexOperator()
            case .invalid:
                lexInvalidBytes()
            }
        }
        if !interpolations.isEmpty {
            interpolations.removeAll()
            emitError(count, count)
        }
    }

    // MARK: - Helpers

    /// Past a run of blanks (indentation comes in runs: eight spaces at a time, then to the
    /// first byte of eight that is not a space, then byte by byte through tabs), and on through
    /// a name that follows. The dispatch on each byte's class jumps to a
    /// target that is hard to predict; a name read where it mostly comes skips one such jump
    /// (the same after `.` and `(` measured no faster).
    @inline(__always)
    private mutating func skipBlanksThenLexName() {
        pendingFlags.insert(.whitespaceBefore)
        position += 1
        while position + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self))
            let notSpaces = word ^ 0x2020_2020_2020_2020
            if notSpaces == 0 {
                position += 8
                continue
            }
            // The first byte that is not a space (the lowest nonzero byte); tabs go on below.
            position += notSpaces.trailingZeroBitCount / 8
            break
        }
        while position < count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        if position < count, byteClasses[Int(bytes[position])] == .identifier { lexIdentifier() }
    }

    @inline(__always)
    private func byte(at index: Int) -> UInt8 {
        index < count ? bytes[index] : 0
    }

    /// Appends a token of a kind that never pairs (`TokenKind.mayPair`).
    @inline(__always)
    private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword = .none, extraFlags: TokenFlags = []) {
        assert(!kind.mayPair && kind != .error, "\(kind) may pair: emitOpener, emitCloser or emitError")
        tokens.append(Token(unpairedKind: kind, flags: pendingFlags.union(extraFlags), keyword: keyword,
                            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end)))
        pendingFlags = []
        position = end
    }

    /// Appends an opening token (`(`, `[`, `{`, `\(`, a string's start) and opens its group.
    @inline(__always)
    private mutating func emitOpener(_ kind: TokenKind, _ start: Int, _ end: Int, extraFlags: TokenFlags = []) {
        tokens.append(Token(pairingKind: kind, flags: pendingFlags.union(extraFlags),
                            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end)))
        pairing.open(kind, at: tokens.count - 1)
        pendingFlags = []
        position = end
    }

    /// Appends a closing token and pairs it with the innermost open `opener`, if one is open.
    @inline(__always)
    private mutating func emitCloser(_ kind: TokenKind, closing opener: TokenKind, _ start: Int, _ end: Int,
                                     extraFlags: TokenFlags = []) {
        tokens.append(Token(pairingKind: kind, flags: pendingFlags.union(extraFlags),
                            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end)))
        pairing.close(opener, at: tokens.count - 1, in: &tokens)
        pendingFlags = []
        position = end
    }

    /// Appends an error token; an empty one ends the unterminated string it is in.
    private mutating func emitError(_ start: Int, _ end: Int) {
        tokens.append(Token(kind: .error, flags: pendingFlags,
                            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end)))
        if start == end { pairing.closeUnterminatedString(at: tokens.count - 1, in: &tokens) }
        pendingFlags = []
        position = end
    }

    @inline(__always)
    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        identifierBytes[Int(byte)]
    }

    @inline(__always)
    private func isNonBreakingSpace(at index: Int) -> Bool {
        byte(at: index) == 0xC2 && byte(at: index + 1) == 0xA0
    }

    /// Past the identifier bytes from `start`; a non-breaking space ends an identifier.
    @inline(__always)
    private func identifierEnd(from start: Int) -> Int {
        var mayHaveNonASCII = false
        let end = IdentifierBytes.end(of: bytes, from: start, mayHaveNonASCII: &mayHaveNonASCII)
        // U+00A0 is two non-ASCII bytes; look for it only in the rare identifier that may have some.
        guard mayHaveNonASCII else { return end }
        var index = start
        while index < end {
            if isNonBreakingSpace(at: index) { return index }
            index += 1
        }
        return end
    }

    @inline(__always)
    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    @inline(__always)
    private func startsComment(at index: Int) -> Bool {
        byte(at: index) == UInt8(ascii: "/") && (byte(at: index + 1) == UInt8(ascii: "/") || byte(at: index + 1) == UInt8(ascii: "*"))
    }

    @inline(__always)
    private static func isNewline(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    private mutating func skipByteOrderMarkAndShebang() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
        if byte(at: position) == UInt8(ascii: "#"), byte(at: position + 1) == UInt8(ascii: "!") {
            lexLineComment()
        }
    }

    /// Records the line that starts after the line break at `index`: `\n`, a lone `\r`, or
    /// the `\n` of `\r\n` (whose `\r` records nothing).
    @inline(__always)
    private mutating func noteLineBreak(at index: Int) {
        if bytes[index] == 0x0D, byte(at: index + 1) == 0x0A { return }
        lineStarts.append(Int32(truncatingIfNeeded: index + 1))
    }

    /// Records the line breaks inside `range`, a token or comment that spans lines.
    private mutating func noteLineBreaks(in range: Range<Int>) {
        for index in range where Lexer.isNewline(bytes[index]) {
            noteLineBreak(at: index)
        }
    }

    /// A single-line string cannot span lines, and neither can its interpolations: a line
    /// break inside one ends the string as unterminated, which keeps a stray quote from
    /// swallowing the rest of the file.
    private mutating func endSingleLineInterpolations() {
        while let frame = interpolations.last, !frame.isMultiline {
            interpolations.removeLast()
            let offset = Int32(truncatingIfNeeded: position - 1)
            tokens.append(Token(kind: .error, start: offset, end: offset))
            pairing.closeUnterminatedString(at: tokens.count - 1, in: &tokens)
        }
    }

    private mutating func lexInvalidBytes() {
        let start = position
        var end = position + 1
        while end < count {
            switch bytes[end] {
            case 0x01...0x08, 0x0E...0x1F, 0x7F:
                end += 1
                continue
            default:
                break
            }
            break
        }
        emitError(start, end)
    }

    // MARK: - Comments, slash and regex literals

    private mutating func lexSlash() {
        let next = byte(at: position + 1)
        if next == UInt8(ascii: "/") {
            lexLineComment()
        } else if next == UInt8(ascii: "*") {
            lexBlockComment()
        } else if regexMayStartHere(), let end = bareRegexEnd(from: position) {
            emit(.regexLiteral, position, end)
        } else {
            lexOperator()
        }
    }

    private mutating func lexLineComment() {
        let start = position
        let end = lineEnd(from: position)
        var flags = pendingFlags
        if end - start >= 3, bytes[start + 2] == UInt8(ascii: "/"), byte(at: start + 3) != UInt8(ascii: "/") {
            flags.insert(.documentation)
        }
        comments.append(Token(kind: .lineComment, flags: flags, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end)))
        pendingFlags.insert(.whitespaceBefore)
        position = end
    }

    private mutating func lexBlockComment() {
        let start = position
        var index = position + 2
        var depth = 1
        var sawNewline = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), self.byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/"), self.byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                if Lexer.isNewline(byte) { sawNewline = true }
                index += 1
            }
        }
        var flags = pendingFlags
        if byte(at: start + 2) == UInt8(ascii: "*"), byte(at: start + 3) != UInt8(ascii: "/") {
            flags.insert(.documentation)
        }
        comments.append(Token(kind: .blockComment, flags: flags, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: index)))
        pendingFlags.insert(.whitespaceBefore)
        if sawNewline {
            pendingFlags.insert(.newlineBefore)
            noteLineBreaks(in: start..<index)
        }
        position = index
        if depth > 0 {
            emitError(index, index)
        }
    }

    /// The offset of the first line break at or after `start`, or the end: memchr finds
    /// the `\n`, then a lone `\r` before it (old Mac line ends) wins.
    private func lineEnd(from start: Int) -> Int {
        guard start < count, let base = bytes.baseAddress else { return count }
        var end = count
        if let newline = memchr(base + start, 0x0A, count - start) {
            end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
        }
        if end > start, let carriageReturn = memchr(base + start, 0x0D, end - start) {
            end = base.distance(to: carriageReturn.assumingMemoryBound(to: UInt8.self))
        }
        return end
    }

    /// A `/` can open a regex literal only where an expression can start, as in Swift's
    /// own grammar: never after a value (`a / b`), and never before whitespace.
    private func regexMayStartHere() -> Bool {
        let next = byte(at: position + 1)
        if next == 0x20 || next == 0x09 || Lexer.isNewline(next) || next == 0 { return false }
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow,
             .interpolationStart, .pound:
            return true
        case .operator, .questionMark:
            return previous.end < Int32(truncatingIfNeeded: position) || previous.kind == .operator
        case .identifier:
            switch previous.keyword {
            case .return, .in, .case, .try, .await, .where, .if, .guard, .while, .throw, .switch,
                 .else, .repeat, .do:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// End of a `/.../` literal starting at `start`, or nil when it is not one (then the
    /// `/` is an operator). As in the compiler, the literal closes at the first unescaped
    /// `/` on its line, even inside `[...]`; it may not end with a space or run into a
    /// comment, and a `)` that closes no group of its own means it was never a regex
    /// (`[(/), (/)]`). Each attempt stops at the next `/`, so lexing stays linear.
    private func bareRegexEnd(from start: Int) -> Int? {
        var index = start + 1
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "/"):
                let after = self.byte(at: index + 1)
                if lastSpace == index - 1 || after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { return nil }
                return index + 1
            case 0x20, 0x09:
                lastSpace = index
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 { return nil }
                groupDepth -= 1
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Where a `#/.../#` literal whose `/` is at `slash` ends, and whether it is closed.
    /// `#/` followed by a line break opens a multi-line literal. An unclosed literal ends,
    /// as in the compiler, at the end of its line, or of its opening line when multi-line,
    /// and lexing goes on after it.
    private mutating func extendedRegexEnd(slash: Int, hashCount: Int) -> (end: Int, isClosed: Bool) {
        var openingLineEnd = slash + 1
        while byte(at: openingLineEnd) == 0x20 || byte(at: openingLineEnd) == 0x09 { openingLineEnd += 1 }
        let multiline = Lexer.isNewline(byte(at: openingLineEnd))
        // A multi-line literal that found no closing delimiter before the end of the file
        // means none can be found by a later one with as many `#`s; knowing that keeps
        // a file of unclosed `#/` lines from costing the square of its length.
        if multiline, let unclosed = unclosedMultilineRegexHashCount, hashCount >= unclosed {
            return (openingLineEnd, false)
        }
        var index = slash + 1
        while index < count {
            let byte = bytes[index]
            if !multiline && Lexer.isNewline(byte) { return (index, false) }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/") {
                var hashes = 0
                while hashes < hashCount, self.byte(at: index + 1 + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if hashes == hashCount { return (index + 1 + hashCount, true) }
            }
            index += 1
        }
        guard multiline else { return (count, false) }
        unclosedMultilineRegexHashCount = min(unclosedMultilineRegexHashCount ?? hashCount, hashCount)
        return (openingLineEnd, false)
    }

    // MARK: - Names

    /// Whether the identifier at `start`, as long as `word`, is `word`.
    @inline(__always)
    static func spells(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Bool {
        word.withUTF8Buffer { word in
            for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
            return true
        }
    }

    /// Lists the token about to be emitted under each list of `cueWords` it spells. Most tokens
    /// spell none, which one load of the table tells.
    @inline(__always)
    private mutating func listCue(start: Int, length: Int, isBackticked: Bool = false) {
        let entry = cueTable[CueWords.slot(length: length, first: bytes[start])]
        if entry != 0 { listCue(entry, start: start, length: length, isBackticked: isBackticked) }
    }

    @inline(never)
    private mutating func listCue(_ entry: UInt16, start: Int, length: Int, isBackticked: Bool) {
        let index = tokens.count
        cueWords.forEachList(from: entry, spelledBy: bytes, start: start, length: length, isBackticked: isBackticked) {
            cues[$0].append(index)
        }
    }

    private mutating func lexIdentifier() {
        let start = position
        let end = identifierEnd(from: position + 1)
        var keyword = Keyword.none
        if tokens.last?.kind != .period {
            keyword = KeywordTable.keyword(bytes, start: start, count: end - start, in: keywords)
        }
        listCue(start: start, length: end - start)
        emit(.identifier, start, end, keyword: keyword)
    }

    private mutating func lexBacktickedIdentifier() {
        var end = position + 1
        while end < count, bytes[end] != UInt8(ascii: "`"), !Lexer.isNewline(bytes[end]) { end += 1 }
        if end < count, bytes[end] == UInt8(ascii: "`"), end > position + 1 {
            listCue(start: position + 1, length: end - position - 1, isBackticked: true)
            emit(.identifier, position, end + 1, extraFlags: .backticked)
        } else {
            emitError(position, position + 1)
        }
    }

    private mutating func lexDollarIdentifier() {
        let end = identifierEnd(from: position + 1)
        if end > position + 1 {
            emit(.identifier, position, end)
        } else {
            emitError(position, end)
        }
    }

    private mutating func lexAttribute() {
        let next = byte(at: position + 1)
        guard isIdentifierByte(next), !isNonBreakingSpace(at: position + 1), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) else {
            emitError(position, position + 1)
            return
        }
        let end = identifierEnd(from: position + 2)
        emit(.attribute, position, end)
    }

    /// `#if` and friends, raw strings (`#"…"#`), extended regexes (`#/…/#`), or an error.
    private mutating func lexPound() {
        let start = position
        var hashEnd = position
        while hashEnd < count, bytes[hashEnd] == UInt8(ascii: "#") { hashEnd += 1 }
        let hashCount = hashEnd - start
        let next = byte(at: hashEnd)
        if next == UInt8(ascii: "\"") {
            lexString(hashCount: hashCount, start: start)
        } else if next == UInt8(ascii: "/") {
            let regex = extendedRegexEnd(slash: hashEnd, hashCount: hashCount)
            noteLineBreaks(in: start..<regex.end)
            if regex.isClosed {
                emit(.regexLiteral, start, regex.end)
            } else {
                emitError(start, regex.end)
            }
        } else if hashCount == 1, isIdentifierByte(next), !isNonBreakingSpace(at: hashEnd),
                  !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
            let end = identifierEnd(from: hashEnd + 1)
            let keyword = KeywordTable.poundKeyword(bytes, start: hashEnd, count: end - hashEnd)
            emit(.pound, start, end, keyword: keyword)
        } else {
            emitError(start, hashEnd)
        }
    }

    // MARK: - Numbers and operators

    private mutating func lexNumber() {
        let start = position
        var end = position
        var isFloat = false
        let afterPeriod = tokens.last?.kind == .period && tokens.last!.end == Int32(truncatingIfNeeded: start)
        if byte(at: end) == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(byte(at: end + 1)) {
            let isHex = byte(at: end + 1) == UInt8(ascii: "x")
            end += 2
            if isHex {
                end = hexDigitsEnd(from: end)
                // A fraction only when an exponent follows or it starts with a digit, as the
                // compiler reads it: `0x1.8p3` is a float, `0xFF.description` a member access.
                if !afterPeriod, byte(at: end) == UInt8(ascii: "."), isHexDigit(byte(at: end + 1)) {
                    let fractionEnd = hexDigitsEnd(from: end + 1)
                    if isExponentMark(byte(at: fractionEnd)) || isDigit(byte(at: end + 1)) {
                        isFloat = true
                        end = fractionEnd
                    }
                }
                if !afterPeriod, isExponentMark(byte(at: end)) {
                    isFloat = true
                    end += 1
                    if byte(at: end) == UInt8(ascii: "-") || byte(at: end) == UInt8(ascii: "+") { end += 1 }
                }
            }
            // Digits, and malformed suffixes, which the compiler reports.
            end = identifierEnd(from: end)
            emit(isFloat ? .floatLiteral : .integerLiteral, start, end)
            return
        }
        while end < count, isDigitOrUnderscore(bytes[end]) { end += 1 }
        if !afterPeriod, byte(at: end) == UInt8(ascii: "."), isDigit(byte(at: end + 1)) {
            isFloat = true
            end += 1
            while end < count, isDigitOrUnderscore(bytes[end]) { end += 1 }
        }
        if !afterPeriod, byte(at: end) == UInt8(ascii: "e") || byte(at: end) == UInt8(ascii: "E") {
            var exponent = end + 1
            if byte(at: exponent) == UInt8(ascii: "-") || byte(at: exponent) == UInt8(ascii: "+") { exponent += 1 }
            if isDigit(byte(at: exponent)) {
                isFloat = true
                end = exponent
                while end < count, isDigitOrUnderscore(bytes[end]) { end += 1 }
            }
        }
        // Malformed suffixes (`1abc`) stay part of the literal, as the compiler reports them.
        end = identifierEnd(from: end)
        emit(isFloat ? .floatLiteral : .integerLiteral, start, end)
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always) private func isDigitOrUnderscore(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_")
    }

    @inline(__always) private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    /// The binary exponent mark of a hex float.
    @inline(__always) private func isExponentMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
    }

    private func hexDigitsEnd(from start: Int) -> Int {
        var end = start
        while end < count, isHexDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_") { end += 1 }
        return end
    }

    /// An operator run, as Swift lexes it: dots only when the run starts with a dot, and a
    /// `//` or `/*` inside the run starts a comment instead.
    private mutating func lexOperator() {
        let start = position
        // Decided before reading the run, which `a!!!!…` would otherwise read again for every `!`.
        if isPostfixOptionalMark(at: start) {
            emit(bytes[start] == UInt8(ascii: "?") ? .questionMark : .exclamationMark, start, start + 1)
            return
        }
        let startsWithDot = bytes[start] == UInt8(ascii: ".")
        var end = start + 1
        while end < count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "/"), self.byte(at: end + 1) == UInt8(ascii: "/") || self.byte(at: end + 1) == UInt8(ascii: "*") {
                break
            }
            if Lexer.isOperatorByte(byte) || (startsWithDot && byte == UInt8(ascii: ".")) {
                end += 1
            } else {
                break
            }
        }
        let length = end - start
        var kind = TokenKind.operator
        if length == 1 {
            switch bytes[start] {
            case UInt8(ascii: "="): kind = .equal
            case UInt8(ascii: "?"): kind = .questionMark
            case UInt8(ascii: "!"): kind = .exclamationMark
            default: break
            }
        } else if length == 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            kind = .arrow
        }
        listCue(start: start, length: length)
        emit(kind, start, end)
    }

    /// A `?` or `!` glued to the value before it is a postfix mark on its own, even when
    /// more operator characters follow (`Array<Int?>`, `x!>y`); `a!=b` stays `!=`.
    private func isPostfixOptionalMark(at start: Int) -> Bool {
        let first = bytes[start]
        guard first == UInt8(ascii: "?") || first == UInt8(ascii: "!") else { return false }
        guard let previous = tokens.last, previous.end == Int32(truncatingIfNeeded: start) else { return false }
        if first == UInt8(ascii: "!"), byte(at: start + 1) == UInt8(ascii: "=") { return false }
        return true
    }

    // MARK: - Strings

    /// `start` is where the delimiter begins (at the first `#` of a raw string).
    private mutating func lexString(hashCount: Int, start: Int) {
        let quote = start + hashCount
        let isMultiline = byte(at: quote + 1) == UInt8(ascii: "\"") && byte(at: quote + 2) == UInt8(ascii: "\"")
            && !(hashCount > 0 && rawStringClosesOnLine(from: quote + 2, hashCount: hashCount))
        let delimiterEnd = quote + (isMultiline ? 3 : 1)
        emitOpener(.stringStart, start, delimiterEnd, extraFlags: isMultiline ? .multiline : [])
        lexStringBody(hashCount: hashCount, isMultiline: isMultiline)
    }

    /// Whether a `"` followed by `hashCount` `#`s comes at or after `index` on its line. As
    /// in the compiler, `#"""` then opens a one-line raw string, not a multi-line one:
    /// `#"""#` is a quote, `#""""#` two.
    private func rawStringClosesOnLine(from index: Int, hashCount: Int) -> Bool {
        var cursor = index
        while cursor < count, !Lexer.isNewline(bytes[cursor]) {
            if bytes[cursor] == UInt8(ascii: "\""), (1...hashCount).allSatisfy({ byte(at: cursor + $0) == UInt8(ascii: "#") }) {
                return true
            }
            cursor += 1
        }
        return false
    }

    /// A run of string text, if not empty. Only a multi-line string's text holds line breaks.
    @inline(__always)
    private mutating func emitSegment(_ start: Int, _ end: Int, isMultiline: Bool) {
        guard end > start else { return }
        if isMultiline { noteLineBreaks(in: start..<end) }
        emit(.stringSegment, start, end)
    }

    /// Lexes string text from `position` up to the closing delimiter or the next
    /// interpolation, whichever comes first.
    private mutating func lexStringBody(hashCount: Int, isMultiline: Bool) {
        let segmentStart = position
        var index = position
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                var afterHashes = index + 1
                var hashes = 0
                while hashes < hashCount, self.byte(at: afterHashes) == UInt8(ascii: "#") {
                    hashes += 1
                    afterHashes += 1
                }
                guard hashes == hashCount else {
                    index += 1
                    continue
                }
                let escaped = self.byte(at: afterHashes)
                if escaped == UInt8(ascii: "(") {
                    emitSegment(segmentStart, index, isMultiline: isMultiline)
                    emitOpener(.interpolationStart, index, afterHashes + 1)
                    interpolations.append(InterpolationFrame(hashCount: hashCount, isMultiline: isMultiline, openParentheses: 0))
                    return
                }
                if Lexer.isNewline(escaped) && !isMultiline {
                    index = afterHashes
                    continue
                }
                index = min(afterHashes + 1, count)
                continue
            }
            if byte == UInt8(ascii: "\"") {
                var closeEnd = index + 1
                if isMultiline {
                    guard self.byte(at: index + 1) == UInt8(ascii: "\""), self.byte(at: index + 2) == UInt8(ascii: "\"") else {
                        index += 1
                        continue
                    }
                    closeEnd = index + 3
                }
                var hashes = 0
                while hashes < hashCount, self.byte(at: closeEnd + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if hashes == hashCount {
                    emitSegment(segmentStart, index, isMultiline: isMultiline)
                    emitCloser(.stringEnd, closing: .stringStart, index, closeEnd + hashCount, extraFlags: isMultiline ? .multiline : [])
                    return
                }
                index = closeEnd
                continue
            }
            if !isMultiline && Lexer.isNewline(byte) {
                emitSegment(segmentStart, index, isMultiline: isMultiline)
                emitError(index, index)
                return
            }
            index += 1
        }
        emitSegment(segmentStart, count, isMultiline: isMultiline)
        emitError(count, count)
    }
}
