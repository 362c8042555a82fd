#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import IntentLintKit
import SwiftParser
import SwiftSyntax
import IntentLintSupport
import IntentLintSyntax
import IntentLintDiscovery
import IntentLintRules
import IntentLintReporting
import IntentLintEngine

/// `lint-intents-benchmark measure MODE PATH… [--jobs N]`: does one kind of work over the
/// Swift files under PATH and prints one `Measurement` JSON line. Each run is its own process,
/// so its CPU time and peak memory are its own.
enum MeasureCommand {
    enum Mode: String, CaseIterable {
        case read, lex, scan, lint
        case lintEveryFile = "lint-every-file"
        case swiftparser

        var summary: String {
            switch self {
            case .read: "discovery + read every file (the floor)"
            case .lex: "Lexer.tokenize, files already in memory"
            case .scan: "DeclarationScanner.scan (tokenize + scan), files in memory"
            case .lint: "lint-intents lint: discovery, read+scan, manifest, rules, text report"
            case .lintEveryFile: "lint-intents lint --scan-every-file: no file skipped"
            case .swiftparser: "discovery + read + SwiftParser.Parser.parse per file"
            }
        }

        /// lex and scan measure one core; the others use the linter's parallelism.
        var isSingleCore: Bool { self == .lex || self == .scan }
    }

    static let usage = """
        USAGE: lint-intents-benchmark measure <\(Mode.allCases.map(\.rawValue).joined(separator: "|"))> PATH... [--jobs N]

        Prints one JSON line: {bytes, count, cpu, files, jobs, maxRSS, mode, wall}, and for lint its steps'
        wall times as phases.
        --jobs N   worker threads for read, lint and swiftparser (default: all cores; lex and scan use 1)
        """

    static func run(_ arguments: [String]) throws -> Measurement {
        guard let modeName = arguments.first, let mode = Mode(rawValue: modeName) else {
            throw BenchmarkError("measure needs a mode\n\n\(usage)")
        }
        var options = Options(Array(arguments.dropFirst()))
        let jobs = try options.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let paths = try options.positionals()
        guard !paths.isEmpty else { throw BenchmarkError("measure \(mode.rawValue) needs a path\n\n\(usage)") }
        switch mode {
        case .read: return try read(paths, jobs: jobs)
        case .lex: return try lex(paths)
        case .scan: return try scan(paths)
        case .lint: return try lint(paths, jobs: jobs, scanEveryFile: false)
        case .lintEveryFile: return try lint(paths, jobs: jobs, scanEveryFile: true)
        case .swiftparser: return try parseWithSwiftParser(paths, jobs: jobs)
        }
    }

    /// The floor: what the linter's discovery and parallel read cost with no work on the bytes.
    static func read(_ paths: [String], jobs: Int) throws -> Measurement {
        let stopwatch = Stopwatch.start()
        let files = try swiftFiles(paths)
        let sizes = Parallel.map(files, jobs: jobs) { file in
            (try? FileSystem.readBytes(file).get())?.count ?? 0
        }
        return stopwatch.stop(mode: "read", files: files.count, bytes: sizes.reduce(0, +), jobs: jobs, count: 0)
    }

    static func lex(_ paths: [String]) throws -> Measurement {
        let sources = try readAll(paths)
        let stopwatch = Stopwatch.start()
        var tokenCount = 0
        for source in sources {
            tokenCount += source.withUnsafeBufferPointer { Lexer.tokenize($0).tokens.count }
        }
        return stopwatch.stop(mode: "lex", files: sources.count, bytes: sources.totalBytes, jobs: 1, count: tokenCount)
    }

    static func scan(_ paths: [String]) throws -> Measurement {
        let sources = try readAll(paths)
        let stopwatch = Stopwatch.start()
        var typeCount = 0
        for source in sources {
            typeCount += DeclarationScanner.scan(source, path: "", codeBodies: .rules).types.count
        }
        return stopwatch.stop(mode: "scan", files: sources.count, bytes: sources.totalBytes, jobs: 1, count: typeCount)
    }

