/// Reads a file's declarations from its tokens: types and extensions with their
/// inheritance, attributes and members, nested types, and `#if` branches.
///
/// Function bodies are skipped whole (bracket pairs make that O(1)); only the properties
/// that carry App Intents metadata have their initializers and getters parsed. Every loop
/// moves forward, and type nesting deeper than `maximumTypeDepth` is skipped, so no input
/// can make it hang or overflow the stack.
public enum DeclarationScanner {
    /// Tokenizes and scans one file, parsing the values of `metadata`'s members and keeping the
    /// code bodies of `codeBodies`. A file whose code bodies a rule reads keeps `bytes` itself,
    /// not a copy: a copy was a second file's worth of memory, and a copy's time, for every such file.
    package static func scan(_ bytes: [UInt8], path: String, metadata: MetadataMembers,
                             codeBodies: CodeBodyInterests = .none) -> FileSyntax {
        bytes.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer, cueWords: codeBodies.cueWords) { source in
                var reader = DeclarationReader(source: source, metadata: metadata, codeBodies: codeBodies)
                let members = reader.readFile()
                let directives = CommentDirectiveReader.directives(in: source)
                // Code bodies are read by the rule that needs them, from the bytes, when it runs.
                let interests = reader.interestsReadingBodies | codeBodies.interestsKeepingFile(source)
                var file = FileSyntax(path: path, types: members.types, typealiases: members.typealiases,
                                      bytesOfCodeBodies: reader.bodies.isEmpty && interests == 0 ? nil : bytes,
                                      directives: directives, lineCount: source.lines.lineCount)
                file.declaresFilePrivateTypealias = members.hasFilePrivateTypealias
                file.codeBodyInterests = codeBodies.names(interests)
                if interests != 0 {
                    file.facts = codeBodies.gatherFacts(FileBodies(source: source, bodies: reader.bodies, interests: codeBodies),
                                                        reading: interests)
                }
                return file
            }
        }
    }
}

/// The members whose values the scanner parses; every other initializer and getter is skipped
/// whole. The manifest stage, which reads the values, says which (`MetadataMembers.appIntents`).
public struct MetadataMembers: Sendable {
    /// Properties whose initializers and getters are parsed.
    package var propertyNames: Set<String>
    /// Of those, the ones built by a result builder: every statement of the getter is read.
    package var builderPropertyNames: Set<String>
    /// Attributes whose arguments are metadata; a property carrying one has its value parsed too.
    package var attributeNames: Set<String>
    /// Functions kept as members (`TypeDeclaration.functions`), with their selectors, parameter
    /// and return types; every other function is skipped, and most of a codebase's
    /// declarations are functions no reader asks about.
    package var functionNames: Set<String>

    package init(propertyNames: Set<String>, builderPropertyNames: Set<String>, attributeNames: Set<String>,
                 functionNames: Set<String>) {
        self.propertyNames = propertyNames
        self.builderPropertyNames = builderPropertyNames
        self.attributeNames = attributeNames
        self.functionNames = functionNames
    }
}

/// A stretch of code a rule may read (`CodeBodyInterest`): a function or initializer body, a
/// property's initializer or getter.
package struct CodeBody {
    package enum Kind {
        case function, initializer, propertyInitializer, getter
    }

    /// A parameter of a function or initializer: `label name: Type = default`.
    package struct Parameter: Equatable {
        /// nil for `_`.
        package var label: String?
        package var name: String
        /// The type as written, nil when there is none.
        package var type: String?
        package var hasDefault: Bool
    }

    package var range: Range<Int>
    package var kind: Kind
    /// Names of the enclosing types, outermost first.
    package var typePath: [String]
    /// Whether the innermost enclosing declaration is an extension, not the type's own body.
    package var isInExtension = false
    /// A function's or initializer's parameters (empty for other bodies).
    package var parameters: [Parameter] = []
    package var propertyName: String?
    /// For a property's initializer or getter: the token of the property's name.
    package var propertyNameIndex: Int? = nil
    package var returnType: String?
    /// For a function: its selector (`entities(for:)`) and whether it is `async`.
    package var functionSelector: String? = nil
    package var isAsync = false
}

