import IntentLintSyntax
import IntentLintManifest

/// Which of one provider's App Shortcuts one build of the app has on one device: each `#if`
/// keeps the first clause whose condition the build satisfies, and each `if` runs one arm.
///
/// A configuration is a platform, the device's version of it, and a truth value for every
/// other condition. `os(…)`, `canImport(UIKit)` and `canImport(AppKit)` follow from the
/// platform, and `targetEnvironment(macCatalyst)` can hold only on iOS, so `#if os(iOS)` and
/// `#if os(macOS)` are never in one build. `#available`/`#unavailable` follow from the
/// version (`#available(iOS 18, *)` and `#unavailable(iOS 17)` never hold together; other
/// platforms take the `*`). Custom flags (`DEBUG`), checks such as `swift(>=6)` and `if`
/// conditions other than availability may hold in any combination.
struct AppShortcutConfigurations {
    /// The platforms App Shortcuts exist on.
    enum Platform: String, CaseIterable {
        case iOS, macOS, watchOS, tvOS, visionOS
    }

    /// One configuration: one build of the app on one device. (Not named `Configuration`, which
    /// is the lint configuration from `.lint-intents.json`.)
    struct DeviceBuild {
        /// Nil when no condition depends on it.
        var platform: Platform?
        /// The device's version of the platform, among the versions the conditions name; nil
        /// when it is older than all of them or none are named.
        var version: [Int]?
        /// The free conditions that hold.
        var holding: Set<String>
    }

    /// Configurations are tried one by one; past this many free conditions (2^n
    /// configurations per platform version) the answer is "unknown".
    static let maximumFreeConditions = 8
    /// Past this many statements and shortcuts looked at over all configurations (thousands
    /// of `if #available` with as many versions), the answer is "unknown" too.
    static let maximumWork = 1 << 21

    let shortcuts: [AutoShortcutRecord]
    /// For each shortcut, the arm it is in of each statement around it.
    private let arms: [[Int: Int]]
    /// The clauses of each `#if` statement around the shortcuts, by statement number.
    private var clausesByStatement: [Int: [String?]] = [:]
    private var compilationConditions: [String: CompilationCondition] = [:]
    /// The condition of each `if` statement around the shortcuts, by statement number.
    private var runtimeConditions: [Int: RuntimeCondition] = [:]

    /// The shortcuts of each provider, in order: the build exports one provider, so two
    /// providers' shortcuts are never in one app.
    static func byProvider(_ shortcuts: [AutoShortcutRecord]) -> [(provider: String, shortcuts: [AutoShortcutRecord])] {
        var providers: [(provider: String, shortcuts: [AutoShortcutRecord])] = []
        var positions: [String: Int] = [:]
        for shortcut in shortcuts {
            if positions[shortcut.provider] == nil {
                positions[shortcut.provider] = providers.count
                providers.append((shortcut.provider, []))
            }
            providers[positions[shortcut.provider]!].shortcuts.append(shortcut)
        }
        return providers
    }

    init(_ shortcuts: [AutoShortcutRecord]) {
        self.shortcuts = shortcuts
        arms = shortcuts.map { Dictionary($0.branches.map { ($0.statement, $0.arm) }, uniquingKeysWith: { first, _ in first }) }
        for shortcut in shortcuts {
            for branch in shortcut.branches where clausesByStatement[branch.statement] == nil && runtimeConditions[branch.statement] == nil {
                switch branch.kind {
                case .compilation(let clauses):
                    clausesByStatement[branch.statement] = clauses
                    for case let text? in clauses where compilationConditions[text] == nil {
                        compilationConditions[text] = CompilationCondition(parsing: text)
                    }
                case .runtime(let condition):
                    runtimeConditions[branch.statement] = RuntimeCondition(parsing: condition)
                }
            }
        }
    }

