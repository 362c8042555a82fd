import IntentLintSupport
import IntentLintSyntax

extension CodeBodyInterest {
    /// Bodies that name `AppDependencyManager`, where dependencies are registered; every use in a
    /// file that names it anywhere is gathered (`FileFact.dependencyRegistrations`), for
    /// `dependency-never-registered` to read.
    static let dependencyRegistrations = CodeBodyInterest(name: "dependencies", cues: ["AppDependencyManager"], keepsFilesWithACue: true)
}

extension FileFact where Value == [DependencyRegistrations.Registration] {
    /// Every use of `AppDependencyManager` in a file, with what it registers.
    static let dependencyRegistrations = FileFact(name: "dependency-registrations", reading: [.dependencyRegistrations],
                                                  gather: DependencyRegistrations.registrations(in:))
}

/// Every use of `AppDependencyManager` in a file, with the type each registration registers
/// where the code says it. The manager keeps a dependency under the type of the value it is
/// given, so a registration counts for the type of `dependency:` (or of what its closure
/// returns):
///
/// - `AppDependencyManager.shared.add(dependency: ModelData())`, `.add { ModelData() }`,
///   `.add(key: "db", dependency: Database.init(path: p))`, `try await` before the call too;
/// - `add(dependency: value as Store)`: `Store`;
/// - `add(dependency: self)`: the type whose code it is (the rule asks whether it is a protocol);
/// - `add(dependency: name)` for a `let`/`var` of the same body written `= Type(…)` or with a
///   type (every such binding of the name, for `#if` branches), or else a stored property of the
///   type whose code it is (the rule asks for the property's declared type).
///
/// Anything else is a registration of a type not known here (`NavigationManager.shared`, a
/// function's result, a parameter), and so is any other use of the manager (a manager kept in a
/// variable, `AppDependencyManager()`).
struct DependencyRegistrations {
    /// What one use of the manager registers.
    enum Registered: Equatable, Sendable {
        /// A type written in the code.
        case type(String)
        /// `self`, in the code of the type or extension named (`Outer.Inner`).
        case selfOf(String)
        /// A stored property of the type named, which the code names alone or after `self.`.
        case property(String, of: String)
    }

    /// When a registration runs, as far as the code around it says.
    enum Timing: Equatable, Sendable {
        /// As the code it is in runs: an `App`'s `init()`, `application(_:didFinishLaunchingWithOptions:)`.
        case whenItsCodeRuns
        /// In a closure of `.task { … }` or `.onAppear { … }`: once a scene shows the view.
        case onViewAppearance(String)
        /// After an `await` in its own function or closure: later than the code that starts it.
        case afterAwait
    }

    struct Registration: Sendable {
        /// What it may register: one value, or one for each binding of a name; empty when not known.
        var candidates: [Registered]
        var location: SourceLocation
        var timing: Timing = .whenItsCodeRuns
        /// The qualified name of the type or extension whose code it is in (`Outer.Inner`), "" at file level.
        var enclosingType = ""
    }

    /// The uses of `AppDependencyManager` in a file.
    static func registrations(in file: FileBodies) -> [Registration] {
        let source = file.source
        // Bodies do not overlap and come in file order, as the tokens do: one reading per body.
        let bodies = file.bodies.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var position = 0
        var reading: Reading?
        return file.cues(of: .dependencyRegistrations).map { token in
            while position < bodies.count, bodies[position].range.upperBound <= token { position += 1 }
            guard position < bodies.count, bodies[position].range.contains(token) else {
                return Registration(candidates: [], location: source.location(token))
            }
            if reading?.body.range != bodies[position].range { reading = Reading(source: source, body: bodies[position]) }
            return Registration(candidates: reading!.registered(byManagerAt: token), location: source.location(token),
                                timing: timing(of: token, in: bodies[position], source),
                                enclosingType: bodies[position].typePath.joined(separator: "."))
        }
    }

    /// The view modifiers whose closures run once a scene shows the view.
    private static let appearanceModifiers: Set<String> = ["task", "onAppear"]

