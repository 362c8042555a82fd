// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RoutesKit",
    platforms: [.iOS(.v26)],
    products: [
        // A dynamic product: a framework of its own, whose App Intents package the app must include.
        .library(name: "RoutesKit", type: .dynamic, targets: ["RoutesKit"]),
    ],
    targets: [
        .target(name: "RoutesKit"),
    ]
)
