import Testing
@testable import IntentLintSupport

@Suite("LineTable")
struct LineTableTests {
    private func table(_ text: String) -> LineTable {
        Array(text.utf8).withUnsafeBufferPointer { LineTable($0) }
    }

    @Test(arguments: ["a\nbc\n\nd", "a\r\nbc\r\n\r\nd", "a\rbc\r\rd"])
    func everyLineEndingStartsALine(text: String) {
        let lines = table(text)
        let bytes = Array(text.utf8)
        let dOffset = Int32(bytes.firstIndex(of: UInt8(ascii: "d"))!)
        let cOffset = Int32(bytes.firstIndex(of: UInt8(ascii: "c"))!)
        #expect(lines.lineCount == 4)
        #expect(lines.location(ofOffset: 0) == IntentLintSupport.SourceLocation(line: 1, column: 1))
        #expect(lines.location(ofOffset: cOffset) == IntentLintSupport.SourceLocation(line: 2, column: 2))
        #expect(lines.location(ofOffset: dOffset) == IntentLintSupport.SourceLocation(line: 4, column: 1))
    }

    /// Every offset of texts with one to many lines (runs of empty ones, long ones) is placed
    /// where counting line breaks from the start places it.
    @Test func everyOffsetIsWhereCountingLineBreaksPutsIt() {
        for lineCount in [1, 2, 3, 7, 64, 257] {
            let text = (0..<lineCount).map { String(repeating: "x", count: ($0 * 7) % 5) }.joined(separator: "\n")
            let lines = table(text)
            var line = 1
            var column = 1
            for (offset, byte) in text.utf8.enumerated() {
                #expect(lines.location(ofOffset: Int32(offset)) == IntentLintSupport.SourceLocation(line: line, column: column))
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            #expect(lines.location(ofOffset: Int32(text.utf8.count)) == IntentLintSupport.SourceLocation(line: line, column: column))
        }
    }

    @Test func mixedLineEndings() {
        let lines = table("a\r\nb\rc\nd")
        #expect(lines.lineCount == 4)
        #expect([0, 3, 5, 7].map { lines.location(ofOffset: $0).line } == [1, 2, 3, 4])
        #expect((1...4).map { lines.startOffset(ofLine: $0) } == [0, 3, 5, 7])
    }

    @Test func lineBreakBelongsToTheLineItEnds() {
        let lines = table("ab\r\ncd")
        #expect(lines.location(ofOffset: 2) == IntentLintSupport.SourceLocation(line: 1, column: 3))
        #expect(lines.location(ofOffset: 3) == IntentLintSupport.SourceLocation(line: 1, column: 4))
        #expect(lines.location(ofOffset: 4) == IntentLintSupport.SourceLocation(line: 2, column: 1))
    }

    @Test func columnsCountUTF8Bytes() {
        // `é` is two bytes; the compiler counts columns in bytes too.
        let lines = table("let é = x")
        #expect(lines.location(ofOffset: 9) == IntentLintSupport.SourceLocation(line: 1, column: 10))
    }

    @Test func trailingLineBreakStartsAnEmptyLine() {
        let lines = table("a\n")
        #expect(lines.lineCount == 2)
        #expect(lines.location(ofOffset: 2) == IntentLintSupport.SourceLocation(line: 2, column: 1))
    }

    @Test func emptyFileHasOneLine() {
        let lines = table("")
        #expect(lines.lineCount == 1)
        #expect(lines.location(ofOffset: 0) == IntentLintSupport.SourceLocation(line: 1, column: 1))
        #expect(lines.startOffset(ofLine: 1) == 0)
        #expect(lines.startOffset(ofLine: 2) == nil)
        #expect(lines.startOffset(ofLine: 0) == nil)
    }

    @Test func locationsOrderByLineThenColumn() {
        #expect(IntentLintSupport.SourceLocation(line: 1, column: 9) < IntentLintSupport.SourceLocation(line: 2, column: 1))
        #expect(IntentLintSupport.SourceLocation(line: 2, column: 1) < IntentLintSupport.SourceLocation(line: 2, column: 2))
        #expect(IntentLintSupport.SourceLocation(line: 3, column: 4).description == "3:4")
    }
}
