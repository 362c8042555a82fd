import IntentLintCore

/// Checkstyle XML, which Jenkins (warnings-ng), Danger (danger-checkstyle_format) and many CI
/// tools read:
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
///   <file name="Sources/App/OpenIntent.swift">
///     <error line="12" column="5" severity="error" message="…" source="lint-intents.non-constant-metadata"/>
///   </file>
/// </checkstyle>
/// ```
///
/// One `<file>` per file with findings, in report order; severities `error`, `warning` and
/// `info` (for notes). Paths are relative to the working directory, as in SARIF. Checkstyle
/// has no place for a finding's related locations, so they are left out. What the run did not
/// check is a warning of source `lint-intents.input` or `lint-intents.app-rule-not-run` in the
/// `<file>` it is about (`.` when it is about none), after the findings.
package enum CheckstyleReporter: Reporter {
    package static let identifier = "checkstyle"
    package static let summary = "Checkstyle XML for Jenkins (warnings-ng), Danger and other CI tools."

    package static func render(_ report: LintReport) -> String {
        var files: [String] = []
        var findingsByFile: [String: [Finding]] = [:]
        for finding in report.findings {
            let path = Reporters.relativePath(finding.file, to: report.workingDirectory)
            if findingsByFile[path] == nil { files.append(path) }
            findingsByFile[path, default: []].append(finding)
        }
        var uncheckedByFile: [String: [UncheckedRow]] = [:]
        for row in report.uncheckedRows {
            let path = row.file ?? "."
            if findingsByFile[path] == nil, uncheckedByFile[path] == nil { files.append(path) }
            uncheckedByFile[path, default: []].append(row)
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in files {
            output += "  <file name=\"\(XMLText.escaped(file))\">\n"
            for finding in findingsByFile[file] ?? [] {
                output += "    <error line=\"\(max(1, finding.location.line))\" column=\"\(max(1, finding.location.column))\""
                output += " severity=\"\(finding.severity == .note ? "info" : finding.severity.rawValue)\""
                output += " message=\"\(XMLText.escaped(finding.message))\" source=\"\(XMLText.escaped("lint-intents." + finding.ruleIdentifier))\"/>\n"
            }
            for row in uncheckedByFile[file] ?? [] {
                output += "    <error line=\"\(max(1, row.line ?? 1))\" column=\"\(max(1, row.column ?? 1))\" severity=\"warning\""
                output += " message=\"\(XMLText.escaped(row.message))\" source=\"\(XMLText.escaped("lint-intents." + row.kind.rawValue))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
