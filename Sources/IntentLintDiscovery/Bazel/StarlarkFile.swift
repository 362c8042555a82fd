/// A Bazel `BUILD` file's statements, parsed as Starlark: enough of the grammar to walk any
/// BUILD file (calls, assignments, lists, dictionaries, strings, operators, comprehensions,
/// conditional expressions, lambdas), with the values a static reading can use kept as they
/// are and the rest kept only as `.other`. Statements BUILD files may not hold (`def`, `if`,
/// `for` at the top) are a `Problem`, as is text that is not Starlark.
///
/// Depth-limited recursion and loops that always consume a byte or a token: no input makes
/// it crash or hang.
struct StarlarkFile {
    typealias Problem = LineProblem

    struct Expression: Sendable {
        indirect enum Kind: Sendable {
            case string(String)
            case number(String)
            /// A name: `srcs_list`, `True`, `None`.
            case name(String)
            case list([Expression])
            case tuple([Expression])
            case dictionary([(key: Expression, value: Expression)])
            case call(callee: Expression, arguments: [Argument])
            case attribute(Expression, String)
            /// `a + b`, and the other binary operators by their spelling.
            case binary(String, Expression, Expression)
            /// What a static reading cannot use: a comprehension, a conditional, a subscript, ….
            case other(String)
        }

        var kind: Kind
        var line: Int
    }

    struct Argument: Sendable {
        /// `name = value`; nil for a positional argument.
        var name: String?
        var value: Expression
        /// `*args` or `**kwargs`.
        var isUnpacked: Bool = false
    }

    enum Statement: Sendable {
        case expression(Expression)
        /// `NAME = value`; `isAugmented` for `NAME += value`.
        case assignment(name: String, value: Expression, isAugmented: Bool, line: Int)
        /// An assignment to something other than one name (`a, b = …`), which binds names
        /// this reading does not know the values of.
        case otherAssignment(names: [String], line: Int)
    }

    static let maximumDepth = 64

    /// The statements of `bytes`, a BUILD file's text.
    static func parse(_ bytes: [UInt8]) throws(Problem) -> [Statement] {
        var parser = StarlarkParser(tokens: try StarlarkLexer.tokens(bytes))
        return try parser.statements()
    }
}

// MARK: Tokens

private struct StarlarkToken {
    enum Kind: Equatable {
        case name(String)
        case string(String)
        case number(String)
        /// Punctuation and operators by their spelling.
        case symbol(String)
        /// The end of a logical line (line breaks inside brackets are no ends).
        case newline
        case end
    }

    var kind: Kind
    var line: Int
}

private enum StarlarkLexer {
    typealias Problem = StarlarkFile.Problem

