import Foundation
import IntentLintTestSupport

/// The official SARIF 2.1.0 schema (Fixtures/Schemas), checked with Python's `jsonschema`.
enum SARIFSchema {
    static let schemaPath = JSONSchemaValidator.packageRoot.appendingPathComponent("Fixtures/Schemas/sarif-schema-2.1.0.json").path

    /// Every schema violation in `document`, as `/json/pointer: message`; empty when valid.
    static func problems(in document: String) throws -> [String] {
        try JSONSchemaValidator.problems(in: [document], schema: schemaPath)[0]
    }
}

/// What GitHub code scanning requires beyond the schema ("SARIF support for code scanning"):
/// required properties present and never empty strings, 1–10 locations, a fingerprint,
/// rule references that resolve, and URIs that are valid URI references.
enum GitHubCodeScanning {
    static func problems(in sarif: String) throws -> [String] {
        var problems: [String] = []
        let document = try JSONSerialization.jsonObject(with: Data(sarif.utf8))
        findEmptyStrings(document, at: "", into: &problems)

        let log = document as? [String: Any] ?? [:]
        if (log["$schema"] as? String)?.isEmpty != false { problems.append("$schema is missing") }
        if log["version"] as? String != "2.1.0" { problems.append("version is not 2.1.0") }
        let runs = log["runs"] as? [[String: Any]] ?? []
        if runs.isEmpty { problems.append("runs is empty") }
        for (runIndex, run) in runs.enumerated() {
            let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
            if driver?["name"] as? String == nil { problems.append("run \(runIndex): tool.driver.name is missing") }
            let rules = driver?["rules"] as? [[String: Any]]
            if rules == nil { problems.append("run \(runIndex): tool.driver.rules is missing") }
            for (ruleIndex, rule) in (rules ?? []).enumerated() {
                for path in ["id", "shortDescription.text", "fullDescription.text", "help.text"] where value(rule, path) as? String == nil {
                    problems.append("rule \(ruleIndex): \(path) is missing")
                }
                if let name = rule["name"] as? String, name.count > 255 { problems.append("rule \(ruleIndex): name is longer than 255") }
            }
            guard let results = run["results"] as? [[String: Any]] else {
                problems.append("run \(runIndex): results is missing")
                continue
            }
            for (resultIndex, result) in results.enumerated() {
                let place = "result \(resultIndex)"
                if value(result, "message.text") as? String == nil { problems.append("\(place): message.text is missing") }
                let locations = result["locations"] as? [[String: Any]] ?? []
                if !(1...10).contains(locations.count) { problems.append("\(place): has \(locations.count) locations") }
                if let first = locations.first {
                    if let uri = value(first, "physicalLocation.artifactLocation.uri") as? String {
                        if !isURIReference(uri) { problems.append("\(place): uri \(uri) is not a valid URI reference") }
                    } else {
                        problems.append("\(place): physicalLocation.artifactLocation.uri is missing")
                    }
                    if (value(first, "physicalLocation.region.startLine") as? Int ?? 0) < 1 {
                        problems.append("\(place): region.startLine is missing or below 1")
                    }
                }
                if value(result, "partialFingerprints.primaryLocationLineHash") as? String == nil {
                    problems.append("\(place): partialFingerprints.primaryLocationLineHash is missing")
                }
                let ruleID = result["ruleId"] as? String
                let ruleIndex = result["ruleIndex"] as? Int
                if let ruleIndex, let rules, !(rules.indices.contains(ruleIndex) && rules[ruleIndex]["id"] as? String == ruleID) {
                    problems.append("\(place): ruleIndex \(ruleIndex) does not point to rule \(ruleID ?? "nil")")
                }
            }
            for (baseID, location) in run["originalUriBaseIds"] as? [String: [String: Any]] ?? [:] {
                let uri = location["uri"] as? String ?? ""
                if !(uri.hasPrefix("file:///") && uri.hasSuffix("/") && isURIReference(uri)) {
                    problems.append("originalUriBaseIds.\(baseID) is not an absolute file URI ending in /")
                }
            }
        }
        return problems
    }

    private static func value(_ object: [String: Any], _ path: String) -> Any? {
        var current: Any? = object
        for key in path.split(separator: ".") {
            current = (current as? [String: Any])?[String(key)]
        }
        return current
    }

    private static func findEmptyStrings(_ value: Any, at path: String, into problems: inout [String]) {
        switch value {
        case let string as String where string.isEmpty:
            problems.append("\(path) is an empty string")
        case let object as [String: Any]:
            for (key, member) in object { findEmptyStrings(member, at: path + "/" + key, into: &problems) }
        case let array as [Any]:
            for (index, element) in array.enumerated() { findEmptyStrings(element, at: path + "/\(index)", into: &problems) }
        default:
            break
        }
    }

    /// RFC 3986 characters only, and every `%` starts a two-digit hex escape.
    static func isURIReference(_ uri: String) -> Bool {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".utf8)
        let bytes = Array(uri.utf8)
        for (index, byte) in bytes.enumerated() {
            guard allowed.contains(byte) else { return false }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                      bytes[(index + 1)...(index + 2)].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return false }
            }
        }
        return true
    }
}
