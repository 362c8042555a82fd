#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What one `measure` run reports: one JSON line on standard output.
struct Measurement: Codable, Sendable {
    var mode: String
    /// Seconds of elapsed time for the measured work.
    var wall: Double
    /// User plus system CPU seconds of the whole process during the measured work.
    var cpu: Double
    /// The process's peak resident memory, in bytes (the whole run, not only the measured work).
    var maxRSS: Int
    var files: Int
    var bytes: Int
    /// Worker threads the work ran on.
    var jobs: Int
    /// Tokens (lex), declared types (scan), findings (lint) or syntax-tree bytes (swiftparser):
    /// a result the optimizer cannot drop, and a sanity check that the work was done.
    var count: Int
    /// Wall seconds of each step, for the lint mode (see `PhaseClock.order`).
    var phases: [String: Double]?

    func jsonLine() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
}

/// Wall and CPU time from `start()` to `stop`, and the process's peak RSS.
struct Stopwatch {
    private let wallStart = DispatchTime.now().uptimeNanoseconds
    private let cpuStart = Stopwatch.processCPUSeconds()

    static func start() -> Stopwatch { Stopwatch() }

    func stop(mode: String, files: Int, bytes: Int, jobs: Int, count: Int) -> Measurement {
        let wall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9
        let cpu = Stopwatch.processCPUSeconds() - cpuStart
        return Measurement(mode: mode, wall: wall, cpu: cpu, maxRSS: Stopwatch.peakResidentBytes(),
                           files: files, bytes: bytes, jobs: jobs, count: count, phases: nil)
    }

    static func processCPUSeconds() -> Double {
        let usage = selfUsage()
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// VmHWM on Linux (exact, in kB); else ru_maxrss, which Linux counts in KiB and macOS in bytes.
    static func peakResidentBytes() -> Int {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
            return kilobytes * 1024
        }
        #endif
        let usage = selfUsage()
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    private static func selfUsage() -> rusage {
        var usage = rusage()
        #if os(Linux)
        // Glibc imports RUSAGE_SELF as an enum case, not as the Int32 getrusage takes.
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }
}

/// Wall time of consecutive steps: each `end` closes the step that began at the previous one.
struct PhaseClock {
    /// The lint pipeline's steps, in the order they run: finding the modules, then
    /// `LintRun.run` (read, scan, manifest and rules, module by module, as one API), then the
    /// report.
    static let order = ["discovery", lintStep, "report"]
    static let lintStep = "read+scan+manifest+rules"

    private(set) var seconds: [String: Double] = [:]
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func end(_ phase: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        seconds[phase] = Double(now - last) / 1e9
        last = now
    }
}
