import AppIntents
import RecipeKit

struct CookRecipeIntent: AppIntent {
    static let title: LocalizedStringResource = "Cook Recipe"

    @Parameter(title: "Recipe")
    var recipe: RecipeEntity

    func perform() async throws -> some IntentResult { .result() }
}
