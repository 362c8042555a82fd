/// A path pattern from configuration (`included`, `excluded`), matched against paths
/// relative to the configuration file's folder; discovery matches the patterns of project
/// files with it too (Tuist's and Bazel's globs, XcodeGen's `excludes:`).
///
/// - `*` matches any run of characters within one path component, leading dots included.
/// - `?` matches one character; `[abc]`, `[a-z]` one character in the class; `[!x]` or
///   `[^x]` one character not in it. A `]` first in a class is an ordinary character.
/// - `**` as a whole component matches any number of components, including none:
///   `Sources/**/Generated/*.swift` matches `Sources/Generated/A.swift`.
/// - `\` makes the next character ordinary.
/// - A pattern that matches a folder matches everything under it: `Sources/Generated`
///   and `Sources/Generated/` both match `Sources/Generated/Models/A.swift`.
///
/// Matching is case-sensitive and takes time proportional to the pattern's length times
/// the path's length: patterns are simulated as an automaton, never backtracked.
public struct Glob: Sendable, CustomStringConvertible {
    /// Why a pattern is not a valid glob, in one line.
    public struct SyntaxError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The pattern as written.
    package let pattern: String
    private let segments: [Segment]

    /// One `/`-separated part of the pattern.
    private enum Segment: Sendable {
        /// `**`
        case anyComponents
        case component([Element])
    }

    /// One position of a component pattern.
    private enum Element: Sendable, Equatable {
        case character(Character)
        /// `?`
        case anyCharacter
        /// `*`
        case anyRun
        case characterClass(ranges: [ClosedRange<Character>], negated: Bool)

        /// Whether this single-character element accepts `character`; false for `*`.
        func accepts(_ character: Character) -> Bool {
            switch self {
            case .character(let expected): return character == expected
            case .anyCharacter: return true
            case .anyRun: return false
            case .characterClass(let ranges, let negated):
                return ranges.contains { $0.contains(character) } != negated
            }
        }
    }

    public var description: String { pattern }

