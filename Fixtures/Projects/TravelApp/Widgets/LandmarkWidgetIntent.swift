import AppIntents
import TravelKit
import WidgetKit

struct LandmarkWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Landmark"

    @Parameter(title: "Landmark")
    var landmark: LandmarkEntity?
}

// The widget extension uses TravelKit's entity, so its own package includes TravelKit's.
struct TravelWidgetsPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [TravelKitPackage.self]
    }
}
