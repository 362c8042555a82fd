import Testing
@testable import IntentLintEngine

/// The text baselines match findings by is the text of the line the finding's number names.
@Suite struct SourceLinesTests {
    @Test func linesAreTheCompilersLines() {
        // A form feed, a vertical tab and U+2028 end no line for the compiler; `\r\n` and a
        // lone `\r` do.
        let text = "  let a = 1\t\r\nlet b = \"\u{2028}\"\u{0C}x\rlet c\u{0B} = 3\nlast"
        let lines = SourceLines(contents: ["A.swift": Array(text.utf8)])
        #expect(lines.text("A.swift", 1) == "let a = 1")
        #expect(lines.text("A.swift", 2) == "let b = \"\u{2028}\"\u{0C}x")
        #expect(lines.text("A.swift", 3) == "let c\u{0B} = 3")
        #expect(lines.text("A.swift", 4) == "last")
        #expect(lines.text("A.swift", 5) == "")
        #expect(lines.text("A.swift", 0) == "")
        #expect(lines.text("Missing.swift", 1) == "")
    }
}
