/// A `#if` condition, read from its text: `os(iOS) && !DEBUG`. Anything it cannot read is
/// one opaque condition, which any build may or may not satisfy.
package indirect enum CompilationCondition: Sendable, Equatable {
    /// `DEBUG`, `os(iOS)`, `canImport(UIKit)`, `swift(>=6.0)`: spelled without spaces.
    case atom(String)
    case constant(Bool)
    case not(CompilationCondition)
    case and(CompilationCondition, CompilationCondition)
    case or(CompilationCondition, CompilationCondition)

    package init(parsing text: String) {
        var parser = Parser(tokens: Parser.tokens(of: text))
        if let condition = parser.disjunction(), parser.position == parser.tokens.count {
            self = condition
        } else {
            self = .atom(String(text.filter { !$0.isWhitespace }))
        }
    }

    /// Every atom the condition mentions.
    package var atoms: Set<String> {
        switch self {
        case .atom(let name): return [name]
        case .constant: return []
        case .not(let operand): return operand.atoms
        case .and(let left, let right), .or(let left, let right): return left.atoms.union(right.atoms)
        }
    }

    /// Whether the condition holds when exactly the atoms `holds` says hold.
    package func holds(_ atomHolds: (String) -> Bool) -> Bool {
        switch self {
        case .atom(let name): return atomHolds(name)
        case .constant(let value): return value
        case .not(let operand): return !operand.holds(atomHolds)
        case .and(let left, let right): return left.holds(atomHolds) && right.holds(atomHolds)
        case .or(let left, let right): return left.holds(atomHolds) || right.holds(atomHolds)
        }
    }

    private struct Parser {
        var tokens: [String]
        var position = 0
        /// How many `!` and `(` the parser is inside: past a sane nesting, it gives up
        /// rather than recurse without bound on a garbage line.
        var depth = 0

        /// Names with their parenthesized arguments (`os(iOS)`), `!`, `&&`, `||`, `(` and `)`;
        /// comments dropped.
        static func tokens(of text: String) -> [String] {
            var tokens: [String] = []
            let characters = Array(text)
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if character.isWhitespace {
                    index += 1
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    break
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    index += 2
                    while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                    index += 2
                } else if (character == "&" || character == "|"), index + 1 < characters.count, characters[index + 1] == character {
                    tokens.append(String([character, character]))
                    index += 2
                } else if character.isLetter || character.isNumber || character == "_" {
                    var name = ""
                    while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                        name.append(characters[index])
                        index += 1
                    }
                    var lookahead = index
                    while lookahead < characters.count, characters[lookahead] == " " { lookahead += 1 }
                    if lookahead < characters.count, characters[lookahead] == "(" {
                        // `name(arguments)`: one atom, its arguments without spaces.
                        var depth = 0
                        index = lookahead
                        repeat {
                            if characters[index] == "(" { depth += 1 }
                            if characters[index] == ")" { depth -= 1 }
                            if !characters[index].isWhitespace { name.append(characters[index]) }
                            index += 1
                        } while index < characters.count && depth > 0
                    }
                    tokens.append(name)
                } else {
                    tokens.append(String(character))
                    index += 1
                }
            }
            return tokens
        }

        mutating func disjunction() -> CompilationCondition? {
            guard var result = conjunction() else { return nil }
            while position < tokens.count, tokens[position] == "||" {
                position += 1
                guard let right = conjunction() else { return nil }
                result = .or(result, right)
            }
            return result
        }

        mutating func conjunction() -> CompilationCondition? {
            guard var result = prefixed() else { return nil }
            while position < tokens.count, tokens[position] == "&&" {
                position += 1
                guard let right = prefixed() else { return nil }
                result = .and(result, right)
            }
            return result
        }

        mutating func prefixed() -> CompilationCondition? {
            guard position < tokens.count, depth < 64 else { return nil }
            depth += 1
            defer { depth -= 1 }
            let token = tokens[position]
            position += 1
            switch token {
            case "!":
                return prefixed().map { .not($0) }
            case "(":
                guard let inner = disjunction(), position < tokens.count, tokens[position] == ")" else { return nil }
                position += 1
                return inner
            case "true":
                return .constant(true)
            case "false":
                return .constant(false)
            default:
                guard let first = token.first, first.isLetter || first == "_" else { return nil }
                return .atom(token)
            }
        }
    }
}

// MARK: Builds

extension CompilationCondition {
    /// Every build worth telling apart: each subset of `atoms` that holds, with at most one
    /// `os(…)`, one `arch(…)` and one `targetEnvironment(…)` (a build is for one platform, one
    /// architecture and one environment).
    package static func builds(of atoms: [String]) -> [Set<String>] {
        var builds: [Set<String>] = [[]]
        for atom in atoms {
            builds += builds.compactMap { build in
                for family in ["os(", "arch(", "targetEnvironment("] where atom.hasPrefix(family) {
                    if build.contains(where: { $0.hasPrefix(family) }) { return nil }
                }
                return build.union([atom])
            }
        }
        return builds
    }

    /// Conjunctions of atoms (`DEBUG`, `!os(iOS)`) that together hold in every build of `builds` and
    /// in none of `others`: each build's own atoms, with every atom dropped that changes nothing.
    package static func cover(_ builds: [Set<String>], notTouching others: [Set<String>], atoms: [String]) -> [[String]] {
        var cubes: [[(atom: String, holds: Bool)]] = []
        func matches(_ cube: [(atom: String, holds: Bool)], _ build: Set<String>) -> Bool {
            cube.allSatisfy { build.contains($0.atom) == $0.holds }
        }
        for build in builds where !cubes.contains(where: { matches($0, build) }) {
            var cube = atoms.map { (atom: $0, holds: build.contains($0)) }
            for atom in atoms {
                let smaller = cube.filter { $0.atom != atom }
                if !others.contains(where: { matches(smaller, $0) }) { cube = smaller }
            }
            cubes.append(cube)
        }
        return cubes.map { $0.map { $0.holds ? $0.atom : "!" + $0.atom } }
    }
}
