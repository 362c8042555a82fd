import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// What the engine reports under its own id: every rule, app rule and engine diagnostic, with
/// the description `lint-intents rules`, docs/rules.md and SARIF show, and the examples its tests run.
public protocol DocumentedRule: Sendable {
    static var description: RuleDescription { get }
    static var examples: RuleExamples { get }
}

/// A lint rule: reads the manifest (and declarations when it must) and returns findings.
/// It never prints and never touches the file system.
public protocol Rule: DocumentedRule {
    init()
    /// Findings with `file` set to the manifest's relative path; the engine maps them to
    /// display paths and applies severity overrides and suppressions.
    func check(_ context: LintContext) -> [Finding]
}

extension Rule {
    var description: RuleDescription { Self.description }

    /// A finding of this rule at `reference`, with the rule's default severity unless the
    /// rule knows the harm is smaller here (a configured severity replaces either).
    func finding(_ message: FindingMessage, at reference: SourceReference, severity: Severity? = nil, related: [RelatedLocation] = [],
                 fix: Fix? = nil) -> Finding {
        Finding(ruleIdentifier: Self.description.identifier, severity: severity ?? Self.description.severity,
                message: message.text, file: reference.file, location: reference.location, related: related, fix: fix)
    }
}

/// What a finding says, made only by the factories its rule declares beside its check, as
/// swift-format's `Finding.Message` is: every message a rule can say is written in one place
/// (`extension NonStringAppEnumRule { fileprivate enum Message { static func … } }`), and a
/// rule's example names the message it expects by calling the same factory with the example's
/// values (`expecting: [.warning(Message.impliedRawValues(of: "SoupSize", …))]`), so that the
/// example fails on any other message. Not a string literal, so that no call site writes a
/// message of its own. The factories are the rule's own type's, not extensions of this one: a
/// file that extends a type every rule looks members up on makes any change to its declarations
/// recompile every rule (41 files where 5 do).
public struct FindingMessage: Sendable, Hashable, CustomStringConvertible {
    package let text: String

    package init(_ text: String) {
        self.text = text
    }

    public var description: String { text }
}

/// A rule's examples: sources that drive `RuleExampleTests` and `RuleFixTests`, and illustrate
/// the rule in docs/rules.md.
public struct RuleExamples: Sendable {
    /// Sources that must produce findings exactly where they are marked with `↓`.
    package var triggering: [RuleExample]
    /// Sources that must produce no finding.
    package var nonTriggering: [RuleExample]

