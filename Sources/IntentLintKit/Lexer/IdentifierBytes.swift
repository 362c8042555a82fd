/// Which bytes continue a Swift identifier: letters, digits, `_`, and every non-ASCII byte
/// (the scanner treats all non-ASCII as name characters). A table, so the hottest loops do
/// one load a byte instead of a chain of range checks. Written once, then only read; never
/// freed.
enum IdentifierBytes {
    nonisolated(unsafe) static let table: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 {
            switch UInt8(byte) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
                table[byte] = true
            default:
                table[byte] = false
            }
        }
        return UnsafePointer(table)
    }()
}
