import IntentLintSupport
import IntentLintCore

/// Turns what the App Intents steps of a build log said into findings: each diagnostic at the
/// file and line it names (or at its line of the log, when it names no file), and each halted
/// export as an error at its line of the log, whatever `xcodebuild` concluded.
package enum BuildLogReport {
    /// - Parameters:
    ///   - logPath: the log as reports show it (`<stdin>` for standard input).
    ///   - shownAs: turns a path the log names into the path reports show (relative to the
    ///     working folder, when it is inside).
    package static func findings(_ log: BuildLog, logPath: String, shownAs: (String) -> String = { $0 }) -> [Finding] {
        var findings: [Finding] = []
        for halt in log.halts {
            let check = VerifyCheck.exportHalted
            let target = halt.target.map { " of target '\($0)'" } ?? ""
            let succeeded = log.buildSucceeded == true ? ", although the build reports success" : ""
            findings.append(Finding(
                ruleIdentifier: check.identifier, severity: check.severity,
                message: "The App Intents metadata export\(target) halted (\"\(BuildLogReader.haltingMessage)\"), so the target ships " +
                    "without its App Intents\(succeeded): fix the errors the export reported before it",
                file: logPath, location: SourceLocation(line: halt.logLine, column: 1),
                lineText: "metadata export halted \(halt.target ?? "")"))
        }
        for diagnostic in log.diagnostics {
            let check: VerifyCheck
            switch diagnostic.severity {
            case .error: check = .buildError
            case .warning: check = .buildWarning
            case .note: check = .buildNote
            }
            let origin = "\(diagnostic.step.rawValue)\(diagnostic.target.map { " of target '\($0)'" } ?? "")"
            let message = diagnostic.message.hasSuffix(".") ? String(diagnostic.message.dropLast()) : diagnostic.message
            var finding = Finding(ruleIdentifier: check.identifier, severity: check.severity, message: "\(message) (\(origin))",
                                  file: logPath, location: SourceLocation(line: diagnostic.logLine, column: 1), lineText: diagnostic.message)
            if let file = diagnostic.file {
                finding.file = shownAs(file)
                finding.location = diagnostic.location ?? SourceLocation(line: 1, column: 1)
                finding.related = [RelatedLocation(file: logPath, location: SourceLocation(line: diagnostic.logLine, column: 1), message: "in the build log")]
            }
            findings.append(finding)
        }
        return findings
    }
}
