import Testing

@Suite("Lexer: regex literals and division")
struct LexerRegexTests {
    @Test(arguments: [
        ("let r = /a+b/", "/a+b/"),
        ("f(/abc/)", "/abc/"),
        ("xs.split(separator: /\\s+/)", "/\\s+/"),
        ("[/a/, /b/]", "/a/"),
        ("return /x/", "/x/"),
        ("{ /x/ }", "/x/"),
        ("let r = /a\\/b/", "/a\\/b/"),
        ("let r = /[\\/]+/", "/[\\/]+/"),
        ("let r = /(a|b)+c/", "/(a|b)+c/"),
        ("let r = /a\\ /", "/a\\ /"),
        ("let r = a ?? /x/", "/x/"),
        ("let r = #/a b/#", "#/a b/#"),
        ("let r = ##/a/#b/##", "##/a/#b/##"),
        ("let r = #/a\\/#b/#", "#/a\\/#b/#"),
    ])
    func regexLiterals(source: String, regex: String) {
        let lexed = LexedText(source)
        let regexes = lexed.tokens.filter { $0.kind == .regexLiteral }.map { lexed.text($0) }
        #expect(regexes.first == regex)
        #expect(!lexed.tokens.contains { $0.kind == .error })
    }

    @Test func multilineExtendedRegex() {
        let lexed = LexedText("let r = #/\n  (?<word>\\w+) # a word\n/#\nnext")
        #expect(lexed.rendered == [
            "identifier let", "identifier r", "equal =", "regexLiteral #/\n  (?<word>\\w+) # a word\n/#", "identifier next",
        ])
    }

    @Test func regexInsideInterpolation() {
        #expect(LexedText(#""\(/x/)""#).rendered == [
            #"stringStart ""#, #"interpolationStart \("#, "regexLiteral /x/", "interpolationEnd )", #"stringEnd ""#,
        ])
    }

    @Test(arguments: [
        ("a / b / c", ["identifier a", "operator /", "identifier b", "operator /", "identifier c"]),
        ("a/b/c", ["identifier a", "operator /", "identifier b", "operator /", "identifier c"]),
        ("f(x) / g(y) / 2", ["identifier f", "leftParen (", "identifier x", "rightParen )", "operator /", "identifier g",
                              "leftParen (", "identifier y", "rightParen )", "operator /", "integerLiteral 2"]),
        ("xs[0]/2/3", ["identifier xs", "leftBracket [", "integerLiteral 0", "rightBracket ]", "operator /",
                       "integerLiteral 2", "operator /", "integerLiteral 3"]),
        ("self/2/x", ["identifier self", "operator /", "integerLiteral 2", "operator /", "identifier x"]),
        ("x! / 2 / y", ["identifier x", "exclamationMark !", "operator /", "integerLiteral 2", "operator /", "identifier y"]),
        ("x?/2/y", ["identifier x", "questionMark ?", "operator /", "integerLiteral 2", "operator /", "identifier y"]),
        ("x /= 2", ["identifier x", "operator /=", "integerLiteral 2"]),
        // A regex cannot start with a space or end with one.
        ("let r = / a/", ["identifier let", "identifier r", "equal =", "operator /", "identifier a", "operator /"]),
        ("let r = /a /", ["identifier let", "identifier r", "equal =", "operator /", "identifier a", "operator /"]),
        // No closing slash on the line: an operator.
        ("let r = /a\n/ 2", ["identifier let", "identifier r", "equal =", "operator /", "identifier a", "operator /", "integerLiteral 2"]),
    ])
    func divisionIsNotARegex(source: String, expected: [String]) {
        #expect(LexedText(source).rendered == expected)
    }

    @Test func slashInACharacterClassEndsTheLiteralAsInTheCompiler() {
        #expect(LexedText("let r = /[/]/").rendered == ["identifier let", "identifier r", "equal =", "regexLiteral /[/", "rightBracket ]", "operator /"])
    }

    @Test func unbalancedParenthesisMeansNotARegex() {
        #expect(LexedText("[(/), (/)]").rendered == [
            "leftBracket [", "leftParen (", "operator /", "rightParen )", "comma ,",
            "leftParen (", "operator /", "rightParen )", "rightBracket ]",
        ])
    }

    @Test func slashBeforeACommentIsNotAClosingSlash() {
        #expect(LexedText("f(/a//b\n)").rendered == ["identifier f", "leftParen (", "operator /", "identifier a", "rightParen )"])
    }

    @Test func unclosedExtendedRegexIsAnErrorToTheEndOfItsLine() {
        #expect(LexedText("x = #/abc/ def\ny").rendered == ["identifier x", "equal =", "error #/abc/ def", "identifier y"])
    }

    @Test func unclosedMultilineExtendedRegexIsAnErrorToTheEndOfItsOpeningLine() {
        #expect(LexedText("x = #/  \nabc\n").rendered == ["identifier x", "equal =", "error #/  ", "identifier abc"])
        // The same file twice over: the second literal is known unclosed without a scan.
        #expect(LexedText("#/\na\n##/\nb\n#/\nc").rendered == ["error #/", "identifier a", "error ##/", "identifier b", "error #/", "identifier c"])
    }

    @Test func multilineExtendedRegexMayHaveSpacesAfterItsOpening() {
        #expect(LexedText("#/  \n  a\n  /#").rendered == ["regexLiteral #/  \n  a\n  /#"])
    }
}
