import Foundation
import IntentLintSupport
import IntentLintSyntax

/// Finds `id` values built from a position or a fresh `UUID()`, by following names through
/// one code body: loop counters, `enumerated()` offsets, `indices`, `firstIndex(of:)`, and
/// `let` bindings made from any of those. A position counts only when it becomes the value:
/// `Entity(id: "\(i)")` and `String(offset)` do, `items[i].key` does not (the index only
/// picks the element whose stored key is used). A name alone proves nothing: a parameter
/// called `row` may well hold a database row id.
///
/// Whether the constructed type is an `AppEntity` is decided later, module-wide; this only
/// records where an `id` comes from. The scanner passes only the bodies that mention `id`
/// or belong to an `id` property (`DeclarationReader.mayHoldID`).
struct IdentifierProvenance {
    let source: TokenizedSource
    let bodies: [CodeBody]

    /// The sites of a file: it is tokenized and its declarations read again, for the bodies
    /// that may hold an `id` (this runs only when `index-based-entity-id` does).
    static func sites(in bytes: [UInt8]) -> [IdentifierSite] {
        bytes.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer) { source in
                var reader = DeclarationReader(source: source, metadata: .appIntents)
                _ = reader.readFile()
                return IdentifierProvenance(source: source, bodies: reader.bodies).sites()
            }
        }
    }

    func sites() -> [IdentifierSite] {
        var sites: [IdentifierSite] = []
        for body in bodies {
            var walker = BodyWalker(source: source, body: body)
            sites.append(contentsOf: walker.walk())
        }
        return sites
    }
}

/// The identifier sites of each file, computed once per linter for identical bytes. Reading
/// them lexes and scans the whole file again, and the rule is handed the same bytes many times:
/// once for each module that compiles the file, and, in a module with a type declared more
/// than once, once for each declaration checked (`Linter.checkedDeclarationLimit`).
final class IdentifierSiteCache: @unchecked Sendable {
    /// One file's sites; its own lock, so that two modules asking for one file wait for one
    /// computation while other files' go on.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var sites: [IdentifierSite]?
    }

    /// A file's bytes as a dictionary key, hashed as one buffer: `[UInt8]`'s own hashing feeds
    /// the hasher a byte at a time, which cost more than the lexing it saves.
    private struct FileBytes: Hashable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private let lock = NSLock()
    private var entries: [FileBytes: Entry] = [:]
    private var computations = 0

    /// How many files' sites were computed, for tests.
    var computedFileCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return computations
    }

    func sites(in bytes: [UInt8]) -> [IdentifierSite] {
        let key = FileBytes(bytes: bytes)
        lock.lock()
        let entry: Entry
        if let known = entries[key] {
            entry = known
        } else {
            entry = Entry()
            entries[key] = entry
        }
        lock.unlock()
        entry.lock.lock()
        defer { entry.lock.unlock() }
        if let sites = entry.sites { return sites }
        let sites = IdentifierProvenance.sites(in: bytes)
        entry.sites = sites
        lock.lock()
        computations += 1
        lock.unlock()
        return sites
    }
}

/// One pass over one body, keeping the names in scope that hold positions.
private struct BodyWalker {
    let source: TokenizedSource
    let body: CodeBody

    private enum Meaning {
        case position(IdentifierSite.Provenance)
        /// The element of `enumerated()`: its `.offset` / `.0` is a position.
        case enumeratedPair
        /// A name that shadows an outer one and holds no position.
        case plain
    }

    private struct Binding {
        var name: String
        var meaning: Meaning
        var validFrom: Int
        var validUntil: Int
    }

    /// A value whose provenance is decided once the walk has passed its last token.
    private struct PendingValue {
        enum Purpose {
            case binding(String)
            case site(IdentifierSite.Construction, SourceLocation, textStart: Int)
        }

        var range: Range<Int>
        var purpose: Purpose
    }

    /// Names in scope, innermost last, each name's bindings listed apart so that looking
    /// up a name does not walk every binding of a deeply nested body.
    private struct Scope {
        private var bindings: [Binding] = []
        private var positionsByName: [String: [Int]] = [:]

        mutating func add(_ binding: Binding) {
            positionsByName[binding.name, default: []].append(bindings.count)
            bindings.append(binding)
        }

