// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RoutesKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "RoutesKit", targets: ["RoutesKit"]),
    ],
    targets: [
        .target(name: "RoutesKit"),
    ]
)
