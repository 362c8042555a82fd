#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintEngine

/// Commands run as fresh processes, one after another in turn (forwards, then backwards, so
/// that neither is always first after a pause), timed from spawn to exit with their CPU time
/// and peak memory from `wait4`. This is how two lint-intents executables are compared: on a
/// shared machine, only runs taken side by side are comparable.
///
/// Processes are started with `posix_spawn` and reaped with `wait4`, not with Foundation's
/// `Process`, which notices an exit tens of milliseconds late on Linux: more than the
/// difference being measured.
enum SideBySide {
    struct Command {
        var label: String
        var arguments: [String]
        var directory: String?
        /// Read as the command's standard input.
        var inputFile: String?
        /// Exit statuses that count as success (lint exits 1 when it finds errors).
        var acceptedStatuses: Set<Int32> = [0, 1]
    }

    struct Sample {
        var wall: Double
        var cpu: Double
        /// The child's peak resident memory. A child made by `posix_spawn` (a vfork) is charged
        /// with this process's own peak too, so timed runs leave it out and `peakMemory` finds it.
        var maxRSS: Int
    }

    /// `repetitions` runs of every command, alternating; the samples by label.
    static func run(_ commands: [Command], repetitions: Int) throws -> [String: [Sample]] {
        var samples: [String: [Sample]] = [:]
        // One unmeasured run each: the page cache holds every file, every binary is loaded.
        for command in commands { _ = try run(command) }
        var peaks: [String: Int] = [:]
        for command in commands { peaks[command.label] = try peakMemory(command) }
        for repetition in 0..<repetitions {
            let order = repetition % 2 == 0 ? commands : commands.reversed()
            for command in order {
                samples[command.label, default: []].append(try run(command))
            }
            let line = "[\(repetition + 1)/\(repetitions)] "
                + commands.map { "\($0.label) \(formatted(samples[$0.label]!.last!.wall, 3))" }.joined(separator: ", ")
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        for (label, peak) in peaks {
            samples[label] = samples[label]?.map { Sample(wall: $0.wall, cpu: $0.cpu, maxRSS: peak) }
        }
        return samples
    }

    /// The command's peak resident memory, from GNU time's `%M`: time forks the command from a
    /// process of its own, small size, so the figure is the command's (else the run's, which
    /// may be this process's).
    static func peakMemory(_ command: Command) throws -> Int {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return try run(command).maxRSS }
        let report = try temporaryFolder("peak-memory") + "/time.txt"
        var timed = command
        timed.arguments = ["/usr/bin/time", "-f", "%M", "-o", report] + command.arguments
        _ = try run(timed)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw BenchmarkError("cannot read the peak memory of \(command.label) from /usr/bin/time: \(text)")
        }
        return kilobytes * 1024
    }

    /// One run: wall seconds from spawn to reaping, and the child's own CPU time and peak RSS.
    static func run(_ command: Command) throws -> Sample {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, command.inputFile ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = command.arguments
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        // The child starts in the command's folder: this process moves there for the spawn
        // (it runs one command at a time), so no shell stands between the clock and the child.
        let home = FileManager.default.currentDirectoryPath
        if let directory = command.directory, chdir(directory) != 0 { throw BenchmarkError("\(directory): cannot enter") }
        defer { _ = chdir(home) }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var child: pid_t = 0
        let started = DispatchTime.now().uptimeNanoseconds
        let error = posix_spawnp(&child, arguments[0], &actions, nil, &argv, environment)
        guard error == 0 else { throw BenchmarkError("cannot run \(arguments[0]): \(String(cString: strerror(error)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("wait4: \(String(cString: strerror(errno)))") }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard command.acceptedStatuses.contains(exitStatus) else {
            throw BenchmarkError("'\(command.arguments.map(Subprocess.shellQuoted).joined(separator: " "))' exited with status \(exitStatus)")
        }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        return Sample(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), maxRSS: peak)
    }

    /// `cat` of every file, through `xargs -0` reading the list from a file: what reading the
    /// files costs, as a command.
    static func catCommand(_ files: [String], listDirectory: String) throws -> Command {
        let list = listDirectory + "/files.txt"
        try FileSystem.writeAtomically(files.map { $0 + "\u{0}" }.joined(), to: list)
        return Command(label: "cat", arguments: ["xargs", "-0", "cat"], directory: nil, inputFile: list, acceptedStatuses: [0])
    }

    /// The Swift files `lint PATH` reads, each once.
    static func lintedFiles(_ path: String) throws -> [String] {
        let options = LintRun.Options(configuration: try LintSession.configuration(file: nil, workingDirectory: path))
        let discovered = try LintRun.modules([path], options: options, workingDirectory: path)
        return Array(Set(discovered.modules.flatMap { $0.inputs.map(\.absolutePath) })).sorted()
    }

    /// `LABEL=PATH` pairs of `--binary`, in order; at least one.
    static func binaries(_ options: inout Options) throws -> [(label: String, path: String)] {
        var binaries: [(label: String, path: String)] = []
        while let value = try options.value("--binary") {
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            let binary = parts.count == 2 ? (parts[0], Paths.absolute(parts[1])) : (Paths.lastComponent(value), Paths.absolute(value))
            guard FileManager.default.isExecutableFile(atPath: binary.1) else { throw BenchmarkError("\(binary.1): not an executable") }
            binaries.append(binary)
        }
        if binaries.isEmpty {
            let built = Paths.absolute(".build/release/lint-intents")
            guard FileManager.default.isExecutableFile(atPath: built) else {
                throw BenchmarkError("no lint-intents to run: pass --binary LABEL=PATH (once per executable), or build .build/release/lint-intents")
            }
            binaries.append(("lint-intents", built))
        }
        return binaries
    }

    /// A table of medians, one row per command, with each row's ratio to `reference`'s wall time.
    static func printTable(_ commands: [Command], _ samples: [String: [Sample]], reference: String?, bytes: Int? = nil) {
        print([padded("command", 28), rightAligned("wall s", 8), rightAligned("(min-max)", 13), rightAligned("CPU s", 7),
               rightAligned("peak RSS MB", 12), reference.map { rightAligned("÷ \($0)", 10) } ?? "",
               bytes.map { _ in rightAligned("RSS ÷ input", 12) } ?? ""].joined(separator: " "))
        let referenceWall = reference.flatMap { samples[$0]?.map(\.wall).median }
        for command in commands {
            guard let runs = samples[command.label] else { continue }
            let wall = runs.map(\.wall).median
            let rss = Double(runs.map(\.maxRSS).sorted()[runs.count / 2])
            print([padded(command.label, 28), formatted(wall, 3, width: 8),
                   rightAligned("\(formatted(runs.map(\.wall).min()!, 3))-\(formatted(runs.map(\.wall).max()!, 3))", 13),
                   formatted(runs.map(\.cpu).median, 3, width: 7), formatted(megabytes(rss), 1, width: 12),
                   referenceWall.map { formatted(wall / $0, 2, width: 9) + "×" } ?? "",
                   bytes.map { formatted(rss / Double($0), 1, width: 11) + "×" } ?? ""].joined(separator: " "))
        }
    }

    /// What each row ran.
    static func printCommands(_ commands: [Command]) {
        for command in commands {
            let line = command.arguments.map(Subprocess.shellQuoted).joined(separator: " ")
                + (command.inputFile.map { " < " + Subprocess.shellQuoted($0) } ?? "")
            print("  \(command.label): " + (command.directory.map { "(in \($0)) " } ?? "") + line)
        }
    }

    static func invocation() -> String {
        "$ " + ([Subprocess.executablePath] + Array(CommandLine.arguments.dropFirst())).map(Subprocess.shellQuoted).joined(separator: " ")
    }

    static func temporaryFolder(_ name: String) throws -> String {
        let folder = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/lint-intents-\(name)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
