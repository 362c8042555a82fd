import Foundation
import IntentLintSupport
import IntentLintRules
import IntentLintReporting
import IntentLintDiff

/// `lint-intents diff`: which two versions to compare, and how to report.
public struct DiffRequest: Sendable {
    public enum Versions: Sendable, Equatable {
        /// OLD and NEW as named: each a manifest file written by `manifest`, a folder of them
        /// (`manifest --output-dir`), or Swift sources (a folder or files).
        case given(old: String, new: String)
        /// The sources under `paths` as committed at git revision `base`, against the working
        /// tree, or against the sources at revision `head`.
        case revisions(base: String, head: String?, paths: [String])
    }

    public var versions: Versions
    /// The reporter (`--reporter`); nil for the configuration's, else text.
    public var reporterName: String?
    /// More reports of the same comparison, each to a file (`--report FORMAT:PATH`).
    public var reportFiles: [ReportFile]
    /// The baseline of accepted changes, which are not reported (`--baseline FILE`).
    public var baselineFile: String?
    /// Record every change in this baseline instead of reporting (`--write-baseline FILE`).
    public var baselineToRecord: String?
    /// Warnings fail the run too (`--strict`, or `strict` in the configuration).
    public var strict: Bool
    /// When the run started, for the report's duration.
    public var started: Date

    public init(versions: Versions, reporterName: String? = nil, reportFiles: [ReportFile] = [], baselineFile: String? = nil,
                baselineToRecord: String? = nil, strict: Bool = false, started: Date = Date()) {
        self.versions = versions
        self.reporterName = reporterName
        self.reportFiles = reportFiles
        self.baselineFile = baselineFile
        self.baselineToRecord = baselineToRecord
        self.strict = strict
        self.started = started
    }
}

public struct DiffOutcome: Sendable {
    /// Warnings about the project files of either version.
    public var messages: [SessionMessage]
    /// The baseline to write, when the request records one; nothing is reported then.
    public var baseline: BaselineRecording?
    /// The changes, unless the request records a baseline.
    public var report: SessionReport?
    /// 0 when nothing breaks; 1 when the changes hold errors (or warnings, in strict mode).
    public var exitStatus: Int32
}

extension LintSession {
    /// Compares the two versions the request names: what the update breaks for people's saved
    /// shortcuts, automations, widgets and controls.
    public func diff(_ request: DiffRequest) throws -> DiffOutcome {
        let reporter = try reporter(named: request.reporterName)
        let reportFiles = try reportFiles(request.reportFiles)
        let baseline = try request.baselineFile.map { path throws(InputError) in try Baseline.read(path: path, workingDirectory: workingDirectory) }
        var messages: [SessionMessage] = []
        let old: [DiffRun.ModuleVersion]
        let new: [DiffRun.ModuleVersion]
        do {
            switch request.versions {
            case .given(let oldPath, let newPath):
                old = try versions(of: oldPath, messages: &messages)
                new = try versions(of: newPath, messages: &messages)
            case .revisions(let base, let head, let paths):
                (old, new) = try versions(of: paths, at: base, against: head, messages: &messages)
            }
        } catch {
            throw StoppedRun.stopping(error, after: messages)
        }

        var changes = DiffRun.filtered(DiffRun.changes(from: old, to: new), by: configuration)
        if let path = request.baselineToRecord {
            let recorded = Baseline(changes, relativeTo: configuration.directory, workingDirectory: workingDirectory)
            return DiffOutcome(messages: messages, baseline: BaselineRecording(
                path: path, contents: recorded.json.serialized(),
                confirmation: "Recorded \(Self.counted(changes.count, "change")) in \(path); with --baseline \(path), lint-intents diff reports only others."),
                               report: nil, exitStatus: 0)
        }
        var hiddenByBaseline = 0
        if let baseline {
            let found = changes.count
            changes = baseline.newFindings(changes, relativeTo: configuration.directory, workingDirectory: workingDirectory)
            hiddenByBaseline = found - changes.count
        }
        let report = LintReport(findings: changes, rules: ChangeKind.descriptions, fileCount: 0,
                                duration: Date().timeIntervalSince(request.started), workingDirectory: workingDirectory)
        let moduleCount = Set((old + new).map(\.name)).count
        return DiffOutcome(messages: messages, baseline: nil,
                           report: SessionReport(content: report, reporter: reporter, summaryLine: Self.diffSummaryLine(report, moduleCount: moduleCount, hiddenByBaseline: hiddenByBaseline),
                                                 files: reportFiles),
                           exitStatus: Self.fails(changes, strict: request.strict || configuration.strict) ? 1 : 0)
    }

