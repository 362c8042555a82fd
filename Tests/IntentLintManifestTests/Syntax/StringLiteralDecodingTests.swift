import Testing
@testable import IntentLintSyntax

/// String literals as the parser decodes them: escapes resolved, multi-line indentation
/// removed, interpolations kept apart.
@Suite("String literal decoding")
struct StringLiteralDecodingTests {
    /// The literal's segments: decoded text, or `\(…)` with the interpolation rendered.
    private func segments(_ source: String) -> [String]? {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> [String]? in TokenizedSource.withSource(buffer) { tokens -> [String]? in
            var parser = ExpressionParser(source: tokens)
            var index = 0
            guard let expression = parser.parseExpression(&index, limit: tokens.count),
                  case .stringLiteral(let literal) = expression.kind else { return nil }
            let sketch = ExpressionSketch(bytes: bytes)
            return literal.segments.map { segment in
                switch segment {
                case .text(let text): return text
                case .interpolation(let arguments, _, _): return "\\(" + sketch.render(arguments) + ")"
                }
            }
        } }
    }

    @Test(arguments: [
        (#""a\nb""#, "a\nb"), (#""tab\there""#, "tab\there"), (#""cr\r""#, "cr\r"), (#""nul\0""#, "nul\0"),
        (#""quote \" and backslash \\""#, "quote \" and backslash \\"), (#""single \'""#, "single '"),
        (#""\u{41}\u{1F35C}\u{e9}""#, "A🍜é"), (#""\u{0041}BC""#, "ABC"),
        (##"#"raw \n \(x)"#"##, #"raw \n \(x)"#), (##"#"raw \#n"#"##, "raw \n"), (##"#"raw \#u{41}"#"##, "raw A"),
        (###"##"two \#n \##t"##"###, "two \\#n \t"),
        (#""""#, ""), (#""café""#, "café"),
    ])
    func escapes(source: String, decoded: String) {
        #expect(segments(source) == (decoded.isEmpty ? [] : [decoded]))
    }

    @Test func invalidUnicodeEscapeBecomesReplacementCharacter() {
        #expect(segments(#""\u{D800}""#) == ["\u{FFFD}"])
        #expect(segments(#""\u{110000}""#) == ["\u{FFFD}"])
    }

    @Test func interpolationsSplitTheText() {
        #expect(segments(#""Order \(count) \(.applicationName) soups""#) == ["Order ", "\\(count)", " ", "\\(.applicationName)", " soups"])
        #expect(segments(#""\(a)\(b)""#) == ["\\(a)", "\\(b)"])
        #expect(segments(##"#"\#(\.$soup) \(raw)"#"##) == ["\\(\\.$soup)", " \\(raw)"])
    }

    @Test func interpolationWithLabels() {
        #expect(segments(#""\(value, format: .number)""#) == ["\\(value, format: .number)"])
    }

    // MARK: Multi-line strings

    @Test func multilineIndentationOfTheClosingDelimiterIsRemoved() {
        let source = "\"\"\"\n    First line\n      indented more\n\n    last\n    \"\"\""
        #expect(segments(source) == ["First line\n  indented more\n\nlast"])
    }

    @Test func multilineWithTabs() {
        #expect(segments("\"\"\"\n\tone\n\t\ttwo\n\t\"\"\"") == ["one\n\ttwo"])
    }

    @Test func multilineWithoutIndentation() {
        #expect(segments("\"\"\"\none\ntwo\n\"\"\"") == ["one\ntwo"])
    }

    @Test func multilineLineContinuation() {
        let source = "\"\"\"\n    one \\\n    two\n    \"\"\""
        #expect(segments(source) == ["one two"])
    }

    @Test func multilineLineContinuationWithCRLF() {
        #expect(segments("\"\"\"\r\n  a \\\r\n  b\r\n  \"\"\"") == ["a b"])
    }

    @Test func multilineCRLFBecomesLineFeed() {
        #expect(segments("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"") == ["a\nb"])
        #expect(segments("\"\"\"\r  a\r  b\r  \"\"\"") == ["a\nb"])
    }

    @Test func multilineTrailingEmptyLineIsKept() {
        #expect(segments("\"\"\"\n  a\n\n  \"\"\"") == ["a\n"])
    }

    @Test func multilineWithInterpolations() {
        let source = "\"\"\"\n    Hello \\(name),\n    \\(count) soups\n    \"\"\""
        #expect(segments(source) == ["Hello ", "\\(name)", ",\n", "\\(count)", " soups"])
    }

    @Test func multilineEscapesAndQuotes() {
        let source = "\"\"\"\n  \"quoted\" \\t \\u{41}\n  \"\"\""
        #expect(segments(source) == ["\"quoted\" \t A"])
    }

    @Test func rawMultiline() {
        let source = "#\"\"\"\n  \\(raw) \\#(x) \\n\n  \"\"\"#"
        #expect(segments(source) == ["\\(raw) ", "\\(x)", " \\n"])
    }

    @Test func unterminatedStringKeepsItsText() {
        #expect(segments("\"abc\nnext") == ["abc"])
        #expect(segments("\"\"\"\n  abc") == ["  abc"])
        #expect(segments("\"\"\"\n  abc\n  ") == ["  abc\n  "])
    }
}
