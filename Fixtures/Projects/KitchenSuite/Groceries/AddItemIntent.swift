import AppIntents
import ListKit

struct AddItemIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Item"

    @Parameter(title: "List")
    var list: ShoppingListEntity

    func perform() async throws -> some IntentResult { .result() }
}

struct GroceriesPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [ListKitPackage.self] }
}
