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
    /// What the target builds, as `lint-intents --module-kind` names it; nil when unknown.
    var kind: String?

    /// Nil for a target without Swift source files.
    init?(_ target: any Target) {
        guard let target = target as? SwiftSourceModuleTarget else { return nil }
        let kind: String?
        switch target.kind {
        case .generic: kind = "library"
        case .executable: kind = "executable"
        case .test: kind = "test"
        case .macro: kind = "macro"
        default: kind = nil
        }
        self.init(targetName: target.name, moduleName: target.moduleName,
                  swiftFiles: target.sourceFiles(withSuffix: "swift").map(\.url), kind: kind)
    }

    private init?(targetName: String, moduleName: String, swiftFiles: [URL], kind: String?) {
        guard !swiftFiles.isEmpty else { return nil }
        self.targetName = targetName
        self.moduleName = moduleName
        self.swiftFiles = swiftFiles
        self.kind = kind
    }

    /// `--module-name NAME [--module-kind KIND]`.
    var moduleArguments: [String] {
        ["--module-name", moduleName] + (kind.map { ["--module-kind", $0] } ?? [])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintedModule {
    /// Nil for a target without Swift source files.
    init?(_ target: XcodeTarget) {
        // The product's kind is not passed: without a Mac to check XcodeProjectPlugin's API on,
        // the target-dependent rules stay silent here, as for a folder.
        self.init(targetName: target.displayName,
                  moduleName: Self.moduleName(ofProduct: target.product?.name ?? target.displayName),
                  swiftFiles: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
                  kind: nil)
    }

    /// Xcode's default PRODUCT_MODULE_NAME: the product name with every character that
    /// cannot appear in an identifier replaced by `_` ("Soup Chef" → "Soup_Chef").
    private static func moduleName(ofProduct name: String) -> String {
        let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return identifier.first?.isNumber ?? true ? "_" + identifier : identifier
    }
}
#endif
