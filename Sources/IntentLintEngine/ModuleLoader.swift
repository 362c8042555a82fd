#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IntentLintSupport
import IntentLintSyntax
import IntentLintLocalization
import IntentLintDiscovery
import IntentLintManifest
import IntentLintRules

/// Reads and scans a module's files in parallel.
public enum ModuleLoader {
    /// How a run reads files: from where, on how many threads, whether it scans files that name
    /// nothing App Intents uses, and the bytes that stand in for some files' (a pre-commit hook's
    /// staged versions). A run's `LintRun.Options` make one (`reading`).
    package struct Reading: Sendable {
        package var files: any FileSource
        package var jobs: Int
        package var scanEveryFile: Bool
        /// Bytes to read instead of files' contents, by absolute path.
        package var replacedContents: [String: [UInt8]]

        package init(files: any FileSource = LocalFiles(), jobs: Int, scanEveryFile: Bool = false, replacedContents: [String: [UInt8]] = [:]) {
            self.files = files
            self.jobs = jobs
            self.scanEveryFile = scanEveryFile
            self.replacedContents = replacedContents
        }
    }

    /// What a run learned about its files, by absolute path, so that a file compiled into
    /// several targets is read and scanned once.
    public struct ScanCache: Sendable {
        var scanned: [String: FileSyntax] = [:]
        /// Read, and naming no App Intents protocol or macro: scanned only for a module whose
        /// own App Intents names it mentions.
        var unmarked: Set<String> = []
        package internal(set) var problems: [String: FileProblem] = [:]
        /// What a run that reads its files twice knows of the files it read first (`diff` of two
        /// folders: OLD's files, twins of NEW's): a file with the same bytes as its earlier twin
        /// takes the twin's outcome instead of being checked and scanned again.
        package var earlier: (any EarlierFiles)?

        package init() {}
    }

    /// Reads every input once, on `reading.jobs` threads, and scans those that name an App
    /// Intents protocol or macro (all, with `scanEveryFile`): the first step of `load`, done for
    /// all modules' files at once so that the threads stay busy. Files are read from
    /// `reading.files`: the disk, or a git revision.
    package static func prefetch(_ inputs: [SourceInput], _ reading: Reading, cache: inout ScanCache) {
        let known = cache
        let unknown = inputs.filter { known.outcome(of: $0) == nil }
        _ = readAndRecord(unknown, reading, cache: &cache)
    }

    /// Reads `inputs`, none of which `cache` knows, records them in it, and returns their outcomes.
    private static func readAndRecord(_ inputs: [SourceInput], _ reading: Reading, cache: inout ScanCache) -> [LoadOutcome] {
        // After LintRun's prefetch of every module's files, each module finds nothing left.
        guard !inputs.isEmpty else { return [] }
        let markers = reading.scanEveryFile ? nil : NameMentions(RelevantFiles.markerNames, includingDirectives: true)
        let known = cache
        let results = Parallel.map(inputs, jobs: reading.jobs) { input -> (outcome: LoadOutcome, kept: [UInt8]?) in
            let replacement = reading.replacedContents[input.absolutePath]
            let bytes = replacement.map { .success($0) } ?? reading.files.bytes(of: input.absolutePath)
            guard replacement == nil, case .success(let own) = bytes else { return (check(input, bytes) { markers?.occur(in: $0) ?? true }, nil) }
            if let shared = known.twinOutcome(of: input, bytes: own) { return (shared, nil) }
            let outcome = check(input, bytes) { markers?.occur(in: $0) ?? true }
            return (outcome, known.earlier?.keepsBytes == true && !outcome.isProblem ? own : nil)
        }
        cache.scanned.reserveCapacity(cache.scanned.count + inputs.count)
        for (input, result) in zip(inputs, results) {
            cache.record(result.outcome, for: input)
            if let bytes = result.kept { cache.earlier?.keep(bytes, of: input.absolutePath) }
        }
        return results.map(\.outcome)
    }

