import AppIntents
import TravelKit

// The app's App Intents package includes TravelKit's, but not that of RoutesKit, a dynamic package product.
struct TravelAppPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [TravelKitPackage.self]
    }
}
