import IntentLintSupport
import IntentLintSyntax

/// A statement of a Tuist manifest, as far as a static reading follows one: the small imperative
/// subset its helper functions use to build a target (`var conditions = [String]()`, `if
/// selfCompiled { conditions.append("SELF_COMPILED") }`, `return .target(…)`). Anything else is
/// `stop`, naming what it is and where, so the reading says exactly what stopped it.
indirect enum TuistStep {
    /// `let name = value` or `var name = value`; `var name: Type` without one (nil).
    case bind(String, Expression?)
    /// `name.append(value)`.
    case append(String, Expression)
    /// `name.append(contentsOf: value)` or `name += value`: an array's elements, or a string.
    case appendContents(String, Expression)
    /// `name = value`.
    case assign(String, Expression)
    /// `if condition { … } else { … }`, `else if` being a branch in `otherwise`.
    case branch(condition: Expression, then: [TuistStep], otherwise: [TuistStep])
    /// `return value`, or a body that is one expression.
    case give(Expression)
    /// What a static reading does not follow (a `for`, a `switch`, a call for its effect), where,
    /// and its tokens: the names they change have no known value after it.
    case stop(LineProblem, tokens: Range<Int>)
}

extension TuistManifest {
    // MARK: The manifest's own functions

    /// `func name(label name: Type = default, …) -> Type { … }` at the top level, its body as steps.
    struct LocalFunction {
        struct Parameter {
            /// Nil for `_`.
            var label: String?
            var name: String
            var defaultValue: Expression?
        }

        var parameters: [Parameter]
        /// Its body; nil when its parameters or its braces cannot be read.
        var body: [TuistStep]?
        var line: Int
    }

    /// The function whose `func` is at `index`; with no `body` when its parameters or its braces
    /// cannot be read.
    mutating func readFunction(at index: Int) -> LocalFunction {
        let tokens = source.tokens
        let open = index + 2
        let close = source.closer(of: open, limit: tokens.count)
        var parameters: [LocalFunction.Parameter] = []
        let unreadable = LocalFunction(parameters: [], body: nil, line: source.location(index).line)
        var cursor = open + 1
        while cursor < close {
            var end = cursor
            while end < close, tokens[end].kind != .comma { end = source.isOpener(tokens[end].kind) ? source.afterGroup(end) : end + 1 }
            var names: [String] = []
            var colon = cursor
            while colon < end, tokens[colon].kind != .colon {
                if source.isName(colon) || source.is(colon, "_") { names.append(source.name(colon)) }
                colon += 1
            }
            guard colon < end, names.count == 1 || names.count == 2 else { return unreadable }
            var defaultValue: Expression?
            var scan = colon + 1
            while scan < end {
                if tokens[scan].kind == .equal {
                    var start = scan + 1
                    defaultValue = parser.parseExpression(&start, limit: end)
                    break
                }
                scan = source.isOpener(tokens[scan].kind) ? source.afterGroup(scan) : scan + 1
            }
            let label = names[0] == "_" ? nil : names[0]
            parameters.append(LocalFunction.Parameter(label: label, name: names[names.count - 1], defaultValue: defaultValue))
            cursor = end + 1
        }
        var brace = close + 1
        while brace < tokens.count, tokens[brace].kind != .leftBrace, tokens[brace].keyword != .func { brace += 1 }
        guard brace < tokens.count, tokens[brace].kind == .leftBrace else { return unreadable }
        let bodyEnd = source.closer(of: brace, limit: tokens.count)
        return LocalFunction(parameters: parameters, body: steps(from: brace + 1, to: bodyEnd, isBody: true), line: source.location(index).line)
    }

    // MARK: Statements

    /// The statements from `start` to `end` as steps, stopping at the first one a static reading
    /// does not follow. `isBody`: a function's whole body, where one expression is its value.
    /// `depth`: how many blocks it is inside; past `maximumNesting` nothing more is followed.
    mutating func steps(from start: Int, to end: Int, isBody: Bool = false, depth: Int = 0) -> [TuistStep] {
        guard depth < TuistManifest.maximumNesting else {
            return [.stop(LineProblem(line: source.location(start).line, message: "blocks nest deeper than a static reading follows"), tokens: start..<end)]
        }
        var steps: [TuistStep] = []
        var cursor = start
        while cursor < end {
            if source.kind(cursor) == .semicolon {
                cursor += 1
                continue
            }
            let (step, next) = self.step(at: cursor, limit: end, isWholeBody: isBody && steps.isEmpty, depth: depth)
            steps.append(step)
            if case .stop = step { return steps }
            cursor = max(next, cursor + 1)
        }
        return steps
    }

