extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Without leading and trailing ASCII characters from `characters` (spaces, tabs and line
    /// breaks by default). Works on UTF-8 bytes: Foundation's `trimmingCharacters(in:)`
    /// costs thousands of instructions a call, and it runs once per parameter.
    package func trimmed(_ characters: StaticString = " \t\r\n") -> String {
        let unwanted = UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount)
        let utf8 = self.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, unwanted.contains(utf8[start]) { start = utf8.index(after: start) }
        while end > start {
            let before = utf8.index(before: end)
            guard unwanted.contains(utf8[before]) else { break }
            end = before
        }
        return String(self[start..<end])
    }
}

extension StringProtocol {
    /// On one line: each run of line breaks (`\n`, `\r`, and the other characters Swift takes
    /// for new lines) is a space. Messages that quote what a file says stay one line each.
    package var onOneLine: String {
        split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// What the executable used Foundation's `NSString` methods for, on Swift's own strings.
extension StringProtocol {
    /// The first place `needle` occurs, comparing UTF-8 bytes; nil for an empty `needle`, as
    /// Foundation's `range(of:)` answers. A match starts and ends on scalar boundaries: it
    /// starts with the needle's first scalar and ends with its last.
    package func range(ofBytes needle: String) -> Range<String.Index>? {
        range(ofBytes: Array(needle.utf8), from: utf8.startIndex)
    }

    /// The last place `needle` occurs, comparing UTF-8 bytes; nil for an empty `needle`.
    package func lastRange(ofBytes needle: String) -> Range<String.Index>? {
        let wanted = Array(needle.utf8)
        var last: Range<String.Index>?
        var from = utf8.startIndex
        while let found = range(ofBytes: wanted, from: from) {
            last = found
            from = utf8.index(after: found.lowerBound)
        }
        return last
    }

    /// Each occurrence of `target` (compared by bytes, from the start, not overlapping)
    /// replaced with `replacement`.
    package func replacingBytes(_ target: String, with replacement: String) -> String {
        let wanted = Array(target.utf8)
        var result = ""
        var from = utf8.startIndex
        while let found = range(ofBytes: wanted, from: from) {
            result += self[from..<found.lowerBound]
            result += replacement
            from = found.upperBound
        }
        return result + self[from...]
    }

    /// Whether `needle` occurs, comparing UTF-8 bytes (Foundation's `contains(_:)` for a
    /// string, without the search tables the standard library's makes for every call).
    package func contains(bytes needle: String) -> Bool {
        range(ofBytes: needle) != nil
    }

    /// The first match of `wanted` at or after the byte position `from`: over the string's own
    /// bytes where they are contiguous (native strings are), a byte at a time otherwise.
    private func range(ofBytes wanted: [UInt8], from: String.Index) -> Range<String.Index>? {
        guard let first = wanted.first else { return nil }
        let bytes = utf8
        let skipped = bytes.distance(from: bytes.startIndex, to: from)
        let found: Int?? = bytes.withContiguousStorageIfAvailable { buffer in
            var start = skipped
            while start + wanted.count <= buffer.count {
                guard buffer[start] == first else {
                    start += 1
                    continue
                }
                var offset = 1
                while offset < wanted.count, buffer[start + offset] == wanted[offset] { offset += 1 }
                if offset == wanted.count { return start }
                start += 1
            }
            return nil
        }
        if let found {
            guard let found else { return nil }
            let start = bytes.index(bytes.startIndex, offsetBy: found)
            return start..<bytes.index(start, offsetBy: wanted.count)
        }
        var from = from
        while let start = bytes[from...].firstIndex(of: first) {
            var end = start
            var matches = true
            for byte in wanted {
                guard end != bytes.endIndex, bytes[end] == byte else {
                    matches = false
                    break
                }
                end = bytes.index(after: end)
            }
            if matches { return start..<end }
            from = bytes.index(after: start)
        }
        return nil
    }

    /// Without leading and trailing scalars that are Unicode white space, or the zero-width
    /// space (Foundation's `whitespacesAndNewlines`).
    package var trimmingWhitespaceAndNewlines: String {
        trimmingScalars { $0.properties.isWhitespace || $0 == "\u{200B}" }
    }

    /// Without leading and trailing spaces, tabs and zero-width spaces (Foundation's
    /// `whitespaces`: the space separators, the tab and U+200B).
    package var trimmingSpaces: String {
        trimmingScalars { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Without leading and trailing line breaks (Foundation's `newlines`: line feed to
    /// carriage return, U+0085, U+2028 and U+2029).
    package var trimmingNewlines: String {
        trimmingScalars { ("\n"..."\r").contains($0) || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }

    /// Cut or filled with spaces to `length` characters, for columns.
    package func padded(to length: Int) -> String {
        count >= length ? String(prefix(length)) : String(self) + String(repeating: " ", count: length - count)
    }

    private func trimmingScalars(_ unwanted: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !unwanted($0) }),
              let last = scalars.lastIndex(where: { !unwanted($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