    /// Compiles `pattern`. Throws for an empty pattern, one that starts with `/` or climbs
    /// with `..` (patterns are relative to the configuration's folder), an unterminated or
    /// reversed character class, a trailing `\`, or `**` that is not a whole component.
    package init(_ pattern: String) throws(SyntaxError) {
        self.pattern = pattern
        guard !pattern.isEmpty else { throw SyntaxError(description: "the pattern is empty") }
        guard !pattern.hasPrefix("/") else {
            throw SyntaxError(description: "patterns are relative to the configuration file's folder and cannot start with '/'")
        }
        let characters = Array(pattern)
        var segments: [Segment] = []
        var elements: [Element] = []
        var index = 0

        func finishComponent() throws(SyntaxError) {
            defer { elements = [] }
            if elements == [.anyRun, .anyRun] {
                segments.append(.anyComponents)
                return
            }
            if zip(elements, elements.dropFirst()).contains(where: { $0 == .anyRun && $1 == .anyRun }) {
                throw SyntaxError(description: "'**' must be a whole path component, as in 'Sources/**/*.swift'")
            }
            switch elements {
            case [], [.character(".")]:
                return
            case [.character("."), .character(".")]:
                throw SyntaxError(description: "'..' cannot appear: patterns only match inside the configuration file's folder")
            default:
                segments.append(.component(elements))
            }
        }

        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "/":
                try finishComponent()
            case "*":
                elements.append(.anyRun)
            case "?":
                elements.append(.anyCharacter)
            case "\\":
                guard index < characters.count else {
                    throw SyntaxError(description: "the pattern ends with '\\', which escapes nothing")
                }
                elements.append(.character(characters[index]))
                index += 1
            case "[":
                elements.append(try Glob.characterClass(in: characters, startingAt: &index))
            default:
                elements.append(.character(character))
            }
        }
        try finishComponent()
        self.segments = segments
    }

    /// Parses a class whose `[` is just before `index`, leaving `index` after its `]`.
    private static func characterClass(in characters: [Character], startingAt index: inout Int) throws(SyntaxError) -> Element {
        let opening = index  // 1-based position of the `[`, for messages
        var negated = false
        if index < characters.count, characters[index] == "!" || characters[index] == "^" {
            negated = true
            index += 1
        }
        // Each member remembers whether it was escaped: only a bare `-` between two
        // members makes a range.
        var members: [(character: Character, escaped: Bool)] = []
        while index < characters.count, characters[index] != "]" || members.isEmpty {
            var member = (character: characters[index], escaped: false)
            index += 1
            if member.character == "\\" {
                guard index < characters.count else { break }
                member = (characters[index], true)
                index += 1
            }
            if member.character == "/" {
                throw SyntaxError(description: "the character class at character \(opening) contains '/', which never appears in a path component")
            }
            members.append(member)
        }
        guard index < characters.count else {
            throw SyntaxError(description: "the '[' at character \(opening) has no closing ']'")
        }
        index += 1
        var ranges: [ClosedRange<Character>] = []
        var position = 0
        while position < members.count {
            let isRange = position + 2 < members.count
                && members[position + 1] == (character: "-", escaped: false)
            if isRange {
                let (lower, upper) = (members[position].character, members[position + 2].character)
                guard lower <= upper else {
                    throw SyntaxError(description: "the range '\(lower)-\(upper)' at character \(opening) is reversed")
                }
                ranges.append(lower...upper)
                position += 3
            } else {
                ranges.append(members[position].character...members[position].character)
                position += 1
            }
        }
        return .characterClass(ranges: ranges, negated: negated)
    }

    /// Whether `relativePath` (`/`-separated, relative to the configuration's folder) or
    /// one of its parent folders matches. Absolute paths and paths that climb with `..`
    /// are outside the folder and never match.
    package func matches(_ relativePath: String) -> Bool {
        matches(relativePath, orAFolderAbove: true)
    }

    /// Whether `relativePath` itself matches, not only a folder above it: a build tool's glob
    /// (Tuist's `sources:`, Bazel's `glob()`) lists the files it matches, and `Sources/*` names
    /// the files directly in `Sources`, not those in its subfolders.
    package func matchesWhole(_ relativePath: String) -> Bool {
        matches(relativePath, orAFolderAbove: false)
    }

    private func matches(_ relativePath: String, orAFolderAbove folderMatches: Bool) -> Bool {
        guard !relativePath.hasPrefix("/") else { return false }
        let components = relativePath.split(separator: "/").filter { $0 != "." }
        guard !components.contains("..") else { return false }

        // The set of segments the pattern can be at: after `**`, also the next segment.
        var active = [Bool](repeating: false, count: segments.count + 1)
        active[0] = true
        followAnyComponents(&active)
        if folderMatches, active[segments.count] { return true }
        for component in components {
            let text = Array(component)
            var next = [Bool](repeating: false, count: segments.count + 1)
            var anyActive = false
            for (position, segment) in segments.enumerated() where active[position] {
                switch segment {
                case .anyComponents:
                    next[position] = true
                    anyActive = true
                case .component(let elements):
                    if Glob.component(elements, matches: text) {
                        next[position + 1] = true
                        anyActive = true
                    }
                }
            }
            guard anyActive else { return false }
            followAnyComponents(&next)
            // Reaching the end on a prefix means a parent folder matched.
            if folderMatches, next[segments.count] { return true }
            active = next
        }
        return active[segments.count]
    }

    /// `**` also matches no component: being at one means being just past it too.
    private func followAnyComponents(_ active: inout [Bool]) {
        for (position, segment) in segments.enumerated() where active[position] {
            if case .anyComponents = segment { active[position + 1] = true }
        }
    }

    /// Wildcard matching within one component. On a mismatch it resumes after the most
    /// recent `*`, one character further on; earlier stars never need revisiting, so the
    /// time is at most elements × characters.
    private static func component(_ elements: [Element], matches text: [Character]) -> Bool {
        var element = 0
        var character = 0
        var lastStar: (element: Int, character: Int)?
        while character < text.count {
            if element < elements.count, elements[element] == .anyRun {
                lastStar = (element, character)
                element += 1
            } else if element < elements.count, elements[element].accepts(text[character]) {
                element += 1
                character += 1
            } else if let star = lastStar {
                lastStar = (star.element, star.character + 1)
                element = star.element + 1
                character = star.character + 1
            } else {
                return false
            }
        }
        while element < elements.count, elements[element] == .anyRun { element += 1 }
        return element == elements.count
    }
}