    /// Blocks inside blocks (`if` in `if`, `else if` after `else if`) a reading follows: far more
    /// than a manifest writes, and far fewer than would exhaust a thread's stack.
    static let maximumNesting = 32

    /// The one statement at `index`, and where the next starts.
    private mutating func step(at index: Int, limit: Int, isWholeBody: Bool, depth: Int = 0) -> (TuistStep, Int) {
        let tokens = source.tokens
        if tokens[index].keyword == .if { return branch(at: index, limit: limit, depth: depth) }
        let end = statementEnd(from: index, limit: limit)
        func value(from start: Int) -> Expression? {
            var cursor = start
            guard let value = parser.parseExpression(&cursor, limit: end), cursor == end else { return nil }
            return value
        }
        let stopped = (TuistStep.stop(notFollowed(index, end), tokens: index..<end), end)
        switch tokens[index].keyword {
        case .let, .var:
            guard source.isName(index + 1) else { return stopped }
            let name = source.name(index + 1)
            var equal = index + 2
            while equal < end, tokens[equal].kind != .equal { equal = source.isOpener(tokens[equal].kind) ? source.afterGroup(equal) : equal + 1 }
            guard equal < end else { return (.bind(name, nil), end) }
            return value(from: equal + 1).map { (.bind(name, $0), end) } ?? stopped
        case .return:
            return value(from: index + 1).map { (.give($0), end) } ?? stopped
        default:
            break
        }
        if source.isName(index) {
            let name = source.name(index)
            // `name = value`, `name += value`
            if source.kind(index + 1) == .equal {
                return value(from: index + 2).map { (.assign(name, $0), end) } ?? stopped
            }
            if source.kind(index + 1) == .operator, source.is(index + 1, "+=") {
                return value(from: index + 2).map { (.appendContents(name, $0), end) } ?? stopped
            }
            // `name.append(value)`, `name.append(contentsOf: value)`
            if source.kind(index + 1) == .period, source.is(index + 2, "append"), let call = value(from: index),
               let (_, arguments) = call.callParts, arguments.count == 1 {
                switch arguments[0].label {
                case nil: return (.append(name, arguments[0].value), end)
                case "contentsOf"?: return (.appendContents(name, arguments[0].value), end)
                default: return stopped
                }
            }
        }
        // A body of one expression is its value.
        if isWholeBody, end == limit, let whole = value(from: index) { return (.give(whole), end) }
        return stopped
    }

    /// `if condition { … } else if … { … } else { … }` at `index`, and the token after it.
    private mutating func branch(at index: Int, limit: Int, depth: Int = 0) -> (TuistStep, Int) {
        let tokens = source.tokens
        guard depth < TuistManifest.maximumNesting else {
            let end = ifChainEnd(from: index, limit: limit)
            return (.stop(LineProblem(line: source.location(index).line, message: "blocks nest deeper than a static reading follows"), tokens: index..<end), end)
        }
        var brace = index + 1
        while brace < limit, tokens[brace].kind != .leftBrace { brace = source.isOpener(tokens[brace].kind) ? source.afterGroup(brace) : brace + 1 }
        var cursor = index + 1
        guard brace < limit, let condition = parser.parseExpression(&cursor, limit: brace), cursor == brace else {
            let end = ifChainEnd(from: index, limit: limit)
            return (.stop(notFollowed(index, min(brace, limit)), tokens: index..<end), end)
        }
        let close = source.closer(of: brace, limit: limit)
        let then = steps(from: brace + 1, to: close, depth: depth + 1)
        var next = min(close + 1, limit)
        var otherwise: [TuistStep] = []
        if next < limit, tokens[next].keyword == .else {
            if next + 1 < limit, tokens[next + 1].keyword == .if {
                let (elseIf, after) = branch(at: next + 1, limit: limit, depth: depth + 1)
                otherwise = [elseIf]
                next = after
            } else if next + 1 < limit, tokens[next + 1].kind == .leftBrace {
                let elseClose = source.closer(of: next + 1, limit: limit)
                otherwise = steps(from: next + 2, to: elseClose, depth: depth + 1)
                next = min(elseClose + 1, limit)
            } else {
                return (.stop(notFollowed(next, next + 1), tokens: index..<(next + 1)), next + 1)
            }
        }
        return (.branch(condition: condition, then: then, otherwise: otherwise), next)
    }

