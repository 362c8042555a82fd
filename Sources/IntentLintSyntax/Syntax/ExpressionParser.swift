/// Reads expressions and statement lists from tokens, for the few places metadata lives.
///
/// It never fails: what it does not model becomes `.unsupported`, and it always moves
/// forward. Nesting deeper than `maximumDepth` is skipped as a whole, so hostile input
/// cannot exhaust the stack.
package struct ExpressionParser {
    let source: TokenizedSource
    private var depth = 0
    static let maximumDepth = 96
    /// Tokens `genericArgumentsEnd` looks at, a bracketed group counting as one.
    static let maximumGenericArgumentTokens = 128

    package init(source: TokenizedSource) {
        self.source = source
    }

    private var tokens: UnsafeBufferPointer<Token> { source.tokens }

    // MARK: - Expressions

    /// Parses one expression starting at `index`, stopping before `limit`; moves `index`
    /// past it. Returns nil (without moving) when no expression starts there.
    package mutating func parseExpression(_ index: inout Int, limit: Int) -> Expression? {
        guard index < limit else { return nil }
        let start = index
        depth += 1
        defer { depth -= 1 }
        if depth > ExpressionParser.maximumDepth { return skipNestedTooDeeply(start, &index, limit: limit) }

        var effect: String?
        while index < limit, tokens[index].keyword == .try || tokens[index].keyword == .await {
            effect = source.text(index)
            index += 1
            if index < limit, tokens[index].kind == .questionMark || tokens[index].kind == .exclamationMark,
               !tokens[index].spaceBefore {
                index += 1
            }
        }
        guard var expression = parseOperand(&index, limit: limit) else {
            index = start
            return nil
        }
        var operatorText: String?
        while index < limit {
            let token = tokens[index]
            if token.kind == .operator || token.kind == .equal {
                operatorText = operatorText ?? source.text(index)
                index += 1
                guard parseOperand(&index, limit: limit) != nil else { break }
            } else if token.kind == .questionMark, token.spaceBefore {
                operatorText = operatorText ?? "?:"
                index += 1
                _ = parseExpression(&index, limit: limit)
                if index < limit, tokens[index].kind == .colon {
                    index += 1
                    _ = parseExpression(&index, limit: limit)
                }
            } else if token.keyword == .as || token.keyword == .is {
                operatorText = operatorText ?? source.text(index)
                index += 1
                if index < limit, tokens[index].kind == .questionMark || tokens[index].kind == .exclamationMark {
                    index += 1
                }
                index = skipType(from: index, limit: limit)
            } else {
                break
            }
        }
        if let operatorText {
            expression = makeExpression(.unsupported("operator `\(operatorText)`"), start, index)
        } else if let effect {
            expression = makeExpression(.unsupported("`\(effect)` expression"), start, index)
        }
        return expression
    }

    /// A prefix-operator expression or a postfix expression.
    private mutating func parseOperand(_ index: inout Int, limit: Int) -> Expression? {
        guard index < limit else { return nil }
        let token = tokens[index]
        let start = index
        if token.kind == .operator || token.kind == .exclamationMark,
           index + 1 < limit, tokens[index + 1].start == token.end {
            // Each prefix operator nests the tree one level deeper, and `(!!!!…x` lexes
            // as a run of them.
            depth += 1
            defer { depth -= 1 }
            if depth > ExpressionParser.maximumDepth { return skipNestedTooDeeply(start, &index, limit: limit) }
            let operatorText = source.text(index)
            index += 1
            guard let operand = parseOperand(&index, limit: limit) else {
                index = start
                return nil
            }
            return makeExpression(.prefixOperator(operatorText, operand), start, index)
        }
        return parsePostfixExpression(&index, limit: limit)
    }

    private mutating func parsePostfixExpression(_ index: inout Int, limit: Int) -> Expression? {
        let start = index
        guard var expression = parsePrimary(&index, limit: limit) else { return nil }
        var suffixCount = 0
        while index < limit {
            // Each suffix nests the tree one level deeper; a chain as long as a whole file
            // would overflow the stack when the tree is freed.
            suffixCount += 1
            if suffixCount > ExpressionParser.maximumDepth { return skipNestedTooDeeply(start, &index, limit: limit) }
            let token = tokens[index]
            switch token.kind {
            case .period:
                guard index + 1 < limit else { return expression }
                let next = tokens[index + 1]
                guard next.kind == .identifier || next.kind == .integerLiteral else { return expression }
                expression = makeExpression(.member(base: expression, name: source.name(index + 1)), start, index + 2)
                index += 2
            case .leftParen where !token.newlineBefore:
                let close = source.closer(of: index, limit: limit)
                let arguments = parseArguments(from: index + 1, to: close)
                index = min(close + 1, limit)
                expression = makeExpression(.call(callee: expression, arguments: arguments), start, index)
            case .leftBracket where !token.newlineBefore:
                index = min(source.closer(of: index, limit: limit) + 1, limit)
                expression = makeExpression(.unsupported("subscript"), start, index)
            case .leftBrace where !token.newlineBefore && !startsObserverBlock(index, limit: limit):
                var arguments: [Argument] = []
                var callee = expression
                if case .call(let existingCallee, let existingArguments) = expression.kind {
                    callee = existingCallee
                    arguments = existingArguments
                }
                arguments.append(Argument(label: nil, value: parseClosure(&index, limit: limit)))
                // Labeled trailing closures: `} otherwise: { … }`.
                while index + 2 < limit, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon,
                      tokens[index + 2].kind == .leftBrace {
                    let label = source.name(index)
                    index += 2
                    arguments.append(Argument(label: label, value: parseClosure(&index, limit: limit)))
                }
                expression = makeExpression(.call(callee: callee, arguments: arguments), start, index)
            case .questionMark, .exclamationMark:
                guard !token.spaceBefore else { return expression }
                index += 1
            case .operator where !token.spaceBefore && source.bytes[Int(token.start)] == UInt8(ascii: "<"):
                // Explicit generic arguments: `AppShortcutPhrase<OrderIntent>(…)`.
                guard let end = genericArgumentsEnd(from: index, limit: limit) else { return expression }
                let name = source.text(from: tokens[start].start, to: tokens[end - 1].end)
                expression = makeExpression(.identifier(name), start, end)
                index = end
            default:
                return expression
            }
        }
        return expression
    }

    /// The expression from `start`, skipped whole past the nesting the parser reads.
    private func skipNestedTooDeeply(_ start: Int, _ index: inout Int, limit: Int) -> Expression {
        index = skipExpression(from: index, limit: limit)
        return makeExpression(.unsupported("expression nested too deeply"), start, index)
    }

    /// `{ willSet …` or `{ didSet …` after an initializer: property observers, as the
    /// compiler decides, not a trailing closure.
    private func startsObserverBlock(_ open: Int, limit: Int) -> Bool {
        var cursor = open + 1
        while cursor < limit, tokens[cursor].kind == .attribute { cursor += 1 }
        return source.is(cursor, "willSet") || source.is(cursor, "didSet")
    }

    private mutating func parsePrimary(_ index: inout Int, limit: Int) -> Expression? {
        let start = index
        let token = tokens[index]
        switch token.kind {
        case .stringStart:
            return parseStringLiteral(&index, limit: limit)
        case .integerLiteral:
            index += 1
            return makeExpression(.integerLiteral(source.text(start)), start, index)
        case .floatLiteral:
            index += 1
            return makeExpression(.floatLiteral(source.text(start)), start, index)
        case .identifier:
            switch token.keyword {
            case .true, .false:
                index += 1
                return makeExpression(.booleanLiteral(token.keyword == .true), start, index)
            case .nil:
                index += 1
                return makeExpression(.nilLiteral, start, index)
            case .if, .switch:
                index = skipStatement(from: index, limit: limit)
                return makeExpression(.unsupported("`\(source.text(start))` expression"), start, index)
            case .none, .self, .Self, .super, .Any, .`init`:
                break
            default:
                guard token.keyword.isContextual else { return nil }
            }
            index += 1
            return makeExpression(.identifier(source.name(start)), start, index)
        case .period:
            guard index + 1 < limit, tokens[index + 1].kind == .identifier else { return nil }
            index += 2
            return makeExpression(.implicitMember(source.name(start + 1)), start, index)
        case .backslash:
            return parseKeyPath(&index, limit: limit)
        case .leftParen:
            let close = source.closer(of: index, limit: limit)
            let arguments = parseArguments(from: index + 1, to: close)
            index = min(close + 1, limit)
            if arguments.count == 1, arguments[0].label == nil {
                return arguments[0].value
            }
            return makeExpression(.tuple(arguments), start, index)
        case .leftBracket:
            return parseCollection(&index, limit: limit)
        case .leftBrace:
            return parseClosure(&index, limit: limit)
        case .pound:
            index += 1
            if index < limit, tokens[index].kind == .leftParen, !tokens[index].spaceBefore {
                index = min(source.closer(of: index, limit: limit) + 1, limit)
            }
            return makeExpression(.unsupported("`\(source.text(start))`"), start, index)
        case .regexLiteral:
            index += 1
            return makeExpression(.unsupported("regex literal"), start, index)
        default:
            return nil
        }
    }

    /// The arguments between an opening `(` at `start - 1` and its closer at `end`.
    package mutating func parseArguments(from start: Int, to end: Int) -> [Argument] {
        var arguments: [Argument] = []
        var index = start
        while index < end {
            var label: String?
            if index + 1 < end, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon {
                label = source.name(index)
                index += 2
            }
            if let value = parseExpression(&index, limit: end) {
                arguments.append(Argument(label: label, value: value))
            }
            // Skip whatever the parser did not take, up to the next argument.
            while index < end, tokens[index].kind != .comma {
                index = source.isOpener(tokens[index].kind) ? source.afterGroup(index) : index + 1
            }
            index += 1
        }
        return arguments
    }

    private mutating func parseCollection(_ index: inout Int, limit: Int) -> Expression {
        let start = index
        let close = source.closer(of: index, limit: limit)
        var elements: [Expression] = []
        var pairs: [DictionaryElement] = []
        var isDictionary = false
        var cursor = index + 1
        if cursor < close, tokens[cursor].kind == .colon {
            isDictionary = true
            cursor += 1
        }
        while cursor < close {
            guard let element = parseExpression(&cursor, limit: close) else {
                cursor += 1
                continue
            }
            if cursor < close, tokens[cursor].kind == .colon {
                isDictionary = true
                cursor += 1
                if let value = parseExpression(&cursor, limit: close) {
                    pairs.append(DictionaryElement(key: element, value: value))
                }
            } else {
                elements.append(element)
            }
            while cursor < close, tokens[cursor].kind != .comma {
                cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
            }
            cursor += 1
        }
        index = min(close + 1, limit)
        return makeExpression(isDictionary ? .dictionary(pairs) : .array(elements), start, index)
    }

    /// `{ [captures] (params) -> T in statements }`: the signature is skipped; the body is
    /// read as statements (result-builder closures are the ones that carry metadata).
    private mutating func parseClosure(_ index: inout Int, limit: Int) -> Expression {
        let start = index
        let close = source.closer(of: index, limit: limit)
        var bodyStart = index + 1
        if let inIndex = closureSignatureEnd(open: index, close: close) {
            bodyStart = inIndex + 1
        }
        let statements = parseStatements(bodyStart..<close, maximumCount: Int.max).statements
        index = min(close + 1, limit)
        return makeExpression(.closure(statements), start, index)
    }

    /// The index of the `in` ending a closure signature, if the closure has one.
    package func closureSignatureEnd(open: Int, close: Int) -> Int? {
        var cursor = open + 1
        var steps = 0
        while cursor < close, steps < 64 {
            let token = tokens[cursor]
            if token.keyword == .in { return cursor }
            switch token.kind {
            case .identifier:
                if token.keyword != .none && !token.keyword.isContextual
                    && token.keyword != .throws && token.keyword != .rethrows && token.keyword != .self {
                    return nil
                }
                cursor += 1
            case .leftParen, .leftBracket:
                cursor = source.afterGroup(cursor)
            case .comma, .colon, .arrow, .attribute, .period, .questionMark, .exclamationMark:
                cursor += 1
            default:
                return nil
            }
            steps += 1
        }
        return nil
    }

    private mutating func parseKeyPath(_ index: inout Int, limit: Int) -> Expression {
        let start = index
        index += 1
        var root: String?
        var components: [String] = []
        // Root type: uppercase names before the first property component.
        while index < limit, tokens[index].kind == .identifier, source.startsUppercase(index), !tokens[index].spaceBefore {
            root = root.map { "\($0).\(source.name(index))" } ?? source.name(index)
            index += 1
            if index + 1 < limit, tokens[index].kind == .period, source.startsUppercase(index + 1) {
                index += 1
            } else {
                break
            }
        }
        while index < limit {
            let token = tokens[index]
            if token.kind == .period, index + 1 < limit, tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .integerLiteral {
                components.append(source.name(index + 1))
                index += 2
            } else if (token.kind == .questionMark || token.kind == .exclamationMark), !token.spaceBefore {
                index += 1
            } else if token.kind == .leftBracket, !token.spaceBefore {
                components.append("[]")
                index = source.afterGroup(index)
            } else {
                break
            }
        }
        return makeExpression(.keyPath(KeyPathExpression(root: root, components: components)), start, index)
    }

    private mutating func parseStringLiteral(_ index: inout Int, limit: Int) -> Expression {
        let start = index
        let opening = tokens[index]
        let isMultiline = opening.flags.contains(.multiline)
        var hashCount = 0
        while source.bytes[Int(opening.start) + hashCount] == UInt8(ascii: "#") { hashCount += 1 }
        let close = source.closer(of: index, limit: limit)
        // An unterminated string ends at the lexer's error token, not at a delimiter.
        let isTerminated = close < limit && tokens[close].kind == .stringEnd
        let indentation = isMultiline && isTerminated ? closingIndentation(close) : 0
        var segments: [StringSegment] = []
        var cursor = index + 1
        var isFirstSegment = true
        while cursor < close {
            let token = tokens[cursor]
            switch token.kind {
            case .stringSegment:
                let raw = UnsafeBufferPointer(rebasing: source.bytes[Int(token.start)..<Int(token.end)])
                let isLast = cursor + 1 == close
                let text = StringLiteralDecoder.decode(raw, hashCount: hashCount, multilineIndentation: isMultiline ? indentation : nil,
                                                       startsAfterOpeningDelimiter: isFirstSegment && cursor == index + 1,
                                                       endsAtClosingDelimiter: isLast && isTerminated)
                segments.append(.text(text))
                cursor += 1
            case .interpolationStart:
                let end = source.closer(of: cursor, limit: close)
                let arguments = parseArguments(from: cursor + 1, to: end)
                segments.append(.interpolation(arguments, source.range(cursor..<min(end + 1, close)), source.location(cursor)))
                cursor = min(end + 1, close)
            default:
                cursor += 1
            }
            isFirstSegment = false
        }
        index = min(close + 1, limit)
        let literal = StringLiteral(segments: segments, isMultiline: isMultiline, hashCount: hashCount)
        return makeExpression(.stringLiteral(literal), start, index)
    }

    /// Width of the whitespace before a multi-line string's closing `"""`.
    private func closingIndentation(_ close: Int) -> Int {
        var offset = Int(tokens[close].start)
        var width = 0
        while offset > 0 {
            let byte = source.bytes[offset - 1]
            if byte == 0x20 || byte == 0x09 {
                width += 1
                offset -= 1
            } else {
                break
            }
        }
        return width
    }

    // MARK: - Statements

    /// Reads up to `maximumCount` statements in `range`; `hasMore` tells whether any were
    /// left unread.
    mutating func parseStatements(_ range: Range<Int>, maximumCount: Int) -> (statements: [Statement], hasMore: Bool) {
        var statements: [Statement] = []
        var index = range.lowerBound
        let limit = range.upperBound
        depth += 1
        defer { depth -= 1 }
        if depth > ExpressionParser.maximumDepth, index < limit {
            return ([.other(source.range(index..<limit), source.location(index))], false)
        }
        while index < limit {
            let token = tokens[index]
            if token.kind == .semicolon {
                index += 1
                continue
            }
            if statements.count >= maximumCount { return (statements, true) }
            let start = index
            switch (token.kind, token.keyword) {
            case (.identifier, .return):
                index += 1
                var value: Expression?
                if index < limit, !tokens[index].newlineBefore, tokens[index].kind != .rightBrace {
                    value = parseExpression(&index, limit: limit)
                }
                statements.append(.returnStatement(value, source.location(start)))
            case (.identifier, .if):
                statements.append(parseIf(&index, limit: limit))
            case (.pound, .poundIf):
                statements.append(.conditionalCompilation(parseConditionalCompilation(&index, limit: limit)))
            case (.identifier, .let), (.identifier, .var), (.identifier, .guard), (.identifier, .for),
                 (.identifier, .while), (.identifier, .repeat), (.identifier, .switch), (.identifier, .do),
                 (.identifier, .defer), (.identifier, .throw), (.identifier, .func), (.identifier, .struct),
                 (.identifier, .class), (.identifier, .enum), (.identifier, .break), (.identifier, .continue):
                index = skipStatement(from: index, limit: limit)
                statements.append(.other(source.range(start..<index), source.location(start)))
            default:
                if let expression = parseExpression(&index, limit: limit) {
                    statements.append(.expression(expression))
                } else {
                    index = skipStatement(from: index, limit: limit)
                    statements.append(.other(source.range(start..<index), source.location(start)))
                }
            }
            if index <= start { index = start + 1 }
        }
        return (statements, false)
    }

    /// An `if` statement, or `.other` past nesting the parser reads: each `else if` nests
    /// the tree one level deeper.
    private mutating func parseIf(_ index: inout Int, limit: Int) -> Statement {
        let start = index
        let location = source.location(index)
        depth += 1
        defer { depth -= 1 }
        if depth > ExpressionParser.maximumDepth {
            index = skipStatement(from: index, limit: limit)
            return .other(source.range(start..<index), location)
        }
        index += 1
        let conditionStart = index
        var isAvailabilityCheck = false
        while index < limit, tokens[index].kind != .leftBrace {
            if tokens[index].keyword == .poundAvailable || tokens[index].keyword == .poundUnavailable {
                isAvailabilityCheck = true
            }
            index = source.isOpener(tokens[index].kind) ? source.afterGroup(index) : index + 1
        }
        let condition = source.text(tokens: conditionStart..<min(index, limit))
        var thenBody: [Statement] = []
        if index < limit {
            let close = source.closer(of: index, limit: limit)
            thenBody = parseStatements((index + 1)..<close, maximumCount: Int.max).statements
            index = min(close + 1, limit)
        }
        var elseBody: [Statement]?
        if index < limit, tokens[index].keyword == .else {
            index += 1
            if index < limit, tokens[index].keyword == .if {
                elseBody = [parseIf(&index, limit: limit)]
            } else if index < limit, tokens[index].kind == .leftBrace {
                let close = source.closer(of: index, limit: limit)
                elseBody = parseStatements((index + 1)..<close, maximumCount: Int.max).statements
                index = min(close + 1, limit)
            }
        }
        return .ifStatement(IfStatement(condition: condition, isAvailabilityCheck: isAvailabilityCheck, thenBody: thenBody,
                                        elseBody: elseBody, location: location))
    }

    /// `#if A … #elseif B … #else … #endif` inside a statement list.
    private mutating func parseConditionalCompilation(_ index: inout Int, limit: Int) -> [ConditionalCompilationClause] {
        var clauses: [ConditionalCompilationClause] = []
        while index < limit {
            let keyword = tokens[index].keyword
            guard keyword == .poundIf || keyword == .poundElseif || keyword == .poundElse else {
                if keyword == .poundEndif { index += 1 }
                break
            }
            index += 1
            var condition: String?
            if keyword != .poundElse {
                let conditionStart = index
                index = ExpressionParser.endOfLine(source, from: index, limit: limit)
                condition = source.text(tokens: conditionStart..<index)
            }
            let bodyStart = index
            index = ExpressionParser.nextClauseDirective(source, from: index, limit: limit)
            let body = parseStatements(bodyStart..<index, maximumCount: Int.max).statements
            clauses.append(ConditionalCompilationClause(condition: condition, body: body))
        }
        return clauses
    }

    /// The first token on a later line than the one at `index`.
    static func endOfLine(_ source: TokenizedSource, from index: Int, limit: Int) -> Int {
        var cursor = index
        while cursor < limit, cursor == index || !source.tokens[cursor].newlineBefore {
            cursor += 1
        }
        return cursor
    }

    /// The next `#elseif`, `#else` or `#endif` of the current `#if`, skipping nested ones.
    static func nextClauseDirective(_ source: TokenizedSource, from index: Int, limit: Int) -> Int {
        var cursor = index
        var nesting = 0
        while cursor < limit {
            switch source.tokens[cursor].keyword {
            case .poundIf:
                nesting += 1
            case .poundEndif:
                if nesting == 0 { return cursor }
                nesting -= 1
            case .poundElseif, .poundElse:
                if nesting == 0 { return cursor }
            default:
                break
            }
            cursor += 1
        }
        return limit
    }

    // MARK: - Skipping

    /// Past the end of the statement starting at `index`: the next token at this nesting
    /// level that starts a new line and cannot continue an expression.
    func skipStatement(from index: Int, limit: Int) -> Int {
        var cursor = index
        while cursor < limit {
            let token = tokens[cursor]
            if cursor > index {
                if token.kind == .semicolon || token.kind == .rightBrace || token.kind == .rightParen
                    || token.kind == .rightBracket {
                    return cursor
                }
                if token.newlineBefore && !ExpressionParser.continuesExpression(token) && !continuesIfChain(cursor) {
                    return cursor
                }
            }
            cursor = source.isOpener(token.kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return limit
    }

    /// `} else {` continues an `if` statement across a line break.
    private func continuesIfChain(_ index: Int) -> Bool {
        tokens[index].keyword == .else || tokens[index].keyword == .catch
    }

    package func skipExpression(from index: Int, limit: Int) -> Int {
        var cursor = index
        while cursor < limit {
            let token = tokens[cursor]
            if cursor > index {
                switch token.kind {
                case .comma, .semicolon, .rightBrace, .rightParen, .rightBracket, .colon:
                    return cursor
                default:
                    if token.newlineBefore && !ExpressionParser.continuesExpression(token) { return cursor }
                }
            }
            cursor = source.isOpener(token.kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return limit
    }

    /// A token that, at the start of a line, continues the expression on the line before.
    package static func continuesExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .period, .operator, .equal, .arrow:
            return true
        default:
            return token.keyword == .as || token.keyword == .is
        }
    }

    /// Past a type written at `index` (`[String: Int]?`, `some View`, `Foo<Bar>.Baz`,
    /// `any A & B`, `@Sendable (Int) async throws -> Void`).
    package func skipType(from index: Int, limit: Int) -> Int {
        var cursor = index
        while cursor < limit {
            let token = tokens[cursor]
            switch token.kind {
            case .identifier, .attribute:
                // A name or attribute on a new line starts the next declaration.
                if cursor > index, token.newlineBefore { return cursor }
                if !ExpressionParser.mayAppearInType(token.keyword) { return cursor }
                cursor += 1
                // `@convention(c)`
                if token.kind == .attribute, cursor < limit, tokens[cursor].kind == .leftParen, !tokens[cursor].spaceBefore {
                    cursor = source.afterGroup(cursor)
                }
            case .period, .questionMark, .exclamationMark, .arrow:
                cursor += 1
            case .leftParen, .leftBracket:
                cursor = source.afterGroup(cursor)
            case .operator where source.is(cursor, "&"):
                cursor += 1
            case .operator where source.bytes[Int(token.start)] == UInt8(ascii: "<"):
                guard let end = genericArgumentsEnd(from: cursor, limit: limit) else { return cursor }
                cursor = end
            default:
                return cursor
            }
        }
        return limit
    }

    /// Keywords end a type, except the few that are part of one (`inout`, `throws`, `Self`).
    private static func mayAppearInType(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .none, .Any, .Self, .throws, .rethrows, .inout:
            return true
        default:
            return keyword.isContextual
        }
    }

    /// Past the `>` balancing the `<` at `index`, if the tokens between can be generic
    /// arguments (names, dots, commas, brackets, optionals) on one line.
    func genericArgumentsEnd(from index: Int, limit: Int) -> Int? {
        var balance = 0
        var cursor = index
        // Generic arguments are short. Looking further for the `>` would make a line of
        // comparisons (`a<b<c<…`), where every `<` looks, cost the square of its length.
        var steps = 0
        while cursor < limit, steps < ExpressionParser.maximumGenericArgumentTokens {
            steps += 1
            let token = tokens[cursor]
            if cursor > index && token.newlineBefore { return nil }
            switch token.kind {
            case .operator:
                var offset = Int(token.start)
                while offset < Int(token.end) {
                    let byte = source.bytes[offset]
                    if byte == UInt8(ascii: "<") {
                        balance += 1
                    } else if byte == UInt8(ascii: ">") {
                        balance -= 1
                        if balance == 0 {
                            // Only optional marks may follow in the token (`Array<Int>?` lexes
                            // `>?` as one operator); `>=` and the like are comparisons.
                            let rest = source.bytes[(offset + 1)..<Int(token.end)]
                            return rest.allSatisfy { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") } ? cursor + 1 : nil
                        }
                    } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") && byte != UInt8(ascii: "&") {
                        return nil
                    }
                    offset += 1
                }
                cursor += 1
            case .identifier, .period, .comma, .colon, .questionMark, .exclamationMark, .arrow:
                if token.kind == .identifier, token.keyword != .none, !token.keyword.isContextual,
                   token.keyword != .Any, token.keyword != .Self, token.keyword != .self {
                    return nil
                }
                cursor += 1
            case .leftParen, .leftBracket:
                cursor = source.afterGroup(cursor)
            default:
                return nil
            }
        }
        return nil
    }

    // MARK: -

    private func makeExpression(_ kind: ExpressionKind, _ start: Int, _ end: Int) -> Expression {
        Expression(kind: kind, range: source.range(start..<max(end, start)), location: source.location(start))
    }
}
