import AppIntents
import WidgetKit

struct RecipeWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Recipe of the Day"
}
