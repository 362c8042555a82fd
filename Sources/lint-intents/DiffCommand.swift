#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit

/// `lint-intents diff OLD NEW` and `lint-intents diff --base REVISION [PATH…]`: what an update
/// breaks for people's saved shortcuts, automations, widgets and controls.
/// Exit status: 0 nothing breaks; 1 errors (or warnings, with --strict); 2 usage or input errors.
enum DiffCommand: Command {
    static let name = "diff"

    static let base = CommandOption.value("--base", "REVISION", help: """
        The old version: PATH as committed where the head (the working
        tree's HEAD, or --head) branched from REVISION, their merge base,
        as 'git diff REVISION...' compares: what a pull request into
        REVISION changes.
        """)
    static let baseExact = CommandOption.value("--base-exact", "REVISION", help: """
        The old version: PATH as committed at REVISION itself (a tag of
        the last release, say), not at the merge base.
        """)
    static let head = CommandOption.value("--head", "REVISION", help: """
        The new version, with --base or --base-exact: PATH at REVISION
        instead of the working tree.
        """)
    static let options = [base, baseExact, head] + ReportOptions.all + SourceOptions.all

    static var usage: String {
        """
        USAGE: lint-intents diff [options] OLD NEW
               lint-intents diff --base REVISION [--head REVISION] [options] [PATH ...]
               lint-intents diff --base-exact REVISION [--head REVISION] [options] [PATH ...]

        Compares two versions of an app's App Intents and reports what the update breaks for
        people who saved shortcuts, automations, widgets and controls (errors), what breaks
        their habits (warnings: a Siri phrase gone), and what they will see differ (notes).
        Each module is compared with its counterpart: the module of the same target (or name),
        else the one that declares the same intents, entities and enums (a project or target
        renamed); something is gone only when no module of its app declares it any more.
        'lint-intents rules --changes' lists every change.

        OLD and NEW are each a manifest file written by 'lint-intents manifest', a folder of
        them ('manifest --output-dir'), or Swift sources (a folder or files).
        With --base, compares the sources under PATH (default: the current folder) at the merge
        base of git REVISION and the head with the working tree, or with the sources at --head
        REVISION; --base-exact compares with REVISION itself.

        Exit status: 0 nothing breaks; 1 errors found (or, with --strict, warnings or input not
        read); 2 usage, configuration or input errors.

        OPTIONS:
        \(CommandOption.helpLines(options, helpColumn: 26))
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = Date()
        guard let parsed = try parse(arguments) else { return 0 }
        let destination = try ReportOptions.destination(parsed)
        let request = try DiffRequest(versions: versions(parsed), report: ReportOptions.request(parsed, started: started))
        return try ReportOptions.finish(SourceOptions.session(parsed).diff(request), parsed, destination: destination)
    }

    /// OLD and NEW as named, or PATH at --base (or --base-exact) and --head (or the working tree).
    private static func versions(_ parsed: ParsedArguments) throws(UsageError) -> DiffRequest.Versions {
        if parsed.value(base) != nil, parsed.value(baseExact) != nil {
            throw UsageError("\(base.name) and \(baseExact.name) each name the old version; give one")
        }
        if let revision = parsed.value(base) ?? parsed.value(baseExact) {
            return .revisions(base: revision, head: parsed.value(head), paths: SourceOptions.paths(parsed), exactBase: parsed.value(base) == nil)
        }
        guard parsed.value(head) == nil else { throw UsageError("\(head.name) names the new version for \(base.name); give \(base.name) too") }
        guard parsed.positional.count == 2 else {
            throw UsageError("diff compares two versions: give OLD and NEW (manifest files or sources), or \(base.name) REVISION")
        }
        return .given(old: parsed.positional[0], new: parsed.positional[1])
    }
}
