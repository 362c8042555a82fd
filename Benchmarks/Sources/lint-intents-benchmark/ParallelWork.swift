import Foundation

/// The linter's own scheduling (IntentLintKit's internal `Parallel.map`), repeated here so the
/// read floor and SwiftParser get exactly the parallelism the linter uses: `jobs` workers
/// that take the next file one at a time, results in input order.
enum ParallelWork {
    static func map<Output: Sendable>(count: Int, jobs: Int, _ transform: @escaping @Sendable (Int) -> Output) -> [Output] {
        let workers = min(max(jobs, 1), count)
        guard workers > 1 else { return (0..<count).map(transform) }
        let results = Slots<Output>(count: count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: count) {
                results.store(transform(index), at: index)
            }
        }
        return results.collect()
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }

    /// One slot per input; each index is written by exactly one worker.
    private final class Slots<Value>: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<Value?>
        private let count: Int

        init(count: Int) {
            self.count = count
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil, count: count)
        }

        deinit {
            slots.deinitialize(count: count)
            slots.deallocate()
        }

        func store(_ value: Value, at index: Int) {
            slots[index] = value
        }

        func collect() -> [Value] {
            (0..<count).map { slots[$0]! }
        }
    }
}
