/// A file's bytes with its tokens, comments, bracket pairs and line table: everything the
/// scanner, the expression parser and the provenance analysis read. Lives only while one
/// file is being scanned.
struct TokenizedSource {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let comments: [Token]
    /// For each opening token (`(`, `[`, `{`, string start, `\(`), the index of its closing
    /// partner, and the reverse for closing tokens; -1 when unpaired.
    let partners: [Int32]
    let lines: LineTable

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let lexed = Lexer.tokenize(bytes)
        tokens = lexed.tokens
        comments = lexed.comments
        partners = TokenizedSource.pairBrackets(lexed.tokens)
        lines = LineTable(bytes)
    }

    var count: Int { tokens.count }

    // MARK: Bracket pairs

    private static func openerKind(closing kind: TokenKind) -> TokenKind? {
        switch kind {
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        case .rightBrace: return .leftBrace
        case .interpolationEnd: return .interpolationStart
        case .stringEnd: return .stringStart
        default: return nil
        }
    }

    /// Pairs brackets in one pass. A closer with no opener of its kind open is left unpaired;
    /// a closer whose opener is deeper closes it and leaves the openers above unpaired, so
    /// one stray bracket cannot unbalance the rest of the file.
    ///
    /// The lexer ends an unterminated string, or an interpolation cut off by a line break,
    /// with an empty error token; that token closes the string (and the interpolation and
    /// its string), so that a stray quote does not run on to the end of the file.
    private static func pairBrackets(_ tokens: [Token]) -> [Int32] {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        // Open tokens per kind, to know in O(1) whether a closer has an opener below.
        var openCounts = [Int](repeating: 0, count: 256)
        for index in tokens.indices {
            let kind = tokens[index].kind
            switch kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringStart:
                stack.append(Int32(index))
                openCounts[Int(kind.rawValue)] += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .stringEnd:
                let opener = openerKind(closing: kind)!
                guard openCounts[Int(opener.rawValue)] > 0 else { continue }
                while let top = stack.popLast() {
                    let topKind = tokens[Int(top)].kind
                    openCounts[Int(topKind.rawValue)] -= 1
                    if topKind == opener {
                        partners[Int(top)] = Int32(index)
                        partners[index] = top
                        break
                    }
                }
            case .error where tokens[index].start == tokens[index].end:
                guard openCounts[Int(TokenKind.stringStart.rawValue)] + openCounts[Int(TokenKind.interpolationStart.rawValue)] > 0 else {
                    continue
                }
                while let top = stack.popLast() {
                    let topKind = tokens[Int(top)].kind
                    openCounts[Int(topKind.rawValue)] -= 1
                    guard topKind == .stringStart || topKind == .interpolationStart else { continue }
                    partners[Int(top)] = Int32(index)
                    partners[index] = top
                    if topKind == .stringStart { break }
                }
            default:
                continue
            }
        }
        return partners
    }

    /// The index just past the group opened at `index`, or `index + 1` when it is unpaired.
    @inline(__always)
    func afterGroup(_ index: Int) -> Int {
        let partner = partners[index]
        return partner > Int32(index) ? Int(partner) + 1 : index + 1
    }

    /// The closing partner of the opener at `index`, or `limit` when it is unpaired.
    @inline(__always)
    func closer(of index: Int, limit: Int) -> Int {
        let partner = partners[index]
        return partner > Int32(index) ? min(Int(partner), limit) : limit
    }

    @inline(__always)
    func isOpener(_ kind: TokenKind) -> Bool {
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
    func name(_ index: Int) -> String {
        let token = tokens[index]
        if token.flags.contains(.backticked) {
            return text(from: token.start + 1, to: token.end - 1)
        }
        return text(from: token.start, to: token.end)
    }

    func text(from start: Int32, to end: Int32) -> String {
        let lower = max(0, min(Int(start), bytes.count))
        let upper = max(lower, min(Int(end), bytes.count))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    }

    /// Source text of the tokens `range` (first token start to last token end).
    func text(tokens range: Range<Int>) -> String {
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
    func `is`(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        var token = tokens[index]
        if token.flags.contains(.backticked) {
            token.start += 1
            token.end -= 1
        }
        let length = word.utf8CodeUnitCount
        guard token.length == length else { return false }
        let start = Int(token.start)
        let pointer = word.utf8Start
        var offset = 0
        while offset < length {
            if bytes[start + offset] != pointer[offset] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always)
    func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    @inline(__always)
    func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count ? tokens[index].keyword : .none
    }

    /// An identifier that is usable as a name here: not a reserved keyword.
    @inline(__always)
    func isName(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        let keyword = tokens[index].keyword
        return keyword == .none || keyword.isContextual
    }

    func location(_ index: Int) -> SourceLocation {
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
    func startsUppercase(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        var offset = Int(tokens[index].start)
        if tokens[index].flags.contains(.backticked) { offset += 1 }
        let byte = bytes[offset]
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
