/// What a run says about what it read before linting: a folder, a project file or a target it
/// could not read, or read only in part, a path that holds no Swift file, a pattern of the
/// configuration that matches nothing (warnings), and what is worth knowing about what it read
/// (notes: the `.xcodeproj` read instead of the `Project.swift` beside it).
///
/// A warning is input the run did not check as the build would: it is said once (in the report,
/// in every format, or on standard error for commands without one), counted in the summary line,
/// and fails `--strict`.
public struct InputMessage: Sendable, Hashable {
    /// `.warning` or `.note`.
    package var severity: Severity
    /// Where, as the user names it (a project file, a folder, `.lint-intents.json`); nil when
    /// the message is about the run (`no Swift file found in Sources`).
    package var file: String?
    /// 1-based, where the file says it; nil for the whole file.
    package var line: Int?
    /// 1-based, in UTF-8 bytes; nil for the whole line.
    package var column: Int?
    /// One line: what was not read, and what the run did instead.
    package var message: String

    package init(_ severity: Severity, file: String?, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = line == nil ? nil : column
        self.message = message
    }

    /// `path:line:column: warning: message`, the shape every line lint-intents says has, with
    /// as much of the place as is known.
    package var text: String {
        var place = ""
        if let file {
            place = file
            if let line { place += ":\(line)" }
            if let column { place += ":\(column)" }
            place += ": "
        }
        return place + "\(severity.rawValue): \(message)"
    }
}

/// An app-wide rule that could not judge an app, or part of it, and why: a rule that reads a
/// whole app stays silent where it cannot see one, and says so here, so that a skipped check
/// never looks like a pass. One per rule and app; said at the end of the run, counted in its
/// summary, in every report format, and failing `--strict`.
public struct RuleNotRun: Sendable, Hashable {
    package var ruleIdentifier: String
    /// The app's name, and its module id (`App.xcodeproj:App`).
    package var app: String
    package var appID: String
    /// Where the app target is defined, as the user names it (`App.xcodeproj`); nil when no
    /// project file defines it.
    package var file: String?
    /// Why, in one line; several reasons are joined with `; `.
    package var reason: String

    package init(ruleIdentifier: String, app: String, appID: String, file: String?, reason: String) {
        self.ruleIdentifier = ruleIdentifier
        self.app = app
        self.appID = appID
        self.file = file
        self.reason = reason
    }

    /// What the line says after `warning: `.
    package var message: String {
        "app-wide rule '\(ruleIdentifier)' did not run for app '\(app)' [\(appID)]: \(reason)"
    }

    /// `App.xcodeproj: warning: app-wide rule 'x' did not run for app 'App' [id]: why`.
    package var text: String {
        (file.map { "\($0): " } ?? "") + "warning: " + message
    }

    /// Sorted by rule, then app: the order of the run's last lines.
    package static func ordered(_ lhs: RuleNotRun, _ rhs: RuleNotRun) -> Bool {
        (lhs.ruleIdentifier, lhs.appID) < (rhs.ruleIdentifier, rhs.appID)
    }
}

/// What a run did not check: the warnings about its input and the app-wide rules that could not
/// run. Empty for a run that read everything it was given and ran every rule it was asked to.
public struct Coverage: Sendable, Hashable {
    /// Warnings only (`InputMessage.severity == .warning`), in the order they were found.
    package var inputWarnings: [InputMessage]
    /// Sorted with `RuleNotRun.ordered`.
    package var rulesNotRun: [RuleNotRun]

    package init(inputWarnings: [InputMessage] = [], rulesNotRun: [RuleNotRun] = []) {
        self.inputWarnings = inputWarnings.filter { $0.severity == .warning }
        self.rulesNotRun = rulesNotRun.sorted(by: RuleNotRun.ordered)
    }

    package var isComplete: Bool { inputWarnings.isEmpty && rulesNotRun.isEmpty }

    /// How many things were not checked.
    package var count: Int { inputWarnings.count + rulesNotRun.count }

    /// `2 input warnings, 1 app-wide rule not run`, for summary lines; empty when complete.
    package var counted: String {
        var parts: [String] = []
        if !inputWarnings.isEmpty { parts.append("\(inputWarnings.count) input warning\(inputWarnings.count == 1 ? "" : "s")") }
        if !rulesNotRun.isEmpty { parts.append("\(rulesNotRun.count) app-wide rule\(rulesNotRun.count == 1 ? "" : "s") not run") }
        return parts.joined(separator: ", ")
    }
}
