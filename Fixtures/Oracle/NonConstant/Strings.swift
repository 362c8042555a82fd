import AppIntents

// Values the build cannot read at compile time: the intents in this module are
// deliberately wrong, one way each, so the oracle compares non-constancy on both sides.

enum AppStrings {
    static let orderTitle: LocalizedStringResource = "Order"
    static let soupParameter: LocalizedStringResource = "Soup"
    static let brandName = "Soup Co."

    static func describe(_ feature: String) -> LocalizedStringResource {
        LocalizedStringResource(stringLiteral: "Describes \(feature)")
    }
}

extension LocalizedStringResource {
    static let reorderTitle: LocalizedStringResource = "Reorder"
}

extension TypeDisplayRepresentation {
    static let brandedSize: TypeDisplayRepresentation = "Size"
}

func makeTitle() -> LocalizedStringResource {
    "Made at run time"
}
