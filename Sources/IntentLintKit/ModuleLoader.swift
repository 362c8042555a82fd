#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintSyntax
import IntentLintLocalization
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules

/// Reads and scans a module's files in parallel.
public enum ModuleLoader {
    /// What a run learned about its files, by absolute path, so that a file compiled into
    /// several targets is read and scanned once.
    public struct ScanCache: Sendable {
        var scanned: [String: FileSyntax] = [:]
        /// Read, and naming no App Intents protocol or macro: scanned only for a module whose
        /// own App Intents names it mentions.
        var unmarked: Set<String> = []
        package internal(set) var problems: [String: FileProblem] = [:]

        package init() {}
    }

    /// Reads every input once, on `jobs` threads, and scans those that name an App Intents
    /// protocol or macro (all, with `scanEveryFile`): the first step of `load`, done for all
    /// modules' files at once so that the threads stay busy. Files are read from `source`: the
    /// disk, or a git revision.
    package static func prefetch(_ inputs: [SourceInput], from source: any FileSource, jobs: Int, scanEveryFile: Bool = false,
                                 replacedContents: [String: [UInt8]] = [:], cache: inout ScanCache) {
        let known = cache
        let unknown = inputs.filter { known.outcome(of: $0) == nil }
        _ = readAndRecord(unknown, from: source, jobs: jobs, scanEveryFile: scanEveryFile, replacedContents: replacedContents, cache: &cache)
    }

    /// Reads `inputs`, none of which `cache` knows, records them in it, and returns their outcomes.
    private static func readAndRecord(_ inputs: [SourceInput], from source: any FileSource, jobs: Int, scanEveryFile: Bool,
                                      replacedContents: [String: [UInt8]], cache: inout ScanCache) -> [LoadOutcome] {
        // After LintRun's prefetch of every module's files, each module finds nothing left.
        guard !inputs.isEmpty else { return [] }
        let markers = scanEveryFile ? nil : NameMentions(RelevantFiles.markerNames, includingDirectives: true)
        let outcomes = Parallel.map(inputs, jobs: jobs) { input in
            read(input, from: source, replacedContents[input.absolutePath]) { bytes in markers?.occur(in: bytes) ?? true }
        }
        cache.scanned.reserveCapacity(cache.scanned.count + inputs.count)
        for (input, outcome) in zip(inputs, outcomes) {
            cache.record(outcome, for: input)
        }
        return outcomes
    }

    /// Reads and scans the inputs on `jobs` threads; results are in input order.
    ///
    /// A file is scanned only if it can matter: if it names an App Intents protocol or
    /// macro or holds a `lint-intents:` comment, or names a type that the App Intents code
    /// scanned so far declares, extends or conforms through. Others cannot change the
    /// manifest or a finding, and most of a large codebase is such files, so a byte-level
    /// pass over their identifiers replaces their full scan. `scanEveryFile` turns this off.
    ///
    /// - Parameters:
    ///   - replacedContents: bytes to read instead of a file's (by absolute path), such as the
    ///     staged version of a file in a pre-commit hook.
    ///   - cache: scanned files, reused and added to.
    package static func load(_ inputs: [SourceInput], from source: any FileSource, jobs: Int, scanEveryFile: Bool = false,
                             replacedContents: [String: [UInt8]] = [:],
                             cache: inout ScanCache) -> (files: [FileSyntax], problems: [FileProblem]) {
        // One lookup for each input the cache knows (after LintRun's prefetch, all of them).
        var known = inputs.map { cache.outcome(of: $0) }
        let unknown = known.indices.filter { known[$0] == nil }
        let fresh = readAndRecord(unknown.map { inputs[$0] }, from: source, jobs: jobs, scanEveryFile: scanEveryFile,
                                  replacedContents: replacedContents, cache: &cache)
        for (index, outcome) in zip(unknown, fresh) { known[index] = outcome }
        var outcomes = zip(inputs, known).map { input, outcome -> LoadOutcome in
            if case .scanned(let file)? = outcome { return .scanned(stamped(file, input)) }
            return outcome ?? .skipped
        }
        // Follow names from the scanned App Intents code into the files skipped so far. The
        // names come from all the files scanned so far, not only the newest: a file found
        // through a protocol declared in an earlier one is App Intents code only with it.
        var knownNames: Set<String> = []
        while true {
            let skipped = outcomes.indices.filter { outcomes[$0].isSkipped }
            guard !skipped.isEmpty else { break }
            let names = TypeIndex(files: outcomes.compactMap(\.file), moduleName: "").relevantNames.subtracting(knownNames)
            knownNames.formUnion(names)
            guard !names.isEmpty else { break }
            let mentions = NameMentions(names)
            let rechecked = Parallel.map(skipped.map { inputs[$0] }, jobs: jobs) { input in
                read(input, from: source, replacedContents[input.absolutePath]) { mentions.occur(in: $0) }
            }
            for (index, outcome) in zip(skipped, rechecked) {
                outcomes[index] = outcome
                cache.record(outcome, for: inputs[index])
            }
        }
        var files: [FileSyntax] = []
        var problems: [FileProblem] = []
        // The cache knows every other outcome already: they came from it.
        for outcome in outcomes {
            switch outcome {
            case .scanned(let file): files.append(file)
            case .problem(let problem): problems.append(problem)
            case .skipped: continue
            }
        }
        return (files, problems)
    }

