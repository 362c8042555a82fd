import ProjectDescription

let project = Project(
    name: "Profile",
    targets: [
        .target(
            name: "Profile",
            destinations: .iOS,
            product: .staticFramework,
            bundleId: "dev.lint-intents.profile",
            buildableFolders: ["Sources"]
        ),
    ]
)
