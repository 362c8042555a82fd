/// Decides whether a `#if` condition the manifest records holds for the oracle's compile:
/// this host's platform, no `-D` flags. Anything it does not understand is an error, so a
/// new fixture condition cannot be silently misjudged.
package struct CompilationConditions {
    package struct UnsupportedCondition: Error, CustomStringConvertible {
        package var description: String
    }

    /// The oracle type-checks for the machine the tests run on.
    package static let host: CompilationConditions = {
        #if os(Linux)
        return CompilationConditions(operatingSystem: "Linux")
        #elseif os(macOS)
        return CompilationConditions(operatingSystem: "macOS")
        #else
        return CompilationConditions(operatingSystem: "unknown")
        #endif
    }()

    package var operatingSystem: String
    /// Modules `canImport` finds: the toolchain's and the stub.
    package var importableModules: Set<String> = ["Foundation", "Dispatch", "AppIntents", "Glibc"]
    /// Apple-only modules `canImport` cannot find on Linux.
    package var unavailableModules: Set<String> = ["UIKit", "AppKit", "SwiftUI", "WidgetKit", "CoreSpotlight", "ActivityKit"]

    package func holds(_ condition: String) throws -> Bool {
        var parser = Parser(tokens: try Parser.tokenize(condition), conditions: self, text: condition)
        let value = try parser.disjunction()
        guard parser.position == parser.tokens.count else {
            throw UnsupportedCondition(description: "cannot read `\(condition)`")
        }
        return value
    }

    /// All of `conditions` hold.
    package func holds(all conditions: [String]) throws -> Bool {
        try conditions.allSatisfy(holds)
    }

    private struct Parser {
        var tokens: [String]
        var conditions: CompilationConditions
        var text: String
        var position = 0

        static func tokenize(_ text: String) throws -> [String] {
            var tokens: [String] = []
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if character == " " {
                    index = text.index(after: index)
                } else if "()!".contains(character) {
                    tokens.append(String(character))
                    index = text.index(after: index)
                } else if text[index...].hasPrefix("&&") || text[index...].hasPrefix("||") {
                    tokens.append(String(text[index...].prefix(2)))
                    index = text.index(index, offsetBy: 2)
                } else if character.isLetter || character.isNumber || character == "_" {
                    let end = text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
                    tokens.append(String(text[index..<end]))
                    index = end
                } else {
                    throw UnsupportedCondition(description: "unexpected `\(character)` in `\(text)`")
                }
            }
            return tokens
        }

        mutating func disjunction() throws -> Bool {
            var value = try conjunction()
            while next == "||" {
                position += 1
                value = try conjunction() || value
            }
            return value
        }

        mutating func conjunction() throws -> Bool {
            var value = try unary()
            while next == "&&" {
                position += 1
                value = try unary() && value
            }
            return value
        }

        mutating func unary() throws -> Bool {
            if next == "!" {
                position += 1
                return try !unary()
            }
            return try primary()
        }

        mutating func primary() throws -> Bool {
            guard let token = next else { throw UnsupportedCondition(description: "`\(text)` ends early") }
            position += 1
            if token == "(" {
                let value = try disjunction()
                try expect(")")
                return value
            }
            guard next == "(" else {
                // Custom flags are unset: the oracle passes no -D.
                return token == "true"
            }
            position += 1
            guard let argument = next else { throw UnsupportedCondition(description: "`\(text)` ends early") }
            position += 1
            try expect(")")
            switch token {
            case "os":
                return argument == conditions.operatingSystem
            case "canImport" where conditions.importableModules.contains(argument):
                return true
            case "canImport" where conditions.unavailableModules.contains(argument):
                return false
            default:
                throw UnsupportedCondition(description: "`\(token)(\(argument))` in `\(text)` is not modelled; add it to CompilationConditions")
            }
        }

        private var next: String? {
            position < tokens.count ? tokens[position] : nil
        }

        private mutating func expect(_ token: String) throws {
            guard next == token else { throw UnsupportedCondition(description: "expected `\(token)` in `\(text)`") }
            position += 1
        }
    }
}
