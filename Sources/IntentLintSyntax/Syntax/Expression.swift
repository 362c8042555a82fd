import IntentLintSupport

/// A byte range in a file.
public struct SourceRange: Hashable, Sendable {
    package var start: Int32
    package var end: Int32

    package init(start: Int32, end: Int32) {
        self.start = start
        self.end = end
    }
}

/// Just enough of Swift's expression grammar to read metadata: literals, names, member
/// access, calls with trailing closures, key paths, collections, closures (as statement
/// lists for result builders) and string interpolation. Anything else (operators, `try`,
/// ternaries, subscripts, `if` expressions) is `.unsupported` with what it was.
public struct Expression: Sendable {
    package var kind: ExpressionKind
    package var range: SourceRange
    package var location: SourceLocation

    package init(kind: ExpressionKind, range: SourceRange, location: SourceLocation) {
        self.kind = kind
        self.range = range
        self.location = location
    }
}

/// Only the cases that hold an expression directly are `indirect`: a leaf (a literal, a name, a
/// key path) kept inline costs its parent 24 bytes, where a box of its own was an allocation of
/// 40 to 48.
public enum ExpressionKind: Sendable {
    case stringLiteral(StringLiteral)
    case integerLiteral(String)
    case floatLiteral(String)
    case booleanLiteral(Bool)
    case nilLiteral
    /// A bare name: `foo`, `Self`, `self`, `String`.
    case identifier(String)
    /// `.name`, with the type left implicit.
    case implicitMember(String)
    /// `base.name`.
    indirect case member(base: Expression, name: String)
    /// `callee(arguments) { trailing } label: { trailing }`; trailing closures are appended
    /// to `arguments` with their labels.
    indirect case call(callee: Expression, arguments: [Argument])
    case keyPath(KeyPathExpression)
    case array([Expression])
    case dictionary([DictionaryElement])
    case closure([Statement])
    /// `(a, b)`; a parenthesized single expression is unwrapped instead.
    case tuple([Argument])
    /// `-1`, `!flag`.
    indirect case prefixOperator(String, Expression)
    /// Source the reader does not model; the string says what it was ("operator `+`").
    case unsupported(String)
}

public struct Argument: Sendable {
    package var label: String?
    package var value: Expression

    package init(label: String?, value: Expression) {
        self.label = label
        self.value = value
    }
}

public struct DictionaryElement: Sendable {
    package var key: Expression
    package var value: Expression

    package init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

/// `\Root.a.b` or `\.$param`.
public struct KeyPathExpression: Sendable {
    package var root: String?
    package var components: [String]
}

public struct StringLiteral: Sendable {
    package var segments: [StringSegment]
    package var isMultiline: Bool
    /// Number of `#`s of a raw string.
    package var hashCount: Int

    package init(segments: [StringSegment], isMultiline: Bool = false, hashCount: Int = 0) {
        self.segments = segments
        self.isMultiline = isMultiline
        self.hashCount = hashCount
    }
}

public enum StringSegment: Sendable {
    /// Literal text with escapes decoded and multi-line indentation removed.
    case text(String)
    /// `\(…)`: the interpolation's arguments (usually one unlabeled expression).
    case interpolation([Argument], SourceRange, SourceLocation)
}

/// A statement inside a closure or getter body, as result builders see them.
public enum Statement: Sendable {
    case expression(Expression)
    case returnStatement(Expression?, SourceLocation)
    case ifStatement(IfStatement)
    case conditionalCompilation([ConditionalCompilationClause])
    /// A declaration or statement the reader does not model (`let x = …`, `for`, `guard`).
    case other(SourceRange, SourceLocation)
}

public struct IfStatement: Sendable {
    /// The condition as written, e.g. `#available(iOS 18, *)`.
    package var condition: String
    package var isAvailabilityCheck: Bool
    package var thenBody: [Statement]
    /// `else { … }`; an `else if` is a single nested `.ifStatement`.
    package var elseBody: [Statement]?
    package var location: SourceLocation
}

public struct ConditionalCompilationClause: Sendable {
    /// The condition as written; nil for `#else`.
    package var condition: String?
    package var body: [Statement]
}

/// A piece of a file's source kept after the file's bytes are gone, so that expressions
/// inside it can quote themselves.
public struct SourceSnippet: Sendable {
    package var text: String
    /// Byte offset of `text` in its file.
    package var start: Int32

    package init(text: String, start: Int32) {
        self.text = text
        self.start = start
    }

    /// The source of `range`, which must lie inside this snippet.
    package func text(of range: SourceRange) -> String {
        let utf8 = text.utf8
        let lower = Int(range.start - start)
        let upper = Int(range.end - start)
        guard lower >= 0, upper <= utf8.count, lower <= upper else { return text }
        let from = utf8.index(utf8.startIndex, offsetBy: lower)
        let to = utf8.index(from, offsetBy: upper - lower)
        return String(decoding: utf8[from..<to], as: UTF8.self)
    }
}

/// An expression with its source text.
///
/// A class, so that a declaration holds a pointer to it: most properties and cases have no
/// parsed value, and a file of 100,000 types kept every property's room for one.
public final class ParsedExpression: Sendable {
    package let expression: Expression
    package let source: SourceSnippet

    package init(expression: Expression, source: SourceSnippet) {
        self.expression = expression
        self.source = source
    }

    package var text: String { source.text }

    package func text(of node: Expression) -> String { source.text(of: node.range) }
}

extension Expression {
    /// The name a call or reference is made through: `Foo` for `Foo(…)`, `Foo.init(…)`,
    /// `Module.Foo(…)`; `init` for `.init(…)`.
    package var calleeName: String? {
        switch kind {
        case .identifier(let name):
            return name
        case .implicitMember(let name):
            return name
        case .member(let base, let name):
            if name == "init" { return base.calleeName }
            return name
        case .call(let callee, _):
            return callee.calleeName
        default:
            return nil
        }
    }

    package var isImplicitMember: Bool {
        if case .implicitMember = kind { return true }
        return false
    }

    /// For `callee(args)`, the callee and the arguments.
    package var callParts: (callee: Expression, arguments: [Argument])? {
        if case .call(let callee, let arguments) = kind { return (callee, arguments) }
        return nil
    }

    /// The first argument with the given label (nil label: the first unlabeled one).
    package func argument(_ label: String?) -> Expression? {
        callParts?.arguments.first { $0.label == label }?.value
    }
}
