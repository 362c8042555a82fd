import Dispatch

/// Runs work on all cores and returns results in input order, so output stays
/// deterministic however the work is scheduled. Public so that the benchmarks schedule
/// their baselines exactly as the linter schedules its work.
public enum Parallel {
    public static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], jobs: Int,
                                                      _ transform: @escaping @Sendable (Input) -> Output) -> [Output] {
        let workers = min(max(jobs, 1), inputs.count)
        guard workers > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        let next = WorkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: inputs.count) {
                results.store(transform(inputs[index]), at: index)
            }
        }
        return results.collect()
    }
}

/// Hands out indices to workers one at a time, so a slow file does not hold up a stripe.
private final class WorkCounter: @unchecked Sendable {
    private let lock = Lock()
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
private final class ResultSlots<Value>: @unchecked Sendable {
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

    /// The values, moved out of their slots rather than copied: a copy retained each value
    /// once more, only for the slots to release it.
    func collect() -> [Value] {
        (0..<count).map { slots[$0].take()! }
    }
}

/// Work started on a thread of its own, such as waiting for git while the working tree is
/// read; `value()` waits for it to end.
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?

    package init(_ work: @escaping @Sendable () throws -> Value) {
        // A queue of its own runs on a thread of its own, whatever else keeps the cores busy.
        DispatchQueue(label: "lint-intents.background").async { [self] in
            result = Result(catching: work)
            finished.signal()
        }
    }

    /// What the work returned, or what it threw.
    package func value() throws -> Value {
        finished.wait()
        finished.signal()  // for the next caller
        return try result!.get()
    }
}