    static func tokens(_ bytes: [UInt8]) throws(Problem) -> [StarlarkToken] {
        var tokens: [StarlarkToken] = []
        var position = 0
        var line = 1
        // Open brackets: line breaks inside them join lines.
        var depth = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x20, 0x09, 0x0C:
                position += 1
            case 0x0A, 0x0D:
                if depth == 0, let last = tokens.last, last.kind != .newline { tokens.append(StarlarkToken(kind: .newline, line: line)) }
                if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
                position += 1
                line += 1
            case UInt8(ascii: "#"):
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            case UInt8(ascii: "\\"):
                // A backslash at a line's end joins it with the next.
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                guard next == 0x0A || next == 0x0D else { throw Problem(line: line, message: "a '\\' outside a string that does not end its line") }
                position += next == 0x0D && position + 2 < bytes.count && bytes[position + 2] == 0x0A ? 3 : 2
                line += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let startLine = line
                let value = try string(bytes, &position, &line, isRaw: false)
                tokens.append(StarlarkToken(kind: .string(value), line: startLine))
            case _ where isNameByte(byte) && !(byte >= 0x30 && byte <= 0x39):
                let start = position
                while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
                let name = String(decoding: bytes[start..<position], as: UTF8.self)
                // String prefixes: `r"…"`, `b'…'`, `rb"…"`.
                if position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'"),
                   ["r", "b", "rb", "br"].contains(name.lowercased()) {
                    let startLine = line
                    let value = try string(bytes, &position, &line, isRaw: name.lowercased().contains("r"))
                    tokens.append(StarlarkToken(kind: .string(value), line: startLine))
                } else {
                    tokens.append(StarlarkToken(kind: .name(name), line: line))
                }
            case 0x30...0x39:
                let start = position
                while position < bytes.count, isNameByte(bytes[position]) || bytes[position] == UInt8(ascii: ".") { position += 1 }
                tokens.append(StarlarkToken(kind: .number(String(decoding: bytes[start..<position], as: UTF8.self)), line: line))
            default:
                let symbol = try self.symbol(bytes, position, line: line)
                position += symbol.utf8.count
                switch symbol {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth = max(0, depth - 1)
                default: break
                }
                tokens.append(StarlarkToken(kind: .symbol(symbol), line: line))
            }
        }
        if depth == 0, let last = tokens.last, last.kind != .newline { tokens.append(StarlarkToken(kind: .newline, line: line)) }
        tokens.append(StarlarkToken(kind: .end, line: line))
        return tokens
    }

    private static let symbols: [String] = [
        "//=", "**=", "<<=", ">>=", "**", "//", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "->",
        "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "=", "+", "-", "*", "/", "%", "<", ">", "&", "|", "^", "~",
    ]

    private static func symbol(_ bytes: [UInt8], _ position: Int, line: Int) throws(Problem) -> String {
        for symbol in symbols where bytes[position...].starts(with: symbol.utf8) { return symbol }
        let shown = bytes[position] < 0x80 ? "'\(Character(Unicode.Scalar(bytes[position])))'" : "a byte that is not ASCII"
        throw Problem(line: line, message: "\(shown) is not Starlark")
    }

    /// A string whose opening quote is at `position`: `"…"`, `'…'`, `"""…"""`, `'''…'''`.
    private static func string(_ bytes: [UInt8], _ position: inout Int, _ line: inout Int, isRaw: Bool) throws(Problem) -> String {
        let quote = bytes[position]
        let startLine = line
        let isTriple = position + 2 < bytes.count && bytes[position + 1] == quote && bytes[position + 2] == quote
        position += isTriple ? 3 : 1
        var result: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                if !isTriple {
                    position += 1
                    return String(decoding: result, as: UTF8.self)
                }
                if position + 2 < bytes.count, bytes[position + 1] == quote, bytes[position + 2] == quote {
                    position += 3
                    return String(decoding: result, as: UTF8.self)
                }
            }
            if byte == 0x0A || byte == 0x0D {
                guard isTriple else { break }
                line += 1
                if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A {
                    result.append(byte)
                    position += 1
                }
            } else if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                let next = bytes[position + 1]
                if isRaw {
                    // A raw string keeps the backslash; it only stops the quote after it from ending the string.
                    result += [byte, next]
                    if next == 0x0A { line += 1 }
                    position += 2
                    continue
                }
                position += 2
                switch next {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): result.append(next)
                case 0x0A: line += 1  // a line continued inside the string
                default: result += [byte, next]
                }
                continue
            }
            result.append(byte)
            position += 1
        }
        throw Problem(line: startLine, message: "a string that does not end")
    }
}

// MARK: Grammar

private struct StarlarkParser {
    typealias Problem = StarlarkFile.Problem
    typealias Expression = StarlarkFile.Expression

    let tokens: [StarlarkToken]
    private var index = 0

    init(tokens: [StarlarkToken]) {
        self.tokens = tokens
    }

    private var current: StarlarkToken { tokens[min(index, tokens.count - 1)] }

    private func isSymbol(_ symbol: String) -> Bool {
        current.kind == .symbol(symbol)
    }

    private func isName(_ name: String) -> Bool {
        current.kind == .name(name)
    }

    private mutating func expect(_ symbol: String) throws(Problem) {
        guard isSymbol(symbol) else { throw unexpected("'\(symbol)'") }
        index += 1
    }

    private func unexpected(_ wanted: String) -> Problem {
        let found: String
        switch current.kind {
        case .name(let name): found = "'\(name)'"
        case .string: found = "a string"
        case .number(let number): found = number
        case .symbol(let symbol): found = "'\(symbol)'"
        case .newline: found = "the line's end"
        case .end: found = "the file's end"
        }
        return Problem(line: current.line, message: "expected \(wanted), found \(found)")
    }

    mutating func statements() throws(Problem) -> [StarlarkFile.Statement] {
        var statements: [StarlarkFile.Statement] = []
        while current.kind != .end {
            if current.kind == .newline || isSymbol(";") {
                index += 1
                continue
            }
            if case .name(let keyword) = current.kind, ["def", "if", "for", "while", "class", "return", "try", "with"].contains(keyword) {
                throw Problem(line: current.line, message: "a `\(keyword)` statement, which a BUILD file cannot hold")
            }
            if isName("pass") {
                index += 1
                continue
            }
            let line = current.line
            let target = try expressionList(depth: 0)
            if isSymbol("=") || isSymbol("+=") || ["-=", "*=", "/=", "//=", "%=", "|=", "&=", "^=", "<<=", ">>=", "**="].contains(where: isSymbol) {
                let isPlain = isSymbol("=")
                let isAugmented = isSymbol("+=")
                index += 1
                let value = try expressionList(depth: 0)
                if case .name(let name) = target.kind, isPlain || isAugmented {
                    statements.append(.assignment(name: name, value: value, isAugmented: isAugmented, line: line))
                } else {
                    statements.append(.otherAssignment(names: StarlarkParser.names(in: target), line: line))
                }
            } else {
                statements.append(.expression(target))
            }
            guard current.kind == .newline || current.kind == .end || isSymbol(";") else { throw unexpected("the line's end") }
        }
        return statements
    }

