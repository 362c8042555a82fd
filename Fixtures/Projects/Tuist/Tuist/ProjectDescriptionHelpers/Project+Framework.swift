import ProjectDescription

extension Project {
    /// A project of one framework target whose sources are in `Sources/`: what it makes is
    /// only known by running it, so lint-intents does not read a project made with it.
    public static func framework(name: String, dependencies: [TargetDependency] = []) -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.lint-intents.\(name.lowercased())",
                    sources: ["Sources/**"], dependencies: dependencies),
        ])
    }
}
