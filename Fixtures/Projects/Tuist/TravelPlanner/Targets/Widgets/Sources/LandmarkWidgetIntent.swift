import AppIntents
import TravelKit
import WidgetKit

struct LandmarkWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Landmark"

    @Parameter(title: "Landmark")
    var landmark: LandmarkEntity?
}
