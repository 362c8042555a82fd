import Foundation

/// One Swift file to read: where to find it and how to name it.
public struct SourceInput: Sendable, Hashable {
    /// As the user named it, or the folder they named joined with the path found under it.
    public var displayPath: String
    /// Relative to the scanned root; this is the path the manifest records.
    public var relativePath: String
}

/// A file that could not be read or is not Swift source text.
public struct FileProblem: Error, Sendable, Equatable {
    public var path: String
    public var message: String
}

/// Turns command-line paths into Swift files, and reads and scans them in parallel.
public enum ModuleLoader {
    /// The Swift files under `paths` (files and folders) and the root the manifest's paths
    /// are relative to: the folder when one folder is named, else the deepest folder that
    /// contains every path.
    public static func inputs(for paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> (inputs: [SourceInput], root: String) {
        var found: [(display: String, absolute: String)] = []
        var roots: [String] = []
        for path in paths {
            let absolute = normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
            switch FileSystem.kind(of: path) {
            case .missing:
                throw InputError("\(path): no such file or directory")
            case .other:
                throw InputError("\(path): not a regular file or folder")
            case .file:
                found.append((path, absolute))
                roots.append(parent(of: absolute))
            case .directory:
                let display = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
                for file in FileSystem.swiftFiles(under: display) {
                    let suffix = String(file.dropFirst(display.count))
                    found.append((file, absolute + suffix))
                }
                roots.append(absolute)
            }
        }
        let root = paths.count == 1 ? roots.first ?? workingDirectory : commonAncestor(of: roots)
        var seen: Set<String> = []
        var inputs: [SourceInput] = []
        for file in found where seen.insert(file.absolute).inserted {
            inputs.append(SourceInput(displayPath: file.display, relativePath: relative(file.absolute, to: root)))
        }
        inputs.sort { $0.relativePath < $1.relativePath }
        return (inputs, root)
    }

    /// Reads and scans the inputs on `jobs` threads; results are in input order.
    ///
    /// A file is scanned only if it can matter: if it names an App Intents protocol or
    /// macro or holds a `lint-intents:` comment, or names a type that the App Intents code
    /// scanned so far declares, extends or conforms through. Others cannot change the
    /// manifest or a finding, and most of a large codebase is such files, so a byte-level
    /// pass over their identifiers replaces their full scan. `scanEveryFile` turns this off.
    public static func load(_ inputs: [SourceInput], jobs: Int, scanEveryFile: Bool = false) -> (files: [FileSyntax], problems: [FileProblem]) {
        let markers = scanEveryFile ? nil : NameMentions(AppIntentsFamily.markerNames, includingDirectives: true)
        var outcomes = Parallel.map(inputs, jobs: jobs) { input in
            read(input) { bytes in markers?.occur(in: bytes) ?? true }
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
                read(input) { mentions.occur(in: $0) }
            }
            for (index, outcome) in zip(skipped, rechecked) {
                outcomes[index] = outcome
            }
        }
        var files: [FileSyntax] = []
        var problems: [FileProblem] = []
        for outcome in outcomes {
            switch outcome {
            case .scanned(let file): files.append(file)
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

    /// Reads one input and scans it when `matters` says so.
    private static func read(_ input: SourceInput, scanIf matters: (UnsafeBufferPointer<UInt8>) -> Bool) -> LoadOutcome {
        switch FileSystem.readBytes(input.displayPath) {
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

    /// `/a/./b/../c` → `/a/c`, without touching the file system.
    static func normalize(_ path: String) -> String {
        // Most paths are normal already (found by walking a folder named plainly).
        if path.hasPrefix("/"), !path.hasSuffix("/"), !path.hasSuffix("/."), !path.hasSuffix("/.."),
           !path.contains("//"), !path.contains("/./"), !path.contains("/../") {
            return path
        }
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func commonAncestor(of paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/") else { return "/" }
        for path in paths.dropFirst() {
            let components = path.split(separator: "/")
            var length = 0
            while length < min(common.count, components.count), common[length] == components[length] { length += 1 }
            common = Array(common.prefix(length))
        }
        return "/" + common.joined(separator: "/")
    }

    static func relative(_ path: String, to root: String) -> String {
        if root == "/" { return String(path.dropFirst()) }
        if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return path
    }
}
