import AppIntents

enum SoupSize: String, AppEnum {
    case cup
    case bowl
    case quart

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"

    static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
        .cup: DisplayRepresentation(title: "Cup", subtitle: "8 oz", image: .init(systemName: "cup.and.saucer")),
        .bowl: DisplayRepresentation(title: "Bowl", subtitle: "12 oz", image: .init(systemName: "takeoutbag.and.cup.and.straw")),
        .quart: DisplayRepresentation(title: "Quart", subtitle: "32 oz", synonyms: ["Family size", "Large"]),
    ]
}
