/// One lexical token: a kind and the byte range it covers in the file.
///
/// Whitespace is not a token; comments are kept in a separate list (see `TokenizedFile`),
/// so `tokens` holds only what the scanner reads. Together, tokens and comments cover
/// every non-whitespace byte of the file exactly once.
public struct Token: Equatable, Sendable, BitwiseCopyable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// Set for identifiers that spell a Swift keyword; `.none` otherwise.
    public var keyword: Keyword
    /// Byte offsets into the file's UTF-8 bytes.
    public var start: Int32
    public var end: Int32

    @inlinable
    public init(kind: TokenKind, flags: TokenFlags = [], keyword: Keyword = .none, start: Int32, end: Int32) {
        self.kind = kind
        self.flags = flags
        self.keyword = keyword
        self.start = start
        self.end = end
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
