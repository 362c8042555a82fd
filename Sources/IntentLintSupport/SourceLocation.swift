/// A position in a file: 1-based line, and 1-based column counted in UTF-8 bytes, as the
/// Swift compiler counts them in its diagnostics.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    // 32 bits each, as a file's byte offsets are: declarations and expressions hold a location
    // apiece, over a million of them for a file of 100,000 intents. A position past 2³¹ (only
    // a build log's text can claim one) is clamped.
    private var storedLine: Int32
    private var storedColumn: Int32

    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    package init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}
