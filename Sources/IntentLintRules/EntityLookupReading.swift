import IntentLintSupport
import IntentLintSyntax

/// What a query's `entities(for:)` does with the identifiers it is asked for, read from its body:
/// whether it answers nothing at all, and where it traps while looking one up.
package struct EntityLookup: Sendable {
    /// A place where the lookup stops the app.
    package struct Trap: Sendable {
        /// As written: `fatalError`, `preconditionFailure`, `try!`, `!`.
        package var kind: String
        package var location: SourceLocation
    }

    /// The qualified name of the type whose method it is (`Outer.Inner`).
    package var enclosingType: String
    package var isAsync: Bool
    /// Set when the whole body is `[]` or `return []`: where the `[` is.
    package var answersNothingAt: SourceLocation?
    package var traps: [Trap]
}

/// Reads an `entities(for:)` body. A trap counts where it depends on an identifier: inside a loop
/// or closure over the identifiers (`for id in identifiers { … }`, `identifiers.map { … }`), a
/// `fatalError(…)`, `preconditionFailure(…)` or `try!`, and a `!` after a call, subscript or
/// closure that uses the identifier (`notes[id]!`, `store.note(id)!`, `first { $0.id == id }!`);
/// anywhere in the body, a `!` after a group that uses the identifiers themselves.
struct EntityLookupReading {
    let source: TokenizedSource
    let body: CodeBody

    private var tokens: UnsafeBufferPointer<Token> { source.tokens }

    func lookup() -> EntityLookup {
        var lookup = EntityLookup(enclosingType: body.typePath.joined(separator: "."), isAsync: body.isAsync, traps: [])
        let range = body.range
        var first = range.lowerBound
        if first < range.upperBound, tokens[first].keyword == .return { first += 1 }
        if first + 2 == range.upperBound, tokens[first].kind == .leftBracket, tokens[first + 1].kind == .rightBracket {
            lookup.answersNothingAt = source.location(first)
        }
        guard let identifiers = body.parameters.first?.name, identifiers != "_" else { return lookup }
        for (scope, elements) in scopes(over: identifiers) {
            lookup.traps += traps(in: scope, using: elements, everyTrap: true)
        }
        lookup.traps += traps(in: range, using: [identifiers], everyTrap: false)
        // One trap may sit in two scopes (a closure inside a loop): each place once, in order.
        var seen: Set<String> = []
        lookup.traps = lookup.traps.filter { seen.insert("\($0.location)").inserted }
            .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return lookup
    }

    /// The loops and closures that run once per identifier, with the names the identifier has in them.
    private func scopes(over identifiers: String) -> [(range: Range<Int>, elements: [String])] {
        var found: [(range: Range<Int>, elements: [String])] = []
        let range = body.range
        for index in range where tokens[index].kind == .identifier && source.name(index) == identifiers {
            if index > range.lowerBound, tokens[index - 1].keyword == .in {
                // `for id in identifiers {`: the pattern's names, the loop's body.
                var start = index - 2
                var names: [String] = []
                // Back over the pattern (`id`, `(offset, id)`, `case let id?`) to its `for`.
                while start >= range.lowerBound, tokens[start].keyword != .for {
                    let kind = tokens[start].kind
                    guard kind == .identifier || kind == .comma || kind == .leftParen || kind == .rightParen || kind == .questionMark
                    else { break }
                    if source.isName(start) { names.append(source.name(start)) }
                    start -= 1
                }
                guard start >= range.lowerBound, tokens[start].keyword == .for, let open = nextBrace(after: index), !names.isEmpty
                else { continue }
                found.append(((open + 1)..<source.closer(of: open, limit: range.upperBound), names))
            } else if source.kind(index + 1) == .period, source.isName(index + 2) {
                // `identifiers.map { … }`, `identifiers.compactMap({ id in … })`.
                var cursor = index + 3
                if source.kind(cursor) == .leftParen {
                    let close = source.closer(of: cursor, limit: range.upperBound)
                    for inner in (cursor + 1)..<close where tokens[inner].kind == .leftBrace
                        && (tokens[inner - 1].kind == .leftParen || tokens[inner - 1].kind == .colon || tokens[inner - 1].kind == .comma) {
                        found.append(closure(at: inner))
                    }
                    cursor = close + 1
                }
                if cursor < range.upperBound, tokens[cursor].kind == .leftBrace {
                    found.append(closure(at: cursor))
                }
            }
        }
        return found
    }

    /// A closure's body and the name of its first parameter (`$0` when it names none).
    private func closure(at open: Int) -> (range: Range<Int>, elements: [String]) {
        let close = source.closer(of: open, limit: body.range.upperBound)
        var names = ["$0"]
        if let signatureEnd = ExpressionParser(source: source).closureSignatureEnd(open: open, close: close) {
            names = ((open + 1)..<signatureEnd).filter { source.isName($0) && tokens[$0].keyword != .in }.map { source.name($0) }
        }
        return ((open + 1)..<close, names)
    }

    /// The `{` of a loop whose sequence starts after `index`.
    private func nextBrace(after index: Int) -> Int? {
        var cursor = index + 1
        while cursor < body.range.upperBound {
            if tokens[cursor].kind == .leftBrace { return cursor }
            cursor = tokens[cursor].kind == .leftParen || tokens[cursor].kind == .leftBracket ? source.afterGroup(cursor) : cursor + 1
        }
        return nil
    }

    /// The traps in `range`: every one (inside a per-identifier scope), or only `!` after a group
    /// that uses one of `names`.
    private func traps(in range: Range<Int>, using names: [String], everyTrap: Bool) -> [EntityLookup.Trap] {
        var found: [EntityLookup.Trap] = []
        for index in range {
            let token = tokens[index]
            if everyTrap, token.kind == .identifier, source.kind(index + 1) == .leftParen,
               source.is(index, "fatalError") || source.is(index, "preconditionFailure") {
                found.append(.init(kind: source.name(index), location: source.location(index)))
            } else if everyTrap, token.keyword == .try, source.kind(index + 1) == .exclamationMark, !tokens[index + 1].spaceBefore {
                found.append(.init(kind: "try!", location: source.location(index)))
            } else if token.kind == .exclamationMark, !token.spaceBefore, index > range.lowerBound,
                      let opener = groupOpener(endingAt: index - 1, in: range), uses(names, in: opener..<index) {
                found.append(.init(kind: "!", location: source.location(index)))
            }
        }
        return found
    }

    /// For a `)`, `]` or `}` at `index`, its opener, when it is in `range`.
    private func groupOpener(endingAt index: Int, in range: Range<Int>) -> Int? {
        switch tokens[index].kind {
        case .rightParen, .rightBracket, .rightBrace:
            let opener = Int(source.partner(of: index))
            return opener >= range.lowerBound && opener < index ? opener : nil
        default:
            return nil
        }
    }

    private func uses(_ names: [String], in range: Range<Int>) -> Bool {
        range.contains { tokens[$0].kind == .identifier && names.contains(source.name($0)) }
    }
}
