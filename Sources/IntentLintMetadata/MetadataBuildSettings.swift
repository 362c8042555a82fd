import IntentLintSyntax

/// What only the build knows, which `extract.actionsdata` records: which Xcode wrote it, for which
/// platform, for which deployment target, and which `#if` flags the compiler was given.
public struct MetadataBuildSettings: Sendable, Equatable {
    package enum Platform: String, CaseIterable, Sendable {
        case iOS, macOS, tvOS, watchOS, visionOS

        /// The name `availabilityAnnotations` keys a platform by: `LNPlatformNameIOS` (real files
        /// show these five, in the annotations of `Swift.Duration`).
        package var annotationKey: String {
            switch self {
            case .iOS: return "LNPlatformNameIOS"
            case .macOS: return "LNPlatformNameMACOS"
            case .tvOS: return "LNPlatformNameTVOS"
            case .watchOS: return "LNPlatformNameWATCHOS"
            case .visionOS: return "LNPlatformNameVISIONOS"
            }
        }

        /// The names `os(…)` and `@available` spell the platform with.
        var sourceNames: Set<String> {
            switch self {
            case .iOS: return ["iOS"]
            case .macOS: return ["macOS", "OSX"]
            case .tvOS: return ["tvOS"]
            case .watchOS: return ["watchOS"]
            case .visionOS: return ["visionOS", "xrOS"]
            }
        }

        /// The platform an `@available` argument names (`iOS`, `macOS`, `iOSApplicationExtension`).
        static func named(_ name: String) -> Platform? {
            let base = name.hasSuffix("ApplicationExtension") ? String(name.dropLast("ApplicationExtension".count)) : name
            return allCases.first { $0.sourceNames.contains(base) }
        }

        /// Where the folder goes in the product: `Foo.app/Metadata.appintents` on iOS, watchOS, tvOS
        /// and visionOS, `Foo.app/Contents/Resources/Metadata.appintents` on macOS.
        package var folderInBundle: String {
            self == .macOS ? "Contents/Resources/Metadata.appintents" : "Metadata.appintents"
        }
    }

    /// The Xcode build the real files name when nothing else is given: 27A266a, which wrote four of
    /// the five files on record (Fixtures/XcodeMetadata).
    package static let defaultToolsVersion = "27A266a"

    /// `generator.version` and `version.json`'s `toolsVersion`: the Xcode build number.
    package var toolsVersion: String
    package var platform: Platform
    /// The deployment target (`17.0`), when given: an intent introduced after it has an empty
    /// `mangledTypeName` (only `mangledTypeNameV2` names it).
    package var deploymentTarget: String?
    /// The custom `#if` flags the build defines (`-D DEBUG`): a declaration under a condition
    /// that does not hold for this build is not written.
    package var compilationFlags: Set<String>

    package init(toolsVersion: String = MetadataBuildSettings.defaultToolsVersion, platform: Platform = .iOS,
                 deploymentTarget: String? = nil, compilationFlags: Set<String> = []) {
        self.toolsVersion = toolsVersion
        self.platform = platform
        self.deploymentTarget = deploymentTarget
        self.compilationFlags = compilationFlags
    }

    /// Whether every `#if` condition around a declaration (as the manifest records them) holds.
    package func holds(_ conditions: [String]) -> Bool {
        conditions.allSatisfy { CompilationCondition(parsing: $0).holds(atomHolds) }
    }

    /// `os(iOS)` holds on its platform; `canImport`, `swift(>=…)`, `compiler(>=…)`, `hasFeature` and
    /// `hasAttribute` hold (an App Intents build uses a current SDK and compiler); `arch(arm64)`
    /// holds and other architectures do not; `targetEnvironment(…)` does not (a device build); a
    /// flag holds when it is defined.
    private func atomHolds(_ atom: String) -> Bool {
        func argument(_ prefix: String) -> String? {
            guard atom.hasPrefix(prefix + "("), atom.hasSuffix(")") else { return nil }
            return String(atom.dropFirst(prefix.count + 1).dropLast())
        }
        if let name = argument("os") { return platform.sourceNames.contains(name) }
        if let name = argument("arch") { return name == "arm64" }
        if argument("targetEnvironment") != nil { return false }
        for prefix in ["canImport", "swift", "compiler", "hasFeature", "hasAttribute"] where argument(prefix) != nil {
            return true
        }
        return compilationFlags.contains(atom)
    }
}
