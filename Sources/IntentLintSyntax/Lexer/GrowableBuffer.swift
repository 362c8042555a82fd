/// A growable run of plain values without `Array`'s per-append bookkeeping (uniqueness and
/// capacity checks through a reference): the lexer appends a token, and a bracket pair
/// entry, every few bytes. It must be finished (or freed) exactly once.
struct GrowableBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    var last: Element? {
        count > 0 ? base[count - 1] : nil
    }

    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The elements in place, valid until the buffer grows or is freed.
    var buffer: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// The elements as an array; the buffer is freed and must not be used again.
    mutating func finish() -> [Element] {
        let elements = Array(UnsafeBufferPointer(start: base, count: count))
        free()
        return elements
    }

    /// Frees the buffer, which must not be used again. Freeing it twice does nothing.
    mutating func free() {
        guard capacity > 0 else { return }
        base.deallocate()
        count = 0
        capacity = 0
    }
}
