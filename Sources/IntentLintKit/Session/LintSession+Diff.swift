#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore
import IntentLintDiscovery
import IntentLintDiff
import IntentLintEngine

/// `lint-intents diff`: which two versions to compare, and how to report.
public struct DiffRequest: Sendable {
    public enum Versions: Sendable, Equatable {
        /// OLD and NEW as named: each a manifest file written by `manifest`, a folder of them
        /// (`manifest --output-dir`), or Swift sources (a folder or files).
        case given(old: String, new: String)
        /// The sources under `paths` as committed at the merge base of git revision `base` and the
        /// head (as `git diff BASE...` compares), or at `base` itself with `exactBase`, against the
        /// working tree, or against the sources at revision `head`.
        case revisions(base: String, head: String?, paths: [String], exactBase: Bool = false)
    }

    package var versions: Versions
    /// The reporter, the baseline of accepted changes, strictness: as `lint` and `verify` take them.
    package var report: ReportRequest

    package init(versions: Versions, report: ReportRequest = ReportRequest()) {
        self.versions = versions
        self.report = report
    }
}

extension LintSession {
    /// Compares the two versions the request names: what the update breaks for people's saved
    /// shortcuts, automations, widgets and controls.
    /// The messages are warnings about the project files of either version; the exit status is 1
    /// when the changes hold errors (or warnings, in strict mode).
    package func diff(_ request: DiffRequest) throws -> ReportOutcome {
        let tail = try reportTail(request.report, command: ReportTail.Command(
            invocation: "lint-intents diff", noun: "change", kinds: ChangeKind.descriptions, countsNotesAlways: true))
        var messages: [SessionMessage] = []
        let old: [DiffRun.ModuleVersion]
        let new: [DiffRun.ModuleVersion]
        let oldName: String
        do {
            switch request.versions {
            case .given(let oldPath, let newPath):
                oldName = oldPath
                // The files NEW holds as OLD does are checked and scanned once, for both.
                let (oldFolder, newFolder) = (Paths.absolute(oldPath, from: workingDirectory), Paths.absolute(newPath, from: workingDirectory))
                let areTwins = FileSystem.kind(of: oldFolder) == FileSystem.kind(of: newFolder)
                var cache = ModuleLoader.ScanCache()
                if areTwins { cache.earlier = DiffRun.TwinFolders(folder: newFolder, earlier: oldFolder) }
                old = try versions(of: oldPath, cache: &cache, messages: &messages)
                cache.earlier?.beginLaterRead()
                new = try versions(of: newPath, cache: &cache, messages: &messages)
            case .revisions(let base, let head, let paths, let exactBase):
                (old, new, oldName) = try versions(of: paths, at: base, against: head, exactBase: exactBase, messages: &messages)
            }
        } catch {
            throw StoppedRun.stopping(error, after: messages)
        }
        // A project file both versions hold says the same of both: once is enough. Its warnings
        // are in the report.
        var said: Set<String> = []
        messages = messages.filter { said.insert($0.text).inserted }
        let coverage = Coverage(inputWarnings: messages.inputWarnings)
        messages = messages.withoutInputWarnings

        let baselined = tail.baselined(tail.configured(DiffRun.changes(from: old, to: new, oldName: oldName)))
        let (report, failed) = tail.report(baselined, coverage: coverage, rules: ChangeKind.descriptions, fileCount: 0,
                                           subject: "Compared \(Self.counted(DiffRun.pairs(from: old, to: new).count, "module"))")
        return ReportOutcome(messages: messages, baseline: baselined.recording, report: report, exitStatus: failed ? 1 : 0)
    }

    // MARK: Versions named on the command line

