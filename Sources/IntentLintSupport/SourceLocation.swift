/// A position in a file: 1-based line, and 1-based column counted in UTF-8 bytes, as the
/// Swift compiler counts them in its diagnostics.
public struct SourceLocation: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
