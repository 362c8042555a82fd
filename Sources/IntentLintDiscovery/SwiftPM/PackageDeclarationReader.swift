import IntentLintSyntax
import IntentLintCore

/// A target as `Package.swift` declares it, before the file system is consulted.
struct TargetDeclaration {
    var name: String
    /// Nil for system library and binary targets, which have no Swift sources.
    var kind: ModuleKind?
    var root: SourceRoot
    var path: String?
    /// Files or folders relative to the target folder; nil when the manifest lists none.
    var sources: [String]?
    var exclude: [String] = []
    var resources: [(path: String, isCopied: Bool)] = []
    /// `dependencies:` as written; nil for one this reading cannot settle.
    var dependencies: [TargetDependency?] = []
    var line: Int
}

/// One element of a target's `dependencies:`.
enum TargetDependency: Equatable {
    /// `.target(name: "Core")`
    case target(String)
    /// `.product(name: "Collections", package: "swift-collections")`
    case product(name: String, package: String)
    /// `"Core"` or `.byName(name: "Core")`: a target of the package, or a product of a dependency.
    case byName(String)
}

/// A package a manifest depends on (`dependencies:` of `Package`).
enum PackageDependency: Equatable {
    /// `.package(path: "../Core")`, relative to the manifest's folder.
    case path(String)
    /// `.package(url: "https://…/swift-collections.git", …)`
    case url(String)
}

/// The predefined folder group a target's default folder is looked for in.
enum SourceRoot: Hashable {
    case sources, tests, plugins
}

/// Something a static reading of the manifest could not settle, for a one-line warning.
package struct ManifestWarning: Sendable, Equatable {
    package var line: Int
    package var message: String
}

/// Reads what a `Package.swift` declares, from its tokens: its targets, its library products
/// (and their `type:`), the packages it depends on and its platforms. It finds the target
/// declarations wherever they are: in the
/// `Package(targets:)` array, in variables, appended later, in loops and `map`s over literal
/// arrays, in every branch of an `#if`. A value is read when it is a string literal, a name
/// bound to one (`let name = "Core"`, a loop variable), or an interpolation of those;
/// anything else makes the target a warning, never a silent omission.
struct PackageDeclarationReader {
    let source: TokenizedSource
    private var parser: ExpressionParser
    /// The names the manifest binds anywhere (in types and loops too) to a string, an array or a name, and the strings read through them.
    private var literals: ManifestLiterals
    private(set) var declarations: [TargetDeclaration] = []
    private(set) var warnings: [ManifestWarning] = []
    /// Targets counted in each source root, readable or not: SwiftPM 5.9 lets a lone target use the root folder itself.
    private(set) var targetCounts: [SourceRoot: Int] = [:]
    /// `.library(name:targets:)` products: name → target names.
    private(set) var products: [String: [String]] = [:]
    /// The `type:` of the library products that give one (`dynamic`, `static`), by name.
    private(set) var productTypes: [String: String] = [:]
    /// The packages this one depends on.
    private(set) var packageDependencies: [PackageDependency] = []
    /// The names dependencies are given (`.package(name: "Intents", path: "../Intents")`), which
    /// `.product(name:package:)` may name instead of the identity; lowercased, as SwiftPM compares them.
    private(set) var packageDependencyNames: [String: PackageDependency] = [:]
    /// `platforms: [.iOS(.v17), .macOS(.v14)]` as platform names (`iOS`, `macOS`).
    private(set) var platforms: [String] = []
    /// Blocks that run once per element of a known array: `for x in [...] { … }`, `[...].map { … }`.
    private var iterations: [Iteration] = []

    private struct Iteration {
        var names: [String]
        var values: [String]
        var body: Range<Int>
    }

    /// Factory name → kind (nil: no Swift sources) and source root.
    private static let factories: [String: (kind: ModuleKind?, root: SourceRoot)] = [
        "target": (.library, .sources), "executableTarget": (.executable, .sources), "macro": (.macro, .sources),
        "testTarget": (.test, .tests), "plugin": (.plugin, .plugins),
        "systemLibrary": (nil, .sources), "binaryTarget": (nil, .sources),
    ]

    /// The argument labels of PackageDescription's target factories, all of them across
    /// versions: a call with another label is the manifest's own helper of the same name
    /// (`CustomTarget.target(kind:name:)`), whose meaning a static reading cannot know.
    private static let knownLabels: Set<String> = [
        "name", "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess",
        "cSettings", "cxxSettings", "swiftSettings", "linkerSettings", "plugins", "capability",
        "pkgConfig", "providers", "url", "checksum",
    ]
    /// Loop-variable products and constant chains are capped: garbage must not blow them up.
    private static let maximumBindings = 256

