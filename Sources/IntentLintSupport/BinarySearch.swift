extension RandomAccessCollection where Index == Int {
    /// In a collection sorted by `key`, the index of the first element whose key is `value` or
    /// more (`endIndex` when there is none).
    package func firstIndex(keyAtLeast value: Int, key: (Element) -> Int) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
