import Foundation

/// `lint-intents-benchmark compare PATH [--repetitions N] [--jobs N]`: runs every `measure`
/// mode as its own process, interleaved (read lex scan lint swiftparser, read lex …) so noise
/// from other work on the machine hits every mode alike, and prints the medians side by side
/// with the project's goals.
enum CompareCommand {
    static let usage = """
        USAGE: lint-intents-benchmark compare PATH [--repetitions N] [--jobs N] [--modes LIST]

        --repetitions N   runs of each mode; the table shows medians (default: 3)
        --jobs N          threads for read, lint and swiftparser (default: all cores)
        --modes LIST      comma-separated subset of \(MeasureCommand.Mode.allCases.map(\.rawValue).joined(separator: ","))
        """

    static func run(_ arguments: [String]) throws {
        var options = Options(arguments)
        let repetitions = try options.positiveInteger("--repetitions") ?? 3
        let jobs = try options.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let modes = try (options.value("--modes")?.split(separator: ",").map { name in
            guard let mode = MeasureCommand.Mode(rawValue: String(name)) else { throw BenchmarkError("unknown mode '\(name)'") }
            return mode
        }) ?? MeasureCommand.Mode.allCases
        let paths = try options.positionals()
        guard paths.count == 1, let corpus = paths.first else { throw BenchmarkError("compare needs one PATH\n\n\(usage)") }

        func measureArguments(_ mode: MeasureCommand.Mode) -> [String] {
            [mode.rawValue, corpus] + (mode.isSingleCore ? [] : ["--jobs", String(jobs)])
        }

        let loadBefore = loadAverage()
        // Reading the corpus once puts it in the page cache, so no mode pays for the disk.
        _ = try Subprocess.measure(measureArguments(.read))
        var runs: [MeasureCommand.Mode: [Measurement]] = [:]
        for repetition in 1...repetitions {
            for mode in modes {
                let measurement = try Subprocess.measure(measureArguments(mode))
                runs[mode, default: []].append(measurement)
                FileHandle.standardError.write(Data(
                    "[\(repetition)/\(repetitions)] \(measurement.jsonLine())\n".utf8))
            }
        }

        let invocation = ([Subprocess.executablePath] + Array(CommandLine.arguments.dropFirst())).map(Subprocess.shellQuoted).joined(separator: " ")
        print("$ \(invocation)")
        print("\(ProcessInfo.processInfo.activeProcessorCount) cores; load average \(loadBefore) before, \(loadAverage()) after; medians of \(repetitions) interleaved runs.")
        print("")
        printTable(modes: modes, runs: runs)
        print("")
        printGoals(runs: runs)
        print("")
        print("Each row is one mode run as a fresh process:")
        for mode in modes {
            print("  \(Subprocess.commandLine(measureArguments(mode)))")
        }
    }

    static func printTable(modes: [MeasureCommand.Mode], runs: [MeasureCommand.Mode: [Measurement]]) {
        let header = [padded("mode", 12), rightAligned("threads", 7), rightAligned("files", 7), rightAligned("MB", 7),
                      rightAligned("wall s", 8), rightAligned("(min-max)", 13), rightAligned("CPU s", 8), rightAligned("files/s", 9),
                      rightAligned("MB/s", 7), rightAligned("MB/CPU-s", 9), rightAligned("peak RSS MB", 12), "  what"]
        print(header.joined(separator: " "))
        for mode in modes {
            guard let measurements = runs[mode], let first = measurements.first else { continue }
            let walls = measurements.map(\.wall)
            let wall = walls.median
            let cpu = measurements.map(\.cpu).median
            let rss = measurements.map { Double($0.maxRSS) }.median
            let row = [
                padded(mode.rawValue, 12),
                rightAligned(String(first.jobs), 7),
                rightAligned(String(first.files), 7),
                formatted(megabytes(first.bytes), 1, width: 7),
                formatted(wall, 3, width: 8),
                rightAligned("(\(formatted(walls.min()!, 2))-\(formatted(walls.max()!, 2)))", 13),
                formatted(cpu, 3, width: 8),
                formatted(Double(first.files) / wall, 0, width: 9),
                formatted(megabytes(first.bytes) / wall, 1, width: 7),
                formatted(megabytes(first.bytes) / cpu, 1, width: 9),
                formatted(megabytes(rss), 1, width: 12),
                "  " + mode.summary,
            ]
            print(row.joined(separator: " "))
        }
        if let lintRuns = runs[.lint] {
            let steps = PhaseClock.order.map { phase in
                "\(phase) \(formatted(lintRuns.compactMap { $0.phases?[phase] }.median, 3))"
            }
            print("lint wall by step (medians, s): " + steps.joined(separator: ", "))
        }
        print("MB = 1,000,000 bytes. MB/s = bytes / wall; MB/CPU-s = bytes / CPU seconds (one core's throughput).")
        print("lex and scan time only the work on files already in memory; their peak RSS includes the whole corpus.")
    }

    static func printGoals(runs: [MeasureCommand.Mode: [Measurement]]) {
        func median(_ mode: MeasureCommand.Mode, _ value: (Measurement) -> Double) -> Double? {
            runs[mode].map { $0.map(value).median }
        }
        func line(_ what: String, _ value: String, _ goal: String, _ met: Bool) {
            print("  \(padded(what, 36)) \(rightAligned(value, 10))   goal \(padded(goal, 10)) \(met ? "met" : "MISSED")")
        }
        print("Goals:")
        // The default lint skips the full scan of files that cannot matter; lint-every-file
        // scans every one, which is what the linter costs on code that is all App Intents.
        for mode in [MeasureCommand.Mode.lint, .lintEveryFile] where runs[mode] != nil {
            let name = mode.rawValue
            if let lintWall = median(mode, \.wall), let readWall = median(.read, \.wall) {
                let ratio = lintWall / readWall
                line("\(name) wall / read wall", formatted(ratio, 2) + "×", "≤ 3×", ratio <= 3)
                // The fastest runs are the ones other work on the machine disturbed least.
                if let lintFastest = runs[mode]?.map(\.wall).min(), let readFastest = runs[.read]?.map(\.wall).min() {
                    print("  \(padded("  the same, fastest runs", 36)) \(rightAligned(formatted(lintFastest / readFastest, 2) + "×", 10))")
                }
            }
            if let parserCPU = median(.swiftparser, \.cpu), let lintCPU = median(mode, \.cpu) {
                let ratio = parserCPU / lintCPU
                line("swiftparser CPU / \(name) CPU", formatted(ratio, 1) + "×", "≥ 10×", ratio >= 10)
            }
            if let lintRSS = median(mode, { Double($0.maxRSS) }) {
                line("\(name) peak RSS", formatted(megabytes(lintRSS), 0) + " MB", "< 300 MB", megabytes(lintRSS) < 300)
            }
        }
        if let scanCPU = median(.scan, \.cpu), let scanWall = median(.scan, \.wall), let bytes = runs[.scan]?.first?.bytes {
            let rate = megabytes(bytes) / scanCPU
            line("scan on one core (MB/CPU-s)", formatted(rate, 0) + " MB/s", "≥ 150 MB/s", rate >= 150)
            print("  \(padded("scan on one core (MB/s, wall)", 36)) \(rightAligned(formatted(megabytes(bytes) / scanWall, 0) + " MB/s", 10))")
        }
    }
}
