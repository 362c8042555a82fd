import IntentLintSupport

/// The `AppIntentsPackage`s a module's own packages include, directly or through the packages
/// they include, across the modules of one app: which App Intents types of other modules the
/// system indexes for it (Apple's `AppIntentsPackage` documentation: "To use the framework's app
/// intents in your app, define an app intents package in your app that depends on the
/// framework's app intents package").
package struct IncludedPackages: Sendable {
    /// A package reached, by its type name, and the module that declares it.
    package struct Package: Sendable, Hashable {
        package var name: String
        package var module: String
        /// The packages it was reached through, from the host's own package: `[TravelAppPackage, TravelKitPackage]`.
        package var path: [String]
    }

    /// The host's own packages first, then what they include, each once.
    package private(set) var packages: [Package] = []
    /// What stops the answer being whole: an `includedPackages` that is not a constant list, or
    /// a package name no module of the app declares (it may be in one that was not linted).
    package private(set) var unknowns: [String] = []

    package var isComplete: Bool { unknowns.isEmpty }

    /// - Parameters:
    ///   - host: the id of the module whose packages count (an app or extension target).
    ///   - manifests: the manifest of every module of the app, by id.
    package init(host: String, manifests: [String: Manifest]) {
        guard let own = manifests[host] else { return }
        var pending: [(record: PackageRecord, module: String, path: [String])] = own.packages.values
            .sorted { $0.identifier < $1.identifier }.map { ($0, host, [$0.identifier]) }
        var seen: Set<Package> = []
        while !pending.isEmpty {
            let (record, module, path) = pending.removeFirst()
            let package = Package(name: record.identifier, module: module, path: path)
            guard seen.insert(Package(name: package.name, module: module, path: [])).inserted else { continue }
            packages.append(package)
            switch record.includedPackages {
            case nil:
                continue
            case .nonConstant(let value)?:
                unknowns.append("`\(record.identifier).includedPackages` is not a constant list (`\(QuotedText.code(value.expression))`)")
            case .constant(let names)?:
                for name in names {
                    let found = IncludedPackages.declarations(of: name, in: manifests)
                    if found.isEmpty { unknowns.append("`\(name)`, which no module of the app declares") }
                    for (declaring, included) in found {
                        pending.append((included, declaring, path + [included.identifier]))
                    }
                }
            }
        }
    }

    /// Whether `name` (a package declared in `module`) is among the packages reached.
    package func includes(_ name: String, of module: String) -> Bool {
        packages.contains { $0.module == module && $0.name == name }
    }

    /// The package records named `written` (`TravelKitPackage`, or `TravelKit.TravelKitPackage`
    /// qualified by its module's name), with their modules' ids.
    static func declarations(of written: String, in manifests: [String: Manifest]) -> [(module: String, record: PackageRecord)] {
        var found: [(module: String, record: PackageRecord)] = []
        for (id, manifest) in manifests.sorted(by: { $0.key < $1.key }) {
            for record in manifest.packages.values where record.identifier == written || "\(manifest.module).\(record.identifier)" == written {
                found.append((id, record))
            }
        }
        return found
    }
}
