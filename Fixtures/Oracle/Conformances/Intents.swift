import AppIntents

struct AliasedIntent: OrderingIntent {
    static var title: LocalizedStringResource = "Aliased"

    func perform() async throws -> some IntentResult { .result() }
}

struct RefinedIntent: FeatureIntent {
    static var title: LocalizedStringResource = "Refined"

    @Parameter(title: "Item")
    var item: Catalog.ItemEntity

    func perform() async throws -> some IntentResult { .result() }
}

struct QualifiedIntent: AppIntents.AppIntent {
    static let title: LocalizedStringResource = "Qualified"

    func perform() async throws -> some IntentResult { .result() }
}

class BaseIntent: AppIntent {
    static var title: LocalizedStringResource { "Base" }

    required init() {}

    func perform() async throws -> some IntentResult { .result() }
}

/// Inherits its conformance from the superclass.
final class DerivedIntent: BaseIntent, @unchecked Sendable {
    @Parameter(title: "Count")
    var count: Int?
}

/// Declared plain; the conformance comes from an extension in another file.
struct LateIntent {
    @Parameter(title: "Level", default: .low)
    var level: Catalog.Level
}
