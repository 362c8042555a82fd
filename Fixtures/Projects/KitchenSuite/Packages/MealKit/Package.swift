// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "MealKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "MealKit", targets: ["MealKit"])],
    targets: [.target(name: "MealKit")]
)
