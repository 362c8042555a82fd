// swift-tools-version: 5.9
// Read as text by PackageManifestReaderTests and never built: three targets, each with App
// Intents code, and `ToggleIntent` declared in two of them.
import PackageDescription

let package = Package(
    name: "MultiTargetKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "IntentsKit", targets: ["IntentsKit"]),
        .executable(name: "kit-tool", targets: ["kit-tool"]),
    ],
    targets: [
        .target(name: "IntentsKit"),
        .executableTarget(
            name: "kit-tool",
            dependencies: [.target(name: "IntentsKit")],
            path: "Tools/KitTool",
            exclude: ["Scratch", "Legacy.swift"]
        ),
        .testTarget(name: "IntentsKitTests", dependencies: ["IntentsKit"]),
    ]
)