    /// Reads and scans the inputs on `reading.jobs` threads; results are in input order.
    ///
    /// A file is scanned only if it can matter: if it names an App Intents protocol or
    /// macro or holds a `lint-intents:` comment, or names an App Intents type scanned so far
    /// or a protocol, class or typealias that makes a type App Intents code, or declares or
    /// extends what those types nest or conform through (`TypeIndex.RelevantNames`). Others
    /// cannot change the manifest or a finding, and most of a large codebase is such files, so
    /// a byte-level pass over their identifiers replaces their full scan. `scanEveryFile`
    /// turns this off.
    ///
    /// - Parameters:
    ///   - moduleName: the module's name, which its own code may qualify its types with
    ///     (`extension Module.Item`), as the rules' `RelevantFiles` reads them.
    ///   - cache: scanned files, reused and added to.
    package static func load(_ inputs: [SourceInput], _ reading: Reading, moduleName: String = "",
                             cache: inout ScanCache) -> (files: [FileSyntax], problems: [FileProblem]) {
        // One lookup for each input the cache knows (after LintRun's prefetch, all of them).
        var known = inputs.map { cache.outcome(of: $0) }
        let unknown = known.indices.filter { known[$0] == nil }
        let fresh = readAndRecord(unknown.map { inputs[$0] }, reading, cache: &cache)
        for (index, outcome) in zip(unknown, fresh) { known[index] = outcome }
        var outcomes = zip(inputs, known).map { input, outcome -> LoadOutcome in
            if case .scanned(let file)? = outcome { return .scanned(stamped(file, input)) }
            return outcome ?? .skipped
        }
        // Follow names from the scanned App Intents code into the files skipped so far. The
        // names come from all the files scanned so far, not only the newest: a file found
        // through a protocol declared in an earlier one is App Intents code only with it.
        var knownNames = TypeIndex.RelevantNames()
        while true {
            let skipped = outcomes.indices.filter { outcomes[$0].isSkipped }
            guard !skipped.isEmpty else { break }
            let names = TypeIndex(files: outcomes.compactMap(\.file), moduleName: moduleName).relevantNames.subtracting(knownNames)
            knownNames.formUnion(names)
            guard !names.isEmpty else { break }
            let mentions = RelevantFiles.mentions(of: names)
            let rechecked = Parallel.map(skipped.map { inputs[$0] }, jobs: reading.jobs) { input in
                read(input, from: reading.files, reading.replacedContents[input.absolutePath]) { mentions.occur(in: $0) }
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

        var isProblem: Bool {
            if case .problem = self { return true }
            return false
        }
    }

    /// Reads and scans `inputs` from the disk, with nothing cached: a stage's tests and benchmarks.
    public static func load(_ inputs: [SourceInput], jobs: Int, scanEveryFile: Bool = false) -> (files: [FileSyntax], problems: [FileProblem]) {
        var cache = ScanCache()
        return load(inputs, Reading(jobs: jobs, scanEveryFile: scanEveryFile), cache: &cache)
    }

    /// Reads and parses localization files (`.strings`, `.xcstrings`) on `reading.jobs` threads, in
    /// input order; a file that cannot be read is a problem, as a Swift file's is. Any bytes
    /// are accepted: the file's own reader says what is wrong with them.
    package static func loadLocalizationFiles(_ inputs: [SourceInput], _ reading: Reading) -> (files: [LocalizationFile], problems: [FileProblem]) {
        let outcomes = Parallel.map(inputs, jobs: reading.jobs) { input -> Result<LocalizationFile, FileProblem> in
            switch reading.replacedContents[input.absolutePath].map({ .success($0) }) ?? reading.files.bytes(of: input.absolutePath) {
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
        check(input, replacement.map { .success($0) } ?? source.bytes(of: input.absolutePath), scanIf: matters)
    }

    /// Checks the bytes read for one input and scans them when `matters` says so.
    private static func check(_ input: SourceInput, _ bytes: Result<[UInt8], InputError>,
                              scanIf matters: (UnsafeBufferPointer<UInt8>) -> Bool) -> LoadOutcome {
        switch bytes {
        case .failure(let error):
            return .problem(FileProblem(path: input.displayPath, message: "cannot read file: \(error.description)"))
        case .success(let bytes):
            return bytes.withUnsafeBufferPointer { buffer in
                switch TextCheck.problem(in: buffer) {
                case .containsNul?:
                    return .problem(FileProblem(path: input.displayPath, message: "skipped: not a text file (contains NUL bytes), so nothing it declares is linted or in a manifest"))
                case .invalidUTF8(let offset)?:
                    // Said at its line and column, where an editor shows the bytes.
                    let place = LineTable(buffer).location(ofOffset: Int32(clamping: offset))
                    return .problem(FileProblem(path: input.displayPath,
                        message: "skipped: not valid UTF-8 here (byte \(offset)), so nothing the file declares is linted or in a manifest", location: place))
                case nil:
                    guard matters(buffer) else { return .skipped }
                    // The manifest's members and the rules' code bodies.
                    var file = DeclarationScanner.scan(bytes, path: input.relativePath, codeBodies: .rules)
                    file.displayPath = input.displayPath
                    return .scanned(file)
                }
            }
        }
    }
}

extension ModuleLoader.ScanCache {
    /// Forgets what was found in `files` (absolute): their bytes differ in the next version read.
    package mutating func forget(_ files: Set<String>) {
        for file in files {
            scanned[file] = nil
            unmarked.remove(file)
            problems[file] = nil
        }
    }

    /// What the cache knows of `input`, or nil when it was never read.
    fileprivate func outcome(of input: SourceInput) -> ModuleLoader.LoadOutcome? {
        if let file = scanned[input.absolutePath] { return .scanned(file) }
        if let problem = problems[input.absolutePath] { return .problem(problem) }
        return unmarked.contains(input.absolutePath) ? .skipped : nil
    }

    /// The outcome of `input`'s twin (`earlier`), when the cache knows it and the twin holds the
    /// same bytes: checked and scanned once for both. The scanned file still bears the twin's
    /// path, which `load` replaces with the input's, as for a file two modules compile.
    fileprivate func twinOutcome(of input: SourceInput, bytes: [UInt8]) -> ModuleLoader.LoadOutcome? {
        guard let twin = earlier?.twin(of: input.absolutePath) else { return nil }
        let outcome: ModuleLoader.LoadOutcome
        if let file = scanned[twin] {
            outcome = .scanned(file)
        } else if unmarked.contains(twin) {
            outcome = .skipped
        } else {
            return nil
        }
        guard case .success(let twinBytes) = earlier?.keptBytes(of: twin).map({ .success($0) }) ?? FileSystem.readBytes(twin),
              bytes.count == twinBytes.count,
              bytes.withUnsafeBytes({ own in twinBytes.withUnsafeBytes { own.isEmpty || memcmp(own.baseAddress!, $0.baseAddress!, own.count) == 0 } })
        else { return nil }
        return outcome
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

/// The files a run read before, which the files it reads now may be twins of: the hook through
/// which `diff` of two folders (`DiffRun.TwinFolders`) reads a file NEW holds as OLD does once.
package protocol EarlierFiles: Sendable {
    /// The absolute path of `path`'s twin read before, if it has one.
    func twin(of path: String) -> String?
    /// The bytes of `path` kept when it was read, or nil (it is read again).
    func keptBytes(of path: String) -> [UInt8]?
    /// Whether the bytes of the files read now are handed to `keep`.
    var keepsBytes: Bool { get }
    mutating func keep(_ bytes: [UInt8], of path: String)
    /// The first read is over: the files read from now on are compared with their twins.
    mutating func beginLaterRead()
}
