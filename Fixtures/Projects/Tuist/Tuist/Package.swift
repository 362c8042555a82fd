// swift-tools-version: 6.0
// Tuist's dependencies manifest: the packages `.external(name:)` takes products from. It
// declares no target and is no module.
import PackageDescription

#if TUIST
    import struct ProjectDescription.PackageSettings

    let packageSettings = PackageSettings(productTypes: [:])
#endif

let package = Package(
    name: "TravelPlannerDependencies",
    dependencies: [
        .package(path: "../Packages/RoutesKit"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ]
)
