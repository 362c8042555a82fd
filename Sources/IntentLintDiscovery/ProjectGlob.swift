import IntentLintSupport

/// The files a project file's glob names (Tuist's `sources: ["Targets/App/Sources/**"]`,
/// Bazel's `glob(["**/*.swift"])`): the folder its literal start names, walked, and each file
/// under it matched whole against the rest (`Glob.matchesWhole`): `Sources/*` lists the files
/// directly in `Sources`, and a pattern naming a folder lists nothing, as those tools do.
///
/// `{a,b}` alternatives are expanded first (Tuist's globs allow them). Hidden entries are
/// skipped, and so are folders a build takes whole (`.xcassets`, `.docc`, …), whose Swift files
/// nothing compiles. The literal start may climb out of the folder (`../Shared/**`).
struct ProjectGlob {
    /// The pattern as written, for messages.
    let pattern: String
    private let alternatives: [(base: String, rest: Glob?)]

    /// Alternatives, nesting and lengths beyond these are a mistake or an attack, not a project.
    static let maximumAlternatives = 64
    static let maximumNesting = 8
    static let maximumLength = 4_096

    /// Why a pattern cannot be read, in a few words.
    struct Problem: Error {
        var description: String
    }

    /// `pattern` relative to `folder` (absolute).
    init(_ pattern: String, in folder: String) throws(Problem) {
        self.pattern = pattern
        guard !pattern.isEmpty else { throw Problem(description: "the pattern is empty") }
        guard pattern.utf8.count <= ProjectGlob.maximumLength else { throw Problem(description: "the pattern is longer than \(ProjectGlob.maximumLength) bytes") }
        var alternatives: [(base: String, rest: Glob?)] = []
        for expanded in try ProjectGlob.expandingAlternatives(pattern) {
            let components = expanded.split(separator: "/", omittingEmptySubsequences: true)
            let literalCount = components.prefix { !$0.contains(where: ProjectGlob.isWildcard) }.count
            let start = components.prefix(literalCount).joined(separator: "/")
            let base = Paths.normalize(expanded.hasPrefix("/") ? "/" + start : folder + (start.isEmpty ? "" : "/" + start))
            let rest = components.dropFirst(literalCount).joined(separator: "/")
            guard !rest.isEmpty else {
                alternatives.append((base, nil))
                continue
            }
            do {
                alternatives.append((base, try Glob(rest)))
            } catch {
                throw Problem(description: error.description)
            }
        }
        self.alternatives = alternatives
    }

    private static func isWildcard(_ character: Character) -> Bool {
        character == "*" || character == "?" || character == "[" || character == "\\"
    }

    /// Entries a glob may walk: no target's sources are more, and a pattern such as `/**` or
    /// `../../**` must not walk a whole disk.
    static let maximumEntries = 100_000

    /// The files the pattern matches in `source` (the disk, or a git revision), absolute and
    /// sorted. `skipsFolder` is asked about each
    /// folder below a walk's start (absolute): a Bazel package's glob stops at subpackages.
    /// Throws when the walk passes `maximumEntries`.
    func files(in source: any FileSource, skippingFolders skipsFolder: (String) -> Bool = { _ in false }) throws(Problem) -> [String] {
        var found: Set<String> = []
        var walked = 0
        for (base, rest) in alternatives {
            guard let rest else {
                // A plain path: the file itself, if it is one.
                if source.kind(of: base) == .file { found.insert(base) }
                continue
            }
            var walk = FolderWalk(in: source)
            var pending = [base]
            while let folder = pending.popLast() {
                guard let entries = walk.enter(folder) else { continue }
                walked += entries.count
                guard walked <= ProjectGlob.maximumEntries else {
                    throw Problem(description: "it walks more than \(ProjectGlob.maximumEntries) files and folders, more than any target's sources")
                }
                let prefix = folder == "/" ? "/" : folder + "/"
                for entry in entries where !entry.name.hasPrefix(".") {
                    let path = prefix + entry.name
                    switch entry.kind {
                    case .directory:
                        if let pathExtension = PackageTargetLayout.pathExtension(entry.name),
                           ProjectGlob.opaqueFolderExtensions.contains(pathExtension) { continue }
                        if !skipsFolder(path) { pending.append(path) }
                    case .file:
                        if rest.matchesWhole(Paths.relative(path, to: base)) { found.insert(path) }
                    case .other, .missing:
                        continue
                    }
                }
            }
        }
        return found.sorted()
    }

    /// Folders Xcode and the build tools take whole, as one resource or product: never entered.
    static let opaqueFolderExtensions = PackageTargetLayout.opaqueFolderExtensions.union([
        "playground", "xcodeproj", "xcworkspace", "bundle", "framework", "xcframework", "app", "appex",
    ])

    /// `a/{b,c}/*.swift` → `a/b/*.swift`, `a/c/*.swift`; nested braces too. Throws for an
    /// unclosed brace or more than `maximumAlternatives` results.
    static func expandingAlternatives(_ pattern: String, depth: Int = 0) throws(Problem) -> [String] {
        guard depth <= maximumNesting else { throw Problem(description: "its '{…}' alternatives nest deeper than \(maximumNesting)") }
        var results = [""]
        var characters = Substring(pattern)
        while let brace = characters.firstIndex(of: "{") {
            let before = characters[..<brace]
            // The matching `}` and the top-level commas between.
            var level = 0
            var close: Substring.Index?
            var pieces: [Substring] = []
            var pieceStart = characters.index(after: brace)
            var index = pieceStart
            while index < characters.endIndex {
                switch characters[index] {
                case "{": level += 1
                case "}" where level == 0:
                    pieces.append(characters[pieceStart..<index])
                    close = index
                case "}": level -= 1
                case "," where level == 0:
                    pieces.append(characters[pieceStart..<index])
                    pieceStart = characters.index(after: index)
                default: break
                }
                if close != nil { break }
                index = characters.index(after: index)
            }
            guard let close else { throw Problem(description: "the '{' has no closing '}'") }
            var expandedPieces: [String] = []
            for piece in pieces {
                expandedPieces += try expandingAlternatives(String(piece), depth: depth + 1)
                guard expandedPieces.count <= maximumAlternatives else { throw tooMany }
            }
            results = results.flatMap { result in expandedPieces.map { result + before + $0 } }
            guard results.count <= maximumAlternatives else { throw tooMany }
            characters = characters[characters.index(after: close)...]
        }
        return results.map { $0 + characters }
    }

    private static var tooMany: Problem {
        Problem(description: "its '{…}' alternatives make more than \(maximumAlternatives) patterns")
    }
}
