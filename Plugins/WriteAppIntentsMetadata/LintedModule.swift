// One file, copied byte for byte into each plugin folder (a plugin target cannot depend on a
// library target, and links break on Windows checkouts, in archives and in editors that save by
// replacing); PluginCopiesTests keeps the copies identical.
import Foundation
import PackagePlugin

/// One Swift module to lint: a target as SwiftPM (or Xcode) describes it. lint-intents lints
/// each as its own module because its analysis is module-wide: extensions and conformances are
/// followed across one module's files only.
struct LintedModule {
    var targetName: String
    var moduleName: String
    var swiftFiles: [URL]
    /// The target's `.strings` and `.xcstrings` files, where App Shortcut phrases are localized.
    var localizationFiles: [URL]
    /// What the target builds, as a module list's `kind` names it; nil when unknown.
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
        // SwiftPM lists resources (and files it does not handle) among a target's files too.
        self.init(targetName: target.name, moduleName: target.moduleName,
                  swiftFiles: target.sourceFiles(withSuffix: "swift").map(\.url),
                  localizationFiles: target.sourceFiles.map(\.url).filter(Self.isLocalizationFile), kind: kind)
    }

    private init?(targetName: String, moduleName: String, swiftFiles: [URL], localizationFiles: [URL], kind: String?) {
        guard !swiftFiles.isEmpty else { return nil }
        self.targetName = targetName
        self.moduleName = moduleName
        self.swiftFiles = swiftFiles
        self.localizationFiles = localizationFiles
        self.kind = kind
    }

    static func isLocalizationFile(_ url: URL) -> Bool {
        ["strings", "xcstrings"].contains(url.pathExtension)
    }
}

extension ModuleListFile {
    /// The list of `modules`, each with its Swift and strings files, by absolute path.
    /// - Parameter absolutePathsInReports: name files by their absolute paths in reports (for a
    ///   build command, which runs in a folder of the build system's choosing).
    init(_ modules: [LintedModule], absolutePathsInReports: Bool? = nil) {
        self.init(modules: modules.map { module in
            Module(name: module.moduleName, kind: module.kind, files: module.swiftFiles.map(\.path),
                   localizationFiles: module.localizationFiles.map(\.path))
        }, absolutePathsInReports: absolutePathsInReports)
    }

    /// Writes the list to `file`, unless it already holds exactly that: a build command lists
    /// the file as an input, and rewriting it unchanged would run the command on every build.
    func write(to file: URL) throws {
        let contents = try encoded()
        guard (try? Data(contentsOf: file)) != contents else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file, options: .atomic)
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
                  localizationFiles: target.inputFiles.map(\.url).filter(Self.isLocalizationFile),
                  kind: nil)
    }

    /// Xcode's default PRODUCT_MODULE_NAME, `$(PRODUCT_NAME:c99extidentifier)`: every character
    /// that cannot be in an identifier becomes `_`, and a leading digit gets `_` before it. A
    /// copy of the library's `ModuleNaming.c99ExtendedIdentifier` (a plugin cannot import the
    /// library); ModuleNamingTests checks that the library gives these results:
    /// - "Soup Chef" → "Soup_Chef"
    /// - "3DViewer" → "_3DViewer"
    /// - "Café" → "Café"
    /// - "a-b" → "a_b"
    /// - "My.App 2" → "My_App_2"
    /// - "Soup🍜" → "Soup_"
    /// - "" → "_"
    private static func moduleName(ofProduct name: String) -> String {
        var identifier = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let isIdentifierScalar: Bool
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_": isIdentifierScalar = true
            default: isIdentifierScalar = scalar.value >= 0x80 && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            }
            identifier.append(isIdentifierScalar ? scalar : "_")
        }
        guard let first = identifier.first else { return "_" }
        if ("0"..."9").contains(first) { identifier.insert("_", at: identifier.startIndex) }
        return String(identifier)
    }
}
#endif
