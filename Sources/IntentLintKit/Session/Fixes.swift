#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintDiscovery
import IntentLintRules
import IntentLintCore

/// What `lint --fix` does with the rewrites the rules offer.
public enum FixMode: Sendable {
    /// Hand each file's rewrite to `write`, which makes it if the file is still as it was
    /// linted and says whether it did (`--fix`). The session never writes a file itself.
    case apply(write: @Sendable (FileFix) -> FileFix.Written)
    /// Work out every rewrite and make none (`--fix --dry-run`): the outcome carries them.
    case preview

    /// Whether files are rewritten, rather than the rewrites only shown.
    var makesFixes: Bool {
        if case .apply = self { return true }
        return false
    }
}

/// One file's rewrite: its bytes as linted, the edits, and the findings they remove.
public struct FileFix: Sendable {
    /// What became of a rewrite handed to `FixMode.apply`.
    public enum Written: Sendable, Equatable {
        case written
        /// The file is no longer what was linted: it was left as it is.
        case changedSinceRead
        /// The file could not be written (the reason); it was left as it is.
        case failed(String)
    }

    /// As reports show it.
    package var path: String
    package var absolutePath: String
    /// The bytes that were linted.
    package var original: [UInt8]
    /// Sorted, none conflicting with another.
    package var edits: [TextEdit]
    /// The findings the edits remove, in report order.
    package var findings: [Finding]

    /// The file as fixed.
    package var fixed: [UInt8] { TextEdit.applying(edits, to: original) }

    /// Writes the fixed file, atomically and with its permissions kept, if it still holds the
    /// bytes that were linted; the command line hands this to `FixMode.apply`. A symbolic link
    /// is followed, unlike for the files lint-intents makes: the code lives in the file it
    /// names, and an editor saving the file writes there too.
    package func write() -> Written {
        let target = FileSystem.resolvingLinks(absolutePath)
        guard case .success(let current) = FileSystem.readBytes(target), current == original else { return .changedSinceRead }
        do {
            try FileSystem.writeAtomically(fixed, to: target, permissions: FileSystem.permissions(of: target) ?? 0o644)
            return .written
        } catch {
            return .failed("\(error)")
        }
    }
}

/// The rewrites of a run's findings, file by file.
struct FixPlan {
    var files: [FileFix] = []
    /// Findings whose fix clashes with one taken before it in the same file: the next
    /// `--fix` makes them, once the file holds the first.
    var deferred: [Finding] = []

    /// Each finding's fix whole or not at all, in report order. `contents` are the linted
    /// bytes by absolute path; `absolutePaths` maps the paths reports show to absolute ones.
    init(_ findings: [Finding], contents: [String: [UInt8]], absolutePaths: [String: String]) {
        var byFile: [String: FileFix] = [:]
        var order: [String] = []
        for finding in findings {
            guard let fix = finding.fix, let absolute = absolutePaths[finding.file], let bytes = contents[absolute] else { continue }
            var file = byFile[finding.file] ?? FileFix(path: finding.file, absolutePath: absolute, original: bytes, edits: [], findings: [])
            // An edit another finding already makes (the same rewrite found twice) is made once.
            let new = fix.edits.filter { !file.edits.contains($0) }
            guard new.allSatisfy({ $0.range.upperBound <= bytes.count }),
                  !new.contains(where: { edit in file.edits.contains { $0.conflicts(with: edit) } }) else {
                deferred.append(finding)
                continue
            }
            if byFile[finding.file] == nil { order.append(finding.file) }
            file.edits = (file.edits + new).sorted()
            file.findings.append(finding)
            byFile[finding.file] = file
        }
        files = order.map { byFile[$0]! }
    }
}

extension LintSession {
    /// Every Swift file of the modules, read now: a fix's edits apply to the bytes that were
    /// linted, so the run reads these instead of reading the files again.
    func sourceContents(of discovered: ModuleDiscovery.Result, jobs: Int) -> [String: [UInt8]] {
        var seen: Set<String> = []
        let files = discovered.modules.flatMap(\.inputs).map(\.absolutePath).filter { seen.insert($0).inserted }
        let read = Parallel.map(files, jobs: jobs) { try? FileSystem.readBytes($0).get() }
        var contents: [String: [UInt8]] = [:]
        for (file, bytes) in zip(files, read) {
            if let bytes { contents[file] = bytes }
        }
        return contents
    }

    /// How many findings a run could fix and fixed, for its summary line.
    struct FixTally {
        var made: Bool
        var fixable = 0
        var fixed = 0
        var files = 0

        /// `; fixed 3 findings in 2 files`, `; would fix …` for a preview.
        var summary: String {
            if fixable == 0 { return "; nothing to fix" }
            if !made { return "; would fix \(counted(fixable, "finding")) in \(counted(files, "file"))" }
            if fixed == fixable { return "; fixed \(counted(fixed, "finding")) in \(counted(files, "file"))" }
            return "; fixed \(fixed) of \(counted(fixable, "fixable finding"))"
        }
    }

    /// Makes or previews the fixes of `findings`: what stays reported, what to say, the
    /// rewrites (made, or to preview) and their count.
    static func fixing(_ findings: [Finding], mode: FixMode, contents: [String: [UInt8]], discovered: ModuleDiscovery.Result)
        -> (findings: [Finding], messages: [SessionMessage], fixes: [FileFix], tally: FixTally) {
        var absolutePaths: [String: String] = [:]
        for input in discovered.modules.flatMap(\.inputs) { absolutePaths[input.displayPath] = input.absolutePath }
        let plan = FixPlan(findings, contents: contents, absolutePaths: absolutePaths)
        var messages: [SessionMessage] = []
        for (file, deferred) in Dictionary(grouping: plan.deferred, by: \.file).sorted(by: { $0.key < $1.key }) {
            messages.append(SessionMessage(.note,
                "\(file): note: \(counted(deferred.count, "fix")) of this file overlap\(deferred.count == 1 ? "s" : "") another; run --fix again to make \(deferred.count == 1 ? "it" : "them")"))
        }
        var tally = FixTally(made: mode.makesFixes, fixable: plan.files.map(\.findings.count).reduce(0, +), files: plan.files.count)
        guard case .apply(let write) = mode else { return (findings, messages, plan.files, tally) }
        var fixed: Set<Finding> = []
        var written: [FileFix] = []
        for file in plan.files {
            switch write(file) {
            case .written:
                written.append(file)
                fixed.formUnion(file.findings)
                for finding in file.findings {
                    messages.append(SessionMessage(.change, "\(finding.file):\(finding.location): fixed: \(finding.fix!.summary) [\(finding.ruleIdentifier)]"))
                }
            case .changedSinceRead:
                messages.append(SessionMessage(.warning, "\(file.path): warning: the file changed since it was linted, so it was left as it is; its findings are reported as found"))
            case .failed(let reason):
                messages.append(SessionMessage(.warning, "\(file.path): warning: cannot write the fixes (\(reason)); its findings are reported as found"))
            }
        }
        tally.fixed = fixed.count
        tally.files = written.count
        return (findings.filter { !fixed.contains($0) }, messages, written, tally)
    }
}
