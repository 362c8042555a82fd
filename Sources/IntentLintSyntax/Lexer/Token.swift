/// One lexical token: a kind and the byte range it covers in the file, in 12 bytes.
///
/// Whitespace is not a token; comments are kept in a separate list (see `TokenizedSource`),
/// so `tokens` holds only what the scanner reads. Together, tokens and comments cover
/// every non-whitespace byte of the file exactly once.
///
/// A token of a kind that pairs (brackets, string delimiters, `\(` and its `)`, the empty
/// error token that ends an unterminated string) is short, so it keeps its length in a byte
/// and its partner's index where others keep their end: the lexer pairs brackets into the
/// tokens themselves, and a file needs no array of partners beside them (4 bytes a token).
public struct Token: Equatable, Sendable, BitwiseCopyable {
    public let kind: TokenKind
    public let flags: TokenFlags
    /// Set for identifiers that spell a Swift keyword; `.none` otherwise.
    public let keyword: Keyword
    /// The length of a token that pairs (`TokenFlags.pairs`); 0 otherwise.
    @usableFromInline let pairedLength: UInt8
    /// Byte offset of the token's first byte in the file's UTF-8 bytes.
    public let start: Int32
    /// The end's byte offset; for a token that pairs, its partner's index, or -1.
    @usableFromInline var endOrPartner: Int32

    /// A token of any kind: those that pair (`TokenKind.mayPair`, and the empty error token
    /// that ends an unterminated string) are punctuation, and take no keyword. The lexer, which
    /// knows the kind it emits, calls the two initializers below directly.
    @inlinable
    public init(kind: TokenKind, flags: TokenFlags = [], keyword: Keyword = .none, start: Int32, end: Int32) {
        if kind.mayPair || kind == .error && end == start {
            self.init(pairingKind: kind, flags: flags.subtracting(.pairs), start: start, end: end)
        } else {
            self.init(unpairedKind: kind, flags: flags.subtracting(.pairs), keyword: keyword, start: start, end: end)
        }
    }

    /// A token of a kind that pairs (`TokenKind.mayPair`), made without the check of its kind.
    @inlinable
    init(pairingKind kind: TokenKind, flags: TokenFlags, start: Int32, end: Int32) {
        self.kind = kind
        keyword = .none
        self.start = start
        let length = end &- start
        if length >= 0, length <= 255 {
            self.flags = flags.union(.pairs)
            pairedLength = UInt8(truncatingIfNeeded: length)
            endOrPartner = -1
        } else {
            self.flags = flags
            pairedLength = 0
            endOrPartner = end
        }
    }

    /// A token of a kind that never pairs, made without the check (the lexer's most common tokens).
    @inlinable
    init(unpairedKind kind: TokenKind, flags: TokenFlags, keyword: Keyword, start: Int32, end: Int32) {
        self.kind = kind
        self.flags = flags
        self.keyword = keyword
        self.start = start
        pairedLength = 0
        endOrPartner = end
    }

    /// Byte offset just past the token's last byte.
    @inlinable public var end: Int32 {
        flags.contains(.pairs) ? start &+ Int32(pairedLength) : endOrPartner
    }

    /// For a token that pairs, its partner's index, or -1 when it has none (or cannot pair).
    @inlinable public var partner: Int32 {
        flags.contains(.pairs) ? endOrPartner : -1
    }

    /// Pairs this token with the token at `index`; only a token that `pairs` keeps it.
    @inlinable mutating func pair(with index: Int32) {
        if flags.contains(.pairs) { endOrPartner = index }
    }

    @inlinable public var length: Int { Int(end - start) }
    @inlinable public var newlineBefore: Bool { flags.contains(.newlineBefore) }
    @inlinable public var spaceBefore: Bool { flags.contains(.whitespaceBefore) }
}