        /// Drops bindings whose scope ended before `index`; scopes nest, so those are the
        /// most recent ones.
        mutating func leave(upTo index: Int) {
            while let last = bindings.last, last.validUntil <= index {
                bindings.removeLast()
                positionsByName[last.name]?.removeLast()
            }
        }

        func meaning(of name: String, at index: Int) -> Meaning? {
            for position in (positionsByName[name] ?? []).reversed() {
                let binding = bindings[position]
                if binding.validFrom <= index && index < binding.validUntil { return binding.meaning }
            }
            return nil
        }
    }

    private var scope = Scope()
    /// Values waiting for the walk to pass their last token, by where they end (counted from
    /// the body's start): at each token only the values ending there are looked at.
    private var pendingByEnd: [[PendingValue]] = []
    /// Tokens found to carry a position, with what they carry.
    private var positionTokens: [PositionToken] = []
    /// Innermost-last open brackets.
    private var openBrackets: [Int] = []
    /// For each open bracket, the innermost open group that keeps a value inside it from
    /// reaching the whole (a subscript, a closure, a call of anything but a conversion), or
    /// -1: what a position token found now is `blockedBy`.
    private var blockingOpeners: [Int] = []
    /// Bracket depth at which a statement header (`if`, `for`, …) waits for its `{`.
    private var statementHeaderDepths: [Int] = []
    private var sites: [IdentifierSite] = []
    /// The body's tokens that tell what a sequence iterates, in order (see `sequenceKind`).
    private var enumeratedCalls: [Int] = []
    private var indicesMembers: [Int] = []
    private var rangeMarkers: [Int] = []

    init(source: TokenizedSource, body: CodeBody) {
        self.source = source
        self.body = body
    }

    private var tokens: UnsafeBufferPointer<Token> { source.tokens }
    /// The enclosing type's qualified name (`Outer.Inner`).
    private var enclosingType: String { body.typePath.joined(separator: ".") }

    mutating func walk() -> [IdentifierSite] {
        let range = body.range
        if body.propertyName == "id" {
            let construction = IdentifierSite.Construction.propertyDeclaration(typeName: enclosingType)
            let nameIndex = body.propertyNameIndex ?? range.lowerBound
            addPending(PendingValue(range: range, purpose: .site(construction, source.location(nameIndex), textStart: range.lowerBound)))
        }
        findSequenceMarkers()
        var index = range.lowerBound
        while index < range.upperBound {
            scope.leave(upTo: index)
            visit(index)
            index += 1
            resolvePending(endingAt: index)
        }
        return sites
    }

    // MARK: Visiting tokens

    private mutating func visit(_ index: Int) {
        let token = tokens[index]
        switch token.kind {
        case .leftBrace:
            openBrace(index)
            openBracket(index)
        case .leftParen, .leftBracket:
            openBracket(index)
        case .rightBrace, .rightParen, .rightBracket:
            if let last = openBrackets.last, source.partners[last] == Int32(index) {
                openBrackets.removeLast()
                blockingOpeners.removeLast()
            }
        case .identifier:
            switch token.keyword {
            case .for:
                readForLoop(index)
                statementHeaderDepths.append(openBrackets.count)
            case .if, .while, .guard, .switch, .catch:
                statementHeaderDepths.append(openBrackets.count)
            case .let, .var:
                readBinding(index)
            default:
                noteCandidate(index)
                notePosition(index)
            }
        default:
            break
        }
    }

    private mutating func openBracket(_ index: Int) {
        let outer = blockingOpeners.last ?? -1
        blockingOpeners.append(groupPassesValueOn(openedAt: index) ? outer : index)
        openBrackets.append(index)
    }

    private mutating func notePositionToken(_ index: Int, _ provenance: IdentifierSite.Provenance) {
        positionTokens.append(PositionToken(index: index, provenance: provenance, blockedBy: blockingOpeners.last ?? -1))
    }

    private mutating func openBrace(_ index: Int) {
        if let depth = statementHeaderDepths.last, depth == openBrackets.count {
            statementHeaderDepths.removeLast()
            return
        }
        readClosure(index)
    }

