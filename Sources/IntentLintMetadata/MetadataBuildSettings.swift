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

    /// `generator.version` and `version.json`'s `toolsVersion`: the Xcode build number. It also
    /// decides the parts of the file that differ from one Xcode to the next (`release`).
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

    /// The Xcode release whose form of the file is written, from `toolsVersion`.
    package var release: XcodeRelease { XcodeRelease(toolsVersion: toolsVersion) }

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

/// The Xcode releases whose `extract.actionsdata` differ in form, as real files show them
/// (docs/metadata.md, "Versions"): Xcode 15's leaves out keys later ones write and writes
/// localized strings without `alternatives`; Xcode 26's entities have no `entitySyncMetadata`
/// and its queries count their capabilities from 2 where Xcode 27's count from 66. Xcode 16's is
/// taken to be Xcode 26's: no file of Xcode 16 is on record next to its source.
package enum XcodeRelease: Int, Comparable, Sendable {
    case xcode15 = 15
    case xcode16 = 16
    case xcode26 = 26
    case xcode27 = 27

    /// The release a tools version names: a build number (`15C500b`, `16B40`, `17C529` for Xcode
    /// 26.2, `27A266a`) or a version (`15.2`, `26.3`), as `generator.version` shows both. An
    /// earlier one is taken as Xcode 15, a later one or one that names no release as Xcode 27.
    package init(toolsVersion: String) {
        let digits = toolsVersion.prefix { $0.isNumber }
        guard let number = Int(digits) else {
            self = .xcode27
            return
        }
        let isVersion = toolsVersion.dropFirst(digits.count).first == "."
        // Build numbers count on past Xcode 16's 16: Xcode 26's start with 17, Xcode 27's with 27.
        let release = !isVersion && (17..<26).contains(number) ? 26 : number
        switch release {
        case ..<16: self = .xcode15
        case 16..<26: self = .xcode16
        case 26: self = .xcode26
        default: self = .xcode27
        }
    }

    package static func < (left: XcodeRelease, right: XcodeRelease) -> Bool {
        left.rawValue < right.rawValue
    }
}
