/// A growable run of tokens without `Array`'s per-append bookkeeping (uniqueness and
/// capacity checks through a reference): the lexer appends a token every few bytes.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    var last: Token? {
        count > 0 ? base[count - 1] : nil
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The tokens as an array; the buffer is freed and must not be used again.
    mutating func finish() -> [Token] {
        let tokens = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        count = 0
        capacity = 0
        return tokens
    }
}
