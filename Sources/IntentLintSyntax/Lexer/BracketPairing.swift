/// Pairs brackets as the lexer emits tokens, so no second pass reads them all again.
///
/// A closer with no opener of its kind open is left unpaired; a closer whose opener is
/// deeper closes it and leaves the openers above unpaired, so one stray bracket cannot
/// unbalance the rest of the file. The lexer ends an unterminated string, or an
/// interpolation cut off by a line break, with an empty error token; that token closes the
/// string (and the interpolations around it), so a stray quote does not run on to the end.
struct BracketPairing {
    /// For each token so far, the index of its partner, or -1.
    private var partners: GrowableBuffer<Int32>
    /// Open brackets, innermost last: the token index shifted left by 8, with its kind below.
    private var stack: GrowableBuffer<UInt64>
    /// Open tokens per opener kind, to know in O(1) whether a closer has an opener below.
    private var openParentheses = 0, openBrackets = 0, openBraces = 0, openInterpolations = 0, openStrings = 0

    init(capacity: Int) {
        partners = GrowableBuffer(capacity: capacity)
        stack = GrowableBuffer(capacity: 64)
    }

    /// Records the next token; `isEmpty` for a zero-length one.
    @inline(__always)
    mutating func add(_ kind: TokenKind, isEmpty: Bool) {
        let index = partners.count
        partners.append(-1)
        let opener: TokenKind
        switch kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringStart:
            stack.append(UInt64(index) << 8 | UInt64(kind.rawValue))
            adjustOpenCount(kind, by: 1)
            return
        case .rightParen where openParentheses > 0: opener = .leftParen
        case .rightBracket where openBrackets > 0: opener = .leftBracket
        case .rightBrace where openBraces > 0: opener = .leftBrace
        case .interpolationEnd where openInterpolations > 0: opener = .interpolationStart
        case .stringEnd where openStrings > 0: opener = .stringStart
        case .error where isEmpty && openStrings + openInterpolations > 0:
            closeUnterminatedString(at: index)
            return
        default:
            return
        }
        while let (top, topKind) = popOpener() {
            if topKind == opener {
                pair(top, index)
                return
            }
        }
    }

    /// Pairs the open interpolations and the string they are in with the error token at `index`.
    private mutating func closeUnterminatedString(at index: Int) {
        while let (top, topKind) = popOpener() {
            guard topKind == .stringStart || topKind == .interpolationStart else { continue }
            pair(top, index)
            if topKind == .stringStart { return }
        }
    }

    @inline(__always)
    private mutating func popOpener() -> (index: Int, kind: TokenKind)? {
        guard let entry = stack.popLast() else { return nil }
        let kind = TokenKind(rawValue: UInt8(truncatingIfNeeded: entry))!
        adjustOpenCount(kind, by: -1)
        return (Int(entry >> 8), kind)
    }

    @inline(__always)
    private mutating func pair(_ opener: Int, _ closer: Int) {
        partners[opener] = Int32(truncatingIfNeeded: closer)
        partners[closer] = Int32(truncatingIfNeeded: opener)
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

    /// Every token's partner, in the pairing's own buffer, valid until `free()`.
    mutating func finishInPlace() -> UnsafeBufferPointer<Int32> {
        stack.free()
        return partners.buffer
    }

    /// Frees the pairing, which must not be used again.
    mutating func free() {
        stack.free()
        partners.free()
    }
}