    /// Where the `if … { } else if … { } else { }` at `index` ends, its blocks skipped whole.
    private func ifChainEnd(from index: Int, limit: Int) -> Int {
        let tokens = source.tokens
        var cursor = index
        while cursor < limit {
            // The condition, to the block.
            while cursor < limit, tokens[cursor].kind != .leftBrace { cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1 }
            guard cursor < limit else { return limit }
            cursor = source.afterGroup(cursor)
            guard cursor < limit, tokens[cursor].keyword == .else else { return min(cursor, limit) }
            cursor += 1
        }
        return min(cursor, limit)
    }

    /// Where the statement starting at `start` ends: at the next line that does not continue it
    /// (with `.member` or a binary operator), or at `;`.
    private func statementEnd(from start: Int, limit: Int) -> Int {
        let tokens = source.tokens
        var cursor = start
        while cursor < limit {
            let token = tokens[cursor]
            if cursor > start {
                if token.kind == .semicolon { break }
                let continues = token.kind == .period || token.kind == .equal || (token.kind == .operator && token.spaceBefore)
                if token.newlineBefore, !continues { break }
            }
            cursor = source.isOpener(token.kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return min(cursor, limit)
    }

    /// The statement from `start` to `end` as a problem: what it is, quoted on one line.
    private func notFollowed(_ start: Int, _ end: Int) -> LineProblem {
        LineProblem(line: source.location(start).line, message: "\(quoted(start, end)) is code a static reading does not follow")
    }

    /// The first line of the statement from `start` to `end`, in backticks: enough to tell which.
    private func quoted(_ start: Int, _ end: Int) -> String {
        let tokens = source.tokens
        var shown = start
        while shown < end, shown == start || !tokens[shown].newlineBefore { shown += 1 }
        let text = source.text(tokens: start..<max(shown, start + 1)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return "`" + (text.count > 60 ? String(text.prefix(57)) + "…" : text) + "`"
    }

    /// Just past the first block (`{ … }`) from `start`.
    private func blockEnd(from start: Int) -> Int {
        let tokens = source.tokens
        var cursor = start
        while cursor < tokens.count, tokens[cursor].kind != .leftBrace { cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1 }
        return cursor < tokens.count ? source.afterGroup(cursor) : cursor
    }

    // MARK: The top level

    /// Follows a statement of the top level that changes a name bound there (`targets.append(…)`,
    /// `if selfCompiled { … }`), or a block that may (`for`, `switch`, `#if`), and returns where
    /// it ends; nil when `index` starts no such statement (a declaration, an expression).
    /// - Parameter underCondition: the line of the `#if` the statement is under, if any: which
    ///   branch is compiled is not known, so what it changes is not either.
    mutating func followTopLevelStatement(at index: Int, underCondition: Int?) -> Int? {
        let tokens = source.tokens
        let token = tokens[index]
        switch token.keyword {
        case .if:
            let (step, end) = branch(at: index, limit: tokens.count)
            follow(step, underCondition: underCondition)
            return end
        case .for, .while, .repeat, .switch, .guard, .do, .defer:
            // A block that runs code: any bound name it changes is not known any more.
            var end = blockEnd(from: index + 1)
            // `do { } catch … { }`, `repeat { } while …`
            while end < tokens.count {
                if tokens[end].keyword == .catch {
                    end = blockEnd(from: end + 1)
                } else if token.keyword == .repeat, tokens[end].keyword == .while {
                    end = statementEnd(from: end, limit: tokens.count)
                } else {
                    break
                }
            }
            let line = source.location(index).line
            for name in namesChanged(from: index, to: end) {
                forget(name, because: LineProblem(line: line, message: "`\(name)` is changed by \(quoted(index, end)), which a static reading does not run"))
            }
            return end
        default:
            break
        }
        guard source.isName(index), literals.isBound(source.name(index)),
              source.kind(index + 1) == .equal || (source.kind(index + 1) == .operator && source.is(index + 1, "+="))
                || (source.kind(index + 1) == .period && source.isName(index + 2) && source.kind(index + 3) == .leftParen) else { return nil }
        let (step, end) = step(at: index, limit: tokens.count, isWholeBody: false)
        follow(step, underCondition: underCondition)
        return end
    }

    /// Applies a top-level step to the names bound there. `locals`: the names an enclosing
    /// branch binds, its own.
    private mutating func follow(_ step: TuistStep, underCondition: Int?) {
        var locals: [String: Expression] = [:]
        follow(step, underCondition: underCondition, locals: &locals)
    }

    private mutating func follow(_ step: TuistStep, underCondition: Int?, locals: inout [String: Expression]) {
        if let line = underCondition {
            for name in names(changedBy: step) {
                forget(name, because: LineProblem(line: line, message: "`\(name)` is changed under the `#if` at line \(line), and which branch the build compiles is not known"))
            }
            return
        }
        do throws(Problem) {
            switch step {
            case .branch(let condition, let then, let otherwise):
                guard let holds = booleanValue(try substituting(locals, in: condition, depth: 0)) else {
                    let line = condition.location.line
                    for name in names(changedBy: step) {
                        forget(name, because: LineProblem(line: line,
                            message: "`\(name)` is changed under the `if` at line \(line), whose condition `\(literals.snippet(condition))` a static reading cannot know"))
                    }
                    return
                }
                // What a branch binds is its own; what it changes of the top level stays.
                var inner = locals
                for step in holds ? then : otherwise { follow(step, underCondition: nil, locals: &inner) }
            case .append(let name, let element):
                let added = try substituting(locals, in: element, depth: 0)
                literals.rebind(name, to: try combined(try topLevelValue(name), array([added], like: element), at: element))
            case .appendContents(let name, let value):
                literals.rebind(name, to: try combined(try topLevelValue(name), try substituting(locals, in: value, depth: 0), at: value))
            case .assign(let name, let value):
                literals.rebind(name, to: try substituting(locals, in: value, depth: 0))
            case .bind(let name, let value):
                locals[name] = try value.map { value throws(Problem) in try substituting(locals, in: value, depth: 0) }
            case .stop(let problem, _):
                // `name.insert(…)`, `name.removeAll()`: changed in a way not followed.
                for name in names(changedBy: step) { forget(name, because: problem) }
            case .give:
                return
            }
        } catch {
            for name in names(changedBy: step) { forget(name, because: error) }
        }
    }

    /// The value a top-level name holds so far, `+` and ternaries worked out (`folded`).
    private func topLevelValue(_ name: String) throws(Problem) -> Expression {
        guard let value = literals.constant(name) else {
            throw unknownValues[name] ?? Problem(line: 1, message: "`\(name)` has no value a static reading knows")
        }
        return try folded(value)
    }

    private mutating func forget(_ name: String, because problem: Problem) {
        literals.forget(name)
        if unknownValues[name] == nil { unknownValues[name] = problem }
    }

    /// The top-level names a step changes.
    private func names(changedBy step: TuistStep) -> [String] {
        switch step {
        case .append(let name, _), .appendContents(let name, _), .assign(let name, _): return [name]
        case .branch(_, let then, let otherwise): return (then + otherwise).flatMap(names(changedBy:))
        case .stop(_, let tokens): return namesChanged(from: tokens.lowerBound, to: tokens.upperBound)
        case .bind, .give: return []
        }
    }

    /// The bound names that tokens `start..<end` change: `name.append`, `name.insert`, `name +=`, `name =`, …
    private func namesChanged(from start: Int, to end: Int) -> [String] {
        var names: [String] = []
        for index in start..<min(end, source.tokens.count) where source.isName(index) && literals.isBound(source.name(index)) {
            let name = source.name(index)
            let changes = source.kind(index + 1) == .equal || (source.kind(index + 1) == .operator && source.text(tokens: (index + 1)..<(index + 2)).hasSuffix("="))
                || (source.kind(index + 1) == .period && source.isName(index + 2) && source.kind(index + 3) == .leftParen)
            if changes, !names.contains(name), index == 0 || source.kind(index - 1) != .period { names.append(name) }
        }
        return names
    }

    // MARK: Calls

    /// The value a call of one of the manifest's functions returns, its body run with its
    /// parameters bound to the call's arguments; nil when `call` calls none of them.
    func valueOfLocalCall(_ call: Expression, depth: Int) throws(Problem) -> Expression? {
        guard let (callee, arguments) = call.callParts, case .identifier(let name) = callee.kind, let function = functions[name] else {
            return nil
        }
        guard !repeatedFunctions.contains(name) else {
            throw Problem(line: call.location.line,
                          message: "`\(name)` is declared more than once in the manifest, so which one `\(literals.snippet(call))` calls cannot be read statically")
        }
        guard depth < ManifestLiterals.maximumDepth, let body = function.body else {
            throw Problem(line: call.location.line,
                          message: "`\(literals.snippet(call))` calls `\(name)` (line \(function.line)), a function of the manifest whose parameters or body cannot be read")
        }
        var environment: [String: Expression] = [:]
        var remaining = arguments[...]
        for parameter in function.parameters {
            if let argument = remaining.first, argument.label == parameter.label {
                environment[parameter.name] = argument.value
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                environment[parameter.name] = defaultValue
            } else {
                throw Problem(line: call.location.line, message: "`\(literals.snippet(call))` does not pass `\(parameter.label ?? parameter.name)`, which `\(name)` needs")
            }
        }
        guard remaining.isEmpty else {
            throw Problem(line: call.location.line, message: "`\(literals.snippet(call))` passes more than the parameters of `\(name)`")
        }
        do throws(Problem) {
            guard let value = try run(body, in: &environment, depth: depth + 1) else {
                throw Problem(line: function.line, message: "`\(name)` returns no value a static reading can see")
            }
            return value
        } catch {
            // Where the function stopped the reading: the line is the function's own.
            throw error.message.hasSuffix("`)") ? error : Problem(line: error.line, message: "\(error.message) (in `\(name)`)")
        }
    }

    /// Runs `steps` with `environment` (the function's parameters and locals), returning the
    /// value given, if any.
    private func run(_ steps: [TuistStep], in environment: inout [String: Expression], depth: Int) throws(Problem) -> Expression? {
        func current(_ name: String, at value: Expression) throws(Problem) -> Expression {
            guard let known = environment[name] else {
                throw Problem(line: value.location.line, message: "`\(name)` is changed here, and the function does not declare it with a value: a static reading does not follow that")
            }
            return known
        }
        for step in steps {
            switch step {
            case .bind(let name, let value?):
                environment[name] = try substituting(environment, in: value, depth: depth + 1)
            case .bind(let name, nil):
                environment[name] = nil
            case .append(let name, let element):
                let added = try substituting(environment, in: element, depth: depth + 1)
                environment[name] = try combined(try current(name, at: element), array([added], like: element), at: element)
            case .appendContents(let name, let value):
                let added = try substituting(environment, in: value, depth: depth + 1)
                environment[name] = try combined(try current(name, at: value), added, at: value)
            case .assign(let name, let value):
                environment[name] = try substituting(environment, in: value, depth: depth + 1)
            case .branch(let condition, let then, let otherwise):
                guard let holds = booleanValue(try substituting(environment, in: condition, depth: depth + 1)) else {
                    throw Problem(line: condition.location.line,
                                  message: "the `if` at line \(condition.location.line) tests `\(literals.snippet(condition))`, which a static reading cannot know")
                }
                if let given = try run(holds ? then : otherwise, in: &environment, depth: depth + 1) { return given }
            case .give(let value):
                return try substituting(environment, in: value, depth: depth + 1)
            case .stop(let problem, _):
                throw problem
            }
        }
        return nil
    }

    /// `[element]`, placed where `element` is.
    private func array(_ elements: [Expression], like place: Expression) -> Expression {
        Expression(kind: .array(elements), range: place.range, location: place.location)
    }

    /// `first + second` worked out: two arrays' elements, or two strings' text.
    func combined(_ first: Expression, _ second: Expression, at place: Expression) throws(Problem) -> Expression {
        let (first, second) = (try folded(first), try folded(second))
        // A name whose value a statement not followed changed: that statement is what stopped it.
        for operand in [first, second] {
            if case .identifier(let name) = operand.kind, let why = unknownValues[name] { throw why }
        }
        if case .array(let head) = first.kind, case .array(let tail) = second.kind {
            return Expression(kind: .array(head + tail), range: first.range, location: first.location)
        }
        if let head = try? literals.string(first), let tail = try? literals.string(second) {
            return Expression(kind: .stringLiteral(StringLiteral(segments: [.text(head + tail)])), range: first.range, location: first.location)
        }
        throw Problem(line: place.location.line,
                      message: "`\(literals.snippet(place))` joins `\(literals.snippet(first))` and `\(literals.snippet(second))`, which are not two arrays or two strings a static reading knows")
    }

    /// `expression` as far as it must be known to be an array or a string: a name bound at the
    /// top level replaced by its value, a call of the manifest's own functions by what it
    /// returns, a ternary by its branch, `+` worked out; an array's elements are left as they
    /// are, so that one a static reading cannot settle (a target) stops only itself.
    func folded(_ expression: Expression, depth: Int = 0) throws(Problem) -> Expression {
        guard depth < ManifestLiterals.maximumDepth else { throw unreadable("a value", expression) }
        switch expression.kind {
        case .identifier(let name):
            guard let value = literals.constant(name) else { return expression }
            return try folded(value, depth: depth + 1)
        case .call(let callee, let arguments):
            // `[String]()`, `String()`: empty.
            if arguments.isEmpty, case .array(let type) = callee.kind, type.count == 1 {
                return Expression(kind: .array([]), range: expression.range, location: expression.location)
            }
            if arguments.isEmpty, case .identifier("String") = callee.kind {
                return Expression(kind: .stringLiteral(StringLiteral(segments: [])), range: expression.range, location: expression.location)
            }
            guard let value = try valueOfLocalCall(expression, depth: depth + 1) else { return expression }
            return try folded(value, depth: depth + 1)
        case .unsupported:
            if let (condition, then, otherwise) = ternaryParts(of: expression), let holds = booleanValue(condition) {
                return try folded(holds ? then : otherwise, depth: depth + 1)
            }
            guard let operands = plusOperands(of: expression) else { return expression }
            var sum = try folded(operands[0], depth: depth + 1)
            for operand in operands.dropFirst() { sum = try combined(sum, try folded(operand, depth: depth + 1), at: expression) }
            return sum
        default:
            return expression
        }
    }

    // MARK: Values

    /// `expression` with the names `environment` binds replaced by their values, the manifest's
    /// own functions called, each ternary whose condition is then a Boolean literal (or its
    /// negation) replaced by the branch it takes, and `+` of arrays or strings worked out.
    func substituting(_ environment: [String: Expression], in expression: Expression, depth: Int) throws(Problem) -> Expression {
        guard depth < ManifestLiterals.maximumDepth * 4 else { throw unreadable("a value", expression) }
        func sub(_ expression: Expression) throws(Problem) -> Expression { try substituting(environment, in: expression, depth: depth + 1) }
        func arguments(_ list: [Argument]) throws(Problem) -> [Argument] {
            var result: [Argument] = []
            for argument in list { result.append(Argument(label: argument.label, value: try sub(argument.value))) }
            return result
        }
        var result = expression
        switch expression.kind {
        case .identifier(let name):
            return environment[name] ?? expression
        case .member(let base, let name):
            result.kind = .member(base: try sub(base), name: name)
        case .call:
            let (callee, list) = expression.callParts!
            if case .identifier(let name) = callee.kind, environment[name] == nil, functions[name] != nil {
                var call = expression
                call.kind = .call(callee: callee, arguments: try arguments(list))
                return try valueOfLocalCall(call, depth: depth + 1)!
            }
            result.kind = .call(callee: try sub(callee), arguments: try arguments(list))
        case .array(let elements):
            var substituted: [Expression] = []
            for element in elements { substituted.append(try sub(element)) }
            result.kind = .array(substituted)
        case .dictionary(let elements):
            var substituted: [DictionaryElement] = []
            for element in elements { substituted.append(DictionaryElement(key: try sub(element.key), value: try sub(element.value))) }
            result.kind = .dictionary(substituted)
        case .tuple(let list):
            result.kind = .tuple(try arguments(list))
        case .prefixOperator(let name, let operand):
            result.kind = .prefixOperator(name, try sub(operand))
        case .stringLiteral(var literal):
            var segments: [StringSegment] = []
            for segment in literal.segments {
                if case .interpolation(let list, let range, let location) = segment {
                    segments.append(.interpolation(try arguments(list), range, location))
                } else {
                    segments.append(segment)
                }
            }
            literal.segments = segments
            result.kind = .stringLiteral(literal)
        case .unsupported:
            if let (condition, then, otherwise) = ternaryParts(of: expression) {
                switch booleanValue(try sub(condition)) {
                case true?: return try sub(then)
                case false?: return try sub(otherwise)
                case nil: return expression
                }
            }
            guard let operands = plusOperands(of: expression) else { return expression }
            var sum = try sub(operands[0])
            for operand in operands.dropFirst() { sum = try combined(sum, try sub(operand), at: expression) }
            return sum
        default:
            return expression
        }
        return result
    }

    /// A Boolean literal, a name bound to one at the top level, or `!` before one of those.
    func booleanValue(_ expression: Expression, depth: Int = 0) -> Bool? {
        guard depth < ManifestLiterals.maximumDepth else { return nil }
        switch expression.kind {
        case .booleanLiteral(let value): return value
        case .prefixOperator("!", let operand): return booleanValue(operand, depth: depth + 1).map { !$0 }
        case .identifier(let name): return literals.constant(name).flatMap { booleanValue($0, depth: depth + 1) }
        default: return nil
        }
    }

    /// The tokens of an expression the parser kept whole as unsupported: from the first token at
    /// or after its start to its end.
    private func tokenRange(of expression: Expression) -> Range<Int> {
        let tokens = source.tokens
        var first = 0, count = tokens.count
        // The first token at or after the expression's start (tokens are in order).
        while count > 0 {
            let half = count / 2
            if tokens[first + half].start < expression.range.start { first += half + 1; count -= half + 1 } else { count = half }
        }
        var end = first
        while end < tokens.count, tokens[end].start < expression.range.end { end += 1 }
        return first..<end
    }

    /// `condition ? then : otherwise`, which the expression parser keeps whole as unsupported,
    /// parsed again from its tokens.
    private func ternaryParts(of expression: Expression) -> (Expression, Expression, Expression)? {
        let tokens = source.tokens
        let range = tokenRange(of: expression)
        let (first, end) = (range.lowerBound, range.upperBound)
        var question = first
        while question < end, !(tokens[question].kind == .questionMark && tokens[question].spaceBefore) {
            question = source.isOpener(tokens[question].kind) ? source.afterGroup(question) : question + 1
        }
        var colon = question + 1
        while colon < end, tokens[colon].kind != .colon {
            colon = source.isOpener(tokens[colon].kind) ? source.afterGroup(colon) : colon + 1
        }
        guard question < end, colon < end else { return nil }
        var parser = ExpressionParser(source: source)
        var cursor = first
        guard let condition = parser.parseExpression(&cursor, limit: question), cursor == question else { return nil }
        cursor = question + 1
        guard let then = parser.parseExpression(&cursor, limit: colon), cursor == colon else { return nil }
        cursor = colon + 1
        guard let otherwise = parser.parseExpression(&cursor, limit: end), cursor == end else { return nil }
        return (condition, then, otherwise)
    }

    /// `a + b + c`, which the expression parser keeps whole as unsupported, as its operands;
    /// nil when it holds another operator.
    private func plusOperands(of expression: Expression) -> [Expression]? {
        let tokens = source.tokens
        let range = tokenRange(of: expression)
        var operands: [Expression] = []
        var parser = ExpressionParser(source: source)
        var start = range.lowerBound
        var cursor = start
        while cursor <= range.upperBound {
            if cursor == range.upperBound || (tokens[cursor].kind == .operator && source.is(cursor, "+") && tokens[cursor].spaceBefore) {
                var operandCursor = start
                guard cursor > start, let operand = parser.parseExpression(&operandCursor, limit: cursor), operandCursor == cursor else { return nil }
                if case .unsupported = operand.kind { return nil }
                operands.append(operand)
                start = cursor + 1
                cursor += 1
                continue
            }
            cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
        }
        return operands.count >= 2 ? operands : nil
    }
}
