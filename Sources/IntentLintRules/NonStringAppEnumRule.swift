import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// An `AppEnum`'s raw value is what saved shortcuts store, so it must not depend on the
/// order the cases happen to be written in.
package struct NonStringAppEnumRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "non-string-app-enum",
        name: "Non-String AppEnum",
        summary: "An `AppEnum` with numeric raw values should not take them from the order of its cases; back it with `String`.",
        rationale: """
            The raw value of an `AppEnum` case is the identifier saved in people's shortcuts, automations \
            and widget configurations: `AppEnum` requires a raw value that converts to and from text \
            (`RawValue: LosslessStringConvertible`), and that text is what the system keeps. When an \
            `Int`-backed (or other numeric) enum leaves its raw values implied, each case's value is its \
            position (`case a, b, c` are 0, 1, 2), so inserting, removing or reordering a case renumbers the \
            others, and every saved shortcut silently starts meaning a different case. Declare it \
            `enum Name: String, AppEnum` (the case names then are the raw values), or write every raw value \
            out (`case music = 0`).

            **Evidence, and severity.** `AppEnum`'s declaration (`RawRepresentable where Self.RawValue : \
            LosslessStringConvertible`) and how a saved parameter is resolved: by the stored raw value. \
            Numbers are allowed and the build accepts them; the harm comes only when the cases change, so \
            this is a warning.

            **Fix.** `lint --fix` writes out the raw values of an integer-backed enum's cases, the ones \
            they have today (`case small = 0, medium = 1`), so the enum keeps every saved value and can \
            then change safely. It leaves alone an enum whose cases sit in `#if` branches (their values \
            depend on the build's conditions) or whose written raw values it cannot read.

            **Not flagged.** `String`-backed enums, also through a typealias; numeric enums whose every case \
            has its raw value written out, which stay put when cases move; enums without a raw value type \
            (the compiler itself rejects them unless they implement `RawRepresentable`, in which case the \
            values are the app's own); enums that are not `AppEnum`s.
            """,
        severity: .warning,
        isFixable: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                enum SoupSize: ↓Int, AppEnum {
                    case small, medium, large
                }
                """, expecting: [.warning(Message.impliedRawValues(of: "SoupSize", backedBy: "Int", implied: ["small", "medium", "large"]))]),
            RuleExample(files: [
                ("Rating.swift", """
                    enum Rating: ↓Int, CaseIterable {
                        case five, four, three, two, one
                        case zero = 0
                    }
                    """),
                ("Rating+AppEnum.swift", """
                    extension Rating: AppEnum {
                        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Rating"
                    }
                    """),
            ], expecting: [.warning(Message.impliedRawValues(of: "Rating", backedBy: "Int", implied: ["five", "four", "three", "two", "one"]))]),
        ],
        nonTriggering: [
            RuleExample("""
                enum SoupSize: String, AppEnum {
                    case small, medium, large
                }
                """),
            RuleExample("""
                typealias Key = String
                enum Theme: Key, AppEnum {
                    case light, dark
                }
                """),
            // Every raw value is written out: moving cases changes nothing.
            RuleExample("""
                enum PlaybackMode: Int, AppEnum {
                    case music = 0
                    case podcast = 1
                }
                enum Momentum: UInt8, AppEnum {
                    case none = 0, began = 1, ended = 4
                }
                """),
            // Not an AppEnum: numbers are fine.
            RuleExample("""
                enum HTTPStatus: Int {
                    case ok = 200
                    case created
                }
                """),
        ])

    /// Raw value types whose implied values are the case names, not positions.
    private static let textTypes: Set<String> = ["String", "Substring", "Character"]

    package func check(_ context: LintContext) -> [Finding] {
        context.manifest.enums.compactMap { appEnum in
            guard let rawType = appEnum.rawValueType, let location = appEnum.rawValueTypeLocation,
                  let resolved = appEnum.resolvedRawValueType, !NonStringAppEnumRule.textTypes.contains(resolved) else { return nil }
            let implied = appEnum.cases.filter { !$0.hasExplicitRawValue }.map(\.name)
            guard !implied.isEmpty else { return nil }
            return finding(Message.impliedRawValues(of: appEnum.identifier, backedBy: rawType, implied: implied), at: location,
                            fix: Self.fix(appEnum, context.index.entries[appEnum.identifier]?.declaration))
        }
    }

    /// Every implied raw value written out, as the manifest reads it: Swift's rule (the first
    /// case 0, then one more than the case before), which the manifest follows for integer types
    /// only, and only when every written value is an integer it could read. Cases in `#if`
    /// branches are left alone: which of them the build compiles decides the values after them.
    static func fix(_ appEnum: EnumRecord, _ declaration: TypeIndex.Part?) -> Fix? {
        guard let declaration, declaration.declaration.kind == .enum, declaration.declaration.cases.count == appEnum.cases.count,
              let resolved = appEnum.resolvedRawValueType, resolved.hasPrefix("Int") || resolved.hasPrefix("UInt") else { return nil }
        let conditions = declaration.declaration.conditions
        var edits: [TextEdit] = []
        var written: [String] = []
        for (record, enumCase) in zip(appEnum.cases, declaration.declaration.cases) {
            guard record.name == enumCase.name, enumCase.conditions == conditions, enumCase.associatedValues == nil,
                  case .integer(let value)? = record.rawValue else { return nil }
            guard !record.hasExplicitRawValue else { continue }
            edits.append(.insertion(" = \(value)", at: Int(enumCase.nameRange.end)))
            written.append("`\(enumCase.name) = \(value)`")
        }
        guard !edits.isEmpty else { return nil }
        let shown = written.prefix(4).joined(separator: ", ") + (written.count > 4 ? " and \(written.count - 4) more" : "")
        return Fix(summary: "wrote out the raw value\(written.count == 1 ? "" : "s") \(shown)", edits: edits)
    }
}

extension NonStringAppEnumRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func impliedRawValues(of appEnum: String, backedBy rawType: String, implied: [String]) -> FindingMessage {
            let shown = implied.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (implied.count > 5 ? " and \(implied.count - 5) more" : "")
            return FindingMessage(
                "AppEnum `\(appEnum)` is backed by `\(rawType)` and \(shown) " +
                    "take\(implied.count == 1 ? "s its raw value" : " their raw values") from the order of the cases; saved shortcuts store " +
                    "the raw value, so inserting, removing or reordering a case silently changes which case they mean: make it `String`-backed or write every raw value out")
        }
    }
}
