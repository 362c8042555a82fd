import IntentLintSupport
import IntentLintCore

/// SARIF 2.1.0 as GitHub code scanning reads it (upload it with
/// `github/codeql-action/upload-sarif`):
///
/// ```
/// $schema, version "2.1.0",
/// runs[0].tool.driver: name, semanticVersion, informationUri (once lint-intents is published),
///     rules[]: id, name, shortDescription.text, fullDescription.text, help.text, help.markdown,
///              defaultConfiguration.level, properties.tags
/// runs[0].originalUriBaseIds["%SRCROOT%"].uri: file URI of the working directory
/// runs[0].results[]: ruleId, ruleIndex, level, message.text,
///     locations[0].physicalLocation: artifactLocation {uri, uriBaseId "%SRCROOT%"},
///                                    region {startLine, startColumn},
///     partialFingerprints.primaryLocationLineHash
/// runs[0].invocations[0] (only when the run did not check something): executionSuccessful true,
///     toolExecutionNotifications[]: level "warning", message.text, descriptor.id ("input" or
///     "app-rule-not-run"), associatedRule.id (the rule that did not run),
///     locations[0].physicalLocation (where known)
/// ```
///
/// What the run did not check is no result: a tool execution notification is SARIF's place for
/// what kept the tool from analysing something (§3.20.21), and a viewer lists it apart from the
/// alerts, which a baseline or a dismissal could otherwise hide.
///
/// GitHub rejects empty strings for required properties, so every text falls back to
/// another that is never empty. Columns are counted in UTF-8 bytes, as everywhere in
/// lint-intents; SARIF has no such column kind, but the two agree wherever the line is
/// ASCII up to the finding, which is nearly always.
package enum SARIFReporter: Reporter {
    package static let identifier = "sarif"
    package static let summary = "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers."

    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"

    package static func render(_ report: LintReport) -> String {
        let rules = describedRules(report)
        var ruleIndices: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndices[rule.identifier] == nil {
            ruleIndices[rule.identifier] = index
        }
        var fingerprints = FingerprintCounter()
        let results = report.findings.map { finding -> JSONValue in
            let path = Reporters.relativePath(finding.file, to: report.workingDirectory)
            let fingerprint = fingerprints.next(rule: finding.ruleIdentifier, path: path, line: finding.location.line,
                                                lineText: finding.lineText)
            let related = finding.related.map { (Reporters.relativePath($0.file, to: report.workingDirectory), $0) }
            return result(finding, path: path, related: related, ruleIndex: ruleIndices[finding.ruleIdentifier]!, fingerprint: fingerprint)
        }
        // `informationUri` is optional, and left out while lint-intents has no published home.
        var driverMembers: [String: JSONValue] = [
            "name": .string("lint-intents"),
            "semanticVersion": .string(LintIntents.version),
            "rules": .array(rules.map(descriptor)),
        ]
        if let home = LintIntents.repositoryURL { driverMembers["informationUri"] = .string(home) }
        let driver: JSONValue = .object(driverMembers)
        var runMembers: [String: JSONValue] = [
            "tool": .object(["driver": driver]),
            "originalUriBaseIds": .object([sourceRoot: .object(["uri": .string(directoryURI(report.workingDirectory))])]),
            "results": .array(results),
        ]
        if !report.coverage.isComplete {
            runMembers["invocations"] = .array([.object([
                "executionSuccessful": .bool(true),
                "toolExecutionNotifications": .array(report.uncheckedRows.map(notification)),
            ])])
        }
        let run: JSONValue = .object(runMembers)
        return JSONValue.object([
            "$schema": .string(schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]).serialized()
    }

    /// The rules that ran, then one stand-in for each rule id that has findings but was not
    /// described (findings the engine itself makes), so every result has its descriptor.
    static func describedRules(_ report: LintReport) -> [RuleDescription] {
        var rules = report.rules
        var known = Set(rules.map(\.identifier))
        for finding in report.findings where known.insert(finding.ruleIdentifier).inserted {
            rules.append(RuleDescription(identifier: finding.ruleIdentifier, name: "", summary: "", rationale: "",
                                         severity: finding.severity))
        }
        return rules
    }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        let summary = firstNonEmpty(rule.summary, rule.name, rule.identifier)
        let rationale = firstNonEmpty(rule.rationale, summary)
        return .object([
            "id": .string(rule.identifier),
            "name": .string(firstNonEmpty(pascalCase(rule.name), pascalCase(rule.identifier), rule.identifier)),
            "shortDescription": .object(["text": .string(summary)]),
            "fullDescription": .object(["text": .string(rationale)]),
            "help": .object(["text": .string(rationale), "markdown": .string(rationale)]),
            "defaultConfiguration": .object(["level": .string(rule.severity.rawValue)]),
            "properties": .object(["tags": .array([.string("app-intents")])]),
        ])
    }

    static func result(_ finding: Finding, path: String, related: [(path: String, place: RelatedLocation)] = [],
                       ruleIndex: Int, fingerprint: String) -> JSONValue {
        var object: [String: JSONValue] = [
            "ruleId": .string(finding.ruleIdentifier),
            "ruleIndex": .integer(ruleIndex),
            "level": .string(finding.severity.rawValue),
            "message": .object(["text": .string(firstNonEmpty(finding.message, finding.ruleIdentifier))]),
            "locations": .array([.object(["physicalLocation": physicalLocation(path, finding.location)])]),
            "partialFingerprints": .object(["primaryLocationLineHash": .string(fingerprint)]),
        ]
        // The other places of the same mistake (SARIF 2.1.0 §3.27.22), each with what it is there.
        if !related.isEmpty {
            object["relatedLocations"] = .array(related.enumerated().map { index, entry in
                .object([
                    "id": .integer(index + 1),
                    "physicalLocation": physicalLocation(entry.path, entry.place.location),
                    "message": .object(["text": .string(firstNonEmpty(entry.place.message, entry.place.kind.rawValue))]),
                ])
            })
        }
        return .object(object)
    }

    /// What the run did not check, as a notification: a warning, at its file where there is one.
    static func notification(_ row: UncheckedRow) -> JSONValue {
        var object: [String: JSONValue] = [
            "level": .string("warning"),
            "message": .object(["text": .string(firstNonEmpty(row.message, row.kind.rawValue))]),
            "descriptor": .object(["id": .string(row.kind.rawValue)]),
        ]
        if let rule = row.rule { object["associatedRule"] = .object(["id": .string(rule)]) }
        if let file = row.file {
            var location = physicalLocation(file, SourceLocation(line: row.line ?? 1, column: row.column ?? 1))
            if row.line == nil, case .object(var members) = location {
                // A whole file or folder: no region.
                members["region"] = nil
                location = .object(members)
            }
            object["locations"] = .array([.object(["physicalLocation": location])])
        }
        return .object(object)
    }

    static func physicalLocation(_ path: String, _ location: SourceLocation) -> JSONValue {
        // Outside the working directory there is no base to be relative to: use an absolute URI.
        let artifactLocation: JSONValue = path.hasPrefix("/")
            ? .object(["uri": .string("file://" + percentEncoded(path))])
            : .object(["uri": .string(percentEncoded(path)), "uriBaseId": .string(sourceRoot)])
        // SARIF lines and columns start at 1; a finding about a whole file must not make the log invalid.
        return .object([
            "artifactLocation": artifactLocation,
            "region": .object([
                "startLine": .integer(max(1, location.line)),
                "startColumn": .integer(max(1, location.column)),
            ]),
        ])
    }

    /// `file:///path/to/dir/`: the trailing slash makes relative URIs resolve inside the folder.
    static func directoryURI(_ directory: String) -> String {
        let path = Paths.normalize(directory)
        return "file://" + percentEncoded(path == "/" ? path : path + "/")
    }

    /// RFC 3986 percent-encoding of a path: everything but unreserved characters and `/`,
    /// byte by byte in UTF-8. Encoding `:` too keeps `a:b.swift` from reading as a scheme.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                result.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// The SARIF validator (sarif-sdk rule SARIF2012) asks for a rule `name` that is a single
    /// Pascal-case identifier: `Non-constant metadata` → `NonConstantMetadata`.
    static func pascalCase(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func firstNonEmpty(_ candidates: String...) -> String {
        candidates.first { !$0.isEmpty } ?? ""
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
}

/// `primaryLocationLineHash` values: a hash of the rule, the file and the text of the
/// finding's line, not its number, so an alert keeps its identity when code above it moves,
/// plus `:n` counting identical hashes so that duplicates stay distinct (GitHub's own form).
struct FingerprintCounter {
    private var occurrences: [String: Int] = [:]
    /// Hashes already made, by rule, path and line number: hashing a long line again for
    /// each of its findings would cost its length times their number. Findings on one line
    /// share its text (see `Linter`), so checking that the text is the same costs nothing.
    private var hashes: [Line: (lineText: String, value: String)] = [:]

    private struct Line: Hashable {
        var rule: String
        var path: String
        var number: Int
    }

    mutating func next(rule: String, path: String, line: Int, lineText: String) -> String {
        let key = Line(rule: rule, path: path, number: line)
        let value: String
        if let known = hashes[key], known.lineText == lineText {
            value = known.value
        } else {
            var hash = StableHash()
            hash.combine(rule)
            hash.combine(path)
            hash.combine(lineText)
            value = hash.hex
            hashes[key] = (lineText, value)
        }
        let occurrence = occurrences[value, default: 0] + 1
        occurrences[value] = occurrence
        return "\(value):\(occurrence)"
    }
}