    /// Whether some build on some device has both shortcuts; nil when there are too many
    /// conditions to try every configuration.
    func canCoexist(_ first: Int, _ second: Int) -> Bool? {
        for branch in shortcuts[second].branches where arms[first][branch.statement].map({ $0 != branch.arm }) ?? false {
            return false  // two arms of one `if` or `#if`
        }
        let statements = Set(arms[first].keys).union(arms[second].keys)
        guard let configurations = configurations(deciding: statements) else { return nil }
        return configurations.contains { configuration in
            let taken = takenArms(of: statements, in: configuration)
            return isPresent(first, taken) && isPresent(second, taken)
        }
    }

    /// The configuration with the most shortcuts, and those shortcuts (positions in
    /// `shortcuts`, in order); nil when there are too many conditions to try every
    /// configuration.
    func largestConfiguration() -> (configuration: DeviceBuild, members: [Int])? {
        let statements = Set(arms.flatMap(\.keys))
        guard let configurations = configurations(deciding: statements),
              configurations.count * (statements.count + shortcuts.count) <= Self.maximumWork else { return nil }
        var largest: (configuration: DeviceBuild, members: [Int])?
        for configuration in configurations {
            let taken = takenArms(of: statements, in: configuration)
            let members = shortcuts.indices.filter { isPresent($0, taken) }
            if members.count > largest?.members.count ?? -1 {
                largest = (configuration, members)
            }
        }
        return largest
    }

    /// Every configuration that can tell the arms of the given statements apart.
    private func configurations(deciding statements: Set<Int>) -> [DeviceBuild]? {
        var atoms: Set<String> = []
        var versions: [Platform: Set<[Int]>] = [:]
        var dependsOnPlatform = false
        for statement in statements {
            if let clauses = clausesByStatement[statement] {
                for case let text? in clauses { atoms.formUnion(compilationConditions[text]!.atoms) }
            } else if let condition = runtimeConditions[statement] {
                switch condition {
                case .availability(_, let minimums):
                    dependsOnPlatform = true
                    for (platform, version) in minimums { versions[platform, default: []].insert(version) }
                case .other(let atom):
                    atoms.insert(atom)
                }
            }
        }
        dependsOnPlatform = dependsOnPlatform || atoms.contains(where: Self.followsPlatform) || atoms.contains(Self.catalyst)
        let free = atoms.filter { !Self.followsPlatform($0) }.sorted()
        let versionCount = versions.values.reduce(0) { $0 + $1.count }
        guard free.count <= Self.maximumFreeConditions,
              (Platform.allCases.count + versionCount) << free.count <= Self.maximumWork else { return nil }
        var configurations: [DeviceBuild] = []
        let platforms: [Platform?] = dependsOnPlatform ? Platform.allCases : [nil]
        for platform in platforms {
            let platformVersions: [[Int]?] = [nil] + (platform.flatMap { versions[$0] } ?? []).sorted { $0.lexicographicallyPrecedes($1) }
            for version in platformVersions {
                for subset in 0..<(1 << free.count) {
                    let holding = Set(free.indices.filter { subset & (1 << $0) != 0 }.map { free[$0] })
                    configurations.append(DeviceBuild(platform: platform, version: version, holding: holding))
                }
            }
        }
        return configurations
    }

    /// The arm each statement takes in the configuration; absent for a `#if` that keeps no clause.
    private func takenArms(of statements: Set<Int>, in configuration: DeviceBuild) -> [Int: Int] {
        var taken: [Int: Int] = [:]
        for statement in statements {
            if let clauses = clausesByStatement[statement] {
                taken[statement] = clauses.firstIndex { text in
                    text.map { compilationConditions[$0]!.holds { holds($0, in: configuration) } } ?? true
                }
            } else if let condition = runtimeConditions[statement] {
                taken[statement] = condition.holds(in: configuration) ? 0 : 1
            }
        }
        return taken
    }

    /// Whether the configuration has the shortcut: every statement around it takes its arm.
    private func isPresent(_ position: Int, _ taken: [Int: Int]) -> Bool {
        shortcuts[position].branches.allSatisfy { taken[$0.statement] == $0.arm }
    }

