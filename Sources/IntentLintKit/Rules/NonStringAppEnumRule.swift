/// An `AppEnum`'s raw value is what saved shortcuts store, so it must be a name, not a number.
public struct NonStringAppEnumRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "non-string-app-enum",
        name: "Non-String AppEnum",
        summary: "An `AppEnum` must be backed by `String` raw values.",
        rationale: """
            The raw value of an `AppEnum` case is the identifier saved in people's shortcuts and automations. \
            With `Int` (or any numeric) raw values, inserting, removing or reordering a case renumbers the \
            others, and every saved shortcut silently starts meaning a different case. String raw values stay \
            put when cases move. An enum with no raw value type cannot be saved at all. Declare it \
            `enum Name: String, AppEnum`, wherever the `AppEnum` conformance is written.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("""
                enum SoupSize: ↓Int, AppEnum {
                    case small, medium, large
                }
                """),
            RuleExample("""
                ↓enum Spiciness: AppEnum {
                    case mild, hot
                }
                """),
            RuleExample(files: [
                ("Theme.swift", """
                    enum Theme: ↓Double, CaseIterable {
                        case light = 1.0, dark = 2.0
                    }
                    """),
                ("Theme+AppEnum.swift", """
                    extension Theme: AppEnum {
                        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Theme"
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
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
            // Not an AppEnum: numbers are fine.
            RuleExample("""
                enum HTTPStatus: Int {
                    case ok = 200
                }
                """),
        ])

    public func check(_ context: LintContext) -> [Finding] {
        context.manifest.enums.compactMap { appEnum in
            if let rawType = appEnum.rawValueType, let location = appEnum.rawValueTypeLocation {
                guard appEnum.resolvedRawValueType != "String" else { return nil }
                return finding(
                    "AppEnum `\(appEnum.identifier)` is backed by `\(rawType)`; saved shortcuts store the raw value, so renumbering cases silently changes what they mean: make it `String`-backed",
                    at: location)
            }
            return finding(
                "AppEnum `\(appEnum.identifier)` has no raw value type; saved shortcuts need a stable raw value: declare it `enum \(appEnum.identifier.split(separator: ".").last ?? ""): String, AppEnum`",
                at: appEnum.location)
        }
    }
}
