// swift-tools-version: 6.0
// lint-intents has no dependencies beyond the Swift toolchain: the plugin builds in
// seconds and never clashes with another package's swift-syntax version.
import PackageDescription

let package = Package(
    name: "lint-intents",
    platforms: [.macOS(.v13)],
    products: [
        // The whole library: the session (IntentLintKit) and the stages it runs, for tools that
        // measure or drive a stage on its own (Benchmarks/).
        .library(name: "IntentLintKit", targets: [
            "IntentLintKit", "IntentLintCore", "IntentLintSupport", "IntentLintSyntax", "IntentLintLocalization", "IntentLintDiscovery",
            "IntentLintManifest", "IntentLintRules", "IntentLintEngine", "IntentLintReporting", "IntentLintDiff", "IntentLintVerify",
            "IntentLintMetadata",
        ]),
        .executable(name: "lint-intents", targets: ["lint-intents"]),
        .plugin(name: "LintIntents", targets: ["LintIntents"]),
        .plugin(name: "WriteIntentManifests", targets: ["WriteIntentManifests"]),
        .plugin(name: "IntentManifest", targets: ["IntentManifest"]),
        .plugin(name: "WriteAppIntentsMetadata", targets: ["WriteAppIntentsMetadata"]),
    ],
    targets: [
        // The library, one target per stage of the pipeline, so that data flows one way and the
        // compiler says so: a target sees only the stages before it (docs/architecture.md).
        // What every stage shares: what the stages say of a module and an app (its kind, its
        // linkage, an app's members), so that the analysis needs no discovery; and what names a
        // finding (`Finding`, `Severity`, related places, fixes, the description every rule, diff
        // change and verify check has), so that reports and diff need no parsing stack.
        .target(name: "IntentLintCore", dependencies: ["IntentLintSupport"]),
        .target(name: "IntentLintSupport"),
        .target(name: "IntentLintSyntax", dependencies: ["IntentLintSupport"]),
        .target(name: "IntentLintLocalization", dependencies: ["IntentLintSupport", "IntentLintSyntax"]),
        .target(name: "IntentLintDiscovery", dependencies: ["IntentLintCore", "IntentLintSupport", "IntentLintSyntax"]),
        .target(name: "IntentLintManifest", dependencies: ["IntentLintCore", "IntentLintSupport", "IntentLintSyntax", "IntentLintLocalization"]),
        .target(name: "IntentLintRules", dependencies: ["IntentLintCore", "IntentLintSupport", "IntentLintSyntax", "IntentLintLocalization", "IntentLintManifest"]),
        .target(name: "IntentLintReporting", dependencies: ["IntentLintCore", "IntentLintSupport"]),
        .target(name: "IntentLintDiff", dependencies: ["IntentLintCore", "IntentLintSupport", "IntentLintSyntax"]),
        // Apple's own Metadata.appintents (extract.actionsdata), written from a module's manifest.
        .target(name: "IntentLintMetadata", dependencies: ["IntentLintCore", "IntentLintSupport", "IntentLintSyntax", "IntentLintManifest"]),
        // What Xcode's build wrote (the exported metadata, the build log), checked against the sources.
        .target(name: "IntentLintVerify", dependencies: ["IntentLintCore", "IntentLintSupport", "IntentLintManifest", "IntentLintMetadata"]),
        // Where a run happens: the modules' files read and scanned once, each module's manifest built
        // once and its rules run, each app's rules, one finding per mistake; with the configuration's
        // rules and severities, in one options value.
        .target(name: "IntentLintEngine", dependencies: [
            "IntentLintCore", "IntentLintSupport", "IntentLintSyntax", "IntentLintLocalization", "IntentLintDiscovery", "IntentLintManifest",
            "IntentLintRules",
        ]),
        // The session on top: one run from a request to an outcome, for every surface.
        .target(name: "IntentLintKit", dependencies: [
            "IntentLintCore", "IntentLintSupport", "IntentLintDiscovery", "IntentLintManifest",
            "IntentLintRules", "IntentLintEngine", "IntentLintReporting", "IntentLintDiff", "IntentLintVerify", "IntentLintMetadata",
        ]),
        .executableTarget(name: "lint-intents", dependencies: ["IntentLintKit", "IntentLintSupport"]),
        // The tests, a target per stage, so that a change rebuilds the tests of its stage and of those
        // after it only: a rule's change leaves the syntax, discovery and manifest tests alone. The
        // helpers they share (scratch folders, the fixtures, the built executable, the compiler
        // oracle) need Support and Syntax only.
        .target(name: "IntentLintTestSupport", dependencies: ["IntentLintSupport", "IntentLintSyntax"], path: "Tests/IntentLintTestSupport"),
        .testTarget(name: "IntentLintSyntaxTests", dependencies: [
            "IntentLintTestSupport", "IntentLintSupport", "IntentLintSyntax", "IntentLintLocalization",
        ]),
        .testTarget(name: "IntentLintDiscoveryTests", dependencies: ["IntentLintTestSupport", "IntentLintSupport", "IntentLintCore", "IntentLintDiscovery"]),
        .testTarget(name: "IntentLintManifestTests", dependencies: [
            "IntentLintTestSupport", "IntentLintSupport", "IntentLintSyntax", "IntentLintDiscovery", "IntentLintManifest", "IntentLintMetadata",
        ]),
        // What the rules', the engine's and the session's tests share, above the engine: modules
        // and apps held in memory, linted as the command line lints files. A target of its own so
        // that the helpers below it stay free of the engine, and a rule's change leaves the
        // syntax, discovery and manifest tests alone.
        .target(name: "IntentLintEngineTestSupport", dependencies: [
            "IntentLintSupport", "IntentLintSyntax", "IntentLintLocalization", "IntentLintCore", "IntentLintManifest", "IntentLintRules", "IntentLintEngine",
        ], path: "Tests/IntentLintEngineTestSupport"),
        // Each rule's examples, fixes and documentation, and the facts rules read: run through the
        // engine, as a user's run reports them. A fix is checked with diff, which must see no
        // change in what the app exports.
        .testTarget(name: "IntentLintRulesTests", dependencies: [
            "IntentLintEngineTestSupport", "IntentLintTestSupport", "IntentLintSupport", "IntentLintSyntax", "IntentLintCore", "IntentLintManifest",
            "IntentLintRules", "IntentLintEngine", "IntentLintDiff",
        ]),
        // The engine: configuration, the relevance filter, repeated declarations, the fixtures' expected findings.
        .testTarget(name: "IntentLintEngineTests", dependencies: [
            "IntentLintEngineTestSupport", "IntentLintTestSupport", "IntentLintSupport", "IntentLintSyntax", "IntentLintLocalization", "IntentLintCore",
            "IntentLintDiscovery", "IntentLintManifest", "IntentLintRules", "IntentLintEngine",
        ]),
        // The session and the command line, and the stages only the session runs: reports, diff,
        // verify and metadata.
        .testTarget(name: "IntentLintKitTests", dependencies: [
            "IntentLintEngineTestSupport", "IntentLintTestSupport", "IntentLintKit", "IntentLintCore", "IntentLintSupport", "IntentLintSyntax",
            "IntentLintDiscovery", "IntentLintManifest", "IntentLintRules", "IntentLintEngine", "IntentLintReporting",
            "IntentLintDiff", "IntentLintVerify", "IntentLintMetadata",
        ]),
        // The plugins, which Scripts/make-artifactbundle.sh copies into the adopters' plugins package:
        // Linting only reads, so this verb asks for no permission: a plain
        // `swift package lint-intents` runs unattended on CI.
        .plugin(
            name: "LintIntents",
            capability: .command(intent: .custom(
                verb: "lint-intents",
                description: "Lint the App Intents code of every Swift target (or --target NAME)")),
            dependencies: ["lint-intents"]),
        // Writing manifests into the package needs SwiftPM's write permission; a separate
        // verb keeps that prompt (or --allow-writing-to-package-directory) away from plain linting.
        .plugin(
            name: "WriteIntentManifests",
            capability: .command(
                intent: .custom(
                    verb: "write-intent-manifests",
                    description: "Lint like lint-intents and write each target's manifest to --manifest-output DIR"),
                permissions: [.writeToPackageDirectory(reason: "It writes DIR/<Module>.manifest.json for each target into the folder given with --manifest-output.")]),
            dependencies: ["lint-intents"]),
        // Apple's Metadata.appintents of one target, for builds without Xcode: writes into the
        // package, so it has its own verb and asks for the permission, as manifests do.
        .plugin(
            name: "WriteAppIntentsMetadata",
            capability: .command(
                intent: .custom(
                    verb: "write-app-intents-metadata",
                    description: "Write Apple's Metadata.appintents (extract.actionsdata, version.json) of --target NAME to --output DIR"),
                permissions: [.writeToPackageDirectory(reason: "It writes DIR/extract.actionsdata and DIR/version.json into the folder given with --output.")]),
            dependencies: ["lint-intents"]),
        // Attached to a target: writes its manifest and reports findings on every build.
        .plugin(name: "IntentManifest", capability: .buildTool(), dependencies: ["lint-intents"]),
    ]
)
