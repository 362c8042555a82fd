// swift-tools-version: 6.0
import PackageDescription

// The shapes `lint-intents metadata` once wrote nothing for (issue #43): a placemark parameter,
// a conformance added to another module's type, an entity of a statically linked module, and a
// type that follows an assistant schema.
let package = Package(
    name: "Kitchen",
    platforms: [.iOS(.v18)],
    targets: [
        .target(name: "Kit"),
        .executableTarget(name: "App", dependencies: ["Kit"]),
    ]
)
