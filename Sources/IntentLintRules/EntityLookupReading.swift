import IntentLintSupport
import IntentLintSyntax

/// What a query's `entities(for:)` does with the identifiers it is asked for, read from its body:
/// whether it answers nothing at all, and where it traps while looking one up.
package struct EntityLookup: Sendable {
    /// A place where the lookup stops the app, or (`throw`) fails for every identifier it was asked for.
    package struct Trap: Sendable {
        /// As written: `fatalError`, `preconditionFailure`, `try!`, `!`, `throw`.
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
/// `fatalError(…)`, `preconditionFailure(…)`, `try!` or `throw`, and a `!` after a call, subscript or
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
        guard let identifiers = body.parameters.first?.name, identifiers != "_", !range.isEmpty else { return lookup }
        // Which tokens run once per identifier, and which name the identifiers or an element of
        // them, as running counts: each question about a range is then a subtraction, however
        // the loops and closures nest.
        let scopes = scopes(over: identifiers)
        let elements = Set(scopes.flatMap(\.elements))
        var scopeDepth = [Int](repeating: 0, count: range.count + 1)
        for scope in scopes {
            scopeDepth[scope.range.lowerBound - range.lowerBound] += 1
            scopeDepth[scope.range.upperBound - range.lowerBound] -= 1
        }
        var identifierUses = [Int](repeating: 0, count: range.count + 1)
        var elementUses = [Int](repeating: 0, count: range.count + 1)
        var depth = 0
        for (offset, index) in range.enumerated() {
            depth += scopeDepth[offset]
            scopeDepth[offset] = depth
            let name = tokens[index].kind == .identifier ? source.name(index) : nil
            identifierUses[offset + 1] = identifierUses[offset] + (name == identifiers ? 1 : 0)
            elementUses[offset + 1] = elementUses[offset] + (name.map(elements.contains) == true ? 1 : 0)
        }
        func uses(_ counts: [Int], _ group: Range<Int>) -> Bool {
            counts[group.upperBound - range.lowerBound] > counts[group.lowerBound - range.lowerBound]
        }
        for index in range {
            let token = tokens[index]
            let isPerIdentifier = scopeDepth[index - range.lowerBound] > 0
            if isPerIdentifier, token.kind == .identifier, source.kind(index + 1) == .leftParen,
               source.is(index, "fatalError") || source.is(index, "preconditionFailure") {
                lookup.traps.append(.init(kind: source.name(index), location: source.location(index)))
            } else if isPerIdentifier, token.keyword == .throw {
                lookup.traps.append(.init(kind: "throw", location: source.location(index)))
            } else if isPerIdentifier, token.keyword == .try, source.kind(index + 1) == .exclamationMark, !tokens[index + 1].spaceBefore {
                lookup.traps.append(.init(kind: "try!", location: source.location(index)))
            } else if token.kind == .exclamationMark, !token.spaceBefore, index > range.lowerBound,
                      let opener = groupOpener(endingAt: index - 1, in: range),
                      uses(identifierUses, opener..<index) || (isPerIdentifier && uses(elementUses, opener..<index)) {
                lookup.traps.append(.init(kind: "!", location: source.location(index)))
            }
        }
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
                    // A closure that is an argument of its own: after `(`, `label:` or `,`.
                    let close = source.closer(of: cursor, limit: range.upperBound)
                    var inner = cursor + 1
                    while inner < close {
                        let kind = tokens[inner - 1].kind
                        if tokens[inner].kind == .leftBrace, kind == .leftParen || kind == .colon || kind == .comma {
                            found.append(closure(at: inner))
                        }
                        inner = source.isOpener(tokens[inner].kind) ? source.afterGroup(inner) : inner + 1
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

    /// The `{` of a loop whose sequence starts after `index`, within a few tokens.
    private func nextBrace(after index: Int) -> Int? {
        var cursor = index + 1
        while cursor < body.range.upperBound, cursor - index < 64 {
            if tokens[cursor].kind == .leftBrace { return cursor }
            cursor = tokens[cursor].kind == .leftParen || tokens[cursor].kind == .leftBracket ? source.afterGroup(cursor) : cursor + 1
        }
        return nil
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
}
