import Foundation
import IntentLintKit
import IntentLintSupport

/// `lint-intents-benchmark diff`: what `lint-intents diff` costs against the two `manifest`
/// runs it replaces, on two versions of a generated module (`SyntheticIntents`). The new
/// version renames every hundredth intent and retypes another hundredth's parameter, so the
/// diff reports changes rather than comparing equal manifests. Each command is a fresh process
/// of the `lint-intents` executable, interleaved, so they share the machine's state.
enum DiffSpeedCommand {
    static let usage = """
        USAGE: lint-intents-benchmark diff [--intents N] [--repetitions N] [--executable PATH] [--directory DIR]

        --intents N        intents in each version (default: 50000)
        --repetitions N    runs of each command; the table shows medians (default: 5)
        --executable PATH  the lint-intents to run (default: .build/release/lint-intents)
        --directory DIR    where the versions go (default: $TMPDIR/lint-intents-diff)
        """

    static func run(_ arguments: [String]) throws {
        var options = Options(arguments)
        let intents = try options.positiveInteger("--intents") ?? 50_000
        let repetitions = try options.positiveInteger("--repetitions") ?? 5
        let executable = Paths.absolute(try options.value("--executable") ?? ".build/release/lint-intents")
        let directory = try options.value("--directory") ?? (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/lint-intents-diff"
        guard try options.positionals().isEmpty else { throw BenchmarkError("diff takes no paths\n\n\(usage)") }
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw BenchmarkError("\(executable): no lint-intents executable; build it with 'swift build -c release' or pass --executable")
        }

        let old = String(decoding: SyntheticIntents.source(intentCount: intents), as: UTF8.self)
        // Shortcuts keep their intents (numbers below ten), so the changes are the renames and types.
        let new = String(decoding: SyntheticIntents.source(intentCount: intents, isRenamed: { $0 >= 10 && $0 % 100 == 1 },
                                                           isRetyped: { $0 % 100 == 51 }), as: UTF8.self)
        for version in ["old", "new"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + version, withIntermediateDirectories: true)
        }
        try FileSystem.writeAtomically(old, to: directory + "/old/Intents.swift")
        try FileSystem.writeAtomically(new, to: directory + "/new/Intents.swift")

        let commands: [(name: String, arguments: [String])] = [
            ("manifest OLD", ["manifest", "--module-name", "Synthetic", "--output", directory + "/old.json", directory + "/old"]),
            ("manifest NEW", ["manifest", "--module-name", "Synthetic", "--output", directory + "/new.json", directory + "/new"]),
            ("diff OLD NEW (sources)", ["diff", "--module-name", "Synthetic", "--quiet", "--output", directory + "/diff.txt", directory + "/old", directory + "/new"]),
            ("diff old.json new.json", ["diff", "--quiet", "--output", directory + "/diff-manifests.txt", directory + "/old.json", directory + "/new.json"]),
        ]
        var walls: [String: [Double]] = [:]
        for repetition in 1...repetitions {
            for command in commands {
                let wall = try timed(executable, command.arguments)
                walls[command.name, default: []].append(wall)
                FileHandle.standardError.write(Data("[\(repetition)/\(repetitions)] \(command.name): \(formatted(wall, 3)) s\n".utf8))
            }
        }
        let changes = try String(contentsOfFile: directory + "/diff.txt", encoding: .utf8).split(separator: "\n").count

        print("$ " + ([Subprocess.executablePath] + Array(CommandLine.arguments.dropFirst())).map(Subprocess.shellQuoted).joined(separator: " "))
        print("load average \(loadAverage()); \(intents) intents per version, \(formatted(megabytes(old.utf8.count), 1)) MB; medians of \(repetitions) runs of \(executable)")
        print("")
        for command in commands {
            print(padded(command.name, 24) + formatted(walls[command.name]!.median, 3, width: 8) + " s")
        }
        let twoManifests = walls["manifest OLD"]!.median + walls["manifest NEW"]!.median
        let diff = walls["diff OLD NEW (sources)"]!.median
        print("")
        print("two manifest runs: \(formatted(twoManifests, 3)) s; diff of the sources: \(formatted(diff, 3)) s = \(formatted(diff / twoManifests, 2))× the two runs; \(changes) changes reported")
    }

    /// Wall seconds of one run; a failure (exit status 2, a crash) stops the benchmark.
    private static func timed(_ executable: String, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let started = Date()
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let wall = Date().timeIntervalSince(started)
        // `diff` exits 1 when it finds breaking changes, as it should here.
        guard process.terminationStatus == 0 || (process.terminationStatus == 1 && arguments.first == "diff") else {
            throw BenchmarkError("lint-intents \(arguments.joined(separator: " ")) failed (exit status \(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))")
        }
        return wall
    }
}
