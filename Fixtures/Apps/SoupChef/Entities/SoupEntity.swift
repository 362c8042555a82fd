import AppIntents
import Foundation

struct SoupEntity: AppEntity {
    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Description")
    var detail: String

    @Property(title: "Seasonal")
    var isSeasonal: Bool

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(detail)",
            image: .init(named: id)
        )
    }

    static var defaultQuery = SoupQuery()

    init(soup: Soup) {
        id = soup.id
        name = soup.name
        detail = soup.detail
        isSeasonal = soup.isSeasonal
    }
}
