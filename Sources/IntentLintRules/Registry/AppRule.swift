import IntentLintSupport
import IntentLintManifest
import IntentLintCore

/// A rule about an app as a whole: what its modules (the app, its extensions, the frameworks
/// and packages they link) declare and use of each other. It reads an `AppLintContext`, never
/// the file system, and returns findings whose `file` is the path the user named.
public protocol AppRule: DocumentedRule {
    init()
    func check(_ context: AppLintContext) -> [Finding]
}

extension AppRule {
    /// A finding of this rule, with its default severity unless the rule knows the harm is smaller here.
    func finding(_ message: FindingMessage, at place: (file: String, location: SourceLocation), severity: Severity? = nil,
                 related: [RelatedLocation] = []) -> Finding {
        Finding(ruleIdentifier: Self.description.identifier, severity: severity ?? Self.description.severity, message: message.text,
                file: place.file, location: place.location, related: related)
    }
}

/// One module of an app, as app rules read it.
public struct AppMember: Sendable {
    package var id: String
    package var role: AppDefinition.Role
    package var manifest: Manifest
    package var index: TypeIndex
    package var syntax: ScannedModule
    /// The ids of the members it depends on directly.
    package var dependencies: [String]
    /// For a framework or library, how the app links it.
    package var linkage: ModuleLinkage

    package init(id: String, role: AppDefinition.Role, manifest: Manifest, index: TypeIndex, syntax: ScannedModule, dependencies: [String],
                 linkage: ModuleLinkage = .unknown) {
        self.id = id
        self.role = role
        self.manifest = manifest
        self.index = index
        self.syntax = syntax
        self.dependencies = dependencies
        self.linkage = linkage
    }

    /// The module's name, as Swift code imports it.
    package var name: String { syntax.name }

    /// Whether every file of a target a project file defines was read: what it does not
    /// declare is then known not to be declared.
    package var knowsWholeModule: Bool { syntax.kind != .folder && syntax.isComplete }

    /// A place in one of its files (a manifest's relative path) as the user names it.
    package func place(_ reference: SourceReference) -> (file: String, location: SourceLocation) {
        (displayPath(of: reference.file), reference.location)
    }

    func displayPath(of path: String) -> String {
        syntax.files.first { $0.path == path }?.displayPath ?? syntax.localizationFiles.first { $0.path == path }?.displayPath ?? path
    }
}

/// What app rules read: the app and each of its modules, in the app's order.
public struct AppLintContext: Sendable {
    package var app: AppDefinition
    package var members: [AppMember]
    /// What the rule being run said it could not check (`cannotCheck`); `AppLinter` gives each
    /// rule its own.
    package var unchecked = UncheckedReasons()

    package init(app: AppDefinition, members: [AppMember]) {
        self.app = app
        self.members = members
    }

    /// Says that the rule being run cannot judge this app, or a part of it, and why (one line,
    /// naming what it could not see): a rule that reads a whole app stays silent where it
    /// cannot see one, and says so here rather than nowhere, so that a skipped check never
    /// looks like a pass. The run names each rule and app once at its end, counts them in its
    /// summary and every report, and fails with `--strict`.
    package func cannotCheck(_ reason: String) {
        unchecked.add(reason)
    }

    /// Why the app cannot be seen whole, in one line: what its modules depend on that discovery
    /// could not follow (a remote package not checked out, a project outside the folders
    /// linted), and the members not read whole; nil when it can.
    package var whyNotSeenWhole: String? {
        var reasons: [String] = []
        if let first = app.unresolved.first {
            let more = app.unresolved.count - 1
            reasons.append(more == 0 ? "it depends on what the run could not follow: \(first)"
                : "\(app.unresolved.count) of its dependencies could not be followed ('lint-intents modules --summary' lists them), such as \(first)")
        }
        let partial = members.filter { !$0.knowsWholeModule }.map { "`\($0.name)`" }
        if !partial.isEmpty {
            reasons.append("\(partial.joined(separator: ", ")) \(partial.count == 1 ? "was" : "were") not read whole (a folder module, or a file missing, unreadable or left out)")
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }

    package func member(_ id: String) -> AppMember? {
        members.first { $0.id == id }
    }

    /// The members `id` depends on, directly or through others, nearest first.
    package func dependencies(of id: String) -> [String] {
        var found: [String] = []
        var pending = member(id)?.dependencies ?? []
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard next != id, !found.contains(next), let module = member(next) else { continue }
            found.append(next)
            pending += module.dependencies
        }
        return found
    }

    /// The manifests of every member, by id.
    package var manifests: [String: Manifest] {
        Dictionary(members.map { ($0.id, $0.manifest) }, uniquingKeysWith: { first, _ in first })
    }
}

/// The reasons one app rule gave for what it could not check in one app, each once.
package final class UncheckedReasons: @unchecked Sendable {
    private let lock = Lock()
    private var reasons: [String] = []

    package init() {}

    func add(_ reason: String) {
        lock.lock()
        defer { lock.unlock() }
        if !reasons.contains(reason) { reasons.append(reason) }
    }

    /// What was said, in the order said.
    package var said: [String] {
        lock.lock()
        defer { lock.unlock() }
        return reasons
    }
}
