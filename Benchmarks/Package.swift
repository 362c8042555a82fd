// swift-tools-version: 6.0
// Benchmarks live in their own package so lint-intents itself stays dependency-free:
// swift-syntax is here only to compare against SwiftParser on the same files.
import PackageDescription

let package = Package(
    name: "lint-intents-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "lint-intents", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "lint-intents-benchmark",
            dependencies: [
                .product(name: "IntentLintKit", package: "lint-intents"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
    ]
)
