@testable import IntentLintSyntax

/// One file run through the declaration scanner, with lookups by dotted type path
/// (`Outer.Inner`) and a compact rendering of parsed expressions.
struct ScannedSource {
    let bytes: [UInt8]
    let file: FileSyntax

    /// Scans as the manifest does, keeping also the functions named `alsoKeepingFunctions`.
    init(_ text: String, path: String = "Sources/App/File.swift", alsoKeepingFunctions: Set<String> = []) {
        bytes = Array(text.utf8)
        var metadata = MetadataMembers.appIntents
        metadata.functionNames.formUnion(alsoKeepingFunctions)
        file = DeclarationScanner.scan(bytes, path: path, metadata: metadata)
    }

    var types: [TypeDeclaration] { file.types }

    /// The type at `path`, following nested types; the first match at each level.
    func type(_ path: String) -> TypeDeclaration? {
        var candidates = file.types
        var found: TypeDeclaration?
        for name in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let match = candidates.first(where: { $0.name == String(name) }) else { return nil }
            found = match
            candidates = match.nestedTypes
        }
        return found
    }

    /// `Type.property`: the property named last in `path`, in the type the rest names.
    func property(_ path: String) -> PropertyDeclaration? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let name = String(path[path.index(after: dot)...])
        return type(String(path[..<dot]))?.properties.first { $0.name == name }
    }

    var sketch: ExpressionSketch { ExpressionSketch(bytes: bytes) }

    /// The property's initializer, rendered.
    func initializer(_ path: String) -> String? {
        property(path)?.initializer.map { sketch.render($0.expression) }
    }

    /// The property's getter statements, rendered and joined with `; `.
    func getter(_ path: String) -> String? {
        property(path)?.getter.map { $0.statements.map(sketch.render).joined(separator: "; ") }
    }
}

/// Renders parsed expressions and statements in a compact, Swift-like notation so that a
/// test can state a whole tree in one line:
/// `AppShortcut(intent: OrderIntent(), phrases: ["Order \(.applicationName)"])`.
/// Unsupported expressions show as `⟨reason⟩`, unmodeled statements as `other(source)`.
struct ExpressionSketch {
    let bytes: [UInt8]

    func text(_ range: SourceRange) -> String {
        String(decoding: bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)
    }

    func render(_ expression: Expression) -> String {
        switch expression.kind {
        case .stringLiteral(let literal):
            let body = literal.segments.map { segment -> String in
                switch segment {
                case .text(let text):
                    return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                        .replacingOccurrences(of: "\"", with: "\\\"")
                case .interpolation(let arguments, _, _):
                    return "\\(" + render(arguments) + ")"
                }
            }.joined()
            return "\"" + body + "\""
        case .integerLiteral(let text), .floatLiteral(let text):
            return text
        case .booleanLiteral(let value):
            return String(value)
        case .nilLiteral:
            return "nil"
        case .identifier(let name):
            return name
        case .implicitMember(let name):
            return "." + name
        case .member(let base, let name):
            return render(base) + "." + name
        case .call(let callee, let arguments):
            return render(callee) + "(" + render(arguments) + ")"
        case .keyPath(let path):
            return "\\" + (path.root ?? "") + path.components.map { "." + $0 }.joined()
        case .array(let elements):
            return "[" + elements.map(render).joined(separator: ", ") + "]"
        case .dictionary(let elements):
            if elements.isEmpty { return "[:]" }
            return "[" + elements.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "]"
        case .closure(let statements):
            return statements.isEmpty ? "{}" : "{ " + statements.map(render).joined(separator: "; ") + " }"
        case .tuple(let elements):
            return "(" + render(elements) + ")"
        case .prefixOperator(let symbol, let operand):
            return symbol + render(operand)
        case .unsupported(let reason):
            return "⟨" + reason + "⟩"
        }
    }

    func render(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }.joined(separator: ", ")
    }

    func render(_ statement: Statement) -> String {
        switch statement {
        case .expression(let expression):
            return render(expression)
        case .returnStatement(let value, _):
            return value.map { "return " + render($0) } ?? "return"
        case .ifStatement(let statement):
            var result = "if " + statement.condition + " " + block(statement.thenBody)
            if let elseBody = statement.elseBody { result += " else " + block(elseBody) }
            return result
        case .conditionalCompilation(let clauses):
            return clauses.enumerated().map { position, clause in
                let directive = clause.condition.map { (position == 0 ? "#if " : "#elseif ") + $0 } ?? "#else"
                return directive + " " + block(clause.body)
            }.joined(separator: " ") + " #endif"
        case .other(let range, _):
            return "other(" + text(range) + ")"
        }
    }

    private func block(_ statements: [Statement]) -> String {
        statements.isEmpty ? "{}" : "{ " + statements.map(render).joined(separator: "; ") + " }"
    }
}

/// The scanner's expression parser run directly on a snippet: the first expression (or
/// the statements) rendered, and the source left after it.
struct ParsedText {
    let rendered: String?
    let rest: String

    /// Parses one expression from the start of `text`.
    init(expression text: String) {
        let bytes = Array(text.utf8)
        (rendered, rest) = bytes.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer) { source in
                var parser = ExpressionParser(source: source)
                var index = 0
                let expression = parser.parseExpression(&index, limit: source.count)
                return (expression.map(ExpressionSketch(bytes: bytes).render), ParsedText.rest(source, from: index))
            }
        }
    }

    /// Parses `text` as a statement list (a getter or closure body).
    init(statements text: String) {
        let bytes = Array(text.utf8)
        rendered = bytes.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer) { source in
                var parser = ExpressionParser(source: source)
                let statements = parser.parseStatements(0..<source.count, maximumCount: Int.max).statements
                return statements.map(ExpressionSketch(bytes: bytes).render).joined(separator: "; ")
            }
        }
        rest = ""
    }

    private static func rest(_ source: TokenizedSource, from index: Int) -> String {
        index < source.count ? source.text(from: source.tokens[index].start, to: Int32(source.bytes.count)) : ""
    }
}
