/// MD5 (RFC 1321), for the one thing that needs it: the discriminator the Swift compiler mangles
/// into the name of a `private` or `fileprivate` type, `_` and the upper-case hex digest of the
/// module's name followed by the file's name (`SourceFile::getPrivateDiscriminator`).
enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// `floor(abs(sin(i + 1)) * 2^32)`, as the RFC tabulates it.
    private static let constants: [UInt32] = [
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    ]

    /// The digest of `bytes` as 32 upper-case hexadecimal digits.
    static func hexDigest(_ bytes: [UInt8]) -> String {
        var message = bytes
        let bitLength = UInt64(bytes.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        var state: (UInt32, UInt32, UInt32, UInt32) = (0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            var words = [UInt32](repeating: 0, count: 16)
            for index in 0..<16 {
                let offset = chunk + index * 4
                words[index] = UInt32(message[offset]) | UInt32(message[offset + 1]) << 8
                    | UInt32(message[offset + 2]) << 16 | UInt32(message[offset + 3]) << 24
            }
            var (a, b, c, d) = state
            for round in 0..<64 {
                var f: UInt32
                let word: Int
                switch round {
                case 0..<16:
                    f = (b & c) | (~b & d)
                    word = round
                case 16..<32:
                    f = (d & b) | (~d & c)
                    word = (5 * round + 1) % 16
                case 32..<48:
                    f = b ^ c ^ d
                    word = (3 * round + 5) % 16
                default:
                    f = c ^ (b | ~d)
                    word = (7 * round) % 16
                }
                f = f &+ a &+ constants[round] &+ words[word]
                a = d
                d = c
                c = b
                b = b &+ (f << shifts[round] | f >> (32 - shifts[round]))
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
        var hex = ""
        for value in [state.0, state.1, state.2, state.3] {
            for shift in stride(from: 0, to: 32, by: 8) {
                let byte = UInt8(truncatingIfNeeded: value >> UInt32(shift))
                let digits = String(byte, radix: 16, uppercase: true)
                hex += digits.count == 1 ? "0" + digits : digits
            }
        }
        return hex
    }
}
