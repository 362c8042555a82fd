import IntentLintSupport

/// What a `Package.swift` offers other packages and apps, and what it needs from them: the
/// app graph follows a target's package products through it.
package struct SwiftPackage: Sendable, Hashable {
    /// The `Package.swift`, absolute.
    package var originPath: String
    /// Library products: name → the names of the targets they are made of.
    package var products: [String: [String]]
    /// The packages its manifest depends on.
    package var dependencies: [PackageLocation]
    /// Those its manifest names (`.package(name: "Intents", path: "../Intents")`), by the name
    /// lowercased: `.product(name:package:)` may say that name rather than the package's identity.
    package var dependencyNames: [String: PackageLocation]

    package init(originPath: String, products: [String: [String]] = [:], dependencies: [PackageLocation] = [],
                 dependencyNames: [String: PackageLocation] = [:]) {
        self.originPath = originPath
        self.products = products
        self.dependencies = dependencies
        self.dependencyNames = dependencyNames
    }

    /// A target's dependency as a reference discovery resolves: `.product(name:package:)` names
    /// a package by its identity, which one of the manifest's dependencies has.
    func reference(to dependency: TargetDependency?) -> ModuleReference {
        switch dependency {
        case .target(let name)?:
            return .target(name: name, project: originPath)
        case .byName(let name)?:
            return .byName(name, package: originPath)
        case .product(let name, let identity)?:
            let wanted = identity.lowercased()
            if let location = dependencies.first(where: { $0.identity == wanted }) ?? dependencyNames[wanted] {
                return .product(name: name, package: location)
            }
            return .unresolvable("product `\(name)` of package `\(identity)`, which the manifest does not depend on")
        case nil:
            return .unresolvable("a dependency of a target that a static reading of \(Paths.lastComponent(originPath)) cannot settle")
        }
    }
}
