extension RandomAccessCollection where Index == Int {
    /// In a collection sorted by `key`, the index of the first element whose key is `value` or
    /// more (`endIndex` when there is none).
    ///
    /// Halves the range without a branch on the comparison, which is as likely either way and
    /// so mispredicted half the time; inlinable, so that `key` is no call: the scanner asks
    /// for a line (`LineTable`) for every declaration it reads.
    @inlinable
    package func firstIndex(keyAtLeast value: Int, key: (Element) -> Int) -> Int {
        var base = startIndex
        var length = count
        guard length > 0 else { return startIndex }
        while length > 1 {
            let half = length / 2
            base = key(self[base + half]) < value ? base + half : base
            length -= half
        }
        return key(self[base]) < value ? base + 1 : base
    }
}
