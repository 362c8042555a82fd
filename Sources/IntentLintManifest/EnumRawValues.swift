import IntentLintSupport
import IntentLintSyntax

/// The raw value of each case of an enum, counted as the compiler counts them (swiftc 6.3, checked
/// by running programs that print `rawValue`, `EnumRawValueTests`): a written value is itself; an
/// implied one is the case's name for `String` and `Substring`, and for numeric types the value of
/// the case compiled before it plus one (`0` for the first), after a negative, hexadecimal or
/// underscored value too (`case a = -1, b` makes `b` 0). A floating-point type counts alike, from
/// an integer literal.
///
/// Only the cases a build compiles count: after `#if DEBUG case debug #endif`, the next case is one
/// more in a debug build than in another. So where cases sit under `#if` inside the enum, the
/// values are worked out for every combination of the conditions' atoms (`DEBUG`, `os(iOS)`; two
/// platforms never at once), and a case whose value differs between builds gets each value with
/// the atoms that give it.
struct EnumRawValues {
    struct Case {
        var name: String
        /// The value written (`= 1`, `= "x"`), read as a constant; nil when implied.
        var written: Evaluated<TypedConstant>?
        /// The value as written, for one that is not a number or a string.
        var writtenText: String?
        /// The `#if` conditions around the case inside the enum, outermost first.
        var conditions: [String]
    }

    /// A case's raw value: the same in every build that compiles it, or one per kind of build.
    struct Value {
        var fixed: JSONValue?
        var byBuild: [EnumCaseRecord.BuildRawValue] = []
    }

    /// Past this many distinct atoms, the combinations are not worked out (2^n builds): a case
    /// whose implied value depends on them gets none.
    static let maximumAtoms = 8

    /// - Parameter rawType: the raw value type after typealiases (`String`, `Int`, `Double`), nil when none.
    static func values(of cases: [Case], rawType: String?) -> [Value] {
        guard cases.contains(where: { !$0.conditions.isEmpty }) else {
            return count(cases, rawType: rawType, compiled: { _ in true }).map { Value(fixed: $0) }
        }
        let conditions = cases.map { $0.conditions.map(CompilationCondition.init(parsing:)) }
        let atoms = conditions.joined().reduce(into: Set<String>()) { $0.formUnion($1.atoms) }.sorted()
        guard atoms.count <= maximumAtoms else {
            // Only the values no `#if` case before them can move are known.
            var firstConditional = cases.count
            return count(cases, rawType: rawType, compiled: { _ in true }).enumerated().map { index, value in
                if !cases[index].conditions.isEmpty { firstConditional = min(firstConditional, index) }
                let isImplied = cases[index].written == nil && cases[index].writtenText == nil
                return Value(fixed: index > firstConditional && isImplied && !isText(rawType) ? nil : value)
            }
        }
        // For each case, each build that compiles it (by its atoms that hold), with the value it has there.
        var seen: [[(build: Set<String>, value: JSONValue)]] = Array(repeating: [], count: cases.count)
        for build in CompilationCondition.builds(of: atoms) {
            let holds = { (atom: String) in build.contains(atom) }
            let compiled = conditions.map { $0.allSatisfy { $0.holds(holds) } }
            for (index, value) in count(cases, rawType: rawType, compiled: { compiled[$0] }).enumerated() where compiled[index] {
                if let value { seen[index].append((build, value)) }
            }
        }
        return seen.map { builds in
            let distinct = builds.reduce(into: [JSONValue]()) { if !$0.contains($1.value) { $0.append($1.value) } }
            guard distinct.count > 1 else { return Value(fixed: distinct.first) }
            let compiledIn = builds.map(\.build)
            var byBuild: [EnumCaseRecord.BuildRawValue] = []
            for value in distinct.sorted(by: precedes) {
                let giving = builds.filter { $0.value == value }.map(\.build)
                for cube in CompilationCondition.cover(giving, notTouching: compiledIn.filter { !giving.contains($0) }, atoms: atoms) {
                    byBuild.append(EnumCaseRecord.BuildRawValue(when: cube, rawValue: value))
                }
            }
            return Value(byBuild: byBuild)
        }
    }

    private static func isText(_ rawType: String?) -> Bool { rawType == "String" || rawType == "Substring" }

    private static let floatingTypes: Set<String> = ["Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat"]

    /// Each case's value when the cases `compiled` says are the ones built (nil for one that is not).
    private static func count(_ cases: [Case], rawType: String?, compiled: (Int) -> Bool) -> [JSONValue?] {
        let isInteger = rawType.map { $0.hasPrefix("Int") || $0.hasPrefix("UInt") } ?? false
        let isFloating = rawType.map(floatingTypes.contains) ?? false
        // What the next implied number is, when the case before gave one.
        var next: Double? = 0
        return cases.indices.map { index in
            guard compiled(index) else { return nil }
            let enumCase = cases[index]
            var value: JSONValue?
            switch enumCase.written {
            case .constant(.string(let text))?:
                value = .string(text)
                next = nil
            case .constant(.int(let number))?:
                value = isFloating ? .number(Double(number)) : .integer(number)
                next = Double(number) + 1
            case .constant(.double(let number))?:
                value = .number(number)
                // The compiler counts on only from a whole number (`= 2.0`), not from `= 2.5`.
                next = number.rounded() == number ? number + 1 : nil
            case .some:
                value = .string(enumCase.writtenText ?? "")
                next = nil
            case nil:
                if isText(rawType) {
                    value = .string(enumCase.name)
                } else if isInteger || isFloating, let number = next {
                    value = isFloating ? .number(number) : Int(exactly: number).map(JSONValue.integer)
                    next = number + 1
                }
            }
            return value
        }
    }
}

/// Numbers in order, then text: the order `rawValues` lists a case's values in.
private func precedes(_ left: JSONValue, _ right: JSONValue) -> Bool {
    func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let number): return Double(number)
        case .number(let number): return number
        default: return nil
        }
    }
    switch (number(left), number(right)) {
    case let (left?, right?): return left < right
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil):
        guard case .string(let leftText) = left, case .string(let rightText) = right else { return false }
        return Array(leftText.utf8).lexicographicallyPrecedes(Array(rightText.utf8))
    }
}
