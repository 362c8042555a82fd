#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintRules
import IntentLintCore

/// The findings a project has accepted for now: `--write-baseline FILE` records them and
/// `--baseline FILE` then reports only findings that are not in it.
///
/// The file is deterministic JSON (keys sorted, pretty-printed, entries in file and line
/// order), with files relative to a base folder the caller chooses:
///
/// ```json
/// {
///   "findings": [
///     {"file": "Sources/A.swift", "line": 12, "message": "…", "rule": "non-constant-metadata", "text": "static var title = name"}
///   ],
///   "version": 1
/// }
/// ```
///
/// Matching ignores line numbers, so code that moves keeps its findings suppressed. It keys
/// on the rule, the file and the line's text with whitespace collapsed, and counts: when a
/// key has more findings than the baseline recorded, the extra ones, last in line order, are
/// new. So a copied bad line, or a line whose text changed, is reported (as in SwiftLint).
package struct Baseline: Sendable, Equatable {
    /// The file format this version reads and writes.
    package static let version = 1

    /// One accepted finding. `line` and `message` are for people reading the file;
    /// matching uses `rule`, `file` and `text`.
    package struct Entry: Sendable, Hashable {
        package var rule: String
        /// Relative to the base folder (absolute when the file is outside it).
        package var file: String
        package var line: Int
        /// The line's text, normalized with `Baseline.normalizedLineText`.
        package var text: String
        package var message: String

        package init(rule: String, file: String, line: Int, text: String, message: String) {
            self.rule = rule
            self.file = file
            self.line = line
            self.text = text
            self.message = message
        }
    }

    /// In file and line order.
    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.file, $0.line, $0.rule, $0.text, $0.message) < ($1.file, $1.line, $1.rule, $1.text, $1.message) }
    }

    /// The baseline that accepts `findings`, whose files are absolute or relative to
    /// `workingDirectory`, with files stored relative to `baseDirectory`.
    package init(_ findings: [Finding], relativeTo baseDirectory: String,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let paths = PathResolver(baseDirectory: baseDirectory, workingDirectory: workingDirectory)
        self.init(entries: findings.map { finding in
            Entry(rule: finding.ruleIdentifier, file: paths.relative(finding.file), line: finding.location.line,
                  text: Baseline.normalizedLineText(finding.lineText), message: finding.message)
        })
    }

    // MARK: Files

    /// Writes the baseline of `findings` to `path` atomically (see `init(_:relativeTo:workingDirectory:)`).
    package static func write(_ findings: [Finding], to path: String, relativeTo baseDirectory: String,
                             workingDirectory: String = FileManager.default.currentDirectoryPath) throws {
        let baseline = Baseline(findings, relativeTo: baseDirectory, workingDirectory: workingDirectory)
        try FileSystem.writeAtomically(baseline.json.serialized(), to: path)
    }

    /// The baseline in the file at `path`. Errors are one line and name the file: missing
    /// or unreadable, invalid JSON, another version, or entries of the wrong shape.
    package static func read(path: String,
                            workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> Baseline {
        let document = try JSONValue.read(file: path, what: "the baseline", absolutePath: Paths.absolute(path, from: workingDirectory))
        return try parse(document, path: path)
    }

    /// The baseline a parsed file holds; `path` names it in errors.
    package static func parse(_ document: JSONValue, path: String) throws(InputError) -> Baseline {
        guard case .object(let members) = document, let version = members["version"] else {
            throw InputError("\(path): not a lint-intents baseline: expected an object with 'version' and 'findings'")
        }
        guard case .integer(let number) = version else {
            throw InputError("\(path): invalid baseline: 'version' must be a whole number, found \(version.kindDescription)")
        }
        guard number == Baseline.version else {
            throw InputError("\(path): baseline version \(number) is not supported; this lint-intents reads version \(Baseline.version) (write a new one with --write-baseline)")
        }
        guard case .array(let elements)? = members["findings"] else {
            let found = members["findings"]?.kindDescription ?? "nothing"
            throw InputError("\(path): invalid baseline: 'findings' must be an array, found \(found)")
        }
        var entries: [Entry] = []
        for (index, element) in elements.enumerated() {
            guard case .object(let fields) = element,
                  case .string(let rule)? = fields["rule"],
                  case .string(let file)? = fields["file"],
                  case .integer(let line)? = fields["line"],
                  case .string(let text)? = fields["text"],
                  case .string(let message)? = fields["message"] else {
                throw InputError("\(path): invalid baseline: finding \(index + 1) needs strings 'rule', 'file', 'text' and 'message' and a whole number 'line'")
            }
            entries.append(Entry(rule: rule, file: PathResolver.normalizedStoredPath(file), line: line,
                                 text: normalizedLineText(text), message: message))
        }
        return Baseline(entries: entries)
    }

    /// The file's contents: `{"findings": [...], "version": 1}`.
    package var json: JSONValue {
        .object([
            "version": .integer(Baseline.version),
            "findings": .array(entries.map { entry in
                .object([
                    "rule": .string(entry.rule),
                    "file": .string(entry.file),
                    "line": .integer(entry.line),
                    "text": .string(entry.text),
                    "message": .string(entry.message),
                ])
            }),
        ])
    }

    // MARK: Matching

    /// The findings the baseline does not account for, in their given order. Files are
    /// absolute or relative to `workingDirectory`, and compared relative to `baseDirectory`,
    /// so `./Sources/A.swift`, `Sources/A.swift` and `/project/Sources/A.swift` are one file.
    package func newFindings(_ findings: [Finding], relativeTo baseDirectory: String,
                            workingDirectory: String = FileManager.default.currentDirectoryPath) -> [Finding] {
        matching(findings, relativeTo: baseDirectory, workingDirectory: workingDirectory).new
    }

    /// The entries no finding used up whose file is among `checkedFiles` (absolute, or relative
    /// to `workingDirectory`): stale, since the run looked where they point and found nothing
    /// they account for (fixed, or their line changed beyond recognition). Entries of files the
    /// run did not read (a commit's other files, a subfolder's neighbours) are not judged.
    package func staleEntries(_ findings: [Finding], checkedFiles: [String], relativeTo baseDirectory: String,
                              workingDirectory: String = FileManager.default.currentDirectoryPath) -> [Entry] {
        let unused = matching(findings, relativeTo: baseDirectory, workingDirectory: workingDirectory).unused
        let paths = PathResolver(baseDirectory: baseDirectory, workingDirectory: workingDirectory)
        let checked = Set(checkedFiles.map(paths.relative))
        return entries.filter { entry in (unused[Key(rule: entry.rule, file: entry.file, text: entry.text)] ?? 0) > 0 && checked.contains(entry.file) }
    }

    /// The findings the baseline does not account for, and how many of each of its entries
    /// are left unused.
    private func matching(_ findings: [Finding], relativeTo baseDirectory: String,
                          workingDirectory: String) -> (new: [Finding], unused: [Key: Int]) {
        var remaining: [Key: Int] = [:]
        for entry in entries {
            remaining[Key(rule: entry.rule, file: entry.file, text: entry.text), default: 0] += 1
        }
        let paths = PathResolver(baseDirectory: baseDirectory, workingDirectory: workingDirectory)
        let keys = findings.map { Key(rule: $0.ruleIdentifier, file: paths.relative($0.file), text: Baseline.normalizedLineText($0.lineText)) }
        // Earlier findings use up the baseline's count first, so extras are the last ones.
        let lineOrder = findings.indices.sorted { (findings[$0].location, $0) < (findings[$1].location, $1) }
        var isNew = [Bool](repeating: false, count: findings.count)
        for index in lineOrder {
            if let count = remaining[keys[index]], count > 0 {
                remaining[keys[index]] = count - 1
            } else {
                isNew[index] = true
            }
        }
        return (findings.indices.filter { isNew[$0] }.map { findings[$0] }, remaining)
    }

    /// `text` trimmed, with each run of whitespace made one space, so that re-indenting a
    /// line does not make its findings new.
    package static func normalizedLineText(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private struct Key: Hashable {
        var rule: String
        var file: String
        var text: String
    }

    /// Spells every file one way: relative to the base folder, without `.`, `..` or `//`.
    private struct PathResolver {
        var base: String
        var workingDirectory: String

        init(baseDirectory: String, workingDirectory: String) {
            self.workingDirectory = workingDirectory
            base = Paths.absolute(baseDirectory, from: workingDirectory)
        }

        func relative(_ file: String) -> String {
            Paths.relative(Paths.absolute(file, from: workingDirectory), to: base)
        }

        /// A file as stored in a baseline (relative to the base, or absolute), cleaned up
        /// without knowing the base: hand-edited `./Sources//A.swift` is `Sources/A.swift`.
        static func normalizedStoredPath(_ file: String) -> String {
            file.hasPrefix("/") ? Paths.normalize(file) : String(Paths.normalize("/" + file).dropFirst())
        }
    }
}