    /// Records whether the identifier at `index` carries a position.
    private mutating func notePosition(_ index: Int) {
        let afterPeriod = index > 0 && tokens[index - 1].kind == .period
        let name = source.name(index)
        if afterPeriod {
            switch name {
            case "firstIndex", "lastIndex":
                if source.kind(index + 1) == .leftParen {
                    notePositionToken(index, .indexLookup("\(name)(…)"))
                }
            case "indices":
                notePositionToken(index, .collectionIndices("indices"))
            case "offset":
                if index >= 2, case .enumeratedPair? = scope.meaning(of: source.name(index - 2), at: index) {
                    notePositionToken(index, .enumeratedOffset("\(source.name(index - 2)).offset"))
                }
            default:
                break
            }
            return
        }
        // An argument label is not a reference.
        if source.kind(index + 1) == .colon, let open = openBrackets.last, tokens[open].kind == .leftParen { return }
        if name == "UUID", source.kind(index + 1) == .leftParen, source.kind(index + 2) == .rightParen {
            notePositionToken(index, .freshUUID)
            return
        }
        switch scope.meaning(of: name, at: index) {
        case .position(let provenance)?:
            notePositionToken(index, provenance)
        case .enumeratedPair?:
            // `$0.0` is the offset too.
            if source.kind(index + 1) == .period, source.is(index + 2, "0") {
                notePositionToken(index, .enumeratedOffset("\(name).0"))
            }
        case .plain?, nil:
            break
        }
    }

    // MARK: Candidates

    private mutating func noteCandidate(_ index: Int) {
        guard tokens[index].length == 2, source.is(index, "id") else { return }
        let afterPeriod = index > 0 && tokens[index - 1].kind == .period
        // `Name(id: value)`. A label starts an argument, after `(` or `,`: in `A(id: a id: b …)`
        // only the first is one, so the line is not read again for every `id`.
        if !afterPeriod, source.kind(index + 1) == .colon, let open = openBrackets.last, tokens[open].kind == .leftParen,
           index - 1 == open || tokens[index - 1].kind == .comma, let typeName = constructedType(callOpenedAt: open) {
            let valueStart = index + 2
            let valueEnd = argumentEnd(from: valueStart, closer: source.closer(of: open, limit: tokens.count))
            guard valueEnd > valueStart else { return }
            addPending(PendingValue(range: valueStart..<valueEnd,
                                    purpose: .site(.initializerCall(typeName: typeName), source.location(index), textStart: index)))
            return
        }
        // `self.id = value` / `id = value` in an initializer, as a statement of its own (so
        // `self.id = self.id = …` is not read again for every `id`).
        guard body.kind == .initializer, source.kind(index + 1) == .equal else { return }
        let start = afterPeriod ? index - 2 : index
        guard start >= body.range.lowerBound, !afterPeriod || tokens[start].keyword == .self,
              tokens[start].newlineBefore || start == body.range.lowerBound
                || tokens[start - 1].kind == .semicolon || tokens[start - 1].kind == .leftBrace else { return }
        let valueStart = index + 2
        let valueEnd = ExpressionParser(source: source).skipExpression(from: valueStart, limit: body.range.upperBound)
        guard valueEnd > valueStart else { return }
        addPending(PendingValue(range: valueStart..<valueEnd,
                                purpose: .site(.assignmentInInitializer(typeName: enclosingType), source.location(start), textStart: start)))
    }

    /// The type built by the call whose `(` is at `open`: `Item(`, `Module.Item(`,
    /// `Item.init(`, `Self(`, `self.init(`, or `.init(` (the body's declared return type).
    private func constructedType(callOpenedAt open: Int) -> String? {
        var callee = open - 1
        guard callee >= body.range.lowerBound, tokens[callee].kind == .identifier else { return nil }
        if source.is(callee, "init") {
            guard callee >= 1, tokens[callee - 1].kind == .period else { return nil }
            if callee >= 2, tokens[callee - 2].kind == .identifier, tokens[callee - 2].keyword != .return,
               tokens[callee - 2].keyword != .in {
                callee -= 2
                if tokens[callee].keyword == .self || tokens[callee].keyword == .Self { return enclosingType }
            } else {
                // `.init(…)` is taken to build the body's return type (`return .init(…)`,
                // `result.append(.init(…))`), but not after a label or `=`: `model: .init(id: id)`
                // builds the parameter's type, `let x: T = .init(…)` a `T`.
                let before = callee - 2
                if before >= body.range.lowerBound, tokens[before].kind == .colon || tokens[before].kind == .equal { return nil }
                return body.returnType.flatMap(BodyWalker.elementTypeName)
            }
        }
        if tokens[callee].keyword == .Self { return enclosingType }
        guard source.startsUppercase(callee) else { return nil }
        return source.name(callee)
    }

