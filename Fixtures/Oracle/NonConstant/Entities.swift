import AppIntents

struct BrandedSoupEntity: AppEntity {
    let id: String

    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: LocalizedStringResource(stringLiteral: AppStrings.brandName))

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id)")
    }

    static var defaultQuery = BrandedSoupQuery()
}

struct BrandedSoupQuery: EntityQuery {
    func entities(for identifiers: [BrandedSoupEntity.ID]) async throws -> [BrandedSoupEntity] {
        identifiers.map { BrandedSoupEntity(id: $0) }
    }
}

struct PlainSoupEntity: AppEntity {
    let id: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = {
        TypeDisplayRepresentation(name: "Soup")
    }()

    static let defaultQuery = PlainSoupQuery()
}

struct PlainSoupQuery: EntityQuery {
    func entities(for identifiers: [PlainSoupEntity.ID]) async throws -> [PlainSoupEntity] {
        identifiers.map { PlainSoupEntity(id: $0) }
    }
}

enum BrandedSize: String, AppEnum {
    case small, large

    static var typeDisplayRepresentation: TypeDisplayRepresentation { .brandedSize }

    static let caseDisplayRepresentations: [BrandedSize: DisplayRepresentation] = [
        .small: "Small",
        .large: "Large",
    ]
}

/// Built at run time from `allCases`, so the build cannot read it.
enum ComputedSize: String, AppEnum {
    case small, large

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Computed Size"

    static var caseDisplayRepresentations: [ComputedSize: DisplayRepresentation] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, DisplayRepresentation(title: "\($0.rawValue)")) })
    }
}