package struct DeclarationReader {
    let source: TokenizedSource
    private var parser: ExpressionParser
    /// The code bodies an interest of `codeBodies` reads.
    package private(set) var bodies: [CodeBody] = []
    /// The interests (bits by position in `codeBodies`) that read one of `bodies`.
    package private(set) var interestsReadingBodies: UInt32 = 0
    /// One entry per open `#if`: the own conditions of its earlier clauses, and the current
    /// clause's own condition (nil for `#else`).
    private var conditionFrames: [(earlier: [String], own: String?)] = []
    /// For each open `#if`, outermost first, the condition under which its current clause
    /// is taken: what each declaration records.
    private var conditions: [String] = []
    private var typePath: [String] = []
    /// Inside a `private` or `fileprivate` type: nested types are visible in this file only too.
    private var isInsideFilePrivateType = false
    /// Directly inside an extension's braces (not a type nested in one).
    private var isInsideExtension = false

    static let maximumTypeDepth = 48

    let metadata: MetadataMembers
    /// What the rules read of the code; `source` was lexed with its `cueWords`.
    let codeBodies: CodeBodyInterests

    package init(source: TokenizedSource, metadata: MetadataMembers, codeBodies: CodeBodyInterests = .none) {
        self.source = source
        self.metadata = metadata
        self.codeBodies = codeBodies
        parser = ExpressionParser(source: source)
    }

    private var tokens: UnsafeBufferPointer<Token> { source.tokens }

    /// The file's top-level declarations; only types and typealiases are kept.
    package mutating func readFile() -> Members {
        var members = Members()
        readMembers(0..<tokens.count, into: &members)
        return members
    }

    /// What one declaration context holds.
    package struct Members {
        var types: [TypeDeclaration] = []
        var properties: [PropertyDeclaration] = []
        var functions: [FunctionDeclaration] = []
        var cases: [EnumCaseDeclaration] = []
        var typealiases: [TypealiasDeclaration] = []
        /// Whether a member other than a type is declared `private` or `fileprivate`.
        var hasFilePrivateMember = false
        /// Whether a typealias is, of those.
        var hasFilePrivateTypealias = false
        var initializers: [InitializerDeclaration] = []
    }

    /// Attributes and modifiers seen before a declaration keyword.
    private struct Prefix {
        var attributes: [Attribute] = []
        var isStatic = false
        /// `private` or `fileprivate`: a type visible in its file only.
        var isFilePrivate = false
        /// Where that modifier is written.
        var filePrivateModifier: AccessModifier?
        /// `final`: a class no subclass extends.
        var isFinal = false
        var start: Int?

        var isEmpty: Bool { start == nil }
    }

    // MARK: - Declaration contexts

    private mutating func readMembers(_ range: Range<Int>, into members: inout Members) {
        var index = range.lowerBound
        let limit = range.upperBound
        var prefix = Prefix()
        while index < limit {
            let token = tokens[index]
            let start = index
            switch token.kind {
            case .semicolon:
                index += 1
                prefix = Prefix()
            case .pound:
                index = readPoundAtDeclarationLevel(index, limit: limit)
            case .attribute:
                if prefix.start == nil { prefix.start = index }
                index = readAttribute(index, limit: limit, into: &prefix.attributes)
            case .identifier:
                index = readDeclaration(index, limit: limit, prefix: &prefix, into: &members)
            default:
                index = parser.skipStatement(from: index, limit: limit)
                prefix = Prefix()
            }
            if index <= start { index = start + 1 }
        }
    }

    /// Reads the declaration (or modifier) at `index`; returns where to continue.
    private mutating func readDeclaration(_ index: Int, limit: Int, prefix: inout Prefix, into members: inout Members) -> Int {
        let token = tokens[index]
        let keyword = token.keyword
        if keyword.isDeclarationModifier && isModifierPosition(index, limit: limit) {
            if prefix.start == nil { prefix.start = index }
            if keyword == .static || keyword == .class { prefix.isStatic = true }
            if keyword == .final { prefix.isFinal = true }
            // `private(set)` limits a setter, not the declaration.
            if keyword == .private || keyword == .fileprivate, source.kind(index + 1) != .leftParen || tokens[index + 1].spaceBefore {
                prefix.isFilePrivate = true
                // The modifier with the blanks after it, up to the next token: what removing it removes.
                let end = index + 1 < limit ? tokens[index + 1].start : tokens[index].end
                prefix.filePrivateModifier = AccessModifier(keyword: keyword == .private ? .private : .fileprivate,
                                                            range: SourceRange(start: tokens[index].start, end: end),
                                                            location: source.location(index))
            }
            var next = index + 1
            // `private(set)`, `nonisolated(unsafe)`
            if next < limit, tokens[next].kind == .leftParen, !tokens[next].spaceBefore {
                next = source.afterGroup(next)
            }
            return next
        }
        defer { prefix = Prefix() }
        if prefix.isFilePrivate {
            switch keyword {
            case .var, .let, .func, .`init`, .subscript, .typealias:
                members.hasFilePrivateMember = true
                if keyword == .typealias { members.hasFilePrivateTypealias = true }
            default:
                break
            }
        }
        switch keyword {
        case .struct, .class, .enum, .protocol, .extension:
            return readType(index, limit: limit, attributes: prefix.attributes, filePrivateModifier: prefix.filePrivateModifier,
                            isFilePrivate: prefix.isFilePrivate, isFinal: prefix.isFinal, into: &members)
        case .actor where source.isName(index + 1) && !tokens[index + 1].newlineBefore:
            return readType(index, limit: limit, attributes: prefix.attributes, filePrivateModifier: prefix.filePrivateModifier,
                            isFilePrivate: prefix.isFilePrivate, isFinal: prefix.isFinal, into: &members)
        case .var, .let:
            return readProperty(index, limit: limit, prefix: prefix, into: &members)
        case .func:
            return readFunction(index, limit: limit, isStatic: prefix.isStatic, into: &members)
        case .`init`:
            return readInitializer(index, limit: limit, into: &members)
        case .case:
            return readEnumCases(index, limit: limit, into: &members)
        case .typealias:
            return readTypealias(index, limit: limit, into: &members)
        case .subscript, .deinit:
            return skipSignatureAndBody(index + 1, limit: limit)
        default:
            return parser.skipStatement(from: index, limit: limit)
        }
    }

    /// Contextual modifiers (`open`, `final`, …) are modifiers only when a declaration
    /// keyword or another modifier follows; `class` only before `func`, `var`, etc.
    private func isModifierPosition(_ index: Int, limit: Int) -> Bool {
        var next = index + 1
        if next < limit, tokens[next].kind == .leftParen, !tokens[next].spaceBefore {
            next = source.afterGroup(next)
        }
        guard next < limit else { return false }
        let following = tokens[next]
        if following.kind == .attribute { return tokens[index].keyword != .class }
        guard following.kind == .identifier else { return false }
        switch following.keyword {
        case .var, .let, .func, .`init`, .subscript, .typealias, .case, .deinit, .associatedtype:
            return true
        case .struct, .enum, .protocol, .extension, .actor, .macro, .class:
            // `final class Foo` has a modifier; `class Foo` does not.
            return tokens[index].keyword != .class
        default:
            return following.keyword.isDeclarationModifier
        }
    }

    // MARK: - #if at declaration level

    private mutating func readPoundAtDeclarationLevel(_ index: Int, limit: Int) -> Int {
        let keyword = tokens[index].keyword
        switch keyword {
        case .poundIf, .poundElseif:
            let conditionEnd = ExpressionParser.endOfLine(source, from: index, limit: limit)
            let condition = source.text(tokens: (index + 1)..<conditionEnd)
            if keyword == .poundIf {
                conditionFrames.append((earlier: [], own: condition))
                conditions.append(condition)
            } else if var frame = conditionFrames.popLast() {
                if let own = frame.own { frame.earlier.append(own) }
                frame.own = condition
                conditionFrames.append(frame)
                conditions[conditions.count - 1] = DeclarationReader.clauseCondition(earlier: frame.earlier, own: condition)
            }
            return conditionEnd
        case .poundElse:
            if var frame = conditionFrames.popLast() {
                if let own = frame.own { frame.earlier.append(own) }
                frame.own = nil
                conditionFrames.append(frame)
                conditions[conditions.count - 1] = DeclarationReader.clauseCondition(earlier: frame.earlier, own: nil)
            }
            return index + 1
        case .poundEndif:
            if !conditionFrames.isEmpty {
                conditionFrames.removeLast()
                conditions.removeLast()
            }
            return index + 1
        default:
            // A freestanding macro or directive: `#Preview { … }`, `#warning("…")`.
            var next = index + 1
            if next < limit, tokens[next].kind == .leftParen, !tokens[next].spaceBefore {
                next = source.afterGroup(next)
            }
            if next < limit, tokens[next].kind == .leftBrace, !tokens[next].newlineBefore {
                next = source.afterGroup(next)
            }
            return next
        }
    }

    /// The condition under which a clause is taken, given the own conditions of the
    /// clauses before it: `!A && B` for `#if A … #elseif B`.
    package static func clauseCondition(earlier: [String], own: String?) -> String {
        // A chain of thousands of `#elseif`s would make each condition longer than the last
        // (quadratic in all); past a few, the earlier clauses are counted, not spelled out.
        var parts = earlier.prefix(maximumNamedClauses).map(negate)
        if earlier.count > maximumNamedClauses {
            parts.append("!(\(earlier.count - maximumNamedClauses) more earlier clauses)")
        }
        if let own { parts.append(own) }
        return parts.joined(separator: " && ")
    }

    static let maximumNamedClauses = 4

    private static func negate(_ condition: String) -> String {
        if condition.hasPrefix("!"), !condition.contains(" "), isSingleOperand(condition.dropFirst()) {
            return String(condition.dropFirst())
        }
        if condition.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return "!" + condition }
        return "!(" + condition + ")"
    }

    /// A name, a call like `os(iOS)` or a parenthesized group: a `!` before it negates all
    /// of it, which is not so in `!A&&B`.
    private static func isSingleOperand(_ text: Substring) -> Bool {
        var depth = 0
        var groupClosed = false
        for character in text {
            if groupClosed { return false }
            switch character {
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return false }
                if depth == 0 { groupClosed = true }
            default:
                if depth == 0 && !(character.isLetter || character.isNumber || character == "_") { return false }
            }
        }
        return depth == 0 && !text.isEmpty
    }

    // MARK: - Attributes

    private mutating func readAttribute(_ index: Int, limit: Int, into attributes: inout [Attribute]) -> Int {
        let name = String(source.text(index).dropFirst())
        var next = index + 1
        var arguments: [Argument]?
        var argumentSource: SourceSnippet?
        if next < limit, tokens[next].kind == .leftParen, !tokens[next].newlineBefore {
            let close = source.closer(of: next, limit: limit)
            argumentSource = source.snippet(tokens: next..<min(close + 1, limit))
            if metadata.attributeNames.contains(name) {
                arguments = parser.parseArguments(from: next + 1, to: close)
            }
            next = min(close + 1, limit)
        } else if metadata.attributeNames.contains(name) {
            arguments = []
        }
        let token = tokens[index]
        attributes.append(Attribute(name: name, arguments: arguments, argumentSource: argumentSource,
                                    location: source.location(index), nameRange: SourceRange(start: token.start + 1, end: token.end)))
        return next
    }

    // MARK: - Types

    private mutating func readType(_ index: Int, limit: Int, attributes: [Attribute], filePrivateModifier: AccessModifier?,
                                   isFilePrivate declaredFilePrivate: Bool, isFinal: Bool,
                                   into members: inout Members) -> Int {
        let isFilePrivate = declaredFilePrivate || isInsideFilePrivateType
        let kind: TypeDeclaration.Kind
        switch tokens[index].keyword {
        case .struct: kind = .struct
        case .class: kind = .class
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        default: kind = .actor
        }
        var cursor = index + 1
        guard cursor < limit, source.isName(cursor) else {
            return parser.skipStatement(from: index, limit: limit)
        }
        var name = source.name(cursor)
        cursor += 1
        // Dotted names of extended types (`extension Outer.Inner`), generic arguments skipped.
        while cursor < limit {
            if tokens[cursor].kind == .operator, source.bytes[Int(tokens[cursor].start)] == UInt8(ascii: "<"),
               let end = parser.genericArgumentsEnd(from: cursor, limit: limit) {
                cursor = end
            } else if kind == .extension, tokens[cursor].kind == .period, cursor + 1 < limit,
                      tokens[cursor + 1].kind == .identifier {
                name += "." + source.name(cursor + 1)
                cursor += 2
            } else {
                break
            }
        }
        var inheritance: [InheritedType] = []
        if cursor < limit, tokens[cursor].kind == .colon {
            cursor = readInheritance(cursor + 1, limit: limit, into: &inheritance)
        }
        // A `where` clause, or anything else before the body.
        while cursor < limit, tokens[cursor].kind != .leftBrace {
            let token = tokens[cursor]
            if token.kind == .rightBrace || token.kind == .semicolon { break }
            if token.newlineBefore, DeclarationReader.startsDeclaration(token) { break }
            cursor = source.isOpener(token.kind) ? source.afterGroup(cursor) : cursor + 1
        }
        guard cursor < limit, tokens[cursor].kind == .leftBrace else {
            members.types.append(TypeDeclaration(kind: kind, name: name, location: source.location(index),
                                                 inheritance: inheritance, attributes: attributes, conditions: conditions,
                                                 isFilePrivate: isFilePrivate, filePrivateModifier: filePrivateModifier, isFinal: isFinal))
            return cursor
        }
        let close = source.closer(of: cursor, limit: limit)
        var nested = Members()
        if typePath.count < DeclarationReader.maximumTypeDepth {
            typePath.append(name)
            // `#if` frames cannot outlive the braces they were opened in.
            let savedFrames = conditionFrames
            let savedConditions = conditions
            let wasInsideFilePrivateType = isInsideFilePrivateType
            let wasInsideExtension = isInsideExtension
            isInsideFilePrivateType = isFilePrivate
            isInsideExtension = kind == .extension
            readMembers((cursor + 1)..<close, into: &nested)
            isInsideFilePrivateType = wasInsideFilePrivateType
            isInsideExtension = wasInsideExtension
            conditionFrames = savedFrames
            conditions = savedConditions
            typePath.removeLast()
        }
        members.types.append(TypeDeclaration(
            kind: kind, name: name, location: source.location(index), inheritance: inheritance, attributes: attributes,
            conditions: conditions, isFilePrivate: isFilePrivate, filePrivateModifier: filePrivateModifier, isFinal: isFinal,
            hasFilePrivateMembers: nested.hasFilePrivateMember, properties: nested.properties.withoutSpareCapacity(),
            functions: nested.functions.withoutSpareCapacity(), cases: nested.cases.withoutSpareCapacity(),
            typealiases: nested.typealiases, nestedTypes: nested.types.withoutSpareCapacity(), initializers: nested.initializers))
        return min(close + 1, limit)
    }

    private func readInheritance(_ start: Int, limit: Int, into inheritance: inout [InheritedType]) -> Int {
        var cursor = start
        while cursor < limit {
            // Skip attributes (`@unchecked`, `@preconcurrency`) and `~` (suppressed conformances).
            while cursor < limit, tokens[cursor].kind == .attribute
                    || (tokens[cursor].kind == .operator && source.is(cursor, "~")) {
                cursor += 1
            }
            guard cursor < limit, tokens[cursor].kind == .identifier, tokens[cursor].keyword != .where else { return cursor }
            let nameStart = cursor
            var name = source.name(cursor)
            cursor += 1
            while cursor + 1 < limit, tokens[cursor].kind == .period, tokens[cursor + 1].kind == .identifier {
                name += "." + source.name(cursor + 1)
                cursor += 2
            }
            if cursor < limit, tokens[cursor].kind == .operator, source.bytes[Int(tokens[cursor].start)] == UInt8(ascii: "<"),
               let end = parser.genericArgumentsEnd(from: cursor, limit: limit) {
                cursor = end
            }
            inheritance.append(InheritedType(name: name, location: source.location(nameStart)))
            // Protocol compositions (`A & B`) and anything else up to the next comma.
            while cursor < limit, tokens[cursor].kind != .comma, tokens[cursor].kind != .leftBrace,
                  tokens[cursor].keyword != .where {
                if tokens[cursor].kind == .operator, source.is(cursor, "&"), cursor + 1 < limit,
                   tokens[cursor + 1].kind == .identifier {
                    inheritance.append(InheritedType(name: source.name(cursor + 1), location: source.location(cursor + 1)))
                    cursor += 2
                    continue
                }
                if tokens[cursor].newlineBefore && tokens[cursor].kind != .operator { return cursor }
                cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
            }
            guard cursor < limit, tokens[cursor].kind == .comma else { return cursor }
            cursor += 1
        }
        return cursor
    }

    // MARK: - Properties

    private mutating func readProperty(_ index: Int, limit: Int, prefix: Prefix, into members: inout Members) -> Int {
        let isConstant = tokens[index].keyword == .let
        var cursor = index + 1
        while cursor < limit {
            let nameIndex = cursor
            var name: String?
            if tokens[cursor].kind == .identifier {
                name = source.name(cursor)
                cursor += 1
            } else if tokens[cursor].kind == .leftParen {
                cursor = source.afterGroup(cursor)
            } else {
                return parser.skipStatement(from: index, limit: limit)
            }
            var typeAnnotation: String?
            if cursor < limit, tokens[cursor].kind == .colon {
                let typeStart = cursor + 1
                cursor = parser.skipType(from: typeStart, limit: limit)
                if cursor > typeStart { typeAnnotation = source.sharedText(tokens: typeStart..<cursor) }
            }
            var isMetadataName = false
            if let written = name {
                if written.utf8.count <= 15 {
                    isMetadataName = metadata.propertyNames.contains(written)
                } else if let known = metadata.propertyNames.firstIndex(of: written) {
                    // A long metadata property's name (`parameterSummary`) is the set's own copy:
                    // past 15 bytes a string has storage of its own, one per declaration otherwise.
                    // A set's `contains`, for the others, is the cheaper lookup.
                    name = metadata.propertyNames[known]
                    isMetadataName = true
                }
            }
            // A parameter's initializer is its default value (`@Parameter var size: Size = .large`).
            let isMetadata = isMetadataName || prefix.attributes.contains { metadata.attributeNames.contains($0.name) }
            var initializer: ParsedExpression?
            var hasInitializer = false
            if cursor < limit, tokens[cursor].kind == .equal {
                hasInitializer = true
                let expressionStart = cursor + 1
                var expressionEnd = parser.skipExpression(from: expressionStart, limit: limit)
                if isMetadata {
                    var parseIndex = expressionStart
                    if let expression = parser.parseExpression(&parseIndex, limit: limit) {
                        initializer = ParsedExpression(expression: expression, source: source.snippet(tokens: expressionStart..<parseIndex))
                        expressionEnd = max(expressionEnd, parseIndex)
                    }
                }
                if expressionEnd > expressionStart {
                    if isReadByRules(expressionStart..<expressionEnd, propertyName: name) != 0 {
                        bodies.append(CodeBody(range: expressionStart..<expressionEnd, kind: .propertyInitializer, typePath: typePath,
                                               propertyName: name, propertyNameIndex: nameIndex,
                                               returnType: typeAnnotation))
                    }
                }
                cursor = expressionEnd
            }
            var getter: GetterBody?
            var isComputed = false
            if cursor < limit, tokens[cursor].kind == .leftBrace, !hasInitializer || !tokens[cursor].newlineBefore {
                let close = source.closer(of: cursor, limit: limit)
                let accessors = readAccessorBlock(cursor, close: close)
                isComputed = accessors.isComputed
                if let body = accessors.getterBody, !body.isEmpty {
                    if isReadByRules(body, propertyName: name) != 0 {
                        bodies.append(CodeBody(range: body, kind: .getter, typePath: typePath,
                                               propertyName: name, propertyNameIndex: nameIndex, returnType: typeAnnotation))
                    }
                    if isMetadata, let name {
                        let isBuilder = metadata.builderPropertyNames.contains(name)
                        let parsed = parser.parseStatements(body, maximumCount: isBuilder ? Int.max : 1)
                        getter = GetterBody(statements: parsed.statements, hasMoreStatements: parsed.hasMore,
                                            source: source.snippet(tokens: body), location: source.location(body.lowerBound))
                    }
                }
                cursor = min(close + 1, limit)
            }
            if let name {
                members.properties.append(PropertyDeclaration(
                    name: name, isStatic: prefix.isStatic, isConstant: isConstant, typeAnnotation: typeAnnotation,
                    attributes: prefix.attributes, initializer: initializer, getter: getter,
                    hasInitializer: hasInitializer, isComputed: isComputed, location: source.location(nameIndex),
                    conditions: conditions))
            }
            guard cursor < limit, tokens[cursor].kind == .comma else { break }
            cursor += 1
        }
        return cursor
    }

    /// Inside `{ … }` after a property: either accessors (`get { … } set { … }`,
    /// `willSet`/`didSet`) or an implicit getter's statements.
    private func readAccessorBlock(_ open: Int, close: Int) -> (isComputed: Bool, getterBody: Range<Int>?) {
        var cursor = open + 1
        var sawAccessor = false
        var getterBody: Range<Int>?
        var isComputed = false
        while cursor < close {
            // Accessor attributes and modifiers: `@MainActor get`, `mutating get`.
            while cursor < close, tokens[cursor].kind == .attribute || tokens[cursor].keyword == .mutating
                    || tokens[cursor].keyword == .nonmutating {
                cursor = tokens[cursor].kind == .attribute && cursor + 1 < close && tokens[cursor + 1].kind == .leftParen
                    ? source.afterGroup(cursor + 1) : cursor + 1
            }
            guard cursor < close, tokens[cursor].kind == .identifier else { break }
            let isGet = source.is(cursor, "get") || source.is(cursor, "_read") || source.is(cursor, "unsafeAddress")
            let isOtherAccessor = source.is(cursor, "set") || source.is(cursor, "willSet") || source.is(cursor, "didSet")
                || source.is(cursor, "_modify") || source.is(cursor, "unsafeMutableAddress") || source.is(cursor, "init")
            guard isGet || isOtherAccessor else { break }
            sawAccessor = true
            if isGet || source.is(cursor, "set") { isComputed = true }
            cursor += 1
            // `set(newValue)`, `get async throws`
            while cursor < close, tokens[cursor].kind != .leftBrace {
                if tokens[cursor].kind == .identifier,
                   source.is(cursor, "get") || source.is(cursor, "set") || source.is(cursor, "willSet") || source.is(cursor, "didSet") {
                    break
                }
                cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
            }
            if cursor < close, tokens[cursor].kind == .leftBrace {
                let bodyClose = source.closer(of: cursor, limit: close)
                if isGet { getterBody = (cursor + 1)..<bodyClose }
                cursor = min(bodyClose + 1, close)
            }
        }
        if !sawAccessor {
            return (true, (open + 1)..<close)
        }
        return (isComputed, getterBody)
    }

    // MARK: - Functions and initializers

    private mutating func readFunction(_ index: Int, limit: Int, isStatic: Bool, into members: inout Members) -> Int {
        var cursor = index + 1
        let nameStart = cursor
        // Operator functions have operator names; generic clauses follow the name.
        while cursor < limit, tokens[cursor].kind != .leftParen {
            if tokens[cursor].kind == .operator, cursor > nameStart, source.bytes[Int(tokens[cursor].start)] == UInt8(ascii: "<"),
               let end = parser.genericArgumentsEnd(from: cursor, limit: limit) {
                cursor = end
                continue
            }
            if tokens[cursor].newlineBefore && cursor > nameStart { return cursor }
            cursor += 1
        }
        guard cursor < limit, cursor > nameStart else { return cursor }
        let name = tokens[nameStart].kind == .identifier ? source.name(nameStart) : source.text(tokens: nameStart..<cursor)
        let parametersOpen = cursor
        cursor = source.afterGroup(cursor)
        var returnType: String?
        var isAsync = false
        while cursor < limit, tokens[cursor].kind != .leftBrace {
            let token = tokens[cursor]
            if returnType == nil, source.is(cursor, "async") { isAsync = true }
            if token.kind == .arrow {
                let typeStart = cursor + 1
                cursor = parser.skipType(from: typeStart, limit: limit)
                if cursor > typeStart { returnType = source.text(tokens: typeStart..<cursor) }
                continue
            }
            if token.newlineBefore && token.keyword != .where && token.kind != .comma && token.keyword != .throws
                && token.keyword != .rethrows && !source.is(cursor, "async") {
                break
            }
            if token.kind == .rightBrace || token.kind == .semicolon { break }
            cursor = source.isOpener(token.kind) ? source.afterGroup(cursor) : cursor + 1
        }
        // The selector and parameters are read only for a function that is kept or whose body
        // a rule reads.
        var body: Range<Int>?
        let isKept = metadata.functionNames.contains(name)
        if cursor < limit, tokens[cursor].kind == .leftBrace {
            let close = source.closer(of: cursor, limit: limit)
            if isReadByRules((cursor + 1)..<close, functionNameIndex: nameStart) != 0 { body = (cursor + 1)..<close }
            cursor = min(close + 1, limit)
        }
        guard isKept || body != nil else { return cursor }
        let parameters = readParameters(parametersOpen, limit: limit)
        let selectorLabels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        let selector = "\(name)(\(selectorLabels))"
        if isKept {
            members.functions.append(FunctionDeclaration(
                name: name, selector: selector, isStatic: isStatic, isAsync: isAsync, returnType: returnType,
                parameterTypes: parameters.map { $0.type ?? "" }, location: source.location(nameStart)))
        }
        if let body {
            bodies.append(CodeBody(range: body, kind: .function, typePath: typePath, isInExtension: isInsideExtension,
                                   parameters: parameters, propertyName: nil, returnType: returnType, functionSelector: selector,
                                   isAsync: isAsync))
        }
        return cursor
    }

    /// The interests of `codeBodies` that read a code body (bits by position), which
    /// `interestsReadingBodies` records.
    private mutating func isReadByRules(_ range: Range<Int>, propertyName: String? = nil, functionNameIndex: Int? = nil) -> UInt32 {
        guard !codeBodies.interests.isEmpty else { return 0 }
        let reading = codeBodies.interestsReading(range, in: source, propertyName: propertyName, functionNameIndex: functionNameIndex)
        interestsReadingBodies |= reading
        return reading
    }

    /// Whether an initializer's body hands the instance over to another initializer
    /// (`self.init(…)`, any `init` counts) or assigns `self`.
    private func handsOver(_ range: Range<Int>) -> Bool {
        for index in range where tokens[index].kind == .identifier {
            if tokens[index].keyword == .`init` || source.is(index, "init") { return true }
            if tokens[index].keyword == .self, source.kind(index + 1) == .equal { return true }
        }
        return false
    }

    private mutating func readInitializer(_ index: Int, limit: Int, into members: inout Members) -> Int {
        var cursor = index + 1
        while cursor < limit, tokens[cursor].kind != .leftParen, !tokens[cursor].newlineBefore, cursor - index < 32 {
            cursor += 1
        }
        guard cursor < limit, tokens[cursor].kind == .leftParen else { return cursor }
        let parameters = readParameters(cursor, limit: limit)
        cursor = source.afterGroup(cursor)
        while cursor < limit, tokens[cursor].kind != .leftBrace, tokens[cursor].kind != .rightBrace {
            if tokens[cursor].newlineBefore && tokens[cursor].keyword != .where && tokens[cursor].kind != .comma { return cursor }
            cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
        }
        guard cursor < limit, tokens[cursor].kind == .leftBrace else { return cursor }
        let close = source.closer(of: cursor, limit: limit)
        let reading = isReadByRules((cursor + 1)..<close)
        members.initializers.append(InitializerDeclaration(labels: parameters.map(\.label), hasDefaults: parameters.map(\.hasDefault),
                                                           bodyInterests: codeBodies.names(reading),
                                                           handsOver: handsOver((cursor + 1)..<close)))
        if reading != 0 {
            bodies.append(CodeBody(range: (cursor + 1)..<close, kind: .initializer, typePath: typePath,
                                   isInExtension: isInsideExtension, parameters: parameters, propertyName: nil, returnType: nil))
        }
        return min(close + 1, limit)
    }

    /// `(label name: Type = default, …)`: each parameter's external label, internal name, type
    /// as written, and whether it has a default value.
    private func readParameters(_ open: Int, limit: Int) -> [CodeBody.Parameter] {
        let close = source.closer(of: open, limit: limit)
        var parameters: [CodeBody.Parameter] = []
        var cursor = open + 1
        while cursor < close {
            while cursor < close, tokens[cursor].kind == .attribute { cursor += 1 }
            var first: String?
            var second: String?
            if cursor < close, tokens[cursor].kind == .identifier {
                first = source.name(cursor)
                cursor += 1
                if cursor < close, tokens[cursor].kind == .identifier {
                    second = source.name(cursor)
                    cursor += 1
                }
            }
            // The type, up to a default value or the next parameter.
            var type: String?
            if cursor < close, tokens[cursor].kind == .colon {
                let typeStart = cursor + 1
                var typeEnd = typeStart
                while typeEnd < close, tokens[typeEnd].kind != .comma, tokens[typeEnd].kind != .equal {
                    typeEnd = source.isOpener(tokens[typeEnd].kind) ? source.afterGroup(typeEnd) : typeEnd + 1
                }
                if typeEnd > typeStart { type = source.text(tokens: typeStart..<min(typeEnd, close)) }
                cursor = typeEnd
            }
            // The default value, up to the next parameter.
            var hasDefault = false
            while cursor < close, tokens[cursor].kind != .comma {
                if tokens[cursor].kind == .equal { hasDefault = true }
                cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
            }
            if let first {
                parameters.append(CodeBody.Parameter(label: first == "_" ? nil : first, name: second ?? first, type: type,
                                                      hasDefault: hasDefault))
            }
            cursor += 1
        }
        return parameters
    }

    /// Whether a token at the start of a line begins a new declaration, so that a
    /// declaration without a body does not take the next one's.
    private static func startsDeclaration(_ token: Token) -> Bool {
        if token.kind == .attribute || token.keyword.isDeclarationModifier { return true }
        switch token.keyword {
        case .var, .let, .func, .struct, .enum, .protocol, .extension, .typealias, .`init`, .case, .subscript,
             .deinit, .import, .associatedtype:
            return true
        default:
            return false
        }
    }

    private func skipSignatureAndBody(_ index: Int, limit: Int) -> Int {
        var cursor = index
        while cursor < limit, tokens[cursor].kind != .leftBrace {
            let token = tokens[cursor]
            if token.kind == .rightBrace || token.kind == .semicolon { return cursor }
            if cursor > index, token.newlineBefore, DeclarationReader.startsDeclaration(token) { return cursor }
            cursor = source.isOpener(token.kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return cursor < limit ? source.afterGroup(cursor) : limit
    }

    // MARK: - Enum cases and typealiases

    private mutating func readEnumCases(_ index: Int, limit: Int, into members: inout Members) -> Int {
        var cursor = index + 1
        while cursor < limit, tokens[cursor].kind == .identifier {
            let nameIndex = cursor
            let name = source.name(cursor)
            cursor += 1
            var associatedValues: String?
            if cursor < limit, tokens[cursor].kind == .leftParen {
                let end = source.afterGroup(cursor)
                associatedValues = source.text(tokens: cursor..<min(end, limit))
                cursor = end
            }
            var rawValue: ParsedExpression?
            if cursor < limit, tokens[cursor].kind == .equal {
                let valueStart = cursor + 1
                var parseIndex = valueStart
                if let expression = parser.parseExpression(&parseIndex, limit: limit) {
                    rawValue = ParsedExpression(expression: expression, source: source.snippet(tokens: valueStart..<parseIndex))
                    cursor = parseIndex
                } else {
                    cursor = parser.skipExpression(from: valueStart, limit: limit)
                }
            }
            members.cases.append(EnumCaseDeclaration(name: name, rawValue: rawValue, associatedValues: associatedValues,
                                                     location: source.location(nameIndex), nameRange: source.range(nameIndex..<nameIndex + 1),
                                                     conditions: conditions))
            guard cursor < limit, tokens[cursor].kind == .comma else { break }
            cursor += 1
        }
        return cursor
    }

    private func readTypealias(_ index: Int, limit: Int, into members: inout Members) -> Int {
        let nameIndex = index + 1
        guard nameIndex < limit, tokens[nameIndex].kind == .identifier else {
            return parser.skipStatement(from: index, limit: limit)
        }
        var cursor = nameIndex + 1
        if cursor < limit, tokens[cursor].kind == .operator, let end = parser.genericArgumentsEnd(from: cursor, limit: limit) {
            cursor = end
        }
        guard cursor < limit, tokens[cursor].kind == .equal else {
            return parser.skipStatement(from: index, limit: limit)
        }
        let valueStart = cursor + 1
        let valueEnd = parser.skipType(from: valueStart, limit: limit)
        members.typealiases.append(TypealiasDeclaration(name: source.name(nameIndex), value: source.text(tokens: valueStart..<valueEnd),
                                                        location: source.location(nameIndex)))
        return max(valueEnd, valueStart)
    }
}

extension Array {
    /// The elements in a buffer of their own size. A declaration keeps its member lists for
    /// the whole run, and appending grew them by doubling: up to half their room was unused.
    fileprivate func withoutSpareCapacity() -> [Element] {
        guard capacity > count else { return self }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
