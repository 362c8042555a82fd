import Foundation
import IntentLintSupport
import IntentLintDiscovery
import IntentLintRules

/// `lint-intents manifest`: which modules' manifests to build.
public struct ManifestRequest: Sendable {
    public enum Selection: Sendable, Equatable {
        /// One module: the one named (`--module NAME`), or the only one found.
        case module(named: String?)
        /// Every module (`--output-dir DIR`).
        case eachModule
    }

    public var modules: ModuleSource
    public var selection: Selection

    public init(modules: ModuleSource = .paths(["."]), selection: Selection = .module(named: nil)) {
        self.modules = modules
        self.selection = selection
    }
}

public struct ManifestOutcome: Sendable {
    /// Project files read as plain files, files that could not be read.
    public var messages: [SessionMessage]
    /// One, or one per module, as the request chose.
    public var manifests: [ManifestFile]
}

extension LintSession {
    /// Builds the manifests the request selects, and runs no rule.
    public func manifests(_ request: ManifestRequest) throws -> ManifestOutcome {
        let reading = try reading(request.modules)
        var discovered = try discover(reading)
        var messages = discovered.warnings.map { SessionMessage(.warning, $0) }
        if case .module(let name) = request.selection {
            do {
                discovered.modules = try select(discovered.modules, named: name)
            } catch {
                throw StoppedRun.stopping(error, after: messages)
            }
        }
        let run = LintRun.run(discovered, options: reading.options, mode: .manifestsOnly)
        // A file that could not be read leaves its declarations out of the manifest: say so.
        for finding in run.findings where finding.ruleIdentifier == UnreadableFile.description.identifier {
            messages.append(SessionMessage(.warning, "\(finding.file):1:1: warning: \(finding.message) [unreadable-file]"))
        }
        return ManifestOutcome(messages: messages, manifests: Self.manifestFiles(run.modules))
    }

    /// The one module to build: the only one, or the one named.
    private func select(_ modules: [ModuleDiscovery.Module], named name: String?) throws(UsageError) -> [ModuleDiscovery.Module] {
        let listing = modules.map { "\($0.name) (\($0.definition.kind.rawValue), \(origin(of: $0)))" }.joined(separator: "; ")
        guard let name else {
            guard modules.count == 1 else {
                throw UsageError("found \(modules.count) modules: \(listing); choose one with --module NAME, or write all with --output-dir DIR")
            }
            return modules
        }
        let matching = modules.filter { $0.name == name }
        switch matching.count {
        case 1: return matching
        case 0: throw UsageError("no module named '\(name)'; found \(listing)")
        default: throw UsageError("\(matching.count) modules are named '\(name)': \(listing); lint the folder of the one you mean")
        }
    }
}
