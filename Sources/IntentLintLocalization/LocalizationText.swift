import IntentLintSupport

/// The text of a localization file as UTF-8, whatever encoding it was saved in: Xcode writes
/// `.strings` files as UTF-8 or as UTF-16 with a byte-order mark, and older tools wrote
/// UTF-16 without one.
enum LocalizationText {
    /// The text as UTF-8, and whether it had to be converted. A UTF-8 byte-order mark is
    /// dropped; a UTF-16 one says the byte order. Without a mark, valid UTF-8 is taken as it is,
    /// text whose every other byte is zero as UTF-16, and anything else as Latin-1, so that
    /// every byte still stands for a character and positions still make sense.
    static func utf8(_ bytes: [UInt8]) -> (text: [UInt8], transcoded: Bool) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (Array(bytes.dropFirst(3)), true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (utf16(bytes.dropFirst(2), littleEndian: true), true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (utf16(bytes.dropFirst(2), littleEndian: false), true) }
        if let littleEndian = unmarkedUTF16ByteOrder(bytes) { return (utf16(bytes[...], littleEndian: littleEndian), true) }
        let problem = bytes.withUnsafeBufferPointer(TextCheck.problem)
        if case .invalidUTF8? = problem {
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count + bytes.count / 8)
            for byte in bytes { UTF8.encode(Unicode.Scalar(byte)) { text.append($0) } }
            return (text, true)
        }
        return (bytes, false)
    }

    /// Unpaired surrogates become U+FFFD; a trailing odd byte is dropped.
    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var text: [UInt8] = []
        text.reserveCapacity(units.count)
        _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) { text.append($0) }
        return text
    }

    /// The byte order of UTF-16 text without a mark: ASCII characters make every other byte
    /// zero. Nil unless the text's first bytes all look so.
    private static func unmarkedUTF16ByteOrder(_ bytes: [UInt8]) -> Bool? {
        let sample = bytes.prefix(64)
        guard sample.count >= 4, sample.count % 2 == 0 else { return nil }
        var zerosAtEven = 0
        var zerosAtOdd = 0
        for (offset, byte) in sample.enumerated() where byte == 0 {
            if offset % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
        }
        let pairs = sample.count / 2
        if zerosAtOdd * 4 >= pairs * 3, zerosAtEven == 0 { return true }
        if zerosAtEven * 4 >= pairs * 3, zerosAtOdd == 0 { return false }
        return nil
    }
}
