/// Pairs brackets as the lexer emits tokens, so no second pass reads them all again.
///
/// A closer with no opener of its kind open is left unpaired; a closer whose opener is
/// deeper closes it and leaves the openers above unpaired, so one stray bracket cannot
/// unbalance the rest of the file. The lexer ends an unterminated string, or an
/// interpolation cut off by a line break, with an empty error token; that token closes the
/// string (and the interpolations around it), so a stray quote does not run on to the end.
///
/// Partners are written into the tokens themselves (`Token.partner`). A token that cannot
/// keep one (a string delimiter of over 255 bytes) opens and closes groups as any other, but
/// is left unpaired, and so is the token it would pair with.
struct BracketPairing {
    /// Open brackets, innermost last: the token index shifted left by 8, with its kind below.
    private var stack: GrowableBuffer<UInt64>
    /// Open tokens per opener kind, to know in O(1) whether a closer has an opener below.
    private var openParentheses = 0, openBrackets = 0, openBraces = 0, openInterpolations = 0, openStrings = 0

    init() {
        stack = GrowableBuffer(capacity: 64)
    }

    /// Opens the group of the opener (`(`, `[`, `{`, `\(`, a string's start) at `index`.
    @inline(__always)
    mutating func open(_ kind: TokenKind, at index: Int) {
        stack.append(UInt64(index) << 8 | UInt64(kind.rawValue))
        adjustOpenCount(kind, by: 1)
    }

    /// Pairs the closer at `index` with the innermost open token of kind `opener`, if one is
    /// open, leaving the openers above it unpaired.
    @inline(__always)
    mutating func close(_ opener: TokenKind, at index: Int, in tokens: inout GrowableBuffer<Token>) {
        guard openCount(opener) > 0 else { return }
        while let (top, topKind) = popOpener() {
            if topKind == opener {
                pair(top, index, in: &tokens)
                return
            }
        }
    }

    /// Pairs the open interpolations and the string they are in with the empty error token at
    /// `index`, if a string is open.
    mutating func closeUnterminatedString(at index: Int, in tokens: inout GrowableBuffer<Token>) {
        guard openStrings + openInterpolations > 0 else { return }
        while let (top, topKind) = popOpener() {
            guard topKind == .stringStart || topKind == .interpolationStart else { continue }
            pair(top, index, in: &tokens)
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

    /// Pairs two tokens, when both can keep a partner, so that neither points at a token that
    /// does not point back (but for the error token that ends a string: it points at the string).
    @inline(__always)
    private func pair(_ opener: Int, _ closer: Int, in tokens: inout GrowableBuffer<Token>) {
        guard tokens[opener].flags.contains(.pairs), tokens[closer].flags.contains(.pairs) else { return }
        tokens[opener].pair(with: Int32(truncatingIfNeeded: closer))
        tokens[closer].pair(with: Int32(truncatingIfNeeded: opener))
    }

    @inline(__always)
    private func openCount(_ kind: TokenKind) -> Int {
        switch kind {
        case .leftParen: return openParentheses
        case .leftBracket: return openBrackets
        case .leftBrace: return openBraces
        case .interpolationStart: return openInterpolations
        default: return openStrings
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

    /// Frees the pairing, which must not be used again.
    mutating func free() {
        stack.free()
    }
}
