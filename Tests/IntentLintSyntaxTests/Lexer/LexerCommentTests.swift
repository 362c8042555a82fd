import Testing

@Suite("Lexer: comments, trivia and invalid bytes")
struct LexerCommentTests {
    @Test func lineCommentIsKeptApartFromTokens() {
        let lexed = LexedText("let a = 1 // one\nlet b")
        #expect(lexed.rendered == ["identifier let", "identifier a", "equal =", "integerLiteral 1", "identifier let", "identifier b"])
        #expect(lexed.renderedComments == ["lineComment // one"])
    }

    @Test func nestedBlockComments() {
        let lexed = LexedText("a /* one /* two */ still */ b")
        #expect(lexed.rendered == ["identifier a", "identifier b"])
        #expect(lexed.renderedComments == ["blockComment /* one /* two */ still */"])
    }

    @Test(arguments: [
        ("/// doc", true), ("//// banner", false), ("// plain", false),
        ("/** doc */", true), ("/**/", false), ("/* plain */", false),
    ])
    func documentationComments(comment: String, isDocumentation: Bool) {
        let lexed = LexedText(comment + "\nstruct S {}")
        #expect(lexed.comments.count == 1)
        #expect(lexed.comments.first?.flags.contains(.documentation) == isDocumentation)
    }

    @Test func commentInsideStringIsText() {
        let lexed = LexedText(#""a // b /* c""#)
        #expect(lexed.comments.isEmpty)
        #expect(lexed.rendered == [#"stringStart ""#, "stringSegment a // b /* c", #"stringEnd ""#])
    }

    @Test func unterminatedBlockCommentRunsToEndOfFileAndIsAnError() {
        let lexed = LexedText("a /* one /* two */\nb")
        #expect(lexed.renderedComments == ["blockComment /* one /* two */\nb"])
        #expect(lexed.rendered == ["identifier a", "error"])
        #expect(lexed.tokens.last?.start == Int32(lexed.bytes.count))
    }

    @Test func operatorRunStopsAtComment() {
        let lexed = LexedText("a +// note\nb +/* note */c")
        #expect(lexed.rendered == ["identifier a", "operator +", "identifier b", "operator +", "identifier c"])
        #expect(lexed.renderedComments == ["lineComment // note", "blockComment /* note */"])
    }

    // MARK: Whitespace flags

    @Test func flagsRecordSpaceAndLineBreaks() {
        let lexed = LexedText("a b\nc/* x */d/* \n */e")
        let flags = lexed.tokens.map { ($0.spaceBefore, $0.newlineBefore) }
        #expect(flags.map(\.0) == [false, true, true, true, true])
        #expect(flags.map(\.1) == [false, false, true, false, true])
    }

    @Test func lineCommentEndsAtCarriageReturn() {
        let lexed = LexedText("// a\r\nb\rc")
        #expect(lexed.renderedComments == ["lineComment // a"])
        #expect(lexed.rendered == ["identifier b", "identifier c"])
        #expect(lexed.tokens.allSatisfy { $0.newlineBefore })
    }

    // MARK: File start

    @Test func shebangIsAComment() {
        let lexed = LexedText("#!/usr/bin/env swift\nprint(1)")
        #expect(lexed.renderedComments == ["lineComment #!/usr/bin/env swift"])
        #expect(lexed.rendered == ["identifier print", "leftParen (", "integerLiteral 1", "rightParen )"])
    }

    @Test func shebangOnlyAtFileStart() {
        #expect(LexedText("x\n#!y").rendered == ["identifier x", "error #", "exclamationMark !", "identifier y"])
    }

    @Test func byteOrderMarkIsSkipped() {
        let lexed = LexedText(bytes: [0xEF, 0xBB, 0xBF] + Array("struct S {}".utf8))
        #expect(lexed.rendered == ["identifier struct", "identifier S", "leftBrace {", "rightBrace }"])
        #expect(lexed.tokens[0].start == 3)
        #expect(lexed.tokens[0].keyword == .struct)
    }

    @Test func byteOrderMarkThenShebang() {
        let lexed = LexedText(bytes: [0xEF, 0xBB, 0xBF] + Array("#!/bin/swift\nx".utf8))
        #expect(lexed.renderedComments == ["lineComment #!/bin/swift"])
        #expect(lexed.rendered == ["identifier x"])
    }

    @Test func emptyInput() {
        let lexed = LexedText("")
        #expect(lexed.tokens.isEmpty)
        #expect(lexed.comments.isEmpty)
    }

    // MARK: Invalid bytes

    @Test func controlBytesBecomeOneErrorTokenAndLexingGoesOn() {
        let lexed = LexedText(bytes: Array("a ".utf8) + [0x01, 0x02, 0x7F] + Array(" b".utf8))
        #expect(lexed.rendered == ["identifier a", "error \u{01}\u{02}\u{7F}", "identifier b"])
    }

    @Test func singleQuotesAreErrors() {
        #expect(LexedText("'a'").rendered == ["error '", "identifier a", "error '"])
    }

    @Test func loneSpecialCharactersAreErrors() {
        #expect(LexedText("@ $ ` #").rendered == ["error @", "error $", "error `", "error #"])
    }

    @Test func nonBreakingSpaceIsWhitespace() {
        // ⌥-space types U+00A0; the compiler warns and reads it as a space.
        let lexed = LexedText("struct\u{A0}Soup:\u{A0}AppEntity\u{A0}{}")
        #expect(lexed.rendered == ["identifier struct", "identifier Soup", "colon :", "identifier AppEntity", "leftBrace {", "rightBrace }"])
        #expect(lexed.tokens.map(\.spaceBefore) == [false, true, false, true, true, false])
        #expect(LexedText("@Parameter\u{A0}var x = 1\u{A0}+ $0\u{A0}#if").rendered == [
            "attribute @Parameter", "identifier var", "identifier x", "equal =", "integerLiteral 1", "operator +",
            "identifier $0", "pound #if",
        ])
        // In a string it is text.
        #expect(LexedText("\"a\u{A0}b\"").rendered == [#"stringStart ""#, "stringSegment a\u{A0}b", #"stringEnd ""#])
    }

    @Test func nulIsWhitespace() {
        #expect(LexedText(bytes: [UInt8(ascii: "a"), 0, UInt8(ascii: "b")]).rendered == ["identifier a", "identifier b"])
    }
}