    /// `Item` from `[Item]`, `Item?`, `some Collection<Item>`-free spellings.
    static func elementTypeName(_ type: String) -> String? {
        let trimmed = type.trimmed("[]?! ")
        guard let first = trimmed.first, first.isUppercase, trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        return trimmed.split(separator: ".").last.map(String.init)
    }

    /// End of an argument's value: the next `,` at this level, or the call's `)`.
    private func argumentEnd(from start: Int, closer: Int) -> Int {
        var cursor = start
        while cursor < closer, tokens[cursor].kind != .comma {
            cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return min(cursor, closer)
    }

    // MARK: Bindings

    /// `for pattern in sequence { … }`. Neither the pattern nor the sequence holds another
    /// `for` outside brackets: stopping there keeps `for a in for b in …` from reading the
    /// rest of the line again for every loop.
    private mutating func readForLoop(_ index: Int) {
        var cursor = index + 1
        let limit = body.range.upperBound
        var names: [String] = []
        while cursor < limit, tokens[cursor].keyword != .in {
            if tokens[cursor].kind == .leftBrace || tokens[cursor].keyword == .for { return }
            if source.isName(cursor), tokens[cursor].keyword != .case { names.append(source.name(cursor)) }
            cursor += 1
        }
        let sequenceStart = cursor + 1
        cursor = sequenceStart
        while cursor < limit, tokens[cursor].kind != .leftBrace {
            if tokens[cursor].keyword == .for { return }
            cursor = tokens[cursor].kind == .leftParen || tokens[cursor].kind == .leftBracket ? source.afterGroup(cursor) : cursor + 1
        }
        guard cursor < limit, !names.isEmpty else { return }
        let bodyOpen = cursor
        let bodyClose = source.closer(of: bodyOpen, limit: limit)
        let meanings = BodyWalker.meanings(of: names, iterating: sequenceKind(sequenceStart..<bodyOpen))
        for (name, meaning) in zip(names, meanings) {
            scope.add(Binding(name: name, meaning: meaning, validFrom: bodyOpen, validUntil: bodyClose))
        }
    }

    private enum SequenceKind {
        case enumerated, indices, range, other
    }

    /// What the tokens in `range` iterate: the first `enumerated()` or `.indices` in it
    /// decides, else a range operator or `stride`. Read from the marker lists, so that nested
    /// loops and calls do not read the same tokens again.
    private func sequenceKind(_ range: Range<Int>) -> SequenceKind {
        func firstMarker(_ markers: [Int]) -> Int? {
            let first = markers.firstIndex(keyAtLeast: range.lowerBound) { $0 }
            return first < markers.count && markers[first] < range.upperBound ? markers[first] : nil
        }
        switch (firstMarker(enumeratedCalls), firstMarker(indicesMembers)) {
        case let (enumerated?, indices?): return enumerated < indices ? .enumerated : .indices
        case (_?, nil): return .enumerated
        case (nil, _?): return .indices
        case (nil, nil): return firstMarker(rangeMarkers) == nil ? .other : .range
        }
    }

    private mutating func findSequenceMarkers() {
        for cursor in body.range {
            let token = tokens[cursor]
            if token.kind == .identifier {
                if source.is(cursor, "enumerated"), source.kind(cursor + 1) == .leftParen { enumeratedCalls.append(cursor) }
                if source.is(cursor, "indices"), cursor > 0, tokens[cursor - 1].kind == .period { indicesMembers.append(cursor) }
                if source.is(cursor, "stride") { rangeMarkers.append(cursor) }
            } else if token.kind == .operator, source.is(cursor, "..<") || source.is(cursor, "...") {
                rangeMarkers.append(cursor)
            }
        }
    }

    /// What the bound names hold when iterating a sequence of the given kind.
    private static func meanings(of names: [String], iterating kind: SequenceKind) -> [Meaning] {
        var meanings = [Meaning](repeating: .plain, count: names.count)
        guard !names.isEmpty else { return meanings }
        switch kind {
        case .enumerated:
            meanings[0] = names.count >= 2 ? .position(.enumeratedOffset(names[0])) : .enumeratedPair
        case .indices:
            meanings[0] = .position(.collectionIndices(names[0]))
        case .range:
            meanings[0] = .position(.loopCounter(names[0]))
        case .other:
            break
        }
        return meanings
    }

    /// A closure `{ … }` at `open`: its parameters (or `$0`, `$1`) hold positions when it is
    /// passed to a method of `xs.enumerated()`, `xs.indices` or `(0..<n)`.
    private mutating func readClosure(_ open: Int) {
        let close = source.closer(of: open, limit: body.range.upperBound)
        var names: [String] = []
        if let signatureEnd = ExpressionParser(source: source).closureSignatureEnd(open: open, close: close) {
            var cursor = open + 1
            var enteredParameterClause = false
            while cursor < signatureEnd {
                if tokens[cursor].kind == .leftParen && !enteredParameterClause {
                    enteredParameterClause = true
                    cursor += 1
                    continue
                }
                // A capture list, or a type in the signature: it binds no names, and skipping
                // it keeps closures nested in it from being read once for every level.
                if source.isOpener(tokens[cursor].kind) {
                    cursor = source.afterGroup(cursor)
                    continue
                }
                if source.isName(cursor), tokens[cursor].keyword == .none || tokens[cursor].keyword.isContextual,
                   cursor == open + 1 || tokens[cursor - 1].kind != .colon,
                   let next = source.kind(cursor + 1), next == .comma || next == .rightParen || next == .colon || tokens[cursor + 1].keyword == .in {
                    names.append(source.name(cursor))
                }
                cursor += 1
            }
        } else {
            names = ["$0"]
        }
        let meanings = BodyWalker.meanings(of: names, iterating: receiverKind(beforeClosure: open))
        for (name, meaning) in zip(names, meanings) {
            scope.add(Binding(name: name, meaning: meaning, validFrom: open, validUntil: close))
        }
    }

    /// For `receiver.method(…) {` or `receiver.method {`, what the receiver iterates.
    private func receiverKind(beforeClosure open: Int) -> SequenceKind {
        var cursor = open - 1
        let lower = body.range.lowerBound
        if cursor >= lower, tokens[cursor].kind == .rightParen {
            let opener = Int(source.partners[cursor])
            guard opener >= lower else { return .other }
            cursor = opener - 1
        }
        guard cursor - 1 >= lower, tokens[cursor].kind == .identifier, tokens[cursor - 1].kind == .period else { return .other }
        // Walk back over the receiver's postfix chain.
        var start = cursor - 1
        while start - 1 >= lower {
            let previous = tokens[start - 1]
            if previous.kind == .rightParen || previous.kind == .rightBracket {
                let opener = Int(source.partners[start - 1])
                guard opener >= lower else { break }
                start = opener
                // A call's callee, or a parenthesized range like `(0..<n)`.
                continue
            }
            if previous.kind == .identifier || previous.kind == .period || previous.kind == .integerLiteral
                || ((previous.kind == .questionMark || previous.kind == .exclamationMark) && !previous.spaceBefore) {
                start -= 1
                continue
            }
            break
        }
        return sequenceKind(start..<(cursor - 1))
    }

    /// `let name = value`, `if let name = value`, `guard let name = value`.
    private mutating func readBinding(_ index: Int) {
        let nameIndex = index + 1
        guard source.isName(nameIndex) else { return }
        var cursor = nameIndex + 1
        if source.kind(cursor) == .colon {
            cursor = ExpressionParser(source: source).skipType(from: cursor + 1, limit: body.range.upperBound)
        }
        guard source.kind(cursor) == .equal else { return }
        let valueStart = cursor + 1
        let valueEnd = bindingValueEnd(from: valueStart)
        guard valueEnd > valueStart else { return }
        addPending(PendingValue(range: valueStart..<valueEnd, purpose: .binding(source.name(nameIndex))))
    }

    /// A binding's value ends at the line's end, or, in a condition, at `,`, `{` or `else`.
    /// It holds no `let` or `var` outside brackets: ending there keeps `let a = let b = …`
    /// from reading the rest of the line again for every binding.
    private func bindingValueEnd(from start: Int) -> Int {
        let inCondition = statementHeaderDepths.last == openBrackets.count
        let limit = body.range.upperBound
        var cursor = start
        while cursor < limit {
            let token = tokens[cursor]
            if cursor > start {
                if token.kind == .semicolon || token.kind == .rightBrace || token.kind == .rightParen || token.kind == .rightBracket { break }
                if inCondition && (token.kind == .comma || token.kind == .leftBrace || token.keyword == .else) { break }
                if token.newlineBefore && !ExpressionParser.continuesExpression(token) { break }
                if token.keyword == .let || token.keyword == .var { break }
            }
            cursor = source.isOpener(token.kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return min(cursor, limit)
    }

    // MARK: Resolving values

    private mutating func addPending(_ value: PendingValue) {
        // The value of a call left open ends past the body: it is decided at the body's end.
        let slot = min(value.range.upperBound, body.range.upperBound) - body.range.lowerBound
        if slot >= pendingByEnd.count {
            pendingByEnd += Array(repeating: [], count: slot + 1 - pendingByEnd.count)
        }
        pendingByEnd[slot].append(value)
    }

    /// Decides the values whose last token is just before `index`.
    private mutating func resolvePending(endingAt index: Int) {
        let slot = index - body.range.lowerBound
        guard slot < pendingByEnd.count, !pendingByEnd[slot].isEmpty else { return }
        let values = pendingByEnd[slot]
        pendingByEnd[slot] = []
        for value in values {
            let provenance = derivedProvenance(in: value.range)
            switch value.purpose {
            case .binding(let name):
                // A binding made from anything else still hides an outer name that held a position.
                let scopeEnd = openBrackets.last.map { source.closer(of: $0, limit: body.range.upperBound) } ?? body.range.upperBound
                scope.add(Binding(name: name, meaning: provenance.map(Meaning.position) ?? .plain,
                                  validFrom: value.range.upperBound, validUntil: scopeEnd))
            case .site(let construction, let location, let textStart):
                guard let provenance, isUnstable(provenance, construction: construction, value: value.range) else { continue }
                let text = source.text(tokens: textStart..<value.range.upperBound)
                sites.append(IdentifierSite(construction: construction, provenance: provenance, location: location, text: text,
                                            function: body.functionSelector, isInAsyncFunction: body.isAsync,
                                            enclosingType: enclosingType))
            }
        }
    }

    /// What the value in `range` is made from: the first position or fresh `UUID()` in it
    /// that becomes the value, or part of it. `positionTokens` is in source order.
    private func derivedProvenance(in range: Range<Int>) -> IdentifierSite.Provenance? {
        let low = positionTokens.firstIndex(keyAtLeast: range.lowerBound) { $0.index }
        // A value holding more candidates than this is not something to be sure about.
        var candidate = low
        while candidate < positionTokens.count, positionTokens[candidate].index < range.upperBound, candidate - low < 16 {
            let token = positionTokens[candidate]
            if token.blockedBy < range.lowerBound, let flowing = provenanceIfItFlows(token.provenance, at: token.index, into: range) {
                return flowing
            }
            candidate += 1
        }
        return nil
    }

    /// The provenance of the token at `index` if its value reaches the value in `range`, given
    /// that no group between them stops it (`blockedBy`): it is not the base of a member
    /// (`i.someProperty`), subscripted or called; conversions (`i.description`) pass it on.
    private func provenanceIfItFlows(_ provenance: IdentifierSite.Provenance, at index: Int,
                                     into range: Range<Int>) -> IdentifierSite.Provenance? {
        // What follows the token: only conversions may.
        var end = index + 1
        if provenance == .freshUUID, source.kind(end) == .leftParen {
            end = source.afterGroup(end)  // `UUID()` itself, not a name bound to one
        } else if case .indexLookup = provenance, source.kind(end) == .leftParen {
            end = source.afterGroup(end)
        } else if source.kind(end) == .period, end + 1 < tokens.count, tokens[end + 1].kind == .integerLiteral {
            end += 2  // `$0.0` of `enumerated()`
        }
        while end < range.upperBound {
            let token = tokens[end]
            if (token.kind == .exclamationMark || token.kind == .questionMark) && !token.spaceBefore {
                end += 1
            } else if token.kind == .period, source.isName(end + 1) {
                guard provenance == .freshUUID || ["description", "uuidString"].contains(source.name(end + 1)) else { return nil }
                end += 2
            } else if (token.kind == .leftParen || token.kind == .leftBracket) && !token.spaceBefore {
                return nil
            } else {
                break
            }
        }
        if provenance == .freshUUID, index - 1 >= range.lowerBound, source.is(index - 1, "??") {
            return .uuidFallback(source.text(tokens: range.lowerBound..<(index - 1)).trimmed())
        }
        return provenance
    }

    /// Whether a value inside the group opened at `open` is passed on to the whole: yes for
    /// parentheses, array literals and conversions (strings and interpolations, which are not
    /// tracked as brackets, pass too); no for subscripts, closures and calls of anything else.
    private func groupPassesValueOn(openedAt open: Int) -> Bool {
        let previous = open > body.range.lowerBound ? tokens[open - 1] : nil
        let adjacent = previous != nil && !tokens[open].spaceBefore
        switch tokens[open].kind {
        case .leftBrace:
            return false
        case .leftBracket:
            guard let previous, adjacent else { return true }
            switch previous.kind {
            // `items[i]`, `self[i]`, `f()[i]`: a subscript picks an element.
            case .identifier: return !(previous.keyword == .none || previous.keyword == .self || previous.keyword == .Self)
            case .rightParen, .rightBracket, .questionMark, .exclamationMark: return false
            default: return true
            }
        case .leftParen:
            guard let previous, adjacent else { return true }
            switch previous.kind {
            case .identifier:
                guard previous.keyword == .none else { return true }
                return BodyWalker.conversions.contains(source.name(open - 1))
            case .rightParen, .rightBracket, .questionMark, .exclamationMark, .rightBrace:
                return false
            default:
                return true
            }
        default:
            return true
        }
    }

    private struct PositionToken {
        var index: Int
        var provenance: IdentifierSite.Provenance
        /// The innermost group around the token that stops its value, or -1.
        var blockedBy: Int
    }

    /// Initializers that turn a number into an identifier without choosing another value.
    private static let conversions: Set<String> = [
        "String", "Substring", "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32",
        "UInt16", "UInt8", "Double", "Float", "CGFloat", "NSNumber", "Decimal",
    ]

    /// A `UUID()` in a `var id` default can be replaced by a stored value (memberwise init,
    /// decoding); only a `let` default or a computed id makes every instance new.
    private func isUnstable(_ provenance: IdentifierSite.Provenance, construction: IdentifierSite.Construction, value: Range<Int>) -> Bool {
        guard provenance == .freshUUID, case .propertyDeclaration = construction, body.kind == .propertyInitializer else { return true }
        // The declaration keyword sits before `id [: Type] =`.
        var cursor = value.lowerBound - 1
        while cursor > 0, tokens[cursor].keyword != .let, tokens[cursor].keyword != .var { cursor -= 1 }
        return tokens[cursor].keyword == .let
    }
}

/// An `id` built from something other than the data it identifies.
public struct IdentifierSite: Sendable {
    public enum Construction: Sendable, Equatable {
        /// `Name(id: …)`; the name as written (`Self` is resolved to the enclosing type).
        case initializerCall(typeName: String)
        /// `self.id = …` or `id = …` inside an initializer of the enclosing type.
        case assignmentInInitializer(typeName: String)
        /// The type's own `id` property (`let id = UUID()`, `var id: UUID { UUID() }`).
        case propertyDeclaration(typeName: String)
    }

    /// Where the value comes from. A position counts only when it becomes the value (or part
    /// of it, through string interpolation, arithmetic or a conversion such as `String(i)`);
    /// one that only selects an element (`items[i].key`) does not.
    public enum Provenance: Sendable, Equatable {
        /// The `offset` of `enumerated()`, bound to the given name (`$0.offset`, `(i, x)`).
        case enumeratedOffset(String)
        /// A `for` loop counter over a range or `indices`.
        case loopCounter(String)
        /// `indices` of a collection.
        case collectionIndices(String)
        /// `firstIndex(of:)`, `firstIndex(where:)`, `lastIndex(…)`.
        case indexLookup(String)
        /// A `UUID()` made where the entity is built: a new identifier every time.
        case freshUUID
        /// `… ?? UUID()`: a new identifier whenever the stored one is missing or malformed.
        case uuidFallback(String)

        public var isPosition: Bool {
            switch self {
            case .enumeratedOffset, .loopCounter, .collectionIndices, .indexLookup: return true
            case .freshUUID, .uuidFallback: return false
            }
        }
    }

    public var construction: Construction
    public var provenance: Provenance
    public var location: SourceLocation
    /// The `id` argument or assignment as written.
    public var text: String
    /// The function the site is in (its selector, `entities(for:)`), nil outside functions.
    public var function: String?
    public var isInAsyncFunction: Bool
    /// The qualified name of the type the site is in (`Outer.Inner`), "" at file level.
    public var enclosingType: String
}