    fileprivate enum LoadOutcome: Sendable {
        case scanned(FileSyntax)
        case skipped
        case problem(FileProblem)

        var file: FileSyntax? {
            if case .scanned(let file) = self { return file }
            return nil
        }

        var isSkipped: Bool {
            if case .skipped = self { return true }
            return false
        }
    }

    public static func load(_ inputs: [SourceInput], jobs: Int, scanEveryFile: Bool = false) -> (files: [FileSyntax], problems: [FileProblem]) {
        var cache = ScanCache()
        return load(inputs, from: LocalFiles(), jobs: jobs, scanEveryFile: scanEveryFile, cache: &cache)
    }

    /// Reads and parses localization files (`.strings`, `.xcstrings`) on `jobs` threads, in
    /// input order; a file that cannot be read is a problem, as a Swift file's is. Any bytes
    /// are accepted: the file's own reader says what is wrong with them.
    package static func loadLocalizationFiles(_ inputs: [SourceInput], from source: any FileSource, jobs: Int,
                                              replacedContents: [String: [UInt8]] = [:]) -> (files: [LocalizationFile], problems: [FileProblem]) {
        let outcomes = Parallel.map(inputs, jobs: jobs) { input -> Result<LocalizationFile, FileProblem> in
            switch replacedContents[input.absolutePath].map({ .success($0) }) ?? source.bytes(of: input.absolutePath) {
            case .failure(let error):
                return .failure(FileProblem(path: input.displayPath, message: "cannot read file: \(error.description)"))
            case .success(let bytes):
                return .success(LocalizationFile(path: input.relativePath, displayPath: input.displayPath, bytes: bytes))
            }
        }
        var files: [LocalizationFile] = []
        var problems: [FileProblem] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let file): files.append(file)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (files, problems)
    }

    /// A file scanned for another module, named as this one names it.
    private static func stamped(_ file: FileSyntax, _ input: SourceInput) -> FileSyntax {
        // Mostly it was scanned for this module, and already named so.
        if file.path == input.relativePath, file.displayPath == input.displayPath { return file }
        var file = file
        file.path = input.relativePath
        file.displayPath = input.displayPath
        return file
    }

    /// Reads one input (or uses the bytes given for it) and scans it when `matters` says so.
    private static func read(_ input: SourceInput, from source: any FileSource, _ replacement: [UInt8]?,
                             scanIf matters: (UnsafeBufferPointer<UInt8>) -> Bool) -> LoadOutcome {
        switch replacement.map({ .success($0) }) ?? source.bytes(of: input.absolutePath) {
        case .failure(let error):
            return .problem(FileProblem(path: input.displayPath, message: "cannot read file: \(error.description)"))
        case .success(let bytes):
            return bytes.withUnsafeBufferPointer { buffer in
                switch TextCheck.problem(in: buffer) {
                case .containsNul?:
                    return .problem(FileProblem(path: input.displayPath, message: "skipped: not a text file (contains NUL bytes)"))
                case .invalidUTF8(let offset)?:
                    return .problem(FileProblem(path: input.displayPath, message: "skipped: not valid UTF-8 (at byte \(offset))"))
                case nil:
                    guard matters(buffer) else { return .skipped }
                    var file = DeclarationScanner.scan(bytes, path: input.relativePath)
                    file.displayPath = input.displayPath
                    return .scanned(file)
                }
            }
        }
    }
}

extension ModuleLoader.ScanCache {
    /// What the cache knows of `input`, or nil when it was never read.
    fileprivate func outcome(of input: SourceInput) -> ModuleLoader.LoadOutcome? {
        if let file = scanned[input.absolutePath] { return .scanned(file) }
        if let problem = problems[input.absolutePath] { return .problem(problem) }
        return unmarked.contains(input.absolutePath) ? .skipped : nil
    }

    fileprivate mutating func record(_ outcome: ModuleLoader.LoadOutcome, for input: SourceInput) {
        switch outcome {
        case .scanned(let file):
            scanned[input.absolutePath] = file
            // Removing from an empty set still hashes the path.
            if !unmarked.isEmpty { unmarked.remove(input.absolutePath) }
        case .skipped: unmarked.insert(input.absolutePath)
        case .problem(let problem): problems[input.absolutePath] = problem
        }
    }
}