    init(source: TokenizedSource) {
        self.source = source
        parser = ExpressionParser(source: source)
        literals = ManifestLiterals(source: source, readsTypeMembers: true)
    }

    private var tokens: UnsafeBufferPointer<Token> { source.tokens }

    mutating func read() {
        collectConstants()
        collectIterations()
        // Open brackets, and whether each holds target *dependencies* (`.target(name:)` there is not a target).
        var brackets: [(closer: Int, holdsDependencies: Bool)] = []
        var active: [Iteration] = []
        var nextIteration = 0
        var index = 0
        while index < tokens.count {
            while let last = brackets.last, index > last.closer { brackets.removeLast() }
            // The loop bodies around `index`, innermost last; bodies nest like the braces they are.
            while nextIteration < iterations.count, iterations[nextIteration].body.lowerBound <= index {
                while let last = active.last, last.body.upperBound <= index { active.removeLast() }
                active.append(iterations[nextIteration])
                nextIteration += 1
            }
            while let last = active.last, last.body.upperBound <= index { active.removeLast() }
            let inDependencies = brackets.last?.holdsDependencies ?? false
            if let (open, close) = call(at: index, named: PackageDeclarationReader.productAndPackageCalls) {
                readProductOrPackage(source.name(index + 1), arguments: parser.parseArguments(from: open + 1, to: close), iterations: active.suffix(8))
            } else if tokens[index].kind == .identifier, source.is(index, "platforms"), source.kind(index + 1) == .colon,
                      source.kind(index + 2) == .leftBracket {
                var cursor = index + 2
                if let list = parser.parseExpression(&cursor, limit: tokens.count), case .array(let elements) = list.kind {
                    for element in elements {
                        if let name = element.calleeName, let platform = PackageDeclarationReader.platformNames[name], !platforms.contains(platform) {
                            platforms.append(platform)
                        }
                    }
                }
            }
            if let (factory, open) = targetFactory(at: index) {
                let close = source.closer(of: open, limit: tokens.count)
                readTarget(factory, arguments: parser.parseArguments(from: open + 1, to: close), at: index,
                           inDependencies: inDependencies, iterations: active.suffix(8))
                index = close + 1
                continue
            }
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, source.partner(of: index) > Int32(index) {
                brackets.append((Int(source.partner(of: index)), inDependencies || namesDependencies(before: index)))
            }
            index += 1
        }
    }

    // MARK: Products, package dependencies, platforms

    /// `.library(` and `.package(`: a constant, since a set written at the call is built again
    /// for every token the reader passes.
    private static let productAndPackageCalls: Set<String> = ["library", "package"]

    /// PackageDescription's platform names, as people say them.
    private static let platformNames: [String: String] = [
        "iOS": "iOS", "macOS": "macOS", "watchOS": "watchOS", "tvOS": "tvOS", "visionOS": "visionOS",
        "macCatalyst": "macCatalyst", "driverKit": "driverKit",
    ]

    /// At `.name(` (or `Product.name(`, `Package.Dependency.name(`) for one of `names`: the
    /// parentheses' token indices.
    private func call(at index: Int, named names: Set<String>) -> (open: Int, close: Int)? {
        guard tokens[index].kind == .period, index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
              tokens[index + 2].kind == .leftParen, names.contains(source.name(index + 1)) else { return nil }
        if index > 0 {
            switch tokens[index - 1].kind {
            case .rightParen, .rightBracket, .rightBrace, .stringEnd, .integerLiteral, .floatLiteral, .exclamationMark, .interpolationEnd:
                return nil
            case .identifier:
                guard source.is(index - 1, "Product") || source.is(index - 1, "Dependency") else { return nil }
            default:
                break
            }
        }
        return (index + 2, source.closer(of: index + 2, limit: tokens.count))
    }

