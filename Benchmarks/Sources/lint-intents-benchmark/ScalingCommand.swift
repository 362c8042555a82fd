import Foundation
import IntentLintKit
import IntentLintSupport

/// `lint-intents-benchmark scaling`: lints generated single files of growing size, each in a
/// fresh process, and prints the time per intent at each size. Equal times per intent mean
/// the pipeline is linear; growth with size means something is quadratic.
enum ScalingCommand {
    static let usage = """
        USAGE: lint-intents-benchmark scaling [--intents LIST] [--directory DIR] [--repetitions N]

        --intents LIST    comma-separated intent counts (default: 50000,100000,200000)
        --directory DIR   where the generated files go (default: $TMPDIR/lint-intents-scaling)
        --repetitions N   lint runs of each file; the table shows medians (default: 3)
        """

    static func run(_ arguments: [String]) throws {
        var options = Options(arguments)
        let intentCounts = try (options.value("--intents") ?? "50000,100000,200000").split(separator: ",").map { text in
            guard let count = Int(text), count > 0 else { throw BenchmarkError("--intents needs positive whole numbers, not '\(text)'") }
            return count
        }
        let directory = try options.value("--directory")
            ?? (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/lint-intents-scaling"
        let repetitions = try options.positiveInteger("--repetitions") ?? 3
        guard try options.positionals().isEmpty else { throw BenchmarkError("scaling takes no paths\n\n\(usage)") }

        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var files: [(intents: Int, path: String, lines: Int)] = []
        for count in intentCounts {
            let path = "\(directory)/Intents\(count).swift"
            let source = SyntheticIntents.source(intentCount: count)
            try FileSystem.writeAtomically(String(decoding: source, as: UTF8.self), to: path)
            files.append((count, path, source.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }))
        }

        var runs: [Int: [Measurement]] = [:]
        for repetition in 1...repetitions {
            for file in files {
                let measurement = try Subprocess.measure(["lint", file.path])
                runs[file.intents, default: []].append(measurement)
                FileHandle.standardError.write(Data("[\(repetition)/\(repetitions)] \(file.intents) intents: \(measurement.jsonLine())\n".utf8))
            }
        }

        let invocation = ([Subprocess.executablePath] + Array(CommandLine.arguments.dropFirst())).map(Subprocess.shellQuoted).joined(separator: " ")
        print("$ \(invocation)")
        print("load average \(loadAverage()); medians of \(repetitions) runs of: \(Subprocess.commandLine(["lint", "FILE"]))")
        print("")
        print([padded("intents", 8), rightAligned("MB", 7), rightAligned("lines", 9), rightAligned("wall s", 8), rightAligned("CPU s", 8),
               rightAligned("µs/intent", 10), rightAligned("vs first", 9), rightAligned("MB/s", 7), rightAligned("discovery s", 12),
               rightAligned("read…rules s", 13), rightAligned("peak RSS MB", 12), rightAligned("findings", 9)].joined(separator: " "))
        var firstPerIntent: Double?
        for file in files {
            guard let measurements = runs[file.intents], let first = measurements.first else { continue }
            let wall = measurements.map(\.wall).median
            let perIntent = wall / Double(file.intents) * 1e6
            let baseline = firstPerIntent ?? perIntent
            firstPerIntent = baseline
            print([padded(String(file.intents), 8),
                   formatted(megabytes(first.bytes), 1, width: 7),
                   rightAligned(String(file.lines), 9),
                   formatted(wall, 3, width: 8),
                   formatted(measurements.map(\.cpu).median, 3, width: 8),
                   formatted(perIntent, 2, width: 10),
                   formatted(perIntent / baseline, 2, width: 8) + "×",
                   formatted(megabytes(first.bytes) / wall, 1, width: 7),
                   formatted(measurements.compactMap { $0.phases?["discovery"] }.median, 3, width: 12),
                   formatted(measurements.compactMap { $0.phases?[PhaseClock.lintStep] }.median, 3, width: 13),
                   formatted(megabytes(measurements.map { Double($0.maxRSS) }.median), 1, width: 12),
                   rightAligned(String(first.count), 9)].joined(separator: " "))
        }
        print("µs/intent = median wall / intents; 'vs first' near 1.00× at every size means linear time.")
        print("Generated files: \(directory)")
    }
}
