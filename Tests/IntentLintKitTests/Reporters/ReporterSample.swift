import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintReporting
import IntentLintCore

/// A small report whose findings carry everything reporters must escape: `%`, `:`, `,`,
/// line breaks (`\n` and `\r\n`), quotes, `<`, `&`, a tab, a control character and
/// non-ASCII text, in files named relatively, with `./`, absolutely inside the working
/// directory, and absolutely outside it.
enum ReporterSample {
    static let workingDirectory = "/work/App"

    static let nonConstantMetadata = RuleDescription(
        identifier: "non-constant-metadata", name: "Non-constant metadata",
        summary: "Intent metadata must be a compile-time constant.",
        rationale: "Xcode reads `title` at build time; a computed value fails the metadata export.",
        severity: .error)

    static let stableIdentifier = RuleDescription(
        identifier: "stable-identifier", name: "Stable identifier",
        summary: "Entity identifiers must not change between releases.",
        rationale: "Saved shortcuts store the identifier; changing it breaks them silently.",
        severity: .warning)

    static let phraseHasAppName = RuleDescription(
        identifier: "phrase-has-app-name", name: "Phrase has app name",
        summary: "Every App Shortcut phrase names the app.",
        rationale: "Siri matches a phrase only when it contains `\\(.applicationName)`.",
        severity: .error)

    static let duplicateMessage = #"Identifier "id" changes: use a stored, constant value."#

    /// Sorted with `Finding.ordered`, as the engine hands them over. `unknown-directive` is
    /// not among the rules that ran, as for findings the engine makes itself.
    static let findings = [
        Finding(ruleIdentifier: "stable-identifier", severity: .warning, message: duplicateMessage,
                file: "./Sources/Dup.swift", location: SourceLocation(line: 4, column: 5),
                lineText: "var id: UUID { UUID() }"),
        Finding(ruleIdentifier: "stable-identifier", severity: .warning, message: duplicateMessage,
                file: "./Sources/Dup.swift", location: SourceLocation(line: 9, column: 5),
                lineText: "var id: UUID { UUID() }"),
        Finding(ruleIdentifier: "non-constant-metadata", severity: .error,
                message: "50% of titles, like <Open> & \"Close\", are computed:\nmove them to a literal.",
                file: "/elsewhere/Shared.swift", location: SourceLocation(line: 2, column: 1),
                lineText: "static var title = makeTitle()"),
        Finding(ruleIdentifier: "non-constant-metadata", severity: .error,
                message: "Titel „Öffnen“ ist berechnet — verwende ein Literal.\r\nSiehe Dokumentation.",
                file: "/work/App/Sources/Ünïcode Intent.swift", location: SourceLocation(line: 12, column: 17),
                lineText: #"static let title: LocalizedStringResource = "\(name)""#),
        Finding(ruleIdentifier: "unknown-directive", severity: .warning,
                message: "Unknown rule 'x' in directive\tcontrol\u{1}char",
                file: "Sources/Open,Intent:1.swift", location: SourceLocation(line: 3, column: 9),
                lineText: "// lint-intents:disable x"),
    ]

    static let report = LintReport(findings: findings, rules: [nonConstantMetadata, stableIdentifier, phraseHasAppName],
                                   fileCount: 7, duration: 0.25, workingDirectory: workingDirectory)

    static let emptyReport = LintReport(findings: [], rules: [nonConstantMetadata], fileCount: 3, duration: 0.01,
                                        workingDirectory: workingDirectory)

    /// What a run did not check, with what reporters must escape: an unreadable folder (no line),
    /// a broken project file (its line and column), a path with no Swift file (no file), and an
    /// app-wide rule that did not run for an app.
    static let coverage = Coverage(
        inputWarnings: [
            InputMessage(.warning, file: "Sources/Locked", "cannot read this folder (Permission denied), so the Swift files in it are not linted"),
            InputMessage(.warning, file: "App.xcodeproj/project.pbxproj", line: 5, column: 63,
                         "cannot read it (invalid Xcode project: expected ';', found '}'); its Swift files are linted as one folder module"),
            InputMessage(.note, file: "Project.swift", "not read: App.xcodeproj beside it is what the build uses"),
        ],
        rulesNotRun: [
            RuleNotRun(ruleIdentifier: "dependency-never-registered", app: "Soup & Co", appID: "App.xcodeproj:Soup & Co",
                       file: "App.xcodeproj",
                           reason: "it depends on what the run could not follow: product `Kit` of https://example.com/kit.git, a remote package not checked out among the folders linted"),
        ])

    /// `report` with what the run did not check.
    static let reportWithCoverage = LintReport(findings: findings, rules: [nonConstantMetadata, stableIdentifier, phraseHasAppName],
                                               fileCount: 7, duration: 0.25, workingDirectory: workingDirectory, coverage: coverage)

    /// One finding of `rule` in `file` at `line`, on a line reading `lineText`.
    static func report(_ findings: [(file: String, line: Int, lineText: String)], rule: RuleDescription = nonConstantMetadata) -> LintReport {
        LintReport(
            findings: findings.map {
                Finding(ruleIdentifier: rule.identifier, severity: rule.severity, message: "Make it constant.",
                        file: $0.file, location: SourceLocation(line: $0.line, column: 5), lineText: $0.lineText)
            },
            rules: [rule], fileCount: 1, duration: 0, workingDirectory: workingDirectory)
    }
}
