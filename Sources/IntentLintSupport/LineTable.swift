#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte offsets of line starts, for turning offsets into line and column numbers.
/// `\n`, `\r\n` and a lone `\r` each end a line, as in Swift source.
package struct LineTable: Equatable, Sendable {
    private var lineStarts: [Int32]

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else {
            lineStarts = starts
            return
        }
        if memchr(base, 0x0D, count) == nil {
            // The common case, `\n` only: let memchr find them.
            var offset = 0
            while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(Int32(truncatingIfNeeded: offset))
            }
        } else {
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte == 0x0A {
                    starts.append(Int32(truncatingIfNeeded: index + 1))
                } else if byte == 0x0D {
                    if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(Int32(truncatingIfNeeded: index + 1))
                }
                index += 1
            }
        }
        lineStarts = starts
    }

    /// Line starts the lexer recorded, in order, the first 0.
    package init(lineStarts: [Int32]) {
        self.lineStarts = lineStarts
    }

    package var lineCount: Int { lineStarts.count }

    package func location(ofOffset offset: Int32) -> SourceLocation {
        // The last line start at or before the offset.
        let line = max(lineStarts.firstIndex(keyAtLeast: Int(offset) + 1) { Int($0) } - 1, 0)
        return SourceLocation(line: line + 1, column: Int(offset - lineStarts[line]) + 1)
    }

    /// Byte offset where the given 1-based line starts, or nil past the end.
    package func startOffset(ofLine line: Int) -> Int32? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return lineStarts[line - 1]
    }
}
