/// GitHub Actions workflow commands, which GitHub shows as annotations on the pull request:
/// `::error file=<path>,line=<l>,col=<c>,title=<rule-id>::<message>` (`::warning` for
/// warnings, `::notice` for notes). Paths are relative to the working directory, which in a workflow is the
/// checkout. GitHub shows only ten annotations of each kind per step, so pair this with
/// the text log or SARIF when a run can have more. What the run did not check is a `::warning`
/// too, titled `input` or `app-rule-not-run`: first the input, last the rules.
package enum GitHubActionsReporter: Reporter {
    package static let identifier = "github"
    package static let summary = "GitHub Actions workflow commands that annotate the pull request."

    package static func render(_ report: LintReport) -> String {
        var output = ""
        let rows = report.uncheckedRows
        for row in rows where row.kind == .input { output += command(row) }
        for finding in report.findings {
            let file = Reporters.relativePath(finding.file, to: report.workingDirectory)
            // Workflow commands know `notice`, not `note`.
            output += "::\(finding.severity == .note ? "notice" : finding.severity.rawValue) file=\(escapedProperty(file)),"
            output += "line=\(finding.location.line),col=\(finding.location.column),"
            output += "title=\(escapedProperty(finding.ruleIdentifier))::\(escapedData(finding.message + finding.relatedSummary))\n"
        }
        for row in rows where row.kind == .appRuleNotRun { output += command(row) }
        return output
    }

    /// `::warning file=…,line=…,title=input::…`, with as much of the place as is known.
    private static func command(_ row: UncheckedRow) -> String {
        var properties: [String] = []
        if let file = row.file {
            properties.append("file=\(escapedProperty(file))")
            if let line = row.line { properties.append("line=\(line)") }
            if let column = row.column { properties.append("col=\(column)") }
        }
        properties.append("title=\(escapedProperty(row.kind.rawValue))")
        return "::warning \(properties.joined(separator: ","))::\(escapedData(row.message))\n"
    }

    /// The escaping of actions/toolkit's `escapeData`: without it a line break would end the
    /// command early and a `%` would be read as the start of an escape.
    static func escapedData(_ text: String) -> String {
        escaped(text, escapingSeparators: false)
    }

    /// `escapeProperty`: `:` and `,` would otherwise end the value.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, escapingSeparators: true)
    }

    // Works on scalars: as a Character, "\r\n" is one grapheme that matches neither "\r" nor "\n".
    private static func escaped(_ text: String, escapingSeparators: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where escapingSeparators: result += "%3A"
            case "," where escapingSeparators: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