    /// `.library(name: "Kit", targets: ["Kit"])` and `.package(path: "../Kit")` or `.package(url: …)`.
    private mutating func readProductOrPackage(_ factory: String, arguments: [Argument], iterations: ArraySlice<Iteration>) {
        let bindings = iterations.last.map { iteration in iteration.values.map { value in Dictionary(uniqueKeysWithValues: iteration.names.map { ($0, value) }) } } ?? [[:]]
        for bound in bindings {
            if factory == "library" {
                guard let nameArgument = arguments.first(where: { $0.label == "name" })?.value, let name = string(nameArgument, bound),
                      let targetsArgument = arguments.first(where: { $0.label == "targets" })?.value,
                      let targets = strings(targetsArgument, bound) else { continue }
                products[name, default: []] += targets.filter { !(products[name] ?? []).contains($0) }
                // `type: .dynamic` or `.static`; an automatic product has none.
                if let type = arguments.first(where: { $0.label == "type" })?.value, case .implicitMember(let linkage) = type.kind {
                    productTypes[name] = linkage
                }
            } else {
                let dependency: PackageDependency
                if let path = arguments.first(where: { $0.label == "path" }).flatMap({ string($0.value, bound) }) {
                    dependency = .path(path)
                } else if let url = arguments.first(where: { $0.label == "url" }).flatMap({ string($0.value, bound) }) {
                    dependency = .url(url)
                } else {
                    continue
                }
                if !packageDependencies.contains(dependency) { packageDependencies.append(dependency) }
                if let name = arguments.first(where: { $0.label == "name" }).flatMap({ string($0.value, bound) }) {
                    packageDependencyNames[name.lowercased()] = dependency
                }
            }
        }
    }

    // MARK: Finding target calls

    /// At `.target(` (implicit, or `Target.target(`): the factory name and the `(`.
    private func targetFactory(at index: Int) -> (String, Int)? {
        guard tokens[index].kind == .period, index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
              tokens[index + 2].kind == .leftParen else { return nil }
        let name = source.name(index + 1)
        guard PackageDeclarationReader.factories[name] != nil else { return nil }
        // `Target.target(` qualifies; `Target.Dependency.target(` and `value.target(` do not.
        if index > 0, tokens[index - 1].kind == .identifier, tokens[index - 1].keyword != .return,
           tokens[index - 1].keyword != .in {
            return source.is(index - 1, "Target") ? (name, index + 2) : nil
        }
        if index > 0 {
            switch tokens[index - 1].kind {
            case .rightParen, .rightBracket, .rightBrace, .stringEnd, .integerLiteral, .floatLiteral,
                 .exclamationMark, .interpolationEnd:
                return nil  // a member of a value: `x().plugin(`
            default:
                break
            }
        }
        return (name, index + 2)
    }

    /// Whether the bracket opened at `index` follows `dependencies` or `Dependency` in its
    /// statement: `dependencies: [`, `let shared: [Target.Dependency] = [`, `deps.append(`.
    private func namesDependencies(before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, cursor >= index - 12 {
            switch tokens[cursor].kind {
            case .comma, .semicolon, .leftParen, .rightParen, .leftBrace, .rightBrace:
                return false
            case .identifier where source.is(cursor, "dependencies") || source.is(cursor, "Dependency"):
                return true
            default:
                if tokens[cursor].newlineBefore { return false }
            }
            cursor -= 1
        }
        return false
    }

    // MARK: Reading one target

    private mutating func readTarget(_ factory: String, arguments: [Argument], at index: Int, inDependencies: Bool,
                                     iterations: ArraySlice<Iteration>) {
        guard let (kind, root) = PackageDeclarationReader.factories[factory] else { return }
        let labels = Set(arguments.compactMap(\.label))
        // `.plugin(name:targets:)` is a product and `.plugin(name:package:)` a plugin usage; a plugin target has a capability.
        if factory == "plugin", !labels.contains("capability") { return }
        if factory == "target", labels.isSubset(of: ["name", "condition"]),
           inDependencies || labels.contains("condition") { return }
        let line = source.location(index).line
        targetCounts[root, default: 0] += 1
        if let label = arguments.lazy.map(\.label).first(where: { !PackageDeclarationReader.knownLabels.contains($0 ?? "") }) {
            let name = arguments.first { $0.label == "name" }.flatMap { string($0.value, [:]) }.map { " '\($0)'" } ?? ""
            warnings.append(ManifestWarning(line: line,
                message: "cannot read target\(name) statically: `.\(factory)(\(label ?? "_"):…)` is not PackageDescription's but the manifest's own; its files are not linted"))
            return
        }
        guard let nameArgument = arguments.first(where: { $0.label == "name" })?.value else {
            warnings.append(ManifestWarning(line: line, message: "cannot read a .\(factory) statically: it has no `name:`; its files are not linted"))
            return
        }
        // One declaration per binding of the enclosing loops' variables (usually none: one).
        var bindings: [[String: String]] = [[:]]
        for iteration in iterations {
            bindings = Array(bindings.lazy.flatMap { outer in
                iteration.values.map { value in outer.merging(iteration.names.map { ($0, value) }) { $1 } }
            }.prefix(PackageDeclarationReader.maximumBindings))
        }
        var reported = false
        for (offset, bound) in bindings.enumerated() {
            guard let name = string(nameArgument, bound) else {
                warnings.append(unreadable("a .\(factory)", "its name", nameArgument, "is not a string literal", line: line))
                return
            }
            if offset > 0 { targetCounts[root, default: 0] += 1 }
            guard let kind else { continue }
            let (declaration, warning) = readLayoutArguments(TargetDeclaration(name: name, kind: kind, root: root, line: line), arguments, bound)
            if let warning, !reported {
                warnings.append(warning)
                reported = true
            }
            if let declaration { declarations.append(declaration) }
        }
    }

