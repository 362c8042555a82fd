import IntentLintCore
import IntentLintSupport
import IntentLintDiscovery
import IntentLintRules
import IntentLintReporting
import IntentLintDiff
import IntentLintVerify
import IntentLintMetadata
import IntentLintEngine

/// What the command line's help, completions and option checks name: the project kinds read, the
/// module kinds, the reporters, the configuration's keys. The session names them so that the
/// command-line target reads no stage of the pipeline, only the session.
public enum CommandLineWords {
    /// The project files discovery reads, for prose: by display name (`Package.swift, .xcodeproj, …`).
    public static var projectKinds: String { ProjectKind.listed(\.displayName) }
    /// The same, by short name.
    public static var projectKindsShort: String { ProjectKind.listed(\.shortName) }
    /// What a module builds, as `--module-kind` takes it.
    public static var moduleKinds: [String] { ModuleKind.allCases.map(\.rawValue) }
    /// Every reporter `--reporter` takes, with a line on each.
    public static var reporters: [(identifier: String, summary: String)] { Reporters.all.map { ($0.identifier, $0.summary) } }
    /// Each key of `.lint-intents.json`, with a line on it.
    public static var configurationKeys: [(key: String, description: String)] { Configuration.keyDescriptions }
    /// The platforms `metadata --platform` takes.
    public static var metadataPlatforms: [String] { MetadataBuildSettings.Platform.allCases.map(\.rawValue) }
    /// The Xcode `metadata` writes the files of unless told (`--tools-version`).
    public static var defaultToolsVersion: String { MetadataBuildSettings.defaultToolsVersion }

    /// Why `name` cannot name the folder module (`--module-name`), or nil when it can.
    public static func problem(withModuleName name: String) -> String? {
        ModuleNaming.problem(with: name)
    }

    /// The unified diff of a rewrite `lint --fix --dry-run` shows.
    public static func unifiedDiff(of fix: FileFix) -> String {
        UnifiedDiff.render(path: fix.path, original: fix.original, edits: fix.edits)
    }

    /// Whether `report` is written as plain text, which a terminal may color.
    public static func isText(_ report: SessionReport) -> Bool {
        report.reporter.identifier == TextReporter.identifier
    }
}

extension LintSession.Settings {
    /// Sets what the folder module builds from `--module-kind`'s word; false for an unknown word.
    public mutating func setFolderModuleKind(named name: String) -> Bool {
        guard let kind = ModuleKind(rawValue: name) else { return false }
        folderModuleKind = kind
        return true
    }
}

/// The build facts `metadata` writes for (`--define`, `--tools-version`, `--platform`,
/// `--deployment-target`), as the command line gives them.
public struct MetadataBuildOptions: Sendable {
    package var settings = MetadataBuildSettings()

    public init() {}

    public var compilationFlags: Set<String> { settings.compilationFlags }

    public mutating func define(_ flag: String) { settings.compilationFlags.insert(flag) }
    public mutating func setToolsVersion(_ version: String) { settings.toolsVersion = version }
    public mutating func setDeploymentTarget(_ version: String) { settings.deploymentTarget = version }
    /// Sets the platform from its name, in any case; false for an unknown name.
    public mutating func setPlatform(named name: String) -> Bool {
        guard let known = MetadataBuildSettings.Platform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return false }
        settings.platform = known
        return true
    }
}

/// `lint-intents rules`: every rule (or every change `diff` reports, or every check of `verify`)
/// with whether the configuration enables it and at which severity.
public struct RuleListing: Sendable {
    public enum Kind: Sendable { case rules, changes, verifyChecks }

    struct Entry: Sendable {
        var rule: RuleDescription
        var severity: Severity
        var enabled: Bool
        /// `off`, the configured severity, or the rule's own (`error or warning`).
        var state: String
    }

    var entries: [Entry]
    /// The configuration file that set them, if any.
    public var configurationFile: String?

    public init(_ kind: Kind, configuration: Configuration) {
        let rules = switch kind {
        case .rules: RuleRegistry.allDescriptions
        case .changes: ChangeKind.descriptions
        case .verifyChecks: VerifyCheck.descriptions
        }
        let enabled = Set(configuration.enabledRules(from: rules).map(\.identifier))
        entries = rules.map { rule in
            let severity = configuration.severity(for: rule.identifier, default: rule.severity)
            let isOn = enabled.contains(rule.identifier)
            // A rule that reports some findings as warnings says "error or warning" until configured.
            let state = !isOn ? "off" : configuration.severities[rule.identifier] != nil ? severity.rawValue + " (configured)" : rule.severityText
            return Entry(rule: rule, severity: severity, enabled: isOn, state: state)
        }
        configurationFile = configuration.file
    }

    /// The full rule reference, docs/rules.md.
    public static var markdown: String { RuleDocumentation.markdown() }

    /// One line per rule: id, state, marks, summary, in columns.
    public var lines: [String] {
        let width = entries.map(\.rule.identifier.count).max() ?? 0
        let stateWidth = entries.map(\.state.count).max() ?? 0
        return entries.map { entry in
            let marks = (entry.rule.isOptIn ? "(opt-in) " : "") + (entry.rule.isFixable ? "(--fix) " : "")
            return "\(entry.rule.identifier.padded(to: width))  \(entry.state.padded(to: stateWidth))  \(marks)\(entry.rule.summary)"
        }
    }

    /// The list as a JSON array: id, name, severity, defaultSeverity, enabled, optIn, fixable, summary.
    public var json: String {
        JSONValue.array(entries.map { entry in
            .object([
                "id": .string(entry.rule.identifier),
                "name": .string(entry.rule.name),
                "severity": .string(entry.severity.rawValue),
                "defaultSeverity": .string(entry.rule.severity.rawValue),
                "enabled": .bool(entry.enabled),
                "optIn": .bool(entry.rule.isOptIn),
                "fixable": .bool(entry.rule.isFixable),
                "summary": .string(entry.rule.summary),
            ])
        }).serialized()
    }
}
