import IntentLintSyntax

/// The literal values of a Swift manifest, read without running it, for the readers of
/// `Package.swift` (`PackageDeclarationReader`) and Tuist's `Project.swift` (`TuistManifest`):
/// the names it binds once (`let core = "Core"`), and strings written as literals, those names
/// or interpolations of them. What it cannot read it throws as the innermost expression that
/// stopped it: Tuist's reader names that one, `Package.swift`'s (with `try?`) the whole argument.
struct ManifestLiterals {
    let source: TokenizedSource
    /// Whether `Type.name` is the binding of `name`: `Package.swift`'s reader binds the `static let`s
    /// of the manifest's types (`Paths.core`), Tuist's only the top level.
    let readsTypeMembers: Bool
    private var values: [String: Expression] = [:]
    /// Names bound more than once (in two `#if` branches, in two types), whose value is not known.
    private(set) var ambiguousNames: Set<String> = []

    /// Values that refer to values through names (`let a = b`) stop here.
    static let maximumDepth = 16

    /// The innermost expression that is not a literal the reading can settle.
    struct Unreadable: Error { var expression: Expression }

    init(source: TokenizedSource, readsTypeMembers: Bool) {
        self.source = source
        self.readsTypeMembers = readsTypeMembers
    }

    /// At `let name = value` or `var name: Type = value` (`index` at the keyword): the name, and
    /// where its value starts (nil when none is given).
    func binding(at index: Int, limit: Int) -> (name: String, valueStart: Int?)? {
        let tokens = source.tokens
        guard tokens[index].keyword == .let || tokens[index].keyword == .var, source.isName(index + 1) else { return nil }
        var cursor = index + 2
        if source.kind(cursor) == .colon {
            while cursor < limit, cursor < index + 64, tokens[cursor].kind != .equal, cursor == index + 2 || !tokens[cursor].newlineBefore {
                cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
            }
        }
        return (source.name(index + 1), source.kind(cursor) == .equal ? cursor + 1 : nil)
    }

    mutating func bind(_ name: String, to value: Expression) {
        if values.updateValue(value, forKey: name) != nil { ambiguousNames.insert(name) }
    }

    /// `name`'s value from here on, as a statement that changes it says (`name.append(x)`,
    /// `name = x`, read in order by Tuist's reader): a `var` changed is no second binding.
    mutating func rebind(_ name: String, to value: Expression) {
        guard !ambiguousNames.contains(name) else { return }
        values[name] = value
    }

    /// `name`'s value is not known from here on: code a static reading does not follow changes it.
    mutating func forget(_ name: String) {
        ambiguousNames.insert(name)
    }

    /// Whether `name` is bound at all (once, or more than once).
    func isBound(_ name: String) -> Bool {
        values[name] != nil
    }

    /// The value `name` is bound to, if it is bound once.
    func constant(_ name: String) -> Expression? {
        ambiguousNames.contains(name) ? nil : values[name]
    }

    /// The value a `name` (or, when types' members are read, `Type.name`) refers to, if it is bound once.
    func constant(of reference: Expression) -> Expression? {
        switch reference.kind {
        case .identifier(let name): return constant(name)
        case .member(let base, let name) where readsTypeMembers:
            guard case .identifier = base.kind else { return nil }
            return constant(name)
        default: return nil
        }
    }

    /// A string literal, a name bound to one, or an interpolation of those. `bindings` are the
    /// values of loop variables around the expression; the value of a name is read without them.
    func string(_ expression: Expression, _ bindings: [String: String] = [:], depth: Int = 0) throws(Unreadable) -> String {
        guard depth < ManifestLiterals.maximumDepth else { throw Unreadable(expression: expression) }
        switch expression.kind {
        case .stringLiteral(let literal):
            var text = ""
            for segment in literal.segments {
                switch segment {
                case .text(let part):
                    text += part
                case .interpolation(let arguments, _, _):
                    guard arguments.count == 1, arguments[0].label == nil else { throw Unreadable(expression: expression) }
                    text += try string(arguments[0].value, bindings, depth: depth + 1)
                }
            }
            return text
        default:
            if case .identifier(let name) = expression.kind, let bound = bindings[name] { return bound }
            guard let value = constant(of: expression) else { throw Unreadable(expression: expression) }
            return try string(value, depth: depth + 1)
        }
    }

    /// The expression's source on one line, shortened: messages are one line each.
    func snippet(_ expression: Expression) -> String {
        let text = source.text(from: expression.range.start, to: expression.range.end)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
        return words.count > 60 ? String(words.prefix(57)) + "…" : words
    }
}
