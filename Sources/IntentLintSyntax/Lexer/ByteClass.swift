/// What a byte can start, for the lexer's main loop. One table load and a dense `switch`
/// (a jump table) decide each token, where a `switch` over byte ranges compiled to a chain
/// of comparisons.
enum ByteClass: UInt8 {
    case space, newline, slash, identifier, digit, quote, pound, at, backtick, dollar
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, backslash, period, `operator`
    /// 0xC2, which starts a non-breaking space (U+00A0) or an identifier character.
    case c2
    case invalid

    /// The class of every byte; written once, then only read, never freed.
    nonisolated(unsafe) static let table: UnsafePointer<ByteClass> = {
        let table = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
        for byte in 0...255 {
            table[byte] = ByteClass(classifying: UInt8(byte))
        }
        return UnsafePointer(table)
    }()

    private init(classifying byte: UInt8) {
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C, 0x00: self = .space
        case 0x0A, 0x0D: self = .newline
        case UInt8(ascii: "/"): self = .slash
        case 0xC2: self = .c2
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), 0x80...0xFF:
            self = .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
        case UInt8(ascii: "\""): self = .quote
        case UInt8(ascii: "#"): self = .pound
        case UInt8(ascii: "@"): self = .at
        case UInt8(ascii: "`"): self = .backtick
        case UInt8(ascii: "$"): self = .dollar
        case UInt8(ascii: "("): self = .leftParen
        case UInt8(ascii: ")"): self = .rightParen
        case UInt8(ascii: "["): self = .leftBracket
        case UInt8(ascii: "]"): self = .rightBracket
        case UInt8(ascii: "{"): self = .leftBrace
        case UInt8(ascii: "}"): self = .rightBrace
        case UInt8(ascii: ","): self = .comma
        case UInt8(ascii: ":"): self = .colon
        case UInt8(ascii: ";"): self = .semicolon
        case UInt8(ascii: "\\"): self = .backslash
        case UInt8(ascii: "."): self = .period
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "?"):
            self = .operator
        default: self = .invalid
        }
    }
}
