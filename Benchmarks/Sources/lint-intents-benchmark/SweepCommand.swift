import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules
import IntentLintEngine

/// `lint-intents-benchmark sweep PATH [--limit SECONDS] [--slowest N]`: lints every file on its
/// own (read, full scan, manifest, rules), timing each, and names the slowest. Any file over
/// the limit (1 s by default) makes the exit status 1. A watchdog names a file that takes
/// ten times the limit, so a hang says where it is.
enum SweepCommand {
    static let usage = """
        USAGE: lint-intents-benchmark sweep PATH [--limit SECONDS] [--slowest N]
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var options = Options(arguments)
        let limit = try options.value("--limit").map { text -> Double in
            guard let seconds = Double(text), seconds > 0 else { throw BenchmarkError("--limit needs seconds, not '\(text)'") }
            return seconds
        } ?? 1
        let slowestCount = try options.positiveInteger("--slowest") ?? 10
        let paths = try options.positionals()
        guard !paths.isEmpty else { throw BenchmarkError("sweep needs a path\n\n\(usage)") }
        let inputs = try MeasureCommand.swiftFiles(paths)

        let watchdog = Watchdog(limit: limit * 10)
        var timings: [(seconds: Double, path: String, bytes: Int)] = []
        var unreadable = 0
        var findings = 0
        let started = Date()
        for path in inputs {
            watchdog.starting(path)
            let fileStarted = Date()
            let input = SourceInput(displayPath: path, relativePath: path, absolutePath: Paths.absolute(path))
            let loaded = ModuleLoader.load([input], jobs: 1, scanEveryFile: true)
            let result = Linter().lint(ScannedModule(name: "Sweep", files: loaded.files))
            _ = result.manifest.json.serialized()
            let seconds = Date().timeIntervalSince(fileStarted)
            unreadable += loaded.problems.count
            findings += result.findings.count
            timings.append((seconds, path, fileSize(path)))
        }
        watchdog.finished()

        let total = Date().timeIntervalSince(started)
        let slowest = timings.sorted { $0.seconds > $1.seconds }
        print("swept \(inputs.count) files in \(String(format: "%.2f", total)) s: \(unreadable) unreadable, \(findings) findings")
        print("slowest files (seconds, KB, path):")
        for timing in slowest.prefix(slowestCount) {
            print(String(format: "  %.4f  %8.1f  %@", timing.seconds, Double(timing.bytes) / 1024, timing.path))
        }
        let overLimit = slowest.filter { $0.seconds > limit }
        if overLimit.isEmpty {
            print("every file linted within \(limit) s")
            return 0
        }
        print("\(overLimit.count) files took longer than \(limit) s")
        return 1
    }

    private static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}

/// Names the file being linted when one takes far too long.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var current = ""
    private var since = Date()
    private var done = false

    init(limit: Double) {
        Thread.detachNewThread { [self] in
            var reported = ""
            while true {
                Thread.sleep(forTimeInterval: min(limit, 1))
                lock.lock()
                let (path, start, finished) = (current, since, done)
                lock.unlock()
                if finished { return }
                if Date().timeIntervalSince(start) > limit, path != reported {
                    FileHandle.standardError.write(Data("still linting \(path) after \(Int(limit)) s\n".utf8))
                    reported = path
                }
            }
        }
    }

    func starting(_ path: String) {
        lock.lock()
        current = path
        since = Date()
        lock.unlock()
    }

    func finished() {
        lock.lock()
        done = true
        lock.unlock()
    }
}
