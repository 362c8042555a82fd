#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintDiscovery
import IntentLintRules
import IntentLintCore

/// The settings in a `.lint-intents.json` file. Keys are snake_case, as SwiftLint users
/// expect, and every key is optional:
///
/// ```json
/// {
///   "included": ["Sources"],
///   "excluded": ["Sources/**/Generated"],
///   "disabled_rules": ["some-rule"],
///   "severity": {"some-rule": "error"},
///   "strict": true,
///   "reporter": "github",
///   "baseline": "lint-intents-baseline.json"
/// }
/// ```
///
/// Patterns in `included` and `excluded` are globs (see `Glob`) relative to the file's
/// folder; `excluded` wins. `baseline` is a path relative to the file's folder.
/// A key given twice is an error, not a silent choice of one. Validation is strict: an unknown key, a value of the wrong type,
/// an unknown rule id or reporter, a rule in `opt_in_rules` that is no opt-in rule, or an
/// invalid pattern is an `InputError` whose one-line message names the file, the line and
/// column of the key, and the problem.
public struct Configuration: Sendable {
    /// The name discovery looks for.
    package static let fileName = ".lint-intents.json"
    /// Every key the file may contain, sorted.
    package static let keys = keyDescriptions.map(\.key).sorted()

    /// One line per key, for `lint-intents help lint`.
    package static let keyDescriptions: [(key: String, description: String)] = [
        ("included", "globs of the files to lint (default: all)"),
        ("excluded", "globs of the files not to lint; wins over included"),
        ("disabled_rules", "rule (or diff change) ids that do not run"),
        ("opt_in_rules", "opt-in rule ids that do run (no rule is opt-in yet)"),
        ("severity", "rule id → \"error\", \"warning\" or \"note\""),
        ("strict", "true: warnings and what was not checked fail the run, as with --strict"),
        ("reporter", "the reporter when --reporter is not given"),
        ("baseline", "a baseline file (from --write-baseline) whose findings are not reported"),
    ]

    /// The file the settings came from, as it was named; nil when none was found.
    package var file: String?
    /// The absolute folder that `included` and `excluded` are relative to: the file's
    /// folder, or the folder discovery started from when there is no file.
    package var directory: String
    /// When empty, every file is included.
    package var included: [Glob]
    package var excluded: [Glob]
    package var disabledRules: Set<String>
    package var optInRules: Set<String>
    /// Rule id → the severity its findings get instead of the rule's default.
    package var severities: [String: Severity]
    /// Warnings fail the run, as with `--strict`.
    package var strict: Bool
    /// The `--reporter` to use when none is given on the command line.
    package var reporter: String?
    /// The baseline `lint` applies when `--baseline` is not given, absolute.
    package var baseline: String?

    /// A configuration with defaults for everything not given: every file, every rule that
    /// is not opt-in, default severities.
    package init(directory: String, file: String? = nil, included: [Glob] = [], excluded: [Glob] = [],
                disabledRules: Set<String> = [], optInRules: Set<String> = [],
                severities: [String: Severity] = [:], strict: Bool = false, reporter: String? = nil) {
        self.directory = directory
        self.file = file
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.severities = severities
        self.strict = strict
        self.reporter = reporter
    }

    // MARK: Loading

    /// The first `.lint-intents.json` found in `directory` or a folder above it, up to the
    /// file-system root; the default configuration for `directory` when there is none.
    /// - Parameters:
    ///   - knownRuleIdentifiers: every rule id; others in the file are errors.
    ///   - knownReporters: every reporter id, or nil to accept any `reporter` string.
    public static func discover(from directory: String = FileManager.default.currentDirectoryPath,
                                knownRuleIdentifiers: Set<String>,
                                knownReporters: Set<String>? = nil, optInRuleIdentifiers: Set<String>? = nil) throws(InputError) -> Configuration {
        let start = Paths.absolute(directory)
        var folder = start
        while true {
            let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
            if FileSystem.kind(of: candidate) != .missing {
                // Named from the folder it was looked for from, in errors as in notes: as the
                // user would name it, never by the machine's folders.
                return try load(path: Paths.written(candidate, from: start), knownRuleIdentifiers: knownRuleIdentifiers,
                                knownReporters: knownReporters, optInRuleIdentifiers: optInRuleIdentifiers, workingDirectory: start)
            }
            if folder == "/" { return Configuration(directory: start) }
            folder = Paths.parent(of: folder)
        }
    }

