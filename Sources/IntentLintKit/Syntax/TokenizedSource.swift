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
    /// Indices of the identifier tokens spelled `id`, in order: the provenance analysis
    /// walks only the bodies that contain one.
    let idTokens: [Int]
    let lines: LineTable

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let lexed = Lexer.tokenize(bytes)
        tokens = lexed.tokens
        comments = lexed.comments
        (partners, idTokens) = TokenizedSource.pairBrackets(lexed.tokens, bytes)
        lines = LineTable(bytes)
    }

    var count: Int { tokens.count }

    // MARK: Bracket pairs

    /// Pairs brackets and collects `id` tokens in one pass (see `BracketPairing`).
    private static func pairBrackets(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>) -> (partners: [Int32], idTokens: [Int]) {
        var idTokens: [Int] = []
        let partners = [Int32](unsafeUninitializedCapacity: tokens.count) { buffer, initialized in
            buffer.initialize(repeating: -1)
            initialized = tokens.count
            // Every token could be an opener: the stack never needs more room than this.
            let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(tokens.count, 1))
            defer { stack.deallocate() }
            var pairing = BracketPairing(partners: buffer, stack: stack)
            tokens.withUnsafeBufferPointer { pairing.run($0, bytes) }
            idTokens = pairing.idTokens
        }
        return (partners, idTokens)
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

/// Pairs brackets in one pass. A closer with no opener of its kind open is left unpaired;
/// a closer whose opener is deeper closes it and leaves the openers above unpaired, so one
/// stray bracket cannot unbalance the rest of the file. Also collects the `id` tokens, to
/// save a second pass over every token.
///
/// The lexer ends an unterminated string, or an interpolation cut off by a line break, with
/// an empty error token; that token closes the string (and the interpolations around it), so
/// that a stray quote does not run on to the end of the file.
private struct BracketPairing {
    /// Written through raw buffers sized once: array writes checked uniqueness on every token.
    let partners: UnsafeMutableBufferPointer<Int32>
    private let stack: UnsafeMutablePointer<Int32>
    private var stackCount = 0
    var idTokens: [Int] = []
    /// Open tokens per opener kind, to know in O(1) whether a closer has an opener below.
    private var openParentheses = 0, openBrackets = 0, openBraces = 0, openInterpolations = 0, openStrings = 0

    init(partners: UnsafeMutableBufferPointer<Int32>, stack: UnsafeMutablePointer<Int32>) {
        self.partners = partners
        self.stack = stack
    }

    @inline(__always)
    private mutating func push(_ index: Int32) {
        stack[stackCount] = index
        stackCount += 1
    }

    @inline(__always)
    private mutating func pop() -> Int32? {
        guard stackCount > 0 else { return nil }
        stackCount -= 1
        return stack[stackCount]
    }

    mutating func run(_ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) {
        for index in tokens.indices {
            let token = tokens[index]
            let opener: TokenKind
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringStart:
                push(Int32(truncatingIfNeeded: index))
                adjustOpenCount(token.kind, by: 1)
                continue
            case .rightParen where openParentheses > 0: opener = .leftParen
            case .rightBracket where openBrackets > 0: opener = .leftBracket
            case .rightBrace where openBraces > 0: opener = .leftBrace
            case .interpolationEnd where openInterpolations > 0: opener = .interpolationStart
            case .stringEnd where openStrings > 0: opener = .stringStart
            case .identifier:
                if token.end - token.start == 2, bytes[Int(token.start)] == UInt8(ascii: "i"),
                   bytes[Int(token.start) + 1] == UInt8(ascii: "d") {
                    idTokens.append(index)
                }
                continue
            case .error where token.start == token.end && openStrings + openInterpolations > 0:
                closeUnterminatedString(at: index, tokens)
                continue
            default:
                continue
            }
            while let top = pop() {
                let topKind = tokens[Int(top)].kind
                adjustOpenCount(topKind, by: -1)
                if topKind == opener {
                    partners[Int(top)] = Int32(truncatingIfNeeded: index)
                    partners[index] = top
                    break
                }
            }
        }
    }

    /// Pairs the open interpolations and the string they are in with the error token at `index`.
    private mutating func closeUnterminatedString(at index: Int, _ tokens: UnsafeBufferPointer<Token>) {
        while let top = pop() {
            let topKind = tokens[Int(top)].kind
            adjustOpenCount(topKind, by: -1)
            guard topKind == .stringStart || topKind == .interpolationStart else { continue }
            partners[Int(top)] = Int32(truncatingIfNeeded: index)
            partners[index] = top
            if topKind == .stringStart { break }
        }
    }

    @inline(__always)
    private mutating func adjustOpenCount(_ kind: TokenKind, by delta: Int) {
        switch kind {
        case .leftParen: openParentheses += delta
        case .leftBracket: openBrackets += delta
        case .leftBrace: openBraces += delta
        case .interpolationStart: openInterpolations += delta
        default: openStrings += delta
        }
    }
}
