import Testing
@testable import IntentLintSyntax

/// The lexer pairs brackets into the tokens themselves (`Token.partner`): what the scanner
/// jumps over bodies with. Each pair is rendered as `opener…closer` by the tokens' text.
@Suite("Lexer: bracket pairs")
struct BracketPairingTests {
    /// `opener closer` for each paired opener, in order (`⊥` for the empty error token that
    /// ends an unterminated string); `opener -` for an unpaired one, `- closer` for an
    /// unpaired closer.
    private func pairs(_ source: String) -> [String] {
        let lexed = LexedText(source)
        var rendered: [String] = []
        for (index, token) in lexed.tokens.enumerated() where token.kind.mayPair || token.kind == .error {
            let partner = Int(token.partner)
            if partner >= 0 {
                let other = lexed.tokens[partner]
                // One error token ends a string and the interpolations open in it: it names the string.
                let endsUnterminated = other.kind == .error
                #expect(endsUnterminated || Int(other.partner) == index, "a pair goes both ways")
                if partner > index {
                    rendered.append("\(lexed.text(token))@\(index) \(endsUnterminated ? "⊥" : lexed.text(other))@\(partner)")
                }
            } else if [.leftParen, .leftBracket, .leftBrace, .stringStart, .interpolationStart].contains(token.kind) {
                rendered.append("\(lexed.text(token))@\(index) -")
            } else if token.kind != .error {
                rendered.append("- \(lexed.text(token))@\(index)")
            }
        }
        return rendered
    }

    @Test func bracketsStringsAndInterpolationsPairAtEveryDepth() {
        // f ( a [ 1 ] , { " x \( y ) " } )
        // 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
        #expect(pairs(#"f(a[1], { "x\(y)" })"#) == [
            "(@1 )@15", "[@3 ]@5", "{@7 }@14", #""@8 "@13"#, #"\(@10 )@12"#,
        ])
    }

    @Test func pairedTokensKeepTheirTextAndPosition() {
        let lexed = LexedText(##"x = #"a"# + [(1)]"##)
        #expect(lexed.rendered == [
            "identifier x", "equal =", ##"stringStart #""##, "stringSegment a", ##"stringEnd "#"##,
            "operator +", "leftBracket [", "leftParen (", "integerLiteral 1", "rightParen )", "rightBracket ]",
        ])
        #expect(lexed.tokens[2].partner == 4 && lexed.tokens[6].partner == 10 && lexed.tokens[7].partner == 9)
    }

    @Test func aStrayCloserIsLeftUnpairedAndTheRestStaysBalanced() {
        // A closer with no opener of its kind open pairs with nothing; the braces still pair.
        #expect(pairs("{ a ) [ b } ]") == ["{@0 }@5", "- )@2", "[@3 -", "- ]@6"])
    }

    @Test func anUnterminatedStringEndsAtTheLineBreak() {
        // The empty error token at the line break closes the string and its interpolation,
        // so the braces around still pair.
        let lexed = LexedText("{ \"a\\(b\n}")
        #expect(pairs("{ \"a\\(b\n}") == ["{@0 }@6", "\"@1 ⊥@5", "\\(@3 ⊥@5"])
        let error = lexed.tokens[5]
        #expect(error.kind == .error && error.length == 0)
        #expect(lexed.tokens[1].partner == 5 && lexed.tokens[3].partner == 5)
    }

    @Test func aDelimiterTooLongToKeepItsPartnerStaysWholeAndUnpaired() {
        // 300 `#`s: the delimiters keep their full length and stay unpaired; the parentheses
        // around them still pair.
        let hashes = String(repeating: "#", count: 300)
        let lexed = LexedText("f(\(hashes)\"a\"\(hashes))")
        #expect(lexed.rendered == [
            "identifier f", "leftParen (", "stringStart \(hashes)\"", "stringSegment a", "stringEnd \"\(hashes)", "rightParen )",
        ])
        #expect(lexed.tokens[2].partner == -1 && lexed.tokens[4].partner == -1)
        #expect(lexed.tokens[1].partner == 5 && lexed.tokens[5].partner == 1)
    }

    @Test func anInterpolationTooLongToKeepItsPartnerClosesNoOtherOne() {
        // The inner raw string's `\###…(` cannot keep a partner, but it still opens a group:
        // its `)` closes it, not the outer interpolation, which pairs with its own `)`.
        let hashes = String(repeating: "#", count: 300)
        let source = "\"\\(\(hashes)\"a\\\(hashes)(x)b\"\(hashes))\""
        let lexed = LexedText(source)
        #expect(lexed.tokens.map(\.kind) == [
            .stringStart, .interpolationStart, .stringStart, .stringSegment, .interpolationStart, .identifier,
            .interpolationEnd, .stringSegment, .stringEnd, .interpolationEnd, .stringEnd,
        ])
        #expect(lexed.tokens.map(\.partner) == [10, 9, -1, -1, -1, -1, -1, -1, -1, 1, 0])
    }

    @Test func aTokenMadeByHandComparesByKindAndRange() {
        let lexed = LexedText("(x)")
        #expect(lexed.tokens[1] == Token(kind: .identifier, flags: [], start: 1, end: 2))
        #expect(lexed.tokens[0].end == 1 && lexed.tokens[2].start == 2 && lexed.tokens[2].end == 3)
    }
}
