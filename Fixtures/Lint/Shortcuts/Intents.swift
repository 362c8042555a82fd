import AppIntents

struct BrewTeaIntent: AppIntent {
    static var title: LocalizedStringResource = "Brew Tea"

    @Parameter(title: "Tea")
    var tea: TeaEntity

    @Parameter(title: "Strength")
    var strength: Strength?

    @Parameter(title: "Cups")
    var cups: Int

    @Parameter(title: "Note")
    var note: String?

    @Parameter(title: "Extras")
    var extras: [String]

    @Parameter(title: "Pot")
    var pot: Teapot

    @Parameter(title: "Blend")
    var blend: [TeaEntity]

    // A type of another module: it may well be an entity there.
    @Parameter(title: "Kettle")
    var kettle: KettleKit.Kettle

    @Parameter(title: "Favorite")
    var favorite: FavoriteTea

    func perform() async throws -> some IntentResult { .result() }
}

struct SteepIntent: AppIntent {
    static var title: LocalizedStringResource = "Steep"

    // Named like a parameter of BrewTeaIntent, but a plain `String` here: the phrase that
    // uses it belongs to SteepIntent.
    @Parameter(title: "Tea")
    var tea: String

    func perform() async throws -> some IntentResult { .result() }
}

struct TeaEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
    static var defaultQuery = TeaQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct TeaQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TeaEntity] { identifiers.map { TeaEntity(id: $0) } }
    func suggestedEntities() async throws -> [TeaEntity] { [] }
}

enum Strength: String, AppEnum {
    case mild, strong
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Strength"
    static var caseDisplayRepresentations: [Strength: DisplayRepresentation] = [.mild: "Mild", .strong: "Strong"]
}

typealias FavoriteTea = TeaEntity

/// Not an entity or an enum the build can offer: only `Codable`.
struct Teapot: Codable, Hashable {
    var name: String
}

struct SimpleIntent: AppIntent {
    static var title: LocalizedStringResource = "Simple"
    func perform() async throws -> some IntentResult { .result() }
}
