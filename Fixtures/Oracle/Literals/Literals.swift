import AppIntents

// String literals in every spelling the build must decode the same way the compiler
// does: escapes, Unicode scalars, raw strings, multi-line strings, explicit initializers.

struct EscapedTitleIntent: AppIntent {
    static var title: LocalizedStringResource = "Say \"hi\" \u{2014} now\tplease"
    static var description: IntentDescription = """
        Multi-line
          description with "quotes"
        """

    @Parameter(title: "Caf\u{E9} \\ Bar")
    var venue: String?

    func perform() async throws -> some IntentResult { .result() }
}

struct RawStringTitleIntent: AppIntent {
    static var title: LocalizedStringResource = #"Raw "quoted" \n title"#
    static var description = IntentDescription(stringLiteral: "Initialized from a literal")

    @Parameter(title: ##"Path \#(not interpolated)"##)
    var path: String?

    func perform() async throws -> some IntentResult { .result() }
}

// A description declared as a plain `LocalizedStringResource`, not the `IntentDescription?` the
// protocol requires: the compiler's const values still carry it as the type's `description`.
struct ResourceDescribedIntent: AppIntent {
    static var title: LocalizedStringResource = "Describe"
    static var description: LocalizedStringResource = "Described by a plain resource"

    func perform() async throws -> some IntentResult { .result() }
}

struct CommentedTitleIntent: AppIntent {
    static var title = LocalizedStringResource("ORDER_KEY", comment: "Shown in the Shortcuts app")
    static var description: IntentDescription {
        return IntentDescription("Returned from a getter", categoryName: "Getters")
    }

    @Parameter(title: LocalizedStringResource("NOTE_KEY", defaultValue: "Note", table: "Orders"))
    var note: String?

    func perform() async throws -> some IntentResult { .result() }
}

struct UnicodeEntity: AppEntity {
    let id: String

    @Property(title: "Größe")
    var size: String

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Crème \"Brûlée\"")

    static let defaultQuery = UnicodeEntityQuery()
}

struct UnicodeEntityQuery: EntityQuery {
    func entities(for identifiers: [UnicodeEntity.ID]) async throws -> [UnicodeEntity] {
        []
    }
}

enum Spiciness: String, AppEnum {
    case mild
    case hot = "🌶️"
    case extraHot = "extra \"hot\""

    static let typeDisplayRepresentation: TypeDisplayRepresentation = #"Spiciness "level""#

    static let caseDisplayRepresentations: [Spiciness: DisplayRepresentation] = [
        .mild: "Mild",
        .hot: DisplayRepresentation(title: "Hot \u{1F336}"),
        .extraHot: """
            Extra hot
            """,
    ]
}