    /// Fills in `path:`, `sources:`, `exclude:` and `resources:`. Without a readable path or
    /// sources the files are unknown: no declaration. Without readable excludes or resources
    /// the files are a superset: the declaration, with a warning.
    private func readLayoutArguments(_ target: TargetDeclaration, _ arguments: [Argument], _ bindings: [String: String]) -> (TargetDeclaration?, ManifestWarning?) {
        var target = target
        let quoted = "target '\(target.name)'"
        func argument(_ label: String) -> Expression? { arguments.first { $0.label == label }?.value }
        if let path = argument("path") {
            guard let value = string(path, bindings) else {
                return (nil, unreadable(quoted, "its path", path, "is not a string literal", line: target.line))
            }
            target.path = value
        }
        if let sources = argument("sources") {
            guard let values = strings(sources, bindings) else {
                return (nil, unreadable(quoted, "its sources", sources, "are not string literals", line: target.line))
            }
            target.sources = values
        }
        if let dependencies = argument("dependencies") {
            target.dependencies = self.dependencies(dependencies, bindings)
        }
        var warning: ManifestWarning?
        if let exclude = argument("exclude") {
            if let values = strings(exclude, bindings) {
                target.exclude = values
            } else {
                warning = ManifestWarning(line: target.line, message: "cannot read the `exclude:` of \(quoted) statically (`\(literals.snippet(exclude))`); excluded files are linted")
            }
        }
        if let resources = argument("resources") {
            if let values = self.resources(resources, bindings) {
                target.resources = values
            } else {
                warning = warning ?? ManifestWarning(line: target.line,
                    message: "cannot read the `resources:` of \(quoted) statically (`\(literals.snippet(resources))`); Swift files among them are linted")
            }
        }
        return (target, warning)
    }

    private func unreadable(_ what: String, _ part: String, _ expression: Expression, _ problem: String, line: Int) -> ManifestWarning {
        ManifestWarning(line: line, message: "cannot read \(what) statically: \(part) `\(literals.snippet(expression))` \(problem); its files are not linted")
    }

    // MARK: Values

    /// A string (`ManifestLiterals.string`), or nil: the caller names the whole argument it was reading.
    private func string(_ expression: Expression, _ bindings: [String: String], depth: Int = 0) -> String? {
        try? literals.string(expression, bindings, depth: depth)
    }

    private func strings(_ expression: Expression, _ bindings: [String: String], depth: Int = 0) -> [String]? {
        guard depth < ManifestLiterals.maximumDepth else { return nil }
        switch expression.kind {
        case .array(let elements):
            return try? elements.map { element in try literals.string(element, bindings, depth: depth + 1) }
        default:
            return literals.constant(of: expression).flatMap { strings($0, [:], depth: depth + 1) }
        }
    }

    /// `["Core", .target(name: "Kit"), .product(name: "Collections", package: "swift-collections")]`;
    /// nil for an element this reading cannot settle, and for the whole list when it is not an array.
    private func dependencies(_ expression: Expression, _ bindings: [String: String], depth: Int = 0) -> [TargetDependency?] {
        guard depth < ManifestLiterals.maximumDepth else { return [nil] }
        guard case .array(let elements) = expression.kind else {
            return literals.constant(of: expression).map { dependencies($0, [:], depth: depth + 1) } ?? [nil]
        }
        return elements.map { element -> TargetDependency? in
            if let name = string(element, bindings) { return .byName(name) }
            guard let (callee, arguments) = element.callParts, let factory = callee.calleeName,
                  let name = arguments.first(where: { $0.label == "name" }).flatMap({ string($0.value, bindings) }) else { return nil }
            switch factory {
            case "target": return .target(name)
            case "byName": return .byName(name)
            case "product":
                // SwiftPM 5.2's `.product(name:)` without a package names a package of the product's name.
                let package = arguments.first(where: { $0.label == "package" }).map { string($0.value, bindings) } ?? name
                return package.map { .product(name: name, package: $0) }
            default: return nil
            }
        }
    }

