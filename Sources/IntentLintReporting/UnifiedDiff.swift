import IntentLintCore

/// A file's rewrite as a unified diff (`lint --fix --dry-run`), the format `git apply` and
/// `patch -p1` take and every review tool shows:
///
/// ```
/// --- a/Sources/Soup.swift
/// +++ b/Sources/Soup.swift
/// @@ -1,3 +1,3 @@
///  enum SoupSize: Int, AppEnum {
/// -    case small, large
/// +    case small = 0, large = 1
///  }
/// ```
///
/// The hunks come from the edits themselves, not from comparing lines, so they show exactly
/// the lines the rewrite touches, with three lines of context.
package enum UnifiedDiff {
    static let contextLines = 3

    /// The diff of `original` with `edits` (sorted, not conflicting) made; empty without edits.
    /// `path` is shown under `a/` and `b/` when relative, as git shows it.
    package static func render(path: String, original: [UInt8], edits: [TextEdit]) -> String {
        guard !edits.isEmpty else { return "" }
        let lines = Lines(original)
        // Each edit's lines, merged into runs of changed lines (touching lines too, as diff
        // groups them) with the edits inside them.
        var changes: [(first: Int, last: Int, edits: [TextEdit])] = []
        for edit in edits {
            let first = lines.index(containing: edit.range.lowerBound)
            let last = edit.range.isEmpty ? first : lines.index(containing: edit.range.upperBound - 1)
            if let previous = changes.last, first <= previous.last + 1 {
                changes[changes.count - 1].last = max(previous.last, last)
                changes[changes.count - 1].edits.append(edit)
            } else {
                changes.append((first, last, [edit]))
            }
        }
        // Changes whose contexts touch share a hunk.
        var hunks: [[(first: Int, last: Int, edits: [TextEdit])]] = []
        for change in changes {
            if let previous = hunks.last?.last, change.first - previous.last - 1 <= 2 * contextLines {
                hunks[hunks.count - 1].append(change)
            } else {
                hunks.append([change])
            }
        }
        let shown = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var output = "--- \(shown.0)\n+++ \(shown.1)\n"
        var lineDelta = 0
        for hunk in hunks {
            let start = max(0, hunk[0].first - contextLines)
            let end = min(lines.count - 1, hunk[hunk.count - 1].last + contextLines)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var cursor = start
            for change in hunk {
                for index in cursor..<change.first {
                    body += line(" ", lines.text(index))
                    oldCount += 1
                    newCount += 1
                }
                let span = lines.start(of: change.first)..<lines.end(of: change.last)
                let shifted = change.edits.map { TextEdit(range: ($0.range.lowerBound - span.lowerBound)..<($0.range.upperBound - span.lowerBound),
                                                          replacement: $0.replacement) }
                let replaced = TextEdit.applying(shifted, to: Array(lines.bytes[span]))
                for index in change.first...change.last {
                    body += line("-", lines.text(index))
                    oldCount += 1
                }
                let newLines = Lines(replaced)
                for index in 0..<newLines.count {
                    body += line("+", newLines.text(index))
                    newCount += 1
                }
                cursor = change.last + 1
            }
            if cursor <= end {
                for index in cursor...end {
                    body += line(" ", lines.text(index))
                    oldCount += 1
                    newCount += 1
                }
            }
            output += "@@ -\(range(start + 1, oldCount)) +\(range(start + 1 + lineDelta, newCount)) @@\n" + body
            lineDelta += newCount - oldCount
        }
        return output
    }

    /// `12,3`; `12` for one line, and for none the line before, as diff writes them.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    /// A diff line: its mark, its text, and the note diff adds after a last line without a line break.
    private static func line(_ mark: String, _ text: (content: String, endsLine: Bool)) -> String {
        mark + text.content + "\n" + (text.endsLine ? "" : "\\ No newline at end of file\n")
    }

    /// A file's lines, each with its line break (`\n`, or `\r\n`, whose `\r` stays in the text).
    private struct Lines {
        let bytes: [UInt8]
        /// Where each line starts; a last line without a break counts, an empty end does not.
        private var starts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for (offset, byte) in bytes.enumerated() where byte == 0x0A && offset + 1 < bytes.count {
                starts.append(offset + 1)
            }
        }

        var count: Int { bytes.isEmpty ? 0 : starts.count }

        func start(of index: Int) -> Int { starts[index] }
        func end(of index: Int) -> Int { index + 1 < starts.count ? starts[index + 1] : bytes.count }

        /// The line holding `offset`; an offset at the end is on the last line.
        func index(containing offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }

        func text(_ index: Int) -> (content: String, endsLine: Bool) {
            let range = start(of: index)..<end(of: index)
            let endsLine = bytes[range].last == 0x0A
            return (String(decoding: bytes[range].dropLast(endsLine ? 1 : 0), as: UTF8.self), endsLine)
        }
    }
}
