#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// Colour for the text report and summary in a terminal: the severity word red, yellow or
/// cyan, the place bold. `--color auto` (the default) colours only when standard output (or
/// standard error, for the summary) is a terminal, `NO_COLOR` is unset or empty
/// (https://no-color.org) and `TERM` is not `dumb`; `always` and `never` decide outright.
/// Files written with `--output`, pipes, Xcode and CI logs stay plain.
enum TerminalColor {
    enum Choice: String, CaseIterable {
        case auto, always, never
    }

    /// The choice `--color` names; auto when it is not given.
    static func choice(_ text: String?) throws(UsageError) -> Choice {
        guard let text else { return .auto }
        guard let choice = Choice(rawValue: text) else {
            throw UsageError("'\(ReportOptions.color.name)' takes auto, always or never, not '\(text)'")
        }
        return choice
    }

    /// Whether to colour what goes to `descriptor` (1 standard output, 2 standard error).
    static func isEnabled(_ choice: Choice, descriptor: Int32,
                          environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isatty(descriptor) == 1
        }
    }

    private static let reset = "\u{1B}[0m"
    private static let bold = "\u{1B}[1m"
    private static let styles: [(word: String, style: String)] = [
        (": error: ", "\u{1B}[1;31m"), (": warning: ", "\u{1B}[1;33m"), (": note: ", "\u{1B}[1;36m"),
    ]

    /// `path:line:column: error: message [rule]` lines with the place bold and the severity coloured.
    static func colored(report: String) -> String {
        var output = ""
        output.reserveCapacity(report.utf8.count + report.utf8.count / 8)
        for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
            if !output.isEmpty || line.startIndex != report.startIndex { output += "\n" }
            guard let (word, style) = styles.first(where: { line.contains(bytes: $0.word) }),
                  let range = line.range(ofBytes: word) else {
                output += line
                continue
            }
            let severity = word.dropFirst(2).dropLast(2)
            output += bold + line[..<range.lowerBound] + reset + ": " + style + severity + reset + ": " + line[range.upperBound...]
        }
        return output
    }

    /// `Linted 12 files in 0.04 s: 2 errors, 1 warning.` with the non-zero counts coloured.
    static func colored(summary: String) -> String {
        var result = summary
        for (noun, style) in [("error", "\u{1B}[1;31m"), ("warning", "\u{1B}[1;33m"), ("note", "\u{1B}[1;36m")] {
            if let range = firstNonzeroCount(of: noun, in: result) {
                result.replaceSubrange(range, with: style + result[range] + reset)
            }
        }
        return result
    }

    /// The first `3 errors` or `1 error` in `text` whose count does not start with 0.
    private static func firstNonzeroCount(of noun: String, in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        let word = Array((" " + noun).utf8)
        var start = bytes.startIndex
        while start != bytes.endIndex {
            defer { start = bytes.index(after: start) }
            guard (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[start]) else { continue }
            var end = bytes[start...].firstIndex { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? bytes.endIndex
            guard bytes[end...].starts(with: word) else { continue }
            end = bytes.index(end, offsetBy: word.count)
            if end != bytes.endIndex, bytes[end] == UInt8(ascii: "s") { end = bytes.index(after: end) }
            return start..<end
        }
        return nil
    }
}