    /// `[.process("Assets"), .copy("Fixtures")]`: each resource's path, and whether it is copied whole.
    private func resources(_ expression: Expression, _ bindings: [String: String]) -> [(path: String, isCopied: Bool)]? {
        guard case .array(let elements) = expression.kind else { return nil }
        var values: [(path: String, isCopied: Bool)] = []
        for element in elements {
            guard let (callee, arguments) = element.callParts, let rule = callee.calleeName,
                  let first = arguments.first, first.label == nil, let path = string(first.value, bindings) else { return nil }
            values.append((path, rule == "copy"))
        }
        return values
    }

    // MARK: Bindings

    /// `let name = "Core"`, `let shared: [String] = [...]`, `static let path = "\(root)/Core"`.
    private mutating func collectConstants() {
        for index in tokens.indices {
            guard let (name, start) = literals.binding(at: index, limit: tokens.count), var cursor = start else { continue }
            // `let package = Package(…)`: parsing the whole manifest only to find it is a call
            // was a third of reading a manifest.
            if isCallEndingItsLine(at: cursor) { continue }
            guard let value = parser.parseExpression(&cursor, limit: tokens.count) else { continue }
            switch value.kind {
            case .stringLiteral, .array, .identifier, .member:
                literals.bind(name, to: value)
            default:
                continue
            }
        }
    }

    /// Whether the expression at `start` is `Name(…)` and nothing more: `parseExpression` reads
    /// it as a call, since the next token starts a line and is none it would go on with (a
    /// `.member`, an operator, `=`, `?`, `as`, `is`). The call's end is found as the parser finds it.
    private func isCallEndingItsLine(at start: Int) -> Bool {
        guard start + 1 < tokens.count, tokens[start].kind == .identifier, tokens[start].keyword == .none,
              tokens[start + 1].kind == .leftParen, !tokens[start + 1].newlineBefore else { return false }
        let next = source.closer(of: start + 1, limit: tokens.count) + 1
        guard next < tokens.count else { return true }
        let token = tokens[next]
        switch token.kind {
        case .period, .operator, .equal, .questionMark: return false
        default: return token.newlineBefore && token.keyword != .as && token.keyword != .is
        }
    }

    /// `for name in [...] {`, `for name in names {`, `[...].map { name in` and `$0` in such a closure.
    private mutating func collectIterations() {
        for index in tokens.indices {
            if tokens[index].keyword == .for, source.isName(index + 1), source.keyword(index + 2) == .in {
                var brace = index + 3
                while brace < tokens.count, brace < index + 64, tokens[brace].kind != .leftBrace {
                    brace = source.isOpener(tokens[brace].kind) ? source.afterGroup(brace) : brace + 1
                }
                var cursor = index + 3
                guard source.kind(brace) == .leftBrace, let sequence = parser.parseExpression(&cursor, limit: brace),
                      let values = strings(sequence, [:]) else { continue }
                iterations.append(Iteration(names: [source.name(index + 1)], values: values, body: brace..<source.afterGroup(brace)))
            } else if tokens[index].kind == .period, index > 0, source.kind(index + 2) == .leftBrace,
                      ["map", "flatMap", "compactMap", "forEach"].contains(where: { source.is(index + 1, $0) }) {
                let base = index - 1
                var start = base
                if tokens[base].kind == .rightBracket, source.partner(of: base) >= 0 { start = Int(source.partner(of: base)) }
                guard tokens[start].kind == .leftBracket || tokens[start].kind == .identifier,
                      let sequence = parser.parseExpression(&start, limit: index), let values = strings(sequence, [:]) else { continue }
                var names = ["$0"]
                if source.isName(index + 3), source.keyword(index + 4) == .in { names.append(source.name(index + 3)) }
                iterations.append(Iteration(names: names, values: values, body: (index + 2)..<source.afterGroup(index + 2)))
            }
        }
        // `read` walks them in the order their bodies open.
        iterations.sort { $0.body.lowerBound < $1.body.lowerBound }
    }
}
