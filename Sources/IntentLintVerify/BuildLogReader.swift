#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore

/// Reads the App Intents diagnostics out of an `xcodebuild` log. A log is a sequence of steps,
/// each starting with a line such as `ExtractAppIntentsMetadata (in target 'SoupChef' from
/// project 'SoupChef')`, then the command, then what the tool printed. The diagnostics of the
/// three App Intents steps are kept; those of every other step (the compiler's among them) are
/// not. A log made with `xcodebuild -quiet` has no step lines, so there a line counts when the
/// App Intents tool printed it (`… appintentsmetadataprocessor[pid:tid] warning: …`) or its
/// message is one those tools are known to print (docs/verify.md lists them).
///
/// Any bytes are a log: lines that are not diagnostics are skipped, and nothing throws.
package enum BuildLogReader {
    /// What the processor prints when it gives up on a target.
    static let haltingMessage = "At least one halting error produced during export"

    /// Messages only the App Intents tools print, for logs without step lines; from real build
    /// logs and swift-build's tests (docs/verify.md).
    static let knownMessages: [(text: String, step: BuildLog.Step)] = [
        ("Invalid Utterance", .extractMetadata),
        ("Multiple parameters detected in phrase", .extractMetadata),
        ("Invalid parameter type. AppEntity and AppEnum are the only allowed types", .extractMetadata),
        ("App Shortcuts should have at least one phrase", .extractMetadata),
        ("'LocalizedStringResource' must be initialized with a call to its initializer", .extractMetadata),
        ("'TypeDisplayRepresentation' must be initialized with a call to its initializer", .extractMetadata),
        ("must have a compile-time static value and cannot be computed or dynamic", .extractMetadata),
        ("to be exhaustive", .extractMetadata),
        ("must be static, have a compile-time constant value", .extractMetadata),
        ("enums implemented in an imported framework or library are not supported", .extractMetadata),
        ("must be implemented when conforming to 'AppIntents.AppEnum'", .extractMetadata),
        ("Found multiple, identical identifiers for query", .extractMetadata),
        ("Static extraction builder failure", .extractMetadata),
        ("Metadata extraction skipped", .extractMetadata),
        ("No swift const values found", .extractMetadata),
        (haltingMessage, .extractMetadata),
        ("This phrase is not used in any App Shortcut or as a Negative Phrase", .validateShortcutStrings),
        ("Malformed AppShortcuts.strings file", .validateShortcutStrings),
        ("Unable to find extract.actionsdata", .validateShortcutStrings),
    ]

    /// Where the reader is in the log.
    private enum Context {
        /// Before the first step line, or in a log that has none (`xcodebuild -quiet`).
        case unknown
        case appIntents(BuildLog.Step, target: String?)
        /// Another step: the compiler, the linker, a script.
        case otherStep
    }

    package static func read(_ bytes: [UInt8]) -> BuildLog {
        var log = BuildLog()
        var context = Context.unknown
        var seen: Set<String> = []
        var lineNumber = 0
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = String(decoding: rawLine, as: UTF8.self)
            if line.hasSuffix("\r") { line.removeLast() }
            if let header = stepHeader(line) {
                if let step = BuildLog.Step(rawValue: header.rule) {
                    context = .appIntents(step, target: header.target)
                    log.stepCount += 1
                } else {
                    context = .otherStep
                }
                continue
            }
            if line.hasPrefix("** ") {
                if line.contains(bytes: "SUCCEEDED") { log.buildSucceeded = true }
                if line.contains(bytes: "FAILED") { log.buildSucceeded = false }
                context = .unknown
                continue
            }
            if line.hasPrefix("The following build commands failed") {
                context = .otherStep
                continue
            }
            let (tool, text) = withoutToolPrefix(line)
            guard let parsed = diagnostic(text) else { continue }
            var step: BuildLog.Step
            var target: String? = parsed.target
            switch context {
            case .appIntents(let current, let currentTarget):
                step = tool.flatMap(BuildLog.Step.step(ofTool:)) ?? current
                target = target ?? currentTarget
            case .otherStep, .unknown:
                let known = knownMessages.first { parsed.message.contains(bytes: $0.text) }
                if let tool, let toolStep = BuildLog.Step.step(ofTool: tool) {
                    step = toolStep
                } else if let known, case .unknown = context {
                    step = known.step
                } else if parsed.message.contains(bytes: haltingMessage) {
                    step = .extractMetadata
                } else {
                    continue
                }
            }
            if parsed.message.contains(bytes: haltingMessage) {
                if seen.insert("halt \(target ?? "")").inserted {
                    log.halts.append(BuildLog.Halt(target: target, logLine: lineNumber, message: parsed.message))
                }
                continue
            }
            let key = "\(parsed.severity) \(parsed.file ?? "") \(parsed.location?.description ?? "") \(parsed.message)"
            guard seen.insert(key).inserted else { continue }
            log.diagnostics.append(BuildLog.Diagnostic(severity: parsed.severity, message: parsed.message, file: parsed.file,
                                                       location: parsed.location, step: step, target: target, logLine: lineNumber))
        }
        return log
    }

    /// `ExtractAppIntentsMetadata (in target 'SoupChef' from project 'SoupChef')`: the rule
    /// name and the target. A step line starts at the margin with a capitalized word.
    static func stepHeader(_ line: String) -> (rule: String, target: String?)? {
        guard let first = line.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
              let marker = line.range(ofBytes: " (in target '") else { return nil }
        let rule = line.prefix { $0.isLetter || $0.isNumber }
        guard !rule.isEmpty, line[rule.endIndex...].first.map({ $0 == " " }) ?? false else { return nil }
        let afterMarker = line[marker.upperBound...]
        let target = afterMarker.firstIndex(of: "'").map { String(afterMarker[..<$0]) }
        return (String(rule), target)
    }

    /// `2026-09-04 06:00:51.855 appintentsmetadataprocessor[96276:14083909] warning: …` → the
    /// tool and `warning: …`.
    static func withoutToolPrefix(_ line: String) -> (tool: String?, text: Substring) {
        for step in BuildLog.Step.allCases {
            guard let range = line.range(ofBytes: step.tool + "[") else { continue }
            guard let close = line[range.upperBound...].firstIndex(of: "]") else { continue }
            var rest = line[line.index(after: close)...]
            while rest.first == " " { rest = rest.dropFirst() }
            return (step.tool, rest)
        }
        return (nil, Substring(line))
    }

    struct ParsedDiagnostic {
        var severity: Severity
        var message: String
        var file: String?
        var location: SourceLocation?
        var target: String?
    }

    /// `path:12:5: error: message`, `path:12: warning: message`, `path: error: message` or
    /// `error: message`, with Xcode's ` (in target 'X' from project 'Y')` taken off the end.
    static func diagnostic(_ text: Substring) -> ParsedDiagnostic? {
        var severity: Severity?
        var locationText: Substring?
        var message: Substring = ""
        for (word, kind) in [("error: ", Severity.error), ("warning: ", .warning), ("note: ", .note)] where text.hasPrefix(word) {
            severity = kind
            message = text.dropFirst(word.count)
        }
        if severity == nil {
            // The earliest `: error: `-like marker after a location.
            var best: (range: Range<Substring.Index>, kind: Severity)?
            for (word, kind) in [(": error: ", Severity.error), (": warning: ", .warning), (": note: ", .note)] {
                if let range = text.range(ofBytes: word), range.lowerBound > text.startIndex, best.map({ range.lowerBound < $0.range.lowerBound }) ?? true {
                    best = (range, kind)
                }
            }
            guard let best else { return nil }
            severity = best.kind
            locationText = text[..<best.range.lowerBound]
            message = text[best.range.upperBound...]
        }
        guard let severity else { return nil }
        var parsed = ParsedDiagnostic(severity: severity, message: "")
        if let locationText {
            guard let location = fileLocation(locationText) else { return nil }
            parsed.file = location.file
            parsed.location = location.location
        }
        // Xcode appends the target to diagnostics it repeats.
        if message.hasSuffix("')"), let marker = message.lastRange(ofBytes: " (in target '") {
            let target = message[marker.upperBound...]
            parsed.target = target.firstIndex(of: "'").map { String(target[..<$0]) }
            message = message[..<marker.lowerBound]
        }
        parsed.message = message.trimmingSpaces
        return parsed.message.isEmpty ? nil : parsed
    }

    /// `/path/File.swift:12:5`, `/path/File.swift:12` or `/path/AppShortcuts.strings`: a path
    /// (with a `/` or a file extension, so that prose is not read as one) and its position.
    static func fileLocation(_ text: Substring) -> (file: String, location: SourceLocation?)? {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        while numbers.count < 2, let last = parts.last, let number = Int(last), number > 0, parts.count > 1 {
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        let file = parts.joined(separator: ":").trimmingSpaces
        guard !file.isEmpty, file.contains("/") || endsWithExtension(file),
              !file.contains(bytes: ": ") else { return nil }
        let location = numbers.first.map { SourceLocation(line: $0, column: numbers.count > 1 ? numbers[1] : 1) }
        return (file, location)
    }

    /// Whether `file` ends with `.` and one or more ASCII letters (`AppShortcuts.strings`).
    private static func endsWithExtension(_ file: String) -> Bool {
        let letters = file.utf8.reversed().prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
        return !letters.isEmpty && file.utf8.dropLast(letters.count).last == UInt8(ascii: ".")
    }
}
