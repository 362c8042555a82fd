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
    /// What a run learned about its files, by absolute path, so that a file compiled into
    /// several targets is read and scanned once.
    public struct ScanCache: Sendable {
        var scanned: [String: FileSyntax] = [:]
        /// Read, and naming no App Intents protocol or macro: scanned only for a module whose
        /// own App Intents names it mentions.
        var unmarked: Set<String> = []
        package internal(set) var problems: [String: FileProblem] = [:]
        /// Where the files read with this cache have twins already read with it: `diff OLD NEW`
        /// of two folders reads OLD first, and a file of NEW with the same bytes as its twin in
        /// OLD takes the twin's outcome instead of being checked and scanned again.
        package var twins: TwinFolders?
        /// Keep the bytes of the files read, for their twins to be compared with, rather than
        /// read again: up to 256 MB in all (`keptBytes`); files past that are read again.
        package var keepsBytes = false
        private(set) var keptBytes: [String: [UInt8]] = [:]
        private var keptByteCount = 0

        package init() {}

        fileprivate mutating func keep(_ bytes: [UInt8], of path: String) {
            guard keptByteCount + bytes.count <= 256 << 20 else { return }
            keptBytes[path] = bytes
            keptByteCount += bytes.count
        }
    }

    /// Two folders on disk whose files are twins by their path under each: `folder/a/b.swift`
    /// and `earlier/a/b.swift` (or two files, each the other's twin).
    package struct TwinFolders: Sendable {
        /// The folder (or file) being read.
        var folder: String
        /// The folder (or file) read before.
        var earlier: String

        package init(folder: String, earlier: String) {
            self.folder = folder
            self.earlier = earlier
        }

        /// The path of `path`'s twin (both absolute), when `path` is under `folder`.
        func twin(of path: String) -> String? {
            if path == folder { return earlier }
            guard folder != "/", path.utf8.count > folder.utf8.count + 1, path.hasPrefix(folder),
                  path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/") else { return nil }
            return earlier + path.dropFirst(folder.count)
        }
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
        let known = cache
        let results = Parallel.map(inputs, jobs: jobs) { input -> (outcome: LoadOutcome, kept: [UInt8]?) in
            let replacement = replacedContents[input.absolutePath]
            let bytes = replacement.map { .success($0) } ?? source.bytes(of: input.absolutePath)
            guard replacement == nil, case .success(let own) = bytes else { return (check(input, bytes) { markers?.occur(in: $0) ?? true }, nil) }
            if let shared = known.twinOutcome(of: input, bytes: own) { return (shared, nil) }
            let outcome = check(input, bytes) { markers?.occur(in: $0) ?? true }
            return (outcome, known.keepsBytes && !outcome.isProblem ? own : nil)
        }
        cache.scanned.reserveCapacity(cache.scanned.count + inputs.count)
        for (input, result) in zip(inputs, results) {
            cache.record(result.outcome, for: input)
            if let bytes = result.kept { cache.keep(bytes, of: input.absolutePath) }
        }
        return results.map(\.outcome)
    }

    /// Reads and scans the inputs on `jobs` threads; results are in input order.
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
    ///   - replacedContents: bytes to read instead of a file's (by absolute path), such as the
    ///     staged version of a file in a pre-commit hook.
    ///   - moduleName: the module's name, which its own code may qualify its types with
    ///     (`extension Module.Item`), as the rules' `RelevantFiles` reads them.
    ///   - cache: scanned files, reused and added to.
    package static func load(_ inputs: [SourceInput], from source: any FileSource, jobs: Int, scanEveryFile: Bool = false,
                             replacedContents: [String: [UInt8]] = [:], moduleName: String = "",
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
        var knownNames = TypeIndex.RelevantNames()
        while true {
            let skipped = outcomes.indices.filter { outcomes[$0].isSkipped }
            guard !skipped.isEmpty else { break }
            let names = TypeIndex(files: outcomes.compactMap(\.file), moduleName: moduleName).relevantNames.subtracting(knownNames)
            knownNames.formUnion(names)
            guard !names.isEmpty else { break }
            let mentions = RelevantFiles.mentions(of: names)
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

        var isProblem: Bool {
            if case .problem = self { return true }
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
                    return .problem(FileProblem(path: input.displayPath, message: "skipped: not valid UTF-8 here (byte \(offset)), so nothing the file declares is linted or in a manifest", location: place))
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
    /// What the cache knows of `input`, or nil when it was never read.
    fileprivate func outcome(of input: SourceInput) -> ModuleLoader.LoadOutcome? {
        if let file = scanned[input.absolutePath] { return .scanned(file) }
        if let problem = problems[input.absolutePath] { return .problem(problem) }
        return unmarked.contains(input.absolutePath) ? .skipped : nil
    }

    /// The outcome of `input`'s twin (`twins`), when the cache knows it and the twin holds the
    /// same bytes: checked and scanned once for both. The scanned file still bears the twin's
    /// path, which `load` replaces with the input's, as for a file two modules compile.
    fileprivate func twinOutcome(of input: SourceInput, bytes: [UInt8]) -> ModuleLoader.LoadOutcome? {
        guard let twin = twins?.twin(of: input.absolutePath) else { return nil }
        let outcome: ModuleLoader.LoadOutcome
        if let file = scanned[twin] {
            outcome = .scanned(file)
        } else if unmarked.contains(twin) {
            outcome = .skipped
        } else {
            return nil
        }
        guard case .success(let twinBytes) = keptBytes[twin].map({ .success($0) }) ?? FileSystem.readBytes(twin),
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