    /// When the registration at `token` runs: in a `.task`/`.onAppear` closure, after an `await`
    /// of its own function or closure, or as its code runs.
    private static func timing(of token: Int, in body: CodeBody, _ source: TokenizedSource) -> Timing {
        let tokens = source.tokens
        // The braces open at the token, with whether an `await` came before it at their level.
        var open: [(brace: Int, awaited: Bool)] = [(body.range.lowerBound - 1, false)]
        for index in body.range.lowerBound..<token {
            switch tokens[index].kind {
            case .leftBrace: open.append((index, false))
            case .rightBrace: if open.count > 1 { open.removeLast() }
            default: if tokens[index].keyword == .await { open[open.count - 1].awaited = true }
            }
        }
        for (brace, _) in open.dropFirst().reversed() {
            if let modifier = appearanceModifier(before: brace, source) { return .onViewAppearance(modifier) }
        }
        return open[open.count - 1].awaited ? .afterAwait : .whenItsCodeRuns
    }

    /// `task` in `.task {`, `.task(priority: .high) {`; `onAppear` likewise.
    private static func appearanceModifier(before brace: Int, _ source: TokenizedSource) -> String? {
        var name = brace - 1
        if name >= 0, source.kind(name) == .rightParen {
            let opener = Int(source.partner(of: name))
            guard opener < name else { return nil }
            name = opener - 1
        }
        guard name >= 1, source.kind(name) == .identifier, source.kind(name - 1) == .period,
              appearanceModifiers.contains(source.name(name)) else { return nil }
        return source.name(name)
    }

    /// Reads the registrations in one body.
    private struct Reading {
        let source: TokenizedSource
        let body: CodeBody
        /// Where each name is bound in the body, found in one pass: `let`/`var` bindings, and
        /// the names bound some other way (a loop, a closure's parameter, a pattern).
        private let bindingsByName: [String: [Int]]
        private let otherwiseBound: Set<String>

        init(source: TokenizedSource, body: CodeBody) {
            self.source = source
            self.body = body
            var bindings: [String: [Int]] = [:]
            var other: Set<String> = []
            let tokens = source.tokens
            for index in body.range where source.isName(index) {
                let previous = index > body.range.lowerBound ? tokens[index - 1].keyword : .none
                if previous == .let || previous == .var {
                    bindings[source.name(index), default: []].append(index)
                } else if previous == .for || previous == .case || source.keyword(index + 1) == .in {
                    other.insert(source.name(index))
                }
            }
            bindingsByName = bindings
            otherwiseBound = other
        }

        private var tokens: UnsafeBufferPointer<Token> { source.tokens }
        private var limit: Int { body.range.upperBound }
        private var enclosingType: String { body.typePath.joined(separator: ".") }

        /// `AppDependencyManager.shared.add(…)` at `manager`: what it registers.
        func registered(byManagerAt manager: Int) -> [Registered] {
            guard manager + 5 < limit, source.kind(manager + 1) == .period, source.is(manager + 2, "shared"),
                  source.kind(manager + 3) == .period, source.is(manager + 4, "add") else { return [] }
            var cursor = manager + 5
            var value: Range<Int>?
            if source.kind(cursor) == .leftParen {
                let close = source.closer(of: cursor, limit: limit)
                var argument = cursor + 1
                while argument < close {
                    let end = source.argumentEnd(from: argument, closer: close)
                    if source.is(argument, "dependency"), source.kind(argument + 1) == .colon { value = (argument + 2)..<end }
                    argument = end + 1
                }
                cursor = close + 1
            }
            if value == nil, cursor < limit, source.kind(cursor) == .leftBrace {
                // `add { ModelData() }`: what the closure returns.
                let close = source.closer(of: cursor, limit: limit)
                var start = cursor + 1
                if tokens[start].keyword == .return { start += 1 }
                value = start..<close
            }
            guard let value, !value.isEmpty else { return [] }
            return registered(value, followingNames: true)
        }

