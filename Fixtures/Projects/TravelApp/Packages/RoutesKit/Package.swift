// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RoutesKit",
    platforms: [.iOS(.v26)],
    products: [
        .library(name: "RoutesKit", targets: ["RoutesKit"]),
    ],
    targets: [
        .target(name: "RoutesKit"),
    ]
)
