import Testing
@testable import IntentLintSyntax

@Suite("Lexer: names, keywords, attributes and directives")
struct LexerNameTests {
    /// Names are read eight bytes at a time: every byte, in every lane, is judged as the
    /// byte-at-a-time table judges it, and a name ends exactly at its first other byte.
    @Test func wordAtATimeTestAgreesWithTheTable() {
        for byte in 0...255 {
            for lane in 0..<8 {
                var word: UInt64 = 0x6161_6161_6161_6161 // "aaaaaaaa"
                word &= ~(UInt64(0xFF) << (lane * 8))
                word |= UInt64(byte) << (lane * 8)
                let others = IdentifierBytes.nonIdentifierBytes(word)
                let expected: UInt64 = IdentifierBytes.table[byte] ? 0 : 0x80 << (lane * 8)
                #expect(others == expected, "byte \(byte) in lane \(lane)")
            }
        }
        let lexed = LexedText("aVeryLongIdentifier_9 é_x\u{A0}y ab+cdefghijklmnop")
        #expect(lexed.tokens.map(lexed.text) == ["aVeryLongIdentifier_9", "é_x", "y", "ab", "+", "cdefghijklmnop"])
    }

    @Test func keywordsAreMarked() {
        let lexed = LexedText("struct Soup { static let title = self }")
        #expect(lexed.tokens.map(\.keyword) == [.struct, .none, .none, .static, .let, .none, .none, .self, .none])
    }

    @Test func wordsAfterAPeriodAreNeverKeywords() {
        let lexed = LexedText("x.default; .init(); y.self; Foo.Type; a.if")
        #expect(lexed.token("default")?.keyword == Keyword.none)
        #expect(lexed.token("init")?.keyword == Keyword.none)
        #expect(lexed.token("self")?.keyword == Keyword.none)
        #expect(lexed.token("if")?.keyword == Keyword.none)
    }

    @Test func contextualKeywordsAreMarkedButUsableAsNames() {
        let lexed = LexedText("open some any")
        #expect(lexed.tokens.map(\.keyword) == [.open, .some, .any])
        #expect(lexed.tokens.allSatisfy { $0.keyword.isContextual })
        #expect(!Keyword.struct.isContextual)
    }

    @Test func nonKeywordsOfKeywordLength() {
        // Same lengths as keywords, different bytes; and longer than any keyword.
        let lexed = LexedText("lets Structs selfish precedencegroups associatedtypes_")
        #expect(lexed.tokens.allSatisfy { $0.keyword == .none })
    }

    @Test func unicodeIdentifiers() {
        #expect(LexedText("let café = 🍜").rendered == ["identifier let", "identifier café", "equal =", "identifier 🍜"])
    }

    @Test func backtickedIdentifier() {
        let lexed = LexedText("let `default` = `class`")
        #expect(lexed.rendered == ["identifier let", "identifier `default`", "equal =", "identifier `class`"])
        #expect(lexed.tokens[1].flags.contains(.backticked))
        #expect(lexed.tokens[1].keyword == Keyword.none)
        #expect(lexed.tokens[3].keyword == Keyword.none)
    }

    @Test func unclosedBacktickIsAnError() {
        #expect(LexedText("`abc\nd").rendered == ["error `", "identifier abc", "identifier d"])
        #expect(LexedText("``").rendered == ["error `", "error `"])
    }

    @Test func dollarIdentifiers() {
        #expect(LexedText("$0 + $1.offset + $soup").rendered == [
            "identifier $0", "operator +", "identifier $1", "period .", "identifier offset", "operator +", "identifier $soup",
        ])
    }

    @Test func attributes() {
        #expect(LexedText("@MainActor @Parameter(title: \"T\") @_spi(X) @unchecked").rendered == [
            "attribute @MainActor", "attribute @Parameter", "leftParen (", "identifier title", "colon :",
            #"stringStart ""#, "stringSegment T", #"stringEnd ""#, "rightParen )",
            "attribute @_spi", "leftParen (", "identifier X", "rightParen )", "attribute @unchecked",
        ])
    }

    @Test func attributeCannotStartWithDigit() {
        #expect(LexedText("@1").rendered == ["error @", "integerLiteral 1"])
    }

    @Test func conditionalCompilationDirectives() {
        let lexed = LexedText("#if os(iOS) && !DEBUG\n#elseif canImport(UIKit)\n#else\n#endif")
        #expect(lexed.rendered == [
            "pound #if", "identifier os", "leftParen (", "identifier iOS", "rightParen )", "operator &&",
            "exclamationMark !", "identifier DEBUG",
            "pound #elseif", "identifier canImport", "leftParen (", "identifier UIKit", "rightParen )",
            "pound #else", "pound #endif",
        ])
        #expect(lexed.tokens.filter { $0.kind == .pound }.map(\.keyword) == [.poundIf, .poundElseif, .poundElse, .poundEndif])
    }

    @Test func poundBuiltins() {
        let lexed = LexedText("if #available(iOS 18, *) {} else if #unavailable(macOS 15) {}\n#Preview { V() }\n#selector(f)")
        let pounds = lexed.tokens.filter { $0.kind == .pound }
        #expect(pounds.map { lexed.text($0) } == ["#available", "#unavailable", "#Preview", "#selector"])
        #expect(pounds.map(\.keyword) == [.poundAvailable, .poundUnavailable, .none, .none])
        #expect(lexed.rendered[2...7] == ["leftParen (", "identifier iOS", "integerLiteral 18", "comma ,", "operator *", "rightParen )"])
    }

    @Test func keywordTableDistinguishesSameLengthWords() {
        // `func` and `case`, `else` and `enum`: same length, different keywords.
        let lexed = LexedText("func case else enum init")
        #expect(lexed.tokens.map(\.keyword) == [.func, .case, .else, .enum, .`init`])
    }
}