    /// `Compared 2 modules in 0.31 s: 1 error, 0 warnings, 3 notes.`, and what the baseline hid.
    static func diffSummaryLine(_ report: LintReport, moduleCount: Int, hiddenByBaseline: Int = 0) -> String {
        "Compared \(counted(moduleCount, "module")) in \(seconds(report)) s: "
            + "\(counted(report.count(of: .error), "error")), \(counted(report.count(of: .warning), "warning")), "
            + "\(counted(report.count(of: .note), "note"))" + hiddenByBaselineText(hiddenByBaseline) + "."
    }

    // MARK: Versions named on the command line

    /// One side given on the command line: a manifest file, a folder of manifest files, or sources.
    private func versions(of path: String, messages: inout [SessionMessage]) throws -> [DiffRun.ModuleVersion] {
        let absolute = Paths.absolute(path, from: workingDirectory)
        switch FileSystem.kind(of: absolute) {
        case .file where path.hasSuffix(".json"):
            return [try DiffRun.version(ofManifest: path, workingDirectory: workingDirectory)]
        case .directory:
            if let manifests = manifestFiles(in: path) {
                return try manifests.map { manifest throws(InputError) in try DiffRun.version(ofManifest: manifest, workingDirectory: workingDirectory) }
            }
            return try sourceVersions([path], messages: &messages)
        default:
            return try sourceVersions([path], messages: &messages)
        }
    }

    /// The `.json` files of a folder written by `manifest --output-dir`: one that holds
    /// manifests and no Swift sources.
    private func manifestFiles(in folder: String) -> [String]? {
        let absolute = Paths.absolute(folder, from: workingDirectory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
        let manifests = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
        guard !manifests.isEmpty, FileSystem.swiftFiles(under: absolute).isEmpty else { return nil }
        return manifests
    }

    private func sourceVersions(_ paths: [String], messages: inout [SessionMessage]) throws(InputError) -> [DiffRun.ModuleVersion] {
        let found = try DiffRun.versions(ofSources: paths, options: runOptions, workingDirectory: workingDirectory)
        messages += found.warnings.map { SessionMessage(.warning, $0) }
        return found.modules
    }

    // MARK: Versions in git

    /// The sources under `paths` at `base`, and at `head` or in the working tree.
    private func versions(of paths: [String], at base: String, against head: String?,
                          messages: inout [SessionMessage]) throws -> (old: [DiffRun.ModuleVersion], new: [DiffRun.ModuleVersion]) {
        let topLevel = try repository(of: paths)
        let oldSide = try versions(of: paths, at: base, in: topLevel, messages: &messages)
        let newSide: (modules: [DiffRun.ModuleVersion], missing: Set<String>)
        if let head {
            newSide = try versions(of: paths, at: head, in: topLevel, messages: &messages)
        } else {
            // A folder the branch deleted is all removed; one in neither version is a mistake.
            let missing = Set(paths.filter { FileSystem.kind(of: Paths.absolute($0, from: workingDirectory)) == .missing })
            let present = paths.filter { !missing.contains($0) }
            newSide = (present.isEmpty ? [] : try sourceVersions(present, messages: &messages), missing)
        }
        if let path = paths.first(where: { oldSide.missing.contains($0) && newSide.missing.contains($0) }) {
            throw InputError.noSuchFile(path, "at \(base) or in \(head ?? "the working tree")")
        }
        return (oldSide.modules, newSide.modules)
    }

    /// The top folder of the one git repository holding every path.
    private func repository(of paths: [String]) throws -> String {
        let absolute = paths.map { Paths.absolute($0, from: workingDirectory) }
        // The folder git is asked from: the first path's, while it exists (a deleted folder's
        // repository is the working folder's).
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
    private func versions(of paths: [String], at revision: String, in topLevel: String,
                          messages: inout [SessionMessage]) throws -> (modules: [DiffRun.ModuleVersion], missing: Set<String>) {
        let snapshot = try GitSnapshot.make(revision: revision, topLevel: topLevel,
                                            paths: paths.map { Paths.absolute($0, from: workingDirectory) })
        defer { snapshot.remove() }
        var options = runOptions
        options.configuration.directory = snapshot.path(for: options.configuration.directory)
        // Read from the snapshot's copy of the working folder, so relative paths and the
        // folder module's name come out as they do for the working tree.
        let inRepository = workingDirectory == topLevel || workingDirectory.hasPrefix(topLevel + "/")
        let snapshotWorkingDirectory = inRepository ? snapshot.path(for: workingDirectory) : workingDirectory
        let snapshotPaths = paths.map { path in
            path.hasPrefix("/") || !inRepository ? snapshot.path(for: Paths.absolute(path, from: workingDirectory)) : path
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
        messages += found.warnings.map { SessionMessage(.warning, $0) }
        return (found.modules, missing)
    }
}
