import Foundation

/// Runs this executable's `measure` mode in a fresh process, so every measurement has its own
/// CPU time and peak memory, and reads back the JSON line it prints.
enum Subprocess {
    static var executablePath: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    static func measure(_ arguments: [String]) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = ["measure"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
              let line = text.split(separator: "\n").last,
              let measurement = try? JSONDecoder().decode(Measurement.self, from: Data(line.utf8)) else {
            throw BenchmarkError("'\(commandLine(arguments))' failed (exit status \(process.terminationStatus)): \(text)")
        }
        return measurement
    }

    /// The `measure` command as a person would type it.
    static func commandLine(_ measureArguments: [String]) -> String {
        ([executablePath, "measure"] + measureArguments).map(shellQuoted).joined(separator: " ")
    }

    static func shellQuoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:@%+".contains($0) }
        return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Medians, so one run slowed by another build on the machine does not move the result.
extension Array where Element == Double {
    var median: Double {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Decimal megabytes, as disk sizes and throughput are usually given.
func megabytes(_ bytes: Int) -> Double { Double(bytes) / 1_000_000 }
func megabytes(_ bytes: Double) -> Double { bytes / 1_000_000 }

/// `value` with `decimals` digits, right-aligned in `width` columns.
func formatted(_ value: Double, _ decimals: Int, width: Int = 0) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

func rightAligned(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// The one-minute load average: how busy the shared machine was.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "n/a"
}