    package init(triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// Example source for a rule: one file, or several (`files`) for module-wide cases. In a
/// triggering example, `↓` marks each place a finding must start; it is removed before
/// the source is linted. `module` is the kind of target the files are compiled into (a folder
/// of unknown kind by default), and `alsoCompiledInto` names files other targets compile too.
/// A file whose name does not end in `.swift` (`de.lproj/AppShortcuts.strings`,
/// `AppShortcuts.xcstrings`) is one of the module's localization files.
public struct RuleExample: Sendable {
    package static let marker: Character = "↓"

    /// File name → source, in order.
    package var files: [(name: String, source: String)]
    package var module: ModuleKind
    package var alsoCompiledInto: [String: Set<ModuleKind>]
    /// For a rule about an app's modules: the modules, each holding the files whose names start
    /// with its name and a `/` (`TravelApp/PlanTripIntent.swift`); the first app among them is the app.
    package var app: [ExampleModule] = []
    /// What the findings at the markers must be beyond their places, marker by marker in reading
    /// order (file by file, then line and column): one for each marker of a triggering example.
    package var expected: [ExpectedFinding] = []
    /// Where the example is written (`IntentLintRules/NonConstantMetadataRule.swift`, a line), so
    /// that a test it fails points there.
    package var sourceFile: String
    package var sourceLine: Int

    package init(_ source: String, module: ModuleKind = .folder, alsoCompiledInto: Set<ModuleKind> = [],
                expecting expected: [ExpectedFinding] = [], sourceFile: String = #fileID, sourceLine: Int = #line) {
        files = [("Example.swift", source)]
        self.module = module
        self.alsoCompiledInto = alsoCompiledInto.isEmpty ? [:] : ["Example.swift": alsoCompiledInto]
        self.expected = expected
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
    }

    package init(files: [(name: String, source: String)], module: ModuleKind = .folder, alsoCompiledInto: [String: Set<ModuleKind>] = [:],
                expecting expected: [ExpectedFinding] = [], sourceFile: String = #fileID, sourceLine: Int = #line) {
        self.files = files
        self.module = module
        self.alsoCompiledInto = alsoCompiledInto
        self.expected = expected
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
    }

    /// An example of an app made of `modules`.
    package init(app modules: [ExampleModule], files: [(name: String, source: String)],
                expecting expected: [ExpectedFinding] = [], sourceFile: String = #fileID, sourceLine: Int = #line) {
        self.files = files
        module = .app
        alsoCompiledInto = [:]
        app = modules
        self.expected = expected
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
    }
}

/// What the finding at one marker of an example must be, as swift-format's `FindingSpec` says
/// it: its severity, and its message, made by the rule's own factory, so that an example fails
/// when a rule reports an error as a warning or one mistake's message for another's. Every
/// marker of every triggering example has one (`RuleExampleTests`).
public struct ExpectedFinding: Sendable {
    package var severity: Severity
    package var message: FindingMessage

    package init(_ severity: Severity, message: FindingMessage) {
        self.severity = severity
        self.message = message
    }

    /// An error that says `message`.
    package static func error(_ message: FindingMessage) -> ExpectedFinding { ExpectedFinding(.error, message: message) }
    /// A warning that says `message`.
    package static func warning(_ message: FindingMessage) -> ExpectedFinding { ExpectedFinding(.warning, message: message) }
}

/// One module of an app-wide rule example: its name, what it builds, what it links, and how it
/// is linked (a framework is dynamic and a library static by default, as Xcode builds them).
public struct ExampleModule: Sendable {
    package var name: String
    package var kind: ModuleKind
    package var dependsOn: [String]
    package var linkage: ModuleLinkage

    package init(_ name: String, _ kind: ModuleKind, dependsOn: [String] = [], linkage: ModuleLinkage? = nil) {
        self.name = name
        self.kind = kind
        self.dependsOn = dependsOn
        self.linkage = linkage ?? (kind == .framework ? .dynamic : kind == .library ? .static : .unknown)
    }

    /// `TravelApp` (app) depends on `TravelKit`: for the rule reference.
    var summary: String {
        let built = kind == .framework || kind == .library ? "\(linkage.rawValue) \(kind.rawValue)" : kind.rawValue
        return "`\(name)` (\(built))" + (dependsOn.isEmpty ? "" : ", which links " + dependsOn.map { "`\($0)`" }.joined(separator: " and "))
    }
}

/// What rules read: the module's manifest, its merged types, its files' declarations, and
/// what the project files say the module is.
public struct LintContext: Sendable {
    package var manifest: Manifest
    package var index: TypeIndex
    package var module: ScannedModule

    package var files: [FileSyntax] { module.files }

    package init(manifest: Manifest, index: TypeIndex, module: ScannedModule) {
        self.manifest = manifest
        self.index = index
        self.module = module
    }

    /// Whether the run knows the whole module: a target a project file defines, with every
    /// file read. Rules that conclude from what a module does not declare need this.
    package var knowsWholeModule: Bool { module.kind != .folder && module.isComplete }

    /// The kinds of every module of the run that compiles `file` (a `FileSyntax.path`), this
    /// one included.
    package func kindsCompiling(_ file: String) -> Set<ModuleKind> {
        (module.alsoCompiledInto[file] ?? []).union([module.kind])
    }
}