    /// The names an assignment's target binds: `a`, `a, b`, `[a, (b, c)]`.
    private static func names(in target: Expression) -> [String] {
        switch target.kind {
        case .name(let name): return [name]
        case .tuple(let elements), .list(let elements): return elements.flatMap(names)
        default: return []
        }
    }

    /// `a` or `a, b` (a tuple without parentheses).
    private mutating func expressionList(depth: Int) throws(Problem) -> Expression {
        let first = try test(depth: depth)
        guard isSymbol(",") else { return first }
        var elements = [first]
        while isSymbol(",") {
            index += 1
            if current.kind == .newline || current.kind == .end || isSymbol("=") || isSymbol(")") { break }
            elements.append(try test(depth: depth))
        }
        return Expression(kind: .tuple(elements), line: first.line)
    }

    /// A full expression: `x if c else y`, `lambda: …`, or an `or` test.
    private mutating func test(depth: Int) throws(Problem) -> Expression {
        guard depth < StarlarkFile.maximumDepth else {
            throw Problem(line: current.line, message: "expressions nest deeper than \(StarlarkFile.maximumDepth) levels")
        }
        let line = current.line
        if isName("lambda") {
            index += 1
            while !isSymbol(":"), current.kind != .end, current.kind != .newline { index += 1 }
            try expect(":")
            _ = try test(depth: depth + 1)
            return Expression(kind: .other("a lambda"), line: line)
        }
        let value = try binary(level: 0, depth: depth + 1)
        if isName("if") {
            index += 1
            _ = try binary(level: 0, depth: depth + 1)
            guard isName("else") else { throw unexpected("'else'") }
            index += 1
            _ = try test(depth: depth + 1)
            return Expression(kind: .other("a conditional expression"), line: line)
        }
        return value
    }

    /// Binary operators, loosest first; `not` is a prefix at the comparison level.
    private static let levels: [[String]] = [
        ["or"], ["and"], ["==", "!=", "<", ">", "<=", ">=", "in", "not in"], ["|"], ["^"], ["&"], ["<<", ">>"], ["+", "-"],
        ["*", "/", "//", "%"],
    ]

    private mutating func binary(level: Int, depth: Int) throws(Problem) -> Expression {
        guard depth < StarlarkFile.maximumDepth else {
            throw Problem(line: current.line, message: "expressions nest deeper than \(StarlarkFile.maximumDepth) levels")
        }
        guard level < StarlarkParser.levels.count else { return try unary(depth: depth) }
        if level == 2, isName("not") {
            let line = current.line
            index += 1
            _ = try binary(level: level, depth: depth + 1)
            return Expression(kind: .other("a `not`"), line: line)
        }
        // Precedence levels are bounded; only nesting (brackets, prefixes) counts towards the depth.
        var left = try binary(level: level + 1, depth: depth)
        while let spelling = binaryOperator(at: level) {
            index += spelling == "not in" ? 2 : 1
            let right = try binary(level: level + 1, depth: depth)
            left = Expression(kind: .binary(spelling, left, right), line: left.line)
        }
        return left
    }

    private func binaryOperator(at level: Int) -> String? {
        for spelling in StarlarkParser.levels[level] {
            switch spelling {
            case "or", "and", "in":
                if isName(spelling) { return spelling }
            case "not in":
                if isName("not"), index + 1 < tokens.count, tokens[index + 1].kind == .name("in") { return spelling }
            default:
                if isSymbol(spelling) { return spelling }
            }
        }
        return nil
    }

    private mutating func unary(depth: Int) throws(Problem) -> Expression {
        if isSymbol("-") || isSymbol("+") || isSymbol("~") {
            let line = current.line
            index += 1
            _ = try unary(depth: depth + 1)
            return Expression(kind: .other("a signed value"), line: line)
        }
        let base = try primary(depth: depth)
        if isSymbol("**") {
            index += 1
            _ = try unary(depth: depth + 1)
            return Expression(kind: .other("a power"), line: base.line)
        }
        return base
    }

