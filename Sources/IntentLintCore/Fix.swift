/// A rewrite a rule offers with a finding, for `lint --fix`: edits of the finding's file that
/// remove the finding and leave everything the build extracts, and so everything saved
/// shortcuts store, as it was. A rule offers one only where it can prove that; it never
/// guesses a title or changes an identifier.
public struct Fix: Sendable, Hashable {
    /// What the rewrite does, for the line that says it was made: ``wrote out the raw values `small = 0`, `large = 1` ``.
    package var summary: String
    /// Edits of the finding's file, sorted, none overlapping another.
    package var edits: [TextEdit]

    package init(summary: String, edits: [TextEdit]) {
        self.summary = summary
        self.edits = edits.sorted()
    }
}

/// Bytes of a file replaced by other text: an insertion when the range is empty.
public struct TextEdit: Sendable, Hashable, Comparable {
    /// Byte offsets in the file as it was read.
    package var range: Range<Int>
    package var replacement: String

    package init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// `replacement` inserted at `offset`.
    package static func insertion(_ replacement: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: replacement)
    }

    public static func < (lhs: TextEdit, rhs: TextEdit) -> Bool {
        (lhs.range.lowerBound, lhs.range.upperBound, lhs.replacement) < (rhs.range.lowerBound, rhs.range.upperBound, rhs.replacement)
    }

    /// Whether the two cannot both be made: their ranges share a byte, or both insert at one
    /// place (or one inserts where the other replaces), where their order would be a guess.
    package func conflicts(with other: TextEdit) -> Bool {
        switch (range.isEmpty, other.range.isEmpty) {
        case (false, false): return range.overlaps(other.range)
        case (true, true): return range.lowerBound == other.range.lowerBound
        case (true, false): return other.range.lowerBound <= range.lowerBound && range.lowerBound < other.range.upperBound
        case (false, true): return range.lowerBound <= other.range.lowerBound && other.range.lowerBound < range.upperBound
        }
    }

    /// `bytes` with `edits` made; the edits must be sorted, not conflict and lie inside `bytes`.
    package static func applying(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var copied = 0
        for edit in edits {
            precondition(edit.range.lowerBound >= copied && edit.range.upperBound <= bytes.count, "edits must be sorted, apart and inside the file")
            result += bytes[copied..<edit.range.lowerBound]
            result += edit.replacement.utf8
            copied = edit.range.upperBound
        }
        result += bytes[copied...]
        return result
    }
}
