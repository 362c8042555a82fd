import Foundation
import IntentLintKit
import IntentLintSupport

/// What people wait for, measured side by side for one or more lint-intents executables
/// (`--binary LABEL=PATH`, repeated): linting one app against reading its files (`app`), the
/// commit hook (`hook`), one huge file (`huge`), and the whole corpus scanned in full against
/// reading it (`corpus`). Every command is a fresh process; see `SideBySide`.
enum LatencyCommands {
    static let usage = """
        USAGE:
          lint-intents-benchmark app PATH [--binary LABEL=PATH]... [--repetitions N]
          lint-intents-benchmark hook PATH --stage FILE [--binary LABEL=PATH]... [--repetitions N]
          lint-intents-benchmark huge [--intents N] [--binary LABEL=PATH]... [--repetitions N]
          lint-intents-benchmark huge --code PATH [--megabytes N] [--binary LABEL=PATH]... [--repetitions N]
          lint-intents-benchmark corpus PATH [--binary LABEL=PATH]... [--repetitions N]

        app      `lint PATH`, `modules PATH` (discovery alone) and `--version` (start-up alone) against
                 `cat` of the files lint reads
        hook     a git repository copied from PATH with FILE (relative to PATH) changed and staged:
                 `lint --staged` against `lint` of the whole tree; and how many git processes each starts
        huge     `lint` of one generated file of N small intents (default 100000): time and peak memory;
                 with --code, `lint --scan-every-file` of one file made of the Swift files lint reads
                 under PATH, joined up to N MB (default 20): what lexing and scanning alone hold
        corpus   `lint --scan-every-file PATH` and `lint PATH` against `cat` of the files lint reads

        --binary LABEL=PATH   a lint-intents executable, repeated to compare several (default:
                              .build/release/lint-intents)
        --repetitions N       runs of each command, alternating; the tables show medians (default: 5)
        """

    static func run(_ command: String, _ arguments: [String]) throws {
        var options = Options(arguments)
        let binaries = try SideBySide.binaries(&options)
        let repetitions = try options.positiveInteger("--repetitions") ?? 5
        switch command {
        case "app": try app(&options, binaries, repetitions)
        case "hook": try hook(&options, binaries, repetitions)
        case "huge": try huge(&options, binaries, repetitions)
        default: try corpus(&options, binaries, repetitions)
        }
    }

    private static func onePath(_ options: Options, _ command: String) throws -> String {
        let paths = try options.positionals()
        guard paths.count == 1, FileSystem.kind(of: paths[0]) == .directory else {
            throw BenchmarkError("\(command) needs one folder\n\n\(usage)")
        }
        return Paths.absolute(paths[0])
    }

    private static func header(_ what: String) {
        print(SideBySide.invocation())
        print("\(ProcessInfo.processInfo.activeProcessorCount) cores; load average \(loadAverage()); \(what)")
        print("")
    }

    static func app(_ options: inout Options, _ binaries: [(label: String, path: String)], _ repetitions: Int) throws {
        let path = try onePath(options, "app")
        let files = try SideBySide.lintedFiles(path)
        let bytes = files.reduce(0) { $0 + ((try? FileSystem.readBytes($1).get())?.count ?? 0) }
        var commands = [try SideBySide.catCommand(files, listDirectory: try SideBySide.temporaryFolder("app"))]
        for binary in binaries {
            commands.append(.init(label: "\(binary.label) lint", arguments: [binary.path, "lint", "."], directory: path))
            commands.append(.init(label: "\(binary.label) modules", arguments: [binary.path, "modules", "."], directory: path))
            commands.append(.init(label: "\(binary.label) --version", arguments: [binary.path, "--version"], directory: path))
        }
        let samples = try SideBySide.run(commands, repetitions: repetitions)
        header("\(files.count) Swift files that lint reads, \(formatted(megabytes(bytes), 1)) MB; medians of \(repetitions) alternating runs")
        SideBySide.printTable(commands, samples, reference: "cat")
        print("")
        print("Goal: lint at most 2× cat (modules is discovery alone, with its listing; --version is start-up alone).")
        SideBySide.printCommands(commands)
    }

