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

/// Visible in this file only. The compiler extracts it all the same, under a mangled name that
/// carries the file's private discriminator (`…33_<hash>LLV`).
private struct FilePrivateIntent: AppIntent {
    static let title: LocalizedStringResource = "File Private"

    func perform() async throws -> some IntentResult { .result() }
}

/// A Focus filter is an intent too.
struct QuietHoursFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Quiet Hours"

    @Parameter(title: "Muted")
    var muted: Bool?

    func perform() async throws -> some IntentResult { .result() }
}

/// Its description comes from an extension of the module's own protocol: the compiler
/// extracts the members of the type and its extensions only, so it records no description.
struct DescribedByProtocolIntent: FeatureIntent {
    static let title: LocalizedStringResource = "Described by Protocol"

    func perform() async throws -> some IntentResult { .result() }
}