    private static let catalyst = "targetEnvironment(macCatalyst)"

    /// `#if` conditions the platform decides on its own.
    private static func followsPlatform(_ atom: String) -> Bool {
        atom.hasPrefix("os(") || atom == "canImport(UIKit)" || atom == "canImport(AppKit)"
    }

    private func holds(_ atom: String, in configuration: DeviceBuild) -> Bool {
        if let platform = configuration.platform {
            if atom.hasPrefix("os("), atom.hasSuffix(")") {
                let name = atom.dropFirst(3).dropLast()
                return name == platform.rawValue || (name == "xrOS" && platform == .visionOS)
            }
            switch atom {
            case "canImport(UIKit)": return platform != .macOS  // UIKit is on every Apple platform but macOS
            case "canImport(AppKit)": return platform == .macOS
            case Self.catalyst: return platform == .iOS && configuration.holding.contains(atom)  // a Catalyst build is an iOS build
            default: break
            }
        }
        return configuration.holding.contains(atom)
    }

    /// The condition of an `if`: an availability check the device's version decides, or
    /// anything else, which may or may not hold.
    private enum RuntimeCondition {
        /// `#available(iOS 18, macOS 15, *)` (`isAvailable`) or `#unavailable(…)`: the minimum
        /// version for each platform named.
        case availability(isAvailable: Bool, minimums: [Platform: [Int]])
        /// Named so as not to meet a `#if` flag of the same spelling.
        case other(String)

        init(parsing text: String) {
            let spelled = String(text.filter { !$0.isWhitespace })
            self = RuntimeCondition.parsingAvailability(text) ?? .other("if " + spelled)
        }

        private static func parsingAvailability(_ text: String) -> RuntimeCondition? {
            let trimmed = text.trimmed()
            let isAvailable = trimmed.hasPrefix("#available(")
            guard isAvailable || trimmed.hasPrefix("#unavailable("), trimmed.hasSuffix(")"),
                  let open = trimmed.firstIndex(of: "(") else { return nil }
            let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            guard !inner.contains("("), !inner.contains(")") else { return nil }  // two checks, or more
            var minimums: [Platform: [Int]] = [:]
            for argument in inner.split(separator: ",") {
                let words = argument.split(whereSeparator: \.isWhitespace)
                if words == ["*"] { continue }
                guard words.count == 2 else { return nil }
                let numbers = words[1].split(separator: ".").map { Int($0) }
                guard !numbers.contains(nil) else { return nil }
                var version = numbers.map { $0! }
                while version.count > 1, version.last == 0 { version.removeLast() }  // 18.0 is 18
                if let platform = platform(named: words[0]) { minimums[platform] = version }
            }
            return .availability(isAvailable: isAvailable, minimums: minimums)
        }

        /// `iOS`, `iOSApplicationExtension`, `OSX`, `xrOS` and the like; nil for
        /// `macCatalyst`, which a Catalyst build reads instead of `iOS` (taken as `iOS` here).
        private static func platform(named name: Substring) -> Platform? {
            let base = name.hasSuffix("ApplicationExtension") ? name.dropLast("ApplicationExtension".count) : name
            switch base {
            case "OSX": return .macOS
            case "xrOS": return .visionOS
            default: return Platform(rawValue: String(base))
            }
        }

        func holds(in configuration: DeviceBuild) -> Bool {
            switch self {
            case .availability(let isAvailable, let minimums):
                guard let platform = configuration.platform, let minimum = minimums[platform] else {
                    return isAvailable  // `*`: the other platforms pass `#available` and fail `#unavailable`
                }
                let meets = configuration.version.map { !$0.lexicographicallyPrecedes(minimum) } ?? false
                return meets == isAvailable
            case .other(let atom):
                return configuration.holding.contains(atom)
            }
        }
    }
}
