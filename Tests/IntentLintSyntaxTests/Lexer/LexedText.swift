@testable import IntentLintSyntax

/// A piece of source run through the lexer, with its tokens rendered as `kind text`
/// strings so that expectations read like the source they describe.
struct LexedText {
    let bytes: [UInt8]
    let tokens: [Token]
    let comments: [Token]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        (tokens, comments) = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
    }

    func text(_ token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// `identifier foo`, `operator ..<`, `stringSegment a b`; a zero-width token is its kind alone.
    static func render(_ token: Token, text: String) -> String {
        text.isEmpty ? "\(token.kind)" : "\(token.kind) \(text)"
    }

    var rendered: [String] { tokens.map { LexedText.render($0, text: text($0)) } }
    var renderedComments: [String] { comments.map { LexedText.render($0, text: text($0)) } }

    /// The first token whose text is `text`.
    func token(_ text: String) -> Token? {
        tokens.first { self.text($0) == text }
    }
}
