// swift-tools-version: 6.0
// lint-intents has no dependencies beyond the Swift toolchain: the plugin builds in
// seconds and never clashes with another package's swift-syntax version.
import PackageDescription

let package = Package(
    name: "lint-intents",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "IntentLintKit", targets: ["IntentLintKit"]),
        .executable(name: "lint-intents", targets: ["lint-intents"]),
    ],
    targets: [
        .target(name: "IntentLintKit"),
        .executableTarget(name: "lint-intents", dependencies: ["IntentLintKit"]),
        .testTarget(name: "IntentLintKitTests", dependencies: ["IntentLintKit"]),
    ]
)
