// Compiled into IntentLintKit, and copied byte for byte into the plugins that write it (a plugin
// cannot depend on a library target); PluginCopiesTests keeps the copies identical.
// Foundation only (FoundationEssentials where there is one: Linux).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The file `lint-intents --modules-file FILE` reads: modules the caller already knows, so that
/// one run lints every target as its own module and makes one report. The plugins write it from
/// what SwiftPM or Xcode says of each target; lint-intents reads it strictly, with a one-line
/// error naming the file and the module for every mistake.
///
/// ```json
/// {"modules": [
///   {"name": "SoupOrders", "kind": "library",
///    "files": ["Sources/SoupOrders/OrderSoupIntent.swift"],
///    "localizationFiles": ["Sources/SoupOrders/de.lproj/AppShortcuts.strings"]}
/// ]}
/// ```
public struct ModuleListFile: Codable, Equatable, Sendable {
    public struct Module: Codable, Equatable, Sendable {
        /// The module's name, as the compiler knows it.
        public var name: String
        /// What the target builds (`app`, `app-extension`, `framework`, `library`, `executable`,
        /// `test`, `macro`, …); nil when unknown, and lint-intents then treats the module as a folder.
        public var kind: String?
        /// The Swift files it compiles: absolute, or relative to the list's folder.
        public var files: [String]
        /// Its `.strings` and `.xcstrings` files, where App Shortcut phrases are localized.
        public var localizationFiles: [String]

        public init(name: String, kind: String?, files: [String], localizationFiles: [String]) {
            self.name = name
            self.kind = kind
            self.files = files
            self.localizationFiles = localizationFiles
        }
    }

    public var modules: [Module]
    /// True to name files in reports by their absolute paths rather than relative to the working
    /// folder: a build command runs in a folder of the build system's choosing, and Xcode and
    /// build logs must find the files from anywhere. Left out of the file when nil.
    public var absolutePathsInReports: Bool?

    public init(modules: [Module], absolutePathsInReports: Bool? = nil) {
        self.modules = modules
        self.absolutePathsInReports = absolutePathsInReports
    }

    /// The file's contents: keys sorted, one per line, slashes unescaped, so a person can read it.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
