import Testing

@Suite("Lexer: string literals")
struct LexerStringTests {
    @Test func singleLineString() {
        #expect(LexedText(#"let s = "soup""#).rendered == [
            "identifier let", "identifier s", "equal =",
            #"stringStart ""#, "stringSegment soup", #"stringEnd ""#,
        ])
    }

    @Test func emptyStringHasNoSegment() {
        #expect(LexedText(#"f("")"#).rendered == [
            "identifier f", "leftParen (", #"stringStart ""#, #"stringEnd ""#, "rightParen )",
        ])
    }

    @Test func interpolationIsTokenized() {
        #expect(LexedText(#""Order \(count) soups""#).rendered == [
            #"stringStart ""#, "stringSegment Order ", #"interpolationStart \("#,
            "identifier count", "interpolationEnd )", "stringSegment  soups", #"stringEnd ""#,
        ])
    }

    @Test func parenthesesInsideAnInterpolationDoNotEndIt() {
        #expect(LexedText(#""\(f(a, (b)))!""#).rendered == [
            #"stringStart ""#, #"interpolationStart \("#,
            "identifier f", "leftParen (", "identifier a", "comma ,", "leftParen (", "identifier b",
            "rightParen )", "rightParen )", "interpolationEnd )", "stringSegment !", #"stringEnd ""#,
        ])
    }

    @Test func interpolationsNestWithStringsInside() {
        #expect(LexedText(#""a\(f("b\(g("c"))d"))e""#).rendered == [
            #"stringStart ""#, "stringSegment a", #"interpolationStart \("#,
            "identifier f", "leftParen (",
            #"stringStart ""#, "stringSegment b", #"interpolationStart \("#,
            "identifier g", "leftParen (", #"stringStart ""#, "stringSegment c", #"stringEnd ""#, "rightParen )",
            "interpolationEnd )", "stringSegment d", #"stringEnd ""#,
            "rightParen )", "interpolationEnd )", "stringSegment e", #"stringEnd ""#,
        ])
    }

    @Test func escapedBackslashBeforeParenthesisIsText() {
        #expect(LexedText(#""\\(x)""#).rendered == [#"stringStart ""#, #"stringSegment \\(x)"#, #"stringEnd ""#])
    }

    @Test func escapedQuoteDoesNotEndTheString() {
        #expect(LexedText(#""say \"hi\"" + x"#).rendered == [
            #"stringStart ""#, #"stringSegment say \"hi\""#, #"stringEnd ""#, "operator +", "identifier x",
        ])
    }

    @Test func escapesAreKeptAsWritten() {
        #expect(LexedText(#""a\n\t\u{1F35C}\0""#).rendered == [
            #"stringStart ""#, #"stringSegment a\n\t\u{1F35C}\0"#, #"stringEnd ""#,
        ])
    }

    // MARK: Raw strings

    @Test func rawStringTreatsBackslashParenthesisAsText() {
        #expect(LexedText(##"#"a\(b)"#"##).rendered == [##"stringStart #""##, #"stringSegment a\(b)"#, ##"stringEnd "#"##])
    }

    @Test func rawStringInterpolationUsesItsHashes() {
        #expect(LexedText(##"#"a\#(b)c"#"##).rendered == [
            ##"stringStart #""##, "stringSegment a", ##"interpolationStart \#("##, "identifier b",
            "interpolationEnd )", "stringSegment c", ##"stringEnd "#"##,
        ])
    }

    @Test func rawStringWithTwoHashesContainsQuoteHash() {
        // `"#` does not close a `##"` string; `\#(` is text in it.
        #expect(LexedText(###"##"a"#b\#(c)"## x"###).rendered == [
            ###"stringStart ##""###, ##"stringSegment a"#b\#(c)"##, ###"stringEnd "##"###, "identifier x",
        ])
    }

    @Test func rawStringInterpolationWithTwoHashes() {
        #expect(LexedText(###"##"\##(n)"##"###).rendered == [
            ###"stringStart ##""###, ###"interpolationStart \##("###, "identifier n", "interpolationEnd )",
            ###"stringEnd "##"###,
        ])
    }

    @Test func rawStringHoldingOnlyAQuote() {
        #expect(LexedText(###"case #"""#: x"###).rendered == [
            "identifier case", ##"stringStart #""##, #"stringSegment ""#, ##"stringEnd "#"##, "colon :", "identifier x",
        ])
        #expect(LexedText(####"##"""##"####).rendered == [###"stringStart ##""###, #"stringSegment ""#, ###"stringEnd "##"###])
        #expect(LexedText(###"f(#""""#, #""a""#)"###).rendered == [
            "identifier f", "leftParen (", ##"stringStart #""##, #"stringSegment """#, ##"stringEnd "#"##, "comma ,",
            ##"stringStart #""##, #"stringSegment "a""#, ##"stringEnd "#"##, "rightParen )",
        ])
        // Without a closing delimiter on its line it opens a multi-line raw string.
        #expect(LexedText("##\"\"\"#\nx\n\"\"\"##").rendered == [
            ###"stringStart ##""""###, "stringSegment #\nx\n", ###"stringEnd """##"###,
        ])
    }

    @Test func rawStringQuoteWithoutHashIsText() {
        #expect(LexedText(##"#"say "hi""#"##).rendered == [##"stringStart #""##, #"stringSegment say "hi""#, ##"stringEnd "#"##])
    }

    // MARK: Multi-line strings

    @Test func multilineString() {
        let lexed = LexedText("let s = \"\"\"\n    one \"quoted\" \"\" two\n    \"\"\"\nnext")
        #expect(lexed.rendered == [
            "identifier let", "identifier s", "equal =", #"stringStart """"#,
            "stringSegment \n    one \"quoted\" \"\" two\n    ", #"stringEnd """"#, "identifier next",
        ])
        #expect(lexed.token(#"""""#)?.flags.contains(.multiline) == true)
        #expect(lexed.tokens.last?.newlineBefore == true)
    }

    @Test func multilineStringInterpolationMaySpanLines() {
        #expect(LexedText("\"\"\"\n\\(f(\n  x))\n\"\"\"").rendered == [
            #"stringStart """"#, "stringSegment \n", #"interpolationStart \("#, "identifier f", "leftParen (",
            "identifier x", "rightParen )", "interpolationEnd )", "stringSegment \n", #"stringEnd """"#,
        ])
    }

    @Test func rawMultilineString() {
        #expect(LexedText("#\"\"\"\n\\(x) \"\"\" \\#(y)\n\"\"\"#").rendered == [
            ##"stringStart #""""##, "stringSegment \n\\(x) \"\"\" ", ##"interpolationStart \#("##, "identifier y",
            "interpolationEnd )", "stringSegment \n", ##"stringEnd """#"##,
        ])
    }

    @Test func multilineLineContinuationIsText() {
        #expect(LexedText("\"\"\"\na \\\nb\n\"\"\"").rendered == [
            #"stringStart """"#, "stringSegment \na \\\nb\n", #"stringEnd """"#,
        ])
    }

    // MARK: Unterminated

    @Test func unterminatedStringEndsAtEndOfLine() {
        let lexed = LexedText("let s = \"abc\nlet t = 1")
        #expect(lexed.rendered == [
            "identifier let", "identifier s", "equal =", #"stringStart ""#, "stringSegment abc", "error",
            "identifier let", "identifier t", "equal =", "integerLiteral 1",
        ])
        // The error sits where the line ends.
        #expect(lexed.tokens[5].start == 12)
    }

    @Test func unterminatedStringAtEndOfFile() {
        let lexed = LexedText("\"abc")
        #expect(lexed.rendered == [#"stringStart ""#, "stringSegment abc", "error"])
        #expect(lexed.tokens.last?.start == 4)
    }

    @Test func unterminatedMultilineStringRunsToEndOfFile() {
        #expect(LexedText("\"\"\"\nabc\n").rendered == [#"stringStart """"#, "stringSegment \nabc\n", "error"])
    }

    @Test func unterminatedInterpolationAtEndOfLine() {
        #expect(LexedText("\"a\\(b\nc").rendered == [
            #"stringStart ""#, "stringSegment a", #"interpolationStart \("#, "identifier b", "error", "identifier c",
        ])
    }

    @Test func unterminatedInterpolationAtEndOfFile() {
        #expect(LexedText("\"a\\(b").rendered == [
            #"stringStart ""#, "stringSegment a", #"interpolationStart \("#, "identifier b", "error",
        ])
    }

    @Test func backslashAtEndOfSingleLineStringDoesNotJoinLines() {
        #expect(LexedText("\"a\\\nb").rendered == [#"stringStart ""#, #"stringSegment a\"#, "error", "identifier b"])
    }

    @Test func unterminatedRawString() {
        #expect(LexedText(##"#"abc"##).rendered == [##"stringStart #""##, "stringSegment abc", "error"])
    }
}
