import Foundation
import IntentLintKit
import IntentLintSupport

/// `lint-intents-benchmark diff-modes`: every way of running `lint-intents diff` on a real
/// history, side by side with `lint` of the same tree, for one or more executables: against a
/// base revision with the working tree (`--base`), two revisions (`--base --head HEAD`), and two
/// folders (`diff OLD NEW`, OLD being the base revision's files written out once). Every command
/// is a fresh process, alternating (`SideBySide`).
enum DiffModesCommand {
    static let usage = """
        USAGE: lint-intents-benchmark diff-modes PATH --base REVISION [--binary LABEL=PATH]... [--repetitions N]

        PATH is a git work tree: its working tree (and HEAD) is the new version, REVISION the old.
        The index is refreshed first, so that git compares files by their stat data, as in a
        working copy, rather than hashing every file of a checkout made in the same second.

        --binary LABEL=PATH   a lint-intents executable, repeated to compare several (default:
                              .build/release/lint-intents)
        --repetitions N       runs of each command, alternating; the tables show medians (default: 5)
        """

    static func run(_ arguments: [String]) throws {
        var options = Options(arguments)
        let binaries = try SideBySide.binaries(&options)
        let repetitions = try options.positiveInteger("--repetitions") ?? 5
        guard let base = try options.value("--base") else { throw BenchmarkError("diff-modes needs --base REVISION\n\n\(usage)") }
        let paths = try options.positionals()
        guard paths.count == 1, FileSystem.kind(of: paths[0]) == .directory else { throw BenchmarkError("diff-modes needs one folder\n\n\(usage)") }
        let path = Paths.absolute(paths[0])

        let old = try SideBySide.temporaryFolder("diff-modes") + "/old"
        try? FileManager.default.removeItem(atPath: old)
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        try shell("git -C \(Subprocess.shellQuoted(path)) archive \(Subprocess.shellQuoted(base)) | tar -x -C \(Subprocess.shellQuoted(old))")
        try shell("git -C \(Subprocess.shellQuoted(path)) update-index -q --refresh || true")

        var commands: [SideBySide.Command] = []
        for binary in binaries {
            commands += [
                .init(label: "\(binary.label) lint", arguments: [binary.path, "lint", "--quiet", "."], directory: path),
                .init(label: "\(binary.label) diff --base", arguments: [binary.path, "diff", "--quiet", "--base", base, "."], directory: path),
                .init(label: "\(binary.label) diff --base --head", arguments: [binary.path, "diff", "--quiet", "--base", base, "--head", "HEAD", "."],
                      directory: path),
                .init(label: "\(binary.label) diff OLD NEW", arguments: [binary.path, "diff", "--quiet", old, path], directory: path),
            ]
        }
        let samples = try SideBySide.run(commands, repetitions: repetitions)
        let changed = try output("git -C \(Subprocess.shellQuoted(path)) diff --name-only \(Subprocess.shellQuoted(base)) -- | wc -l")
        print(SideBySide.invocation())
        print("\(ProcessInfo.processInfo.activeProcessorCount) cores; load average \(loadAverage()); \(path) against \(base) "
              + "(\(changed.trimmingCharacters(in: .whitespacesAndNewlines)) files differ), "
              + "\(FileSystem.swiftFiles(under: path).count) Swift files; medians of \(repetitions) alternating runs")
        for binary in binaries {
            print("")
            let own = commands.filter { $0.label.hasPrefix(binary.label + " ") }
            SideBySide.printTable(own, samples, reference: "\(binary.label) lint")
        }
        print("")
        print("Goal: every diff at most 1.5× lint of the same tree.")
        SideBySide.printCommands(commands)
    }

    private static func shell(_ command: String) throws {
        _ = try output(command)
    }

    private static func output(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkError("\(command) failed (exit status \(process.terminationStatus))") }
        return String(decoding: data, as: UTF8.self)
    }
}