    /// One side given on the command line: a manifest file, a folder of manifest files, or sources.
    private func versions(of path: String, cache: inout ModuleLoader.ScanCache, messages: inout [SessionMessage]) throws -> [DiffRun.ModuleVersion] {
        let absolute = Paths.absolute(path, from: workingDirectory)
        switch FileSystem.kind(of: absolute) {
        case .file where path.hasSuffix(".json"):
            return [try DiffRun.version(ofManifest: path, workingDirectory: workingDirectory)]
        case .directory:
            if let manifests = manifestFiles(in: path) {
                return try manifests.map { manifest throws(InputError) in try DiffRun.version(ofManifest: manifest, workingDirectory: workingDirectory) }
            }
            return try sourceVersions([path], cache: &cache, messages: &messages)
        default:
            return try sourceVersions([path], cache: &cache, messages: &messages)
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

    private func sourceVersions(_ paths: [String], cache: inout ModuleLoader.ScanCache,
                                messages: inout [SessionMessage]) throws(InputError) -> [DiffRun.ModuleVersion] {
        let found = try DiffRun.versions(ofSources: paths, options: runOptions, workingDirectory: workingDirectory, cache: &cache)
        messages += found.inputMessages.map(SessionMessage.init(input:))
        return found.modules
    }

    // MARK: Versions in git

    /// The sources under `paths` at `base` (or its merge base with the head), and at `head` or in
    /// the working tree, and how messages name the old version. A file whose bytes are the same in
    /// both versions is read and scanned once.
    private func versions(of paths: [String], at base: String, against head: String?, exactBase: Bool,
                          messages: inout [SessionMessage]) throws -> (old: [DiffRun.ModuleVersion], new: [DiffRun.ModuleVersion], oldName: String) {
        let oldSide: (modules: [DiffRun.ModuleVersion], missing: Set<String>)
        let newSide: (modules: [DiffRun.ModuleVersion], missing: Set<String>)
        var oldMessages: [SessionMessage] = []
        var newMessages: [SessionMessage] = []
        var cache = ModuleLoader.ScanCache()
        let oldName: String
        if head != nil {
            // Both revisions from git: the head's files that the working tree holds unchanged are
            // read from disk, and so are the base's where its objects are the head's.
            let comparison = try comparison(of: paths, base: base, head: head, exactBase: exactBase)
            let headCommit = comparison.head!
            oldName = comparison.base.name
            let headRevision = try GitRevision.read(headCommit.commit, named: headCommit.name, topLevel: comparison.topLevel, disk: .workingTree)
            let baseRevision = try GitRevision.read(comparison.base.commit, named: comparison.base.name, topLevel: comparison.topLevel,
                                                    disk: .through(headRevision))
            // The base's modules are found on another thread while the head is read.
            let baseDiscovery = BackgroundWork { [self] in discover(paths, in: baseRevision.files) }
            newSide = try versions(of: paths, in: headRevision.files, cache: &cache, messages: &newMessages)
            let changed = baseRevision.filesDiffering(from: headRevision)
            cache.forget(changed)
            oldSide = try versions(of: paths, in: baseRevision.files, cache: &cache, reusing: (newSide.modules, changed),
                                   discovered: try baseDiscovery.value(), messages: &oldMessages)
        } else {
            // Git finds the base, lists it and what differs from the working tree on another thread
            // while the working tree is read. Then the base is read with what the working tree's
            // files gave where they are the same: on a pull request, nearly all of them.
            // Its modules are found there too: discovery needs nothing of the working tree.
            let baseReading = BackgroundWork { [self] in
                let comparison = try comparison(of: paths, base: base, head: nil, exactBase: exactBase)
                let revision = try GitRevision.read(comparison.base.commit, named: comparison.base.name, topLevel: comparison.topLevel,
                                                    disk: .workingTree)
                return (revision, discover(paths, in: revision.files), comparison.base.name)
            }
            let workingTree = Result { () throws(InputError) in try versions(of: paths, in: LocalFiles(), cache: &cache, messages: &newMessages) }
            let (revision, baseModules, name) = try baseReading.value()  // no repository, no revision: said before any problem of the working tree
            oldName = name
            newSide = try workingTree.get()
            let changed = revision.changedFromWorkingTree ?? []
            cache.forget(changed)
            oldSide = try versions(of: paths, in: revision.files, cache: &cache, reusing: (newSide.modules, changed), discovered: baseModules,
                                   messages: &oldMessages)
        }
        messages += oldMessages + newMessages
        // A folder the branch deleted is all removed, one it adds all new; one in neither is a mistake.
        if let path = paths.first(where: { oldSide.missing.contains($0) && newSide.missing.contains($0) }) {
            throw Self.inNeither(path, base: base, head: head)
        }
        return (oldSide.modules, newSide.modules, oldName)
    }

    /// `PATH: no such file or directory, at main or in the working tree`.
    private static func inNeither(_ path: String, base: String, head: String?) -> InputError {
        InputError.noSuchFile(path, "at \(base) or \(head.map { "at \($0)" } ?? "in the working tree")")
    }

    /// The commits to compare, in the one git repository holding every path: the repository of
    /// the first path that exists (or of the nearest folder above it that does, for a folder the
    /// branch deleted).
    private func comparison(of paths: [String], base: String, head: String?, exactBase: Bool) throws(InputError) -> GitComparison {
        let absolute = paths.map { Paths.absolute($0, from: workingDirectory) }
        var folder = absolute.first { FileSystem.kind(of: $0) != .missing } ?? absolute[0]
        if FileSystem.kind(of: folder) != .directory { folder = Paths.parent(of: folder) }
        while FileSystem.kind(of: folder) != .directory, folder != "/" { folder = Paths.parent(of: folder) }
        let comparison: GitComparison
        do {
            comparison = try GitComparison.resolve(in: folder, base: base, head: head, exactBase: exactBase)
        } catch .input(let error) {
            throw error
        } catch {
            // No repository: a path that does not exist is in neither version; one that does is not git's.
            if let missing = zip(paths, absolute).first(where: { FileSystem.kind(of: $0.1) == .missing }) {
                throw Self.inNeither(missing.0, base: base, head: head)
            }
            throw InputError("\(paths[0]): not in a git repository; --base reads revisions with git")
        }
        let topLevel = comparison.topLevel
        for (path, given) in zip(absolute, paths) where path != topLevel && !path.hasPrefix(topLevel + "/") {
            // Outside the repository, a path is in no revision of it.
            if FileSystem.kind(of: path) == .missing { throw Self.inNeither(given, base: base, head: head) }
            throw InputError("\(given): not in the git repository at \(topLevel); --base compares paths of one repository")
        }
        return comparison
    }

    /// The sources under `paths` as `files` hold them (a revision, or the working tree), and
    /// the paths it does not have.
    /// - Parameter reusing: the other version's modules and the files that differ from it: a
    ///   module of the same files, none changed, is not read again.
    private func versions(of paths: [String], in files: any FileSource, cache: inout ModuleLoader.ScanCache,
                          reusing: (modules: [DiffRun.ModuleVersion], changed: Set<String>)? = nil,
                          discovered: VersionDiscovery? = nil,
                          messages: inout [SessionMessage]) throws(InputError) -> (modules: [DiffRun.ModuleVersion], missing: Set<String>) {
        let discovery = discovered ?? discover(paths, in: files)
        guard let found = try discovery.modules?.get() else { return ([], discovery.missing) }
        var options = runOptions
        options.files = files
        let read = try DiffRun.versions(of: found, options: options, cache: &cache, reusing: reusing)
        messages += found.inputMessages.map(SessionMessage.init(input:))
        return (read, discovery.missing)
    }

    /// The modules of one version, found before they are read; nil when it has none of the paths.
    struct VersionDiscovery: Sendable {
        var modules: Result<ModuleDiscovery.Result, InputError>?
        /// The paths it does not have.
        var missing: Set<String>
    }

    private func discover(_ paths: [String], in files: any FileSource) -> VersionDiscovery {
        let missing = Set(paths.filter { files.kind(of: Paths.absolute($0, from: workingDirectory)) == .missing })
        let existing = paths.filter { !missing.contains($0) }
        guard !existing.isEmpty else { return VersionDiscovery(modules: nil, missing: missing) }
        var options = runOptions
        options.files = files
        return VersionDiscovery(modules: Result { () throws(InputError) in try LintRun.modules(existing, options: options, workingDirectory: workingDirectory) },
                                missing: missing)
    }
}
