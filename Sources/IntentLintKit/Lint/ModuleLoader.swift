import Foundation

/// One Swift file to read: where to find it and how to name it.
public struct SourceInput: Sendable, Hashable {
    /// As the user named it, or the folder they named joined with the path found under it.
    public var displayPath: String
    /// Relative to the module's root; this is the path the manifest records.
    public var relativePath: String
    /// Absolute and normalized: the file's identity across modules.
    public var absolutePath: String

    public init(displayPath: String, relativePath: String, absolutePath: String) {
        self.displayPath = displayPath
        self.relativePath = relativePath
        self.absolutePath = absolutePath
    }
}

/// A file that could not be read or is not Swift source text.
public struct FileProblem: Error, Sendable, Equatable {
    public var path: String
    public var message: String
}

/// Reads and scans a module's files in parallel.
public enum ModuleLoader {
    /// Files already scanned, by absolute path: a file compiled into several targets is
    /// read and scanned once per run.
    public typealias ScanCache = [String: FileSyntax]

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
    public static func load(_ inputs: [SourceInput], jobs: Int, scanEveryFile: Bool = false,
                            replacedContents: [String: [UInt8]] = [:],
                            cache: inout ScanCache) -> (files: [FileSyntax], problems: [FileProblem]) {
        let markers = scanEveryFile ? nil : NameMentions(AppIntentsFamily.markerNames, includingDirectives: true)
        let known = cache
        var outcomes = Parallel.map(inputs, jobs: jobs) { input in
            if let file = known[input.absolutePath] { return LoadOutcome.scanned(stamped(file, input)) }
            return read(input, replacedContents[input.absolutePath]) { bytes in markers?.occur(in: bytes) ?? true }
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
                read(input, replacedContents[input.absolutePath]) { mentions.occur(in: $0) }
            }
            for (index, outcome) in zip(skipped, rechecked) {
                outcomes[index] = outcome
            }
        }
        var files: [FileSyntax] = []
        var problems: [FileProblem] = []
        for (input, outcome) in zip(inputs, outcomes) {
            switch outcome {
            case .scanned(let file):
                files.append(file)
                cache[input.absolutePath] = file
            case .problem(let problem): problems.append(problem)
            case .skipped: continue
            }
        }
        return (files, problems)
    }

    private enum LoadOutcome: Sendable {
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
        return load(inputs, jobs: jobs, scanEveryFile: scanEveryFile, cache: &cache)
    }

    /// A file scanned for another module, named as this one names it.
    private static func stamped(_ file: FileSyntax, _ input: SourceInput) -> FileSyntax {
        var file = file
        file.path = input.relativePath
        file.displayPath = input.displayPath
        return file
    }

    /// Reads one input (or uses the bytes given for it) and scans it when `matters` says so.
    private static func read(_ input: SourceInput, _ replacement: [UInt8]?, scanIf matters: (UnsafeBufferPointer<UInt8>) -> Bool) -> LoadOutcome {
        switch replacement.map({ .success($0) }) ?? FileSystem.readBytes(input.absolutePath) {
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
                    var file = DeclarationScanner.scan(buffer, path: input.relativePath)
                    file.displayPath = input.displayPath
                    return .scanned(file)
                }
            }
        }
    }
}