    /// The configuration in the file at `path` (relative to `workingDirectory`).
    /// - Parameters:
    ///   - knownRuleIdentifiers: every rule id; others in the file are errors.
    ///   - knownReporters: every reporter id, or nil to accept any `reporter` string.
    ///   - optInRuleIdentifiers: the rules that run only when `opt_in_rules` lists them; any
    ///     other rule listed there is an error. Nil accepts any known rule.
    package static func load(path: String, knownRuleIdentifiers: Set<String>, knownReporters: Set<String>? = nil,
                            optInRuleIdentifiers: Set<String>? = nil,
                            workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> Configuration {
        let absolutePath = Paths.absolute(path, from: workingDirectory)
        let document = try JSONValue.read(file: path, what: "the configuration", absolutePath: absolutePath, rejectingDuplicateKeys: true)
        return try parse(document, path: path, absolutePath: absolutePath, knownRuleIdentifiers: knownRuleIdentifiers,
                         knownReporters: knownReporters, optInRuleIdentifiers: optInRuleIdentifiers)
    }

    /// The configuration a parsed `.lint-intents.json` holds; `path` names it in errors, with
    /// the line and column of the key at fault where the file at `absolutePath` says.
    package static func parse(_ document: JSONValue, path: String, absolutePath: String, knownRuleIdentifiers: Set<String>,
                              knownReporters: Set<String>?, optInRuleIdentifiers: Set<String>? = nil) throws(InputError) -> Configuration {
        guard case .object(let members) = document else {
            throw InputError("\(path): the configuration must be a JSON object, found \(document.kindDescription)")
        }
        var configuration = Configuration(directory: Paths.parent(of: absolutePath), file: path)
        let reader = ValueReader(path: path, knownRuleIdentifiers: knownRuleIdentifiers)
        // Sorted, so that a file with several mistakes always reports the same one first.
        for key in members.keys.sorted() {
            do throws(InputError) {
                try read(key, members[key]!, into: &configuration, reader: reader, path: path, knownReporters: knownReporters,
                         optInRuleIdentifiers: optInRuleIdentifiers)
            } catch {
                // `.lint-intents.json:3:5: unknown key 'exclued'`: where the key is written.
                guard let place = JSONValue.place(ofKey: key, inFile: absolutePath), error.description.hasPrefix(path + ": ") else { throw error }
                throw InputError("\(path):\(place.line):\(place.column): " + error.description.dropFirst(path.count + 2))
            }
        }
        if let both = configuration.disabledRules.intersection(configuration.optInRules).min() {
            throw InputError("\(path): rule \(quoted(both)) is in both 'disabled_rules' and 'opt_in_rules'")
        }
        return configuration
    }

    /// Reads one top-level key of the file into `configuration`.
    private static func read(_ key: String, _ value: JSONValue, into configuration: inout Configuration, reader: ValueReader, path: String,
                             knownReporters: Set<String>?, optInRuleIdentifiers: Set<String>?) throws(InputError) {
        switch key {
        case "included": configuration.included = try reader.globs(value, key: key)
        case "excluded": configuration.excluded = try reader.globs(value, key: key)
        case "disabled_rules": configuration.disabledRules = try reader.ruleIdentifiers(value, key: key)
        case "opt_in_rules":
            configuration.optInRules = try reader.ruleIdentifiers(value, key: key)
            // A SwiftLint habit: listing a rule that runs anyway enables nothing, and says so.
            if let optIn = optInRuleIdentifiers, let listed = configuration.optInRules.subtracting(optIn).min() {
                throw InputError("\(path): \(quoted(listed)) in 'opt_in_rules' is no opt-in rule: it runs unless 'disabled_rules' lists " +
                    "it\(optIn.isEmpty ? " (no rule of lint-intents is opt-in)" : ""); remove it")
            }
        case "severity": configuration.severities = try reader.severities(value, key: key)
        case "strict":
            guard case .bool(let strict) = value else {
                throw InputError("\(path): '\(key)' must be true or false, found \(value.kindDescription)")
            }
            configuration.strict = strict
        case "reporter": configuration.reporter = try reader.reporter(value, key: key, known: knownReporters)
        case "baseline":
            guard case .string(let baseline) = value, !baseline.isEmpty else {
                throw InputError("\(path): 'baseline' must be a path (a non-empty string), found \(value.kindDescription)")
            }
            configuration.baseline = Paths.absolute(baseline, from: configuration.directory)
        default:
            throw InputError("\(path): unknown key \(quoted(key))\(suggestion(for: key, among: keys, listingAllOtherwise: true))")
        }
    }

    // MARK: Applying

    /// Whether the file at `relativePath` (relative to `directory`, see `relativePath(of:)`)
    /// is linted: it matches an `included` pattern (or there are none) and no `excluded` one.
    package func isIncluded(_ relativePath: String) -> Bool {
        (included.isEmpty || included.contains { $0.matches(relativePath) })
            && !excluded.contains { $0.matches(relativePath) }
    }

    /// Whether an `excluded` pattern matches `relativePath` (a folder or a project file): what
    /// the configuration leaves out is not linted, and warnings about reading it are no news.
    package func isExcluded(_ relativePath: String) -> Bool {
        excluded.contains { $0.matches(relativePath) || $0.matches(relativePath + "/") }
    }

    /// The inputs that `included` and `excluded` let through. `excluded` applies to files
    /// named on the command line too, so hooks that pass staged files respect it. Without
    /// patterns every input is kept, and no path is worked out.
    package func includedInputs(_ inputs: [SourceInput],
                               workingDirectory: String = FileManager.default.currentDirectoryPath) -> [SourceInput] {
        guard !included.isEmpty || !excluded.isEmpty else { return inputs }
        return inputs.filter { isIncluded(relativePath(of: $0.displayPath, workingDirectory: workingDirectory)) }
    }

    /// The `included` patterns that match none of `files` (absolute paths), in the order
    /// written: a mistyped pattern lints nothing of what it was meant to, silently otherwise.
    package func includedPatternsMatchingNothing(among files: [String]) -> [Glob] {
        var unmatched = included
        for file in files where !unmatched.isEmpty {
            let relative = Paths.relative(file, to: directory)
            unmatched.removeAll { $0.matches(relative) }
        }
        return unmatched
    }

    /// `path` (absolute, or relative to `workingDirectory`) relative to `directory`; a path
    /// outside `directory` stays absolute, and so matches no pattern.
    package func relativePath(of path: String,
                             workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let absolutePath = Paths.absolute(path, from: workingDirectory)
        return Paths.relative(absolutePath, to: directory)
    }

    /// The rules that run, in the order given: opt-in rules only when listed in
    /// `opt_in_rules`, and never those in `disabled_rules`.
    package func enabledRules(from all: [RuleDescription]) -> [RuleDescription] {
        all.filter { rule in
            !disabledRules.contains(rule.identifier) && (!rule.isOptIn || optInRules.contains(rule.identifier))
        }
    }

    /// `findings` of `kinds` as configured: those of the enabled kinds, each at its configured
    /// severity (what `lint`'s engine does as it runs the rules).
    package func applied(to findings: [Finding], of kinds: [RuleDescription]) -> [Finding] {
        let enabled = Set(enabledRules(from: kinds).map(\.identifier))
        return findings.filter { enabled.contains($0.ruleIdentifier) }.map { finding in
            var finding = finding
            finding.severity = severity(for: finding.ruleIdentifier, default: finding.severity)
            return finding
        }
    }

    /// The severity configured for the rule, or `defaultSeverity`.
    package func severity(for ruleIdentifier: String, default defaultSeverity: Severity) -> Severity {
        severities[ruleIdentifier] ?? defaultSeverity
    }

    // MARK: Validation

    /// Reads typed values out of one file, with messages that name it.
    private struct ValueReader {
        var path: String
        var knownRuleIdentifiers: Set<String>

        func strings(_ value: JSONValue, key: String) throws(InputError) -> [String] {
            guard case .array(let elements) = value else {
                throw InputError("\(path): '\(key)' must be an array of strings, found \(value.kindDescription)")
            }
            var strings: [String] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let string) = element else {
                    throw InputError("\(path): '\(key)' must be an array of strings, found \(element.kindDescription) as item \(index + 1)")
                }
                strings.append(string)
            }
            return strings
        }

