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
