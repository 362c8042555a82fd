import AppIntents

struct FunctionCallTitleIntent: AppIntent {
    static var title: LocalizedStringResource { makeTitle() }
    static var description = IntentDescription(AppStrings.describe("ordering"))

    func perform() async throws -> some IntentResult { .result() }
}

struct StaticMemberTitleIntent: AppIntent {
    static let title: LocalizedStringResource = AppStrings.orderTitle

    @Parameter(title: AppStrings.soupParameter)
    var soup: String

    func perform() async throws -> some IntentResult { .result() }
}

struct ImplicitMemberTitleIntent: AppIntent {
    static var title: LocalizedStringResource { .reorderTitle }
    static var description: IntentDescription = "Reorders the last soup."

    @Parameter(title: makeTitle())
    var quantity: Int?

    @Parameter(title: LocalizedStringResource("NOTE_TITLE", table: "Orders"))
    var note: String?

    func perform() async throws -> some IntentResult { .result() }
}

struct StaticFunctionTitleIntent: AppIntent {
    static let title = AppStrings.describe("soup")

    func perform() async throws -> some IntentResult { .result() }
}

struct ComputedGetterTitleIntent: AppIntent {
    static var title: LocalizedStringResource {
        let base = "Order"
        return LocalizedStringResource(stringLiteral: base)
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct InitCallWithRuntimeArgumentIntent: AppIntent {
    static var title = LocalizedStringResource(stringLiteral: AppStrings.brandName)
    static var description = IntentDescription("Orders from \(AppStrings.brandName)")

    func perform() async throws -> some IntentResult { .result() }
}

struct InterpolatedTitleIntent: AppIntent {
    static var title: LocalizedStringResource = "Order from \(AppStrings.brandName)"

    func perform() async throws -> some IntentResult { .result() }
}

/// Interpolating a literal is still constant.
struct ConstantInterpolationIntent: AppIntent {
    static var title: LocalizedStringResource = "Order \("Soup")"
    static let description = IntentDescription("Orders soup.", categoryName: "Ordering")

    func perform() async throws -> some IntentResult { .result() }
}