public enum TokenKind: UInt8, Sendable, BitwiseCopyable {
    /// A name: plain, backticked (`` `default` ``), or dollar (`$0`, `$soup`). Keywords too; see `Token.keyword`.
    case identifier
    /// `@Name`; arguments, if any, follow as ordinary tokens.
    case attribute
    /// `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#Preview`, `#selector`, …; see `Token.keyword`.
    case pound
    case integerLiteral
    case floatLiteral
    /// Opening delimiter of a string literal, with any `#`s: `"`, `"""`, `#"`, `##"""`.
    case stringStart
    /// Literal text inside a string, exactly as written (escapes not decoded).
    case stringSegment
    /// `\(` or `\#(` inside a string; the interpolated expression follows as ordinary tokens.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    case stringEnd
    /// `/.../` or `#/.../#`, whole.
    case regexLiteral
    case lineComment
    case blockComment
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period
    /// A lone `=`.
    case equal
    case arrow
    /// A lone `?` (optional chaining, optional type, ternary).
    case questionMark
    /// A lone `!`.
    case exclamationMark
    /// A lone `\` outside strings: the start of a key path.
    case backslash
    /// Any other operator run: `+`, `..<`, `??`, `>>`, `&&`, `!=`, …
    case `operator`
    /// Bytes that cannot start any token, or an unterminated literal or comment.
    case error
}

extension TokenKind {
    /// Whether a bracket pairing may pair a token of this kind (see `BracketPairing`); an
    /// empty `.error` token, which ends an unterminated string, pairs too.
    @inlinable public var mayPair: Bool {
        switch self {
        case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
             .interpolationStart, .interpolationEnd, .stringStart, .stringEnd:
            return true
        default:
            return false
        }
    }
}

public struct TokenFlags: OptionSet, Equatable, Sendable, BitwiseCopyable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A line break (or a comment spanning one) separates this token from the previous one.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment separates this token from the previous one.
    public static let whitespaceBefore = TokenFlags(rawValue: 1 << 1)
    /// A string delimiter that opens or closes a multi-line (`"""`) string.
    public static let multiline = TokenFlags(rawValue: 1 << 2)
    /// A doc comment (`///` or `/** */`).
    public static let documentation = TokenFlags(rawValue: 1 << 3)
    /// An identifier written with backticks.
    public static let backticked = TokenFlags(rawValue: 1 << 4)
    /// A token of a kind that pairs, no longer than 255 bytes: it keeps its partner (see `Token`).
    public static let pairs = TokenFlags(rawValue: 1 << 5)
}

/// Swift keywords and the contextual words the scanner cares about. Identifiers written
/// after `.` or in backticks never carry a keyword.
public enum Keyword: UInt8, Sendable, BitwiseCopyable {
    case none
    // Declarations
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `func`, `import`, `init`,
         `let`, `operator`, `precedencegroup`, `protocol`, `struct`, `subscript`, `typealias`,
         `var`, `actor`, `macro`
    // Modifiers
    case `fileprivate`, `internal`, `private`, `public`, `open`, `package`, `static`, `final`,
         `lazy`, `mutating`, `nonmutating`, `override`, `required`, `convenience`, `dynamic`,
         `weak`, `unowned`, `optional`, `indirect`, `prefix`, `postfix`, `infix`, `nonisolated`,
         `consuming`, `borrowing`, `distributed`, `inout`
    // Statements
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`,
         `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Expressions and types
    case `as`, `Any`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `rethrows`,
         `true`, `try`, `await`, `some`, `any`
    // Compiler directives and built-in pound keywords (token kind `.pound`)
    case poundIf, poundElseif, poundElse, poundEndif, poundAvailable, poundUnavailable

    /// Words that are keywords only in some positions; elsewhere they are ordinary names
    /// (`open(url)`, `let optional = 1`, `cache.get(key)`).
    public var isContextual: Bool {
        switch self {
        case .open, .package, .final, .lazy, .mutating, .nonmutating, .override, .required,
             .convenience, .dynamic, .weak, .unowned, .optional, .indirect, .prefix, .postfix,
             .infix, .nonisolated, .consuming, .borrowing, .distributed, .actor, .macro, .some, .any:
            return true
        default:
            return false
        }
    }

    public var isDeclarationModifier: Bool {
        switch self {
        case .fileprivate, .internal, .private, .public, .open, .package, .static, .final, .lazy,
             .mutating, .nonmutating, .override, .required, .convenience, .dynamic, .weak, .unowned,
             .optional, .indirect, .prefix, .postfix, .infix, .nonisolated, .consuming, .borrowing,
             .distributed, .class:
            return true
        default:
            return false
        }
    }
}