        func globs(_ value: JSONValue, key: String) throws(InputError) -> [Glob] {
            var globs: [Glob] = []
            for pattern in try strings(value, key: key) {
                do {
                    globs.append(try Glob(pattern))
                } catch {
                    throw InputError("\(path): invalid pattern \(quoted(pattern)) in '\(key)': \(error.description)")
                }
            }
            return globs
        }

        func ruleIdentifiers(_ value: JSONValue, key: String) throws(InputError) -> Set<String> {
            let identifiers = try strings(value, key: key)
            for identifier in identifiers {
                try checkRule(identifier, key: key)
            }
            return Set(identifiers)
        }

        func severities(_ value: JSONValue, key: String) throws(InputError) -> [String: Severity] {
            guard case .object(let members) = value else {
                throw InputError("\(path): '\(key)' must be an object mapping rule ids to 'error', 'warning' or 'note', found \(value.kindDescription)")
            }
            var severities: [String: Severity] = [:]
            for identifier in members.keys.sorted() {
                try checkRule(identifier, key: key)
                let value = members[identifier]!
                guard case .string(let name) = value else {
                    throw InputError("\(path): the severity of \(quoted(identifier)) must be 'error', 'warning' or 'note', found \(value.kindDescription)")
                }
                guard let severity = Severity(rawValue: name) else {
                    let hint = suggestion(for: name, among: Severity.allCases.map(\.rawValue))
                    throw InputError("\(path): the severity of \(quoted(identifier)) must be 'error', 'warning' or 'note', found \(quoted(name))\(hint)")
                }
                severities[identifier] = severity
            }
            return severities
        }

