import IntentLintSupport

/// What rules derive from a file's bytes, computed once per linter for identical bytes. A rule
/// that reads code bodies lexes and scans the file again, and it is handed the same bytes many
/// times: once for each module that compiles the file, and, in a module with a type declared
/// more than once, once for each declaration checked (`Linter.checkedDeclarationLimit`). The
/// engine knows no rule's facts: a rule declares its own `Fact` beside it and asks
/// `LintContext.fileFacts` for it.
final class FileFactsCache: @unchecked Sendable {
    /// One kind of fact a rule derives from a file's bytes: its name, and how to compute it.
    struct Fact<Value: Sendable>: Sendable {
        let name: String
        let compute: @Sendable ([UInt8]) -> Value
    }

    /// One file's fact; its own lock, so that two modules asking for one file wait for one
    /// computation while other files' go on.
    private final class Entry: @unchecked Sendable {
        let lock = Lock()
        var value: (any Sendable)?
    }

    /// A fact's name and a file's bytes as a dictionary key, the bytes hashed as one buffer:
    /// `[UInt8]`'s own hashing feeds the hasher a byte at a time, which cost more than the
    /// lexing it saves.
    private struct Key: Hashable {
        let fact: String
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            hasher.combine(fact)
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private let lock = Lock()
    private var entries: [Key: Entry] = [:]
    private var computations: [String: Int] = [:]

    /// How many files' `fact` was computed for, for tests.
    func computedFileCount<Value>(of fact: Fact<Value>) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return computations[fact.name] ?? 0
    }

    func value<Value>(_ fact: Fact<Value>, of bytes: [UInt8]) -> Value {
        let key = Key(fact: fact.name, bytes: bytes)
        lock.lock()
        let entry: Entry
        if let known = entries[key] {
            entry = known
        } else {
            entry = Entry()
            entries[key] = entry
        }
        lock.unlock()
        entry.lock.lock()
        defer { entry.lock.unlock() }
        if let value = entry.value as? Value { return value }
        let value = fact.compute(bytes)
        entry.value = value
        lock.lock()
        computations[fact.name, default: 0] += 1
        lock.unlock()
        return value
    }
}
