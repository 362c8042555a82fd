import AppIntents
import RecipeKit

struct ShareRecipeIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Recipe"

    @Parameter(title: "Recipe")
    var recipe: RecipeEntity

    func perform() async throws -> some IntentResult { .result() }
}
