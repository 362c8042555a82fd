import Testing
@testable import IntentLintReporting
@testable import IntentLintRules
import IntentLintCore

/// The unified diff `lint --fix --dry-run` prints: hunks from the edits, three lines of
/// context, and the header counts `patch` checks.
@Suite struct UnifiedDiffTests {
    private func diff(_ text: String, _ edits: [TextEdit], path: String = "A.swift") -> String {
        UnifiedDiff.render(path: path, original: Array(text.utf8), edits: edits.sorted())
    }

    private func offset(of needle: String, in text: String) -> Int {
        text.utf8.count - text.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count
    }

    @Test func distantEditsMakeSeparateHunksWithShiftedNewLineNumbers() {
        let text = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let edits = [
            TextEdit(range: offset(of: "line 2\n", in: text)..<(offset(of: "line 2\n", in: text) + 7), replacement: "line 2\nline 2b\n"),
            TextEdit(range: offset(of: "line 18", in: text)..<(offset(of: "line 18", in: text) + 7), replacement: "LINE 18"),
        ]
        #expect(diff(text, edits) == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,5 +1,6 @@
             line 1
            -line 2
            +line 2
            +line 2b
             line 3
             line 4
             line 5
            @@ -15,6 +16,6 @@
             line 15
             line 16
             line 17
            -line 18
            +LINE 18
             line 19
             line 20

            """)
    }

    @Test func nearbyEditsShareAHunkAndTouchingLinesAreOneChange() {
        let text = "a\nb\nc\nd\ne\nf\ng\nh\ni\n"
        let edits = [TextEdit(range: 2..<3, replacement: "B"), TextEdit(range: 4..<5, replacement: "C"), TextEdit(range: 16..<17, replacement: "I")]
        #expect(diff(text, edits) == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,9 +1,9 @@
             a
            -b
            -c
            +B
            +C
             d
             e
             f
             g
             h
            -i
            +I

            """)
    }

    @Test func aLastLineWithoutALineBreakSaysSo() {
        #expect(diff("a\nb", [TextEdit(range: 2..<3, replacement: "B")], path: "/abs/A.swift") == """
            --- /abs/A.swift
            +++ /abs/A.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +B
            \\ No newline at end of file

            """)
    }

    @Test func noEditsNoDiff() {
        #expect(diff("a\n", []).isEmpty)
    }
}