    /// What `lint-intents lint PATH…` does with no options (`LintSession.lint`), through the
    /// public API of the stages it runs, with the text report written to /dev/null instead of
    /// the terminal.
    static func lint(_ paths: [String], jobs: Int, scanEveryFile: Bool) throws -> Measurement {
        let stopwatch = Stopwatch.start()
        var phases = PhaseClock()
        let (inputs, findingCount) = try lintPipeline(paths, jobs: jobs, scanEveryFile: scanEveryFile, phases: &phases)
        let mode = scanEveryFile ? Mode.lintEveryFile : Mode.lint
        var measurement = stopwatch.stop(mode: mode.rawValue, files: inputs.count, bytes: 0, jobs: jobs, count: findingCount)
        measurement.phases = phases.seconds
        // The linter does not count bytes; count them after the clock stops.
        measurement.bytes = inputs.reduce(0) { $0 + fileSize($1.absolutePath) }
        return measurement
    }

    private static func lintPipeline(_ paths: [String], jobs: Int, scanEveryFile: Bool,
                                     phases: inout PhaseClock) throws -> (inputs: [SourceInput], findingCount: Int) {
        let started = Date()
        let configuration = try Configuration.discover(knownRuleIdentifiers: RuleRegistry.allIdentifiers,
                                                       knownReporters: Set(Reporters.all.map(\.identifier)))
        let options = LintRun.Options(configuration: configuration, jobs: jobs, scanEveryFile: scanEveryFile)
        let discovered = try LintRun.modules(paths, options: options)
        phases.end("discovery")

        let outcome = LintRun.run(discovered, options: options)
        phases.end(PhaseClock.lintStep)
        let report = LintReport(findings: outcome.findings, rules: RuleRegistry.allDescriptions, fileCount: outcome.fileCount,
                                duration: Date().timeIntervalSince(started),
                                workingDirectory: FileManager.default.currentDirectoryPath)
        let rendered = TextReporter.render(report)
        FileHandle(forWritingAtPath: "/dev/null")?.write(Data(rendered.utf8))
        phases.end("report")
        var seen: Set<String> = []
        let inputs = discovered.modules.flatMap(\.inputs).filter { seen.insert($0.absolutePath).inserted }
        return (inputs, outcome.findings.count)
    }

    /// What a SwiftSyntax-based linter must do before any rule runs: read and parse every file.
    /// Each tree is dropped right after parsing, so this is SwiftParser's floor.
    static func parseWithSwiftParser(_ paths: [String], jobs: Int) throws -> Measurement {
        let stopwatch = Stopwatch.start()
        let files = try swiftFiles(paths)
        let results = Parallel.map(files, jobs: jobs) { file -> (bytes: Int, treeBytes: Int) in
            guard let bytes = try? FileSystem.readBytes(file).get() else { return (0, 0) }
            let treeBytes = bytes.withUnsafeBufferPointer { Parser.parse(source: $0).totalLength.utf8Length }
            return (bytes.count, treeBytes)
        }
        return stopwatch.stop(mode: "swiftparser", files: files.count, bytes: results.reduce(0) { $0 + $1.bytes },
                              jobs: jobs, count: results.reduce(0) { $0 + $1.treeBytes })
    }

    /// Every file's bytes, read before the clock starts.
    private static func readAll(_ paths: [String]) throws -> [[UInt8]] {
        try swiftFiles(paths).map { try FileSystem.readBytes($0).get() }
    }

    /// Every Swift file named or under a folder named, sorted, each once.
    static func swiftFiles(_ paths: [String]) throws -> [String] {
        var files: Set<String> = []
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .file: files.insert(path)
            case .directory: files.formUnion(FileSystem.swiftFiles(under: path))
            default: throw BenchmarkError("\(path): no such file or folder")
            }
        }
        return files.sorted()
    }

    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }
}

private extension [[UInt8]] {
    var totalBytes: Int { reduce(0) { $0 + $1.count } }
}
