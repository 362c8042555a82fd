import AppIntents
import BakeryKit

struct OrderBreadIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Bread"

    @Parameter(title: "Loaf")
    var loaf: LoafEntity

    func perform() async throws -> some IntentResult { .result() }
}

struct BakeryPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [BakeryKitPackage.self] }
}
