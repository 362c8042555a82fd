import Testing

@Suite("Lexer: numbers and operators")
struct LexerNumberAndOperatorTests {
    @Test(arguments: [
        ("42", "integerLiteral 42"), ("1_000_000", "integerLiteral 1_000_000"), ("0xFF_FF", "integerLiteral 0xFF_FF"),
        ("0o17", "integerLiteral 0o17"), ("0b1010_0101", "integerLiteral 0b1010_0101"),
        ("1.5", "floatLiteral 1.5"), ("1e10", "floatLiteral 1e10"), ("1.5e-3", "floatLiteral 1.5e-3"),
        ("2E+8", "floatLiteral 2E+8"), ("1_0.0_1", "floatLiteral 1_0.0_1"),
        ("0x1.8p3", "floatLiteral 0x1.8p3"), ("0x1p-2", "floatLiteral 0x1p-2"), ("0xA.Bp+1", "floatLiteral 0xA.Bp+1"),
    ])
    func numberLiterals(source: String, expected: String) {
        #expect(LexedText(source).rendered == [expected])
    }

    @Test func rangeOperatorsAfterIntegers() {
        #expect(LexedText("1..<5").rendered == ["integerLiteral 1", "operator ..<", "integerLiteral 5"])
        #expect(LexedText("0...n").rendered == ["integerLiteral 0", "operator ...", "identifier n"])
        #expect(LexedText("1...").rendered == ["integerLiteral 1", "operator ..."])
    }

    @Test func tupleAccessIsNotAFloat() {
        #expect(LexedText("x.0.1").rendered == ["identifier x", "period .", "integerLiteral 0", "period .", "integerLiteral 1"])
        #expect(LexedText("t.1.0").rendered == ["identifier t", "period .", "integerLiteral 1", "period .", "integerLiteral 0"])
    }

    @Test func memberAccessOnIntegerLiterals() {
        #expect(LexedText("1.description").rendered == ["integerLiteral 1", "period .", "identifier description"])
        #expect(LexedText("0xFF.description").rendered == ["integerLiteral 0xFF", "period .", "identifier description"])
        #expect(LexedText("0x10.bigEndian").rendered == ["integerLiteral 0x10", "period .", "identifier bigEndian"])
    }

    @Test func malformedSuffixStaysInTheLiteral() {
        #expect(LexedText("12abc 3").rendered == ["integerLiteral 12abc", "integerLiteral 3"])
    }

    @Test func negativeNumberIsPrefixOperator() {
        #expect(LexedText("-1.5").rendered == ["operator -", "floatLiteral 1.5"])
    }

    // MARK: Operators

    @Test(arguments: [
        ("a ?? b", ["identifier a", "operator ??", "identifier b"]),
        ("a..<b", ["identifier a", "operator ..<", "identifier b"]),
        ("a...b", ["identifier a", "operator ...", "identifier b"]),
        ("f() -> Int", ["identifier f", "leftParen (", "rightParen )", "arrow ->", "identifier Int"]),
        ("a == b", ["identifier a", "operator ==", "identifier b"]),
        ("a = b", ["identifier a", "equal =", "identifier b"]),
        ("a!=b", ["identifier a", "operator !=", "identifier b"]),
        ("a !== b", ["identifier a", "operator !==", "identifier b"]),
        ("a!==b", ["identifier a", "operator !==", "identifier b"]),
        ("x &+= 1 << 2", ["identifier x", "operator &+=", "integerLiteral 1", "operator <<", "integerLiteral 2"]),
        ("a.b", ["identifier a", "period .", "identifier b"]),
        ("a ? b : c", ["identifier a", "questionMark ?", "identifier b", "colon :", "identifier c"]),
        ("!flag", ["exclamationMark !", "identifier flag"]),
        ("x?.y", ["identifier x", "questionMark ?", "period .", "identifier y"]),
        ("x!.y", ["identifier x", "exclamationMark !", "period .", "identifier y"]),
        ("f?()", ["identifier f", "questionMark ?", "leftParen (", "rightParen )"]),
        ("x! + 1", ["identifier x", "exclamationMark !", "operator +", "integerLiteral 1"]),
        // SIMD's pointwise operators start with a dot.
        ("a .== b", ["identifier a", "operator .==", "identifier b"]),
        ("m .& n", ["identifier m", "operator .&", "identifier n"]),
        ("a.+.b", ["identifier a", "operator .+.", "identifier b"]),
    ])
    func operators(source: String, expected: [String]) {
        #expect(LexedText(source).rendered == expected)
    }

    @Test func postfixOptionalInsideGenericArguments() {
        #expect(LexedText("Array<Int?>").rendered == [
            "identifier Array", "operator <", "identifier Int", "questionMark ?", "operator >",
        ])
        #expect(LexedText("[String: Int?]").rendered == [
            "leftBracket [", "identifier String", "colon :", "identifier Int", "questionMark ?", "rightBracket ]",
        ])
        #expect(LexedText("Set<Int!>").rendered == [
            "identifier Set", "operator <", "identifier Int", "exclamationMark !", "operator >",
        ])
    }

    @Test func doubleOptionalType() {
        #expect(LexedText("Int??").rendered == ["identifier Int", "questionMark ?", "questionMark ?"])
    }

    @Test func keyPathBackslash() {
        #expect(LexedText(#"\.$soup"#).rendered == ["backslash \\", "period .", "identifier $soup"])
        #expect(LexedText(#"\Order.items[0]"#).rendered == [
            "backslash \\", "identifier Order", "period .", "identifier items", "leftBracket [", "integerLiteral 0", "rightBracket ]",
        ])
    }

    @Test func punctuation() {
        #expect(LexedText("(a, b); [c: d] {}").rendered == [
            "leftParen (", "identifier a", "comma ,", "identifier b", "rightParen )", "semicolon ;",
            "leftBracket [", "identifier c", "colon :", "identifier d", "rightBracket ]", "leftBrace {", "rightBrace }",
        ])
    }
}