        func reporter(_ value: JSONValue, key: String, known: Set<String>?) throws(InputError) -> String {
            guard case .string(let reporter) = value else {
                throw InputError("\(path): '\(key)' must be a string, found \(value.kindDescription)")
            }
            if let known, !known.contains(reporter) {
                throw InputError("\(path): unknown reporter \(quoted(reporter))\(suggestion(for: reporter, among: known.sorted(), listingAllOtherwise: true))")
            }
            return reporter
        }

        private func checkRule(_ identifier: String, key: String) throws(InputError) {
            guard !knownRuleIdentifiers.contains(identifier) else { return }
            let hint = suggestion(for: identifier, among: knownRuleIdentifiers.sorted())
            throw InputError("\(path): unknown rule \(quoted(identifier)) in '\(key)'"
                             + (hint.isEmpty ? "; run 'lint-intents rules' to list them" : hint))
        }
    }
}

/// `'text'`, with control characters escaped so that a message stays on one line.
private func quoted(_ text: String) -> String {
    "'" + text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }.joined() + "'"
}

/// `"; did you mean 'x'?"` for the closest candidate, ignoring case; otherwise the whole list
/// when asked, or nothing.
private func suggestion(for text: String, among candidates: [String], listingAllOtherwise: Bool = false) -> String {
    if let best = ClosestMatch(candidates, ignoringCase: true).find(text) {
        return "; did you mean \(quoted(best))?"
    }
    guard listingAllOtherwise, !candidates.isEmpty else { return "" }
    return "; expected one of " + candidates.map(quoted).joined(separator: ", ")
}