        /// The type of the value in `range`, when the code says it.
        private func registered(_ range: Range<Int>, followingNames: Bool) -> [Registered] {
            var start = range.lowerBound
            while start < range.upperBound, tokens[start].keyword == .try || tokens[start].keyword == .await {
                // `try?` makes an optional: another type.
                if tokens[start].keyword == .try, source.kind(start + 1) == .questionMark { return [] }
                start += 1
            }
            guard start < range.upperBound else { return [] }
            // `value as Type`: the written type.
            var cursor = start
            while cursor < range.upperBound {
                if tokens[cursor].keyword == .as, source.kind(cursor + 1) != .questionMark, source.kind(cursor + 1) != .exclamationMark,
                   cursor + 1 < range.upperBound {
                    return [.type(source.text(tokens: (cursor + 1)..<range.upperBound))]
                }
                cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
            }
            if let type = initializedType(start..<range.upperBound) { return [.type(type)] }
            if range.upperBound - start == 1, tokens[start].keyword == .self, !body.typePath.isEmpty {
                return [.selfOf(enclosingType)]
            }
            var name = start
            if range.upperBound - start == 3, tokens[start].keyword == .self, source.kind(start + 1) == .period { name = start + 2 }
            guard followingNames, range.upperBound - name == 1, source.isName(name) else { return [] }
            let written = source.name(name)
            guard let bindings = self.bindings(of: written, before: start) else { return [] }
            if name == start, !bindings.isEmpty {
                // Every binding of the name in the body must be known (`#if` branches each bind it).
                var found: [Registered] = []
                for binding in bindings {
                    switch binding {
                    case .type(let type):
                        found.append(.type(type))
                    case .value(let value):
                        let types = registered(value, followingNames: false)
                        guard !types.isEmpty else { return [] }
                        found += types
                    }
                }
                return found
            }
            guard bindings.isEmpty, !body.typePath.isEmpty, !body.parameters.contains(where: { $0.name == written }) else { return [] }
            return [.property(written, of: enclosingType)]
        }

        private enum Binding {
            /// `let name: Type …`
            case type(String)
            /// `let name = value`
            case value(Range<Int>)
        }

        /// The bindings of `name` in the body before `end`: `let`/`var` with a type or a value.
        /// Nil when the body binds it some other way (a loop, a closure's parameter, a pattern).
        private func bindings(of name: String, before end: Int) -> [Binding]? {
            guard !otherwiseBound.contains(name) else { return nil }
            var found: [Binding] = []
            let parser = ExpressionParser(source: source)
            for index in bindingsByName[name] ?? [] where index < end {
                if source.kind(index + 1) == .colon {
                    let typeEnd = parser.skipType(from: index + 2, limit: end)
                    guard typeEnd > index + 2 else { return nil }
                    found.append(.type(source.text(tokens: (index + 2)..<typeEnd)))
                } else if source.kind(index + 1) == .equal {
                    let valueEnd = parser.skipExpression(from: index + 2, limit: end)
                    guard valueEnd > index + 2 else { return nil }
                    found.append(.value((index + 2)..<valueEnd))
                } else {
                    return nil
                }
            }
            return found
        }

        /// `Type(…)`, `Module.Type(…)`, `Type.init(…)`: the type, when the range is that call and nothing more.
        private func initializedType(_ range: Range<Int>) -> String? {
            var cursor = range.lowerBound
            var names: [String] = []
            while cursor < range.upperBound, source.isName(cursor) {
                names.append(source.name(cursor))
                cursor += 1
                guard cursor < range.upperBound, source.kind(cursor) == .period else { break }
                cursor += 1
            }
            if names.last == "init" { names.removeLast() }
            guard let type = names.last, type.first?.isUppercase == true, cursor < range.upperBound,
                  source.kind(cursor) == .leftParen, source.afterGroup(cursor) == range.upperBound else { return nil }
            return names.joined(separator: ".")
        }
    }
}
