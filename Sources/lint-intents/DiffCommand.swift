import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintReporting
import IntentLintDiff

/// `lint-intents diff OLD NEW` and `lint-intents diff --base REVISION [PATH…]`: what an update
/// breaks for people's saved shortcuts, automations, widgets and controls.
/// Exit status: 0 nothing breaks; 1 errors (or warnings, with --strict); 2 usage or input errors.
enum DiffCommand {
    static var usage: String {
        """
        USAGE: lint-intents diff [options] OLD NEW
               lint-intents diff --base REVISION [--head REVISION] [options] [PATH ...]

        Compares two versions of an app's App Intents and reports what the update breaks for
        people who saved shortcuts, automations, widgets and controls (errors), what breaks
        their habits (warnings: a Siri phrase gone), and what they will see differ (notes).
        Modules are compared by name; 'lint-intents rules --changes' lists every change.

        OLD and NEW are each a manifest file written by 'lint-intents manifest', a folder of
        them ('manifest --output-dir'), or Swift sources (a folder or files).
        With --base, compares the sources under PATH (default: the current folder) at git
        REVISION with the working tree, or with the sources at --head REVISION.

        Exit status: 0 nothing breaks; 1 errors found (or warnings, with --strict); 2 usage,
        configuration or input errors.

        OPTIONS:
          --base REVISION         The old version: PATH as committed at REVISION (a branch, tag
                                  or commit; in a pull request, the merge base with its target).
          --head REVISION         The new version, with --base: PATH at REVISION instead of the
                                  working tree.
          --reporter NAME         Output format (default: text): \(Reporters.all.map(\.identifier).joined(separator: ", ")).
          --output FILE           Write the report to FILE (atomically) instead of standard output.
        \(RunOptions.colorUsage)
          --strict                Fail on warnings too.
          --baseline FILE         Report only changes that FILE does not record (accepted changes).
          --write-baseline FILE   Record today's changes in FILE (atomically), say so, and exit 0.
          --quiet                 Do not print the summary line to standard error.
        \(RunOptions.usage)
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = Date()
        let parsed = try CommandLineArguments(arguments, .init(
            flags: Set(["--help"]).union(RunOptions.reportFlags).union(RunOptions.flags),
            options: Set(["--base", "--head"]).union(RunOptions.reportOptions).union(RunOptions.options)))
        if parsed.flag("--help") {
            Output.line(usage)
            return 0
        }
        let configuration = try RunOptions.configuration(parsed)
        let destination = try RunOptions.reportDestination(parsed, configuration: configuration)
        let baseline = try parsed.value("--baseline").map { try Baseline.read(path: $0) }
        let options = try RunOptions.runOptions(parsed, configuration: configuration)

        let old: [DiffRun.ModuleVersion]
        let new: [DiffRun.ModuleVersion]
        if let base = parsed.value("--base") {
            let paths = RunOptions.paths(parsed)
            let topLevel = try repository(of: paths)
            let oldSide = try versions(of: paths, at: base, in: topLevel, options: options)
            let newSide: (modules: [DiffRun.ModuleVersion], missing: Set<String>)
            if let head = parsed.value("--head") {
                newSide = try versions(of: paths, at: head, in: topLevel, options: options)
            } else {
                // A folder the branch deleted is all removed; one in neither version is a mistake.
                let missing = Set(paths.filter { FileSystem.kind(of: $0) == .missing })
                let present = paths.filter { !missing.contains($0) }
                newSide = (present.isEmpty ? [] : try sourceVersions(present, options: options), missing)
            }
            if let path = paths.first(where: { oldSide.missing.contains($0) && newSide.missing.contains($0) }) {
                throw InputError("\(path): no such file or directory, at \(base) or in \(parsed.value("--head") ?? "the working tree")")
            }
            old = oldSide.modules
            new = newSide.modules
        } else {
            guard parsed.value("--head") == nil else { throw UsageError("--head names the new version for --base; give --base too") }
            guard parsed.positional.count == 2 else {
                throw UsageError("diff compares two versions: give OLD and NEW (manifest files or sources), or --base REVISION")
            }
            old = try versions(of: parsed.positional[0], options: options)
            new = try versions(of: parsed.positional[1], options: options)
        }

        var changes = DiffRun.filtered(DiffRun.changes(from: old, to: new), by: configuration)
        if let output = parsed.value("--write-baseline") {
            try Baseline.write(changes, to: output, relativeTo: configuration.directory)
            Output.error("Recorded \(RunOptions.counted(changes.count, "change")) in \(output); with --baseline \(output), lint-intents diff reports only others.")
            return 0
        }
        if let baseline {
            changes = baseline.newFindings(changes, relativeTo: configuration.directory)
        }
        let report = LintReport(findings: changes, rules: ChangeKind.descriptions, fileCount: 0,
                                duration: Date().timeIntervalSince(started),
                                workingDirectory: FileManager.default.currentDirectoryPath)
        try destination.write(report)
        if !parsed.flag("--quiet") {
            destination.writeSummary(summary(report, moduleCount: Set((old + new).map(\.name)).count))
        }
        return RunOptions.fails(report.findings, strict: parsed.flag("--strict") || configuration.strict) ? 1 : 0
    }

    /// `Compared 2 modules in 0.31 s: 1 error, 0 warnings, 3 notes.`
    static func summary(_ report: LintReport, moduleCount: Int) -> String {
        "Compared \(RunOptions.counted(moduleCount, "module")) in \(RunOptions.seconds(report)) s: "
            + "\(RunOptions.counted(report.count(of: .error), "error")), \(RunOptions.counted(report.count(of: .warning), "warning")), "
            + "\(RunOptions.counted(report.count(of: .note), "note"))."
    }

    /// One side given on the command line: a manifest file, a folder of manifest files, or sources.
    static func versions(of path: String, options: LintRun.Options) throws -> [DiffRun.ModuleVersion] {
        switch FileSystem.kind(of: path) {
        case .file where path.hasSuffix(".json"):
            return [try DiffRun.version(ofManifest: path)]
        case .directory:
            if let manifests = manifestFiles(in: path) { return try manifests.map { try DiffRun.version(ofManifest: $0) } }
            return try sourceVersions([path], options: options)
        default:
            return try sourceVersions([path], options: options)
        }
    }

    /// The `.json` files of a folder written by `manifest --output-dir`: one that holds
    /// manifests and no Swift sources.
    private static func manifestFiles(in folder: String) -> [String]? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let manifests = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
        guard !manifests.isEmpty, FileSystem.swiftFiles(under: folder).isEmpty else { return nil }
        return manifests
    }

    private static func sourceVersions(_ paths: [String], options: LintRun.Options) throws -> [DiffRun.ModuleVersion] {
        let found = try DiffRun.versions(ofSources: paths, options: options)
        RunOptions.report(found.warnings)
        return found.modules
    }

    /// The top folder of the one git repository holding every path.
    private static func repository(of paths: [String]) throws -> String {
        let absolute = paths.map { Paths.absolute($0) }
        // The folder git is asked from: the first path's, while it exists (a deleted folder's
        // repository is the current folder's).
        var folder = FileSystem.kind(of: absolute[0]) == .directory ? absolute[0] : Paths.parent(of: absolute[0])
        while FileSystem.kind(of: folder) != .directory, folder != "/" { folder = Paths.parent(of: folder) }
        let topLevel = try Git.topLevel(in: folder)
        for (path, given) in zip(absolute, paths) where path != topLevel && !path.hasPrefix(topLevel + "/") {
            throw InputError("\(given): not in the git repository at \(topLevel); --base compares paths of one repository")
        }
        return topLevel
    }

    /// The sources under `paths` as committed at `revision`, shown with the working tree's
    /// paths, and the paths the revision does not have.
    private static func versions(of paths: [String], at revision: String, in topLevel: String,
                                 options: LintRun.Options) throws -> (modules: [DiffRun.ModuleVersion], missing: Set<String>) {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let snapshot = try GitSnapshot.make(revision: revision, topLevel: topLevel, paths: paths.map { Paths.absolute($0) })
        defer { snapshot.remove() }
        var options = options
        options.configuration.directory = snapshot.path(for: options.configuration.directory)
        // Read from the snapshot's copy of the current folder, so relative paths and the
        // folder module's name come out as they do for the working tree.
        let inRepository = workingDirectory == topLevel || workingDirectory.hasPrefix(topLevel + "/")
        let snapshotWorkingDirectory = inRepository ? snapshot.path(for: workingDirectory) : workingDirectory
        let snapshotPaths = paths.map { path in
            path.hasPrefix("/") || !inRepository ? snapshot.path(for: Paths.absolute(path)) : path
        }
        // A path the revision does not have (yet, or any more): that side has nothing there.
        var missing: Set<String> = []
        var existing: [String] = []
        for (path, snapshotPath) in zip(paths, snapshotPaths) {
            if FileSystem.kind(of: Paths.absolute(snapshotPath, from: snapshotWorkingDirectory)) == .missing {
                missing.insert(path)
            } else {
                existing.append(snapshotPath)
            }
        }
        guard !existing.isEmpty else { return ([], missing) }
        let found = try DiffRun.versions(ofSources: existing, options: options, workingDirectory: snapshotWorkingDirectory,
                                         shownAs: { [snapshot] in snapshot.workingTreePath($0) })
        RunOptions.report(found.warnings)
        return (found.modules, missing)
    }
}
