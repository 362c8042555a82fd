/// A failure the benchmark reports and exits 2 for: bad arguments, a failed measurement.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `--name VALUE` options and positional arguments, consumed as they are read.
struct Options {
    private var arguments: [String]

    init(_ arguments: [String]) { self.arguments = arguments }

    mutating func value(_ name: String) throws -> String? {
        guard let position = arguments.firstIndex(of: name) else { return nil }
        guard position + 1 < arguments.count else { throw BenchmarkError("\(name) needs a value") }
        let value = arguments[position + 1]
        arguments.removeSubrange(position...position + 1)
        return value
    }

    mutating func positiveInteger(_ name: String) throws -> Int? {
        guard let text = try value(name) else { return nil }
        guard let number = Int(text), number > 0 else { throw BenchmarkError("\(name) needs a positive whole number, not '\(text)'") }
        return number
    }

    /// What is left once every option was read; an unknown option is an error.
    func positionals() throws -> [String] {
        if let unknown = arguments.first(where: { $0.hasPrefix("--") }) { throw BenchmarkError("unknown option \(unknown)") }
        return arguments
    }
}