    static func hook(_ options: inout Options, _ binaries: [(label: String, path: String)], _ repetitions: Int) throws {
        guard let staged = try options.value("--stage") else { throw BenchmarkError("hook needs --stage FILE\n\n\(usage)") }
        let source = try onePath(options, "hook")
        guard FileSystem.kind(of: source + "/" + staged) == .file else { throw BenchmarkError("\(source)/\(staged): no such file") }
        let repository = try SideBySide.temporaryFolder("hook") + "/" + Paths.lastComponent(source)
        try? FileManager.default.removeItem(atPath: repository)
        try FileManager.default.copyItem(atPath: source, toPath: repository)
        func git(_ arguments: [String]) throws {
            _ = try SideBySide.run(.init(label: "git", arguments: ["git", "-c", "user.name=Benchmark", "-c", "user.email=benchmark@example.com",
                                                                   "-c", "commit.gpgsign=false"] + arguments,
                                         directory: repository, acceptedStatuses: [0]))
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "the tree"])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: repository + "/" + staged))
        handle.seekToEndOfFile()
        handle.write(Data("\n// staged by lint-intents-benchmark hook\n".utf8))
        try handle.close()
        try git(["add", "--", staged])
        // Every file was written in the second the index was: git takes such entries as
        // possibly changed ("racy") and hashes their contents on every `git status`, which a
        // real working tree, older than its index, never costs. Written again a second later,
        // the index says they are clean, as it does in a repository people commit to.
        Thread.sleep(forTimeInterval: 1.1)
        try git(["update-index", "-q", "--refresh"])

        var commands: [SideBySide.Command] = []
        for binary in binaries {
            commands.append(.init(label: "\(binary.label) lint --staged", arguments: [binary.path, "lint", "--staged"], directory: repository))
            commands.append(.init(label: "\(binary.label) lint", arguments: [binary.path, "lint", "."], directory: repository))
        }
        let gitRuns = try binaries.map { try gitProcesses(binary: $0.path, in: repository) }
        let samples = try SideBySide.run(commands, repetitions: repetitions)
        header("a git repository of \(source) with \(staged) staged; medians of \(repetitions) alternating runs")
        SideBySide.printTable(commands, samples, reference: binaries.first.map { "\($0.label) lint" })
        print("")
        for (binary, runs) in zip(binaries, gitRuns) {
            print("\(binary.label) lint --staged starts \(runs.count) git processes: \(runs.joined(separator: "; "))")
        }
        print("Goal: lint --staged no slower than lint of the whole tree, and under 0.15 s on an app of 1,600 files.")
        print("Repository: \(repository)")
        SideBySide.printCommands(commands)
    }

    /// The git commands `lint --staged` runs, found by putting a `git` that notes its arguments
    /// first on PATH (one run, not timed).
    private static func gitProcesses(binary: String, in repository: String) throws -> [String] {
        let environment = ProcessInfo.processInfo.environment
        guard let realGit = (environment["PATH"] ?? "").split(separator: ":").map({ $0 + "/git" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { throw BenchmarkError("git is not on PATH") }
        let shims = try SideBySide.temporaryFolder("hook-shims")
        let log = shims + "/git.log"
        try? FileManager.default.removeItem(atPath: log)
        try FileSystem.writeAtomically("#!/bin/sh\necho \"$*\" >> '\(log)'\nexec '\(realGit)' \"$@\"\n", to: shims + "/git")
        chmod(shims + "/git", 0o755)
        setenv("PATH", shims + ":" + (environment["PATH"] ?? ""), 1)
        defer { setenv("PATH", environment["PATH"] ?? "", 1) }
        _ = try SideBySide.run(.init(label: "count", arguments: [binary, "lint", "--staged"], directory: repository))
        let lines = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return lines.split(separator: "\n").map { line in
            // `-C <folder>` says where, not what.
            line.replacingOccurrences(of: "-C \(repository) ", with: "").split(separator: " ").prefix(2).joined(separator: " ")
        }
    }

    static func huge(_ options: inout Options, _ binaries: [(label: String, path: String)], _ repetitions: Int) throws {
        if let code = try options.value("--code") {
            return try hugeCode(code, &options, binaries, repetitions)
        }
        let intents = try options.positiveInteger("--intents") ?? 100_000
        guard try options.positionals().isEmpty else { throw BenchmarkError("huge takes no paths\n\n\(usage)") }
        let folder = try SideBySide.temporaryFolder("huge")
        let file = folder + "/Intents\(intents).swift"
        let source = SyntheticIntents.source(intentCount: intents)
        try FileSystem.writeAtomically(String(decoding: source, as: UTF8.self), to: file)
        try lintOneFile(file, arguments: ["lint"], described: "one file of \(intents) intents", bytes: source.count, binaries, repetitions)
    }

    /// One file of real code, scanned in full: the memory of lexing and scanning a file, apart
    /// from what a module of many intents holds for its rules.
    private static func hugeCode(_ path: String, _ options: inout Options, _ binaries: [(label: String, path: String)],
                                 _ repetitions: Int) throws {
        let limit = (try options.positiveInteger("--megabytes") ?? 20) * 1_000_000
        guard try options.positionals().isEmpty, FileSystem.kind(of: path) == .directory else {
            throw BenchmarkError("huge --code needs one folder\n\n\(usage)")
        }
        var source: [UInt8] = []
        for file in try SideBySide.lintedFiles(Paths.absolute(path)) where source.count < limit {
            guard let bytes = try? FileSystem.readBytes(file).get() else { continue }
            source += bytes.prefix(limit - source.count)
            source.append(UInt8(ascii: "\n"))
        }
        let file = try SideBySide.temporaryFolder("huge-code") + "/Code.swift"
        try FileSystem.writeAtomically(String(decoding: source, as: UTF8.self), to: file)
        try lintOneFile(file, arguments: ["lint", "--scan-every-file"], described: "one file of the Swift under \(path)",
                        bytes: source.count, binaries, repetitions)
    }

    /// `huge`'s table, for either file: each binary runs `arguments` on `file`, with peak memory against its size.
    private static func lintOneFile(_ file: String, arguments: [String], described description: String, bytes: Int,
                                    _ binaries: [(label: String, path: String)], _ repetitions: Int) throws {
        let command = arguments.joined(separator: " ")
        let commands = binaries.map { SideBySide.Command(label: "\($0.label) \(command)", arguments: [$0.path] + arguments + [file]) }
        let samples = try SideBySide.run(commands, repetitions: repetitions)
        header("\(description), \(formatted(megabytes(bytes), 1)) MB; medians of \(repetitions) alternating runs")
        SideBySide.printTable(commands, samples, reference: binaries.first.map { "\($0.label) \(command)" }, bytes: bytes)
        print("")
        print("Goal: peak memory at most 4× the file.")
        SideBySide.printCommands(commands)
    }

    static func corpus(_ options: inout Options, _ binaries: [(label: String, path: String)], _ repetitions: Int) throws {
        let path = try onePath(options, "corpus")
        let files = try SideBySide.lintedFiles(path)
        let bytes = files.reduce(0) { $0 + ((try? FileSystem.readBytes($1).get())?.count ?? 0) }
        var commands = [try SideBySide.catCommand(files, listDirectory: try SideBySide.temporaryFolder("corpus"))]
        for binary in binaries {
            commands.append(.init(label: "\(binary.label) --scan-every-file", arguments: [binary.path, "lint", "--scan-every-file", "."], directory: path))
            commands.append(.init(label: "\(binary.label) lint", arguments: [binary.path, "lint", "."], directory: path))
        }
        let samples = try SideBySide.run(commands, repetitions: repetitions)
        header("\(files.count) Swift files that lint reads, \(formatted(megabytes(bytes), 1)) MB; medians of \(repetitions) alternating runs")
        SideBySide.printTable(commands, samples, reference: "cat")
        print("")
        print("Goal: --scan-every-file at most 2× cat.")
        SideBySide.printCommands(commands)
    }
}
