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
/// has no place for a finding's related locations, so they are left out.
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
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in files {
            output += "  <file name=\"\(XMLText.escaped(file))\">\n"
            for finding in findingsByFile[file]! {
                output += "    <error line=\"\(max(1, finding.location.line))\" column=\"\(max(1, finding.location.column))\""
                output += " severity=\"\(finding.severity == .note ? "info" : finding.severity.rawValue)\""
                output += " message=\"\(XMLText.escaped(finding.message))\" source=\"\(XMLText.escaped("lint-intents." + finding.ruleIdentifier))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
