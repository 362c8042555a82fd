// swift-tools-version: 6.0
// A package that uses lint-intents the way a team would: the command plugins
// (`swift package lint-intents`) and the IntentManifest build tool plugin. The end-to-end
// tests (Tests/EndToEnd/run.sh) build and lint it for real.
import PackageDescription

// Apple platforms have the AppIntents framework; elsewhere a stand-in with the same
// declarations lets the sources compile.
#if os(Linux)
let appIntents: [Target.Dependency] = ["AppIntents"]
let standIns: [Target] = [.target(name: "AppIntents", path: "Sources/AppIntentsStandIn")]
#else
let appIntents: [Target.Dependency] = []
let standIns: [Target] = []
#endif

let package = Package(
    name: "PluginConsumer",
    // SoupOrders has a German AppShortcuts.strings, a localized resource.
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` fixes the identity, whatever the lint-intents checkout's folder is called.
        .package(name: "lint-intents", path: "../.."),
    ],
    targets: [
        // Breaks the rules: `swift build --target SoupOrders` fails with the findings (among them
        // its App Shortcuts provider, which a library cannot hold). Its AppShortcuts.strings
        // breaks one too, which only a lint that reads the target's resources sees.
        .target(name: "SoupOrders", dependencies: appIntents, resources: [.process("Resources")],
                plugins: [.plugin(name: "IntentManifest", package: "lint-intents")]),
        // Clean: it builds, and its manifest is a build output. An executable, as an app built
        // with SwiftPM is, so its App Shortcuts provider is where the system looks for one.
        .executableTarget(name: "SoupMenu", dependencies: appIntents,
                          plugins: [.plugin(name: "IntentManifest", package: "lint-intents")]),
        // Only warnings: it fails `swift package lint-intents --strict` alone. It declares a
        // `Course` as SoupMenu does, which is fine as long as each target is its own module.
        .target(name: "SoupKitchen", dependencies: appIntents),
    ] + standIns
)
