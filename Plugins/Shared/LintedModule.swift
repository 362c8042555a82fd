// Shared by the three plugins through symbolic links (a plugin target cannot depend on a
// library target).
import Foundation
import PackagePlugin

/// One Swift module to lint. lint-intents runs once per module because its analysis is
/// module-wide: extensions and conformances are followed across one module's files only.
struct LintedModule {
    var targetName: String
    var moduleName: String
    var swiftFiles: [URL]

    /// Nil for a target without Swift source files.
    init?(_ target: any Target) {
        guard let target = target as? SwiftSourceModuleTarget else { return nil }
        self.init(targetName: target.name, moduleName: target.moduleName,
                  swiftFiles: target.sourceFiles(withSuffix: "swift").map(\.url))
    }

    private init?(targetName: String, moduleName: String, swiftFiles: [URL]) {
        guard !swiftFiles.isEmpty else { return nil }
        self.targetName = targetName
        self.moduleName = moduleName
        self.swiftFiles = swiftFiles
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintedModule {
    /// Nil for a target without Swift source files.
    init?(_ target: XcodeTarget) {
        self.init(targetName: target.displayName,
                  moduleName: Self.moduleName(ofProduct: target.product?.name ?? target.displayName),
                  swiftFiles: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url))
    }

    /// Xcode's default PRODUCT_MODULE_NAME: the product name with every character that
    /// cannot appear in an identifier replaced by `_` ("Soup Chef" → "Soup_Chef").
    private static func moduleName(ofProduct name: String) -> String {
        let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return identifier.first?.isNumber ?? true ? "_" + identifier : identifier
    }
}
#endif
