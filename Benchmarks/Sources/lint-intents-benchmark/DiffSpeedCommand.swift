import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintDiscovery

/// `lint-intents-benchmark diff`: what `lint-intents diff` costs against the two `manifest`
/// runs it replaces, on two versions of a generated module (`SyntheticIntents`). The new
/// version renames every hundredth intent and retypes another hundredth's parameter, so the
/// diff reports changes rather than comparing equal manifests. Each command is a fresh process
/// of the `lint-intents` executable, interleaved, so they share the machine's state.
///
/// `diff --base`: what `lint-intents diff --base HEAD` costs against `lint` of the same tree,
/// side by side, in a git repository made for it: a copy of PATH committed as it is (nothing
/// changed: what a pull request gate pays for its base), or the generated module committed
/// with its second version in the working tree.
enum DiffSpeedCommand {
    static let usage = """
        USAGE: lint-intents-benchmark diff [--intents N] [--repetitions N] [--executable PATH] [--directory DIR]
               lint-intents-benchmark diff --base [PATH] [--intents N] [--repetitions N] [--executable PATH] [--directory DIR]

        --base             time 'diff --base HEAD' against 'lint' of the same tree, in a git repository
                           holding a copy of PATH, or the generated module (its second version uncommitted)
        --intents N        intents in each version (default: 50000; with --base: 5000)
        --repetitions N    runs of each command; the table shows medians (default: 5)
        --executable PATH  the lint-intents to run (default: .build/release/lint-intents)
        --directory DIR    where the versions go (default: $TMPDIR/lint-intents-diff)
        """

    static func run(_ arguments: [String]) throws {
        let againstBase = arguments.contains("--base")
        var options = Options(arguments.filter { $0 != "--base" })
        let intents = try options.positiveInteger("--intents") ?? (againstBase ? 5_000 : 50_000)
        let repetitions = try options.positiveInteger("--repetitions") ?? 5
        let executable = Paths.absolute(try options.value("--executable") ?? ".build/release/lint-intents")
        let directory = try options.value("--directory") ?? (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/lint-intents-diff"
        let paths = try options.positionals()
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw BenchmarkError("\(executable): no lint-intents executable; build it with 'swift build -c release' or pass --executable")
        }
        if againstBase {
            guard paths.count <= 1 else { throw BenchmarkError("diff --base takes one PATH at most\n\n\(usage)") }
            return try runAgainstBase(paths.first, intents: intents, repetitions: repetitions, executable: executable, directory: directory)
        }
        guard paths.isEmpty else { throw BenchmarkError("diff takes no paths\n\n\(usage)") }

        let old = String(decoding: SyntheticIntents.source(intentCount: intents), as: UTF8.self)
        let new = changedVersion(intents: intents)
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
        let walls = try interleaved(commands, repetitions: repetitions, executable: executable)
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

    /// The second version of the generated module: shortcuts keep their intents (numbers below
    /// ten), so the changes are the renames and types.
    private static func changedVersion(intents: Int) -> String {
        String(decoding: SyntheticIntents.source(intentCount: intents, isRenamed: { $0 >= 10 && $0 % 100 == 1 },
                                                 isRetyped: { $0 % 100 == 51 }), as: UTF8.self)
    }

    /// `diff --base HEAD` and `lint` of one tree, interleaved, in a repository made in `directory`.
    private static func runAgainstBase(_ path: String?, intents: Int, repetitions: Int, executable: String, directory: String) throws {
        let repository = directory + "/repository"
        try? FileManager.default.removeItem(atPath: repository)
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        let described: String
        if let path {
            // `cp -R PATH/. repository`: the tree as it is, links and all.
            try command("/bin/cp", ["-R", Paths.absolute(path) + "/.", repository], in: directory)
            described = "a copy of \(path)"
        } else {
            try FileManager.default.createDirectory(atPath: repository + "/Sources", withIntermediateDirectories: true)
            try FileSystem.writeAtomically(String(decoding: SyntheticIntents.source(intentCount: intents), as: UTF8.self),
                                           to: repository + "/Sources/Intents.swift")
            described = "the generated module of \(intents) intents"
        }
        for step in [["init", "-q"], ["add", "-A"], ["-c", "user.name=benchmark", "-c", "user.email=benchmark@example.com", "-c", "commit.gpgsign=false",
                                                      "commit", "-qm", "base"]] {
            try command("/usr/bin/env", ["git"] + step, in: repository)
        }
        if path == nil {
            try FileSystem.writeAtomically(changedVersion(intents: intents), to: repository + "/Sources/Intents.swift")
        }
        let swiftFiles = FileSystem.swiftFiles(under: repository).count

        let commands: [(name: String, arguments: [String])] = [
            ("lint", ["lint", "--quiet", "."]),
            ("diff --base HEAD", ["diff", "--base", "HEAD", "--quiet", "."]),
        ]
        let walls = try interleaved(commands, repetitions: repetitions, executable: executable, in: repository)
        print("$ " + ([Subprocess.executablePath] + Array(CommandLine.arguments.dropFirst())).map(Subprocess.shellQuoted).joined(separator: " "))
        print("load average \(loadAverage()); \(described), \(swiftFiles) Swift files, in " +
            "\(repository)\(path == nil ? " (second version uncommitted)" : ""); medians of \(repetitions) runs of \(executable), in the repository")
        print("")
        for command in commands {
            let runs = walls[command.name]!.sorted()
            print(padded("lint-intents " + command.arguments.joined(separator: " "), 44) + formatted(runs.median, 3, width: 8) + " s"
                  + "  (\(formatted(runs.first!, 3))–\(formatted(runs.last!, 3)))")
        }
        let ratio = walls["diff --base HEAD"]!.median / walls["lint"]!.median
        print("")
        print("diff --base HEAD: \(formatted(ratio, 2))× lint of the same tree")
    }

    /// Each command `repetitions` times, interleaved; wall seconds by name.
    private static func interleaved(_ commands: [(name: String, arguments: [String])], repetitions: Int, executable: String,
                                    in folder: String? = nil) throws -> [String: [Double]] {
        var walls: [String: [Double]] = [:]
        for repetition in 1...repetitions {
            for command in commands {
                let wall = try timed(executable, command.arguments, in: folder)
                walls[command.name, default: []].append(wall)
                FileHandle.standardError.write(Data("[\(repetition)/\(repetitions)] \(command.name): \(formatted(wall, 3)) s\n".utf8))
            }
        }
        return walls
    }

    /// Runs a helper (`git`, `cp`) to completion; a failure stops the benchmark.
    private static func command(_ executable: String, _ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(([executable] + arguments).joined(separator: " ")) failed (exit status \(process.terminationStatus))")
        }
    }

    /// Wall seconds of one run; a failure (exit status 2, a crash) stops the benchmark.
    private static func timed(_ executable: String, _ arguments: [String], in folder: String? = nil) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let started = Date()
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let wall = Date().timeIntervalSince(started)
        // `diff` exits 1 when it finds breaking changes, as it should here, and `lint` when it finds mistakes.
        guard process.terminationStatus == 0 || (process.terminationStatus == 1 && ["diff", "lint"].contains(arguments.first)) else {
            throw BenchmarkError("lint-intents \(arguments.joined(separator: " ")) failed (exit status \(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))")
        }
        return wall
    }
}
