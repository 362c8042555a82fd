#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest

/// Finds `id` values built from a position or a fresh `UUID()`, by following names through
/// one code body: loop counters, `enumerated()` offsets, `indices`, `firstIndex(of:)`, and
/// `let` bindings made from any of those. A position counts only when it becomes the value:
/// `Entity(id: "\(i)")` and `String(offset)` do, `items[i].key` does not (the index only
/// picks the element whose stored key is used). A name alone proves nothing: a parameter
/// called `row` may well hold a database row id.
///
/// It also records what the rule joins across the module's files: each initializer that
/// sets `id` (to a fresh value, from its parameters, or otherwise), each call that passes a
/// position or a fresh UUID under any label (`Entity(index: $0.offset)` is a site when an
/// initializer makes `index` the `id`), and each write to an `id` outside initializers.
///
/// Whether the constructed type is an `AppEntity` is decided later, module-wide; this only
/// records where an `id` comes from. It reads only the bodies the scanner keeps for the rules
/// (`CodeBodyInterests.rules`): those that mention `id` or belong to an `id` property
/// (`CodeBodyInterest.identifierMentions`), those that may make an `id`'s value
/// (`identifierValues`), and a query's methods (`queryAnswers`).
struct IdentifierProvenance {
    let source: TokenizedSource
    let bodies: [CodeBody]

    func facts() -> IdentifierFacts {
        var facts = IdentifierFacts()
        for body in bodies {
            var walker = BodyWalker(source: source, body: body)
            walker.walk(into: &facts)
            if body.kind == .function, body.functionSelector == "entities(for:)", !body.typePath.isEmpty {
                facts.lookups.append(EntityLookupReading(source: source, body: body).lookup())
            }
        }
        return facts
    }
}

extension CodeBodyInterest {
    /// Bodies that mention `id`, and an `id` property's initializer or getter: every initializer
    /// that sets `id`, and every write to one, is among them. An initializer's body that is one
    /// may give `id` a value (`InitializerDeclaration.mayGiveID`).
    static let identifierMentions = CodeBodyInterest(name: "id-mentions", cues: ["id"], propertyNames: ["id"])

    /// Bodies that may make a value a call passes to an initializer that makes it an entity's `id`
    /// (`Entity(index: $0.offset)`): a position (`enumerated`, `indices`, `firstIndex`,
    /// `lastIndex`, `stride`, a range only where it is iterated) or a fresh `UUID`, in code that
    /// calls an initializer with a label. Most bodies make none, and are never recorded.
    static let identifierValues = CodeBodyInterest(
        name: "id-values", cues: ["UUID", "stride", "indices", "lastIndex", "firstIndex", "enumerated", "..<", "...", "hashValue", "hash",
                                  "ObjectIdentifier", "unsafeBitCast", "Unmanaged"],
        readsBodyWithCue: { source, range, cues in IdentifierValueCues(source: source).mayMakeAnIDValue(range, cues: cues) })

    /// The functions the manifest keeps (`MetadataMembers.appIntents`): a query's methods, whose
    /// answers `index-based-entity-id` follows (`IndexBasedEntityIDRule.queryAnswers`) and whose
    /// `entities(for:)` `entity-query-lookup` reads, whatever they mention.
    static let queryAnswers = CodeBodyInterest(name: "query-answers", functionNames: MetadataMembers.appIntents.functionNames.sorted())
}

extension FileSyntax {
    /// Whether a body of the file mentions `id` or belongs to an `id` property (else its kept
    /// bodies only make positions or UUIDs, which matter only where a call passes one to an
    /// initializer that makes it an entity's `id`, or are a query's methods).
    var codeBodiesMentionID: Bool { keepsBytes(for: .identifierMentions) }
}

extension InitializerDeclaration {
    /// Whether the body may give `id` a value: it mentions `id`, or hands the instance over to
    /// another initializer or assigns `self`. One that does not leaves a stored `id` its default.
    var mayGiveID: Bool { handsOver || bodyInterests.contains(CodeBodyInterest.identifierMentions.name) }
}

/// Whether code may make an `id`'s value from its `identifierValues` cues.
private struct IdentifierValueCues {
    let source: TokenizedSource
    private var tokens: UnsafeBufferPointer<Token> { source.tokens }

    /// Whether the body `range` makes a position or a UUID in code that calls an initializer
    /// with a label, given the file's cues.
    func mayMakeAnIDValue(_ range: Range<Int>, cues: [Int]) -> Bool {
        var cue = cues.firstIndex(keyAtLeast: range.lowerBound) { $0 }
        var buildsInBody: Bool?
        while cue < cues.count, cues[cue] < range.upperBound {
            if tokens[cues[cue]].kind == .identifier {
                if buildsInBody == nil { buildsInBody = buildsWithALabel(range) }
                if buildsInBody == true { return true }
            } else if let open = braceIteratingRange(at: cues[cue], in: range),
                      buildsWithALabel((open + 1)..<source.closer(of: open, limit: range.upperBound)) {
                return true
            }
            cue += 1
        }
        return false
    }