    /// An operand and what follows it: calls, subscripts, attributes.
    private mutating func primary(depth: Int) throws(Problem) -> Expression {
        var value = try operand(depth: depth)
        var suffixes = 0
        while true {
            suffixes += 1
            guard suffixes < 4 * StarlarkFile.maximumDepth else {
                throw Problem(line: current.line, message: "expressions nest deeper than \(StarlarkFile.maximumDepth) levels")
            }
            if isSymbol("(") {
                index += 1
                value = Expression(kind: .call(callee: value, arguments: try arguments(depth: depth + 1)), line: value.line)
            } else if isSymbol("[") {
                index += 1
                while !isSymbol("]") {
                    guard current.kind != .end else { throw unexpected("']'") }
                    if isSymbol(":") { index += 1 } else { _ = try test(depth: depth + 1) }
                }
                index += 1
                value = Expression(kind: .other("a subscript"), line: value.line)
            } else if isSymbol(".") {
                index += 1
                guard case .name(let name) = current.kind else { throw unexpected("a name after '.'") }
                index += 1
                value = Expression(kind: .attribute(value, name), line: value.line)
            } else {
                return value
            }
        }
    }

    private mutating func arguments(depth: Int) throws(Problem) -> [StarlarkFile.Argument] {
        var arguments: [StarlarkFile.Argument] = []
        while !isSymbol(")") {
            if isSymbol("*") || isSymbol("**") {
                index += 1
                arguments.append(StarlarkFile.Argument(name: nil, value: try test(depth: depth), isUnpacked: true))
            } else if case .name(let name) = current.kind, index + 1 < tokens.count, tokens[index + 1].kind == .symbol("=") {
                index += 2
                arguments.append(StarlarkFile.Argument(name: name, value: try test(depth: depth)))
            } else {
                arguments.append(StarlarkFile.Argument(name: nil, value: try test(depth: depth)))
            }
            if isSymbol(",") {
                index += 1
            } else if !isSymbol(")") {
                throw unexpected("',' or ')'")
            }
        }
        index += 1
        return arguments
    }

    private mutating func operand(depth: Int) throws(Problem) -> Expression {
        let line = current.line
        switch current.kind {
        case .name(let name):
            index += 1
            return Expression(kind: .name(name), line: line)
        case .number(let number):
            index += 1
            return Expression(kind: .number(number), line: line)
        case .string(var text):
            index += 1
            // Adjacent strings are one.
            while case .string(let more) = current.kind {
                text += more
                index += 1
            }
            return Expression(kind: .string(text), line: line)
        case .symbol("("):
            index += 1
            if isSymbol(")") {
                index += 1
                return Expression(kind: .tuple([]), line: line)
            }
            let inner = try expressionList(depth: depth + 1)
            if isName("for") { return try comprehension(closer: ")", line: line, depth: depth) }
            try expect(")")
            return inner
        case .symbol("["):
            index += 1
            var elements: [Expression] = []
            while !isSymbol("]") {
                elements.append(try test(depth: depth + 1))
                if isName("for") { return try comprehension(closer: "]", line: line, depth: depth) }
                if isSymbol(",") { index += 1 } else if !isSymbol("]") { throw unexpected("',' or ']'") }
            }
            index += 1
            return Expression(kind: .list(elements), line: line)
        case .symbol("{"):
            index += 1
            var entries: [(key: Expression, value: Expression)] = []
            while !isSymbol("}") {
                let key = try test(depth: depth + 1)
                try expect(":")
                let value = try test(depth: depth + 1)
                if isName("for") { return try comprehension(closer: "}", line: line, depth: depth) }
                entries.append((key, value))
                if isSymbol(",") { index += 1 } else if !isSymbol("}") { throw unexpected("',' or '}'") }
            }
            index += 1
            return Expression(kind: .dictionary(entries), line: line)
        default:
            throw unexpected("a value")
        }
    }

    /// The rest of `[x for x in y if c]` after its first element: read past, not evaluated.
    private mutating func comprehension(closer: String, line: Int, depth: Int) throws(Problem) -> Expression {
        while isName("for") || isName("if") {
            let isFor = isName("for")
            index += 1
            if isFor {
                _ = try binary(level: 3, depth: depth + 1)
                while isSymbol(",") {
                    index += 1
                    _ = try binary(level: 3, depth: depth + 1)
                }
                guard isName("in") else { throw unexpected("'in'") }
                index += 1
            }
            _ = try binary(level: 0, depth: depth + 1)
        }
        try expect(closer)
        return Expression(kind: .other("a comprehension"), line: line)
    }
}
