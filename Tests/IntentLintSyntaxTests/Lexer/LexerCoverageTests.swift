import Testing
import IntentLintTestSupport
@testable import IntentLintSupport
@testable import IntentLintSyntax

/// Whatever the input, tokens and comments come in order, never overlap, and with
/// whitespace they account for every byte: nothing is lost and nothing is read twice.
@Suite("Lexer: every byte accounted for")
struct LexerCoverageTests {
    static let handWritten: [String] = [
        "",
        "struct OrderSoup: AppIntent {\n    static let title: LocalizedStringResource = \"Order \\(1) soup\"\n}\n",
        "\"a\\(f(\"b\\(c)\"))\"",
        "#\"raw \\(x) \\#(y)\"#",
        "\"\"\"\n  multi \\(x)\n  \"\"\"",
        "/* a /* b */ c */ // d\n/// e",
        "let r = /a+/; let q = #/\n x \n/#; a / b / c",
        "0x1.8p3 1_000 x.0.1 1..<5 0xFF.description",
        "Array<Int?> a!=b x?.y a ?? b -> ..< ...",
        "`default` $0 $name @attr #if X\n#elseif Y\n#else\n#endif #Preview",
        "\"unterminated\nnext",
        "\"\\(unterminated\nnext",
        "\"\\(",
        "/* unterminated",
        "#\"unterminated raw",
        "\"\"\"\nunterminated multi",
        "\r\n\r\"a\r\"b\r\n",
        "'\u{1}\u{7F}'",
        "#!shebang\nx",
        "\u{FEFF}bom",
        "# ## ### #/ #\" \\ \\( ) ) ( \" \" \"",
        "a.b.c.d.e.f.",
        "@ @1 $ ` `` `a",
        "/// doc\n//// not doc\n/** doc */ /**/",
        "x = y /* c */ / 2 / 3",
        "\"\\u{1F35C}\\0\\t\" ##\"a\"#b\"##",
        "let\u{A0}x\u{A0}=\u{A0}1\u{A0}// nbsp",
        // Line breaks inside tokens and comments, which the lexer counts as it passes them.
        "\"\"\"\r\na\\\nb\\\r\nc\r\"\"\"\r\n#\"\"\"\nd\n\"\"\"#",
        "\"\"\"\n\\(\n1\r\n)\n\"\"\"\r",
        "#/\r\na\r\n/# #/\na\\\n/# ##/\n",
        "/*\r\n*/x/*\r*/y/*\n/*\n*/\n*/",
        "\"a\\\r\nb\"\r",
    ]

    @Test(arguments: handWritten)
    func handWrittenInputs(source: String) {
        checkCoverage(Array(source.utf8))
    }

    /// Random byte strings from the characters that matter to the lexer, plus any byte.
    @Test func randomInputs() {
        let alphabet = Array("\"\\()#/*\n\r `$@.?!<>=-+&|^~%:;,[]{}'0123456789abcxyzXpe_".utf8) + [0x00, 0x01, 0x7F, 0xC3, 0xA9, 0xFF]
        var generator = SeededRandom(seed: 0x5EED)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 120)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            checkCoverage(bytes)
        }
    }

    @Test func randomArbitraryBytes() {
        var generator = SeededRandom(seed: 42)
        for _ in 0..<500 {
            let bytes = (0..<Int(generator.next() % 200)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            checkCoverage(bytes)
        }
    }

    private func checkCoverage(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        // The lines the lexer counted as it went are the lines a plain count of breaks finds.
        let (counted, recounted) = bytes.withUnsafeBufferPointer { buffer in
            (TokenizedSource.withSource(buffer) { $0.lines }, LineTable(buffer))
        }
        #expect(counted == recounted, "line starts of \(String(decoding: bytes, as: UTF8.self).debugDescription)",
                sourceLocation: sourceLocation)
        let lexed = LexedText(bytes: bytes)
        let all = (lexed.tokens + lexed.comments).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        var covered = [Bool](repeating: false, count: bytes.count)
        var previousEnd: Int32 = 0
        for (tokens, name) in [(lexed.tokens, "tokens"), (lexed.comments, "comments"), (all, "tokens and comments")] {
            previousEnd = 0
            for token in tokens {
                guard token.start >= previousEnd, token.end >= token.start, Int(token.end) <= bytes.count else {
                    Issue.record("\(name) out of order or overlapping at \(token.start)..<\(token.end) in \(String(decoding: bytes, as: UTF8.self).debugDescription)",
                                 sourceLocation: sourceLocation)
                    return
                }
                previousEnd = token.end
            }
        }
        for token in all {
            for offset in Int(token.start)..<Int(token.end) { covered[offset] = true }
        }
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        for (offset, byte) in bytes.enumerated() where !covered[offset] {
            let isNonBreakingSpace = (byte == 0xC2 && offset + 1 < bytes.count && bytes[offset + 1] == 0xA0)
                || (byte == 0xA0 && offset > 0 && bytes[offset - 1] == 0xC2)
            let isWhitespace = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x00].contains(byte) || isNonBreakingSpace
            if !isWhitespace && !(hasByteOrderMark && offset < 3) {
                Issue.record("byte \(byte) at \(offset) is in no token of \(String(decoding: bytes, as: UTF8.self).debugDescription)",
                             sourceLocation: sourceLocation)
                return
            }
        }
    }
}