    /// For a range operator whose elements are positions the provenance analysis follows, the
    /// `{` of the code that uses them: a `for … in` loop's body (`for i in 0..<n {`), or a closure
    /// a method of the range is called with (`(0..<n).map {`). Most ranges slice a collection or
    /// test a value: nil.
    private func braceIteratingRange(at index: Int, in range: Range<Int>) -> Int? {
        var isIterated = false
        var cursor = index - 1
        while cursor >= max(range.lowerBound, index - 4) {
            let token = tokens[cursor]
            if token.keyword == .in {
                isIterated = true
                break
            }
            if token.kind == .leftParen {
                let close = Int(source.partner(of: cursor))
                isIterated = close > cursor && source.kind(close + 1) == .period
                break
            }
            cursor -= 1
        }
        guard isIterated else { return nil }
        cursor = index + 1
        while cursor < range.upperBound, cursor - index < 64 {
            let kind = tokens[cursor].kind
            if kind == .leftBrace { return cursor }
            if kind == .rightBrace || kind == .semicolon { return nil }
            cursor = source.isOpener(kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return nil
    }

    /// Whether the code calls a type's initializer with a labeled argument (`Song(index:`,
    /// `.init(index:`, `Self(index:`): without one, no position or UUID it makes can reach an
    /// `id` through an initializer.
    private func buildsWithALabel(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound + 1
        while index + 2 < range.upperBound {
            if tokens[index].kind == .leftParen, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .colon {
                let callee = index - 1
                if tokens[callee].kind == .identifier,
                   source.startsUppercase(callee) || tokens[callee].keyword == .Self || source.is(callee, "init") {
                    return true
                }
            }
            index += 1
        }
        return false
    }
}

/// What one file says about entity ids, for the module-wide join in `index-based-entity-id`, and
/// how its queries look entities up by id (`entity-query-lookup`).
package struct IdentifierFacts: Sendable {
    /// `id` values made from a position or a fresh UUID, and calls that pass one under any label.
    package var sites: [IdentifierSite] = []
    /// Initializers whose bodies were read, with how each sets `id`.
    package var initializers: [IdentifierInitializer] = []
    /// Assignments to an `id` outside the initializers of its type.
    package var writes: [IdentifierWrite] = []
    /// Calls in a query's answers (`IndexBasedEntityIDRule.queryAnswers`) that build a value
    /// without an `id:` argument.
    package var constructionsWithoutID: [Construction] = []
    /// Each `entities(for:)` of a type: what it does with the identifiers (for `entity-query-lookup`).
    package var lookups: [EntityLookup] = []
}

/// `Name(label: …)`, `.init(…)`, `Name.init(…)` in a query's answer, with no `id:` argument.
package struct Construction: Sendable {
    /// The name as written (`.init` resolved to the function's return type).
    package var typeName: String
    /// Every argument's label (nil for an unlabeled one), trailing closures left out.
    package var argumentLabels: [String?]
    package var location: SourceLocation
    /// The query method it is in (`suggestedEntities()`), and whether that is `async`.
    package var function: String
    package var isInAsyncFunction: Bool
    /// The qualified name of the type the call is in (`Outer.Inner`).
    package var enclosingType: String
}

/// An initializer whose body the analysis read (it mentions `id` or a provenance cue).
package struct IdentifierInitializer: Sendable {
    /// What one `self.id = …` or `id = …` gives `id`.
    package enum AssignedValue: Sendable, Equatable {
        /// A new value and nothing else: `UUID()`, `UUID.init()`, `UUID().uuidString`
        /// (`.freshUUID`), or `.init()` (`.freshImplicitInit`, new only when `id` is a `UUID`).
        case fresh(IdentifierSite.Provenance)
        /// Made from these parameters (positions in `labels`), directly or through a conversion.
        case parameters([Int])
        /// Anything else: stored data, a lookup, a choice, a position made inside the initializer.
        case other
    }

    package struct Assignment: Sendable {
        package var value: AssignedValue
        package var location: SourceLocation
        /// The assignment as written.
        package var text: String
    }

    /// The qualified name of the enclosing type or extension, as written (`Outer.Inner`).
    package var typeName: String
    /// Declared in an extension rather than in the type's own body.
    package var isInExtension: Bool
    /// Each parameter's label (nil for `_`) and whether it has a default value.
    package var labels: [String?]
    package var hasDefaults: [Bool]
    package var assignments: [Assignment] = []
    /// It calls `self.init(…)` or assigns `self`.
    package var delegates = false

    /// Whether an assignment sets `id` from parameters.
    package var takesIDFromParameters: Bool {
        assignments.contains { if case .parameters = $0.value { return true } else { return false } }
    }

    /// `init(index:name:)`.
    package var selector: String {
        "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// For a call with these argument labels (nil for an unlabeled argument, trailing closures
    /// left out), the parameter each argument is passed to, as Swift matches them by label
    /// when the types are not known: in order, parameters with default values may be left
    /// out. Nil when the call cannot be this initializer.
    package func parameters(forArguments arguments: [String?]) -> [Int]? {
        IdentifierInitializer.parameters(labels: labels, hasDefaults: hasDefaults, forArguments: arguments)
    }

    static func parameters(labels: [String?], hasDefaults: [Bool], forArguments arguments: [String?]) -> [Int]? {
        var matched: [Int] = []
        var parameter = 0
        for argument in arguments {
            while parameter < labels.count, labels[parameter] != argument {
                guard hasDefaults[parameter] else { return nil }
                parameter += 1
            }
            guard parameter < labels.count else { return nil }
            matched.append(parameter)
            parameter += 1
        }
        while parameter < labels.count {
            guard hasDefaults[parameter] else { return nil }
            parameter += 1
        }
        return matched
    }
}

/// `x.id = …` anywhere, or `id = …` / `self.id = …` in a type's code outside its initializers:
/// after it, an instance's `id` is no longer what its initializer gave it.
package struct IdentifierWrite: Sendable {
    /// The qualified name of the type whose code writes (`Outer.Inner`), "" at file level.
    package var enclosingType: String
    /// On `self` (or a bare `id`, which is `self.id` unless a local shadows it); false when the
    /// receiver is another value, whose type is not known.
    package var isOnSelf: Bool
    package var location: SourceLocation
}

extension FileFact where Value == IdentifierFacts {
    /// Where a file's entity ids come from, and how its queries look entities up, from every body
    /// the scan keeps for the rules: those the id interests read, and the bodies that register
    /// dependencies, which may build an entity too.
    static let identifierFacts = FileFact(name: "identifier-facts",
                                          reading: [.identifierMentions, .identifierValues, .queryAnswers, .dependencyRegistrations]) { file in
        IdentifierProvenance(source: file.source, bodies: file.bodies).facts()
    }
}

/// One pass over one body, keeping the names in scope that hold positions (and, in an
/// initializer, its parameters).
private struct BodyWalker {
    let source: TokenizedSource
    let body: CodeBody

    /// What a token carries into a value: a position or a fresh UUID, or, in an initializer,
    /// one of its parameters (by position).
    private enum Origin: Equatable {
        case provenance(IdentifierSite.Provenance)
        case parameter(Int)

        var provenance: IdentifierSite.Provenance? {
            if case .provenance(let provenance) = self { return provenance }
            return nil
        }
    }

    private enum Meaning {
        /// What the name holds: a position or a fresh UUID, parameters, or both (`"\\(prefix)-\\(i)"`).
        case carries([Origin])
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
            /// `let name = value`; whether the binding is declared `UUID` (which makes `.init()` a new one).
            case binding(String, isUUID: Bool)
            /// `Name(label: value)`, the label at `textStart`, the call's `(` at `callOpen`.
            case argument(typeName: String, textStart: Int, callOpen: Int)
            /// `self.id = value` or `id = value` as a statement of an initializer, from `textStart`.
            case assignment(textStart: Int)
            /// The `id` property's own initializer or getter.
            case property(nameIndex: Int)
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
    /// Tokens found to carry an origin, with what they carry, in source order.
    private var originTokens: [OriginToken] = []
    /// Innermost-last open brackets.
    private var openBrackets: [Int] = []
    /// For each open bracket, the innermost open group that keeps a value inside it from
    /// reaching the whole (a subscript, a closure, a call of anything but a conversion), or
    /// -1: what an origin token found now is `blockedBy`.
    private var blockingOpeners: [Int] = []
    /// Bracket depth at which a statement header (`if`, `for`, …) waits for its `{`.
    private var statementHeaderDepths: [Int] = []
    /// The type the last call looked at builds: labels of one call share it.
    private var lastConstructedType: (open: Int, typeName: String?) = (-1, nil)
    private var sites: [IdentifierSite] = []
    private var writes: [IdentifierWrite] = []
    private var constructions: [Construction] = []
    /// The initializer being read, when the body is one.
    private var initializer: IdentifierInitializer?
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

    mutating func walk(into facts: inout IdentifierFacts) {
        let range = body.range
        if body.propertyName == "id" {
            let nameIndex = body.propertyNameIndex ?? range.lowerBound
            addPending(PendingValue(range: range, purpose: .property(nameIndex: nameIndex)))
        }
        if body.kind == .initializer {
            initializer = IdentifierInitializer(
                typeName: enclosingType, isInExtension: body.isInExtension, labels: body.parameters.map(\.label),
                hasDefaults: body.parameters.map(\.hasDefault))
            // A parameter is followed into `self.id`, so that a call passing a position under its
            // label is known to make the id from it.
            for (position, parameter) in body.parameters.enumerated() where parameter.name != "_" {
                scope.add(Binding(name: parameter.name, meaning: .carries([.parameter(position)]),
                                  validFrom: range.lowerBound, validUntil: range.upperBound))
            }
        }
        findSequenceMarkers()
        var index = range.lowerBound
        while index < range.upperBound {
            scope.leave(upTo: index)
            visit(index)
            index += 1
            resolvePending(endingAt: index)
        }
        facts.sites += sites
        facts.writes += writes
        facts.constructionsWithoutID += constructions
        if let initializer { facts.initializers.append(initializer) }
    }

    // MARK: Visiting tokens

    private mutating func visit(_ index: Int) {
        let token = tokens[index]
        switch token.kind {
        case .leftBrace:
            openBrace(index)
            openBracket(index)
        case .leftParen:
            noteConstructionWithoutID(callOpenedAt: index)
            openBracket(index)
        case .leftBracket:
            openBracket(index)
        case .rightBrace, .rightParen, .rightBracket:
            if let last = openBrackets.last, source.partner(of: last) == Int32(index) {
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
            case .self:
                noteDelegation(index)
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

    private mutating func noteOrigin(_ index: Int, _ origin: Origin, end: Int? = nil) {
        originTokens.append(OriginToken(index: index, origin: origin, blockedBy: blockingOpeners.last ?? -1, end: end))
    }

    private mutating func noteOrigin(_ index: Int, _ provenance: IdentifierSite.Provenance, end: Int? = nil) {
        noteOrigin(index, .provenance(provenance), end: end)
    }

    private mutating func openBrace(_ index: Int) {
        if let depth = statementHeaderDepths.last, depth == openBrackets.count {
            statementHeaderDepths.removeLast()
            return
        }
        readClosure(index)
    }

    /// `self.init(…)` and `self = …` in an initializer: the instance comes from another initializer.
    private mutating func noteDelegation(_ index: Int) {
        guard initializer != nil else { return }
        if source.kind(index + 1) == .equal || (source.kind(index + 1) == .period && source.is(index + 2, "init")) {
            initializer?.delegates = true
        }
    }

    /// Records whether the identifier at `index` carries a position, a fresh UUID or a parameter.
    private mutating func notePosition(_ index: Int) {
        let afterPeriod = index > 0 && tokens[index - 1].kind == .period
        let name = source.name(index)
        if afterPeriod {
            switch name {
            case "firstIndex", "lastIndex":
                if source.kind(index + 1) == .leftParen {
                    noteOrigin(index, .indexLookup("\(name)(…)"))
                }
            case "indices":
                noteOrigin(index, .collectionIndices("indices"))
            case "offset":
                if index >= 2, case .enumeratedPair? = scope.meaning(of: source.name(index - 2), at: index) {
                    noteOrigin(index, .enumeratedOffset("\(source.name(index - 2)).offset"))
                }
            case "hashValue", "hash":
                // Swift seeds `hashValue` anew at each launch; `NSObject.hash` is an address unless overridden.
                if source.kind(index + 1) != .leftParen { noteOrigin(index, .launchDependent(name)) }
            case "init":
                // `.init()` is a new value of whatever type is wanted there; `UUID.init()` a new UUID.
                guard source.kind(index + 1) == .leftParen, source.kind(index + 2) == .rightParen else { break }
                let period = index - 1
                if isImplicitMember(period: period) {
                    noteOrigin(period, .freshImplicitInit, end: index + 3)
                } else if period - 1 >= body.range.lowerBound, source.is(period - 1, "UUID"), !isMember(period - 1) {
                    noteOrigin(period - 1, .freshUUID, end: index + 3)
                }
            default:
                break
            }
            return
        }
        // An argument label is not a reference.
        if source.kind(index + 1) == .colon, let open = openBrackets.last, tokens[open].kind == .leftParen { return }
        if name == "UUID", source.kind(index + 1) == .leftParen, source.kind(index + 2) == .rightParen {
            noteOrigin(index, .freshUUID, end: index + 3)
            return
        }
        if let launchDependent = launchDependentValue(at: index) {
            noteOrigin(index, .launchDependent(launchDependent.written), end: launchDependent.end)
            return
        }
        switch scope.meaning(of: name, at: index) {
        case .carries(let origins)?:
            for origin in origins { noteOrigin(index, origin) }
        case .enumeratedPair?:
            // `$0.0` is the offset too.
            if source.kind(index + 1) == .period, source.is(index + 2, "0") {
                noteOrigin(index, .enumeratedOffset("\(name).0"))
            }
        case .plain?, nil:
            break
        }
    }

    /// A value that holds where something sits in memory this launch, or a hash seeded for this
    /// launch, at `index`: `hashValue` of `self`, `ObjectIdentifier(x)`, `unsafeBitCast(x, to: Int.self)`,
    /// `Unmanaged.passUnretained(x).toOpaque()`, with the token after it.
    private func launchDependentValue(at index: Int) -> (written: String, end: Int)? {
        let name = source.name(index)
        switch name {
        case "hashValue":
            // `self`'s, written without `self.`; not an argument label (`hashValue:`).
            guard source.kind(index + 1) != .colon else { return nil }
            return (name, index + 1)
        case "ObjectIdentifier", "unsafeBitCast":
            guard source.kind(index + 1) == .leftParen, !tokens[index + 1].spaceBefore else { return nil }
            return ("\(name)(…)", source.afterGroup(index + 1))
        case "Unmanaged":
            guard source.kind(index + 1) == .period, source.is(index + 2, "passUnretained") || source.is(index + 2, "passRetained"),
                  source.kind(index + 3) == .leftParen else { return nil }
            return ("Unmanaged.\(source.name(index + 2))(…)", source.afterGroup(index + 3))
        default:
            return nil
        }
    }

    /// Whether the `.` at `period` starts an implicit member (`= .init()`, `(.init())`), not a
    /// member of the value before it.
    private func isImplicitMember(period: Int) -> Bool {
        guard period > body.range.lowerBound else { return true }
        let previous = tokens[period - 1]
        switch previous.kind {
        case .identifier:
            switch previous.keyword {
            case .return, .in, .case, .try, .await, .throw, .else: return true
            default: return false
            }
        case .questionMark, .exclamationMark:
            // `flag ? .init() : x`, not `value?.init()`.
            return previous.spaceBefore
        case .rightParen, .rightBracket, .rightBrace, .integerLiteral, .floatLiteral, .stringEnd, .interpolationEnd, .regexLiteral:
            return false
        default:
            return true
        }
    }

    /// Whether the name at `index` is a member of something (`x.UUID`).
    private func isMember(_ index: Int) -> Bool {
        index > body.range.lowerBound && tokens[index - 1].kind == .period
    }

    // MARK: Candidates

    private mutating func noteCandidate(_ index: Int) {
        let afterPeriod = index > 0 && tokens[index - 1].kind == .period
        // `Name(label: value)`. A label starts an argument, after `(` or `,`: in `A(id: a id: b …)`
        // only the first is one, so the line is not read again for every `id`.
        if !afterPeriod, source.kind(index + 1) == .colon, let open = openBrackets.last, tokens[open].kind == .leftParen,
           index - 1 == open || tokens[index - 1].kind == .comma {
            guard let typeName = constructedType(callOpenedAt: open) else { return }
            let valueStart = index + 2
            let valueEnd = source.argumentEnd(from: valueStart, closer: source.closer(of: open, limit: tokens.count))
            guard valueEnd > valueStart else { return }
            addPending(PendingValue(range: valueStart..<valueEnd,
                                    purpose: .argument(typeName: typeName, textStart: index, callOpen: open)))
            return
        }
        guard tokens[index].length == 2, source.is(index, "id") else { return }
        if afterPeriod, isWrittenThroughReference(memberAt: index) {
            writes.append(IdentifierWrite(enclosingType: enclosingType, isOnSelf: false, location: source.location(index)))
            return
        }
        guard source.kind(index + 1) == .equal else { return }
        // `let id = …` declares a local.
        if index > body.range.lowerBound, tokens[index - 1].keyword == .let || tokens[index - 1].keyword == .var { return }
        let start = afterPeriod ? index - 2 : index
        let isOnSelf = !afterPeriod || (start >= body.range.lowerBound && tokens[start].keyword == .self && !isMember(start))
        // A bare `id` bound in this body is a local, not the property.
        if !afterPeriod, scope.meaning(of: "id", at: index) != nil { return }
        guard body.kind == .initializer, isOnSelf else {
            writes.append(IdentifierWrite(enclosingType: enclosingType, isOnSelf: isOnSelf, location: source.location(start)))
            return
        }
        // `self.id = value` / `id = value` in an initializer. Only one that is a statement of its
        // own is a site (so `self.id = self.id = …` is not read again for every `id`); any other
        // still tells that the initializer sets `id` some other way.
        let isStatement = start == body.range.lowerBound || tokens[start].newlineBefore
            || tokens[start - 1].kind == .semicolon || tokens[start - 1].kind == .leftBrace
        guard isStatement else {
            let assignment = IdentifierInitializer.Assignment(value: .other, location: source.location(start),
                                                               text: source.text(tokens: start..<(index + 2)))
            initializer?.assignments.append(assignment)
            return
        }
        let valueStart = index + 2
        let valueEnd = ExpressionParser(source: source).skipExpression(from: valueStart, limit: body.range.upperBound)
        guard valueEnd > valueStart else { return }
        addPending(PendingValue(range: valueStart..<valueEnd, purpose: .assignment(textStart: start)))
    }

    /// In a query's answer, a call that builds a type's value with arguments, none of them `id:`:
    /// the rule decides whether the initializer it reaches leaves `id` its default.
    private mutating func noteConstructionWithoutID(callOpenedAt open: Int) {
        guard body.kind == .function, let function = body.functionSelector, IndexBasedEntityIDRule.queryAnswers.contains(function),
              open > body.range.lowerBound, !tokens[open].spaceBefore, source.kind(open + 1) != .rightParen,
              let typeName = constructedType(callOpenedAt: open) else { return }
        let labels = argumentLabels(callOpenedAt: open)
        guard !labels.contains("id") else { return }
        // The call starts at its type's name: `Name(`, `Name.init(`, or the `.` of `.init(`.
        var start = open - 1
        if source.is(start, "init"), start >= 2 {
            start = tokens[start - 2].kind == .identifier && tokens[start - 2].keyword != .return && tokens[start - 2].keyword != .in
                ? start - 2 : start - 1
        }
        constructions.append(Construction(typeName: typeName, argumentLabels: labels, location: source.location(start),
                                          function: function, isInAsyncFunction: body.isAsync, enclosingType: enclosingType))
    }

    /// `&value.id` (passed `inout`) and `\.id`, `\Type.id` (a key path, perhaps writable): the
    /// `id` may be set where this code cannot see. Not a key path that is the whole argument of
    /// an API that only reads through it (`events.map(\.id)`, `ForEach(items, id: \.id)`).
    private func isWrittenThroughReference(memberAt index: Int) -> Bool {
        let lower = body.range.lowerBound
        // Back over the receiver's postfix chain: `songs[0]`, `store.items`.
        let start = postfixChainStart(endingBefore: index - 1, acceptsIntegerLiterals: false)
        let before = start - 1
        guard before >= lower else { return false }
        if tokens[before].kind == .backslash { return !isReadOnlyKeyPathArgument(backslash: before, member: index) }
        return tokens[before].kind == .operator && source.is(before, "&") && !tokens[start].spaceBefore
    }

    /// Whether the key path starting at `backslash` (through the member at `member` and any
    /// members after it) is a whole argument of a call to `BodyWalker.keyPathReaders`.
    private func isReadOnlyKeyPathArgument(backslash: Int, member: Int) -> Bool {
        var end = member + 1
        while end + 1 < body.range.upperBound, tokens[end].kind == .period, source.isName(end + 1) { end += 2 }
        guard let open = openBrackets.last, tokens[open].kind == .leftParen,
              source.kind(end) == .comma || end == source.closer(of: open, limit: tokens.count) else { return false }
        // The argument starts after `(`, `,` or a label's `:`.
        var first = backslash - 1
        if tokens[first].kind == .colon, first - 1 > open, source.isName(first - 1) { first -= 2 }
        guard first == open || tokens[first].kind == .comma else { return false }
        let callee = open - 1
        return callee >= body.range.lowerBound && tokens[callee].kind == .identifier && !tokens[open].spaceBefore
            && BodyWalker.keyPathReaders.contains(source.name(callee))
    }

    /// Calls that only read through a key path argument: the standard library's methods taking a
    /// function, which a key path becomes (SE-0249: a `(Root) -> Value` closure cannot write;
    /// `Dictionary(grouping:by:)` too), and the initializers whose parameter is declared `KeyPath`
    /// (SwiftUI's `ForEach`, `List` and `Table` `id:`, Foundation's `SortDescriptor` and
    /// `KeyPathComparator`).
    private static let keyPathReaders: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "drop", "prefix",
        "firstIndex", "lastIndex", "Dictionary", "ForEach", "List", "Table", "SortDescriptor", "KeyPathComparator",
    ]

    /// The type built by the call whose `(` is at `open`: `Item(`, `Module.Item(`,
    /// `Item.init(`, `Self(`, `self.init(`, or `.init(` (the body's declared return type).
    private mutating func constructedType(callOpenedAt open: Int) -> String? {
        if lastConstructedType.open == open { return lastConstructedType.typeName }
        let typeName = findConstructedType(callOpenedAt: open)
        lastConstructedType = (open, typeName)
        return typeName
    }

    private func findConstructedType(callOpenedAt open: Int) -> String? {
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

    /// The labels of the call's arguments (nil for an unlabeled one), trailing closures left out.
    private func argumentLabels(callOpenedAt open: Int) -> [String?] {
        let close = source.closer(of: open, limit: tokens.count)
        var labels: [String?] = []
        var cursor = open + 1
        while cursor < close {
            labels.append(tokens[cursor].kind == .identifier && source.kind(cursor + 1) == .colon ? source.name(cursor) : nil)
            cursor = source.argumentEnd(from: cursor, closer: close) + 1
        }
        return labels
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
            meanings[0] = names.count >= 2 ? .carries([.provenance(.enumeratedOffset(names[0]))]) : .enumeratedPair
        case .indices:
            meanings[0] = .carries([.provenance(.collectionIndices(names[0]))])
        case .range:
            meanings[0] = .carries([.provenance(.loopCounter(names[0]))])
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
            let opener = Int(source.partner(of: cursor))
            guard opener >= lower else { return .other }
            cursor = opener - 1
        }
        guard cursor - 1 >= lower, tokens[cursor].kind == .identifier, tokens[cursor - 1].kind == .period else { return .other }
        // Walk back over the receiver's postfix chain (`(0..<n)` too, and `pair.0`).
        let start = postfixChainStart(endingBefore: cursor - 1, acceptsIntegerLiterals: true)
        return sequenceKind(start..<(cursor - 1))
    }

    /// The first token of the postfix chain (`store.items[0]?`, `list.filter(…)`) that ends just
    /// before `end`: back over names, periods, calls, subscripts and `?`/`!` that touch them.
    private func postfixChainStart(endingBefore end: Int, acceptsIntegerLiterals: Bool) -> Int {
        let lower = body.range.lowerBound
        var start = end
        while start - 1 >= lower {
            let previous = tokens[start - 1]
            if previous.kind == .rightParen || previous.kind == .rightBracket {
                let opener = Int(source.partner(of: start - 1))
                guard opener >= lower else { break }
                start = opener
            } else if previous.kind == .identifier || previous.kind == .period || (acceptsIntegerLiterals && previous.kind == .integerLiteral)
                        || ((previous.kind == .questionMark || previous.kind == .exclamationMark) && !previous.spaceBefore) {
                start -= 1
            } else {
                break
            }
        }
        return start
    }

    /// `let name = value`, `if let name = value`, `guard let name = value`.
    private mutating func readBinding(_ index: Int) {
        let nameIndex = index + 1
        guard source.isName(nameIndex) else { return }
        var cursor = nameIndex + 1
        var isUUID = false
        if source.kind(cursor) == .colon {
            let typeStart = cursor + 1
            cursor = ExpressionParser(source: source).skipType(from: typeStart, limit: body.range.upperBound)
            isUUID = cursor == typeStart + 1 && source.is(typeStart, "UUID")
        }
        guard source.kind(cursor) == .equal else { return }
        let valueStart = cursor + 1
        let valueEnd = bindingValueEnd(from: valueStart)
        guard valueEnd > valueStart else { return }
        addPending(PendingValue(range: valueStart..<valueEnd, purpose: .binding(source.name(nameIndex), isUUID: isUUID)))
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
            let flows = flowingOrigins(in: value.range)
            let provenance = flows.lazy.compactMap(\.origin.provenance).first
            switch value.purpose {
            case .binding(let name, let isUUID):
                var carried: [Origin] = []
                for flow in flows where !carried.contains(flow.origin) {
                    // `.init()` is a new UUID only where the binding is declared one.
                    if flow.origin == .provenance(.freshImplicitInit) {
                        if isUUID, !carried.contains(.provenance(.freshUUID)) { carried.append(.provenance(.freshUUID)) }
                    } else {
                        carried.append(flow.origin)
                    }
                }
                // A binding made from anything else still hides an outer name that held a position.
                let scopeEnd = openBrackets.last.map { source.closer(of: $0, limit: body.range.upperBound) } ?? body.range.upperBound
                scope.add(Binding(name: name, meaning: carried.isEmpty ? .plain : .carries(carried),
                                  validFrom: value.range.upperBound, validUntil: scopeEnd))
            case .argument(let typeName, let textStart, let callOpen):
                if initializer != nil, source.is(textStart, "id"), callsSelfInit(open: callOpen) {
                    // `self.init(id: value, …)` gives `id` the value, as `self.id = value` would.
                    let close = source.closer(of: callOpen, limit: tokens.count)
                    let text = "self.init(" + source.text(tokens: textStart..<value.range.upperBound)
                        + (value.range.upperBound < close ? ", …)" : ")")
                    let assignment = IdentifierInitializer.Assignment(value: assignedValue(flows, value.range),
                                                                      location: source.location(callOpen - 3), text: text)
                    initializer?.assignments.append(assignment)
                }
                guard let provenance else { continue }
                addSite(.initializerCall(typeName: typeName), provenance, at: textStart, value: value.range,
                        label: source.name(textStart), argumentLabels: argumentLabels(callOpenedAt: callOpen))
            case .assignment(let textStart):
                let assignment = IdentifierInitializer.Assignment(
                    value: assignedValue(flows, value.range), location: source.location(textStart),
                    text: source.text(tokens: textStart..<value.range.upperBound))
                initializer?.assignments.append(assignment)
                guard let provenance else { continue }
                addSite(.assignmentInInitializer(typeName: enclosingType), provenance, at: textStart, value: value.range)
            case .property(let nameIndex):
                guard let provenance, isUnstable(provenance, value: value.range) else { continue }
                sites.append(IdentifierSite(construction: .propertyDeclaration(typeName: enclosingType), provenance: provenance,
                                            location: source.location(nameIndex), text: source.text(tokens: value.range),
                                            function: body.functionSelector, isInAsyncFunction: body.isAsync,
                                            enclosingType: enclosingType))
            }
        }
    }

    private mutating func addSite(_ construction: IdentifierSite.Construction, _ provenance: IdentifierSite.Provenance,
                                  at textStart: Int, value: Range<Int>, label: String = "id", argumentLabels: [String?] = []) {
        sites.append(IdentifierSite(construction: construction, provenance: provenance, location: source.location(textStart),
                                    text: source.text(tokens: textStart..<value.upperBound),
                                    function: body.functionSelector, isInAsyncFunction: body.isAsync,
                                    enclosingType: enclosingType, label: label, argumentLabels: argumentLabels))
    }

    /// Whether the call opened at `open` is `self.init(`.
    private func callsSelfInit(open: Int) -> Bool {
        open - 3 >= body.range.lowerBound && source.is(open - 1, "init") && tokens[open - 2].kind == .period
            && tokens[open - 3].keyword == .self
    }

    /// What an assignment in an initializer gives `id`: a fresh value only when the value is
    /// that and nothing else (`UUID()`, `.init()`, not `flag ? UUID() : stored`, nor a name
    /// bound to one, which may have been replaced since).
    private func assignedValue(_ flows: [Flow], _ range: Range<Int>) -> IdentifierInitializer.AssignedValue {
        if let first = flows.first, first.token.end != nil, first.token.index == range.lowerBound, first.end == range.upperBound,
           let provenance = first.origin.provenance, provenance == .freshUUID || provenance == .freshImplicitInit {
            return .fresh(provenance)
        }
        let parameters = flows.compactMap { flow -> Int? in
            if case .parameter(let position) = flow.origin { return position }
            return nil
        }
        return parameters.isEmpty ? .other : .parameters(parameters)
    }

    private struct Flow {
        var token: OriginToken
        var origin: Origin
        /// Past the token's part of the value (its conversions and unwrapping).
        var end: Int
    }

    /// What the value in `range` is made from: the positions, fresh UUIDs and parameters in it
    /// that become the value, or part of it, in source order. `originTokens` is in source order.
    private func flowingOrigins(in range: Range<Int>) -> [Flow] {
        let low = originTokens.firstIndex(keyAtLeast: range.lowerBound) { $0.index }
        var flows: [Flow] = []
        // A value holding more candidates than this is not something to be sure about.
        var candidate = low
        while candidate < originTokens.count, originTokens[candidate].index < range.upperBound, candidate - low < 16 {
            let token = originTokens[candidate]
            if token.blockedBy < range.lowerBound, let flow = flow(of: token, into: range) {
                flows.append(flow)
            }
            candidate += 1
        }
        return flows
    }

    /// The origin the token carries into the value in `range`, if it reaches it, given that no
    /// group between them stops it (`blockedBy`): it is not the base of a member
    /// (`i.someProperty`), subscripted or called; conversions (`i.description`) pass it on.
    private func flow(of token: OriginToken, into range: Range<Int>) -> Flow? {
        let index = token.index
        let isNewUUID = token.origin == .provenance(.freshUUID) || token.origin == .provenance(.freshImplicitInit)
        // What is made this launch stays so through its members (`UUID().uuidString`, `ObjectIdentifier(x).hashValue`).
        var isFresh = isNewUUID
        if case .provenance(.launchDependent) = token.origin { isFresh = true }
        // What follows the token: only conversions may.
        var end = token.end ?? index + 1
        if token.end == nil {
            if case .provenance(.indexLookup(_)) = token.origin, source.kind(end) == .leftParen {
                end = source.afterGroup(end)
            } else if source.kind(end) == .period, end + 1 < tokens.count, tokens[end + 1].kind == .integerLiteral {
                end += 2  // `$0.0` of `enumerated()`
            }
        }
        if isTernaryCondition(after: end, in: range) { return nil }
        while end < range.upperBound {
            let next = tokens[end]
            if (next.kind == .exclamationMark || next.kind == .questionMark) && !next.spaceBefore {
                end += 1
            } else if next.kind == .period, source.isName(end + 1) {
                guard isFresh || ["description", "uuidString"].contains(source.name(end + 1)) else { return nil }
                end += 2
            } else if (next.kind == .leftParen || next.kind == .leftBracket) && !next.spaceBefore {
                return nil
            } else {
                break
            }
        }
        if isNewUUID, index - 1 >= range.lowerBound, source.is(index - 1, "??") {
            let stored = source.text(tokens: range.lowerBound..<(index - 1)).trimmed()
            // `?? .init()` is a new UUID only after a `UUID(…)`; after anything else it may be "" or 0.
            if token.origin == .provenance(.freshImplicitInit), !stored.hasPrefix("UUID(") { return nil }
            return Flow(token: token, origin: .provenance(.uuidFallback(stored)), end: end)
        }
        return Flow(token: token, origin: token.origin, end: end)
    }

    /// Whether what ends at `start` is (part of) the condition of a `? :` in the value: a
    /// condition chooses the value without becoming it.
    private func isTernaryCondition(after start: Int, in range: Range<Int>) -> Bool {
        var cursor = start
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if token.kind == .questionMark && token.spaceBefore { return true }
            cursor = source.isOpener(token.kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return false
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

    private struct OriginToken {
        var index: Int
        var origin: Origin
        /// The innermost group around the token that stops its value, or -1.
        var blockedBy: Int
        /// Past the token's own expression when it is more than a name (`UUID()`, `.init()`).
        var end: Int?
    }

    /// Initializers that turn a number into an identifier without choosing another value.
    private static let conversions: Set<String> = [
        "String", "Substring", "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32",
        "UInt16", "UInt8", "Double", "Float", "CGFloat", "NSNumber", "Decimal",
    ]

    /// A `UUID()` in a `var id` default can be replaced by a stored value (memberwise init,
    /// decoding); only a `let` default or a computed id makes every instance new.
    private func isUnstable(_ provenance: IdentifierSite.Provenance, value: Range<Int>) -> Bool {
        guard provenance == .freshUUID || provenance == .freshImplicitInit, body.kind == .propertyInitializer else { return true }
        // The declaration keyword sits before `id [: Type] =`.
        var cursor = value.lowerBound - 1
        while cursor > 0, tokens[cursor].keyword != .let, tokens[cursor].keyword != .var { cursor -= 1 }
        return tokens[cursor].keyword == .let
    }
}

/// An `id` built from something other than the data it identifies.
package struct IdentifierSite: Sendable {
    package enum Construction: Sendable, Equatable {
        /// `Name(id: …)`, or `Name(label: …)` (`label`); the name as written (`Self` is resolved
        /// to the enclosing type).
        case initializerCall(typeName: String)
        /// `self.id = …` or `id = …` inside an initializer of the enclosing type.
        case assignmentInInitializer(typeName: String)
        /// The type's own `id` property (`let id = UUID()`, `var id: UUID { UUID() }`).
        case propertyDeclaration(typeName: String)
    }

    /// Where the value comes from. A position counts only when it becomes the value (or part
    /// of it, through string interpolation, arithmetic or a conversion such as `String(i)`);
    /// one that only selects an element (`items[i].key`) does not.
    package enum Provenance: Sendable, Equatable {
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
        /// `.init()`: a new identifier every time where the type is `UUID` (the rule knows);
        /// a constant one (`""`, `0`) for most other types.
        case freshImplicitInit
        /// `… ?? UUID()`: a new identifier whenever the stored one is missing or malformed.
        case uuidFallback(String)
        /// A value of this launch of the app, as written: `hashValue` (Swift seeds hashing anew at
        /// each launch), `hash` (`NSObject`'s is an address unless a class overrides it),
        /// `ObjectIdentifier(…)`, `unsafeBitCast(…)`, `Unmanaged.passUnretained(…)` (addresses).
        case launchDependent(String)
    }

    package var construction: Construction
    package var provenance: Provenance
    package var location: SourceLocation
    /// The `id` argument or assignment as written.
    package var text: String
    /// The function the site is in (its selector, `entities(for:)`), nil outside functions.
    package var function: String?
    package var isInAsyncFunction: Bool
    /// The qualified name of the type the site is in (`Outer.Inner`), "" at file level.
    package var enclosingType: String
    /// For a call, the label the value is passed under: `id`, or another that an initializer
    /// may make the `id` (`Entity(index: $0.offset)` with `init(index:)` setting `self.id = index`).
    package var label = "id"
    /// For a call, every argument's label (nil for an unlabeled one), to tell which initializer it calls.
    package var argumentLabels: [String?] = []
}
