// Compiled into IntentLintKit, and copied byte for byte into the command plugins that read it
// (a plugin cannot depend on a library target); PluginCopiesTests keeps the copies identical.
// Foundation only (FoundationEssentials where there is one: Linux).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `lint-intents lint --summary-output FILE` writes: the counts of the summary line for the
/// run and for each module, whether each fails, and what the run did not check. A caller
/// that lints several targets in one run (the command plugins) names the failing targets from it,
/// and never has to read lint-intents' standard error to tell a warning from an error.
///
/// ```json
/// {"errors": 4, "failed": true, "files": 7, "hiddenByBaseline": 0, "notes": 0, "projectFileWarnings": [], "rulesNotRun": [],
///  "warnings": 2, "modules": [{"errors": 4, "failed": true, "files": 3, "kind": "library", "name": "SoupOrders", "notes": 0, "warnings": 2}]}
/// ```
public struct RunSummary: Codable, Equatable, Sendable {
    /// One module's share of the run.
    public struct Module: Codable, Equatable, Sendable {
        public var name: String
        /// What the module builds: `library`, `app`, `folder`, …
        public var kind: String
        /// Swift files read.
        public var files: Int
        public var errors: Int
        public var warnings: Int
        /// Findings configured to `note`, which never fail.
        public var notes: Int
        /// Whether the module's findings fail the run: errors, or warnings in strict mode.
        public var failed: Bool

        public init(name: String, kind: String, files: Int, errors: Int, warnings: Int, notes: Int = 0, failed: Bool) {
            self.name = name
            self.kind = kind
            self.files = files
            self.errors = errors
            self.warnings = warnings
            self.notes = notes
            self.failed = failed
        }
    }

    /// Swift files read, each counted once.
    public var files: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    /// Findings the baseline hid: not counted above, and not failing the run.
    public var hiddenByBaseline: Int
    /// Whether the run fails (lint-intents then exits with status 1): errors, or, in strict
    /// mode, warnings or anything not checked.
    public var failed: Bool
    public var modules: [Module]
    /// Warnings about what lint-intents read before linting, one line each (`path:line: warning:
    /// …`), as its report says them: folders, project files and targets it could not read, paths
    /// with no Swift file, `included` patterns of the configuration that match no file.
    public var projectFileWarnings: [String]
    /// The app-wide rules that could not run for an app, one line each (`App.xcodeproj: warning:
    /// app-wide rule '…' did not run for app '…' […]: why`), as the report's last lines say them.
    public var rulesNotRun: [String]

    public init(files: Int, errors: Int, warnings: Int, notes: Int = 0, hiddenByBaseline: Int = 0, failed: Bool, modules: [Module],
                projectFileWarnings: [String], rulesNotRun: [String] = []) {
        self.files = files
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.hiddenByBaseline = hiddenByBaseline
        self.failed = failed
        self.modules = modules
        self.projectFileWarnings = projectFileWarnings
        self.rulesNotRun = rulesNotRun
    }
}
