// swift-tools-version: 5.9
// The first release of a small outliner: `DiffHistoryTests` commits it, then v2 over it, and
// checks that `diff --base` on that history and `diff` of the two versions' manifest folders
// report the same changes.
import PackageDescription

let package = Package(
    name: "Outline",
    defaultLocalization: "en",
    targets: [
        .executableTarget(name: "Outline", resources: [.process("Resources")]),
    ]
)
